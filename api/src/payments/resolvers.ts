import type { Resolvers } from '../generated/graphql.js';
import { getDonationStatus } from './service.js';
import { adminActorOf } from '../audit/admin-actor.js';
import { confirmDonationByAdmin, getBooksCheck, listPaymentIssues } from './admin.js';
import { listRefunds, refundDonation, refundPayment } from './refunds.js';

export const paymentResolvers: Resolvers = {
  Query: {
    paymentIssues: (_parent, args, { deps }) => listPaymentIssues(deps, args),
    booksCheck: (_parent, _args, { deps }) => getBooksCheck(deps),
    donationStatus: (_parent, { id, accessToken }, { deps }) => getDonationStatus(deps, id, accessToken),
    refunds: (_parent, args, { deps }) => listRefunds(deps, args),
  },
  Mutation: {
    confirmDonation: (_parent, { id }, context) => confirmDonationByAdmin(context.deps, adminActorOf(context), id),
    refundPayment: (_parent, { paymentId, reason }, context) =>
      refundPayment(context.deps, adminActorOf(context), paymentId, reason),
    refundDonation: (_parent, { donationId, reason }, context) =>
      refundDonation(context.deps, adminActorOf(context), donationId, reason),
  },
};
