import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { campaignResolvers } from '../campaign/resolvers.js';
import { fromRoot } from '../paths.js';
import { applyAccessControl } from './access.js';
import { dateTimeScalar } from './scalars.js';

export const typeDefs = readFileSync(fromRoot('schema.graphql'), 'utf8');

export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: [{ DateTime: dateTimeScalar }, campaignResolvers],
  });
  return applyAccessControl(schema);
}
