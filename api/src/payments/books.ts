import type { CampaignContent } from '../campaign/content.js';
import { CAMPAIGN_ID } from '../campaign/model.js';
import type { Deps } from '../deps.js';
import { centsToBrl } from '../../../rules/money.js';
import type { StatsBucketDocument } from '../stats/model.js';

/** The campaign's books: what the totals say against what the ledger's lines add up to. */
export interface BooksReport {
  raisedCents: number;
  baselineRaisedCents: number;
  paidSumCents: number;
  /** Of the paid, PIX sent straight to the key; the rest came through the site's codes. */
  directSumCents: number;
  directCount: number;
  /** Of the paid, registered by the organisation and still counting (not annulled). */
  registeredSumCents: number;
  registeredCount: number;
  /** Registered entries the organisation annulled (a correction): paid, and off the totals. */
  annulledSumCents: number;
  annulledCount: number;
  /** Refunds of counted donations, done (DEVOLVIDO). */
  refundedSumCents: number;
  refundedCount: number;
  /** baseline + every paid donation − every refund of one − every annulled entry. */
  expectedRaisedCents: number;
  /** raised − expected; zero when the books are right. */
  differenceCents: number;
  supportersCount: number;
  expectedSupporters: number;
  supportersDifference: number;
  paidCount: number;
  /** Expenses on the ledger. */
  spentCents: number;
  /** raised − spent. */
  balanceCents: number;
  /** Ledger lines the totals do not reflect yet, in pt-BR; empty when the books close. */
  differingLines: string[];
  /** Paid donations as the statistics buckets count them; equal to paidSumCents/paidCount when they are right. */
  statsPaidCents: number;
  statsPaidCount: number;
  /** How long the check took: it reads every paid donation. */
  elapsedMs: number;
}

interface PaidSums {
  sumCents: number;
  count: number;
  directSumCents: number;
  directCount: number;
  registeredSumCents: number;
  registeredCount: number;
  annulledSumCents: number;
  annulledCount: number;
}

/**
 * Sum and count of paid donations in one streamed pass (a narrow projection, in
 * batches), so memory stays flat however many there are.
 */
export async function sumOfPaidDonations(deps: Deps): Promise<PaidSums> {
  const sums: PaidSums = {
    sumCents: 0,
    count: 0,
    directSumCents: 0,
    directCount: 0,
    registeredSumCents: 0,
    registeredCount: 0,
    annulledSumCents: 0,
    annulledCount: 0,
  };
  // Through the driver: the check reads every paid donation, and mongoose's query layer costs per document.
  const cursor = deps.models.Donation.collection.find<{
    amountCents: number;
    origin?: string;
    outside?: { annulledAt?: Date | null } | null;
  }>({ status: 'paid' }, { projection: { amountCents: 1, origin: 1, outside: 1, _id: 0 }, batchSize: 1000 });
  for await (const donation of cursor) {
    sums.sumCents += donation.amountCents;
    sums.count += 1;
    if (donation.origin === 'direct-pix') {
      sums.directSumCents += donation.amountCents;
      sums.directCount += 1;
    }
    if (donation.origin !== 'registered') continue;
    if (donation.outside?.annulledAt) {
      sums.annulledSumCents += donation.amountCents;
      sums.annulledCount += 1;
    } else {
      sums.registeredSumCents += donation.amountCents;
      sums.registeredCount += 1;
    }
  }
  return sums;
}

/** What the statistics buckets hold as paid: they should agree with the donations too. */
async function paidInBuckets(deps: Deps): Promise<{ sumCents: number; count: number }> {
  let sumCents = 0;
  let count = 0;
  for (const bucket of await deps.models.StatsBucket.find({}, { count: 1, cents: 1 }).lean<StatsBucketDocument[]>()) {
    sumCents += bucket.cents?.paid ?? 0;
    count += bucket.count?.paid ?? 0;
  }
  return { sumCents, count };
}

/**
 * The sum of `amountCents` over the documents matching, with a single accumulator: FerretDB
 * v1 computes only the first accumulator of a $group. Refunds, expenses and duplicate
 * payments are few; donations are streamed (above).
 */
