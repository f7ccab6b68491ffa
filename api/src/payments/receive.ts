import { z } from 'zod';
import { isDuplicateKeyError } from '../db/ids.js';
import type { Deps } from '../deps.js';
import { donationIdOfTxid, type DonationDocument } from '../donations/model.js';
import { AppError } from '../errors.js';
import { reaisToCents } from '../../../rules/money.js';
import { apiPixClientFor, type PixReceived } from '../pix/api-pix/client.js';
import { confirmedChargeKey, paymentKey, type PixPaymentOutcome } from './model.js';
import { reportedRefundSchema } from './refunds.js';
import { confirmPayment } from './service.js';
import { paymentClaimId } from './claim-model.js';
import { publicDataChanged } from '../cache/public-cache.js';
import { rebuildLedgerLists } from '../transparency/ledger-store.js';

/** One entry of a PSP's payment notification, `{pix: [{endToEndId, txid, valor, horario}]}` (bacen/pix-api). */
export const reportedPixSchema = z.object({
  endToEndId: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
  // Not checked further: an unknown or malformed txid is recorded as UNKNOWN_TXID, never dropped.
  txid: z.string().max(35).optional(),
  valor: z.string().regex(/^\d{1,12}\.\d{2}$/),
  horario: z.string().max(40),
  /** Refunds of this payment and their state, when the PSP reports them (api-pix webhook). */
  devolucoes: z.array(reportedRefundSchema).max(100).optional(),
});

export const pixNotificationSchema = z.object({ pix: z.array(reportedPixSchema).min(1).max(1000) });

export type ReportedPix = z.infer<typeof reportedPixSchema>;

export interface ReceiveResult {
  outcome: PixPaymentOutcome;
  /** True when this endToEndId had been recorded before (a repeated notification). */
  repeated: boolean;
}

const providerUnavailable = () =>
  new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'O provedor de pagamento não respondeu; tente novamente.', {
    retryAfterSeconds: 30,
  });

/**
 * Records one payment the PSP reported and, when it matches its donation, confirms
 * that donation. Repeating it for the same endToEndId changes nothing.
 */
export async function receivePixPayment(
  deps: Deps,
  pix: ReportedPix,
  source: 'webhook' | 'reconciliation',
): Promise<ReceiveResult> {
  // A repeated notification is answered by one read by _id (a filter on endToEndId scans on FerretDB v1).
  const previous = await deps.models.PaymentClaim.findById(paymentClaimId(pix.endToEndId)).lean();
  if (previous) return finishRepeated(deps, pix.endToEndId, previous.outcome as PixPaymentOutcome, previous.donationId, source);

  const donation = pix.txid ? await donationOfTxid(deps, pix.txid) : null;
  let amountCents = reaisToCents(pix.valor)!;
  let outcome: PixPaymentOutcome;

  if (!donation) outcome = 'UNKNOWN_TXID';
  else {
    const verified = source === 'webhook' ? await verifyWithPsp(deps, donation.txid, pix.endToEndId) : undefined;
    if (verified === null) outcome = 'UNVERIFIED';
    else {
      // The PSP's own record of the amount is the one that counts.
      if (verified) amountCents = reaisToCents(verified.valor) ?? amountCents;
      // Whether another payment already confirmed this charge is decided by the insert below.
      outcome = amountCents === donation.amountCents ? 'CONFIRMED' : 'AMOUNT_MISMATCH';
    }
  }

  const settledAt = new Date(pix.horario);
  const record = (recorded: PixPaymentOutcome) =>
    deps.models.PixPayment.create({
      endToEndId: pix.endToEndId,
      txid: pix.txid ?? '',
      amountCents,
      expectedCents: donation?.amountCents ?? null,
      donationId: donation?._id ?? null,
      outcome: recorded,
      chargeKey: recorded === 'CONFIRMED' ? confirmedChargeKey(donation!._id) : paymentKey(pix.endToEndId),
      source,
      settledAt: Number.isNaN(settledAt.getTime()) ? null : settledAt,
      receivedAt: deps.now(),
    });
  try {
    await record(outcome);
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // The same notification, delivered twice at once: the other delivery recorded it.
    // Only a conflict gets here (or a payment recorded before claims existed): the one query by endToEndId.
    const winner = await deps.models.PixPayment.findOne({ endToEndId: pix.endToEndId }).lean();
    if (winner) return finishRepeated(deps, pix.endToEndId, winner.outcome, winner.donationId, source);
    // Otherwise the charge's key was taken: another payment of this charge confirmed it first.
    outcome = 'DUPLICATE_PAYMENT';
    try {
      await record(outcome);
    } catch (again) {
      if (!isDuplicateKeyError(again)) throw again;
      const repeated = await deps.models.PixPayment.findOne({ endToEndId: pix.endToEndId }).lean();
      if (!repeated) throw again;
      return finishRepeated(deps, pix.endToEndId, repeated.outcome, repeated.donationId, source);
    }
  }

  await rememberPayment(deps, pix.endToEndId, outcome, donation?._id ?? null);
  if (outcome === 'DUPLICATE_PAYMENT') await duplicateOnLedger(deps);
  // The donation read above, by _id: the charge's claim in confirmPayment decides, not its status.
  if (outcome === 'CONFIRMED')
    await confirmPayment(deps, donation!._id, source, { endToEndId: pix.endToEndId, donation: donation! });
  else deps.logger.warn({ endToEndId: pix.endToEndId, txid: pix.txid, outcome }, 'PIX payment needs the organiser');
  return { outcome, repeated: false };
}

