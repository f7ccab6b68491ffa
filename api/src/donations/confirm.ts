import type { Types } from 'mongoose';
import { publicDataChanged } from '../cache/public-cache.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import type { DonationDocument } from './model.js';
import { applyPaymentEffects } from './paid.js';
import { parseDonationId } from './service.js';
import { claimPaid, recordPaidEndToEndId, type PaidBy } from './states.js';

/**
 * A payment's effects happen exactly once, without multi-document transactions:
 *
 * 1. Claim (states.ts `claimPaid`): an insert under `charge:<id>` (paymentClaims);
 *    of any number of concurrent confirmations exactly one inserts it, then moves the donation
 *    to paid (by `_id`, `effectsAppliedAt: null`) and the statistics buckets; the others see it
 *    claimed and stop.
 * 2. Effects (paid.ts): "donation paid" is published (`donationPaid`); its subscribers, wired in
 *    app/events.ts, are each idempotent. The totals `$inc` raised and supporters on the
 *    campaign document *in the same single-document update* that pushes the donation id
 *    into `appliedDonationIds`, filtered on the id not being there yet; the comment is an
 *    upsert on its unique `sourceKey`; the receipt an insert under the donation's `_id`;
 *    the e-mail an outbox message under its event key.
 * 3. Done: `effectsAppliedAt` is set on the donation.
 *
 * A crash after step 1 leaves a paid donation with `effectsAppliedAt: null`; the
 * sweep (payments/service.ts `finishInterruptedPayments`) publishes the event again, and whatever already
 * happened is not repeated. Ids leave `appliedDonationIds` only a day after step 3
 * (`forgetAppliedMarkers`), far longer than any retry of steps 2–3 can be in flight,
 * so the list stays short and the guard is never removed under a running retry.
 */

export interface ConfirmationResult {
  donation: DonationDocument;
  /** False when this call changed nothing because the donation was already paid. */
  confirmedNow: boolean;
}

/**
 * Marks a donation paid (pending or expired: money received is never dropped) and applies its
 * effects once. Every way money arrives goes through here: the PSP's notification and its list
 * (payments/), the organiser's confirmation, an outside donation, a statement line accepted.
 * The claim (step 1) is states.ts `claimPaid`: every read and write is by `_id`, so it costs
 * the same at any number of donations.
 */
export async function confirmPaid(
  deps: Deps,
  donationId: Types.ObjectId | string,
  source: PaidBy,
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
