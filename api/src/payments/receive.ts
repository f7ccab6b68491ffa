import { z } from 'zod';
import { isDuplicateKeyError } from '../db/ids.js';
import type { Deps } from '../deps.js';
import { donationIdOfTxid, type DonationDocument } from '../donations/model.js';
import { AppError } from '../errors.js';
import { reaisToCents } from '../../../rules/money.js';
import { ApiPixError, apiPixClientFor, type PixReceived } from '../pix/api-pix/client.js';
import { recordConflictingReport, type RecordedReport } from './conflicts.js';
import { confirmedChargeKey, paymentKey, type PixPaymentOutcome } from './model.js';
import { applyRefundReports, reportedRefundSchema, type RefundReport, type ReportedRefund } from './refunds.js';
import { confirmPaid } from '../donations/confirm.js';
import { duplicatePaymentReceived } from './service.js';

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

/** A refund the notification reported, as the PSP's own record gives it (null: the PSP does not know it). */
export interface CheckedRefund {
  id: string;
  report: RefundReport | null;
}

const providerUnavailable = () =>
  new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'O provedor de pagamento não respondeu; tente novamente.', {
    retryAfterSeconds: 30,
  });

/**
 * Records one payment the PSP reported and, when it matches its donation, confirms
 * that donation. Repeating it for the same endToEndId changes nothing but finishing
 * what its first delivery may have left half-way.
 */
export async function receivePixPayment(
  deps: Deps,
  pix: ReportedPix,
  source: 'webhook' | 'reconciliation',
  /** `verified`: the payment as the caller just read it from the PSP (a recurring charge's `GET /cobr`), not asked again. */
  options: { verified?: PixReceived } = {},
): Promise<ReceiveResult & { refunds: CheckedRefund[] }> {
  const { outcome, repeated, donationId, donation, refunds } = await recordPixPayment(deps, pix, source, options);
  // A repeat too: the first delivery may have stopped before the ledger showed it, or before the confirmation.
  if (outcome === 'DUPLICATE_PAYMENT') await deps.events.publish(deps, duplicatePaymentReceived, { endToEndId: pix.endToEndId });
  // The donation read by _id: the charge's claim in confirmPaid decides, not its status.
  if (outcome === 'CONFIRMED' && donationId)
    await confirmPaid(deps, donationId, source, { endToEndId: pix.endToEndId, ...(donation && { donation }) });
  else if (!repeated)
    deps.logger.warn({ endToEndId: pix.endToEndId, txid: pix.txid, outcome }, 'PIX payment needs the organiser');
  return { outcome, repeated, refunds };
}

interface RecordedPayment {
  outcome: PixPaymentOutcome;
  donationId: DonationDocument['_id'] | null;
}

/**
 * The payment's record, written once by its endToEndId (unique): this call's, or the one a
 * delivery before it wrote (`repeated`), with the donation as read here when this call wrote it.
 */
