import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { isAdminRequest } from '../graphql/access.js';
import { assertNotRateLimited, consumeRateLimit } from './rate-limit.js';

export interface AdminAccess {
  isAdmin: boolean;
  /** Set when the client has used up its wrong-token attempts: every admin field answers this. */
  adminDenied?: AppError;
}

/**
 * Checks an `Authorization` header and counts wrong tokens per client, so the token
 * cannot be guessed at speed. Once over the limit even the right token waits for
 * the window to end. Requests without the header are anonymous and count nothing.
 */
export async function adminAccessOf(deps: Deps, authorization: string | undefined, clientIp: string): Promise<AdminAccess> {
  if (!authorization) return { isAdmin: false };
  try {
    await assertNotRateLimited(deps, 'adminAuthFailure', clientIp);
  } catch (error) {
    if (error instanceof AppError) return { isAdmin: false, adminDenied: error };
    throw error;
  }
  if (isAdminRequest(authorization, deps.config.ADMIN_TOKEN)) return { isAdmin: true };
  await consumeRateLimit(deps, 'adminAuthFailure', clientIp).catch((error: unknown) => {
    // Going over the limit is reported on the next attempt; this one is simply unauthenticated.
    if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error;
  });
  return { isAdmin: false };
}
