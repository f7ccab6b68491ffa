import { BRASILIA_TIME_ZONE } from '../../../rules/brasilia-time';
import { formatTaxId } from '../../../rules/documents';
import { formatBRL, formatCount as formatWholeCount } from '../shared/format';

// How the panel writes what it shows, as a Brazilian writes it: 1.234 doações, 23/11/2026
// 14:05 (24 h, Brasília time), CPF 529.982.247-25, (11) 98765-4321. Money is the site's
// formatBRL (web/src/shared/format.ts), so the panel and the donors read the same figure.

const dateParts = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BRASILIA_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** A whole count with "." every three digits: 12345 → "12.345". */
export const formatCount = (count: number): string => formatWholeCount(count);

/**
 * The word that goes with a count: `plural(1, 'doação', 'doações')` → "doação"; any
 * other count, zero included ("0 doações"), takes the plural.
 */
export const plural = (count: number, singular: string, pluralForm: string): string => (count === 1 ? singular : pluralForm);

/** A count and its word: `countOf(1, 'doação', 'doações')` → "1 doação"; 1234 → "1.234 doações". */
export const countOf = (count: number, singular: string, pluralForm: string): string =>
  `${formatCount(count)} ${plural(count, singular, pluralForm)}`;

/** Day, month, year, hour and minute of an instant in Brasília time. */
function partsOf(date: Date): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> {
  const parts = Object.fromEntries(dateParts.formatToParts(date).map((part) => [part.type, part.value]));
  return { day: parts.day!, month: parts.month!, year: parts.year!, hour: parts.hour!, minute: parts.minute! };
}

/** "23/11/2026 14:05" (Brasília time, 24 h; a no-break space keeps the time with its day), or "—". */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const { day, month, year, hour, minute } = partsOf(new Date(iso));
  return `${day}/${month}/${year}\u00a0${hour}:${minute}`;
}

/** "23/11/2026", the Brasília calendar day of an instant. */
export function formatDate(iso: string): string {
  const { day, month, year } = partsOf(new Date(iso));
  return `${day}/${month}/${year}`;
}

/** A calendar day as the API writes it ("2026-11-23") → "23/11/2026". */
export const formatDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export const formatPercent = (ratio: number): string => percent.format(ratio);

/**
 * An amount on a chart's axis, short: "R$ 0", "R$ 1.500", "R$ 12.000" for whole reais (an
 * axis needs no ",00"), "R$ 37,50" when there are cents; never "0.000000" nor "1,500".
 */
export function formatAxisReais(reais: number): string {
  const value = Number.isFinite(reais) ? reais : 0;
  const written = formatBRL(Math.round(value * 100) / 100);
  return written.endsWith(',00') ? written.slice(0, -',00'.length) : written;
}

/** "R$" kept on its figure's line in a text the server wrote (an e-mail's subject), as formatBRL writes it. */
export const keepCurrencyWithFigure = (text: string): string => text.replace(/R\$ /g, 'R$\u00a0');

/** An axis tick of a count: whole numbers only ("1.500"); a fractional tick gets no label. */
export const formatAxisCount = (value: number): string => (Number.isInteger(value) ? formatCount(value) : '');

/** Midnight starting a Brasília calendar day, as an instant (Brazil has no daylight saving time since 2019). */
export const startOfBrasiliaDay = (day: string): string => new Date(`${day}T00:00:00-03:00`).toISOString();

/** "2026-11-23" → "23/11". */
export const shortDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** A CPF as printed on documents: "52998224725" → "529.982.247-25"; anything else (a note, '') as given. */
export function formatCpf(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  return /^\d{11}$/.test(digits) && /^[\d.\-\s]+$/.test(cpf) ? formatTaxId(digits) : cpf;
}

/**
 * A Brazilian phone as people write it: "11987654321" → "(11) 98765-4321", "1134567890" →
 * "(11) 3456-7890"; with the country code, "+55 (11) 98765-4321". Anything else as given.
 */
export function formatPhone(phone: string): string {
  const trimmed = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return phone;
  let digits = trimmed.replace(/\D/g, '');
  const country = (trimmed.startsWith('+') || digits.length > 11) && digits.startsWith('55') ? '+55 ' : '';
  if (country) digits = digits.slice(2);
  const match = /^([1-9]{2})(9?\d{4})(\d{4})$/.exec(digits);
  if (!match) return phone;
  return `${country}(${match[1]}) ${match[2]}-${match[3]}`;
}
