import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';

/**
 * One receipt, issued once per paid donation and never changed: its number and what it
 * says are a tax record (kept after the donor's other data is erased, LGPD art. 16, I).
 * Keyed by the donation's _id, so a second issue of the same donation finds the first.
 */
const receiptSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    /** Sequential per campaign, from the `counters` document; never reused (a lost race leaves a gap). */
    number: { type: Number, required: true },
    /** "recibo" when the donor gave a CPF, "comprovante" otherwise (the terms say which). */
    kind: { type: String, enum: ['recibo', 'comprovante'], required: true },
    issuedAt: { type: Date, required: true },
    /** '' for an anonymous donor who gave no name. */
    donorName: { type: String, default: '' },
    /** AES-256-GCM under the receipt-data key (crypto/encryption.ts); '' on a comprovante. */
    cpfEncrypted: { type: String, default: '' },
    amountCents: { type: Number, required: true },
    paidAt: { type: Date, required: true },
    /** The PIX end-to-end id, when the payment came through the PSP; null when the organiser confirmed it. */
    endToEndId: { type: String, default: null },
    /**
     * How the money came: 'PIX' through the site or the PSP; or, for money the organisation
     * registered (donations/outside.ts), its method (CASH, TRANSFER, DIRECT_PIX, EVENT). The
     * receipt says what was received, never "por PIX" of cash.
     */
    paidWith: { type: String, default: 'PIX' },
    organisationName: { type: String, required: true },
    organisationTaxId: { type: String, default: '' },
    /** Who the bank showed as receiving the PIX when the receipt was issued, masked as banks show it ('' when unknown). */
    pixHolderLine: { type: String, default: '' },
  },
  { versionKey: false, minimize: false },
);

receiptSchema.index({ number: 1 }, { unique: true });

export type ReceiptDocument = InferSchemaType<typeof receiptSchema> & { _id: Types.ObjectId };

export const receiptModel = (connection: Connection) => connection.model('Receipt', receiptSchema, 'receipts');

/** Named counters moved with $inc (receipt numbers); one document each. */
const counterSchema = new Schema(
  { _id: { type: String, required: true }, value: { type: Number, required: true } },
  { versionKey: false },
);

export const counterModel = (connection: Connection) => connection.model('Counter', counterSchema, 'counters');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    Receipt: ReturnType<typeof receiptModel>;
    Counter: ReturnType<typeof counterModel>;
  }
}
