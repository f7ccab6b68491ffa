/** Dates as a donor reads them, in Brasília time: "23/11/2026, 12:13" and "23 de novembro de 2026". */
const dateTime = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
const longDate = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'long' });

export const formatDateTime = (date: Date): string => dateTime.format(date);
export const formatLongDate = (date: Date): string => longDate.format(date);
