/**
 * How long personal data are kept: the daily retention job (api/src/app/jobs.ts) applies
 * these periods and /privacy states them from the same constants, so the policy and the
 * code cannot disagree.
 */

/**
 * An unpaid or expired donation's personal data are removed this many days after it was
 * created: its code lasted 30 minutes (a month's charge of monthly giving, under three
 * weeks), and the rest leaves time to answer a donor who says they paid.
 */
export const UNPAID_DONATION_RETENTION_DAYS = 30;

/**
 * A paid donation's personal data are anonymised once this many whole calendar years have
 * passed after the year of payment (Brasília): the period the tax authority may review the
 * year's records. A receipt already issued is kept (a tax record, LGPD art. 16, I).
 */
export const PAID_DONATION_RETENTION_YEARS = 5;

/** A contact message is deleted this many days after it was received: long enough to answer it and follow up. */
export const CONTACT_MESSAGE_RETENTION_DAYS = 180;

const DAY_MS = 86_400_000;
/** Brasília has kept UTC−3 all year since 2019. */
const BRASILIA_OFFSET_MS = 3 * 3_600_000;

/** Donations created before this have their personal data removed when unpaid. */
export function unpaidDonationCutoff(now: Date): Date {
  return new Date(now.getTime() - UNPAID_DONATION_RETENTION_DAYS * DAY_MS);
}

/**
 * Donations paid before this are anonymised: the first instant (Brasília) of the year
 * PAID_DONATION_RETENTION_YEARS before this one, so a payment of 2026 goes on 1 January 2032.
 */
export function paidDonationCutoff(now: Date): Date {
  const year = new Date(now.getTime() - BRASILIA_OFFSET_MS).getUTCFullYear();
  return new Date(Date.UTC(year - PAID_DONATION_RETENTION_YEARS, 0, 1) + BRASILIA_OFFSET_MS);
}

/** The year a payment of `paidYear` is anonymised in (on its 1 January), as /privacy says it. */
export const paidDonationAnonymisedYear = (paidYear: number): number => paidYear + PAID_DONATION_RETENTION_YEARS + 1;

/** Contact messages received before this are deleted. */
export function contactMessageCutoff(now: Date): Date {
  return new Date(now.getTime() - CONTACT_MESSAGE_RETENTION_DAYS * DAY_MS);
}
