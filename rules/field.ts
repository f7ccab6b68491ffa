import * as z from 'zod/mini';
import type { FieldError, FieldRule } from './rule.js';

/** A field rule (rules/rule.ts) as a zod schema, so inputs are declared as zod objects and typed with z.infer. */
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
