import { Schema, Types, type Connection, type InferSchemaType } from 'mongoose';
import { PIX_EXPIRY_SECONDS } from '../../../rules/pix.js';
import { OUTSIDE_METHODS } from '../../../rules/outside-donation.js';
import { TRACKING_FIELDS, type TrackingField } from '../../../rules/tracking.js';
import { DEDICATION_KINDS } from '../../../rules/dedication.js';

export const DONATION_STATUSES = ['pending', 'paid', 'expired'] as const;
export type DonationStatusValue = (typeof DONATION_STATUSES)[number];
export const DONATION_ORIGINS = ['site', 'direct-pix', 'registered'] as const;
/** Each status as a donor reads it (the private page, "Minhas doações"). */
export const DONATION_STATUS_LABELS: Record<DonationStatusValue, string> = {
  pending: 'aguardando pagamento',
  paid: 'pago',
  expired: 'expirado',
};

/** Ad and UTM attribution the client captured from the landing URL (rules/tracking.ts). */
const trackingSchema = new Schema(
  Object.fromEntries(TRACKING_FIELDS.map((field) => [field, { type: String }])) as Record<
    TrackingField,
    { type: StringConstructor }
  >,
  { _id: false },
);

/** A proof image of a registered donation, in the `donationProofs` bucket (donations/outside-proofs.ts): private. */
const outsideProofSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
    uploadedAt: { type: Date, required: true },
  },
  { _id: false },
);

/**
 * A donation given "em homenagem a" or "em memória de" someone (rules/dedication.ts). The
 * honoree's data are the donor's to erase: blanked with theirs (donor/erasure.ts), so retention
 * removes them too. Its notice is e-mailed once, on payment (dedications/service.ts).
 */
const dedicationSchema = new Schema(
  {
    kind: { type: String, enum: DEDICATION_KINDS, required: true },
    name: { type: String, required: true },
    /** Who is told (for "em memória", the family); '' when nobody. */
    email: { type: String, default: '' },
    message: { type: String, default: '' },
    /** Whether the notice tells the amount: only when the donor chose it. */
    showAmount: { type: Boolean, default: false },
    /** The secret of the notice's stop link (`/homenagem/parar/<donation id>.<token>`); '' without an address. */
    stopToken: { type: String, default: '' },
  },
  { _id: false },
);

/**
 * What the organisation recorded of money it received outside the site's codes
 * (donations/outside.ts). Never edited: a correction annuls the entry with its reason and
 * registers another in its place.
 */
const outsideSchema = new Schema(
  {
    method: { type: String, enum: OUTSIDE_METHODS, required: true },
    /** YYYY-MM-DD in Brasília, as the organiser said. */
    receivedOn: { type: String, required: true },
    /** Private. */
    note: { type: String, default: '' },
    proofs: { type: [outsideProofSchema], default: [] },
    /** Set once, with the reason: the entry counts nowhere from then on. */
    annulledAt: { type: Date, default: null },
    annulReason: { type: String, default: '' },
    /** Set when the totals let go of it (a crash between the two is finished by the sweep). */
    annulAppliedAt: { type: Date, default: null },
    replacedBy: { type: Schema.Types.ObjectId, default: null },
    replaces: { type: Schema.Types.ObjectId, default: null },
  },
  { _id: false },
);

/**
 * One donation, from the form to the bank. Lifecycle: `pending` when created,
 * `paid` when the payment is confirmed (admin or webhook), `expired` when the PIX
 * code's `expiresAt` passed unpaid. Every field a later step needs is present from
 * creation, so no index has to be sparse or partial (FerretDB v1 has neither).
 */
