import type { Types } from 'mongoose';
import { isDuplicateKeyError } from '../db/ids.js';
import type { Deps } from '../deps.js';
import type { DonationDocument } from '../donations/model.js';
import { conflictReportKey } from './conflict-model.js';

/** What was recorded first under an end-to-end id. */
export interface RecordedReport {
  _id: Types.ObjectId;
  txid?: string | null;
  amountCents: number;
}

/** What a later report says of the same end-to-end id. */
export interface LaterReport {
  endToEndId: string;
  /** Absent or '': the report names no charge (a list entry may not), which contradicts nothing. */
  txid?: string | null;
  amountCents: number;
  settledAt: Date | null;
}

/**
 * Records, once per distinct report, a report that gives an end-to-end id already recorded
 * another charge or another amount. One end-to-end id is one payment at the SPI, so either
 * report is wrong (a PSP's mistake, or a forged notification that passed the secret): the
 * record stays as it is and nothing is counted, but the organiser is shown the conflict
 * instead of it being dropped. Returns whether the report conflicts.
 */
export async function recordConflictingReport(
  deps: Deps,
  recorded: RecordedReport,
  report: LaterReport,
  source: 'webhook' | 'reconciliation',
  donationOfTxid: (txid: string) => Promise<Pick<DonationDocument, '_id' | 'amountCents'> | null>,
): Promise<boolean> {
  const txid = report.txid ?? '';
  const otherCharge = txid !== '' && txid !== (recorded.txid ?? '');
  if (!otherCharge && report.amountCents === recorded.amountCents) return false;
  const donation = txid ? await donationOfTxid(txid) : null;
  try {
    await deps.models.PaymentConflict.create({
      endToEndId: report.endToEndId,
      txid,
      amountCents: report.amountCents,
      donationId: donation?._id ?? null,
      expectedCents: donation?.amountCents ?? null,
      paymentId: recorded._id,
      source,
      settledAt: report.settledAt && !Number.isNaN(report.settledAt.getTime()) ? report.settledAt : null,
      receivedAt: deps.now(),
      reportKey: conflictReportKey({ endToEndId: report.endToEndId, txid, amountCents: report.amountCents }),
    });
    deps.logger.warn(
      { endToEndId: report.endToEndId, txid, recordedTxid: recorded.txid ?? '', source },
      'a PIX report contradicts the payment recorded under its end-to-end id',
    );
  } catch (error) {
    // The same report again: its issue is already there.
    if (!isDuplicateKeyError(error)) throw error;
  }
  return true;
}
