// Brazil's official time, written once for the API, the panel and the site: every day and
// hour a person reads, and every day the books are kept by, is Brasília's (summer times of
// past years included, which is why the zone is named rather than written as UTC−3).
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

/**
 * A formatter in Brasília time, made on its first use: importing this module does no work,
 * and the site's bundle keeps only the formatters its pages call.
 */
export function brasiliaFormat(options: Intl.DateTimeFormatOptions, locale = 'pt-BR'): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: BRASILIA_TIME_ZONE })).format(date);
}

/** "2026-11-30": the calendar day in Brasília of an instant, as days are stored and compared. */
export const brasiliaDayOf = /* @__PURE__ */ brasiliaFormat({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');
/** "23/11/2026, 12:13". */
export const formatDateTime = /* @__PURE__ */ brasiliaFormat({ dateStyle: 'short', timeStyle: 'short' });
/** "23/11/2026". */
export const formatDate = /* @__PURE__ */ brasiliaFormat({ dateStyle: 'short' });
/** "23 de novembro de 2026". */
export const formatLongDate = /* @__PURE__ */ brasiliaFormat({ dateStyle: 'long' });
/** "12:13". */
export const formatTime = /* @__PURE__ */ brasiliaFormat({ hour: '2-digit', minute: '2-digit' });

const year = /* @__PURE__ */ brasiliaFormat({ year: 'numeric' }, 'en-US');
/** The calendar year in Brasília: a payment at 22:00 of 31 December (UTC−3) belongs to that year, not the next. */
export const yearInBrasilia = (date: Date): number => Number(year(date));
