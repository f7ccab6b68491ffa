/** Field rules as plain functions, with no validator library: the home page may use them. */

/** A rule for one field: the value as received → the normalised value, or a pt-BR message for the person. */
export type FieldRule<T> = (value: unknown) => { value: T } | { error: string };

/** One field's problem: its name (the API's `extensions.field`) and the message the person reads. */
export interface FieldError {
  field: string;
  message: string;
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
