/** A date (`2026-03-01`, midnight UTC) or a date-time with its time zone (`2026-03-01T12:00:00Z`, `…-03:00`). */
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2})))?$/;

export const ISO_DATE_FORMAT_MESSAGE = 'Data inválida: use o formato ISO 8601, como 2026-03-01 ou 2026-03-01T12:00:00Z.';

/**
 * Reads an ISO 8601 text as JS would, but refuses what JS silently moves (2026-02-30
 * becomes 2 March): every field must be in range and the day must exist in its month.
 * Returns the pt-BR problem instead of a date when the text is not one.
 */
export function parseIsoDate(text: string): Date | { problem: string } {
  const match = ISO_8601.exec(text);
  if (!match) return { problem: ISO_DATE_FORMAT_MESSAGE };
  const [, year, month, day, hour = '0', minute = '0', second = '0', zone, zoneHours = '0', zoneMinutes = '0'] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (mo < 1 || mo > 12 || d < 1 || d > new Date(Date.UTC(y, mo, 0)).getUTCDate())
    return { problem: `Data inválida: o dia ${day}/${month}/${year} não existe.` };
  if (h > 23 || mi > 59 || s > 59 || (zone !== 'Z' && (Number(zoneHours) > 23 || Number(zoneMinutes) > 59)))
    return { problem: 'Data inválida: horário fora do intervalo de 00:00:00 a 23:59:59.' };
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? { problem: ISO_DATE_FORMAT_MESSAGE } : date;
}
