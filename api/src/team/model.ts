import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import { PAID_DONATION_NOTICES, TEAM_ROLES } from '../../../rules/team.js';

/**
 * The organiser's team (records.ts): each person signs in as themselves, with a role.
 * The admin token stays for the first sign-in, programs and the GraphQL IDE.
 */
/** The e-mails a person chose (notices.ts sends them). */
const notificationsSchema = new Schema(
  {
    paidDonations: { type: String, enum: PAID_DONATION_NOTICES, required: true },
    contactMessages: { type: Boolean, required: true },
    paymentIssues: { type: Boolean, required: true },
    failedEmails: { type: Boolean, required: true },
    dailySummary: { type: Boolean, required: true },
  },
  { _id: false },
);

const teamMemberSchema = new Schema(
  {
    /** Lower case; one person per address (unique index). */
    email: { type: String, required: true },
    name: { type: String, required: true },
    role: { type: String, enum: TEAM_ROLES, required: true },
    createdAt: { type: Date, required: true },
    /** Who invited them, as the audit names people. */
    invitedBy: { type: String, default: '' },
    /** The first sign-in; null while the invitation waits. */
    joinedAt: { type: Date, default: null },
    /** Removed: their sessions ended, their links and passkeys refused. Kept for the audit's names. */
    removedAt: { type: Date, default: null },
    notifications: { type: notificationsSchema, required: true },
    /** Grouped notices of paid donations: those paid after this were not told yet, and when the last group left. */
    paidNoticeCursor: { type: Date, required: true },
    paidGroupSentAt: { type: Date, default: null },
  },
  { versionKey: false },
);
teamMemberSchema.index({ email: 1 }, { unique: true });

/**
 * A single-use sign-in link sent by e-mail (an invitation or "Entrar com e-mail"). Only the
 * SHA-256 of its secret is stored, as `_id`, like a session's.
 */
const signInLinkSchema = new Schema(
  {
    _id: { type: String, required: true },
    memberId: { type: Schema.Types.ObjectId, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    /** Set once, by the sign-in that used it. */
    usedAt: { type: Date, default: null },
  },
  { versionKey: false },
);
signInLinkSchema.index({ memberId: 1 });

/** A passkey (WebAuthn credential) a person added to sign in without e-mail. */
const passkeySchema = new Schema(
  {
    /** The credential id, base64url. */
    _id: { type: String, required: true },
    memberId: { type: Schema.Types.ObjectId, required: true },
    /** COSE public key, base64url. */
    publicKey: { type: String, required: true },
    /** The authenticator's signature counter (a clone shows as a counter going back). */
    counter: { type: Number, required: true },
    transports: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
    lastUsedAt: { type: Date, default: null },
  },
  { versionKey: false },
);
passkeySchema.index({ memberId: 1 });

/** A WebAuthn challenge handed out and not yet answered: single use, short-lived. */
const webAuthnChallengeSchema = new Schema(
  {
    /** The challenge itself, base64url. */
    _id: { type: String, required: true },
    /** Whose passkey is being added; null for a sign-in, where the passkey says who. */
    memberId: { type: Schema.Types.ObjectId, default: null },
    kind: { type: String, enum: ['register', 'authenticate'], required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

/**
 * How many people are owners, in one document (`_id` "owners"), so that "the team keeps an owner"
 * holds by one atomic write: a demotion or removal first takes one off with `$inc` guarded by
 * `count > 1`, then changes the person (records.ts). Never above the true count (a crash
 * between the two writes leaves it one below, which only refuses more); made from the members
 * the first time it is needed.
 */
const teamOwnerCountSchema = new Schema(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
  },
  { versionKey: false },
);

export type TeamMemberDocument = InferSchemaType<typeof teamMemberSchema> & { _id: Types.ObjectId };
export type PasskeyDocument = InferSchemaType<typeof passkeySchema>;

export const teamMemberModel = (connection: Connection) => connection.model('TeamMember', teamMemberSchema, 'teamMembers');
export const signInLinkModel = (connection: Connection) => connection.model('SignInLink', signInLinkSchema, 'signInLinks');
export const passkeyModel = (connection: Connection) => connection.model('Passkey', passkeySchema, 'passkeys');
export const teamOwnerCountModel = (connection: Connection) =>
  connection.model('TeamOwnerCount', teamOwnerCountSchema, 'teamOwnerCount');
export const webAuthnChallengeModel = (connection: Connection) =>
  connection.model('WebAuthnChallenge', webAuthnChallengeSchema, 'webAuthnChallenges');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    TeamMember: ReturnType<typeof teamMemberModel>;
    SignInLink: ReturnType<typeof signInLinkModel>;
    Passkey: ReturnType<typeof passkeyModel>;
    WebAuthnChallenge: ReturnType<typeof webAuthnChallengeModel>;
    TeamOwnerCount: ReturnType<typeof teamOwnerCountModel>;
  }
}
