import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
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

/** The headers Apollo Server sets on a GraphQL answer, replayed with a cached one. */
const REPLAYED_HEADERS = ['content-type', 'cache-control', 'vary'];

/**
 * A response cache in front of Apollo Server's official Express middleware: a public
 * query whose result Apollo found cacheable (a `Cache-Control: max-age=N, public`
 * computed from the schema's @cacheControl hints, no errors) is answered from memory
 * until it expires or the public data changes. On a miss the request goes on to
 * `expressMiddleware`, and the body it sends is kept on the way out.
 */
export function publicResponseCache(deps: Deps): RequestHandler {
  const cache: PublicCache = publicCacheOf(deps);
  return (req, res, next) => {
    const key = publicCacheKey(req);
    if (key === undefined) return next();
    const hit = cache.response(key);
    if (hit) {
      for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
      // With the ETag already set, res.send hashes nothing and answers a conditional GET with 304.
      res.status(200).send(hit.body);
      return;
    }
    const version = cache.currentVersion;
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const maxAge = CACHEABLE.exec(String(res.getHeader('cache-control') ?? ''))?.[1];
      if (res.statusCode === 200 && maxAge && typeof body === 'string') {
        const buffer = Buffer.from(body);
        res.setHeader('etag', `W/"${createHash('sha1').update(buffer).digest('base64url')}"`);
        const headers: Record<string, string> = {};
        for (const name of [...REPLAYED_HEADERS, 'etag']) {
          const value = res.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        cache.storeResponse(key, { body: buffer, headers }, version, Number(maxAge) * 1000);
        return send(buffer);
      }
      return send(body);
    };
    next();
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
          if (contextValue.isAdmin() && operation?.operation === 'mutation') publicCacheOf(contextValue.deps).invalidate();
        },
      };
    },
  };
}
