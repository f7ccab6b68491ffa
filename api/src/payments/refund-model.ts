import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import { REFUND_STATUSES, type RefundStatus } from '../../../rules/pix.js';

export { REFUND_STATUSES, type RefundStatus };

/** `api-pix`: asked of the PSP (`PUT /pix/{e2eid}/devolucao/{id}`); `manual`: made by hand, recorded by the organiser. */
export const REFUND_METHODS = ['api-pix', 'manual'] as const;

/**
 * Money sent back to a payer: a duplicate payment, or a donation the donor asked back.
 * A refund of a counted donation (`countsInTotals`) takes its amount off the campaign's
 * total once it is DEVOLVIDO, through `refundChanged` (payments/refunds.ts).
 */
const refundSchema = new Schema(
  {
    /** The devolução's id at the PSP (API Pix `id`, 1–35 letters and digits); also the idempotency key of the request. */
    refundId: { type: String, required: true },
    /** The payment refunded, when one was recorded (every api-pix refund has one). */
    paymentId: { type: Schema.Types.ObjectId, default: null },
    donationId: { type: Schema.Types.ObjectId, default: null },
    /** The refunded payment's end-to-end id; empty for a donation confirmed by hand and refunded by hand. */
    endToEndId: { type: String, default: '' },
    amountCents: { type: Number, required: true },
    /** True when the refunded money was counted in the total raised (a donation's confirming payment). */
    countsInTotals: { type: Boolean, required: true },
    method: { type: String, enum: REFUND_METHODS, required: true },
    status: { type: String, enum: REFUND_STATUSES, required: true },
    /**
     * One refund in flight or done per payment (or hand-confirmed donation), under a unique
     * index: "payment:<id>" or "donation:<id>"; a refused one gives its key up ("failed:<refundId>").
     */
    activeKey: { type: String, required: true },
    /** The organiser's note; never public (it may name the payer). */
    reason: { type: String, default: '' },
    requestedAt: { type: Date, required: true },
    /** When the money went back (API Pix `horario.liquidacao`, or the organiser's recording). */
    settledAt: { type: Date, default: null },
    /** The SPI's return id (`rtrId`). */
    returnId: { type: String, default: '' },
    /** Why the SPI refused it (`motivo`), for the organiser. */
    failure: { type: String, default: '' },
    /** Set once the totals reflect a DEVOLVIDO refund; null while that is pending (payments/refunds.ts). */
    effectsAppliedAt: { type: Date, default: null },
  },
  { versionKey: false, minimize: false },
);

refundSchema.index({ refundId: 1 }, { unique: true });
refundSchema.index({ activeKey: 1 }, { unique: true });
refundSchema.index({ status: 1, requestedAt: -1 });
refundSchema.index({ donationId: 1 });

export type RefundDocument = InferSchemaType<typeof refundSchema> & { _id: Types.ObjectId };

export const refundModel = (connection: Connection) => connection.model('Refund', refundSchema, 'refunds');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    Refund: ReturnType<typeof refundModel>;
  }
}
