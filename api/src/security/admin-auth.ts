import type { Request } from 'express';
import type { Types } from 'mongoose';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { isAdminRequest } from '../graphql/access.js';
import { clientIpOf, nameSignedIn } from '../http/client.js';
import { roleAllows, type Permission, type TeamRole } from '../../../rules/team.js';
import { assertSameOrigin, checkAdminSession, expiredSession, sessionSecretOf } from './admin-session.js';
import { consumeRateLimit } from './rate-limit.js';

const restricted = () => new AppError('UNAUTHENTICATED', 'Acesso restrito à organização da campanha.');
export const forbidden = () =>
  new AppError('FORBIDDEN', 'Seu papel na equipe não permite isto. Peça a quem é dono(a) da campanha.');

/** Who is signed in: the admin token (every power, as the owner), or a person of the team with their role. */
export type AdminPrincipal =
  | { kind: 'token'; role: 'OWNER'; who?: undefined }
  | { kind: 'member'; role: TeamRole; who: string; memberId: Types.ObjectId; name: string; email: string };

/**
 * The one admin check, for GraphQL's admin fields and the admin REST routes; call it
 * only where admin access is required, so that credentials sent to a public field or
 * page never count as a login attempt. `permission`: what the field or route needs (the
 * field's `@admin(permission: …)`, security/admin-permissions.ts for a route); FORBIDDEN when
 * the person's role does not have it.
 *
 * Two credentials: the Bearer token (programs, the GraphQL IDE) or the panel's session
 * cookie (security/admin-session.ts), a person's or one opened with the token, whose unsafe
 * requests must also come from our own origin (CSRF). Only a Bearer token is an attempt:
 * the right one always passes, and the limit applies to wrong ones per client
 * (RATE_LIMITED once used up), so nobody can lock the organiser out by sending wrong tokens
 * from a shared or spoofed address. A session secret is 256 random bits, so a wrong cookie
 * is no guess worth counting.
 */
export async function authenticateAdmin(deps: Deps, req: Request, permission?: Permission): Promise<AdminPrincipal> {
  const principal = await signedIn(deps, req);
  // The audit names the person; the token's entries name the token (audit/service.ts).
  if (principal.who) nameSignedIn(req, principal.who);
  if (permission && !roleAllows(principal.role, permission)) throw forbidden();
  return principal;
}

async function signedIn(deps: Deps, req: Request): Promise<AdminPrincipal> {
  const authorization = req.headers.authorization;
  if (authorization && /^Bearer\s/i.test(authorization.trim())) {
    if (isAdminRequest(authorization, deps.config.ADMIN_TOKEN)) return tokenPrincipal(deps);
    await failedAdminAttempt(deps, req);
  }
  const secret = sessionSecretOf(req, deps.config);
  if (!secret) throw restricted();
  const session = await checkAdminSession(deps, secret);
  assertSameOrigin(deps, req);
  if (!session.memberId) return tokenPrincipal(deps);
  const member = await sessionMember(deps, session.memberId);
  // Removed meanwhile: their sessions are deleted with them, and this one is refused even if a race kept it.
  if (!member || member.removedAt) throw expiredSession();
  return {
    kind: 'member',
    role: member.role,
    who: whoOf(member),
    memberId: member._id,
    name: member.name,
    email: member.email,
  };
}

/** A person as the audit names them. */
export const whoOf = (member: { name: string; email: string }) => `${member.name} <${member.email}>`;

/**
 * The session's person, read here (the team's collection, team/model.ts, which writes it):
 * the frame checks who signed in without importing the team above it.
 */
async function sessionMember(deps: Deps, id: Types.ObjectId) {
  return deps.models.TeamMember.findById(id, { role: 1, name: 1, email: 1, removedAt: 1 }).lean<{
    _id: Types.ObjectId;
    role: TeamRole;
    name: string;
    email: string;
    removedAt?: Date | null;
  }>();
}

const tokenPrincipal = (_deps: Deps): AdminPrincipal => ({ kind: 'token', role: 'OWNER' });

/** Counts a wrong token towards the client's limit (RATE_LIMITED once used up), then refuses it. */
export async function failedAdminAttempt(deps: Deps, req: Request, message?: string): Promise<never> {
  await consumeRateLimit(deps, 'adminAuthFailure', clientIpOf(req));
  throw message ? new AppError('UNAUTHENTICATED', message) : restricted();
}
