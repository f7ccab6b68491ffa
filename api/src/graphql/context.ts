import type { Deps } from '../deps.js';
import type { AppError } from '../errors.js';

export interface GraphQLContext {
  deps: Deps;
  /** True when the request carried the organiser's bearer token. */
  isAdmin: boolean;
  /** Set when the client made too many wrong-token attempts (security/admin-auth.ts). */
  adminDenied?: AppError;
  /** The address the server sees, honouring TRUST_PROXY; never the client's own claim. */
  clientIp: string;
  userAgent: string;
}
