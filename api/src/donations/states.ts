import type { Types } from 'mongoose';
import { isDuplicateKeyError } from '../db/ids.js';
import type { Deps } from '../deps.js';
import { moveStats, type BucketedDonation } from '../stats/buckets.js';
import { chargeClaimId } from './claim-model.js';
import type { DonationDocument, DonationStatusValue } from './model.js';

/*
 * A donation's states move here and nowhere else: pending → paid (a payment's claim),
 * pending → expired (the sweep, or a read that finds it past its code). Each move is one
 * conditional single-document update by `_id`, so two movers never both win, and the one
 * that wins moves the statistics: their buckets count each donation once per state.
 */

/** The states a payment moves a donation out of: money received is never dropped, even late. */
const UNPAID: DonationStatusValue[] = ['pending', 'expired'];

export type PaidBy = 'webhook' | 'reconciliation' | 'admin';

export interface PaidMove {
  /** The donation as it stands after the move (or as found, when this call moved nothing). */
  donation: DonationDocument | null;
  /** True when this call holds the payment's claim and the donation is paid: its effects are this caller's to apply. */
  claimed: boolean;
}

/**
 * Moves an unpaid donation to paid, exactly once however many confirmations race: an insert
 * under `charge:<id>` in paymentClaims decides which one claims it. The claimant marks the
 * donation paid, with its effects still to apply (`effectsAppliedAt: null`). A loser finds the
 * claim and, if the claimant stopped between the claim and the donation (a crash), writes the
 * claim's values on the donation itself, which is idempotent. Whichever of the two writes moves
 * the donation out of pending or expired moves the statistics: exactly one of them matches.
 * Every read and write is by `_id`.
 */
export async function claimPaid(
  deps: Deps,
  _id: Types.ObjectId,
  paid: { paidAt: Date; confirmedBy: PaidBy; endToEndId?: string | null },
): Promise<PaidMove> {
  const endToEndId = paid.endToEndId ?? null;
  const claim = await claimCharge(deps, _id, paid);
  const values = { paidAt: claim.paidAt, confirmedBy: claim.source };
  // Only an unpaid donation moves: a state moved on from paid (a refund) stays.
  const before = await markPaid(deps, _id, { ...values, endToEndId });
  // The freshest copy for the effects: an erasure since the caller's read has blanked the donor's data.
  const donation = before
    ? { ...before, status: 'paid' as const, ...values, effectsAppliedAt: null }
    : await deps.models.Donation.findById(_id).lean<DonationDocument>();
  // A loser's payment still gives the ledger's line its reference.
  if (!before && !claim.won && endToEndId && donation && donation.paidEndToEndId !== endToEndId)
    await recordPaidEndToEndId(deps, _id, endToEndId);
  if (before) await movePaidStats(deps, before);
  // The claimant applies the effects; when the loser completed its write, they are only left to apply.
  return { donation, claimed: claim.won && donation?.status === 'paid' };
}

/** The payment's claim: this call's when it inserted it, else the claimant's as it wrote it. */
async function claimCharge(
  deps: Deps,
  _id: Types.ObjectId,
  paid: { paidAt: Date; confirmedBy: PaidBy; endToEndId?: string | null },
): Promise<{ won: boolean; paidAt: Date; source: string }> {
  try {
    await deps.models.PaymentClaim.create({
      _id: chargeClaimId(_id),
      donationId: _id,
      paidAt: paid.paidAt,
      source: paid.confirmedBy,
      endToEndId: paid.endToEndId ?? null,
      at: paid.paidAt,
    });
    return { won: true, paidAt: paid.paidAt, source: paid.confirmedBy };
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const claim = await deps.models.PaymentClaim.findById(chargeClaimId(_id)).lean();
    if (!claim?.paidAt) throw error;
    return { won: false, paidAt: claim.paidAt, source: claim.source };
  }
}

