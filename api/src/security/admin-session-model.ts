import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/**
 * A signed-in panel session (admin-session.ts). Only the SHA-256 of the cookie's
 * secret is stored, as `_id`: a stolen database copy opens no panel, and the lookup is
 * the primary key (FerretDB v1 scans on any other field). FerretDB has no TTL indexes:
 * expired sessions are refused on read and deleted at the next sign-in.
 */
const adminSessionSchema = new Schema(
  {
    _id: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    ipAddress: { type: String, default: '' },
    userAgent: { type: String, default: '' },
    /** The team member signed in (team/model.ts); null for a session opened with the admin token. */
    memberId: { type: Schema.Types.ObjectId, default: null },
  },
  { versionKey: false },
);
adminSessionSchema.index({ expiresAt: 1 });
// A person's sessions: listed for the owner, ended at once when they are removed.
adminSessionSchema.index({ memberId: 1 });

export type AdminSessionDocument = InferSchemaType<typeof adminSessionSchema>;

export const adminSessionModel = (connection: Connection) =>
  connection.model('AdminSession', adminSessionSchema, 'adminSessions');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    AdminSession: ReturnType<typeof adminSessionModel>;
  }
}