const donationSchema = new Schema(
  {
    /** Client-generated; the same key never creates two donations (unique index). */
    idempotencyKey: { type: String, required: true },
    /**
     * HMAC of the normalised payload: same key + different payload → CONFLICT. Erasure
     * replaces it with ERASED_REQUEST_HASH, so nothing left can confirm the erased data.
     */
    requestHash: { type: String, required: true },
    status: { type: String, enum: DONATION_STATUSES, required: true, default: 'pending' },
    amountCents: { type: Number, required: true },
    /** '' for an anonymous donor who gave no name. */
    name: { type: String, default: '' },
    /** Always given through the site's form; '' for money that came without it (`origin`) and once erased. */
    email: { type: String, default: '' },
    /** Digits only, '' when not given. */
    phone: { type: String, default: '' },
    /** AES-256-GCM under the CPF key (crypto/encryption.ts); '' when not given. Never leaves the server in clear. */
    cpfEncrypted: { type: String, default: '' },
    isAnonymous: { type: Boolean, required: true, default: false },
    /** Optional public message; becomes a comment once the donation is paid. */
    message: { type: String, default: '' },
    /** "Em homenagem a" / "Em memória de" (dedicationSchema); null for none, and once erased. */
    dedication: { type: dedicationSchema, default: null },
    tracking: { type: trackingSchema, default: () => ({}) },
    /** The share code of the link the visit came by (rules/referral.ts, `?ref=`); '' when none. Names nobody. */
    referredBy: { type: String, default: '' },
    /** Text label of the donation, e.g. "Doação de R$ 50,00". */
    product: { type: String, default: '' },
    /** JSON list [{id, title, unitPrice (cents), quantity: 1, tangible: false}]. */
    products: { type: String, default: '' },
    /** What the server saw, never what the client claimed. */
    userAgent: { type: String, default: '' },
    ipAddress: { type: String, default: '' },
    /**
     * SHA-256 (hex) of the secrets handed to whoever created the donation: the creation
     * answer's random accessToken, and the one replays of the same request get. Reading or issuing
     * the PIX code needs one of them, so a guessed id reveals nothing.
     */
    accessTokenHashes: { type: [String], default: [] },
    /** PIX transaction id, derived from _id at creation (`txidOf`). */
    txid: { type: String, required: true },
    /** Issued lazily by Mutation.pixCode; reused until expiresAt. */
    pixCode: { type: String, default: null },
    pixIssuedAt: { type: Date, default: null },
    expiresAt: { type: Date, default: null },
    paidAt: { type: Date, default: null },
    /**
     * The end-to-end id of the PIX payment that confirmed it, written with the payment (none
     * when the organiser confirmed by hand): the public ledger derives the line's reference
     * from it without reading the payments (transparency/ledger-store.ts).
     */
    paidEndToEndId: { type: String },
    /** The donor's private-link token, AES-256-GCM like the CPF, so later e-mails can carry the link; '' before the code e-mail. */
    donorLinkTokenEncrypted: { type: String, default: '' },
    /**
     * The donor's consent to the campaign's updates by e-mail: when, and which text
     * (rules/updates-consent.ts). Null when never given, withdrawn (news/unsubscribe.ts) or erased.
     */
    updatesConsentAt: { type: Date, default: null },
    updatesConsentVersion: { type: String, default: '' },
    /** The secret in the update e-mails' unsubscribe link; '' without consent (kept after stopping, so the link still answers). */
    updatesToken: { type: String, default: '' },
    /** When the donor stopped the updates (kept: the consent's history, without the address once erased). */
    updatesStoppedAt: { type: Date, default: null },
    /**
     * The box was ticked with an address that had stopped the updates: no consent is recorded, and the
     * payment's e-mail asks the address's owner to confirm (news/service.ts resumeUpdates). Null otherwise.
     */
    updatesAskedAt: { type: Date, default: null },
    /** When the donor erased their personal data (LGPD art. 18, VI); null otherwise. */
    erasedAt: { type: Date, default: null },
    /**
     * When a payment claimed the donation's receipt. The receipt claim and the erasure each
     * set theirs only while the other is unset, in one single-document update, so exactly
     * one of them decides (donations/states.ts claimReceipt, donor/service.ts eraseDonorData).
     */
    receiptClaimedAt: { type: Date, default: null },
    /** Set once the payment's effects (totals, comment) are applied; null on a paid donation means in flight (payments/service.ts). */
    effectsAppliedAt: { type: Date, default: null },
    /** Who confirmed the payment: 'webhook', 'reconciliation' or 'admin'; '' while unpaid. */
    confirmedBy: { type: String, default: '' },
    /** Monthly giving: the recurrence this month's payment belongs to (monthly/model.ts); null for a one-off donation. */
    recurrenceId: { type: Schema.Types.ObjectId, default: null },
    /** How the PSP charges it: an immediate charge (`cob`) or a Pix Automático recurring charge (`cobr`). */
    pspCharge: { type: String, enum: ['cob', 'cobr'], default: 'cob' },
    /**
     * How the money came: through a code the site generated (`site`), a PIX sent straight to
     * the campaign's key, found in the PSP's list of received PIX (`direct-pix`, donations/direct.ts),
     * or registered by the organisation from the panel (`registered`, donations/outside.ts).
     */
    origin: { type: String, enum: DONATION_ORIGINS, default: 'site' },
    /**
     * A direct PIX's message from the payer (`infoPagador`): private, shown to the organiser only;
     * never published on its own (the public `message` stays '').
     */
    payerMessage: { type: String, default: '' },
    /** When the organiser put a direct PIX's donor on the page (donations/direct.ts publishDirectDonation); null before. */
    publishedAt: { type: Date, default: null },
    /** A registered donation's record (origin `registered`); null for any other. */
    outside: { type: outsideSchema, default: null },
  },
  { timestamps: true, versionKey: false, minimize: false },
);

