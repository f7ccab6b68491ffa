import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';

/**
 * Where earlier versions decided a donation's one PIX code (an insert under the
 * donation's `_id`, then copied onto the donation). The code is now decided on the
 * donation itself and nothing writes here; the collection stays for databases that
 * have it, so that key rotation (crypto/rotation.ts) still re-encrypts what it holds.
 */
const pixIssueSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    pixCode: { type: String, required: true },
    pixIssuedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    donorLinkTokenEncrypted: { type: String, default: '' },
  },
  { versionKey: false, minimize: false },
);

export type PixIssueDocument = InferSchemaType<typeof pixIssueSchema> & { _id: Types.ObjectId };

export const pixIssueModel = (connection: Connection) => connection.model('PixIssue', pixIssueSchema, 'pixIssues');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    PixIssue: ReturnType<typeof pixIssueModel>;
  }
}
