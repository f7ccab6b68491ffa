import type { Types } from 'mongoose';
import type { Deps } from '../deps.js';
import type { DonationDocument, DonationStatusValue } from './model.js';

/*
 * A donation's states move here and nowhere else: pending → paid (a payment's claim,
 * payments/service.ts), pending → expired (the sweep, or a read that finds it past its code).
 * Each move is one conditional single-document update by `_id`, so two movers never both win.
 */

/** The states a payment moves a donation out of: money received is never dropped, even late. */
const UNPAID: DonationStatusValue[] = ['pending', 'expired'];

/**
 * Moves an unpaid donation to paid, with its effects still to apply (`effectsAppliedAt: null`).
 * Returns the document as it was just before (the status the statistics move it from), or
 * null when it was no longer unpaid: another confirmation completed it, or it moved on
 * from paid (a refund), which stays. `endToEndId` only when the confirmation has one: a PSP
 * payment racing the organiser's keeps its own.
 */
export function markPaid(
  deps: Deps,
  _id: Types.ObjectId,
  paid: { paidAt: Date; confirmedBy: string; endToEndId?: string | null },
): Promise<DonationDocument | null> {
  const endToEndId = paid.endToEndId ? { paidEndToEndId: paid.endToEndId } : {};
  return deps.models.Donation.findOneAndUpdate(
    { _id, status: { $in: UNPAID } },
    { $set: { status: 'paid', paidAt: paid.paidAt, confirmedBy: paid.confirmedBy, effectsAppliedAt: null, ...endToEndId } },
    { returnDocument: 'before' },
  ).lean<DonationDocument>();
}

/** A paid donation's confirming payment, learnt after it was paid (the organiser's confirmation first): the ledger's reference. */
export async function recordPaidEndToEndId(deps: Deps, _id: Types.ObjectId, endToEndId: string): Promise<void> {
  await deps.models.Donation.updateOne({ _id }, { $set: { paidEndToEndId: endToEndId } });
}

/**
 * Marks a paid donation's effects applied. `unlessErased`: only while its donor has not
 * erased their data, so that an erasure during the effects is cleaned up before the mark
 * (payments/service.ts). Returns whether this call marked it.
 */
export async function markEffectsApplied(deps: Deps, _id: Types.ObjectId, options: { unlessErased: boolean }): Promise<boolean> {
  const done = await deps.models.Donation.updateOne(
    { _id, effectsAppliedAt: null, ...(options.unlessErased && { erasedAt: null }) },
    { $set: { effectsAppliedAt: deps.now() } },
  );
  return done.modifiedCount === 1;
}

/** Expires the donations among `ids` that are still pending; returns how many it expired. */
export async function expirePending(deps: Deps, ids: Types.ObjectId[]): Promise<number> {
  const expired = await deps.models.Donation.updateMany(
    { _id: { $in: ids }, status: 'pending' },
    { $set: { status: 'expired' } },
  );
  return expired.modifiedCount;
}
