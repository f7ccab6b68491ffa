import type { Resolvers } from '../generated/graphql.js';
import { adminActorOf } from '../audit/admin-actor.js';
import { cancelMonthlyDonationAsOrganiser, listMonthlyDonations } from './admin.js';
import { cancelMonthlyDonation } from './charges.js';
import { createMonthlyDonation, monthlyDonationOf } from './service.js';
import { monthlyGivingSetup, setMonthlyGiving } from './setup.js';

export const monthlyResolvers: Resolvers = {
  Query: {
    monthlyDonation: (_parent, { accessToken }, { deps }) => monthlyDonationOf(deps, accessToken),
    monthlyGivingSetup: (_parent, _args, { deps }) => monthlyGivingSetup(deps),
    monthlyDonations: (_parent, args, { deps }) => listMonthlyDonations(deps, args),
  },
  Mutation: {
    createMonthlyDonation: (_parent, { input }, { deps, clientIp }) =>
      createMonthlyDonation(deps, input, { ipAddress: clientIp }),
    cancelMonthlyDonation: (_parent, { accessToken }, { deps }) => cancelMonthlyDonation(deps, accessToken),
    cancelMonthlyDonationAsOrganiser: (_parent, { id }, context) =>
      cancelMonthlyDonationAsOrganiser(context.deps, adminActorOf(context), id),
    setMonthlyGiving: (_parent, { enabled, retryPolicy }, context) =>
      setMonthlyGiving(context.deps, adminActorOf(context), enabled, retryPolicy),
  },
};
