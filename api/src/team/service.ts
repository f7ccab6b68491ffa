import { createHash } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Types } from 'mongoose';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { getCampaignState } from '../campaign/service.js';
import { objectIdOf } from '../db/ids.js';
import { memorySlot, type Deps } from '../deps.js';
import { AppError, badInput, badInputOf } from '../errors.js';
import { siteUrlOf } from '../mail/messages.js';
import { enqueueMessage } from '../mail/outbox.js';
import type { AdminPrincipal } from '../security/admin-auth.js';
import { sessionsOf, endSessionOf } from '../security/admin-session.js';
import { consumeRateLimit, rateLimitClientOf } from '../security/rate-limit.js';
import {
  addMember,
  consumeSignInLink,
  createSignInLink,
  listMembers,
  memberByEmail,
  memberById,
  passkeyById,
  passkeysOf,
  removeMember,
  removePasskey,
  setMemberRole,
  setNotifications,
  storeChallenge,
  storePasskey,
  takeChallenge,
  usePasskey,
} from './records.js';
import type { TeamMemberDocument } from './model.js';
import { teamInviteMail, teamSignInMail } from './mail.js';
import { emailRule } from '../../../rules/donation-rules.js';
import {
  checkInvite,
  INVITE_LINK_HOURS,
  PAID_DONATION_NOTICES,
  type NotificationSettings,
  ROLE_PERMISSIONS,
  SIGN_IN_LINK_MINUTES,
  TEAM_ROLES,
  type TeamRole,
} from '../../../rules/team.js';

/**
 * The organiser's team: the owner invites people by e-mail; each signs in through a
 * single-use link sent to their address, and may add a passkey to sign in without e-mail
 * next time. The records are records.ts's; this decides, e-mails and audits.
 */

/** Where an e-mailed link signs in: the panel reads the secret from the address and trades it for a session. */
export const SIGN_IN_PATH = '/painel/entrar';

const memberNotFound = () => new AppError('NOT_FOUND', 'Pessoa não encontrada na equipe.', { field: 'id' });
const parseMemberId = (id: unknown, field = 'id') => objectIdOf(id, field, 'Identificador de pessoa inválido.');

async function organisationName(deps: Deps): Promise<string> {
  return (await getCampaignState(deps)).content.organisation.name;
}

async function sendSignInLink(deps: Deps, member: TeamMemberDocument, kind: 'invite' | 'sign-in', invitedBy?: string) {
  const seconds = kind === 'invite' ? INVITE_LINK_HOURS * 3600 : SIGN_IN_LINK_MINUTES * 60;
  const secret = await createSignInLink(deps, member._id, seconds);
  const url = siteUrlOf(deps.config, `${SIGN_IN_PATH}/${secret}`);
  const organisation = await organisationName(deps);
  const mail =
    kind === 'invite'
      ? teamInviteMail({ name: member.name, organisation, role: member.role, invitedBy, url })
      : teamSignInMail({ name: member.name, url });
  await enqueueMessage(deps, {
    // One message per link: the key is derived from the link, never the link itself.
    eventKey: `panel-${kind}:${createHash('sha256').update(secret).digest('hex').slice(0, 32)}`,
    donationId: null,
    to: member.email,
    ...mail,
  });
}

export async function inviteTeamMember(
  deps: Deps,
  actor: AdminActor,
  input: Record<string, unknown>,
): Promise<TeamMemberDocument> {
  const checked = checkInvite(input);
  if (!checked.ok) throw badInputOf(checked.errors);
  const invitedBy = actor.who ?? 'A organização (token)';
  const member = await addMember(deps, checked.value, invitedBy);
  await sendSignInLink(deps, member, 'invite', actor.who?.replace(/\s*<.*$/, ''));
  await recordAudit(deps, actor, {
    action: 'inviteTeamMember',
    target: member._id.toHexString(),
    details: { role: member.role },
  });
  return member;
}

const changedMeanwhile = () =>
  new AppError(
    'CONFLICT',
    'Esta pessoa foi alterada por outra pessoa enquanto você editava. Carregue a equipe e tente de novo.',
    {
      field: 'id',
    },
  );

/**
 * Changes a person's role. The team always keeps someone who can manage it: the owner count
 * (records.ts) refuses the last owner's demotion in the same write that counts it, so two
 * owners demoting each other at once leave one. The token may leave none (it still opens everything).
 */
export async function changeTeamMemberRole(
  deps: Deps,
  actor: AdminActor,
  principal: AdminPrincipal | null,
  id: unknown,
  role: unknown,
): Promise<TeamMemberDocument> {
  const _id = parseMemberId(id);
  if (!TEAM_ROLES.includes(role as TeamRole)) throw badInput('role', 'Escolha um papel: dono, finanças, conteúdo ou leitura.');
  const current = await memberById(deps, _id);
  if (!current || current.removedAt) throw memberNotFound();
  const updated = await setMemberRole(deps, _id, current.role, role as TeamRole, principal?.kind !== 'token');
  if (!updated) throw changedMeanwhile();
  await recordAudit(deps, actor, {
    action: 'setTeamMemberRole',
    target: _id.toHexString(),
    details: { from: current.role, to: role },
  });
  return updated;
}

