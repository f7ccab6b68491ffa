import type { IncomingHttpHeaders, IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parse as parseQueryString } from 'node:querystring';
import type { RequestHandler } from 'express';
import { publicCacheOf, type CachedResponse, type PublicCache } from '../cache/public-cache.js';
import { CAMPAIGN_PATH, CAMPAIGN_RESPONSE_KEY } from '../campaign/rest.js';
import type { Deps } from '../deps.js';
import { publicCacheKey } from '../graphql/cache.js';
import { readJsonBodyEarly } from '../http/json-body.js';
import { requestCounter } from '../metrics/metrics.js';
import { GRAPHQL_LIMITS, nestingDepth } from '../security/graphql.js';
import { hostCheck, fixedSecurityHeaders } from '../security/http.js';
import { PAGE_INLINE_SCRIPTS } from '../web/serve.js';
import { keptPageKey, keptPagesOf, writeKeptPage } from '../cache/kept-pages.js';

const GRAPHQL_PATH = '/graphql';

/**
 * The kept answer for `key()`, if any. A key that cannot be made is no answer: the app
 * then answers the request as it would have (a throw here would end the process).
 */
function keptAnswer(cache: PublicCache, key: () => string | undefined): CachedResponse | undefined {
  try {
    const name = key();
    return name === undefined ? undefined : cache.response(name);
  } catch {
    return undefined;
  }
}

/**
 * A POST's key, once its variables passed the bound the app checks before its own
 * (boundedVariables): a value nested thousands deep would overflow the stack of the
 * JSON.stringify that makes the key, and the app answers it 400.
 */
function postKey(req: IncomingMessage): string | undefined {
  const body = (req as { body?: unknown }).body;
  const variables = typeof body === 'object' && body !== null ? (body as { variables?: unknown }).variables : undefined;
  if (nestingDepth(variables, GRAPHQL_LIMITS.maxVariableDepth) > GRAPHQL_LIMITS.maxVariableDepth) return undefined;
  return publicCacheKey({ method: 'POST', headers: req.headers, body });
}

/** A JSON body sent without compression, its length declared: what the app's parser takes (media type, UTF-8). */
const isPlainJsonBody = (headers: IncomingHttpHeaders) =>
  headers['content-length'] !== undefined &&
  headers['transfer-encoding'] === undefined &&
  (headers['content-encoding'] === undefined || headers['content-encoding'] === 'identity') &&
  /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i.test(headers['content-type'] ?? '');

/**
 * The server's listener: the public reads a crowd makes, answered from the public cache
 * before Express, and everything else passed to `app`. They are a GET of `/api/campaign`,
 * and a GraphQL query by GET or POST, whose answer the app kept (cache/responses.ts).
 * Express's request set-up and the front's layers cost more than the kept answer
 * (docs/PERFORMANCE.md); this writes it with what the app would have sent (the security
 * headers of a JSON answer, the kept headers), counts it in the request metrics, and gives
 * the access log nothing to add (a public read answered from memory is logged at debug).
 *
 * Anything it would not answer exactly as the app does goes on to the app: a miss, HEAD,
 * a conditional request (the app answers 304), an unknown Host, CORS configured, debug
 * logging on, a forwarded request the app may warn about. A POST's body is read first,
 * with the app's own parser (`jsonBody`), which then does not read it again and passes on
 * any error it met. tests/api/at-once.test.ts holds each answer to the app's, header by header.
 */
