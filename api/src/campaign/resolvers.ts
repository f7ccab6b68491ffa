import type { Resolvers } from '../generated/graphql.js';
import { getCampaign } from './service.js';

export const campaignResolvers: Resolvers = {
  Query: {
    campaign: (_parent, _args, { deps }) => getCampaign(deps),
  },
};
