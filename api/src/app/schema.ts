import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { campaignResolvers } from '../campaign/resolvers.js';
import { commentResolvers } from '../comments/resolvers.js';
import { donationResolvers } from '../donations/resolvers.js';
import { contactResolvers } from '../contact/resolvers.js';
import { siteResolvers } from '../site/resolvers.js';
import { paymentResolvers } from '../payments/resolvers.js';
import { statsResolvers } from '../stats/resolvers.js';
import { auditResolvers } from '../audit/resolvers.js';
import { mailResolvers } from '../mail/resolvers.js';
import { receiptResolvers } from '../receipts/resolvers.js';
import { donorResolvers } from '../donor/resolvers.js';
import { transparencyResolvers } from '../transparency/resolvers.js';
import { shareResolvers } from '../share/resolvers.js';
import { newsResolvers } from '../news/resolvers.js';
import { monthlyResolvers } from '../monthly/resolvers.js';
import { statementResolvers } from '../statements/resolvers.js';
import { teamResolvers } from '../team/resolvers.js';
import { dedicationResolvers } from '../dedications/resolvers.js';
import { applyAccessControl } from '../graphql/access.js';
import { dateTimeScalar } from '../graphql/scalars.js';
import { typeDefs } from '../graphql/type-defs.js';

/** The API's one schema: the contract (schema.graphql) with every domain's resolvers, access checked per root field. */
export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: [
      { DateTime: dateTimeScalar },
      campaignResolvers,
      donationResolvers,
      commentResolvers,
      contactResolvers,
      siteResolvers,
      paymentResolvers,
      statsResolvers,
      auditResolvers,
      mailResolvers,
      receiptResolvers,
      donorResolvers,
      monthlyResolvers,
      transparencyResolvers,
      shareResolvers,
      newsResolvers,
      statementResolvers,
      teamResolvers,
      dedicationResolvers,
    ],
  });
  return applyAccessControl(schema);
}
