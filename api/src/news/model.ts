import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';

export const MAILING_STATUSES = ['pending', 'done'] as const;

/**
 * The e-mailing of one campaign update to the donors who asked for updates, under the
 * update's own `_id`. Written `pending` when the update is posted; the fan-out
 * (news/service.ts) writes one outbox message per address and then marks it `done`. A
 * crash in between leaves it `pending`, and the next run writes only what is missing:
 * each message's `eventKey` names the update and the address's donation, once.
 */
const updateMailingSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    status: { type: String, enum: MAILING_STATUSES, required: true },
    /** Addresses written to the outbox, set when done. */
    recipients: { type: Number, default: 0 },
    createdAt: { type: Date, required: true },
    doneAt: { type: Date, default: null },
  },
  { versionKey: false, minimize: false },
);

updateMailingSchema.index({ status: 1 });

export type UpdateMailingDocument = InferSchemaType<typeof updateMailingSchema> & { _id: Types.ObjectId };

export const updateMailingModel = (connection: Connection) =>
  connection.model('UpdateMailing', updateMailingSchema, 'updateMailings');

/** The outbox's event key of an update's e-mail to one address (named by its oldest consenting donation). */
export const updateMailEventKey = (updateId: Types.ObjectId, donationId: Types.ObjectId) =>
  `update:${updateId.toHexString()}:${donationId.toHexString()}`;

/** Every message of one update's mailing: its event keys start with this. */
export const updateMailEventPrefix = (updateId: Types.ObjectId) => `update:${updateId.toHexString()}:`;

/**
 * An address that stopped the updates, remembered after its donations are gone (erased) or new
 * ones arrive: a later donation with the box ticked does not write to it again until the
 * address's owner confirms from the e-mail sent to it (news/service.ts). Only the address's
 * SHA-256 is kept, as the `_id`, so the record names no one in clear.
 */
const updatesStopSchema = new Schema(
  {
    /** SHA-256 (hex) of the lower-cased address. */
    _id: { type: String, required: true },
    stoppedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export type UpdatesStopDocument = InferSchemaType<typeof updatesStopSchema>;

export const updatesStopModel = (connection: Connection) => connection.model('UpdatesStop', updatesStopSchema, 'updatesStops');

/**
 * What news reads of an organiser's update, to e-mail it: the post itself is transparency's
 * (transparency/model.ts, which writes it); described here, as transparency sits above news.
 */
export interface PostedUpdate {
  _id: Types.ObjectId;
  title: string;
  body: string;
}

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    UpdateMailing: ReturnType<typeof updateMailingModel>;
    UpdatesStop: ReturnType<typeof updatesStopModel>;
  }
}
