import type { Resolvers } from '../generated/graphql.js';
import { getDonationStatus } from './service.js';

export const paymentResolvers: Resolvers = {
  Query: {
    donationStatus: (_parent, { id, accessToken }, { deps }) => getDonationStatus(deps, id, accessToken),
  },
};