async function recordPixPayment(
  deps: Deps,
  pix: ReportedPix,
  source: 'webhook' | 'reconciliation',
  options: { verified?: PixReceived },
): Promise<RecordedPayment & { repeated: boolean; donation?: DonationDocument; refunds: CheckedRefund[] }> {
  // What was recorded for this payment, if anything: one read through the unique index on endToEndId.
  const recordOf = () =>
    deps.models.PixPayment.findOne({ endToEndId: pix.endToEndId }, { outcome: 1, donationId: 1, txid: 1, amountCents: 1 }).lean<
      RecordedPayment & RecordedReport
    >();
  const previous = await recordOf();
  const donation = !previous && pix.txid ? await donationOfTxid(deps, pix.txid) : null;
  // The PSP is asked once for what this entry claims: the payment (unless recorded before, or
  // just read by the caller) and each refund it reports.
  const psp = await verifyWithPsp(deps, {
    charge: source === 'webhook' && !options.verified ? donation : null,
    endToEndId: pix.endToEndId,
    refunds: pix.devolucoes ?? [],
  });
  const refunds = psp.refunds;
  // A repeat changes nothing; a report that contradicts the record is shown to the organiser.
  const repeatOf = async (recorded: RecordedPayment & RecordedReport) => {
    await recordConflictingReport(
      deps,
      recorded,
      { endToEndId: pix.endToEndId, txid: pix.txid, amountCents: reaisToCents(pix.valor)!, settledAt: new Date(pix.horario) },
      source,
      (txid) => donationOfTxid(deps, txid),
    );
    return { outcome: recorded.outcome, donationId: recorded.donationId, repeated: true, refunds };
  };
  if (previous) return repeatOf(previous);

  let amountCents = reaisToCents(pix.valor)!;
  let outcome: PixPaymentOutcome;

  if (!donation) outcome = 'UNKNOWN_TXID';
  else {
    const reported = source === 'webhook' ? (options.verified ?? psp.payment) : undefined;
    if (reported === null) outcome = 'UNVERIFIED';
    else {
      if (reported) {
        // The PSP's own record of the amount is the one that counts; one we cannot read is not taken on trust.
        const read = pspPaymentSchema.safeParse(reported);
        if (!read.success) throw providerUnavailable();
        amountCents = read.data.valor;
      }
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
    const winner = await recordOf();
    if (winner) return repeatOf(winner);
    // Otherwise the charge's key was taken: another payment of this charge confirmed it first.
    outcome = 'DUPLICATE_PAYMENT';
    try {
      await record(outcome);
    } catch (again) {
      if (!isDuplicateKeyError(again)) throw again;
      const repeated = await recordOf();
      if (!repeated) throw again;
      return repeatOf(repeated);
    }
  }
  return { outcome, repeated: false, donationId: donation?._id ?? null, ...(donation && { donation }), refunds };
}

/** One entry of a webhook notification (or of the inbox it was queued in): the payment, then the refunds it reports. */
export async function applyReportedPix(deps: Deps, entry: unknown): Promise<ReceiveResult & { refunds?: (string | null)[] }> {
  const pix = reportedPixSchema.parse(entry);
  const { refunds: checked, ...result } = await receivePixPayment(deps, pix, 'webhook');
  if (checked.length === 0) return result;
  return { ...result, refunds: await applyRefundReports(deps, pix.endToEndId, checked) };
}

/**
 * The donation a reported txid belongs to, read by _id (the txid is derived from it),
 * or null. Every txid this app issues is derived, so one that is not cannot be ours.
 */
export async function donationOfTxid(deps: Deps, txid: string): Promise<DonationDocument | null> {
  const _id = donationIdOfTxid(txid);
  if (!_id) return null;
  const donation = await deps.models.Donation.findById(_id).lean<DonationDocument>();
  // Exactly the txid issued: the other provider's form of the same id is another charge.
  return donation?.txid === txid ? donation : null;
}

/**
 * With the api-pix provider a notification is a hint, the PSP's record the truth: the payment
 * is checked against `GET /cob/{txid}` (a monthly donation's recurring charge: `GET /cobr/{txid}`)
 * before anything is marked paid (`payment`: the PSP's answer, or null when it does not know
 * this payment), and each refund it reports against `GET /pix/{e2eid}/devolucao/{id}`. With
 * the static provider there is nobody to ask: `payment` undefined, the refunds as reported.
 */
async function verifyWithPsp(
  deps: Deps,
  entry: { charge: Pick<DonationDocument, 'txid' | 'pspCharge'> | null; endToEndId: string; refunds: ReportedRefund[] },
): Promise<{ payment?: PixReceived | null; refunds: CheckedRefund[] }> {
  if (deps.config.PIX_PROVIDER !== 'api-pix')
    return { refunds: entry.refunds.map((refund) => ({ id: refund.id, report: refund })) };
  const client = apiPixClientFor(deps);
  const { charge, endToEndId } = entry;
  try {
    const cob = charge && (charge.pspCharge === 'cobr' ? await client.getCobr(charge.txid) : await client.getCob(charge.txid));
    const payment = cob ? (cob.pix?.find((received) => received.endToEndId === endToEndId) ?? null) : undefined;
    const refunds: CheckedRefund[] = [];
    for (const { id } of entry.refunds) {
      try {
        refunds.push({ id, report: await client.getRefund(endToEndId, id) });
      } catch (error) {
        // A refund the PSP does not know (not one of ours, or never made) changes nothing.
        if (!(error instanceof ApiPixError && error.status === 404)) throw error;
        refunds.push({ id, report: null });
      }
    }
    return { ...(cob && { payment }), refunds };
  } catch (error) {
    deps.logger.warn({ err: error, endToEndId }, 'could not verify a PIX notification with the PSP');
    throw providerUnavailable();
  }
}

/** A payment as the PSP's own record gives it, its amount read in cents where it enters (bacen/pix-api `valor`). */
const pspPaymentSchema = z.object({
  endToEndId: z.string(),
  valor: z
    .string()
    .regex(/^\d{1,12}\.\d{2}$/)
    .transform((valor) => reaisToCents(valor)!),
});
