import type { Types } from 'mongoose';
import { writeLedgerCount, writeLedgerLists } from '../campaign/ledger.js';
import { annulmentKeyOf } from '../campaign/totals.js';
import { CAMPAIGN_ID } from '../campaign/model.js';
import { memorySlot, type Deps } from '../deps.js';
import { recordPaidEndToEndIds } from '../donations/writes.js';
import type { RefundStatus } from '../../../rules/pix.js';
import type { CampaignUpdateDocument, ExpenseDocument } from './model.js';
import { publicReferenceOf } from '../receipts/reference.js';

/**
 * What the public ledger shows besides the page of donations, kept current in the campaign
 * document under `ledger`, so that a rebuild of /transparencia reads that one document and
 * one page of donations (an index walk): two commands at any number of donations.
 *
 * - `confirmedCents`/`confirmedCount` move with `raisedCents`, in the payment's own guarded
 *   `$inc` (donations/paid.ts applyPaymentEffects): exactly once per payment, whatever the
 *   retries, and always in step with the hero's total.
 * - The lists (expenses, refunds, duplicate payments, latest updates) are few and change
 *   only by the organiser's hand or a rare PSP report: each change rebuilds them from their
 *   collections (`rebuildLedgerLists`), written over the revision read (compare and set),
 *   so two changes at once cannot leave the older reading in place. The totals they imply
 *   (spent, refunded, duplicates) are summed from them when read.
 *
 * `rebuildLedger` recounts everything from the collections (the first read after an
 * upgrade, `npm run stats:rebuild`).
 */

/** How many updates the ledger carries (the feed and the home page read their own). */
export const LEDGER_UPDATES = 20;

export type RefundKind = 'duplicate' | 'donation' | 'other';

export interface StoredLedgerRefund {
  reference: string;
  kind: RefundKind;
  amountCents: number;
  status: RefundStatus;
  requestedAt: Date;
  settledAt: Date | null;
  /** Never shown: which donation line it marks refunded, and which total it counts in. */
  donationId: string | null;
  countsInTotals: boolean;
  ofPayment: boolean;
}

export interface StoredLedgerDuplicate {
  reference: string;
  /** The reference of the donation that was paid twice. */
  donationReference: string | null;
  amountCents: number;
  receivedAt: Date;
  refund: RefundStatus | null;
}

export interface StoredLedgerLists {
  expenses: ExpenseDocument[];
  refunds: StoredLedgerRefund[];
  duplicates: StoredLedgerDuplicate[];
  updates: CampaignUpdateDocument[];
}

export interface StoredLedger extends Partial<StoredLedgerLists> {
  confirmedCents?: number;
  confirmedCount?: number;
  /** Of the confirmed, PIX sent straight to the key (donations/direct.ts): the rest came through the site's codes. */
  directCents?: number;
  directCount?: number;
  /** Of the confirmed, registered by the organisation (donations/outside.ts), annulled ones taken off. */
  registeredCents?: number;
  registeredCount?: number;
  /** Set once the counters were recounted from the donations: before that, the ledger is built on first read. */
  countedAt?: Date;
  /** Moves on every write of the lists: a write applies only over the revision it read. */
  listsRev?: number;
}

/** The end-to-end id of each donation's confirming payment (the reference is derived from it). */
export async function confirmingEndToEndIds(deps: Deps, donationIds: Types.ObjectId[]): Promise<Map<string, string>> {
  if (donationIds.length === 0) return new Map();
  const payments = await deps.models.PixPayment.find(
    { donationId: { $in: donationIds }, outcome: 'CONFIRMED' },
    { donationId: 1, endToEndId: 1 },
  ).lean();
  return new Map(payments.map((payment) => [payment.donationId!.toHexString(), payment.endToEndId]));
}

/** What the ledger reads of a refund (payments/refund-model.ts keeps the whole record). */
interface RefundLine {
  _id: Types.ObjectId;
  paymentId?: Types.ObjectId | null;
  donationId?: Types.ObjectId | null;
  endToEndId: string;
  amountCents: number;
  countsInTotals: boolean;
  status: RefundStatus;
  requestedAt: Date;
  settledAt?: Date | null;
}

