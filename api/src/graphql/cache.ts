import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import type { Deps } from '../deps.js';
import { publicResponse } from '../cache/responses.js';

/** What a key is read from: an Express request, or the server's own before Express (app/at-once.ts). */
export interface KeyedRequest {
  method?: string;
  headers: IncomingHttpHeaders;
  /** The query string parsed as Express's default ("simple", node:querystring) parses it. */
  query?: unknown;
  body?: unknown;
}

/**
 * The request's cache key, or undefined when the answer must not come from the cache:
 * anything with credentials, persisted-query extensions, or a GET that Apollo's CSRF
 * prevention would refuse (so a cached answer never succeeds where Apollo would not).
 */
export function publicCacheKey(req: KeyedRequest): string | undefined {
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
function passesCsrfPrevention(req: KeyedRequest): boolean {
  if (req.headers['apollo-require-preflight'] || req.headers['x-apollo-operation-name']) return true;
  const contentType = req.headers['content-type'];
  if (!contentType) return false;
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  return !['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'].includes(mediaType);
}

/**
 * A response cache in front of Apollo Server's official Express middleware: a public
 * query whose result Apollo found cacheable (a `Cache-Control: max-age=N, public`
 * computed from the schema's @cacheControl hints, no errors) is answered from memory
 * until it expires or the public data changes. On a miss the request goes on to
 * `expressMiddleware`, and the body it sends is kept on the way out. One for each
 * method, since a GET's key is in its address and a POST's in the body it must parse
 * first: a GET answered from memory reads no body and checks no variables again (an
 * answer was kept only after they passed).
 */
export function publicResponseCache(deps: Deps, method: 'GET' | 'POST'): RequestHandler {
  return publicResponse(deps, (req) => (req.method === method ? publicCacheKey(req) : undefined));
}
