import type { Deps } from '../deps.js';
import { CAMPAIGN_ID } from './model.js';

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
