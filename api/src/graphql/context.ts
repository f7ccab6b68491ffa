import type { Types } from 'mongoose';
import type { Deps } from '../deps.js';
import type { Permission, TeamRole } from '../../../rules/team.js';

export interface GraphQLContext {
  deps: Deps;
  /**
   * Resolves when the request is signed in (the organiser's bearer token, or a panel
   * session) with a role that has `permission`, else throws UNAUTHENTICATED, FORBIDDEN or
   * RATE_LIMITED (security/admin-auth.ts). Called by admin fields only; signs in once per
   * request however many admin fields it selects.
   */
  requireAdmin(permission?: Permission): Promise<void>;
  /**
   * Who signed in, once requireAdmin has succeeded: the token (`who` absent) or a team
   * member, as the audit names them (`who`), with their id.
   */
  signedIn(): { who?: string; memberId?: Types.ObjectId; role: TeamRole } | null;
  /**
   * True once requireAdmin has succeeded in this request. A function, not a flag:
   * Apollo hands resolvers and plugins shallow copies of the context.
   */
  isAdmin(): boolean;
  /** The address the server sees, honouring TRUST_PROXY; never the client's own claim. */
  clientIp: string;
  userAgent: string;
}
