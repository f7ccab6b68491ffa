/**
 * Money, the one way both sides read and write it. Integer cents everywhere until the
 * moment an amount is shown (DECISIONS §3); the API speaks reais strings ("1234.56").
 * No zod here: the home page formats amounts and must not pull a validator into its
 * first download.
 */

/** Largest whole-reais part a donor can type: 12 digits, far above any configurable maximum. */
const WHOLE_REAIS_MAX_DIGITS = 12;

/**
 * The one grammar of an amount typed by a person or sent by a program as text:
 * - pt-BR, comma as the decimal mark and optional dots every three digits:
 *   "50", "50,5", "50,00", "1.234", "1.234,56", "1234,56";
 * - a dot as the decimal mark, only with one or two decimals and no grouping: "1234.56", "50.5";
 * - an optional "R$" in front; no leading zeros ("050", "010.000", "0.030"), no mixed
 *   marks ("1,234.56"), never more than two decimals.
 * A dot followed by exactly three digits is always a thousands separator, so "1.234" is R$ 1.234,00.
 */
const COMMA_DECIMAL = /^(0|[1-9]\d*|[1-9]\d{0,2}(?:\.\d{3})+)(?:,(\d{1,2}))?$/;
const DOT_DECIMAL = /^(0|[1-9]\d*)\.(\d{1,2})$/;

export type AmountReading = { ok: true; cents: number } | { ok: false; reason: 'format' | 'decimals' };

function centsOf(whole: string, fraction = ''): AmountReading {
  const digits = whole.replace(/\./g, '');
  if (digits.length > WHOLE_REAIS_MAX_DIGITS) return { ok: false, reason: 'format' };
  return { ok: true, cents: Number(digits) * 100 + Number(fraction.padEnd(2, '0')) };
}

/** Text in the grammar above → integer cents. */
export function readReaisText(text: string): AmountReading {
  const trimmed = text.trim().replace(/^R\$\s*/, '');
  const comma = COMMA_DECIMAL.exec(trimmed);
  if (comma) return centsOf(comma[1]!, comma[2]);
  const dot = DOT_DECIMAL.exec(trimmed);
  if (dot) return centsOf(dot[1]!, dot[2]);
  // "10,001" or "10.0011": a decimal amount with too many places, which deserves its own message.
  if (/^(0|[1-9]\d*)[.,]\d{3,}$/.test(trimmed) && !/^[1-9]\d{0,2}\.\d{3}$/.test(trimmed))
    return { ok: false, reason: 'decimals' };
  return { ok: false, reason: 'format' };
}

/**
 * A JSON number is a number of reais (10.5 is R$ 10,50): never a thousands-separated
 * figure, so 10.001 is an amount with three decimals, not R$ 10.001,00.
 */
export function readReaisNumber(value: number): AmountReading {
  if (!Number.isFinite(value) || value < 0) return { ok: false, reason: 'format' };
  // The shortest decimal that round-trips is what the sender wrote: 10.001 → "10.001".
  const text = String(value);
  const plain = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!plain) return { ok: false, reason: 'format' };
  if ((plain[2] ?? '').length > 2) return { ok: false, reason: 'decimals' };
  return centsOf(plain[1]!, plain[2]);
}

/** A donor's or a program's amount: text in the grammar above, or a JSON number of reais. */
export function readReais(value: unknown): AmountReading {
  if (typeof value === 'string') return readReaisText(value);
  if (typeof value === 'number') return readReaisNumber(value);
  return { ok: false, reason: 'format' };
}

/** Text in the grammar above → integer cents, or null. */
export function reaisToCents(text: string): number | null {
  const reading = readReaisText(text);
  return reading.ok ? reading.cents : null;
}

/** Integer cents → the API's numeric string in reais with two decimals ("12345.67"). */
export function centsToReais(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The API's reais string ("50.00", "-3.5") → integer cents, without float drift. */
export function apiReaisToCents(reais: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(reais.trim());
  if (!match) return Math.round(Number(reais) * 100);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** A run of digits with pt-BR thousands separators: "1234567" → "1.234.567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Integer cents → how a person reads it: "R$ 1.234,56" (the same text on the server and in the browser). */
export function centsToBrl(cents: number): string {
  const [whole, fraction] = centsToReais(cents).split('.');
  const sign = whole!.startsWith('-') ? '-' : '';
  const digits = whole!.replace('-', '');
  return `${sign}R$ ${groupThousands(digits)},${fraction}`;
}

/** 5000 → "50,00": how a Brazilian types an amount into a field. */
export function centsToAmountInput(cents: number): string {
  return centsToReais(cents).replace('.', ',');
}
