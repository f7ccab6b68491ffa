import type { Types } from 'mongoose';
import { publicDataChanged, publicRead } from '../cache/public-cache.js';
import { CAMPAIGN_ID } from '../campaign/model.js';
import { eventKind, type Deps } from '../deps.js';
import { currentStatus, type DonationDocument } from '../donations/model.js';
import { expirePending, markEffectsApplied, markPaid, recordPaidEndToEndId } from '../donations/states.js';
import { accessTokenHashOf, parseDonationId } from '../donations/service.js';
import { AppError } from '../errors.js';
import type { RefundDocument } from './refund-model.js';
import { PIX_EXPIRY_SECONDS } from '../../../rules/pix.js';
import { isDuplicateKeyError } from '../db/ids.js';
import { countExpiry, moveStats, paidFromStatus } from '../stats/buckets.js';
import { chargeClaimId } from './claim-model.js';
import { rebuildLedgerLists } from '../transparency/ledger-store.js';
import { forgetErasedDonor } from '../donor/erasure.js';
import type { ReceiptIssuer } from '../receipts/service.js';

/**
 * A payment's effects happen exactly once, without multi-document transactions:
 *
 * 1. Claim: an insert under `charge:<id>` (paymentClaims); of any number of concurrent
 *    confirmations exactly one inserts it, then moves the donation to paid (by `_id`,
 *    `effectsAppliedAt: null`) and the statistics buckets; the others see it claimed and stop.
 * 2. Effects: "donation paid" is published (`donationPaid`); its subscribers, wired in
 *    app/events.ts, are each idempotent. The totals `$inc` raised and supporters on the
 *    campaign document *in the same single-document update* that pushes the donation id
 *    into `appliedDonationIds`, filtered on the id not being there yet; the comment is an
 *    upsert on its unique `sourceKey`; the receipt an insert under the donation's `_id`;
 *    the e-mail an outbox message under its event key.
 * 3. Done: `effectsAppliedAt` is set on the donation.
 *
 * A crash after step 1 leaves a paid donation with `effectsAppliedAt: null`; the
 * sweep (`finishInterruptedPayments`) publishes the event again, and whatever already
 * happened is not repeated. Ids leave `appliedDonationIds` only a day after step 3
 * (`forgetAppliedMarkers`), far longer than any retry of steps 2–3 can be in flight,
 * so the list stays short and the guard is never removed under a running retry.
 */

/** A paid donation whose effects are still missing this long after payment was interrupted, not in progress. */
export const INTERRUPTED_PAYMENT_GRACE_SECONDS = 60;
/** How long a donation id stays in the campaign's idempotency list after its effects were applied. */
export const APPLIED_MARKER_RETENTION_SECONDS = 24 * 60 * 60;

export type ConfirmationSource = 'webhook' | 'reconciliation' | 'admin';

export interface ConfirmationResult {
  donation: DonationDocument;
  /** False when this call changed nothing because the donation was already paid. */
  confirmedNow: boolean;
}

/**
 * Marks a donation paid (pending or expired: money received is never dropped) and applies its effects once.
 * The claim (step 1) is an insert under `charge:<id>` in paymentClaims: every read and
 * write here is by `_id`, so it costs the same at any number of donations.
 */
