import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { anonymousNameRule } from '../../../rules/donation-rules.js';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { isDuplicateKeyError } from '../db/ids.js';
import { eventKind, type Deps } from '../deps.js';
import { AppError, badInput } from '../errors.js';
import { moveStats } from '../stats/buckets.js';
import type { DonationDocument } from './model.js';
import { parseDonationId } from './service.js';

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

/**
 * The organiser put a direct PIX's donor on the page: a name (or still anonymous) and, if
 * they chose, the payer's message as the donation's public message. Its subscribers
 * (app/events.ts) publish the comment and refresh what the public pages cached.
 */
export const directDonationPublished = eventKind<{ donation: DonationDocument & { paidAt: Date } }>('direct donation published');

/**
 * Shows a paid direct PIX on the page as the organiser says, once: the payer's data never
 * reach the page without this decision, and a decision made is not silently changed (the
 * ledger and the comments already showed it). Audited.
 */
export async function publishDirectDonation(
  deps: Deps,
  actor: AdminActor,
  id: unknown,
  input: { name?: string | null; publishMessage: boolean },
): Promise<DonationDocument> {
  const _id = parseDonationId(id, 'id');
  const read = anonymousNameRule(input.name ?? '');
  if ('error' in read) throw badInput('name', read.error);
  const name = read.value;
  const donation = await deps.models.Donation.findById(_id).lean<DonationDocument>();
  if (!donation) throw new AppError('NOT_FOUND', 'Doação não encontrada.', { field: 'id' });
  if (donation.origin !== 'direct-pix')
    throw new AppError('CONFLICT', 'Só uma doação recebida direto na chave é publicada assim.', { field: 'id' });
  if (donation.status !== 'paid' || !donation.paidAt)
    throw new AppError('CONFLICT', 'Só uma doação paga aparece na página.', { field: 'id' });
  if (input.publishMessage && !donation.payerMessage)
    throw badInput('publishMessage', 'Quem pagou não escreveu mensagem para publicar.');
  const published = await deps.models.Donation.findOneAndUpdate(
    { _id, origin: 'direct-pix', status: 'paid', publishedAt: null },
    {
      $set: {
        name,
        isAnonymous: name === '',
        message: input.publishMessage ? donation.payerMessage : '',
        publishedAt: deps.now(),
      },
    },
    { returnDocument: 'after' },
  ).lean<DonationDocument>();
  if (!published) throw new AppError('CONFLICT', 'Esta doação já foi publicada.', { field: 'id' });
  await recordAudit(deps, actor, {
    action: 'publishDirectDonation',
    target: _id.toHexString(),
    details: { named: name !== '', publishedMessage: input.publishMessage },
  });
  await deps.events.publish(deps, directDonationPublished, { donation: { ...published, paidAt: donation.paidAt } });
  return published;
}
