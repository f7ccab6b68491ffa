import { createHmac } from 'node:crypto';
import { Types } from 'mongoose';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { encryptFor } from '../crypto/encryption.js';
import { hmacKeysFor } from '../crypto/keys.js';
import { isDuplicateKeyError } from '../db/ids.js';
import { eventKind, type Deps } from '../deps.js';
import { AppError, badInput, badInputOf } from '../errors.js';
import { moveStats } from '../stats/buckets.js';
import { idempotencyKeyRule } from '../../../rules/donation-rules.js';
import { centsToBrl } from '../../../rules/money.js';
import {
  checkCorrectionReason,
  checkOutsideDonationInput,
  OUTSIDE_METHOD_LABELS,
  type OutsideDonationValues,
} from '../../../rules/outside-donation.js';
import type { DonationDocument } from './model.js';
import { parseDonationId } from './service.js';
import { confirmPaid } from './confirm.js';
import { brasiliaDayOf } from '../../../rules/brasilia-time.js';

/**
 * Money the campaign received outside the site's codes (cash at a raffle, a transfer from an
 * uncle, a PIX the PSP does not list), registered by the organiser. Each entry is a donation of
 * origin `registered`, paid on the day it arrived, confirmed through the same claim as every
 * payment: counted once in the totals, the statistics, the ledger and the books check, with a
 * receipt (and its e-mail) when the donor left an address. An entry is never edited: a
 * correction annuls it, with its reason, and registers the right one in its place.
 */

/** Noon in Brasília (UTC−3) of a past day: its hour is unknown, and noon keeps it on that day whatever the reader's zone. */
const noonInBrasilia = (day: string) => new Date(`${day}T15:00:00.000Z`);

function requestHashOf(values: OutsideDonationValues, key: Buffer): string {
  // Keyed: it covers the CPF (donations/service.ts says why). The values come in a fixed order.
  return createHmac('sha256', key).update('outside-donation\n').update(JSON.stringify(values)).digest('hex');
}

/** The values of an outside donation's input, or BAD_USER_INPUT naming the first field at fault. */
function checkedValues(deps: Deps, input: Record<string, unknown>): OutsideDonationValues {
  const checked = checkOutsideDonationInput(input, deps.now());
  if (!checked.ok) throw badInputOf(checked.errors);
  return checked.value;
}

function checkedKey(input: Record<string, unknown>): string {
  const key = idempotencyKeyRule(input.idempotencyKey);
  if ('error' in key) throw badInput('idempotencyKey', key.error);
  return key.value;
}

/**
 * Registers one outside donation, once per idempotency key: a retry (a double tap, a lost
 * answer) returns the same donation; the same key with other values is a CONFLICT. Audited.
 */
export async function registerOutsideDonation(
  deps: Deps,
  actor: AdminActor,
  input: Record<string, unknown>,
  links: { replaces?: Types.ObjectId } = {},
): Promise<DonationDocument> {
  const key = checkedKey(input);
  const values = checkedValues(deps, input);
  return registerChecked(deps, actor, `registered:${key}`, values, links);
}

async function registerChecked(
  deps: Deps,
  actor: AdminActor,
  idempotencyKey: string,
  values: OutsideDonationValues,
  links: { replaces?: Types.ObjectId },
): Promise<DonationDocument> {
  const hashes = hmacKeysFor(deps.config, 'requestHash').map((hmacKey) => requestHashOf(values, hmacKey));
  const _id = new Types.ObjectId();
  let donation: DonationDocument;
  let createdNow = false;
  try {
    donation = (
      await deps.models.Donation.create({
        _id,
        idempotencyKey,
        requestHash: hashes[0],
        amountCents: values.amountCents,
        name: values.name,
        email: values.email,
        cpfEncrypted: values.cpf ? encryptFor(deps.config, 'cpfAtRest', values.cpf) : '',
        isAnonymous: values.isAnonymous,
        // Not a txid any charge can carry (those are letters and digits only): no PSP notification matches it.
        txid: `registered:${_id.toHexString()}`,
        origin: 'registered',
        product: `Doação registrada pela organização (${OUTSIDE_METHOD_LABELS[values.method]})`,
        outside: {
          method: values.method,
          receivedOn: values.receivedOn,
          note: values.note,
          proofs: [],
          replaces: links.replaces ?? null,
        },
      })
    ).toObject() as DonationDocument;
    createdNow = true;
    await moveStats(deps, { donation, from: null, to: 'pending' });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const existing = await deps.models.Donation.findOne({ idempotencyKey }).lean<DonationDocument>();
    if (!existing) throw error;
    if (!hashes.includes(existing.requestHash))
      throw new AppError('CONFLICT', 'Esta entrada já foi registrada com outros dados. Abra o formulário de novo.', {
        field: 'idempotencyKey',
      });
    donation = existing;
  }
  // A retry also finishes a registration interrupted before its payment was claimed.
  const paidAt = values.receivedOn === brasiliaDayOf(deps.now()) ? deps.now() : noonInBrasilia(values.receivedOn);
  // Paid by the one confirmation every payment goes through: the same claim, the same event.
  const { donation: confirmed } = await confirmPaid(deps, donation._id, 'admin', { donation, paidAt });
  if (createdNow)
    await recordAudit(deps, actor, {
      action: 'registerOutsideDonation',
      target: donation._id.toHexString(),
      details: {
        amount: centsToBrl(values.amountCents),
        method: values.method,
        receivedOn: values.receivedOn,
        withEmail: values.email !== '',
        withCpf: values.cpf !== '',
        ...(links.replaces && { replaces: links.replaces.toHexString() }),
      },
    });
  return confirmed;
}

