import type { CampaignContent } from '../campaign/content.js';
import { CAMPAIGN_ID } from '../campaign/model.js';
import type { Deps } from '../deps.js';
import type { StatsBucketDocument } from '../admin/stats-buckets.js';

/** The campaign's books: what the totals say against what the donations add up to. */
export interface BooksReport {
  raisedCents: number;
  baselineRaisedCents: number;
  paidSumCents: number;
  /** baseline + every paid donation. */
  expectedRaisedCents: number;
  /** raised − expected; zero when the books are right. */
  differenceCents: number;
  supportersCount: number;
  expectedSupporters: number;
  supportersDifference: number;
  paidCount: number;
  /** Paid donations as the statistics buckets count them; equal to paidSumCents/paidCount when they are right. */
  statsPaidCents: number;
  statsPaidCount: number;
  /** How long the check took: it reads every paid donation. */
  elapsedMs: number;
}

/**
 * Sum and count of paid donations in one streamed pass (a narrow projection, in
 * batches), so memory stays flat however many there are.
 */
export async function sumOfPaidDonations(deps: Deps): Promise<{ sumCents: number; count: number }> {
  let sumCents = 0;
  let count = 0;
  const cursor = deps.models.Donation.find({ status: 'paid' }, { amountCents: 1, _id: 0 }).lean().batchSize(1000).cursor();
  for await (const donation of cursor) {
    sumCents += donation.amountCents;
    count += 1;
  }
  return { sumCents, count };
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

export async function checkBooks(deps: Deps): Promise<BooksReport> {
  const started = performance.now();
  const campaign = await deps.models.Campaign.findById(CAMPAIGN_ID, { raisedCents: 1, supportersCount: 1, content: 1 }).lean();
  if (!campaign) throw new Error('the campaign document does not exist');
  const content = campaign.content as CampaignContent;
  const [paid, buckets] = await Promise.all([sumOfPaidDonations(deps), paidInBuckets(deps)]);
  const expectedRaisedCents = content.baselineRaisedCents + paid.sumCents;
  const expectedSupporters = content.baselineSupporters + paid.count;
  return {
    raisedCents: campaign.raisedCents,
    baselineRaisedCents: content.baselineRaisedCents,
    paidSumCents: paid.sumCents,
    expectedRaisedCents,
    differenceCents: campaign.raisedCents - expectedRaisedCents,
    supportersCount: campaign.supportersCount,
    expectedSupporters,
    supportersDifference: campaign.supportersCount - expectedSupporters,
    paidCount: paid.count,
    statsPaidCents: buckets.sumCents,
    statsPaidCount: buckets.count,
    elapsedMs: Math.round(performance.now() - started),
  };
}