/** Removes a person: every session of theirs ends at once, and their links and passkeys stop working. */
export async function removeTeamMember(
  deps: Deps,
  actor: AdminActor,
  principal: AdminPrincipal | null,
  id: unknown,
): Promise<TeamMemberDocument> {
  const _id = parseMemberId(id);
  const current = await memberById(deps, _id);
  if (!current || current.removedAt) throw memberNotFound();
  const removed = await removeMember(deps, _id, current.role, principal?.kind !== 'token');
  if (!removed) throw changedMeanwhile();
  await recordAudit(deps, actor, { action: 'removeTeamMember', target: _id.toHexString(), details: { role: current.role } });
  return removed;
}

export async function listTeam(deps: Deps) {
  const members = (await listMembers(deps)).filter((member) => !member.removedAt);
  return Promise.all(
    members.map(async (member) => ({
      member,
      sessions: await sessionsOf(deps, member._id),
      passkeyCount: (await passkeysOf(deps, member._id)).length,
    })),
  );
}

export async function endTeamMemberSession(
  deps: Deps,
  actor: AdminActor,
  memberId: unknown,
  sessionId: unknown,
): Promise<boolean> {
  const _id = parseMemberId(memberId, 'memberId');
  if (typeof sessionId !== 'string' || !/^[0-9a-f]{64}$/.test(sessionId)) throw badInput('sessionId', 'Sessão inválida.');
  const ended = await endSessionOf(deps, _id, sessionId);
  if (ended) await recordAudit(deps, actor, { action: 'endTeamMemberSession', target: _id.toHexString() });
  return ended;
}

/**
 * "Entrar com e-mail": the same answer, at the same moment, whether the address is on the team or
 * not (no one learns who is). The request is checked before anything is looked up; the route
 * answers, and only then `sendSignInLinkLater` looks the person up and e-mails their link.
 */
export function acceptSignInLinkRequest(emailInput: unknown): string {
  const email = emailRule(emailInput);
  if ('error' in email) throw badInput('email', email.error);
  return email.value;
}

const signInLinksInFlight = memorySlot('panel sign-in link requests', () => new Set<Promise<void>>());

/** Called after the answer left: a link for a person on the team; a failure is logged, never thrown at anyone. */
export function sendSignInLinkLater(deps: Deps, email: string, clientIp: string): void {
  const running = deps.memory.get(signInLinksInFlight);
  const work = sendSignInLinkIfMember(deps, email, clientIp)
    .catch((error: unknown) => deps.logger.error({ err: error }, 'panel sign-in link: the link could not be written'))
    .finally(() => running.delete(work));
  running.add(work);
}

/** Resolves once every link request answered so far has been looked up (tests, shutdown). */
export async function settleSignInLinkRequests(deps: Deps): Promise<void> {
  await Promise.all([...deps.memory.get(signInLinksInFlight)]);
}

/**
 * At most a few links an hour per address from each client (counted under the client and the
 * address's hash): someone else asking for a person's address from their own connection cannot
 * spend the person's links. Past it, nothing more is sent to that client's asking.
 */
async function sendSignInLinkIfMember(deps: Deps, email: string, clientIp: string): Promise<void> {
  const addressKey = createHash('sha256').update(email).digest('hex').slice(0, 32);
  try {
    await consumeRateLimit(deps, 'panelSignInLinkEmail', `${rateLimitClientOf(clientIp)} ${addressKey}`);
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return;
    throw error;
  }
  const member = await memberByEmail(deps, email);
  if (!member || member.removedAt) return;
  await sendSignInLink(deps, member, 'sign-in');
}

const invalidLink = () =>
  new AppError(
    'UNAUTHENTICATED',
    'Este link de entrada não vale mais (já usado, vencido ou de quem saiu da equipe). Peça outro.',
  );

/** Trades an e-mailed link for its person, once. */
export async function signInWithLink(deps: Deps, secret: unknown): Promise<TeamMemberDocument> {
  if (typeof secret !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(secret)) throw invalidLink();
  const member = await consumeSignInLink(deps, secret);
  if (!member) throw invalidLink();
  return member;
}

/** The WebAuthn relying party: the site's own host, and the origin its pages are served from (rest.ts reads them). */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

const passkeyRefused = () => new AppError('UNAUTHENTICATED', 'A passkey não foi aceita. Tente de novo ou entre com e-mail.');

/** Options for adding a passkey to the signed-in person (the token has no person to add one to). */
export async function passkeyRegistrationOptions(deps: Deps, { rpID }: RelyingParty, principal: AdminPrincipal) {
  if (principal.kind !== 'member')
    throw new AppError('CONFLICT', 'Entre com o seu e-mail para adicionar uma passkey: o token não é de uma pessoa.');
  const existing = await passkeysOf(deps, principal.memberId);
  const options = await generateRegistrationOptions({
    rpName: `Painel: ${await organisationName(deps)}`.slice(0, 64),
    rpID,
    userName: principal.email,
    userDisplayName: principal.name,
    userID: new Uint8Array(Buffer.from(principal.memberId.toHexString(), 'hex')),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey._id, transports: passkey.transports as never })),
    // A discoverable credential: the sign-in then needs no address typed.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await storeChallenge(deps, options.challenge, 'register', principal.memberId);
  return options;
}

