import { adminActorOf as actorOf } from '../audit/admin-actor.js';
import type { Resolvers } from '../generated/graphql.js';
import { acceptStatementLine, ignoreStatementLine, listStatementImports, listStatementLines, toStatementLine } from './review.js';

/** The bank statement's lines and imports; `@admin` in the schema has already checked the token. */
export const statementResolvers: Resolvers = {
  Query: {
    statementLines: (_parent, args, { deps }) => listStatementLines(deps, args),
    statementImports: (_parent, args, { deps }) => listStatementImports(deps, args),
  },
  Mutation: {
    acceptStatementLine: async (_parent, { id, donor }, context) =>
      toStatementLine(await acceptStatementLine(context.deps, actorOf(context), id, donor)),
    ignoreStatementLine: async (_parent, { id, reason }, context) =>
      toStatementLine(await ignoreStatementLine(context.deps, actorOf(context), id, reason)),
  },
};
