import type { Resolvers } from '../generated/graphql.js';
import { adminActorOf } from '../audit/admin-actor.js';
import { answerContactMessage, deleteContactMessage } from './admin.js';
import { countUnansweredContactMessages, listContactMessages, sendContactMessage } from './service.js';

export const contactResolvers: Resolvers = {
  Query: {
    contactMessages: (_parent, args, { deps }) => listContactMessages(deps, args),
    unansweredContactMessages: (_parent, _args, { deps }) => countUnansweredContactMessages(deps),
  },
  Mutation: {
    sendContactMessage: (_parent, { input }, { deps, clientIp }) => sendContactMessage(deps, input, clientIp),
    answerContactMessage: (_parent, { id, text }, context) => answerContactMessage(context.deps, adminActorOf(context), id, text),
    deleteContactMessage: (_parent, { id }, context) => deleteContactMessage(context.deps, adminActorOf(context), id),
  },
};
