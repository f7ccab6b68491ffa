import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ValidationRule } from 'graphql';
import type { Config } from '../config.js';
import type { GraphQLContext } from '../graphql/context.js';

/**
 * Limits on the shape of a GraphQL document, checked before anything runs. The
 * deepest query the page or the admin IDE needs is about 5 levels with a handful of
 * aliases; introspection (the IDE) is exempt from the depth limit.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 8,
  maxAliases: 10,
  maxCost: 5000,
  maxTokens: 2000,
  maxDirectives: 20,
} as const;

export interface GraphQLHardening {
  plugins: ApolloServerPlugin<GraphQLContext>[];
  validationRules: ValidationRule[];
  /** One operation per request: a batch would multiply every limit above and the rate limits. */
  allowBatchedHttpRequests: false;
  /** Apollo's default, stated so nobody turns it off: refuses simple (CSRF-able) requests. */
  csrfPrevention: true;
}

/**
 * graphql-armor's limits, plus the HTTP Retry-After header for RATE_LIMITED errors.
 * In production the error messages do not reveal the limits and field suggestions
 * ("Did you mean …?") are off, so the schema cannot be mapped by guessing.
 */
export function graphqlHardening(config: Pick<Config, 'isProduction'>): GraphQLHardening {
  const exposeLimits = !config.isProduction;
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, exposeLimits, ignoreIntrospection: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, exposeLimits },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, exposeLimits },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens, exposeLimits },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, exposeLimits },
    blockFieldSuggestion: { enabled: config.isProduction },
  }).protect();
  return {
    plugins: [...(armor.plugins as ApolloServerPlugin<GraphQLContext>[]), retryAfterHeader],
    validationRules: armor.validationRules,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
  };
}

/**
 * GraphQL answers errors inside a 200 body; the Retry-After header lets proxies and
 * clients back off too, and a request that got nothing because the database is
 * unreachable answers 503 so load balancers and monitors see it.
 */
const retryAfterHeader: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const { errors = [], data } = response.body.singleResult;
        const seconds = errors
          .map((error) => Number(error.extensions?.retryAfterSeconds))
          .filter((value) => Number.isFinite(value) && value > 0);
        if (seconds.length > 0) response.http.headers.set('retry-after', String(Math.max(...seconds)));
        if (data == null && errors.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) response.http.status = 503;
      },
    };
  },
};
