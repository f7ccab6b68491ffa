import type { Resolvers } from '../generated/graphql.js';
import { getSiteConfig } from './service.js';

export const siteResolvers: Resolvers = {
  Query: {
    siteConfig: (_parent, _args, { deps }) => getSiteConfig(deps.config),
  },
};
