import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';

/**
 * A supporter's comment shown on the page. Two sources write them:
 * - example content: `sourceKey` "example:<index>", inserted with the campaign;
 * - a paid donation's message: `sourceKey` "donation:<donationId>", `donationId` set,
 *   `name` the public name (first name or "Doador anônimo"), `amountCents` the
 *   donation's amount, `createdAt` its paidAt. Insert with an upsert on `sourceKey`
 *   ($setOnInsert) so a repeated confirmation never adds a second comment.
 * `hidden` comments (moderated by the organiser) never appear publicly.
 */
const commentSchema = new Schema(
  {
    /** Unique per origin, so every writer is idempotent (no sparse index needed on FerretDB). */
    sourceKey: { type: String, required: true },
    donationId: { type: Schema.Types.ObjectId, default: null },
    name: { type: String, required: true },
    /** Picture URL; null means the app's default avatar. */
    avatar: { type: String, default: null },
    amountCents: { type: Number, default: null },
    content: { type: String, required: true },
    /** "Em memória de Antônio" when its named donor gave in someone's honour or memory (rules/dedication.ts); '' otherwise. */
    dedication: { type: String, default: '' },
    hidden: { type: Boolean, required: true, default: false },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);

commentSchema.index({ sourceKey: 1 }, { unique: true });
// Public list: visible ones, newest first, _id breaking ties for a stable cursor.
commentSchema.index({ hidden: 1, createdAt: -1, _id: -1 });
// The organiser's list: every comment, hidden ones too, newest first, _id breaking ties.
commentSchema.index({ createdAt: -1, _id: -1 });

export type CommentDocument = InferSchemaType<typeof commentSchema> & { _id: Types.ObjectId };

export const commentModel = (connection: Connection) => connection.model('Comment', commentSchema, 'comments');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    Comment: ReturnType<typeof commentModel>;
  }
}
