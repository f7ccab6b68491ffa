import { createHash } from 'node:crypto';
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/**
 * An address that asked for no more dedication notices (the notice's stop link): no later
 * dedication writes to it, whoever types it. Only the address's SHA-256 is kept, as the `_id`,
 * so the record names no one in clear and outlives the donation it came from.
 */
const dedicationStopSchema = new Schema(
  {
    /** SHA-256 (hex) of the lower-cased address. */
    _id: { type: String, required: true },
    stoppedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export type DedicationStopDocument = InferSchemaType<typeof dedicationStopSchema>;

export const dedicationStopModel = (connection: Connection) =>
  connection.model('DedicationStop', dedicationStopSchema, 'dedicationStops');

/** The key an address's stop is kept under: its SHA-256, never the address in clear. */
export const dedicationStopKeyOf = (email: string) =>
  createHash('sha256').update(`dedication\n${email.toLowerCase()}`).digest('hex');

/** The outbox's event key of a donation's notice: one per donation, ever. */
export const dedicationNoticeEventKey = (donationId: { toHexString(): string }) => `dedication:${donationId.toHexString()}`;

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    DedicationStop: ReturnType<typeof dedicationStopModel>;
  }
}
