import type { Types } from 'mongoose';
import { eventKind, type Deps } from '../deps.js';
import type { ReceiptIssuer } from '../receipts/service.js';
import type { DonationDocument } from './model.js';

/**
 * A donation was paid: claimed just now (`endToEndId`: the payment the claiming confirmation
 * knows, its receipt reads none), or replayed by the sweep after a crash (no `endToEndId`).
 * Its subscribers (app/events.ts) count it, list it, thank the donor; each is idempotent,
 * since a replay runs them all again.
 */
export interface DonationPaid {
  /** As claimed, with when it was paid. */
  donation: DonationDocument & { paidAt: Date };
  endToEndId?: string | null;
  /**
   * The organiser, when a subscriber before the receipt's has just read the campaign (its
   * totals' update returns it): the receipt then reads nothing more. Absent: it reads it.
   */
  issuer?: ReceiptIssuer;
  /** The campaign as the totals' update left it (the same subscriber), so the milestones read nothing more. */
  campaign?: { raisedCents: number; content: unknown; passedMilestoneKeys?: string[] | null };
}

export const donationPaid = eventKind<DonationPaid>('donation paid');

/**
 * The donor erased their data while a payment's effects were written (the comment, the feed,
 * the outbox): the erasure cleaned up before those writes, so its subscriber cleans up after them.
 */
export const erasedDuringPayment = eventKind<{ donationId: Types.ObjectId }>('donor erased during payment');

/**
 * A paid donation's effects (payments/service.ts, steps 2–3), safe to repeat: publishes
 * "donation paid", then marks the effects done. `payment`: the end-to-end id the
 * confirmation that claimed it just now knows; the sweep replays without one.
 */
export async function applyPaymentEffects(
  deps: Deps,
  donation: DonationDocument,
  payment?: { endToEndId: string | null },
): Promise<void> {
  await deps.events.publish(deps, donationPaid, {
    donation: { ...donation, paidAt: donation.paidAt ?? deps.now() },
    ...(payment && { endToEndId: payment.endToEndId }),
  });
  // Done and not erased, in one update (the common case): an erasure after it finds every
  // write above in place and cleans it up itself.
  const done = { $set: { effectsAppliedAt: deps.now() } };
  const marked = await deps.models.Donation.updateOne({ _id: donation._id, effectsAppliedAt: null, erasedAt: null }, done);
  if (marked.modifiedCount === 1) return;
  // Erased (or done before): cleaned up first, marked done after, so a crash in between leaves it to the sweep.
  const current = await deps.models.Donation.findById(donation._id, { erasedAt: 1 }).lean();
  if (current?.erasedAt) await deps.events.publish(deps, erasedDuringPayment, { donationId: donation._id });
  await deps.models.Donation.updateOne({ _id: donation._id, effectsAppliedAt: null }, done);
}
