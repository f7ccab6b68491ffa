import type { Resolvers } from '../generated/graphql.js';
import { listComments } from './service.js';
import { adminActorOf } from '../audit/admin-actor.js';
import { listAdminComments, setCommentHidden } from './admin.js';

export const commentResolvers: Resolvers = {
  Query: {
    adminComments: (_parent, args, { deps }) => listAdminComments(deps, args),
    comments: (_parent, args, { deps }) => listComments(deps, args),
  },
  Mutation: {
    hideComment: (_parent, { id }, context) => setCommentHidden(context.deps, adminActorOf(context), id, true),
    unhideComment: (_parent, { id }, context) => setCommentHidden(context.deps, adminActorOf(context), id, false),
  },
};
