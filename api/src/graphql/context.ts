import type { Deps } from '../deps.js';

export interface GraphQLContext {
  deps: Deps;
  /**
   * Resolves when the request carries the organiser's bearer token, else throws
   * UNAUTHENTICATED or RATE_LIMITED (security/admin-auth.ts). Called by admin fields
   * only, once per request however many admin fields it selects.
   */
  requireAdmin(): Promise<void>;
  /**
   * True once requireAdmin has succeeded in this request. A function, not a flag:
   * Apollo hands resolvers and plugins shallow copies of the context.
   */
  isAdmin(): boolean;
  /** The address the server sees, honouring TRUST_PROXY; never the client's own claim. */
  clientIp: string;
  userAgent: string;
}
