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
  },
  { versionKey: false },
);

export type ContactMessageDocument = InferSchemaType<typeof contactMessageSchema>;

export const contactMessageModel = (connection: Connection) =>
  connection.model('ContactMessage', contactMessageSchema, 'contact_messages');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    ContactMessage: ReturnType<typeof contactMessageModel>;
  }
}
