import * as z from 'zod/mini';

/** A rule for one field: the value as received → the normalised value, or a pt-BR message for the person. */
export type FieldRule<T> = (value: unknown) => { value: T } | { error: string };

/** A field rule as a zod schema, so inputs are declared as zod objects and typed with z.infer. */
export function fieldSchema<T>(rule: FieldRule<T>) {
  // Optional on the way in, so an absent key reaches the rule as undefined (the rule decides).
  return z.pipe(
    z.optional(z.unknown()),
    z.transform((input: unknown, ctx): T => {
      const result = rule(input);
      if ('error' in result) {
        ctx.issues.push({ code: 'custom', message: result.error, input });
        return z.NEVER;
      }
      return result.value;
    }),
  );
}

/** One field's problem: its name (the API's `extensions.field`) and the message the person reads. */
export interface FieldError {
  field: string;
  message: string;
}

/** Every field's first problem, in the order the person fills the form. */
export function fieldErrorsOf(error: z.core.$ZodError, order: readonly string[]): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'input';
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  const rank = (field: string) => {
    const index = order.indexOf(field.split('.')[0]!);
    return index === -1 ? order.length : index;
  };
  return [...byField].map(([field, message]) => ({ field, message })).sort((a, b) => rank(a.field) - rank(b.field));
}

/** Unicode characters, not UTF-16 units: an emoji counts once, as the person sees it. */
export const characterCount = (text: string): number => [...text].length;

// C0/C1 control characters; a newline is allowed only in free text.
export const CONTROL_CHARACTER = /\p{Cc}/u;
export const CONTROL_BUT_NEWLINE = /(?!\n)\p{Cc}/u;

/** A text field: absent (undefined/null) or a string; anything else is a program's mistake, told in pt-BR. */
export function textOf(value: unknown, label: string): { text: string | undefined } | { error: string } {
  if (value === undefined || value === null) return { text: undefined };
  if (typeof value !== 'string') return { error: `${label}: envie um texto.` };
  return { text: value };
}

/** Field problems as the forms show them: one message per field. */
export function messagesByField<Field extends string>(errors: readonly FieldError[]): Partial<Record<Field, string>> {
  return Object.fromEntries(errors.map(({ field, message }) => [field, message])) as Partial<Record<Field, string>>;
}
