import { ApolloServer } from '@apollo/server';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { isGraphqlIdeEnabled } from '../panel/ide.js';
import type { Deps } from '../deps.js';
import { graphqlHardening } from '../security/graphql.js';
import { AppError, toAppError } from '../errors.js';
import type { GraphQLContext } from '../graphql/context.js';
import { documentStoreOf } from '../graphql/document-store.js';

export function createGraphQLServer(deps: Deps, schema: GraphQLSchema): ApolloServer<GraphQLContext> {
  const development = deps.config.NODE_ENV === 'development';
  const hardening = graphqlHardening(deps.config);
  return new ApolloServer<GraphQLContext>({
    schema,
    validationRules: hardening.validationRules,
    allowBatchedHttpRequests: hardening.allowBatchedHttpRequests,
    csrfPrevention: hardening.csrfPrevention,
    parseOptions: hardening.parseOptions,
    includeStacktraceInErrorResponses: development,
    // main.ts owns SIGTERM: it drains HTTP first, then stops Apollo; Apollo's own handler made that stop hang.
    stopOnTerminationSignals: false,
    // Introspection follows the IDE switch: off in production unless GRAPHQL_IDE=true.
    introspection: isGraphqlIdeEnabled(deps.config),
    // The IDE is served from our own bundle (never a CDN); Apollo's landing page is off.
    plugins: [ApolloServerPluginLandingPageDisabled(), ...hardening.plugins],
    // The site's clients send whole documents; persisted queries were an unused second way
    // in (a wrong hash answered INTERNAL_SERVER_ERROR): off, so they get a stable refusal.
    persistedQueries: false,
    // Parsed and validated documents by query text, so a repeated query skips both steps:
    // bounded by their source's length, not Apollo's default 30 MiB (graphql/document-store.ts).
    documentStore: documentStoreOf(deps),
    formatError: (formatted, error) => formatGraphQLError(deps, formatted, error),
  });
}

/**
 * graphql-armor words its limits as "Syntax Error: …" (in production, "Syntax Error: Query
 * validation error."): the document was valid, it was only too large. Said as it is, in
 * Portuguese; outside production the limit's own words follow, to help whoever writes a client.
 */
function limitMessageOf(deps: Deps, message: string): string {
  const limit = /^Syntax Error: (Query validation error|.*(limit|exceeded|Too many))/i.exec(message);
  if (!limit) return message;
  const plain = 'Consulta recusada: ela passa dos limites desta API (tamanho, profundidade, apelidos, diretivas ou custo).';
  return deps.config.isProduction ? plain : `${plain} ${message.replace(/^Syntax Error: /, '')}`;
}

/** Every error leaves with a stable code; anything unexpected is logged and replaced by a generic message. */
function formatGraphQLError(deps: Deps, formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  // Errors raised by graphql-js itself (syntax, validation, coercion) carry no original error and are safe to show.
  if (original === error && !(original instanceof AppError)) {
    const { extensions, ...rest } = formatted;
    const field = typeof extensions?.field === 'string' ? { field: extensions.field } : {};
    return {
      ...rest,
      message: limitMessageOf(deps, rest.message),
      extensions: { code: extensions?.code ?? 'INTERNAL_SERVER_ERROR', ...field },
    };
  }
  const appError = toAppError(original);
  if (appError.code === 'INTERNAL_SERVER_ERROR') deps.logger.error({ err: original }, 'GraphQL resolver failed');
  const extensions: Record<string, unknown> = { code: appError.code };
  if (appError.details.field) extensions.field = appError.details.field;
  if (appError.details.retryAfterSeconds) extensions.retryAfterSeconds = appError.details.retryAfterSeconds;
  return { message: appError.message, locations: formatted.locations, path: formatted.path, extensions };
}