function refundKindOf(refund: RefundLine, duplicateIds: Set<string>): RefundKind {
  if (refund.paymentId && duplicateIds.has(refund.paymentId.toHexString())) return 'duplicate';
  return refund.countsInTotals ? 'donation' : 'other';
}

/** The lists, read from their collections: a handful of reads, whatever the number of donations. */
async function readLists(deps: Deps): Promise<StoredLedgerLists> {
  const expenses = await deps.models.Expense.find({ removedAt: null }, { removedAt: 0, revision: 0 })
    .sort({ date: -1, _id: -1 })
    .lean<ExpenseDocument[]>();
  const updates = await deps.models.CampaignUpdate.find()
    .sort({ _id: -1 })
    .limit(LEDGER_UPDATES)
    .lean<CampaignUpdateDocument[]>();
  const duplicatePayments = await deps.models.PixPayment.find({ outcome: 'DUPLICATE_PAYMENT' }).sort({ receivedAt: -1 }).lean();
  const duplicateIds = new Set(duplicatePayments.map((payment) => payment._id.toHexString()));
  const refunds = await deps.models.Refund.find({ status: { $ne: 'NAO_REALIZADO' } })
    .sort({ requestedAt: -1 })
    .lean<RefundLine[]>();
  const refundOfPayment = new Map(
    refunds.flatMap((refund) => (refund.paymentId ? [[refund.paymentId.toHexString(), refund]] : [])),
  );
  const donationPayments = await confirmingEndToEndIds(
    deps,
    duplicatePayments.flatMap((payment) => (payment.donationId ? [payment.donationId] : [])),
  );
  return {
    expenses,
    updates,
    refunds: refunds.map((refund) => ({
      reference: publicReferenceOf({ endToEndId: refund.endToEndId, donationId: refund.donationId ?? refund._id }),
      kind: refundKindOf(refund, duplicateIds),
      amountCents: refund.amountCents,
      status: refund.status,
      requestedAt: refund.requestedAt,
      settledAt: refund.settledAt ?? null,
      donationId: refund.donationId?.toHexString() ?? null,
      countsInTotals: refund.countsInTotals,
      ofPayment: Boolean(refund.paymentId),
    })),
    duplicates: duplicatePayments.map((payment) => ({
      reference: publicReferenceOf({ endToEndId: payment.endToEndId, donationId: payment._id }),
      donationReference: payment.donationId
        ? publicReferenceOf({
            endToEndId: donationPayments.get(payment.donationId.toHexString()),
            donationId: payment.donationId,
          })
        : null,
      amountCents: payment.amountCents,
      receivedAt: payment.receivedAt,
      refund: refundOfPayment.get(payment._id.toHexString())?.status ?? null,
    })),
  };
}

/**
 * One rebuild of the lists at a time in this process: the organiser's changes queue here
 * instead of spending their compare-and-set retries on each other. Instances still race,
 * rarely, and retry.
 */
const writer = memorySlot('ledger lists writer', () => ({ last: Promise.resolve() as Promise<unknown> }));

function oneAtATime<T>(deps: Deps, work: () => Promise<T>): Promise<T> {
  const queue = deps.memory.get(writer);
  const run = queue.last.then(work, work);
  queue.last = run.catch(() => {});
  return run;
}

/**
 * Rebuilds the ledger's lists from their collections; called by every change of an
 * expense, an update, a refund or a duplicate payment, after its write and before the
 * public cache is retired. Safe to repeat.
 */
export function rebuildLedgerLists(deps: Deps): Promise<StoredLedgerLists> {
  return oneAtATime(deps, async () => {
    for (let attempt = 0; ; attempt++) {
      const stored = await deps.models.Campaign.findById(CAMPAIGN_ID, { 'ledger.listsRev': 1 }).lean();
      const rev = (stored?.ledger as StoredLedger | undefined)?.listsRev;
      const lists = await readLists(deps);
      const written = await writeLedgerLists(deps, rev, lists);
      if (written || !stored) return lists;
      if (attempt >= 10) throw new Error('the ledger lists kept changing while being rebuilt');
    }
  });
}

