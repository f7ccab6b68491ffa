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
    /**
     * Decides which payment of a charge confirms it, under a unique index: the CONFIRMED
     * payment of a donation holds `confirmedChargeKey(donationId)`, any other payment
     * `paymentKey(endToEndId)`. Of concurrent payments of one charge exactly one can
     * insert the charge's key; the others are recorded as duplicates.
     */
    chargeKey: { type: String, required: true },
  },
  { versionKey: false, minimize: false },
);

pixPaymentSchema.index({ endToEndId: 1 }, { unique: true });
pixPaymentSchema.index({ chargeKey: 1 }, { unique: true });
// The organiser's list of issues, newest first.
pixPaymentSchema.index({ outcome: 1, receivedAt: -1 });
pixPaymentSchema.index({ donationId: 1 });

export type PixPaymentDocument = InferSchemaType<typeof pixPaymentSchema> & { _id: Types.ObjectId };

export const pixPaymentModel = (connection: Connection) => connection.model('PixPayment', pixPaymentSchema, 'pixPayments');

/** The chargeKey of the one payment that confirms a donation. */
export const confirmedChargeKey = (donationId: Types.ObjectId) => `confirmed:${donationId.toHexString()}`;
/** The chargeKey of any other payment: unique because the end-to-end id is. */
export const paymentKey = (endToEndId: string) => `payment:${endToEndId}`;

/**
 * Gives payments recorded before `chargeKey` existed their key, so its unique index can
 * be built: the first CONFIRMED payment of a donation keeps confirming it, any later one
 * (recorded by the old check-then-insert race) becomes the duplicate it was.
 */
export async function backfillChargeKeys(PixPayment: ReturnType<typeof pixPaymentModel>): Promise<number> {
  const missing = await PixPayment.find({ chargeKey: { $exists: false } }, { endToEndId: 1, donationId: 1, outcome: 1 })
    .sort({ receivedAt: 1, _id: 1 })
    .lean();
  const confirmed = new Set(
    (await PixPayment.find({ chargeKey: /^confirmed:/ }, { chargeKey: 1 }).lean()).map((payment) => payment.chargeKey),
  );
  for (const payment of missing) {
    const key = payment.donationId ? confirmedChargeKey(payment.donationId) : '';
    const confirms = payment.outcome === 'CONFIRMED' && key !== '' && !confirmed.has(key);
    if (confirms) confirmed.add(key);
    await PixPayment.updateOne(
      { _id: payment._id },
      {
        $set: {
          chargeKey: confirms ? key : paymentKey(payment.endToEndId),
          ...(payment.outcome === 'CONFIRMED' && !confirms ? { outcome: 'DUPLICATE_PAYMENT' } : {}),
        },
      },
    );
  }
  return missing.length;
}

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    PixPayment: ReturnType<typeof pixPaymentModel>;
  }
}
