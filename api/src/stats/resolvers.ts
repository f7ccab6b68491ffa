import type { Resolvers } from '../generated/graphql.js';
import { getDonationStats } from './service.js';

const dateOf = (value: Date | string | null | undefined) => (value ? new Date(value) : null);

/** The organiser's statistics; `@admin` in the schema has already checked the token. */
export const statsResolvers: Resolvers = {
  Query: {
    donationStats: (_parent, { from, to }, { deps }) => getDonationStats(deps, { from: dateOf(from), to: dateOf(to) }),
  },
};
