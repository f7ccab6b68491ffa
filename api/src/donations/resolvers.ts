import type { Resolvers } from '../generated/graphql.js';
import { createDonation, getDonationOptions, getPixCode, listRecentDonations } from './service.js';
import { getAdminDonation, listDonations, toAdminDonation } from './admin.js';
import { adminActorOf } from '../audit/admin-actor.js';
import { publishDirectDonation } from './direct.js';
import { shareStats } from './channels.js';
import { correctOutsideDonation, registerOutsideDonation } from './outside.js';

export const donationResolvers: Resolvers = {
  Query: {
    donations: (_parent, args, { deps }) => listDonations(deps, args),
    donation: (_parent, { id }, { deps }) => getAdminDonation(deps, id),
    donationOptions: (_parent, _args, { deps }) => getDonationOptions(deps),
    recentDonations: (_parent, args, { deps }) => listRecentDonations(deps, args),
    shareStats: (_parent, { first }, { deps }) => shareStats(deps, first),
  },
  Mutation: {
    createDonation: (_parent, { input }, { deps, clientIp, userAgent }) =>
      createDonation(deps, input, { ipAddress: clientIp, userAgent }),
    pixCode: (_parent, { donationId, accessToken }, { deps, clientIp }) =>
      getPixCode(deps, donationId, accessToken, { ipAddress: clientIp }),
    publishDirectDonation: async (_parent, { id, name, publishMessage }, context) =>
      toAdminDonation(
        context.deps,
        await publishDirectDonation(context.deps, adminActorOf(context), id, { name, publishMessage }),
      ),
    registerOutsideDonation: async (_parent, { input }, context) =>
      toAdminDonation(context.deps, await registerOutsideDonation(context.deps, adminActorOf(context), input)),
    correctOutsideDonation: async (_parent, { id, reason, correction }, context) => {
      const result = await correctOutsideDonation(context.deps, adminActorOf(context), id, reason, correction);
      return {
        annulled: toAdminDonation(context.deps, result.annulled),
        replacement: result.replacement && toAdminDonation(context.deps, result.replacement),
      };
    },
  },
};
