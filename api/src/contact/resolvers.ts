import type { Resolvers } from '../generated/graphql.js';
import { roleAllows } from '../../../rules/team.js';
import { adminActorOf } from '../audit/admin-actor.js';
import { withoutAddress } from '../audit/service.js';
import { answerContactMessage, deleteContactMessage } from './admin.js';
import { countUnansweredContactMessages, listContactMessages, sendContactMessage } from './service.js';

export const contactResolvers: Resolvers = {
  Query: {
    contactMessages: (_parent, args, { deps }) => listContactMessages(deps, args),
    unansweredContactMessages: (_parent, _args, { deps }) => countUnansweredContactMessages(deps),
  },
  // Stored as the audit trail names people ("Name <address>"): the team's addresses are the owner's (Query.team).
  ContactAnswer: {
    answeredBy: (answer, _args, { signedIn }) =>
      roleAllows(signedIn()?.role ?? 'READER', 'owner') ? answer.answeredBy : withoutAddress(answer.answeredBy),
  },
  Mutation: {
    sendContactMessage: (_parent, { input }, { deps, clientIp }) => sendContactMessage(deps, input, clientIp),
    answerContactMessage: (_parent, { id, text }, context) => answerContactMessage(context.deps, adminActorOf(context), id, text),
    deleteContactMessage: (_parent, { id }, context) => deleteContactMessage(context.deps, adminActorOf(context), id),
  },
};
