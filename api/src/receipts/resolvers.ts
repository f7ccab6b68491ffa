import type { Resolvers } from '../generated/graphql.js';
import { listReceipts } from './admin.js';

/** The organiser's list of receipts; `@admin` in the schema has already checked the token. */
export const receiptResolvers: Resolvers = {
  Query: {
    receipts: (_parent, args, { deps }) => listReceipts(deps, args),
  },
};
