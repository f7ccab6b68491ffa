import type { Types } from 'mongoose';
import { publicRead } from '../cache/public-cache.js';
import { CAMPAIGN_ID } from '../campaign/model.js';
import type { CampaignContent } from '../campaign/content.js';
import type { Deps } from '../deps.js';
import type { DonationDocument } from '../donations/model.js';
import { parseDonationId, publicDonorName } from '../donations/service.js';
import { AppError, badInput } from '../errors.js';
import { pageSizeOf } from '../db/pagination.js';
import { sumOfPaidDonations } from '../payments/books.js';
import type { RefundDocument, RefundStatus } from '../payments/refund-model.js';
import type { CampaignUpdateDocument, ExpenseDocument } from './model.js';
import { publicReferenceOf, readPublicReference } from './reference.js';

/**
 * The public ledger: where every real the campaign received came from and where it
 * went. The page, the JSON and the CSV are three views of this one reading, so they
 * cannot disagree. Amounts are cents here; the views format them.
 */

export const LEDGER_DONATIONS_PAGE = { max: 500, fallback: 50 };
/** How many updates the ledger carries (the feed and the home page read their own). */
const LEDGER_UPDATES = 20;

export interface LedgerTotals {
  /** Raised before this site, as the organiser declared it (the campaign's baseline). */
  baselineCents: number;
  confirmedCents: number;
  confirmedCount: number;
  /** Refunds of counted donations, done. */
  refundedCents: number;
  refundedCount: number;
  /** The campaign's total, what the hero shows. */
  raisedCents: number;
  /** baseline + confirmed − refunded: equals raisedCents when the books close. */
  expectedRaisedCents: number;
  spentCents: number;
  /** raised − spent. */
  balanceCents: number;
  /** Second payments of paid charges: received, never counted, to be sent back. */
  duplicateCents: number;
  duplicateCount: number;
  duplicateRefundedCents: number;
}

export interface LedgerDonation {
  id: string;
  reference: string;
  name: string;
  amountCents: number;
  paidAt: Date;
  refunded: boolean;
}

export type RefundKind = 'duplicate' | 'donation' | 'other';

export interface LedgerRefund {
  reference: string;
  kind: RefundKind;
  amountCents: number;
  status: RefundStatus;
  requestedAt: Date;
  settledAt: Date | null;
}

export interface LedgerDuplicate {
  reference: string;
  /** The reference of the donation that was paid twice. */
  donationReference: string | null;
  amountCents: number;
  receivedAt: Date;
  refund: RefundStatus | null;
}