/**
 * Recounts the confirmed donations from the collection and stores the count over the one
 * it read (compare and set on the counters): a payment applied meanwhile moves them, and
 * the recount starts again. A donation counts once its payment's `$inc` has happened
 * (effects applied, or its id in the campaign's applied list), exactly the ones the
 * counters already hold; one still in flight is added by its own `$inc` later.
 */
async function recountConfirmed(deps: Deps): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const campaign = await deps.models.Campaign.findById(CAMPAIGN_ID, {
      appliedDonationIds: 1,
      appliedRefundIds: 1,
      'ledger.confirmedCents': 1,
      'ledger.confirmedCount': 1,
      'ledger.directCents': 1,
      'ledger.directCount': 1,
      'ledger.registeredCents': 1,
      'ledger.registeredCount': 1,
    }).lean();
    if (!campaign) return;
    const before = (campaign.ledger ?? {}) as StoredLedger;
    const counted = {
      confirmedCents: 0,
      confirmedCount: 0,
      directCents: 0,
      directCount: 0,
      registeredCents: 0,
      registeredCount: 0,
    };
    const applied = new Set(campaign.appliedDonationIds);
    const annulsApplied = new Set(campaign.appliedRefundIds);
    const cursor = deps.models.Donation.find({ status: 'paid' }, { amountCents: 1, effectsAppliedAt: 1, origin: 1, outside: 1 })
      .lean()
      .batchSize(1000)
      .cursor();
    for await (const donation of cursor) {
      if (!donation.effectsAppliedAt && !applied.has(donation._id.toHexString())) continue;
      // An annulled entry left the counters with its annulment's guarded update (app/events.ts).
      if (annulsApplied.has(annulmentKeyOf(donation._id))) continue;
      counted.confirmedCents += donation.amountCents;
      counted.confirmedCount += 1;
      if (donation.origin === 'direct-pix') {
        counted.directCents += donation.amountCents;
        counted.directCount += 1;
      }
      if (donation.origin === 'registered') {
        counted.registeredCents += donation.amountCents;
        counted.registeredCount += 1;
      }
    }
    if (await writeLedgerCount(deps, before, counted)) return;
    if (attempt >= 10) throw new Error('payments kept arriving while the ledger was recounted');
  }
}

/**
 * Gives paid donations confirmed before `paidEndToEndId` existed the end-to-end id of their
 * confirming payment, so their line's reference is read with the line. Returns how many.
 */
async function backfillEndToEndIds(deps: Deps): Promise<number> {
  let written = 0;
  let batch: Array<{ donationId: Types.ObjectId; endToEndId: string }> = [];
  const flush = async () => {
    if (batch.length) await recordPaidEndToEndIds(deps, batch);
    written += batch.length;
    batch = [];
  };
  const cursor = deps.models.PixPayment.find({ outcome: 'CONFIRMED' }, { donationId: 1, endToEndId: 1 })
    .lean()
    .batchSize(1000)
    .cursor();
  for await (const payment of cursor) {
    if (!payment.donationId) continue;
    batch.push({ donationId: payment.donationId, endToEndId: payment.endToEndId });
    if (batch.length >= 500) await flush();
  }
  await flush();
  return written;
}

export interface LedgerRebuildReport {
  confirmedCount: number;
  referencesStored: number;
}

/** Everything the ledger keeps, recounted and re-read from the collections. */
export async function rebuildLedger(deps: Deps): Promise<LedgerRebuildReport> {
  // References first: once the counters say the ledger is built, lines are read with their reference.
  const referencesStored = await backfillEndToEndIds(deps);
  await rebuildLedgerLists(deps);
  await recountConfirmed(deps);
  const campaign = await deps.models.Campaign.findById(CAMPAIGN_ID, { 'ledger.confirmedCount': 1 }).lean();
  return { confirmedCount: (campaign?.ledger as StoredLedger | undefined)?.confirmedCount ?? 0, referencesStored };
}
