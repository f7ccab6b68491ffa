import type { Resolvers } from '../generated/graphql.js';
import { getDonationStatus } from './service.js';
import { adminActorOf } from '../graphql/admin-actor.js';
import { confirmDonationByAdmin, getBooksCheck, listPaymentIssues } from './admin.js';

export const paymentResolvers: Resolvers = {
  Query: {
    paymentIssues: (_parent, args, { deps }) => listPaymentIssues(deps, args),
    booksCheck: (_parent, _args, { deps }) => getBooksCheck(deps),
    donationStatus: (_parent, { id, accessToken }, { deps }) => getDonationStatus(deps, id, accessToken),
  },
  Mutation: {
    confirmDonation: (_parent, { id }, context) => confirmDonationByAdmin(context.deps, adminActorOf(context), id),
  },
};
