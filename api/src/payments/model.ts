import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';

/**
 * What happened to one PIX payment the PSP reported. Anything but CONFIRMED is an
 * issue for the organiser: money arrived that did not (or not yet) count as a donation.
 */
export const PIX_PAYMENT_OUTCOMES = ['CONFIRMED', 'AMOUNT_MISMATCH', 'UNKNOWN_TXID', 'DUPLICATE_PAYMENT', 'UNVERIFIED'] as const;
export type PixPaymentOutcome = (typeof PIX_PAYMENT_OUTCOMES)[number];

/**
 * One PIX payment received, keyed by the SPI's end-to-end id (unique index), so a
 * repeated webhook or a reconciliation that finds the same payment is recorded once.
 */
const pixPaymentSchema = new Schema(
  {
    endToEndId: { type: String, required: true },
    txid: { type: String, default: '' },
    /** What the payer paid. */
    amountCents: { type: Number, required: true },
    /** What the donation asked for; null when no donation has this txid. */
    expectedCents: { type: Number, default: null },
    donationId: { type: Schema.Types.ObjectId, default: null },
    outcome: { type: String, enum: PIX_PAYMENT_OUTCOMES, required: true },
    /** 'webhook' or 'reconciliation'. */
    source: { type: String, required: true },
    /** When the payer's bank settled it, as the PSP says (`horario`). */
    settledAt: { type: Date, default: null },
    receivedAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);

pixPaymentSchema.index({ endToEndId: 1 }, { unique: true });
// The organiser's list of issues, newest first.
pixPaymentSchema.index({ outcome: 1, receivedAt: -1 });
pixPaymentSchema.index({ donationId: 1 });

export type PixPaymentDocument = InferSchemaType<typeof pixPaymentSchema> & { _id: Types.ObjectId };

export const pixPaymentModel = (connection: Connection) => connection.model('PixPayment', pixPaymentSchema, 'pixPayments');
