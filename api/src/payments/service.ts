import type { Types } from 'mongoose';
import { publicDataChanged, publicRead } from '../cache/public-cache.js';
import { appliedDonationIds, forgetAppliedDonationIds } from '../campaign/totals.js';
import { eventKind, type Deps } from '../deps.js';
import { currentStatus, type DonationDocument } from '../donations/model.js';
import { finishInterruptedAnnulments } from '../donations/outside.js';
import { applyPaymentEffects } from '../donations/paid.js';
import { claimPaid, expirePending, recordPaidEndToEndId, type PaidBy } from '../donations/states.js';
import { accessTokenHashOf, parseDonationId } from '../donations/service.js';
import { AppError } from '../errors.js';
import { PIX_EXPIRY_SECONDS } from '../../../rules/pix.js';
import { finishInterruptedRefunds } from './refunds.js';
import { shareCodeOfDonation } from '../referrals/service.js';

/**
 * A payment's effects happen exactly once, without multi-document transactions:
 *
 * 1. Claim (donations/states.ts `claimPaid`): an insert under `charge:<id>` (paymentClaims);
 *    of any number of concurrent confirmations exactly one inserts it, then moves the donation
 *    to paid (by `_id`, `effectsAppliedAt: null`) and the statistics buckets; the others see it
 *    claimed and stop.
 * 2. Effects (donations/paid.ts): "donation paid" is published (`donationPaid`); its subscribers, wired in
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

export type ConfirmationSource = PaidBy;

export interface ConfirmationResult {
  donation: DonationDocument;
  /** False when this call changed nothing because the donation was already paid. */
  confirmedNow: boolean;
}

/**
 * Marks a donation paid (pending or expired: money received is never dropped) and applies its effects once.
 * The claim (step 1) is donations/states.ts `claimPaid`: every read and write is by `_id`, so
 * it costs the same at any number of donations.
 */
export async function confirmPayment(
  deps: Deps,
  donationId: Types.ObjectId | string,
  source: ConfirmationSource,
  payment: {
    endToEndId?: string | null;
    /**
     * The donation as the caller just read it by _id (a PSP's notification is matched to it), not read again.
     * Only the claim decides: every write that makes a donation paid goes through it.
     */
    donation?: DonationDocument;
    /** When the money arrived, when the PSP says so and it is not now (a PIX found later in its list). */
    paidAt?: Date;
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
  const endToEndId = payment.endToEndId ?? null;
  const move = await claimPaid(deps, _id, { paidAt: payment.paidAt ?? deps.now(), confirmedBy: source, endToEndId });
  if (!move.claimed || !move.donation) return { donation: move.donation ?? existing, confirmedNow: false };
  await applyPaymentEffects(deps, move.donation, { endToEndId });
  return { donation: { ...move.donation, effectsAppliedAt: deps.now() }, confirmedNow: true };
}

/** A second payment of a paid charge was recorded: the public ledger lists it, received and to be sent back. */
export const duplicatePaymentReceived = eventKind<{ endToEndId: string }>('duplicate payment received');

/** Finishes payments, refunds and annulments whose effects were interrupted (a crash between steps). Returns how many it finished. */
export async function finishInterruptedPayments(deps: Deps, graceSeconds = INTERRUPTED_PAYMENT_GRACE_SECONDS): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - graceSeconds * 1000);
  const interrupted = await deps.models.Donation.find({
    status: 'paid',
    effectsAppliedAt: null,
    paidAt: { $lte: cutoff },
  }).lean<DonationDocument[]>();
  for (const donation of interrupted) await applyPaymentEffects(deps, donation);
  return interrupted.length + (await finishInterruptedRefunds(deps, cutoff)) + (await finishInterruptedAnnulments(deps));
}

/** Keeps the campaign's idempotency list short: drops ids whose effects were applied long ago. */
export async function forgetAppliedMarkers(deps: Deps): Promise<number> {
  const ids = await appliedDonationIds(deps);
  if (ids.length === 0) return 0;
  const cutoff = new Date(deps.now().getTime() - APPLIED_MARKER_RETENTION_SECONDS * 1000);
  const old = await deps.models.Donation.find(
    { _id: { $in: ids }, effectsAppliedAt: { $ne: null, $lte: cutoff } },
    { _id: 1 },
  ).lean();
  if (old.length === 0) return 0;
  await forgetAppliedDonationIds(
    deps,
    old.map((d) => d._id.toHexString()),
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
  return expirePending(deps, candidates);
}

export interface DonationStatusView {
  id: string;
  status: 'PENDING' | 'PAID' | 'EXPIRED';
  paidAt: Date | null;
  /** Once paid: the donation's share code, for the dialog's "Compartilhe no WhatsApp". */
  shareCode: string | null;
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
    await expirePending(deps, [{ ...donation, _id }]);
  }
  return {
    id: _id.toHexString(),
    status: status.toUpperCase() as DonationStatusView['status'],
    paidAt: status === 'paid' ? (donation.paidAt ?? null) : null,
    shareCode: status === 'paid' ? await shareCodeOfDonation(deps, _id) : null,
  };
}
