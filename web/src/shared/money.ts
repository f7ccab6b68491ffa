/** Amount bounds of a custom donation, as the server's defaults (R$ 10 to R$ 50.000). */
export const MIN_DONATION_CENTS = 1_000;
export const MAX_DONATION_CENTS = 5_000_000;

/**
 * What a donor types ("50", "50,5", "50,00", "1.234,56", "50.00") → integer cents, or null.
 * Mirrors the server's parser so the form rejects exactly what the server would.
 */
export function reaisToCents(text: string): number | null {
  const trimmed = text.trim().replace(/^R\$\s*/, '');
  let normalized: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(trimmed)) normalized = trimmed.replace(/\./g, '').replace(',', '.');
  else if (/^\d+([.,]\d{1,2})?$/.test(trimmed)) normalized = trimmed.replace(',', '.');
  else return null;
  const [whole = '', fraction = ''] = normalized.split('.');
  if (whole.length > 12) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer cents → the API's reais string ("50.00"). */
export function centsToReais(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The API's reais string ("50.00") → integer cents, without float drift. */
export function apiReaisToCents(reais: string): number {
  return Math.round(Number(reais) * 100);
}
