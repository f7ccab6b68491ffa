import { Schema, Types, type Connection, type InferSchemaType } from 'mongoose';

/**
 * Monthly giving (Pix Automático). A `Recurrence` is the donor's authorisation as the PSP
 * holds it (`rec`); each month it is charged a `MonthlyCharge` is recorded, and the money of
 * that month is an ordinary Donation (`recurrenceId` set), so totals, receipts, statistics,
 * the ledger and the yearly statement count it as any other payment, exactly once.
 */

export const RECURRENCE_STATUSES = ['awaiting', 'active', 'cancelled', 'expired', 'rejected'] as const;
export type RecurrenceStatus = (typeof RECURRENCE_STATUSES)[number];

/** Who ended a recurrence: this page's button, the payer's bank app, the payer's bank, the organiser, the campaign's PSP. */
export const CANCELLERS = ['donor', 'payer-app', 'payer-bank', 'organiser', 'psp'] as const;
export type Canceller = (typeof CANCELLERS)[number];

const recurrenceSchema = new Schema(
  {
    /** Client-generated; the same key never creates two (unique index). */
    idempotencyKey: { type: String, required: true },
    /** HMAC of the normalised request: same key + another request → CONFLICT. */
    requestHash: { type: String, required: true },
    /** SHA-256 of the private link's token (`/doacao-mensal/<token>`). */
    accessTokenHash: { type: String, required: true },
    /** The token itself, AES-256-GCM, so a replay of the request and later e-mails can carry the link. */
    donorLinkTokenEncrypted: { type: String, required: true },
    status: { type: String, enum: RECURRENCE_STATUSES, required: true, default: 'awaiting' },
    amountCents: { type: Number, required: true },
    dayOfMonth: { type: Number, required: true },
    /** The donor's data, '' once erased at their request (monthly/erasure.ts). */
    name: { type: String, default: '' },
    email: { type: String, default: '' },
    /** AES-256-GCM under the CPF key, as on donations; the PSP needs it in clear to create the recurrence. */
    cpfEncrypted: { type: String, default: '' },
    isAnonymous: { type: Boolean, default: false },
    message: { type: String, default: '' },
    wantsUpdates: { type: Boolean, default: false },
    /** The ad or campaign that brought the donor (rules/tracking.ts): each month's donation carries it, so statistics attribute every month. */
    tracking: { type: Schema.Types.Mixed, default: () => ({}) },
    /** The share code of the link the donor came by (rules/referral.ts): each month's donation carries it. */
    referredBy: { type: String, default: '' },
    /** Journey 3 (the code pays the first month and authorises the rest) or journey 2 (authorises only). */
    payFirstNow: { type: Boolean, required: true },
    /** The first month's donation, paid with the authorisation (journey 3); null otherwise. */
    firstDonationId: { type: Schema.Types.ObjectId, default: null },
    /** What the PSP holds: the QR location, the recurrence's id ('' until created) and the code to authorise with. */
    locId: { type: Number, default: null },
    idRec: { type: String, default: '' },
    pixCode: { type: String, default: '' },
    /** When the code stops being offered (journey 3: the first month's charge expires). */
    expiresAt: { type: Date, default: null },
    /** The policy written into the recurrence at the PSP (`RR…` or `RN…`): whether failed months may be retried at all. */
    retryPolicy: { type: String, enum: ['NAO_PERMITE', 'PERMITE_3R_7D'], required: true },
    /** The due date of the next month not yet charged, YYYY-MM-DD in Brasília. */
    nextDueDate: { type: String, required: true },
    activatedAt: { type: Date, default: null },
    cancelledAt: { type: Date, default: null },
    cancelledBy: { type: String, enum: [...CANCELLERS, ''], default: '' },
    /** Who pressed this site's cancel button (the donor or the organiser), written before the PSP is asked. */
    cancelRequestedBy: { type: String, enum: ['donor', 'organiser', ''], default: '' },
    /** When the PSP was last asked about it while active (monthly/charges.ts reconcileMonthly); the epoch before the first time. */
    pspCheckedAt: { type: Date, default: () => new Date(0) },
    /** When the donor erased their personal data (LGPD art. 18, VI); null otherwise. */
    erasedAt: { type: Date, default: null },
    /** When it was set up: to ask the PSP about authorisations for a while (payments/psp-reconcile.ts). */
    createdAt: { type: Date, required: true },
    /** The donor paused it (monthly/self-service.ts): no month is sent to the bank until resumed; null otherwise. */
    pausedAt: { type: Date, default: null },
    /** Months (YYYY-MM) the donor skipped: never charged. */
    skippedMonths: { type: [String], default: [] },
    /**
     * A new amount waiting for the donor's authorisation: a fixed-value recurrence's value cannot be
     * revised (PATCH /rec takes no `valor`), so it is a new recurrence at the PSP, with its own code.
     * The current one keeps charging until the new one is approved.
     */
    amountChange: {
      type: new Schema(
        {
          amountCents: { type: Number, required: true },
          locId: { type: Number, default: null },
          idRec: { type: String, default: '' },
          pixCode: { type: String, default: '' },
          expiresAt: { type: Date, default: null },
          requestedAt: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
    /** Recurrences this one replaced (an amount change): their notifications are known, and each is cancelled at the PSP. */
    formerIdRecs: { type: [String], default: [] },
    /** Former recurrences still to cancel at the PSP once no month sent under them is open. */
    retiringIdRecs: { type: [String], default: [] },
    retiring: { type: Boolean, default: false },
    /** What the donor changed and when, oldest first: shown to the donor and the organiser. */
    changes: {
      type: [
        new Schema(
          {
            at: { type: Date, required: true },
            kind: { type: String, required: true },
            from: { type: String, default: '' },
            to: { type: String, default: '' },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
  },
  { versionKey: false, minimize: false },
);

recurrenceSchema.index({ idempotencyKey: 1 }, { unique: true });
recurrenceSchema.index({ accessTokenHash: 1 });
// The PSP's notifications name the recurrence by idRec.
recurrenceSchema.index({ idRec: 1 });
recurrenceSchema.index({ 'amountChange.idRec': 1 });
recurrenceSchema.index({ formerIdRecs: 1 });
// The monthly sweep: active recurrences whose next charge's window has opened.
recurrenceSchema.index({ status: 1, nextDueDate: 1 });

export type RecurrenceDocument = InferSchemaType<typeof recurrenceSchema> & { _id: Types.ObjectId };

export const recurrenceModel = (connection: Connection) => connection.model('Recurrence', recurrenceSchema, 'recurrences');

export const MONTHLY_CHARGE_STATUSES = ['creating', 'scheduled', 'retrying', 'paid', 'failed', 'cancelled'] as const;
export type MonthlyChargeStatus = (typeof MONTHLY_CHARGE_STATUSES)[number];

/**
 * One month of a recurrence. `_id` is "<recurrence id>:<YYYY-MM>": whichever run inserts it
 * first charges that month, and no other run can (a month is never charged twice). Its
 * donation's `_id` and txid are fixed at that insert, so a run that stops half-way is
 * finished with the same charge at the PSP, never a second one.
 */
const monthlyChargeSchema = new Schema(
  {
    _id: { type: String, required: true },
    recurrenceId: { type: Schema.Types.ObjectId, required: true },
    /** YYYY-MM. */
    cycle: { type: String, required: true },
    /** YYYY-MM-DD; the first month paid with the authorisation: the day it was set up. */
    dueDate: { type: String, required: true },
    donationId: { type: Schema.Types.ObjectId, required: true },
    txid: { type: String, required: true },
    /** 'cob': the first month, an immediate charge paid with the authorisation; 'cobr': a recurring charge. */
    kind: { type: String, enum: ['cob', 'cobr'], required: true },
    status: { type: String, enum: MONTHLY_CHARGE_STATUSES, required: true },
    /** Retries asked of the PSP so far. */
    retries: { type: Number, default: 0 },
    createdAt: { type: Date, required: true },
    /** The recurrence the charge was sent under ('' before it was sent, or before amount changes existed). */
    idRec: { type: String, default: '' },
    sentAt: { type: Date, default: null },
    closedAt: { type: Date, default: null },
  },
  { versionKey: false, minimize: false },
);

monthlyChargeSchema.index({ recurrenceId: 1, dueDate: -1 });
// The sweeps: charges to finish sending, and charges to ask the PSP about.
monthlyChargeSchema.index({ status: 1 });

export type MonthlyChargeDocument = InferSchemaType<typeof monthlyChargeSchema>;

export const monthlyChargeModel = (connection: Connection) =>
  connection.model('MonthlyCharge', monthlyChargeSchema, 'monthlyCharges');

export const monthlyChargeId = (recurrenceId: Types.ObjectId, cycle: string) => `${recurrenceId.toHexString()}:${cycle}`;

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    Recurrence: ReturnType<typeof recurrenceModel>;
    MonthlyCharge: ReturnType<typeof monthlyChargeModel>;
  }
}
