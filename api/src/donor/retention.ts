import type { QueryFilter } from 'mongoose';
import { paidDonationCutoff, unpaidDonationCutoff } from '../../../rules/retention.js';
import type { Deps } from '../deps.js';
import type { DonationDocument } from '../donations/model.js';
import { blankDonation } from './erasure.js';

/** Donations read at a time: the job's memory stays the same at any number of them. */
const BATCH = 100;

export interface DonationRetentionReport {
  /** Unpaid or expired donations whose personal data were removed. */
  unpaidErased: number;
  /** Paid donations anonymised after the fiscal period. */
  paidAnonymised: number;
}

/**
 * The privacy policy's periods (rules/retention.ts) applied to donations: an unpaid or expired
 * donation's personal data go UNPAID_DONATION_RETENTION_DAYS after it was created; a paid one's
 * once PAID_DONATION_RETENTION_YEARS whole years have passed after the year of payment. Each is
 * blanked as the donor's erasure blanks it (blankDonation), so what stays is the same: amount,
 * dates, status, the campaign labels and an issued receipt. Totals, statistics and the receipts'
 * numbering do not move, and the ledger's line reads "Doador anônimo". Only donations not blanked
 * yet match: a second run finds nothing.
 */
export async function applyDonationRetention(deps: Deps): Promise<DonationRetentionReport> {
  const now = deps.now();
  const unpaidBefore = unpaidDonationCutoff(now);
  let unpaidErased = 0;
  // One status at a time, `paidAt: null` included: each query is one range of the index
  // { status, erasedAt, paidAt, createdAt } (db/query-indexes.ts).
  for (const status of ['pending', 'expired'] as const)
    unpaidErased += await blankAll(deps, { status, erasedAt: null, paidAt: null, createdAt: { $lt: unpaidBefore } });
  // By the payment's date, not the record's: money registered from the panel may have come in before it was recorded.
  const paidAnonymised = await blankAll(deps, { status: 'paid', erasedAt: null, paidAt: { $lt: paidDonationCutoff(now) } });
  return { unpaidErased, paidAnonymised };
}

async function blankAll(deps: Deps, filter: QueryFilter<DonationDocument>): Promise<number> {
  let total = 0;
  for (;;) {
    // A blanked donation no longer matches, so each read starts from the top again.
    const batch = await deps.models.Donation.find(filter).limit(BATCH).lean<DonationDocument[]>();
    let blanked = 0;
    for (const donation of batch) if ('erasedAt' in (await blankDonation(deps, donation))) blanked++;
    total += blanked;
    // A short batch was the last; a full one blanked by others meanwhile (the donors' own erasures) leaves the rest to the next run.
    if (batch.length < BATCH || blanked === 0) return total;
  }
}
