import type { Types } from 'mongoose';
import { publicRead } from '../cache/public-cache.js';
import { appliedDonationIds, forgetAppliedDonationIds } from '../campaign/totals.js';
import { eventKind, type Deps } from '../deps.js';
import { currentStatus, type DonationDocument } from '../donations/model.js';
import { finishInterruptedAnnulments } from '../donations/outside.js';
import { applyPaymentEffects } from '../donations/paid.js';
import { expirePending } from '../donations/states.js';
import { accessTokenHashOf, parseDonationId } from '../donations/service.js';
import { AppError } from '../errors.js';
import { PIX_EXPIRY_SECONDS } from '../../../rules/pix.js';
import { finishInterruptedRefunds } from './refunds.js';
import { shareCodeOfDonation } from '../referrals/service.js';

/** A paid donation whose effects are still missing this long after payment was interrupted, not in progress. */
export const INTERRUPTED_PAYMENT_GRACE_SECONDS = 60;
/** How long a donation id stays in the campaign's idempotency list after its effects were applied. */
export const APPLIED_MARKER_RETENTION_SECONDS = 24 * 60 * 60;

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
 * that still arrives is accepted by `confirmPaid` (donations/confirm.ts).
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
