import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/**
 * Exactly-once decisions taken by an insert under `_id`, the one key every database
 * serves from its primary index:
 *
 * - `charge:<donationId>`: the confirmation of a donation's payment. Of concurrent
 *   confirmations exactly one inserts it and applies the payment; the others read it.
 * - `expired:<donationId>`: the statistics counted the donation's expiry (states.ts).
 *
 * Databases written by earlier versions also hold `e2e:<endToEndId>` entries, a copy of a
 * payment's outcome no longer read: the payment's own record answers a repeat.
 */
const paymentClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    donationId: { type: Schema.Types.ObjectId, default: null },
    /** charge: when the donation became paid and who confirmed it; repeated on the donation. */
    paidAt: { type: Date, default: null },
    source: { type: String, default: '' },
    /** charge: the payment that confirmed it (null for the organiser's confirmation). */
    endToEndId: { type: String, default: null },
    /** Written by earlier versions' e2e entries. */
    outcome: { type: String, default: '' },
    at: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);

export type PaymentClaimDocument = InferSchemaType<typeof paymentClaimSchema>;

export const paymentClaimModel = (connection: Connection) =>
  connection.model('PaymentClaim', paymentClaimSchema, 'paymentClaims');

export const chargeClaimId = (donationId: { toHexString(): string }) => `charge:${donationId.toHexString()}`;

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    PaymentClaim: ReturnType<typeof paymentClaimModel>;
  }
}
