import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';

export const DATA_REQUEST_KINDS = ['export', 'correction', 'erasure'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** LGPD art. 19: a data subject's request is answered within 15 days. */
export const DATA_REQUEST_DEADLINE_DAYS = 15;

/**
 * A donor's request about their data (LGPD art. 18), kept for the organiser with its
 * deadline. Requests made on the donor's page are answered at once; the record says so.
 */
const dataRequestSchema = new Schema(
  {
    donationId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: DATA_REQUEST_KINDS, required: true },
    requestedAt: { type: Date, required: true },
    deadline: { type: Date, required: true },
    answeredAt: { type: Date, default: null },
    /** What was done, in words the organiser reads (never the personal data itself). */
    outcome: { type: String, default: '' },
  },
  { versionKey: false, minimize: false },
);

dataRequestSchema.index({ requestedAt: -1 });

export type DataRequestDocument = InferSchemaType<typeof dataRequestSchema> & { _id: Types.ObjectId };

export const dataRequestModel = (connection: Connection) => connection.model('DataRequest', dataRequestSchema, 'dataRequests');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    DataRequest: ReturnType<typeof dataRequestModel>;
  }
}
