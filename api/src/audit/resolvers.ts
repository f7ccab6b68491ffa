import type { Resolvers } from '../generated/graphql.js';
import { listAuditLog } from './service.js';

/** The organiser's trail of changes; `@admin` in the schema has already checked the token. */
export const auditResolvers: Resolvers = {
  Query: {
    auditLog: (_parent, args, { deps }) => listAuditLog(deps, args),
  },
};
