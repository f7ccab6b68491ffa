import type { Resolvers } from '../generated/graphql.js';
import { listContactMessages, sendContactMessage } from './service.js';

export const contactResolvers: Resolvers = {
  Query: {
    contactMessages: (_parent, args, { deps }) => listContactMessages(deps, args),
  },
  Mutation: {
    sendContactMessage: (_parent, { input }, { deps, clientIp }) => sendContactMessage(deps, input, clientIp),
  },
};
