const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' });
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const dayKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The API's reais string ("1234.56") → "R$ 1.234,56". */
export const formatBRL = (reais: string | number): string => brl.format(Number(reais));
export const formatDateTime = (iso: string | null | undefined): string => (iso ? dateTime.format(new Date(iso)) : '—');
export const formatDate = (iso: string): string => dateOnly.format(new Date(iso));
export const formatPercent = (ratio: number): string => percent.format(ratio);

/** "2026-11-23" of an instant, in Brasília time, like the API's byDay. */
export const saoPauloDay = (date: Date): string => dayKey.format(date);

/** Midnight starting a Brasília calendar day, as an instant (Brazil has no daylight saving time since 2019). */
export const startOfSaoPauloDay = (day: string): string => new Date(`${day}T00:00:00-03:00`).toISOString();

/** "2026-11-23" → "23/11". */
export const shortDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