export async function registerPasskey(
  deps: Deps,
  { rpID, origin }: RelyingParty,
  actor: AdminActor,
  principal: AdminPrincipal,
  response: unknown,
): Promise<void> {
  if (principal.kind !== 'member') throw passkeyRefused();
  const memberId = principal.memberId;
  const verification = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: (challenge) => takeChallenge(deps, challenge, 'register', memberId),
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw passkeyRefused();
  const { credential } = verification.registrationInfo;
  await storePasskey(deps, {
    id: credential.id,
    memberId,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
  });
  await recordAudit(deps, actor, { action: 'addPasskey', target: memberId.toHexString() });
}

export async function passkeySignInOptions(deps: Deps, { rpID }: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
  await storeChallenge(deps, options.challenge, 'authenticate', null);
  return options;
}

/** Checks a passkey's answer: its person, or UNAUTHENTICATED (unknown passkey, wrong challenge, replayed counter, removed person). */
export async function signInWithPasskey(
  deps: Deps,
  { rpID, origin }: RelyingParty,
  response: unknown,
): Promise<TeamMemberDocument> {
  const answer = response as AuthenticationResponseJSON;
  if (!answer || typeof answer !== 'object' || typeof answer.id !== 'string') throw passkeyRefused();
  const passkey = await passkeyById(deps, answer.id);
  if (!passkey) throw passkeyRefused();
  const verification = await verifyAuthenticationResponse({
    response: answer,
    expectedChallenge: (challenge) => takeChallenge(deps, challenge, 'authenticate', null),
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey._id,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports as never,
    },
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw passkeyRefused();
  if (!(await usePasskey(deps, passkey._id, passkey.counter, verification.authenticationInfo.newCounter))) throw passkeyRefused();
  const member = await memberById(deps, passkey.memberId);
  if (!member || member.removedAt) throw passkeyRefused();
  return member;
}

export async function removeMyPasskey(deps: Deps, actor: AdminActor, memberId: Types.ObjectId | undefined, id: unknown) {
  if (!memberId || typeof id !== 'string' || id.length > 1024) return false;
  const removed = await removePasskey(deps, memberId, id);
  if (removed) await recordAudit(deps, actor, { action: 'removePasskey', target: memberId.toHexString() });
  return removed;
}

const tokenHasNoAddress = () =>
  new AppError('CONFLICT', 'O token da organização não tem e-mail: entre com o seu e-mail para escolher os seus avisos.');

/** The signed-in person's e-mail choices. */
export async function myNotifications(deps: Deps, memberId: Types.ObjectId | undefined): Promise<NotificationSettings> {
  const member = memberId ? await memberById(deps, memberId) : null;
  if (!member) throw tokenHasNoAddress();
  return member.notifications as NotificationSettings;
}

export async function setMyNotifications(
  deps: Deps,
  actor: AdminActor,
  memberId: Types.ObjectId | undefined,
  input: Record<string, unknown>,
): Promise<NotificationSettings> {
  if (!memberId) throw tokenHasNoAddress();
  if (!PAID_DONATION_NOTICES.includes(input.paidDonations as never))
    throw badInput('paidDonations', 'Escolha como saber das doações pagas: nunca, a cada uma, ou agrupadas.');
  const flags = ['contactMessages', 'paymentIssues', 'failedEmails', 'dailySummary'] as const;
  for (const flag of flags) if (typeof input[flag] !== 'boolean') throw badInput(flag, 'Marque sim ou não.');
  const settings = {
    paidDonations: input.paidDonations as NotificationSettings['paidDonations'],
    ...(Object.fromEntries(flags.map((flag) => [flag, input[flag]])) as Omit<NotificationSettings, 'paidDonations'>),
  };
  const updated = await setNotifications(deps, memberId, settings);
  if (!updated) throw tokenHasNoAddress();
  await recordAudit(deps, actor, { action: 'setMyNotifications', target: memberId.toHexString(), details: settings });
  return settings;
}

/** Who is signed in, and what they may do: the panel shows only that. */
export async function me(deps: Deps, signedIn: { memberId?: Types.ObjectId; role: TeamRole }) {
  const member = signedIn.memberId ? await memberById(deps, signedIn.memberId) : null;
  return {
    kind: member ? 'MEMBER' : 'TOKEN',
    name: member?.name ?? null,
    email: member?.email ?? null,
    role: signedIn.role,
    permissions: [...ROLE_PERMISSIONS[signedIn.role]],
    passkeys: member
      ? (await passkeysOf(deps, member._id)).map((passkey) => ({
          id: passkey._id,
          createdAt: passkey.createdAt,
          lastUsedAt: passkey.lastUsedAt ?? null,
        }))
      : [],
  };
}
