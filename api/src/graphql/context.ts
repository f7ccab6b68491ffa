import type { Deps } from '../deps.js';

export interface GraphQLContext {
  deps: Deps;
  /** True when the request carried the organiser's bearer token. */
  isAdmin: boolean;
  /** The address the server sees, honouring TRUST_PROXY; never the client's own claim. */
  clientIp: string;
  userAgent: string;
}
