/** Integer cents → the API's numeric string in reais with two decimals ("12345.67"). */
export function centsToReais(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A donor's amount in reais ("50", "50.5", "50.00", "50,00", "1.234,56") → integer cents,
 * or null when it is not a plain positive amount with at most two decimals.
 */
export function reaisToCents(text: string): number | null {
  const trimmed = text.trim();
  let normalized: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(trimmed)) normalized = trimmed.replace(/\./g, '').replace(',', '.');
  else if (/^\d+([.,]\d{1,2})?$/.test(trimmed)) normalized = trimmed.replace(',', '.');
  else return null;
  const [whole, fraction = ''] = normalized.split('.');
  if (whole!.length > 12) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer cents → how a donor reads it in a message: "R$ 1.234,56". */
export function centsToBrl(cents: number): string {
  const [whole, fraction] = centsToReais(cents).split('.');
  return `R$ ${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
}
