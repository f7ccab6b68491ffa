import { adminActorOf } from '../audit/admin-actor.js';
import type { Resolvers } from '../generated/graphql.js';
import { setDedications } from './service.js';

export const dedicationResolvers: Resolvers = {
  Mutation: {
    setDedications: (_parent, { enabled }, context) => setDedications(context.deps, adminActorOf(context), enabled),
  },
};
