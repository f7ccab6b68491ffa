import type { GraphQLContext } from '../graphql/context.js';
import type { Resolvers } from '../generated/graphql.js';
import type { AdminActor } from '../audit/service.js';
import { getAdminDonation, listDonations } from './donations.js';
import { listDataRequests, listOutbox, listReceipts, resendEmail } from './donor-records.js';
import {
  confirmDonationByAdmin,
  getBooksCheck,
  listAdminComments,
  listPaymentIssues,
  setCommentHidden,
  updateCampaign,
} from './service.js';
import { launchChecklist } from '../campaign/launch.js';
import { getCampaignState } from '../campaign/service.js';

const actorOf = (context: GraphQLContext): AdminActor => ({ ipAddress: context.clientIp, userAgent: context.userAgent });

/** The organiser's fields; `@admin` in the schema has already checked the token. */
export const adminResolvers: Resolvers = {
  Query: {
    donations: (_parent, args, { deps }) => listDonations(deps, args),
    donation: (_parent, { id }, { deps }) => getAdminDonation(deps, id),
    paymentIssues: (_parent, args, { deps }) => listPaymentIssues(deps, args),
    booksCheck: (_parent, _args, { deps }) => getBooksCheck(deps),
    outbox: (_parent, args, { deps }) => listOutbox(deps, args),
    receipts: (_parent, args, { deps }) => listReceipts(deps, args),
    dataRequests: (_parent, args, { deps }) => listDataRequests(deps, args),
    adminComments: (_parent, args, { deps }) => listAdminComments(deps, args),
    mailDelivery: (_parent, _args, { deps }) => ({ smtpConfigured: Boolean(deps.config.SMTP_URL) }),
    launchChecklist: async (_parent, _args, { deps }) => launchChecklist(deps.config, (await getCampaignState(deps)).content),
  },
  Mutation: {
    resendEmail: (_parent, { id }, context) => resendEmail(context.deps, actorOf(context), id),
    confirmDonation: (_parent, { id }, context) => confirmDonationByAdmin(context.deps, actorOf(context), id),
    hideComment: (_parent, { id }, context) => setCommentHidden(context.deps, actorOf(context), id, true),
    unhideComment: (_parent, { id }, context) => setCommentHidden(context.deps, actorOf(context), id, false),
    updateCampaign: (_parent, { input }, context) => updateCampaign(context.deps, actorOf(context), input),
  },
};