donationSchema.index({ idempotencyKey: 1 }, { unique: true });
donationSchema.index({ txid: 1 }, { unique: true });
// The donor's private page finds its donation by the hash of the link's token.
donationSchema.index({ accessTokenHashes: 1 });
// Paid donations newest first, ties by id (recentDonations past its feed, the public
// ledger): the whole sort in the index, so MongoDB never sorts the paid ones in memory.
donationSchema.index({ status: 1, paidAt: -1, _id: -1 });
// Expiry sweep: pending donations whose code has run out.
donationSchema.index({ status: 1, expiresAt: 1 });
// What a share link brought: its paid donations (the donor's private page, the referral e-mail).
donationSchema.index({ referredBy: 1, status: 1 });

/** The requestHash of an erased donation: no HMAC (64 hex digits) ever equals it. */
export const ERASED_REQUEST_HASH = 'erased';

export type DonationDocument = InferSchemaType<typeof donationSchema> & { _id: Types.ObjectId };

/**
 * A donation's PIX txid, fixed at creation from its _id. A static BR Code carries at
 * most 25 alphanumerics (the ObjectId's 24 hex digits); the API Pix `PUT /cob/{txid}`
 * wants 26 to 35, so that provider's txids carry a 3-letter prefix.
 */
export function txidOf(id: Types.ObjectId, provider: 'static' | 'api-pix'): string {
  return provider === 'api-pix' ? `cob${id.toHexString()}` : id.toHexString();
}

/**
 * The _id a txid was derived from (`txidOf`, either provider, so a switch of provider
 * keeps old charges payable), or null when the txid is not one of ours. Lets a
 * payment find its donation by primary key instead of a query on `txid`; the caller
 * still checks that the donation's stored txid is the one reported.
 */
export function donationIdOfTxid(txid: string): Types.ObjectId | null {
  const hex = /^(?:cob)?([0-9a-f]{24})$/.exec(txid)?.[1];
  return hex ? new Types.ObjectId(hex) : null;
}

export const donationModel = (connection: Connection) => connection.model('Donation', donationSchema, 'donations');

/** The status a donation has now: a pending one whose time ran out is expired even before the sweep runs. */
export function currentStatus(
  donation: Pick<DonationDocument, 'status' | 'expiresAt' | 'createdAt'>,
  now: Date,
): DonationStatusValue {
  if (donation.status !== 'pending') return donation.status;
  const deadline = donation.expiresAt ?? new Date((donation.createdAt?.getTime() ?? now.getTime()) + PIX_EXPIRY_SECONDS * 1000);
  return deadline.getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    Donation: ReturnType<typeof donationModel>;
  }
}
