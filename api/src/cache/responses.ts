import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { publicCacheOf } from './public-cache.js';
import type { Deps } from '../deps.js';
import { markPublicRead } from '../http/access-log.js';

/** The headers a kept answer is replayed with (the security headers are every answer's own). */
const REPLAYED_HEADERS = ['content-type', 'cache-control', 'vary', 'etag'];

/** The max-age of a Cache-Control that lets anyone keep the answer, in seconds; undefined otherwise. */
function publicMaxAgeOf(cacheControl: unknown): number | undefined {
  const directives = String(cacheControl ?? '')
    .split(',')
    .map((directive) => directive.trim().toLowerCase());
  if (!directives.includes('public')) return undefined;
  const maxAge = directives.find((directive) => directive.startsWith('max-age='));
  return maxAge ? Number(maxAge.slice('max-age='.length)) : undefined;
}

/**
 * Answers from memory when the public cache holds `key`'s answer, still fresh and of the
 * data as it is now (public-cache.ts); true when it did. The body is sent as it was
 * kept, already serialised and with its ETag, so nothing is stringified or hashed, and
 * a conditional GET gets its 304.
 */
export function replayPublicResponse(deps: Deps, key: string, res: Response): boolean {
  const hit = publicCacheOf(deps).response(key);
  if (!hit) return false;
  for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
  markPublicRead(res);
  res.status(200).send(hit.body);
  return true;
}

/**
 * Keeps, under `key`, the answer this response is about to send when it is a 200 whose
 * Cache-Control lets anyone keep it (`public, max-age=N`): for N seconds at most, and
 * only if no public data changed since the request began.
 */
export function keepPublicResponse(deps: Deps, key: string, res: Response): void {
  const cache = publicCacheOf(deps);
  const version = cache.currentVersion;
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    const maxAge = publicMaxAgeOf(res.getHeader('cache-control'));
    if (res.statusCode !== 200 || !maxAge || typeof body !== 'string') return send(body);
    const buffer = Buffer.from(body);
    res.setHeader('etag', `W/"${createHash('sha1').update(buffer).digest('base64url')}"`);
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    cache.storeResponse(key, { body: buffer, headers }, version, maxAge * 1000);
    return send(buffer);
  };
}

/**
 * A public read answered from memory while fresh: `keyOf` names the answer a request
 * asks for (undefined: this one must not come from the cache); on a miss the route runs
 * and the answer it sends is kept. GraphQL's (graphql/cache.ts) and the REST reads'.
 */
export function publicResponse(deps: Deps, keyOf: (req: Request) => string | undefined): RequestHandler {
  return (req, res, next) => {
    const key = keyOf(req);
    if (key === undefined) return next();
    if (replayPublicResponse(deps, key, res)) return;
    keepPublicResponse(deps, key, res);
    next();
  };
}
