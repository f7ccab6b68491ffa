const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Seed §4 with DECISIONS §9: "agora", "N min", "Nh", then "Nd". */
export function formatAge(isoInstant: string, nowMs: number): string {
  const elapsed = Math.max(0, nowMs - Date.parse(isoInstant));
  if (elapsed < MINUTE_MS) return 'agora';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h`;
  return `${Math.floor(elapsed / DAY_MS)}d`;
}

/** Seconds → "mm:ss" (a PIX code lives at most 30 minutes). */
export function formatCountdown(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** "2027-07-20" → "20/07", as the raffle banner shows the draw day. */
export function formatDayMonth(isoDate: string): string {
  const [, month, day] = isoDate.split('-');
  return `${day}/${month}`;
}