export async function sumOf(
  model: Deps['models']['Refund'] | Deps['models']['Expense'] | Deps['models']['PixPayment'],
  match: Record<string, unknown>,
): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every model aggregates the same way
  const [sum] = await (model as any).aggregate([{ $match: match }, { $group: { _id: null, total: { $sum: '$amountCents' } } }]);
  return (sum as { total?: number } | undefined)?.total ?? 0;
}

/** Lines whose effect the totals do not carry yet: paid donations and done refunds whose effects were interrupted. */
async function unappliedLines(deps: Deps): Promise<string[]> {
  const donations = await deps.models.Donation.find({ status: 'paid', effectsAppliedAt: null }, { amountCents: 1, paidAt: 1 })
    .limit(100)
    .lean();
  const refunds = await deps.models.Refund.find(
    { status: 'DEVOLVIDO', effectsAppliedAt: null, countsInTotals: true },
    { refundId: 1, amountCents: 1 },
  )
    .limit(100)
    .lean();
  return [
    ...donations.map(
      (donation) =>
        `Doação ${donation._id.toHexString()} (${centsToBrl(donation.amountCents)}) paga em ${donation.paidAt?.toISOString()} e ainda fora do total`,
    ),
    ...refunds.map(
      (refund) => `Devolução ${refund.refundId} (${centsToBrl(refund.amountCents)}) feita e ainda não descontada do total`,
    ),
  ];
}

export async function checkBooks(deps: Deps): Promise<BooksReport> {
  const started = performance.now();
  const campaign = await deps.models.Campaign.findById(CAMPAIGN_ID, { raisedCents: 1, supportersCount: 1, content: 1 }).lean();
  if (!campaign) throw new Error('the campaign document does not exist');
  const content = campaign.content as CampaignContent;
  const countedRefunds = { status: 'DEVOLVIDO' as const, countsInTotals: true };
  // The small reads run beside the walk of the paid donations, which is most of the time.
  const [paid, buckets, refundedSumCents, refundedCount, spentCents, unapplied] = await Promise.all([
    sumOfPaidDonations(deps),
    paidInBuckets(deps),
    sumOf(deps.models.Refund, countedRefunds),
    deps.models.Refund.countDocuments(countedRefunds),
    sumOf(deps.models.Expense, { removedAt: null }),
    unappliedLines(deps),
  ]);
  const expectedRaisedCents = content.baselineRaisedCents + paid.sumCents - refundedSumCents - paid.annulledSumCents;
  const expectedSupporters = content.baselineSupporters + paid.count - refundedCount - paid.annulledCount;
  const differingLines = unapplied;
  const differenceCents = campaign.raisedCents - expectedRaisedCents;
  if (differenceCents !== 0 && differingLines.length === 0)
    differingLines.push(
      `Total da campanha (${centsToBrl(campaign.raisedCents)}) difere da soma das linhas (${centsToBrl(expectedRaisedCents)}) sem linha pendente: alteração fora do site?`,
    );
  return {
    raisedCents: campaign.raisedCents,
    baselineRaisedCents: content.baselineRaisedCents,
    paidSumCents: paid.sumCents,
    directSumCents: paid.directSumCents,
    directCount: paid.directCount,
    registeredSumCents: paid.registeredSumCents,
    registeredCount: paid.registeredCount,
    annulledSumCents: paid.annulledSumCents,
    annulledCount: paid.annulledCount,
    refundedSumCents,
    refundedCount,
    expectedRaisedCents,
    differenceCents,
    supportersCount: campaign.supportersCount,
    expectedSupporters,
    supportersDifference: campaign.supportersCount - expectedSupporters,
    paidCount: paid.count,
    spentCents,
    balanceCents: campaign.raisedCents - spentCents,
    differingLines,
    statsPaidCents: buckets.sumCents,
    statsPaidCount: buckets.count,
    elapsedMs: Math.round(performance.now() - started),
  };
}
