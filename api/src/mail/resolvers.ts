import type { Resolvers } from '../generated/graphql.js';
import { adminActorOf } from '../audit/admin-actor.js';
import { listOutbox, resendEmail } from './admin.js';

/** The organiser's view of the e-mails to donors; `@admin` in the schema has already checked the token. */
export const mailResolvers: Resolvers = {
  Query: {
    outbox: (_parent, args, { deps }) => listOutbox(deps, args),
    mailDelivery: (_parent, _args, { deps }) => ({ smtpConfigured: Boolean(deps.config.SMTP_URL) }),
  },
  Mutation: {
    resendEmail: (_parent, { id }, context) => resendEmail(context.deps, adminActorOf(context), id),
  },
};
