import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';

/**
 * Every admin mutation, who/what/when: the organiser's trail of changes to money and
 * content. Written after the change succeeded; append-only.
 */
const auditEntrySchema = new Schema(
  {
    at: { type: Date, required: true },
    /** The mutation, e.g. "confirmDonation". */
    action: { type: String, required: true },
    /** What it acted on: a donation or comment id, or "campaign". */
    target: { type: String, required: true },
    /** Who: "admin" plus a fingerprint of the token used, so a rotated token shows. */
    actor: { type: String, required: true },
    ipAddress: { type: String, default: '' },
    userAgent: { type: String, default: '' },
    /** What changed, as JSON-able data (never personal data). */
    details: { type: Schema.Types.Mixed, default: {} },
  },
  { versionKey: false, minimize: false },
);

auditEntrySchema.index({ at: -1, _id: -1 });

export type AuditEntryDocument = InferSchemaType<typeof auditEntrySchema> & { _id: Types.ObjectId };

export const auditEntryModel = (connection: Connection) => connection.model('AuditEntry', auditEntrySchema, 'auditLog');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    AuditEntry: ReturnType<typeof auditEntryModel>;
  }
}
