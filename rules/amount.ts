import { centsToBrl, readReais } from './money.js';

/**
 * How much a donor may give. No zod here: the home page's custom-amount field checks
 * it, and the validator belongs to the form's own, later, download.
 */

/** Amount bounds when the operator sets none (DONATION_MIN_CENTS, DONATION_MAX_CENTS): R$ 10,00 to R$ 50.000,00. */
export const DEFAULT_MIN_DONATION_CENTS = 1_000;
export const DEFAULT_MAX_DONATION_CENTS = 5_000_000;

/** What can change about amounts; the API serves it to the page as Campaign.donationLimits. */
export interface DonationLimits {
  minCents: number;
  maxCents: number;
  /** The campaign's preset amounts: always accepted, even outside min and max. */
  presetCents: readonly number[];
}

export const AMOUNT_MESSAGES = {
  format: 'Informe um valor como 50 ou 50,00.',
  decimals: 'Use no máximo duas casas decimais, como 50,25.',
} as const;

/** "R$ 10,00 a R$ 50.000,00": for the hint under an amount field. */
export function amountRangeText(limits: Pick<DonationLimits, 'minCents' | 'maxCents'>): string {
  return `${centsToBrl(limits.minCents)} a ${centsToBrl(limits.maxCents)}`;
}

export function amountRangeMessage(limits: Pick<DonationLimits, 'minCents' | 'maxCents'>): string {
  return `O valor da doação deve ficar entre ${centsToBrl(limits.minCents)} e ${centsToBrl(limits.maxCents)}.`;
}

/** An amount in reais (rules/money.ts grammar, or a JSON number of reais) → cents within the limits. */
export function checkAmount(value: unknown, limits: DonationLimits): { value: number } | { error: string } {
  const reading = readReais(value);
  if (!reading.ok) return { error: AMOUNT_MESSAGES[reading.reason] };
  if (limits.presetCents.includes(reading.cents)) return { value: reading.cents };
  if (reading.cents < limits.minCents || reading.cents > limits.maxCents) return { error: amountRangeMessage(limits) };
  return { value: reading.cents };
}
