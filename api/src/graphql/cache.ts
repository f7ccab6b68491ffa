import { createHash } from 'node:crypto';
import { parse as parseUrl } from 'node:url';
import { HeaderMap, type ApolloServer, type ApolloServerPlugin, type HTTPGraphQLRequest } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { publicCacheOf, type PublicCache } from '../cache/public-cache.js';
import type { Deps } from '../deps.js';
import type { GraphQLContext } from './context.js';

const CACHEABLE = /^max-age=(\d+), public$/;

/**
 * The request's cache key, or undefined when the answer must not come from the cache:
 * anything with credentials, persisted-query extensions, or a GET that Apollo's CSRF
 * prevention would refuse (so a cached answer never succeeds where Apollo would not).
 */
export function publicCacheKey(req: Request): string | undefined {
  if (req.headers.authorization) return undefined;
  let query: unknown;
  let operationName: unknown;
  let variables: unknown;
  if (req.method === 'GET') {
    if (!passesCsrfPrevention(req)) return undefined;
    const params = req.query as Record<string, unknown>;
    if (params.extensions !== undefined) return undefined;
    ({ query, operationName } = params);
    if (typeof params.variables === 'string') {
      try {
        variables = JSON.parse(params.variables);
      } catch {
        return undefined;
      }
    } else if (params.variables !== undefined) return undefined;
  } else if (req.method === 'POST') {
    const body = req.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body) || body.extensions !== undefined) return undefined;
    ({ query, operationName, variables } = body);
  } else return undefined;
  if (typeof query !== 'string' || (operationName !== undefined && typeof operationName !== 'string')) return undefined;
  // The response's media type follows Accept, so it is part of the key.
  return JSON.stringify([req.headers.accept ?? '', query, operationName ?? null, variables ?? null]);
}

/** Apollo Server's rule: a GET must carry a header that a plain HTML form or <img> cannot send. */
function passesCsrfPrevention(req: Request): boolean {
  if (req.headers['apollo-require-preflight'] || req.headers['x-apollo-operation-name']) return true;
  const contentType = req.headers['content-type'];
  if (!contentType) return false;
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  return !['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'].includes(mediaType);
}

function send(res: Response, body: Buffer, headers: Record<string, string>, status = 200): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  // With the ETag already set, res.send hashes nothing and answers a conditional GET with 304.
  res.status(status).send(body);
}

/**
 * Apollo Server on Express (what `@as-integrations/express5` does) with a response
 * cache in front: a public query whose result Apollo found cacheable (a
 * `Cache-Control: max-age=N, public` computed from the schema's @cacheControl hints,
 * no errors) is answered from memory until it expires or the public data changes.
 */
export function graphqlHandler(
  server: ApolloServer<GraphQLContext>,
  deps: Deps,
  context: (req: Request, res: Response) => Promise<GraphQLContext>,
): RequestHandler {
  const cache: PublicCache = publicCacheOf(deps);
  return (req, res, next) => {
    const key = publicCacheKey(req);
    if (key !== undefined) {
      const hit = cache.response(key);
      if (hit) return send(res, hit.body, hit.headers);
    }
    const version = cache.currentVersion;

    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const httpGraphQLRequest: HTTPGraphQLRequest = {
      method: req.method.toUpperCase(),
      headers,
      search: parseUrl(req.url).search ?? '',
      body: req.body,
    };
    server.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: () => context(req, res) }).then(async (response) => {
      const responseHeaders: Record<string, string> = {};
      for (const [name, value] of response.headers) responseHeaders[name] = value;
      const status = response.status ?? 200;
      if (response.body.kind === 'complete') {
        const body = Buffer.from(response.body.string);
        const maxAge = CACHEABLE.exec(responseHeaders['cache-control'] ?? '')?.[1];
        if (key !== undefined && status === 200 && maxAge) {
          responseHeaders.etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
          cache.storeResponse(key, { body, headers: responseHeaders }, version, Number(maxAge) * 1000);
        }
        send(res, body, responseHeaders, status);
        return;
      }
      // Incremental delivery (@defer): streamed, never cached.
      for (const [name, value] of Object.entries(responseHeaders)) res.setHeader(name, value);
      res.status(status);
      for await (const chunk of response.body.asyncIterator) res.write(chunk);
      res.end();
    }, next);
  };
}

/**
 * The organiser's mutations (hiding a comment, editing content, confirming a payment)
 * change what visitors see: retire the public cache when one runs.
 */
export function adminWritesInvalidatePublicCache(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, operation }) {
          // Even a partly failed mutation may have written something.
          if (contextValue.isAdmin && operation?.operation === 'mutation') publicCacheOf(contextValue.deps).invalidate();
        },
      };
    },
  };
}