export interface Ledger {
  generatedAt: Date;
  campaignTitle: string;
  totals: LedgerTotals;
  donations: { nodes: LedgerDonation[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
  expenses: ExpenseDocument[];
  refunds: LedgerRefund[];
  duplicates: LedgerDuplicate[];
  updates: CampaignUpdateDocument[];
}

/** One sum over a collection: FerretDB v1 computes only the first accumulator of a $group, so counts are asked apart. */
async function sumOf(
  model: Deps['models'][keyof Deps['models']],
  match: Record<string, unknown>,
  field: string,
): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every model aggregates the same way
  const [sum] = await (model as any).aggregate([{ $match: match }, { $group: { _id: null, total: { $sum: `$${field}` } } }]);
  return (sum as { total?: number } | undefined)?.total ?? 0;
}

export async function readLedgerTotals(deps: Deps): Promise<LedgerTotals> {
  const campaign = await deps.models.Campaign.findById(CAMPAIGN_ID, { raisedCents: 1, content: 1 }).lean();
  if (!campaign) throw new AppError('SERVICE_UNAVAILABLE', 'A campanha ainda não foi carregada. Tente novamente em instantes.');
  const baselineCents = (campaign.content as CampaignContent).baselineRaisedCents;
  const paid = await sumOfPaidDonations(deps);
  const countedRefunds = { status: 'DEVOLVIDO' as const, countsInTotals: true };
  const refundedCents = await sumOf(deps.models.Refund, countedRefunds, 'amountCents');
  const refundedCount = await deps.models.Refund.countDocuments(countedRefunds);
  const spentCents = await sumOf(deps.models.Expense, { removedAt: null }, 'amountCents');
  const duplicates = { outcome: 'DUPLICATE_PAYMENT' as const };
  const duplicateCents = await sumOf(deps.models.PixPayment, duplicates, 'amountCents');
  const duplicateCount = await deps.models.PixPayment.countDocuments(duplicates);
  const duplicateRefundedCents = await sumOf(
    deps.models.Refund,
    { status: 'DEVOLVIDO', countsInTotals: false, paymentId: { $ne: null } },
    'amountCents',
  );
  return {
    baselineCents,
    confirmedCents: paid.sumCents,
    confirmedCount: paid.count,
    refundedCents,
    refundedCount,
    raisedCents: campaign.raisedCents,
    expectedRaisedCents: baselineCents + paid.sumCents - refundedCents,
    spentCents,
    balanceCents: campaign.raisedCents - spentCents,
    duplicateCents,
    duplicateCount,
    duplicateRefundedCents,
  };
}

const donationFields = { name: 1, isAnonymous: 1, amountCents: 1, paidAt: 1 } as const;

/** The end-to-end id of each donation's confirming payment, for its reference. */
async function confirmingPayments(deps: Deps, donationIds: Types.ObjectId[]): Promise<Map<string, string>> {
  const payments = await deps.models.PixPayment.find(
    { donationId: { $in: donationIds }, outcome: 'CONFIRMED' },
    { donationId: 1, endToEndId: 1 },
  ).lean();
  return new Map(payments.map((payment) => [payment.donationId!.toHexString(), payment.endToEndId]));
}

async function toLedgerDonations(
  deps: Deps,
  donations: Pick<DonationDocument, '_id' | 'name' | 'isAnonymous' | 'amountCents' | 'paidAt'>[],
): Promise<LedgerDonation[]> {
  const ids = donations.map((donation) => donation._id);
  const endToEndIds = await confirmingPayments(deps, ids);
  const refunded = new Set(
    (
      await deps.models.Refund.find(
        { donationId: { $in: ids }, status: 'DEVOLVIDO', countsInTotals: true },
        { donationId: 1 },
      ).lean()
    ).map((refund) => refund.donationId!.toHexString()),
  );
  return donations.map((donation) => {
    const id = donation._id.toHexString();
    return {
      id,
      reference: publicReferenceOf({ endToEndId: endToEndIds.get(id), donationId: donation._id }),
      name: publicDonorName(donation),
      amountCents: donation.amountCents,
      paidAt: donation.paidAt!,
      refunded: refunded.has(id),
    };
  });
}

/** The public reference of one paid donation: what its donor's page and receipt show. */
export async function referenceOfDonation(deps: Deps, donationId: Types.ObjectId): Promise<string> {
  const endToEndIds = await confirmingPayments(deps, [donationId]);
  return publicReferenceOf({ endToEndId: endToEndIds.get(donationId.toHexString()), donationId });
}

/** Confirmed donations, newest first; `after` is the id of the last one already shown. */
export async function readLedgerDonations(
  deps: Deps,
  options: { first?: number | null; after?: string | null },
): Promise<Ledger['donations']> {
  const size = pageSizeOf(options.first, LEDGER_DONATIONS_PAGE);
  const filter: Record<string, unknown> = { status: 'paid' };
  if (options.after) {
    const afterId = parseDonationId(options.after, 'after');
    const cursor = await deps.models.Donation.findOne({ _id: afterId, status: 'paid' }, { paidAt: 1 }).lean();
    if (!cursor?.paidAt) throw badInput('after', 'Cursor inválido: use o id da última doação da página anterior.');
    filter.$or = [{ paidAt: { $lt: cursor.paidAt } }, { paidAt: cursor.paidAt, _id: { $lt: afterId } }];
  }
  const donations = await deps.models.Donation.find(filter, donationFields)
    .sort({ paidAt: -1, _id: -1 })
    .limit(size + 1)
    .lean<DonationDocument[]>();
  const nodes = await toLedgerDonations(deps, donations.slice(0, size));
  return { nodes, pageInfo: { hasNextPage: donations.length > size, endCursor: nodes.at(-1)?.id ?? null } };
}

/** Batch size of the reference search: one read of donations and one of payments per batch. */
const SEARCH_BATCH = 500;

/**
 * The donation with this public reference, or null. References are one-way hashes, so
 * this walks the confirmed donations newest first (a donor usually looks soon after paying).
 */
export async function findDonationByReference(deps: Deps, text: unknown): Promise<LedgerDonation | null> {
  const reference = readPublicReference(text);
  if (!reference) throw badInput('ref', 'Referência inválida: são 8 letras e números, como 7KQ2-M9XD.');
  return publicRead(deps, `ledgerReference:${reference}`, async () => {
    const cursor = deps.models.Donation.find({ status: 'paid' }, donationFields)
      .sort({ paidAt: -1, _id: -1 })
      .lean<DonationDocument[]>()
      .cursor({ batchSize: SEARCH_BATCH });
    let batch: DonationDocument[] = [];
    const search = async () => (await toLedgerDonations(deps, batch)).find((line) => line.reference === reference) ?? null;
    for await (const donation of cursor) {
      batch.push(donation as unknown as DonationDocument);
      if (batch.length < SEARCH_BATCH) continue;
      const found = await search();
      if (found) return found;
      batch = [];
    }
    return batch.length ? search() : null;
  });
}

function refundKindOf(refund: RefundDocument, duplicateIds: Set<string>): RefundKind {
  if (refund.paymentId && duplicateIds.has(refund.paymentId.toHexString())) return 'duplicate';
  return refund.countsInTotals ? 'donation' : 'other';
}

async function readRefundsAndDuplicates(deps: Deps): Promise<{ refunds: LedgerRefund[]; duplicates: LedgerDuplicate[] }> {
  const duplicatePayments = await deps.models.PixPayment.find({ outcome: 'DUPLICATE_PAYMENT' }).sort({ receivedAt: -1 }).lean();
  const duplicateIds = new Set(duplicatePayments.map((payment) => payment._id.toHexString()));
  const refunds = await deps.models.Refund.find({ status: { $ne: 'NAO_REALIZADO' } })
    .sort({ requestedAt: -1 })
    .lean<RefundDocument[]>();
  const refundOfPayment = new Map(
    refunds.flatMap((refund) => (refund.paymentId ? [[refund.paymentId.toHexString(), refund]] : [])),
  );
  const donationPayments = await confirmingPayments(
    deps,
    duplicatePayments.flatMap((payment) => (payment.donationId ? [payment.donationId] : [])),
  );
  return {
    refunds: refunds.map((refund) => ({
      reference: publicReferenceOf({ endToEndId: refund.endToEndId, donationId: refund.donationId ?? refund._id }),
      kind: refundKindOf(refund, duplicateIds),
      amountCents: refund.amountCents,
      status: refund.status,
      requestedAt: refund.requestedAt,
      settledAt: refund.settledAt ?? null,
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

/** The whole ledger with one page of donations. */
export function readLedger(deps: Deps, options: { first?: number | null; after?: string | null } = {}): Promise<Ledger> {
  const size = pageSizeOf(options.first, LEDGER_DONATIONS_PAGE);
  const after = options.after ?? '';
  return publicRead(deps, `ledger:${size}:${after}`, async () => {
    const totals = await readLedgerTotals(deps);
    const donations = await readLedgerDonations(deps, { first: size, after });
    const expenses = await deps.models.Expense.find({ removedAt: null }).sort({ date: -1, _id: -1 }).lean<ExpenseDocument[]>();
    const { refunds, duplicates } = await readRefundsAndDuplicates(deps);
    const updates = await deps.models.CampaignUpdate.find()
      .sort({ _id: -1 })
      .limit(LEDGER_UPDATES)
      .lean<CampaignUpdateDocument[]>();
    const campaign = await deps.models.Campaign.findById(CAMPAIGN_ID, { 'content.title': 1 }).lean();
    const campaignTitle = (campaign?.content as CampaignContent | undefined)?.title ?? '';
    return { generatedAt: deps.now(), campaignTitle, totals, donations, expenses, refunds, duplicates, updates };
  });
}

/** Every confirmed donation, newest first, one batch at a time: the CSV never holds them all. */
export async function* allLedgerDonations(deps: Deps): AsyncGenerator<LedgerDonation> {
  let after: string | null = null;
  for (;;) {
    const page = await readLedgerDonations(deps, { first: LEDGER_DONATIONS_PAGE.max, after });
    yield* page.nodes;
    if (!page.pageInfo.hasNextPage) return;
    after = page.pageInfo.endCursor;
  }
}
