import type { DonationLimits } from '../../../../rules/amount.js';
import { centsToReais } from '../../../../rules/money.js';
import { MONTHLY_DAY_MAX, checkMonthlyInput } from '../../../../rules/monthly.js';
import { messagesByField } from '../../../../rules/rule.js';
import type { CreateMonthlyDonationInput } from '../../gql/graphql.js';
import { getReferral, getTrackingParams } from '../../shared/tracking.js';
import type { DonationFormValues } from './values.js';

export { MONTHLY_DAY_MAX, MONTHLY_DAY_MIN } from '../../../../rules/monthly.js';

/** The monthly form's fields, in the order the donor meets them (the first with a problem takes the focus). */
export const MONTHLY_FIELDS = ['amount', 'dayOfMonth', 'name', 'cpf', 'email', 'message'] as const;
export type MonthlyField = (typeof MONTHLY_FIELDS)[number];
export type MonthlyFormErrors = Partial<Record<MonthlyField, string>>;

/** What only a monthly donation asks; the rest is the one-off form's values, kept when the donor switches. */
export interface MonthlyChoice {
  dayOfMonth: number;
  payFirstNow: boolean;
}

/** A monthly donation as createMonthlyDonation receives it; the form adds the idempotency key. */
export type MonthlyRequest = Omit<CreateMonthlyDonationInput, 'idempotencyKey'>;

// Brasília is UTC−3 all year (no daylight saving since 2019): the campaign's calendar.
const BRASILIA_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Today's day of the month in Brasília, capped at the last day every month has. */
export function defaultDebitDay(nowMs = Date.now()): number {
  return Math.min(MONTHLY_DAY_MAX, new Date(nowMs - BRASILIA_OFFSET_MS).getUTCDate());
}

export function isMonthlyField(field: unknown): field is MonthlyField {
  return typeof field === 'string' && (MONTHLY_FIELDS as readonly string[]).includes(field);
}

/** The API's own rules (rules/monthly.ts) on what the donor typed: the request, or each field's problem. */
export function checkMonthlyForm(
  values: DonationFormValues,
  choice: MonthlyChoice,
  limits: DonationLimits,
): { ok: true; request: MonthlyRequest } | { ok: false; errors: MonthlyFormErrors } {
  const checked = checkMonthlyInput(
    {
      // Any well-formed key: the real one is added when the request is sent.
      idempotencyKey: 'form-check',
      name: values.name,
      cpf: values.cpf,
      email: values.email,
      amount: values.amount,
      message: values.message,
      wantsUpdates: values.wantsUpdates,
      dayOfMonth: choice.dayOfMonth,
      payFirstNow: choice.payFirstNow,
    },
    limits,
  );
  if (!checked.ok) {
    const errors = messagesByField<MonthlyField>(checked.errors);
    return { ok: false, errors };
  }
  const { name, cpf, email, amountCents, message } = checked.value;
  return {
    ok: true,
    request: {
      // The ad or campaign that brought the donor, and the donor whose link it was: every month is attributed to them.
      ...getTrackingParams(),
      referredBy: getReferral(),
      name,
      cpf,
      email,
      amount: centsToReais(amountCents),
      dayOfMonth: choice.dayOfMonth,
      payFirstNow: choice.payFirstNow,
      // Only when ticked: the consent is recorded with its time and text version.
      ...(values.wantsUpdates && { wantsUpdates: true }),
      message: message || undefined,
    },
  };
}
