import type { Resolvers } from '../generated/graphql.js';
import { getSharePreview } from './service.js';

/** The organiser's look at the link preview; `@admin` in the schema has already checked the token. */
export const shareResolvers: Resolvers = {
  Query: {
    sharePreview: (_parent, _args, { deps }) => getSharePreview(deps),
  },
};
