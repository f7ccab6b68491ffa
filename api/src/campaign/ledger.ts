import type { Deps } from '../deps.js';
import { CAMPAIGN_ID } from './model.js';

/**
 * The public ledger's part of the campaign document (`ledger`), written here for
 * transparency/ledger-store.ts, which computes it: each write applies only over the values
 * it was computed from (compare and set), and says whether it did, so the caller reads again.
 */

/** A filter on a stored value that may be absent (a ledger never written): FerretDB v1 and MongoDB read `$exists` alike. */
const sameAs = (value: unknown) => (value === undefined ? { $exists: false } : value);

/** Writes the ledger's lists over the revision read, moving it on. False when another write came first. */
export async function writeLedgerLists(
  deps: Deps,
  readRev: number | undefined,
  lists: { expenses: unknown[]; refunds: unknown[]; duplicates: unknown[]; updates: unknown[] },
): Promise<boolean> {
  const written = await deps.models.Campaign.updateOne(
    { _id: CAMPAIGN_ID, 'ledger.listsRev': sameAs(readRev) },
    {
      $set: {
        'ledger.expenses': lists.expenses,
        'ledger.refunds': lists.refunds,
        'ledger.duplicates': lists.duplicates,
        'ledger.updates': lists.updates,
        'ledger.listsRev': (readRev ?? 0) + 1,
      },
    },
  );
  return written.matchedCount === 1;
}

/** Writes the recounted confirmed donations over the counters read. False when a payment moved them meanwhile. */
export async function writeLedgerCount(
  deps: Deps,
  read: {
    confirmedCents?: number;
    confirmedCount?: number;
    directCents?: number;
    directCount?: number;
    registeredCents?: number;
    registeredCount?: number;
  },
  counted: {
    confirmedCents: number;
    confirmedCount: number;
    directCents: number;
    directCount: number;
    registeredCents: number;
    registeredCount: number;
  },
): Promise<boolean> {
  const written = await deps.models.Campaign.updateOne(
    {
      _id: CAMPAIGN_ID,
      'ledger.confirmedCents': sameAs(read.confirmedCents),
      'ledger.confirmedCount': sameAs(read.confirmedCount),
      'ledger.directCents': sameAs(read.directCents),
      'ledger.directCount': sameAs(read.directCount),
      'ledger.registeredCents': sameAs(read.registeredCents),
      'ledger.registeredCount': sameAs(read.registeredCount),
    },
    {
      $set: {
        'ledger.confirmedCents': counted.confirmedCents,
        'ledger.confirmedCount': counted.confirmedCount,
        'ledger.directCents': counted.directCents,
        'ledger.directCount': counted.directCount,
        'ledger.registeredCents': counted.registeredCents,
        'ledger.registeredCount': counted.registeredCount,
        'ledger.countedAt': deps.now(),
      },
    },
  );
  return written.matchedCount === 1;
}

/** Writes the planned budget (transparency/budget.ts) over the revision read. False when another write came first. */
export async function writeLedgerBudget(deps: Deps, readRev: number | undefined, budget: { rev: number }): Promise<boolean> {
  const written = await deps.models.Campaign.updateOne(
    { _id: CAMPAIGN_ID, 'ledger.budget.rev': sameAs(readRev) },
    { $set: { 'ledger.budget': budget } },
  );
  return written.matchedCount === 1;
}

/** The `$inc` a payment's effects add to the campaign's guarded update (donations/paid.ts), counted by where the money came from. */
export const ledgerPaymentInc = (donation: { amountCents: number; origin?: string | null }, sign: 1 | -1 = 1) => ({
  'ledger.confirmedCents': sign * donation.amountCents,
  'ledger.confirmedCount': sign,
  ...(donation.origin === 'direct-pix' && { 'ledger.directCents': sign * donation.amountCents, 'ledger.directCount': sign }),
  ...(donation.origin === 'registered' && {
    'ledger.registeredCents': sign * donation.amountCents,
    'ledger.registeredCount': sign,
  }),
});
