import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/**
 * The payments of a PSP notification the webhook did not apply before answering: a batch
 * of hundreds takes minutes (each payment is checked with the PSP and confirmed), and a PSP
 * that waits past its patience sends the whole batch again. What is left when the answer is
 * due is written here first, the PSP is answered 200, and the payments are applied after
 * (at once in the background, and by the payment sweep after a crash). Keyed by the
 * payment's end-to-end id, so a batch sent again queues nothing twice; applying is
 * idempotent by the same id (payments/receive.ts).
 */
const pixInboxSchema = new Schema(
  {
    /** The SPI's end-to-end id. */
    _id: { type: String, required: true },
    /** The notification's entry, as validated (`{endToEndId, txid, valor, horario, devolucoes}`). */
    pix: { type: Schema.Types.Mixed, required: true },
    receivedAt: { type: Date, required: true },
    /** When it may next be tried: now when queued, later while claimed or after a failure. */
    nextAttemptAt: { type: Date, required: true },
    attempts: { type: Number, default: 0 },
    lastError: { type: String, default: '' },
  },
  { versionKey: false, minimize: false },
);
pixInboxSchema.index({ nextAttemptAt: 1 });

export type PixInboxDocument = InferSchemaType<typeof pixInboxSchema>;

export const pixInboxModel = (connection: Connection) => connection.model('PixInbox', pixInboxSchema, 'pixInbox');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    PixInbox: ReturnType<typeof pixInboxModel>;
  }
}