/**
 * The donation a reported txid belongs to, read by _id (the txid is derived from it),
 * or null. Every txid this app issues is derived, so one that is not cannot be ours.
 */
async function donationOfTxid(deps: Deps, txid: string): Promise<DonationDocument | null> {
  const _id = donationIdOfTxid(txid);
  if (!_id) return null;
  const donation = await deps.models.Donation.findById(_id).lean<DonationDocument>();
  // Exactly the txid issued: the other provider's form of the same id is another charge.
  return donation?.txid === txid ? donation : null;
}

/** A payment recorded before: finish its confirmation in case the first delivery stopped half-way. */
async function finishRepeated(
  deps: Deps,
  endToEndId: string,
  outcome: PixPaymentOutcome,
  donationId: DonationDocument['_id'] | null | undefined,
  source: 'webhook' | 'reconciliation',
): Promise<ReceiveResult> {
  await rememberPayment(deps, endToEndId, outcome, donationId ?? null);
  // The first delivery may have stopped before the ledger showed it.
  if (outcome === 'DUPLICATE_PAYMENT') await duplicateOnLedger(deps);
  if (outcome === 'CONFIRMED' && donationId) await confirmPayment(deps, donationId, source, { endToEndId });
  return { outcome, repeated: true };
}

/** A second payment of a paid charge is on the public ledger, received and to be sent back. */
async function duplicateOnLedger(deps: Deps): Promise<void> {
  await rebuildLedgerLists(deps);
  publicDataChanged(deps, 'totals');
}

/** The payment's outcome under `e2e:<endToEndId>`, written after its record, so the next repeat is read by _id. */
async function rememberPayment(
  deps: Deps,
  endToEndId: string,
  outcome: PixPaymentOutcome,
  donationId: DonationDocument['_id'] | null,
): Promise<void> {
  try {
    await deps.models.PaymentClaim.create({ _id: paymentClaimId(endToEndId), endToEndId, outcome, donationId, at: deps.now() });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/**
 * With the api-pix provider a notification is checked against `GET /cob/{txid}`
 * before anything is marked paid: the PSP's answer, or null when it does not know
 * this payment. With the static provider there is nobody to ask (undefined).
 */
async function verifyWithPsp(deps: Deps, txid: string, endToEndId: string): Promise<PixReceived | null | undefined> {
  if (deps.config.PIX_PROVIDER !== 'api-pix') return undefined;
  try {
    const cob = await apiPixClientFor(deps.config).getCob(txid);
    return cob.pix?.find((payment) => payment.endToEndId === endToEndId) ?? null;
  } catch (error) {
    deps.logger.warn({ err: error, txid }, 'could not verify a PIX notification with the PSP');
    throw providerUnavailable();
  }
}
