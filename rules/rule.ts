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

// C0/C1 control characters, lone surrogates and the noncharacters U+FFFE/U+FFFF (none of
// which an XML document such as /novidades.xml may hold); a newline is allowed only in free text.
export const CONTROL_CHARACTER = /[\p{Cc}\p{Cs}\uFFFE\uFFFF]/u;
export const CONTROL_BUT_NEWLINE = /(?!\n)[\p{Cc}\p{Cs}\uFFFE\uFFFF]/u;

/**
 * Bidirectional controls (embeddings, overrides, isolates, the direction marks): invisible,
 * they make a name or a message display as other text ("gnp.exe" shown as "exe.png").
 * Dropped from what donors type, and from whatever older data the public pages show.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

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