export async function confirmPayment(
  deps: Deps,
  donationId: Types.ObjectId | string,
  source: ConfirmationSource,
  payment: {
    endToEndId?: string | null;
    /**
     * The donation as the caller just read it by _id (a PSP's notification is matched to it), not read again.
     * Only the claim below decides: every write that makes a donation paid goes through it.
     */
    donation?: DonationDocument;
  } = {},
): Promise<ConfirmationResult> {
  const _id = typeof donationId === 'string' ? parseDonationId(donationId, 'id') : donationId;
  const existing = payment.donation ?? (await deps.models.Donation.findById(_id).lean<DonationDocument>());
  if (!existing) throw new AppError('NOT_FOUND', 'Doação não encontrada.', { field: 'id' });
  // Paid before (possibly before claims existed): nothing to claim. A PSP payment confirming
  // a donation the organiser marked paid still gives the ledger's line its reference.
  if (existing.status === 'paid') {
    if (payment.endToEndId && existing.paidEndToEndId !== payment.endToEndId) {
      await recordPaidEndToEndId(deps, _id, payment.endToEndId);
      publicDataChanged(deps, 'totals');
    }
    return { donation: existing, confirmedNow: false };
  }

  const paidAt = deps.now();
  try {
    await deps.models.PaymentClaim.create({
      _id: chargeClaimId(_id),
      donationId: _id,
      paidAt,
      source,
      endToEndId: payment.endToEndId ?? null,
      at: paidAt,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // Another confirmation claimed it. Its donation may not show paid yet (it is between
    // steps, or stopped there): write the claim's values again, by _id, which is idempotent.
    const claim = await deps.models.PaymentClaim.findById(chargeClaimId(_id)).lean();
    if (!claim?.paidAt) throw error;
    const paid = { status: 'paid' as const, paidAt: claim.paidAt, confirmedBy: claim.source };
    // Only an unpaid donation is completed: a state moved on from paid (a refund) stays. The
    // write that moves it out of pending or expired, this one or the claimant's, is the one
    // that moves the statistics: exactly one of the two matches.
    const completed = await markPaid(deps, _id, { ...paid, endToEndId: payment.endToEndId });
    if (completed) {
      await moveStats(deps, { donation: completed, from: await paidFromStatus(deps, completed), to: 'paid' });
      return { donation: { ...completed, ...paid, effectsAppliedAt: null }, confirmedNow: false };
    }
    const current = await deps.models.Donation.findById(_id).lean<DonationDocument>();
    if (payment.endToEndId && current && current.paidEndToEndId !== payment.endToEndId)
      await recordPaidEndToEndId(deps, _id, payment.endToEndId);
    return { donation: current ?? { ...existing, ...paid }, confirmedNow: false };
  }
  // The document as it was just before: the status the statistics move it from (the sweep may have expired it meanwhile).
  // Only out of pending or expired: a confirmation that lost the claim may have completed this
  // write already (above, when this one looked stopped), and the statistics move once.
  const before = await markPaid(deps, _id, { paidAt, confirmedBy: source, endToEndId: payment.endToEndId });
  if (!before) {
    // Completed by the confirmation that lost the claim: only the effects are left, and they are idempotent.
    const current = await deps.models.Donation.findById(_id).lean<DonationDocument>();
    if (current?.status !== 'paid') return { donation: current ?? existing, confirmedNow: false };
    await applyPaymentEffects(deps, current, { endToEndId: payment.endToEndId ?? null });
    return { donation: { ...current, effectsAppliedAt: deps.now() }, confirmedNow: true };
  }
  // The freshest copy for the effects: an erasure since the first read has blanked the donor's data.
  const claimed: DonationDocument = {
    ...before,
    status: 'paid',
    paidAt,
    effectsAppliedAt: null,
    confirmedBy: source,
  };
  await moveStats(deps, { donation: before, from: await paidFromStatus(deps, before), to: 'paid' });
  await applyPaymentEffects(deps, claimed, { endToEndId: payment.endToEndId ?? null });
  return { donation: { ...claimed, effectsAppliedAt: deps.now() }, confirmedNow: true };
}

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
}

export const donationPaid = eventKind<DonationPaid>('donation paid');

/**
 * Steps 2–3 above; safe to repeat for the same donation: publishes "donation paid", then
 * marks the effects done. `payment`: the end-to-end id the confirmation that claimed it just
 * now knows.
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
  // The donor may have erased their data while the subscribers wrote it to the comment, the
  // feed and the outbox: the erasure cleaned up before these writes, so clean up after them.
  // Done and not erased, in one update (the common case): an erasure after it finds every
  // write above in place and cleans it up itself.
  if (await markEffectsApplied(deps, donation._id, { unlessErased: true })) return;
  // Erased (or done before): cleaned up first, marked done after, so a crash in between leaves it to the sweep.
  const current = await deps.models.Donation.findById(donation._id, { erasedAt: 1 }).lean();
  if (current?.erasedAt) await forgetErasedDonor(deps, donation._id);
  await markEffectsApplied(deps, donation._id, { unlessErased: false });
}

/**
 * Every refund's effect on the totals goes through here, once per refund whatever the
 * retries: a DEVOLVIDO refund of a counted donation takes its amount and its supporter
 * off the campaign, in one update guarded by `appliedRefundIds` (as payments above).
 * A refund of money never counted (a duplicate payment) changes no total.
 */
export async function applyRefundEffects(deps: Deps, refund: RefundDocument): Promise<void> {
  if (refund.status !== 'DEVOLVIDO') throw new Error(`refund ${refund.refundId} is ${refund.status}, not DEVOLVIDO`);
  const id = refund._id.toHexString();
  if (refund.countsInTotals)
    await deps.models.Campaign.updateOne(
      { _id: CAMPAIGN_ID, appliedRefundIds: { $ne: id } },
      { $inc: { raisedCents: -refund.amountCents, supportersCount: -1 }, $push: { appliedRefundIds: id } },
    );
  // Before effectsAppliedAt: a crash here leaves the refund to the sweep, which rebuilds the ledger's lists again.
  await rebuildLedgerLists(deps);
  publicDataChanged(deps, 'totals');
  await deps.models.Refund.updateOne({ _id: refund._id, effectsAppliedAt: null }, { $set: { effectsAppliedAt: deps.now() } });
}

/** Finishes payments and refunds whose effects were interrupted (a crash between steps). Returns how many it finished. */
export async function finishInterruptedPayments(deps: Deps, graceSeconds = INTERRUPTED_PAYMENT_GRACE_SECONDS): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - graceSeconds * 1000);
  const interrupted = await deps.models.Donation.find({
    status: 'paid',
    effectsAppliedAt: null,
    paidAt: { $lte: cutoff },
  }).lean<DonationDocument[]>();
  for (const donation of interrupted) await applyPaymentEffects(deps, donation);
  const refunds = await deps.models.Refund.find({
    status: 'DEVOLVIDO',
    effectsAppliedAt: null,
    settledAt: { $lte: cutoff },
  }).lean<RefundDocument[]>();
  for (const refund of refunds) await applyRefundEffects(deps, refund);
  return interrupted.length + refunds.length;
}

