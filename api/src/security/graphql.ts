import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationRule } from 'graphql';
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
  /**
   * The token limit, applied by Apollo's own parser: graphql-armor's token plugin
   * parses in a plugin hook, where a plain syntax error turns into a 500.
   */
  parseOptions: { maxTokens: number };
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
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, exposeLimits },
    blockFieldSuggestion: { enabled: config.isProduction },
  }).protect();
  return {
    plugins: [
      ...(armor.plugins as ApolloServerPlugin<GraphQLContext>[]),
      retryAfterHeader,
      ...(exposeLimits ? [] : [hideTokenLimit]),
    ],
    validationRules: [...armor.validationRules, supportedOperationsOnly],
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
  };
}

/** graphql-js names the token limit in its message; production does not tell. */
const hideTokenLimit: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors }) {
        for (const error of errors) error.message = error.message.replace(/more th\w+ \d+ tokens/, 'too many tokens');
      },
    };
  },
};

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

/**
 * A subscription (the schema has none) must fail validation with a 400, as any other
 * wrong document does; graphql-js only notices it while executing, as a 500.
 */
const supportedOperationsOnly: ValidationRule = (context) => ({
  OperationDefinition(node) {
    const schema = context.getSchema();
    const root = { query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: schema.getSubscriptionType() };
    if (!root[node.operation])
      context.reportError(new GraphQLError(`This API has no ${node.operation} operations.`, { nodes: [node] }));
  },
});
