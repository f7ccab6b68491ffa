import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { isDuplicateKeyError } from '../db/ids.js';
import type { Deps } from '../deps.js';
import { moveStats } from '../stats/buckets.js';
import type { DonationDocument } from './model.js';

/**
 * A PIX sent straight to the campaign's key, without a code the site generated: the PSP
 * lists it among the received PIX (`GET /pix`) and never notifies it. It becomes a donation
 * of origin `direct-pix`, anonymous, with no e-mail, its payer's message kept private.
 */
export interface DirectPix {
  endToEndId: string;
  amountCents: number;
  /** When the PSP says it was paid. */
  paidAt: Date;
  /** The payer's message (`infoPagador`), private. */
  payerMessage: string;
}

/**
 * The donation's _id, derived from the payment's end-to-end id: every run, every instance
 * that finds the same PIX names the same donation, so the insert below is its one decision.
 */
export function directDonationIdOf(endToEndId: string): Types.ObjectId {
  return new Types.ObjectId(createHash('sha256').update(`direct-pix:${endToEndId}`).digest().subarray(0, 12));
}

/**
 * The donation of a direct PIX, inserted once (pending until its payment's claim moves it to
 * paid, as any other), or as an earlier run inserted it. The statistics count its creation once,
 * with the insert that wins.
 */
export async function insertDirectDonation(deps: Deps, pix: DirectPix): Promise<DonationDocument> {
  const _id = directDonationIdOf(pix.endToEndId);
  try {
    const created = (
      await deps.models.Donation.create({
        _id,
        idempotencyKey: `direct-pix:${pix.endToEndId}`,
        // No request to fingerprint: nothing the payer typed on this site.
        requestHash: 'direct-pix',
        amountCents: pix.amountCents,
        isAnonymous: true,
        // Not a txid any charge can carry (those are letters and digits only): a PSP notification never matches it.
        txid: `direct:${pix.endToEndId}`,
        origin: 'direct-pix',
        payerMessage: pix.payerMessage.slice(0, 140),
        product: 'PIX direto na chave',
      })
    ).toObject() as DonationDocument;
    await moveStats(deps, { donation: created, from: null, to: 'pending' });
    return created;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const existing = await deps.models.Donation.findById(_id).lean<DonationDocument>();
    if (!existing) throw error;
    return existing;
  }
}
