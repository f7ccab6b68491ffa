import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/**
 * A message from the contact form. The sender's address is not kept with it: the
 * rate limiter counts per address on its own, and the organiser only needs a reply-to.
 */
const contactMessageSchema = new Schema(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    message: { type: String, required: true },
    createdAt: { type: Date, required: true },
    /** When it was last answered from the panel; null while it has no answer. */
    answeredAt: { type: Date, default: null },
    /** Every answer e-mailed to the sender, kept with the message and deleted with it. */
    answers: {
      type: [
        new Schema(
          {
            text: { type: String, required: true },
            answeredAt: { type: Date, required: true },
            /** Who answered, as the audit trail names them (audit/service.ts actorNameOf). */
            answeredBy: { type: String, required: true },
          },
          { versionKey: false },
        ),
      ],
      default: [],
    },
  },
  { versionKey: false },
);

// The panel's list filtered by answered / not answered, newest first, and its menu's count.
contactMessageSchema.index({ answeredAt: 1, _id: -1 });

export type ContactMessageDocument = InferSchemaType<typeof contactMessageSchema>;

export const contactMessageModel = (connection: Connection) =>
  connection.model('ContactMessage', contactMessageSchema, 'contact_messages');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    ContactMessage: ReturnType<typeof contactMessageModel>;
  }
}
