import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/**
 * A "Minhas doações" link: e-mailed to one address, it lists every donation made with
 * it until `expiresAt` (24 h). Only the SHA-256 of the link's token is kept, as the
 * `_id`, so the link is found by primary key and the database alone opens nothing.
 * Expired links are refused, and deleted by the payment sweep or when opened.
 */
const myDonationsLinkSchema = new Schema(
  {
    /** SHA-256 (hex) of the token in the link. */
    _id: { type: String, required: true },
    /** Lower-cased, as donations keep it. */
    email: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// The sweep's range query (FerretDB v1 has no TTL index).
myDonationsLinkSchema.index({ expiresAt: 1 });

export type MyDonationsLinkDocument = InferSchemaType<typeof myDonationsLinkSchema>;

export const myDonationsLinkModel = (connection: Connection) =>
  connection.model('MyDonationsLink', myDonationsLinkSchema, 'myDonationsLinks');

/** The outbox's event key of a link's e-mail: one e-mail per link; the prefix lets the sweep find them. */
export const MY_DONATIONS_EVENT_PREFIX = 'my-donations:';

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    MyDonationsLink: ReturnType<typeof myDonationsLinkModel>;
  }
}
