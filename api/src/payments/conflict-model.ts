import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';

/**
 * A report (a webhook, the charges' reconciliation, the PSP's list of received PIX) that
 * names an end-to-end id already recorded (payments/model.ts) with another charge or another
 * amount. The recorded payment stays as it was, and nothing is counted: the organiser sees
 * the conflict among the payment issues (CONFLICTING_REPORT) and checks it with the PSP.
 */
const paymentConflictSchema = new Schema(
  {
    endToEndId: { type: String, required: true },
    /** What this report says: its txid ('' when it gave none) and amount. */
    txid: { type: String, default: '' },
    amountCents: { type: Number, required: true },
    /** The donation the reported txid belongs to, and what it asked for; null when none does. */
    donationId: { type: Schema.Types.ObjectId, default: null },
    expectedCents: { type: Number, default: null },
    /** The payment recorded first under this end-to-end id. */
    paymentId: { type: Schema.Types.ObjectId, required: true },
    /** 'webhook' or 'reconciliation'. */
    source: { type: String, required: true },
    settledAt: { type: Date, default: null },
    receivedAt: { type: Date, required: true },
    /** One issue per distinct report (unique): the same report repeated records nothing more. */
    reportKey: { type: String, required: true },
  },
  { versionKey: false, minimize: false },
);

paymentConflictSchema.index({ reportKey: 1 }, { unique: true });

export type PaymentConflictDocument = InferSchemaType<typeof paymentConflictSchema> & { _id: Types.ObjectId };

export const paymentConflictModel = (connection: Connection) =>
  connection.model('PaymentConflict', paymentConflictSchema, 'paymentConflicts');

/** The key of one report: what it claims about the payment, so a repeat finds its issue. */
export const conflictReportKey = (report: { endToEndId: string; txid: string; amountCents: number }) =>
  `${report.endToEndId}|${report.txid}|${report.amountCents}`;

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    PaymentConflict: ReturnType<typeof paymentConflictModel>;
  }
}
