const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 });
const integer = new Intl.NumberFormat('pt-BR');

/** The API's reais string ("1234.56") → "R$ 1.234,56". */
export function formatBRL(reais: string | number): string {
  return brl.format(Number(reais));
}

export function formatCount(value: number): string {
  return integer.format(value);
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
