import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { RequestHandler } from 'express';
import {
  GraphQLError,
  Kind,
  getNamedType,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
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
  /** Nesting of the request's variables (objects and lists); the deepest input the API takes is about 5. */
  maxVariableDepth: 10,
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
    // Replaced by queryCostLimit below, which counts page sizes however they are given.
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, exposeLimits },
    blockFieldSuggestion: { enabled: config.isProduction },
  }).protect();
  return {
    plugins: [
      ...(armor.plugins as ApolloServerPlugin<GraphQLContext>[]),
      queryCostLimit(exposeLimits),
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

/** Arguments that say how many items a list field returns. */
const PAGE_SIZE_ARGUMENTS = new Set(['first', 'last', 'limit']);

interface Cost {
  total: number;
  /** The list whose page size weighs most, to tell the client what to lower. */
  heaviest?: { field: string; argument: string; size: number; cost: number };
}

/**
 * The cost of an operation: one per field, a list's subtree times its page size. The
 * page size is read wherever it comes from (a literal, a variable, or the schema's
 * default), so `donations(first: 50)` costs what `donations` with its default of 50 does.
 */
export function operationCost(
  schema: GraphQLSchema,
  selectionSet: SelectionSetNode,
  type: GraphQLCompositeType,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): Cost {
  const cost: Cost = { total: 0 };
  const walk = (set: SelectionSetNode, parent: GraphQLCompositeType): number => {
    let sum = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT || selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments[selection.name.value] : selection;
        if (!fragment) continue;
        const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : parent;
        if (condition && isCompositeType(condition)) sum += walk(fragment.selectionSet, condition);
        continue;
      }
      const fields = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields() : {};
      const definition = fields[selection.name.value];
      const namedType = definition ? getNamedType(definition.type) : undefined;
      let fieldCost = 1;
      if (selection.selectionSet && namedType && isCompositeType(namedType)) fieldCost += walk(selection.selectionSet, namedType);
      for (const argument of definition?.args ?? []) {
        if (!PAGE_SIZE_ARGUMENTS.has(argument.name)) continue;
        const node = selection.arguments?.find((given) => given.name.value === argument.name)?.value;
        const value =
          node?.kind === Kind.INT
            ? Number(node.value)
            : node?.kind === Kind.VARIABLE
              ? variables[node.name.value]
              : node === undefined
                ? argument.defaultValue
                : undefined;
        const size = typeof value === 'number' && Number.isFinite(value) && value > 1 ? Math.floor(value) : 1;
        const listCost = fieldCost * size;
        if (size > 1 && listCost > (cost.heaviest?.cost ?? 0))
          cost.heaviest = { field: selection.name.value, argument: argument.name, size, cost: listCost };
        fieldCost = listCost;
        break;
      }
      sum += fieldCost;
    }
    return sum;
  };
  cost.total = walk(selectionSet, type);
  return cost;
}

/**
 * Refuses an operation whose cost passes GRAPHQL_LIMITS.maxCost, before anything runs,
 * with a 400 that names the page size to lower. Runs once the variables are known,
 * which a validation rule (graphql-armor's cost limit) never sees.
 */
function queryCostLimit(exposeLimits: boolean): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
          if (!root) return;
          const fragments = Object.fromEntries(
            document.definitions
              .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
              .map((fragment) => [fragment.name.value, fragment]),
          );
          const cost = operationCost(schema, operation.selectionSet, root, fragments, request.variables ?? {});
          if (cost.total <= GRAPHQL_LIMITS.maxCost) return;
          const limits = exposeLimits ? ` (custo ${cost.total}, máximo ${GRAPHQL_LIMITS.maxCost})` : '';
          const advice = cost.heaviest
            ? `diminua "${cost.heaviest.argument}" em "${cost.heaviest.field}" (hoje ${cost.heaviest.size}) ou peça menos campos`
            : 'peça menos campos';
          throw new GraphQLError(`Consulta grande demais${limits}: ${advice}.`, {
            // An input problem like any other: the field names the argument to lower, when there is one.
            extensions: {
              code: 'BAD_USER_INPUT',
              ...(cost.heaviest ? { field: cost.heaviest.argument } : {}),
              http: { status: 400 },
            },
          });
        },
      };
    },
  };
}

/** How deep a JSON value nests, counted without recursion (a hostile value may nest thousands deep). */
export function nestingDepth(value: unknown, stopAt: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > stopAt) return deepest;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * The variables' counterpart of the query depth limit: variables nested deeper than
 * any input of the schema answer 400 before any cache key, parser or resolver walks them.
 */
export const boundedVariables: RequestHandler = (req, res, next) => {
  const body = req.body as { variables?: unknown } | undefined;
  let variables: unknown = req.method === 'GET' ? req.query.variables : body?.variables;
  if (typeof variables === 'string' && req.method === 'GET') {
    try {
      variables = JSON.parse(variables);
    } catch {
      variables = undefined; // Apollo answers malformed variables itself.
    }
  }
  if (nestingDepth(variables, GRAPHQL_LIMITS.maxVariableDepth) <= GRAPHQL_LIMITS.maxVariableDepth) return next();
  res.status(400).json({
    errors: [
      {
        message: 'Variáveis aninhadas demais na requisição.',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ],
  });
};
