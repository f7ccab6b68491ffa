import type { AdminActor } from './service.js';
import type { GraphQLContext } from '../graphql/context.js';

/** Who made an organiser's change, as the audit trail records it. */
export const adminActorOf = (context: GraphQLContext): AdminActor => ({
  ipAddress: context.clientIp,
  userAgent: context.userAgent,
});
