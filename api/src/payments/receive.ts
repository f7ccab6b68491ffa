import { z } from 'zod';
import { isDuplicateKeyError } from '../db/ids.js';
import type { Deps } from '../deps.js';
import { donationIdOfTxid, type DonationDocument } from '../donations/model.js';
import { AppError } from '../errors.js';
import { reaisToCents } from '../../../rules/money.js';
import { apiPixClientFor, type PixReceived } from '../pix/api-pix/client.js';
import { confirmedChargeKey, paymentKey, type PixPaymentOutcome } from './model.js';
import { receiveRefundReport, reportedRefundSchema } from './refunds.js';
import { confirmPayment } from './service.js';
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
  /** `verified`: the payment as the caller just read it from the PSP (a recurring charge's `GET /cobr`), not asked again. */
  options: { verified?: PixReceived } = {},
): Promise<ReceiveResult> {
  // A repeated notification is answered by its record, read through the unique index on endToEndId.
  const previous = await recordOf(deps, pix.endToEndId);
  if (previous) return finishRepeated(deps, previous, source);

  const donation = pix.txid ? await donationOfTxid(deps, pix.txid) : null;
  let amountCents = reaisToCents(pix.valor)!;
  let outcome: PixPaymentOutcome;

  if (!donation) outcome = 'UNKNOWN_TXID';
  else {
    const verified =
      source === 'webhook' ? (options.verified ?? (await verifyWithPsp(deps, donation, pix.endToEndId))) : undefined;
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
    const winner = await recordOf(deps, pix.endToEndId);
    if (winner) return finishRepeated(deps, winner, source);
    // Otherwise the charge's key was taken: another payment of this charge confirmed it first.
    outcome = 'DUPLICATE_PAYMENT';
    try {
      await record(outcome);
    } catch (again) {
      if (!isDuplicateKeyError(again)) throw again;
      const repeated = await recordOf(deps, pix.endToEndId);
      if (!repeated) throw again;
      return finishRepeated(deps, repeated, source);
    }
  }

  if (outcome === 'DUPLICATE_PAYMENT') await duplicateOnLedger(deps);
  // The donation read above, by _id: the charge's claim in confirmPayment decides, not its status.
  if (outcome === 'CONFIRMED')
    await confirmPayment(deps, donation!._id, source, { endToEndId: pix.endToEndId, donation: donation! });
  else deps.logger.warn({ endToEndId: pix.endToEndId, txid: pix.txid, outcome }, 'PIX payment needs the organiser');
  return { outcome, repeated: false };
}

/** One entry of a webhook notification (or of the inbox it was queued in): the payment, then the refunds it reports. */
export async function applyReportedPix(deps: Deps, entry: unknown): Promise<ReceiveResult & { refunds?: (string | null)[] }> {
  const pix = reportedPixSchema.parse(entry);
  const result = await receivePixPayment(deps, pix, 'webhook');
  const refunds = [];
  for (const refund of pix.devolucoes ?? []) refunds.push(await receiveRefundReport(deps, pix.endToEndId, refund));
  return refunds.length ? { ...result, refunds } : result;
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

interface RecordedPayment {
  endToEndId: string;
  outcome: PixPaymentOutcome;
  donationId: DonationDocument['_id'] | null;
}

/** What was recorded for a reported payment, if anything: one read through the unique index on endToEndId. */
function recordOf(deps: Deps, endToEndId: string): Promise<RecordedPayment | null> {
  return deps.models.PixPayment.findOne({ endToEndId }, { endToEndId: 1, outcome: 1, donationId: 1 }).lean<RecordedPayment>();
}

/** A payment recorded before: finish its confirmation in case the first delivery stopped half-way. */
async function finishRepeated(
  deps: Deps,
  { endToEndId, outcome, donationId }: RecordedPayment,
  source: 'webhook' | 'reconciliation',
): Promise<ReceiveResult> {
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

/**
 * With the api-pix provider a notification is checked against `GET /cob/{txid}` (a
 * monthly donation's recurring charge: `GET /cobr/{txid}`) before anything is marked
 * paid: the PSP's answer, or null when it does not know this payment. With the static
 * provider there is nobody to ask (undefined).
 */
async function verifyWithPsp(
  deps: Deps,
  { txid, pspCharge }: Pick<DonationDocument, 'txid' | 'pspCharge'>,
  endToEndId: string,
): Promise<PixReceived | null | undefined> {
  if (deps.config.PIX_PROVIDER !== 'api-pix') return undefined;
  try {
    const client = apiPixClientFor(deps);
    const cob = pspCharge === 'cobr' ? await client.getCobr(txid) : await client.getCob(txid);
    return cob.pix?.find((payment) => payment.endToEndId === endToEndId) ?? null;
  } catch (error) {
    deps.logger.warn({ err: error, txid }, 'could not verify a PIX notification with the PSP');
    throw providerUnavailable();
  }
}
