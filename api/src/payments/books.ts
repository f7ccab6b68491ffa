import type { CampaignContent } from '../campaign/content.js';
import { CAMPAIGN_ID } from '../campaign/model.js';
import type { Deps } from '../deps.js';

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
}

/**
 * Sum of paid donations with a single-accumulator $group: FerretDB v1 supports only
 * $sum/$count and computes just the first accumulator of a $group, so counts and
 * sums are asked for separately.
 */
export async function sumOfPaidDonations(deps: Deps): Promise<{ sumCents: number; count: number }> {
  const [sum] = await deps.models.Donation.aggregate<{ total: number }>([
    { $match: { status: 'paid' } },
    { $group: { _id: null, total: { $sum: '$amountCents' } } },
  ]);
  const count = await deps.models.Donation.countDocuments({ status: 'paid' });
  return { sumCents: sum?.total ?? 0, count };
}

export async function checkBooks(deps: Deps): Promise<BooksReport> {
  const campaign = await deps.models.Campaign.findById(CAMPAIGN_ID, { raisedCents: 1, supportersCount: 1, content: 1 }).lean();
  if (!campaign) throw new Error('the campaign document does not exist');
  const content = campaign.content as CampaignContent;
  const paid = await sumOfPaidDonations(deps);
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
  };
}
