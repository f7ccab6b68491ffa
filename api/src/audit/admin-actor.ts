import type { AdminActor } from './service.js';
import type { GraphQLContext } from '../graphql/context.js';

/** Who made an organiser's change, as the audit trail records it. */
export const adminActorOf = (context: GraphQLContext): AdminActor => {
  const who = context.signedIn()?.who;
  return { ipAddress: context.clientIp, userAgent: context.userAgent, ...(who !== undefined && { who }) };
};
