import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';

/**
 * A donation's share code (rules/referral.ts): the code is the key, so two donations never
 * share one, and each donation has at most one (unique donationId). A collection of its own
 * rather than a field of the donation: donations made before codes existed have none until
 * asked for, and a unique index over a field they lack would refuse them (FerretDB v1 has no
 * partial index).
 */
const shareCodeSchema = new Schema(
  {
    _id: { type: String, required: true },
    donationId: { type: Schema.Types.ObjectId, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);

shareCodeSchema.index({ donationId: 1 }, { unique: true });

export type ShareCodeDocument = InferSchemaType<typeof shareCodeSchema> & { _id: string; donationId: Types.ObjectId };

export const shareCodeModel = (connection: Connection) => connection.model('ShareCode', shareCodeSchema, 'shareCodes');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    ShareCode: ReturnType<typeof shareCodeModel>;
  }
}
