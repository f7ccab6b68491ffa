import type { Resolvers } from '../generated/graphql.js';
import { roleAllows } from '../../../rules/team.js';
import { listAuditLog } from './service.js';

/** The organiser's trail of changes; `@admin` in the schema has already checked the sign-in. */
export const auditResolvers: Resolvers = {
  Query: {
    // The team's addresses are the owner's (Query.team): other roles read who did what by name.
    auditLog: (_parent, args, { deps, signedIn }) => listAuditLog(deps, args, roleAllows(signedIn()?.role ?? 'READER', 'owner')),
  },
};