/**
 * A registered donation annulled: its subscribers (app/events.ts) take it off the totals and
 * the ledger's counters (once, guarded like a refund), off the recent donations, and refresh
 * the public pages. The donation stays paid in the statistics, as a refunded one does.
 */
export const outsideDonationAnnulled = eventKind<{ donation: DonationDocument }>('outside donation annulled');

async function finishAnnulment(deps: Deps, donation: DonationDocument): Promise<DonationDocument> {
  await deps.events.publish(deps, outsideDonationAnnulled, { donation });
  const done = await deps.models.Donation.findOneAndUpdate(
    { _id: donation._id, 'outside.annulAppliedAt': null },
    { $set: { 'outside.annulAppliedAt': deps.now() } },
    { returnDocument: 'after' },
  ).lean<DonationDocument>();
  return done ?? donation;
}

/** Annulments whose effects were interrupted (a crash between the decision and the totals), finished. Returns how many. */
export async function finishInterruptedAnnulments(deps: Deps): Promise<number> {
  const interrupted = await deps.models.Donation.find({
    origin: 'registered',
    'outside.annulledAt': { $ne: null },
    'outside.annulAppliedAt': null,
  }).lean<DonationDocument[]>();
  for (const donation of interrupted) await finishAnnulment(deps, donation);
  return interrupted.length;
}

export interface OutsideCorrectionResult {
  annulled: DonationDocument;
  replacement: DonationDocument | null;
}

/**
 * Corrects a registered donation: annuls it with the reason and, with `correction`, registers
 * the corrected entry in its place (one per annulled entry, whatever the retries). Everything is
 * checked before anything changes. Audited.
 */
export async function correctOutsideDonation(
  deps: Deps,
  actor: AdminActor,
  id: unknown,
  reasonInput: unknown,
  correction: Record<string, unknown> | null | undefined,
): Promise<OutsideCorrectionResult> {
  const _id = parseDonationId(id, 'id');
  const reason = checkCorrectionReason(reasonInput);
  if ('error' in reason) throw badInput('reason', reason.error);
  const values = correction ? checkedValues(deps, correction) : null;
  if (correction) checkedKey(correction);
  const found = await deps.models.Donation.findById(_id).lean<DonationDocument>();
  if (!found) throw new AppError('NOT_FOUND', 'Doação não encontrada.', { field: 'id' });
  if (found.origin !== 'registered' || !found.outside)
    throw new AppError('CONFLICT', 'Só uma doação registrada pela organização é corrigida assim.', { field: 'id' });
  if (found.status !== 'paid' || !found.effectsAppliedAt)
    throw new AppError('CONFLICT', 'Esta entrada ainda está sendo registrada. Tente de novo em instantes.', { field: 'id' });
  let annulled = await deps.models.Donation.findOneAndUpdate(
    { _id, origin: 'registered', 'outside.annulledAt': null },
    { $set: { 'outside.annulledAt': deps.now(), 'outside.annulReason': reason.value } },
    { returnDocument: 'after' },
  ).lean<DonationDocument>();
  if (!annulled) {
    // Annulled before: a retry finishes what it left (the same reason), anything else is a conflict.
    if (found.outside.annulAppliedAt || found.outside.annulReason !== reason.value)
      throw new AppError('CONFLICT', 'Esta entrada já foi anulada.', { field: 'id' });
    annulled = found;
  } else {
    await recordAudit(deps, actor, {
      action: 'annulOutsideDonation',
      target: _id.toHexString(),
      details: { amount: centsToBrl(found.amountCents), reason: reason.value, corrected: Boolean(values) },
    });
  }
  annulled = await finishAnnulment(deps, annulled);
  if (!values) return { annulled, replacement: null };
  // One replacement per annulled entry: its key is the annulled entry's.
  const replacement = await registerChecked(deps, actor, `correction:${_id.toHexString()}`, values, { replaces: _id });
  const linked = await deps.models.Donation.findOneAndUpdate(
    { _id },
    { $set: { 'outside.replacedBy': replacement._id } },
    { returnDocument: 'after' },
  ).lean<DonationDocument>();
  return { annulled: linked ?? annulled, replacement };
}
