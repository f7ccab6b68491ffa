import type { Resolvers } from '../generated/graphql.js';
import { adminActorOf } from '../audit/admin-actor.js';
import { cancelMonthlyDonationAsOrganiser, listMonthlyDonations } from './admin.js';
import { cancelMonthlyDonation } from './charges.js';
import { createMonthlyDonation, monthlyDonationOf } from './service.js';
import {
  changeMonthlyAmount,
  changeMonthlyDay,
  pauseMonthlyDonation,
  resumeMonthlyDonation,
  skipMonthlyMonth,
} from './self-service.js';
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
    changeMonthlyDonationAmount: (_parent, { accessToken, amount }, { deps, clientIp }) =>
      changeMonthlyAmount(deps, accessToken, amount, { ipAddress: clientIp }),
    changeMonthlyDonationDay: (_parent, { accessToken, dayOfMonth }, { deps }) => changeMonthlyDay(deps, accessToken, dayOfMonth),
    skipMonthlyDonationMonth: (_parent, { accessToken, month }, { deps }) => skipMonthlyMonth(deps, accessToken, month),
    pauseMonthlyDonation: (_parent, { accessToken }, { deps }) => pauseMonthlyDonation(deps, accessToken),
    resumeMonthlyDonation: (_parent, { accessToken }, { deps }) => resumeMonthlyDonation(deps, accessToken),
    cancelMonthlyDonationAsOrganiser: (_parent, { id }, context) =>
      cancelMonthlyDonationAsOrganiser(context.deps, adminActorOf(context), id),
    setMonthlyGiving: (_parent, { enabled, retryPolicy }, context) =>
      setMonthlyGiving(context.deps, adminActorOf(context), enabled, retryPolicy),
  },
};
