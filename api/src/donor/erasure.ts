import type { Types } from 'mongoose';
import { addToFeed, removeFromFeed } from '../cache/feeds.js';
import { publicDataChanged } from '../cache/public-cache.js';
import type { Deps } from '../deps.js';
import type { DonationDocument } from '../donations/model.js';
import { recentDonationItem } from '../donations/service.js';

/**
 * Takes an erased donor's data out of everything a payment derives from the donation:
 * the published comment, the recent-donations feed, the outbox. The erasure runs it after
 * blanking the donation, and a payment's effects run it again when they find the donation
 * erased after writing: whichever of the two writes last, its own check sees the other's
 * write, so nothing derived from the erased data survives a race between them.
 * Repeating it changes nothing.
 */
export async function forgetErasedDonor(deps: Deps, donationId: Types.ObjectId): Promise<void> {
  const comments = await deps.models.Comment.find({ donationId }, { _id: 1 }).lean();
  await deps.models.Comment.deleteMany({ donationId });
  for (const comment of comments) await removeFromFeed(deps, 'comments', comment._id.toHexString());
  const donation = await deps.models.Donation.findById(donationId, {
    status: 1,
    paidAt: 1,
    amountCents: 1,
  }).lean<Pick<DonationDocument, '_id' | 'status' | 'paidAt' | 'amountCents'>>();
  if (donation?.status === 'paid' && donation.paidAt)
    await addToFeed(deps, 'recentDonations', recentDonationItem({ ...donation, name: '', isAnonymous: true }));
  // Messages not yet sent are dropped; sent ones (and one being sent) keep only that they were sent.
  await deps.models.OutboxMessage.deleteMany({ donationId, status: { $in: ['pending', 'failed'] } });
  await deps.models.OutboxMessage.updateMany(
    { donationId },
    { $set: { to: '', subject: '[apagado a pedido do doador]', text: '', html: '' } },
  );
  publicDataChanged(deps, 'comments');
}
