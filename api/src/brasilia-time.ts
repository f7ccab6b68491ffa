/** Dates as a donor reads them, in Brasília time: "23/11/2026, 12:13" and "23 de novembro de 2026". */
const dateTime = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
const longDate = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'long' });

export const formatDateTime = (date: Date): string => dateTime.format(date);
export const formatLongDate = (date: Date): string => longDate.format(date);

const dateOnly = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' });
const yearOnly = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', year: 'numeric' });

/** "23/11/2026". */
export const formatDate = (date: Date): string => dateOnly.format(date);
/** The calendar year in Brasília: a payment at 22:00 of 31 December (UTC−3) belongs to that year, not the next. */
export const yearInBrasilia = (date: Date): number => Number(yearOnly.format(date));
