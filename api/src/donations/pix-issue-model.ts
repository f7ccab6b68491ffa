import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';

/**
 * The one PIX code a donation ever gets, under the donation's own `_id`: of concurrent
 * issues the first insert wins and the others read it, with no conditional update (a
 * filter beyond `_id` scans the collection on FerretDB v1). The donation keeps a copy
 * of these fields, written by `_id` after the insert.
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
