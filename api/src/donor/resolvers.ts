import type { Resolvers } from '../generated/graphql.js';
import { listDataRequests } from './admin.js';

/** The organiser's list of donors' data requests; `@admin` in the schema has already checked the token. */
export const donorResolvers: Resolvers = {
  Query: {
    dataRequests: (_parent, args, { deps }) => listDataRequests(deps, args),
  },
};
