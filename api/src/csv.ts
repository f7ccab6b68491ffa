/**
 * One CSV cell (RFC 4180). Donor-typed text starting with = + - @ is prefixed with an
 * apostrophe so a spreadsheet never runs it as a formula.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