/** Keeps the campaign's idempotency list short: drops ids whose effects were applied long ago. */
export async function forgetAppliedMarkers(deps: Deps): Promise<number> {
  const campaign = await deps.models.Campaign.findById(CAMPAIGN_ID, { appliedDonationIds: 1 }).lean();
  const ids = campaign?.appliedDonationIds ?? [];
  if (ids.length === 0) return 0;
  const cutoff = new Date(deps.now().getTime() - APPLIED_MARKER_RETENTION_SECONDS * 1000);
  const old = await deps.models.Donation.find(
    { _id: { $in: ids }, effectsAppliedAt: { $ne: null, $lte: cutoff } },
    { _id: 1 },
  ).lean();
  if (old.length === 0) return 0;
  // $pullAll: FerretDB v1 does not apply $pull with a condition.
  await deps.models.Campaign.updateOne(
    { _id: CAMPAIGN_ID },
    { $pullAll: { appliedDonationIds: old.map((d) => d._id.toHexString()) } },
  );
  return old.length;
}

/**
 * Marks pending donations expired: 30 minutes after their PIX code was issued, or 30
 * minutes after creation when no code was ever issued (an abandoned form). A payment
 * that still arrives is accepted by `confirmPayment`.
 */
export async function expireDonations(deps: Deps): Promise<number> {
  const now = deps.now();
  const createdCutoff = new Date(now.getTime() - PIX_EXPIRY_SECONDS * 1000);
  const due = {
    status: 'pending' as const,
    $or: [{ expiresAt: { $ne: null, $lte: now } }, { expiresAt: null, createdAt: { $lte: createdCutoff } }],
  };
  // The sweep reads what is due once (the only query here that is not by _id), then
  // expires those and counts each in the statistics, by _id.
  const candidates = await deps.models.Donation.find(due, { createdAt: 1, amountCents: 1, tracking: 1 }).lean<
    DonationDocument[]
  >();
  if (candidates.length === 0) return 0;
  const expired = await expirePending(
    deps,
    candidates.map((donation) => donation._id),
  );
  for (const candidate of candidates) {
    const current = await deps.models.Donation.findById(candidate._id, { status: 1 }).lean();
    if (current?.status === 'expired') await countExpiry(deps, candidate);
  }
  return expired;
}

export interface DonationStatusView {
  id: string;
  status: 'PENDING' | 'PAID' | 'EXPIRED';
  paidAt: Date | null;
}

const statusNotFound = () => new AppError('NOT_FOUND', 'Doação não encontrada.', { field: 'id' });

/**
 * What the donor's PIX dialog polls: only the status and, once paid, when; only for the
 * holder of the donation's access token, so a donation id seen elsewhere (a log, a
 * shared screen) tells nobody whether it was paid.
 */
export async function getDonationStatus(deps: Deps, id: unknown, accessToken: unknown): Promise<DonationStatusView> {
  const _id = parseDonationId(id, 'id');
  if (typeof accessToken !== 'string' || accessToken.length === 0 || accessToken.length > 100) throw statusNotFound();
  const tokenHash = accessTokenHashOf(accessToken);
  // A donor's dialog polls this: concurrent polls of one donation share one read.
  return publicRead(deps, `donationStatus:${_id.toHexString()}:${tokenHash}`, () => readDonationStatus(deps, _id, tokenHash), {
    keep: false,
  });
}

async function readDonationStatus(deps: Deps, _id: Types.ObjectId, tokenHash: string): Promise<DonationStatusView> {
  const donation = await deps.models.Donation.findOne(
    { _id, accessTokenHashes: tokenHash },
    {
      status: 1,
      expiresAt: 1,
      createdAt: 1,
      paidAt: 1,
      amountCents: 1,
      tracking: 1,
    },
  ).lean();
  if (!donation) throw statusNotFound();
  const status = currentStatus(donation, deps.now());
  if (status === 'expired' && donation.status === 'pending') {
    // Check on read: the sweep may not have run yet.
    if ((await expirePending(deps, [_id])) === 1) await countExpiry(deps, { ...donation, _id });
  }
  return {
    id: _id.toHexString(),
    status: status.toUpperCase() as DonationStatusView['status'],
    paidAt: status === 'paid' ? (donation.paidAt ?? null) : null,
  };
}
