import { createHash, randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { isDuplicateKeyError } from '../db/ids.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { endSessionsOfMember } from '../security/admin-session.js';
import { DEFAULT_NOTIFICATIONS, type NotificationSettings, type TeamRole } from '../../../rules/team.js';
import type { PasskeyDocument, TeamMemberDocument } from './model.js';

/**
 * The team's records, written here only (their models' folder): people, the single-use
 * sign-in links e-mailed to them, their passkeys and the WebAuthn challenges in flight.
 * service.ts decides and e-mails; this keeps the records.
 */

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export async function memberById(deps: Deps, id: Types.ObjectId): Promise<TeamMemberDocument | null> {
  return deps.models.TeamMember.findById(id).lean<TeamMemberDocument>();
}

export async function memberByEmail(deps: Deps, email: string): Promise<TeamMemberDocument | null> {
  return deps.models.TeamMember.findOne({ email }).lean<TeamMemberDocument>();
}

export async function listMembers(deps: Deps): Promise<TeamMemberDocument[]> {
  return deps.models.TeamMember.find().sort({ createdAt: 1, _id: 1 }).lean<TeamMemberDocument[]>();
}

const OWNER_COUNT_ID = 'owners';

const lastOwner = () =>
  new AppError('CONFLICT', 'A equipe precisa de pelo menos uma pessoa com o papel de dono(a).', { field: 'id' });

/**
 * Makes the owner count from the members, once. Every change of an owner waits for it first, so
 * the count it makes was read before any of them: it never counts a person twice.
 */
async function ensureOwnerCount(deps: Deps): Promise<void> {
  if (await deps.models.TeamOwnerCount.exists({ _id: OWNER_COUNT_ID })) return;
  const count = await deps.models.TeamMember.countDocuments({ role: 'OWNER', removedAt: null });
  try {
    await deps.models.TeamOwnerCount.create({ _id: OWNER_COUNT_ID, count });
  } catch (error) {
    // Another request made it first: theirs stands.
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/**
 * Takes an owner off the count before their role or place goes: one atomic write, refused with
 * CONFLICT when `keepOne` and they are the last one, so two owners demoting each other at once
 * leave one. The token (`keepOne` false) may leave none. Returns whether the count moved.
 */
async function takeOwner(deps: Deps, keepOne: boolean): Promise<boolean> {
  await ensureOwnerCount(deps);
  const taken = await deps.models.TeamOwnerCount.updateOne(
    { _id: OWNER_COUNT_ID, count: { $gt: keepOne ? 1 : 0 } },
    { $inc: { count: -1 } },
  );
  if (taken.matchedCount === 1) return true;
  if (keepOne) throw lastOwner();
  return false;
}

/** Counts an owner after they became one (or gives back one taken for a change that did not happen). */
async function countOwner(deps: Deps): Promise<void> {
  await deps.models.TeamOwnerCount.updateOne({ _id: OWNER_COUNT_ID }, { $inc: { count: 1 } });
}

/** Adds a person, or brings back one removed before (same address); CONFLICT when they are on the team. */
export async function addMember(
  deps: Deps,
  values: { email: string; name: string; role: TeamRole },
  invitedBy: string,
): Promise<TeamMemberDocument> {
  if (values.role === 'OWNER') await ensureOwnerCount(deps);
  const added = await addOrBringBack(deps, values, invitedBy);
  if (added.role === 'OWNER') await countOwner(deps);
  return added;
}

async function addOrBringBack(
  deps: Deps,
  values: { email: string; name: string; role: TeamRole },
  invitedBy: string,
): Promise<TeamMemberDocument> {
  const now = deps.now();
  const back = await deps.models.TeamMember.findOneAndUpdate(
    { email: values.email, removedAt: { $ne: null } },
    {
      $set: {
        name: values.name,
        role: values.role,
        invitedBy,
        createdAt: now,
        joinedAt: null,
        removedAt: null,
        notifications: DEFAULT_NOTIFICATIONS[values.role],
        paidNoticeCursor: now,
        paidGroupSentAt: null,
      },
    },
    { returnDocument: 'after' },
  ).lean<TeamMemberDocument>();
  if (back) return back;
  try {
    return (
      await deps.models.TeamMember.create({
        ...values,
        createdAt: now,
        invitedBy,
        notifications: DEFAULT_NOTIFICATIONS[values.role],
        paidNoticeCursor: now,
      })
    ).toObject() as TeamMemberDocument;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    throw new AppError('CONFLICT', 'Esta pessoa já está na equipe.', { field: 'email' });
  }
}

/**
 * Changes a person's role from the one read (compare and set: null when it changed meanwhile).
 * An owner's role goes only after the owner count let them go (CONFLICT for the last one when
 * `keepOwner`); a new owner is counted once they are one.
 */
export async function setMemberRole(
  deps: Deps,
  id: Types.ObjectId,
  from: TeamRole,
  role: TeamRole,
  keepOwner: boolean,
): Promise<TeamMemberDocument | null> {
  const losing = from === 'OWNER' && role !== 'OWNER';
  const gaining = from !== 'OWNER' && role === 'OWNER';
  const taken = losing && (await takeOwner(deps, keepOwner));
  if (gaining) await ensureOwnerCount(deps);
  const updated = await deps.models.TeamMember.findOneAndUpdate(
    { _id: id, removedAt: null, role: from },
    { $set: { role } },
    { returnDocument: 'after' },
  ).lean<TeamMemberDocument>();
  if (updated ? gaining : taken) await countOwner(deps);
  return updated;
}

/**
 * Removes a person whose role was read as `role` (null when it changed meanwhile): an owner only
 * after the owner count let them go, as in setMemberRole. Their sessions, links, passkeys and
 * challenges end with them, at once.
 */
export async function removeMember(
  deps: Deps,
  id: Types.ObjectId,
  role: TeamRole,
  keepOwner: boolean,
): Promise<TeamMemberDocument | null> {
  const taken = role === 'OWNER' && (await takeOwner(deps, keepOwner));
  const removed = await deps.models.TeamMember.findOneAndUpdate(
    { _id: id, removedAt: null, role },
    { $set: { removedAt: deps.now() } },
    { returnDocument: 'after' },
  ).lean<TeamMemberDocument>();
  if (!removed) {
    if (taken) await countOwner(deps);
    return null;
  }
  await endSessionsOfMember(deps, id);
  await deps.models.SignInLink.deleteMany({ memberId: id });
  await deps.models.Passkey.deleteMany({ memberId: id });
  return removed;
}

/** A new single-use link's secret (only its hash is kept), valid for `seconds`. */
export async function createSignInLink(deps: Deps, memberId: Types.ObjectId, seconds: number): Promise<string> {
  const now = deps.now();
  await deps.models.SignInLink.deleteMany({ expiresAt: { $lte: now } });
  const secret = randomBytes(32).toString('base64url');
  await deps.models.SignInLink.create({
    _id: hashOf(secret),
    memberId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + seconds * 1000),
  });
  return secret;
}

/** Uses a link once: the member it signs in, or null when it is unknown, used, expired or its person removed. */
export async function consumeSignInLink(deps: Deps, secret: string): Promise<TeamMemberDocument | null> {
  const now = deps.now();
  const link = await deps.models.SignInLink.findOneAndUpdate(
    { _id: hashOf(secret), usedAt: null, expiresAt: { $gt: now } },
    { $set: { usedAt: now } },
    { returnDocument: 'after' },
  ).lean();
  if (!link) return null;
  // The first sign-in marks the person joined (no pipeline update: FerretDB v1 has none).
  await deps.models.TeamMember.updateOne({ _id: link.memberId, removedAt: null, joinedAt: null }, { $set: { joinedAt: now } });
  return deps.models.TeamMember.findOne({ _id: link.memberId, removedAt: null }).lean<TeamMemberDocument>();
}

export async function passkeysOf(deps: Deps, memberId: Types.ObjectId): Promise<PasskeyDocument[]> {
  return deps.models.Passkey.find({ memberId }).sort({ createdAt: 1 }).lean<PasskeyDocument[]>();
}

export async function passkeyById(deps: Deps, id: string): Promise<PasskeyDocument | null> {
  return deps.models.Passkey.findById(id).lean<PasskeyDocument>();
}

export async function storePasskey(
  deps: Deps,
  passkey: { id: string; memberId: Types.ObjectId; publicKey: string; counter: number; transports: string[] },
): Promise<void> {
  try {
    await deps.models.Passkey.create({
      _id: passkey.id,
      memberId: passkey.memberId,
      publicKey: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports,
      createdAt: deps.now(),
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    throw new AppError('CONFLICT', 'Esta passkey já está registrada.');
  }
}

/** A passkey used: its counter moves on only forward (compare and set), so a replayed or cloned answer is refused. */
export async function usePasskey(deps: Deps, id: string, readCounter: number, newCounter: number): Promise<boolean> {
  const updated = await deps.models.Passkey.updateOne(
    { _id: id, counter: readCounter },
    { $set: { counter: newCounter, lastUsedAt: deps.now() } },
  );
  return updated.matchedCount === 1;
}

export async function removePasskey(deps: Deps, memberId: Types.ObjectId, id: string): Promise<boolean> {
  return (await deps.models.Passkey.deleteOne({ _id: id, memberId })).deletedCount === 1;
}

const CHALLENGE_SECONDS = 5 * 60;

export async function storeChallenge(
  deps: Deps,
  challenge: string,
  kind: 'register' | 'authenticate',
  memberId: Types.ObjectId | null,
): Promise<void> {
  const now = deps.now();
  await deps.models.WebAuthnChallenge.deleteMany({ expiresAt: { $lte: now } });
  await deps.models.WebAuthnChallenge.create({
    _id: challenge,
    kind,
    memberId,
    expiresAt: new Date(now.getTime() + CHALLENGE_SECONDS * 1000),
  });
}

/** Takes a challenge once: true when it was handed out for this, and has not expired. */
export async function takeChallenge(
  deps: Deps,
  challenge: string,
  kind: 'register' | 'authenticate',
  memberId: Types.ObjectId | null,
): Promise<boolean> {
  const taken = await deps.models.WebAuthnChallenge.findOneAndDelete({ _id: challenge, kind, memberId }).lean();
  return Boolean(taken && taken.expiresAt.getTime() > deps.now().getTime());
}

/** A person's e-mail choices; a switch to grouped notices starts from now, never from the history. */
export async function setNotifications(
  deps: Deps,
  memberId: Types.ObjectId,
  notifications: NotificationSettings,
): Promise<TeamMemberDocument | null> {
  return deps.models.TeamMember.findOneAndUpdate(
    { _id: memberId, removedAt: null },
    { $set: { notifications, paidNoticeCursor: deps.now() } },
    { returnDocument: 'after' },
  ).lean<TeamMemberDocument>();
}

/** The people who want a kind of notice. */
export async function membersNotified(deps: Deps, filter: Record<string, unknown>): Promise<TeamMemberDocument[]> {
  return deps.models.TeamMember.find({ removedAt: null, ...filter }).lean<TeamMemberDocument[]>();
}

/** Moves a person's grouped-notice cursor over the one read (compare and set): one group per window, whatever the instances. */
export async function advancePaidGroup(deps: Deps, memberId: Types.ObjectId, readCursor: Date, cursor: Date): Promise<boolean> {
  const moved = await deps.models.TeamMember.updateOne(
    { _id: memberId, paidNoticeCursor: readCursor },
    { $set: { paidNoticeCursor: cursor, paidGroupSentAt: deps.now() } },
  );
  return moved.matchedCount === 1;
}