export function answeringAtOnce(deps: Deps, app: RequestListener, jsonBody: RequestHandler): RequestListener {
  const { config, logger } = deps;
  const cache = publicCacheOf(deps);
  const security = fixedSecurityHeaders(config, PAGE_INLINE_SCRIPTS).flat();
  const pages = keptPagesOf(deps);
  const isValidHost = hostCheck();
  const count = requestCounter(deps);
  // CORS adds Vary and Access-Control-* to these answers; the proxy warning needs the app's front.
  const aside = config.CORS_ORIGINS.length > 0;
  const mayWarnOfProxy = config.TRUST_PROXY === false;

  // Each kept answer's header list, made once for all the requests it answers (writeHead does not change it).
  const headerLists = new WeakMap<CachedResponse, string[]>();
  const send = (res: ServerResponse, kept: CachedResponse, method: string, route: string, startedAt: number) => {
    let headers = headerLists.get(kept);
    if (!headers) {
      headers = [...security];
      for (const name in kept.headers) headers.push(name, kept.headers[name]!);
      headers.push('content-length', String(kept.body.length));
      headerLists.set(kept, headers);
    }
    res.writeHead(200, headers);
    res.end(kept.body);
    count(method, route, '200', (performance.now() - startedAt) / 1000);
  };

  const mayAnswer = (req: IncomingMessage): boolean => {
    const { headers } = req;
    return !aside && headers['if-none-match'] === undefined && headers['if-modified-since'] === undefined && mayAnswerPage(req);
  };
  // A kept page answers a conditional request itself (304 to its ETag), and CORS never applies to pages.
  const mayAnswerPage = (req: IncomingMessage): boolean => {
    const { headers } = req;
    return (
      headers.host !== undefined &&
      isValidHost(headers.host) &&
      !(mayWarnOfProxy && headers['x-forwarded-for'] !== undefined) &&
      !logger.isLevelEnabled('debug')
    );
  };

  /**
   * A public page kept in memory (cache/kept-pages.ts): written at once while fresh, and
   * also while another request has it rendered anew; otherwise this request goes to the
   * app, which renders it and keeps the result. False when the app must answer.
   */
  const answeredPage = (req: IncomingMessage, res: ServerResponse, url: string, startedAt: number): boolean => {
    if (pages.freshMs <= 0) return false;
    const key = keptPageKey(config, url, req.headers);
    if (key === undefined || !mayAnswerPage(req)) return false;
    const kept = pages.lookup(key, cache.currentVersion, startedAt);
    if (kept && (kept.fresh || !pages.claim(key))) {
      const status = writeKeptPage(pages, req, res, kept.page);
      pages.counts[status === 304 ? 'notModified' : 'served']++;
      const mark = url.indexOf('?');
      count('GET', mark < 0 ? url : url.slice(0, mark), String(status), (performance.now() - startedAt) / 1000);
      return true;
    }
    // This request renders the page (or, with none kept yet, any that comes: each is answered).
    if (kept || pages.claim(key)) res.once('close', () => pages.release(key));
    const delay = kept ? pages.rebuildDelay(kept.page, cache.currentVersion, startedAt) : 0;
    if (delay <= 0) return false;
    // A burst of changes: this request waits for the next render's turn, then renders what is current.
    setTimeout(() => app(req, res), delay);
    return true;
  };

  return (req, res) => {
    const startedAt = performance.now();
    const url = req.url ?? '';
    if (req.method === 'POST') {
      if (url !== GRAPHQL_PATH || !isPlainJsonBody(req.headers) || !mayAnswer(req)) return app(req, res);
      readJsonBodyEarly(jsonBody, req, res, (parsed) => {
        const kept = parsed ? keptAnswer(cache, () => postKey(req)) : undefined;
        if (kept) send(res, kept, 'POST', GRAPHQL_PATH, startedAt);
        else app(req, res);
      });
      return;
    }
    if (req.method !== 'GET') return app(req, res);
    if (answeredPage(req, res, url, startedAt)) return;
    if (!mayAnswer(req)) return app(req, res);
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    const kept = keptAnswer(cache, () => {
      if (path === CAMPAIGN_PATH) return CAMPAIGN_RESPONSE_KEY;
      // The app keys a GET before it checks its variables, too: a URL holds too little to nest past the stack.
      if (path === GRAPHQL_PATH && mark >= 0)
        return publicCacheKey({ method: 'GET', headers: req.headers, query: parseQueryString(url.slice(mark + 1)) });
      return undefined;
    });
    if (kept) send(res, kept, 'GET', path, startedAt);
    else app(req, res);
  };
}
