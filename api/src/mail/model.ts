import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * One message to a donor, written in the same step as the event that causes it, then
 * delivered by the sender (mail/sender.ts). `eventKey` is unique: an event that happens
 * twice (a retried confirmation) writes its message once.
 */
const outboxMessageSchema = new Schema(
  {
    /** What caused it, e.g. "pix-code:<donation>:<expiresAt>", "paid:<donation>". */
    eventKey: { type: String, required: true },
    /** Fixed when written: a resend or a repeat after a crash carries the same Message-ID. */
    messageId: { type: String, required: true },
    donationId: { type: Schema.Types.ObjectId, default: null },
    to: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, required: true },
    /** Extra headers, e.g. an update's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: { type: Schema.Types.Mixed, default: {} },
    /** Reply-To, when a reply should not go to MAIL_FROM; '' for none. */
    replyTo: { type: String, default: '' },
    /** Attachments made at sending time from stored records (the receipt PDF), so none is stored twice. */
    attachReceipt: { type: Boolean, default: false },
    status: { type: String, enum: OUTBOX_STATUSES, required: true, default: 'pending' },
    attempts: { type: Number, required: true, default: 0 },
    nextAttemptAt: { type: Date, required: true },
    /** While `sending`: when the claim lapses if the sender died (another instance takes it over). */
    claimedUntil: { type: Date, default: null },
    lastError: { type: String, default: '' },
    sentAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);

outboxMessageSchema.index({ eventKey: 1 }, { unique: true });
outboxMessageSchema.index({ status: 1, nextAttemptAt: 1 });
outboxMessageSchema.index({ donationId: 1 });

export type OutboxMessageDocument = InferSchemaType<typeof outboxMessageSchema> & { _id: Types.ObjectId };

export const outboxMessageModel = (connection: Connection) => connection.model('OutboxMessage', outboxMessageSchema, 'outbox');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    OutboxMessage: ReturnType<typeof outboxMessageModel>;
  }
}
