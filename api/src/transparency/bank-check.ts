import { publicRead } from '../cache/public-cache.js';
import type { Deps } from '../deps.js';
import { BANK_CHECK_STALE_DAYS, type BankCheckFigures } from '../../../rules/bank-check.js';
import { readLedger } from './ledger.js';
import { brasiliaDayOf } from '../../../rules/brasilia-time.js';

/**
 * "Conferido com o banco" (issue 50, docs/PRODUCT.md): derived from the imported statements on
 * every read, never typed by anyone.
 * - The period runs from the first to the last posting day of the imported files. Days between
 *   two files that no file covers are inside it, with no credit of theirs: the donations of those
 *   days show up as a difference, which is the truth (no statement checks them).
 * - The bank's credits are the period's positive lines, less the copies of a line another file
 *   brought (`twinOf`) and what the import set aside by rule (transfers between own accounts).
 * - The donations counted are the paid ones whose paid day in Brasília is in the period, less
 *   refunded and annulled ones, whatever their origin (site codes, straight to the key, registered).
 * - The date is the day the last statement was imported; the check is stale BANK_CHECK_STALE_DAYS later.
 * Public: only sums, counts and days leave this module, never a payer, a description or a bank id.
 */
export interface BankCheck extends BankCheckFigures {
  importedAt: Date;
  /** Of the credits: matched to a site donation, and accepted as outside donations. */
  matchedCents: number;
  matchedCount: number;
  acceptedCents: number;
  acceptedCount: number;
}

type Stored = Omit<BankCheck, 'stale'>;

const DAY_MS = 86_400_000;
const nextDay = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);

async function loadBankCheck(deps: Deps): Promise<Stored | null> {
  const { StatementImport, StatementLine, Donation } = deps.models;
  const last = await StatementImport.findOne({}, { at: 1 }).sort({ at: -1, _id: -1 }).lean<{ at: Date }>();
  if (!last) return null;
  const first = await StatementImport.findOne({ firstDay: { $gt: '' } }, { firstDay: 1 })
    .sort({ firstDay: 1 })
    .lean<{ firstDay: string }>();
  const latest = await StatementImport.findOne({ lastDay: { $gt: '' } }, { lastDay: 1 })
    .sort({ lastDay: -1 })
    .lean<{ lastDay: string }>();
  // Only files without a single line: imported, but they cover no day.
  if (!first || !latest) return null;
  const from = first.firstDay;
  const to = latest.lastDay;

  const figures = {
    bankCreditsCents: 0,
    bankCreditsCount: 0,
    underReviewCents: 0,
    underReviewCount: 0,
    ignoredCents: 0,
    ignoredCount: 0,
    matchedCents: 0,
    matchedCount: 0,
    acceptedCents: 0,
    acceptedCount: 0,
  };
  const credits = StatementLine.find({ amountCents: { $gt: 0 }, twinOf: null }, { amountCents: 1, status: 1, ignoredBy: 1 })
    .lean<{ amountCents: number; status: string; ignoredBy: string }[]>()
    .cursor({ batchSize: 500 });
  for await (const line of credits) {
    // Set aside by the import's rules: money moved between the campaign's own accounts, not an arrival.
    if (line.status === 'ignored' && line.ignoredBy !== 'organiser') continue;
    figures.bankCreditsCents += line.amountCents;
    figures.bankCreditsCount++;
    const kind =
      line.status === 'unmatched'
        ? 'underReview'
        : line.status === 'ignored'
          ? 'ignored'
          : line.status === 'accepted'
            ? 'accepted'
            : 'matched';
    figures[`${kind}Cents`] += line.amountCents;
    figures[`${kind}Count`]++;
  }

  // A paid day in Brasília is never more than 3 hours off the UTC day: read a little wider, keep the period's days.
  const { refundedDonationIds } = await readLedger(deps, { first: 1 });
  let donationsCents = 0;
  let donationsCount = 0;
  const paid = Donation.find(
    {
      status: 'paid',
      paidAt: { $gte: new Date(`${from}T00:00:00.000Z`), $lt: new Date(`${nextDay(to)}T06:00:00.000Z`) },
    },
    { amountCents: 1, paidAt: 1, 'outside.annulledAt': 1 },
  )
    .lean<
      { _id: { toHexString(): string }; amountCents: number; paidAt: Date; outside?: { annulledAt?: Date | null } | null }[]
    >()
    .cursor({ batchSize: 500 });
  for await (const donation of paid) {
    const day = brasiliaDayOf(donation.paidAt);
    if (day < from || day > to) continue;
    if (donation.outside?.annulledAt || refundedDonationIds.has(donation._id.toHexString())) continue;
    donationsCents += donation.amountCents;
    donationsCount++;
  }

  return { from, to, importedAt: last.at, importedOn: brasiliaDayOf(last.at), donationsCents, donationsCount, ...figures };
}

/**
 * The check as a visitor sees it now, or null before the first import (nothing is shown then).
 * The figures are a public read (invalidated by an import and by a decision on a line); whether
 * they are stale is decided on every call, from the app's clock.
 */
export async function readBankCheck(deps: Deps): Promise<BankCheck | null> {
  const stored = await publicRead(deps, 'bank-check', () => loadBankCheck(deps));
  if (!stored) return null;
  return { ...stored, stale: deps.now().getTime() - stored.importedAt.getTime() > BANK_CHECK_STALE_DAYS * DAY_MS };
}
