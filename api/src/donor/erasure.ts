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

/** How long an erasure waits for a message already on its way to the SMTP server. */
const IN_FLIGHT_WAIT_MS = 10_000;

/**
 * Waits until no message of the donation is being sent: a sender that claimed one before
 * the erasure blanked it may be talking to the SMTP server right now. Only after that does
 * the erasure answer, so no e-mail leaves after the donor was told their data is gone.
 * A sender that died holding a claim is not waited for past IN_FLIGHT_WAIT_MS: its
 * message was blanked, and its successor's last look (mail/sender.ts) sends nothing.
 */
export async function settleInFlightMessages(deps: Deps, donationId: Types.ObjectId): Promise<void> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  while (Date.now() < deadline) {
    // A claim that lapsed belongs to a sender that died: nothing of it is on the wire.
    const sending = await deps.models.OutboxMessage.countDocuments({
      donationId,
      status: 'sending',
      claimedUntil: { $gt: deps.now() },
    });
    if (sending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
