import type { DonationLimits } from './amount.js';
import { checkDonationInput } from './donation.js';
import type { FieldError } from './rule.js';
import { TRACKING_FIELDS, type TrackingParams } from './tracking.js';

/**
 * Monthly giving with Pix Automático: the request's rules and the calendar, shared by the
 * API (api/src/monthly/) and the form. Dates are calendar days in Brasília, "YYYY-MM-DD".
 */

/** Every month has these days, so a charge never moves to another month. */
export const MONTHLY_DAY_MIN = 1;
export const MONTHLY_DAY_MAX = 28;
/** Pix Automático: each charge reaches the payer's bank from 10 to 2 calendar days before it is due. */
export const CHARGE_WINDOW_OPENS_DAYS = 10;
export const CHARGE_WINDOW_CLOSES_DAYS = 2;
/** A first charge is never due sooner than this, so the donor has time to authorise before its window closes. */
export const FIRST_CHARGE_MIN_DAYS = 3;
/** PERMITE_3R_7D: up to three more attempts, within seven days after the due date. */
export const MAX_RETRIES = 3;
export const RETRY_WINDOW_DAYS = 7;
/** The payer's bank shows this as what the payments are for (the API's `vinculo.objeto`, 35 characters at most). */
export const MONTHLY_OBJECT = 'Doação mensal';

export const MONTHLY_MESSAGES = {
  name: 'O Pix Automático identifica quem paga: informe seu nome completo.',
  cpf: 'O Pix Automático identifica quem paga: informe seu CPF.',
  dayOfMonth: `Escolha um dia do mês entre ${MONTHLY_DAY_MIN} e ${MONTHLY_DAY_MAX}.`,
  payFirstNow: 'Diga se o primeiro mês é pago agora.',
} as const;

export interface MonthlyRequest {
  idempotencyKey: string;
  name: string;
  cpf: string;
  email: string;
  amountCents: number;
  dayOfMonth: number;
  payFirstNow: boolean;
  isAnonymous: boolean;
  message: string;
  wantsUpdates: boolean;
  /** The ad or campaign that brought the donor (rules/tracking.ts), carried by every month. */
  tracking: TrackingParams;
  /** The share code of the link the donor came by (rules/referral.ts): every month counts for its donor. */
  referredBy?: string;
}

export type CheckedMonthly = { ok: true; value: MonthlyRequest } | { ok: false; errors: FieldError[] };

/** The donation rules for the fields a one-off donation has too, then what monthly giving adds: name and CPF required, the day. */
export function checkMonthlyInput(input: unknown, limits: DonationLimits): CheckedMonthly {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const common = checkDonationInput(
    {
      idempotencyKey: raw.idempotencyKey,
      // The name is required whatever the public anonymity: Pix Automático names the payer to their bank.
      name: raw.name,
      email: raw.email,
      cpf: raw.cpf,
      amount: raw.amount,
      message: raw.message,
      wantsUpdates: raw.wantsUpdates,
      ...Object.fromEntries(TRACKING_FIELDS.map((field) => [field, raw[field]])),
      referredBy: raw.referredBy,
    },
    limits,
  );
  const errors: FieldError[] = common.ok ? [] : [...common.errors];
  // Optional on a one-off donation, required here: said whatever else is wrong, so the form shows every problem at once.
  const cpfMissing = typeof raw.cpf !== 'string' || raw.cpf.trim() === '';
  if (cpfMissing && !errors.some((error) => error.field === 'cpf')) errors.push({ field: 'cpf', message: MONTHLY_MESSAGES.cpf });
  const day = raw.dayOfMonth;
  if (typeof day !== 'number' || !Number.isInteger(day) || day < MONTHLY_DAY_MIN || day > MONTHLY_DAY_MAX)
    errors.push({ field: 'dayOfMonth', message: MONTHLY_MESSAGES.dayOfMonth });
  if (typeof raw.payFirstNow !== 'boolean') errors.push({ field: 'payFirstNow', message: MONTHLY_MESSAGES.payFirstNow });
  if (raw.isAnonymous !== undefined && raw.isAnonymous !== null && typeof raw.isAnonymous !== 'boolean')
    errors.push({ field: 'isAnonymous', message: 'Valor inválido para "anônimo".' });
  if (errors.length > 0 || !common.ok) return { ok: false, errors };
  const value = common.value;
  return {
    ok: true,
    value: {
      idempotencyKey: value.idempotencyKey,
      name: value.name,
      cpf: value.cpf,
      email: value.email,
      amountCents: value.amountCents,
      dayOfMonth: day as number,
      payFirstNow: raw.payFirstNow as boolean,
      isAnonymous: raw.isAnonymous === true,
      message: value.message,
      wantsUpdates: raw.wantsUpdates === true,
      tracking: value.tracking,
      // Only when given: a request without it hashes as before (the idempotency check compares hashes).
      ...(value.referredBy ? { referredBy: value.referredBy } : {}),
    },
  };
}

// ---- The calendar. Plain dates, computed in UTC so no time zone moves a day.

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);
}

/** The given day of the month `months` after the month of `day`. */
export function dayOfMonthAfter(day: string, months: number, dayOfMonth: number): string {
  const date = toDate(day);
  const moved = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, dayOfMonth));
  return toDay(moved);
}

/** "2026-12" of "2026-12-10": the month a charge belongs to (one charge per month). */
export const cycleOf = (day: string) => day.slice(0, 7);

/**
 * The first charge's due date. Paying the first month now covers this month, so the first
 * charge is next month's; otherwise this month's day when there is still time to authorise
 * and send it, else next month's.
 */
export function firstDueDate(today: string, dayOfMonth: number, payFirstNow: boolean): string {
  if (payFirstNow) return dayOfMonthAfter(today, 1, dayOfMonth);
  const thisMonth = dayOfMonthAfter(today, 0, dayOfMonth);
  return daysBetween(today, thisMonth) >= FIRST_CHARGE_MIN_DAYS ? thisMonth : dayOfMonthAfter(today, 1, dayOfMonth);
}

/** Where today stands in a charge's sending window: too early, open, or past (the charge can no longer be sent). */
export function chargeWindow(today: string, dueDate: string): 'early' | 'open' | 'missed' {
  const daysLeft = daysBetween(today, dueDate);
  if (daysLeft > CHARGE_WINDOW_OPENS_DAYS) return 'early';
  return daysLeft >= CHARGE_WINDOW_CLOSES_DAYS ? 'open' : 'missed';
}

/** The date of a retry asked for today: tomorrow, when still within the retry window of the due date; else null. */
export function retryDate(today: string, dueDate: string): string | null {
  const tomorrow = addDays(today, 1);
  return daysBetween(dueDate, tomorrow) <= RETRY_WINDOW_DAYS ? tomorrow : null;
}
