import type { Resolvers } from '../generated/graphql.js';
import { listComments } from './service.js';

export const commentResolvers: Resolvers = {
  Query: {
    comments: (_parent, args, { deps }) => listComments(deps, args),
  },
};