/**
 * Moves an unpaid donation to paid. Returns the document as it was just before (the status
 * the statistics move it from), or null when it was no longer unpaid. `endToEndId` only when
 * the confirmation has one: a PSP payment racing the organiser's keeps its own.
 */
function markPaid(
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

/**
 * The buckets hold a paid donation under the status it left; an expired one whose expiry
 * nobody counted yet (the sweep stopped between its update and its count) is still counted
 * as pending, and the payment's claim of the expiry stops the sweep from counting it later.
 */
async function movePaidStats(deps: Deps, before: DonationDocument): Promise<void> {
  const from = before.status === 'expired' && (await claimExpiry(deps, before._id)) ? 'pending' : before.status;
  await moveStats(deps, { donation: before, from, to: 'paid' });
}

/** A paid donation's confirming payment, learnt after it was paid (the organiser's confirmation first): the ledger's reference. */
export async function recordPaidEndToEndId(deps: Deps, _id: Types.ObjectId, endToEndId: string): Promise<void> {
  await deps.models.Donation.updateOne({ _id }, { $set: { paidEndToEndId: endToEndId } });
}

/**
 * Expires the donations among `candidates` that are still pending, and counts each expiry in
 * the statistics once (the expiry's claim: a payment racing the sweep may count it first).
 * Returns how many this call expired.
 */
export async function expirePending(deps: Deps, candidates: (BucketedDonation & { _id: Types.ObjectId })[]): Promise<number> {
  if (candidates.length === 0) return 0;
  const expired = await deps.models.Donation.updateMany(
    { _id: { $in: candidates.map((donation) => donation._id) }, status: 'pending' },
    { $set: { status: 'expired' } },
  );
  for (const candidate of candidates) {
    // Only those now expired: one paid meanwhile moved its statistics with its payment.
    const current =
      candidates.length === 1 && expired.modifiedCount === 1
        ? { status: 'expired' }
        : await deps.models.Donation.findById(candidate._id, { status: 1 }).lean();
    if (current?.status === 'expired' && (await claimExpiry(deps, candidate._id)))
      await moveStats(deps, { donation: candidate, from: 'pending', to: 'expired' });
  }
  return expired.modifiedCount;
}

/** Whether this call is the one that counts the donation's expiry: an insert under `expired:<id>`. */
async function claimExpiry(deps: Deps, _id: Types.ObjectId): Promise<boolean> {
  try {
    await deps.models.PaymentClaim.create({ _id: `expired:${_id.toHexString()}`, donationId: _id, at: deps.now() });
    return true;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return false;
  }
}

/**
 * The payment's claim on the donation's receipt, ordered against the donor's erasure by
 * single-document updates: the claim sets `receiptClaimedAt` only while `erasedAt` is
 * unset, and the erasure sets `erasedAt` and reads `receiptClaimedAt` in one update
 * (donor/service.ts), so each sees whether the other came first. Returns the donation as
 * the claim saw it (the data the receipt prints), or null when the erasure came first:
 * then there is no receipt and no e-mail.
 */
export async function claimReceipt(deps: Deps, _id: Types.ObjectId): Promise<ReceiptClaim | null> {
  const claimed = await deps.models.Donation.findOneAndUpdate(
    { _id, erasedAt: null, receiptClaimedAt: null },
    { $set: { receiptClaimedAt: deps.now() } },
    { returnDocument: 'after' },
  ).lean<DonationDocument>();
  if (claimed) return { donation: claimed, claimedNow: true };
  // Claimed before (a retried confirmation, the sweep): the same receipt, issued once under its _id.
  const current = await deps.models.Donation.findById(_id).lean<DonationDocument>();
  return current?.receiptClaimedAt ? { donation: current, claimedNow: false } : null;
}

export interface ReceiptClaim {
  /** The donation as the claim saw it: the data the receipt prints. */
  donation: DonationDocument;
  /** True when this call set the claim; false when an earlier one had. */
  claimedNow: boolean;
}
