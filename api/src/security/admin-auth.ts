import type { Request } from 'express';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { isAdminRequest } from '../graphql/access.js';
import { clientIpOf } from '../http/client.js';
import { consumeRateLimit } from './rate-limit.js';

const restricted = () => new AppError('UNAUTHENTICATED', 'Acesso restrito à organização da campanha.');

/**
 * The one admin check, for GraphQL's admin fields and the admin REST routes; call it
 * only where admin access is required, so that credentials sent to a public field or
 * page never count as a login attempt.
 *
 * Only a Bearer token is an attempt. The right token always passes: the limit applies
 * to wrong tokens per client (RATE_LIMITED once used up), so nobody can lock the
 * organiser out by sending wrong tokens from a shared or spoofed address.
 */
export async function authenticateAdmin(deps: Deps, req: Request): Promise<void> {
  const authorization = req.headers.authorization;
  if (!authorization || !/^Bearer\s/i.test(authorization.trim())) throw restricted();
  if (isAdminRequest(authorization, deps.config.ADMIN_TOKEN)) return;
  // Throws RATE_LIMITED once this client's wrong tokens exceed the window's limit.
  await consumeRateLimit(deps, 'adminAuthFailure', clientIpOf(req));
  throw restricted();
}
