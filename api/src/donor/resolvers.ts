import type { Resolvers } from '../generated/graphql.js';
import { listDataRequests } from './admin.js';
import { donorStatus } from './service.js';

export const donorResolvers: Resolvers = {
  Query: {
    // The organiser's list of donors' data requests; `@admin` in the schema has already checked the token.
    dataRequests: (_parent, args, { deps }) => listDataRequests(deps, args),
    // The donor's private page: the token is the only key, checked by the service as for
    // the REST alias (GET /api/minha-doacao/<token>), with the same NOT_FOUND.
    donorDonation: async (_parent, { accessToken }, { deps }) => {
      const donation = await donorStatus(deps, accessToken);
      return { ...donation, status: donation.status.toUpperCase() as 'PENDING' | 'PAID' | 'EXPIRED' };
    },
  },
};
