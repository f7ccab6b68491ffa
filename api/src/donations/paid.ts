import type { Types } from 'mongoose';
import { countDonationInTotals } from '../campaign/totals.js';
import { ledgerPaymentInc } from '../campaign/ledger.js';
import type { CampaignContent } from '../campaign/content.js';
import { eventKind, type Deps } from '../deps.js';
import type { DonationDocument } from './model.js';

/**
 * A donation was paid: claimed just now (`endToEndId`: the payment the claiming confirmation
 * knows, its receipt reads none), or replayed by the sweep after a crash (no `endToEndId`).
 * Complete when published and frozen: its subscribers (app/events.ts) list it, thank the donor,
 * record the milestones, each on its own, in any order, and each idempotent, since a replay runs
 * them all again.
 */
export interface DonationPaid {
  /** As claimed, with when it was paid. */
  readonly donation: DonationDocument & { paidAt: Date };
  readonly endToEndId?: string | null;
  /**
   * The campaign as counting this donation in its totals left it (before the event, so every
   * subscriber sees the new total and none reads it again); null when it was counted before
   * (a replay), and a subscriber that needs the campaign then reads it.
   */
  readonly campaign: { raisedCents: number; content: CampaignContent; passedMilestoneKeys?: string[] | null } | null;
}

export const donationPaid = eventKind<DonationPaid>('donation paid');

/**
 * The donor erased their data while a payment's effects were written (the comment, the feed,
 * the outbox): the erasure cleaned up before those writes, so its subscriber cleans up after them.
 */
export const erasedDuringPayment = eventKind<{ donationId: Types.ObjectId }>('donor erased during payment');

/**
 * A paid donation's effects (confirm.ts, steps 2–3), safe to repeat: counts it in the totals
 * (once, whatever the retries), publishes "donation paid", then marks the effects done. `payment`: the end-to-end id the
 * confirmation that claimed it just now knows; the sweep replays without one.
 */
export async function applyPaymentEffects(
  deps: Deps,
  donation: DonationDocument,
  payment?: { endToEndId: string | null },
): Promise<void> {
  const campaign = await countDonationInTotals(deps, donation, ledgerPaymentInc(donation));
  await deps.events.publish(deps, donationPaid, {
    donation: { ...donation, paidAt: donation.paidAt ?? deps.now() },
    ...(payment && { endToEndId: payment.endToEndId }),
    campaign,
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
