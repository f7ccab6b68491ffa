import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/**
 * Exactly-once decisions taken by an insert under `_id`, the one key every database
 * serves from its primary index (FerretDB v1 serves no other filter from an index):
 *
 * - `charge:<donationId>`: the confirmation of a donation's payment. Of concurrent
 *   confirmations exactly one inserts it and applies the payment; the others read it.
 * - `e2e:<endToEndId>`: a reported PIX payment already recorded, with its outcome, so a
 *   repeated notification is answered by one read by `_id`.
 */
const paymentClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    donationId: { type: Schema.Types.ObjectId, default: null },
    /** charge: when the donation became paid and who confirmed it; repeated on the donation. */
    paidAt: { type: Date, default: null },
    source: { type: String, default: '' },
    /** charge: the payment that confirmed it (null for the organiser's confirmation); e2e: the payment itself. */
    endToEndId: { type: String, default: null },
    /** e2e: what was recorded for that payment. */
    outcome: { type: String, default: '' },
    at: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);

export type PaymentClaimDocument = InferSchemaType<typeof paymentClaimSchema>;

export const paymentClaimModel = (connection: Connection) =>
  connection.model('PaymentClaim', paymentClaimSchema, 'paymentClaims');

export const chargeClaimId = (donationId: { toHexString(): string }) => `charge:${donationId.toHexString()}`;
export const paymentClaimId = (endToEndId: string) => `e2e:${endToEndId}`;
