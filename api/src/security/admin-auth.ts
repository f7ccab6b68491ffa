import type { Request } from 'express';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { isAdminRequest } from '../graphql/access.js';
import { clientIpOf } from '../http/client.js';
import { assertSameOrigin, checkAdminSession, sessionSecretOf } from './admin-session.js';
import { consumeRateLimit } from './rate-limit.js';

const restricted = () => new AppError('UNAUTHENTICATED', 'Acesso restrito à organização da campanha.');

/**
 * The one admin check, for GraphQL's admin fields and the admin REST routes; call it
 * only where admin access is required, so that credentials sent to a public field or
 * page never count as a login attempt.
 *
 * Two credentials: the Bearer token (programs, the GraphQL IDE) or the panel's session
 * cookie (security/admin-session.ts), whose unsafe requests must also come from our own
 * origin (CSRF). Only a Bearer token is an attempt: the right one always passes, and the
 * limit applies to wrong ones per client (RATE_LIMITED once used up), so nobody can lock
 * the organiser out by sending wrong tokens from a shared or spoofed address. A session
 * secret is 256 random bits, so a wrong cookie is no guess worth counting.
 */
export async function authenticateAdmin(deps: Deps, req: Request): Promise<void> {
  const authorization = req.headers.authorization;
  if (authorization && /^Bearer\s/i.test(authorization.trim())) {
    if (isAdminRequest(authorization, deps.config.ADMIN_TOKEN)) return;
    await failedAdminAttempt(deps, req);
  }
  const secret = sessionSecretOf(req, deps.config);
  if (!secret) throw restricted();
  await checkAdminSession(deps, secret);
  assertSameOrigin(deps, req);
}

/** Counts a wrong token towards the client's limit (RATE_LIMITED once used up), then refuses it. */
export async function failedAdminAttempt(deps: Deps, req: Request, message?: string): Promise<never> {
  await consumeRateLimit(deps, 'adminAuthFailure', clientIpOf(req));
  throw message ? new AppError('UNAUTHENTICATED', message) : restricted();
}
