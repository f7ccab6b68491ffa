import { apiReaisToCents, centsToBrl, groupThousands } from '../../../rules/money';

// Money and counts by the rulebook's rule (rules/money.ts), not by Intl: building a pt-BR
// NumberFormat loads the locale's data, 20-40 ms in one task on the first screen of a
// slow phone (docs/PERFORMANCE.md), and the server and every phone then write the same
// text whatever their ICU version, so hydration never meets a different figure.

/** The API's reais string ("1234.56") or a number of reais → "R$ 1.234,56", "R$" kept on the figure's line. */
export function formatBRL(reais: string | number): string {
  const cents = typeof reais === 'number' ? Math.round(reais * 100) : apiReaisToCents(reais);
  return centsToBrl(cents).replace('R$ ', 'R$\u00a0');
}

/** A whole count with pt-BR thousands separators: 12345 → "12.345". */
export function formatCount(value: number): string {
  return groupThousands(String(Math.round(value)));
}

/** Seed §4: the bar never shows less than 2 %, whatever was raised. */
export const PROGRESS_MIN_PERCENT = 2;

export function progressPercent(raised: string, goal: string): number {
  const goalValue = Number(goal);
  if (!(goalValue > 0)) return 0;
  return (Number(raised) / goalValue) * 100;
}

export function progressBarValue(percent: number): number {
  return Math.min(100, Math.max(PROGRESS_MIN_PERCENT, percent));
}
