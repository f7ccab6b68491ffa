import type { Deps } from '../deps.js';
import type { CampaignContent } from './content.js';
import { CAMPAIGN_ID } from './model.js';

// The totals' moves, each once whatever the retries: a guard list on the campaign document
// (`appliedDonationIds`, `appliedRefundIds`) moved in the same single-document update.

/**
 * Adds a paid donation to the campaign's totals, once whatever the retries: the `$inc` and
 * the push of its id into `appliedDonationIds` are one single-document update, filtered on
 * the id not being there yet. `inc`: counters kept on the same document by others (the
 * public ledger's), moved in the same update so they stay in step with the total.
 */
export async function countDonationInTotals(
  deps: Deps,
  donation: { _id: { toHexString(): string }; amountCents: number },
  inc: Record<string, number> = {},
): Promise<{ content: CampaignContent; raisedCents: number; passedMilestoneKeys?: string[] | null } | null> {
  const id = donation._id.toHexString();
  // The campaign as updated (whole: FerretDB v1 takes no projection in findAndModify), so the
  // receipt names its organiser without another read; null when it was counted before (a retry).
  return deps.models.Campaign.findOneAndUpdate(
    { _id: CAMPAIGN_ID, appliedDonationIds: { $ne: id } },
    { $inc: { raisedCents: donation.amountCents, supportersCount: 1, ...inc }, $push: { appliedDonationIds: id } },
    { returnDocument: 'after' },
  ).lean<{ content: CampaignContent; raisedCents: number; passedMilestoneKeys?: string[] | null }>();
}

/**
 * Takes a refunded donation off the totals, once per refund whatever the retries: the `$inc`
 * and the push of the refund's id into `appliedRefundIds` are one single-document update,
 * filtered on the id not being there yet (as `countDonationInTotals` adds it).
 */
export async function takeRefundOffTotals(
  deps: Deps,
  refund: { _id: { toHexString(): string }; amountCents: number },
): Promise<void> {
  const id = refund._id.toHexString();
  await deps.models.Campaign.updateOne(
    { _id: CAMPAIGN_ID, appliedRefundIds: { $ne: id } },
    { $inc: { raisedCents: -refund.amountCents, supportersCount: -1 }, $push: { appliedRefundIds: id } },
  );
}

/** The donation ids the totals' guard still holds (`appliedDonationIds`). */
export async function appliedDonationIds(deps: Deps): Promise<string[]> {
  const campaign = await deps.models.Campaign.findById(CAMPAIGN_ID, { appliedDonationIds: 1 }).lean();
  return campaign?.appliedDonationIds ?? [];
}

/** Drops ids from the totals' guard, once no retry of their effects can still be in flight. */
export async function forgetAppliedDonationIds(deps: Deps, ids: string[]): Promise<void> {
  // $pullAll: FerretDB v1 does not apply $pull with a condition.
  await deps.models.Campaign.updateOne({ _id: CAMPAIGN_ID }, { $pullAll: { appliedDonationIds: ids } });
}

/** The guard key of an annulment in `appliedRefundIds`: it takes a donation off the totals as a refund does. */
export const annulmentKeyOf = (donationId: { toHexString(): string }) => `annul:${donationId.toHexString()}`;

/**
 * Takes an annulled registered donation off the totals, once whatever the retries: its key in
 * `appliedRefundIds` guards the `$inc` in the same single-document update. `inc`: the ledger's
 * counters, taken off in step.
 */
export async function takeAnnulledOffTotals(
  deps: Deps,
  donation: { _id: { toHexString(): string }; amountCents: number },
  inc: Record<string, number> = {},
): Promise<void> {
  const key = annulmentKeyOf(donation._id);
  await deps.models.Campaign.updateOne(
    { _id: CAMPAIGN_ID, appliedRefundIds: { $ne: key } },
    { $inc: { raisedCents: -donation.amountCents, supportersCount: -1, ...inc }, $push: { appliedRefundIds: key } },
  );
}
