import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parse as parseQueryString } from 'node:querystring';
import { publicCacheOf } from '../cache/public-cache.js';
import { CAMPAIGN_PATH, CAMPAIGN_RESPONSE_KEY } from '../campaign/rest.js';
import type { Deps } from '../deps.js';
import { publicCacheKey } from '../graphql/cache.js';
import { requestCounter } from '../metrics/metrics.js';
import { hostCheck, scriptlessSecurityHeaders } from '../security/http.js';

const GRAPHQL_PATH = '/graphql';

/** True when it answered; false when the request must go on to the app. */
export type AnswerAtOnce = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The public reads a crowd makes, answered from the public cache before Express: a
 * plain GET of `/api/campaign` or of a GraphQL query whose answer the app kept
 * (cache/responses.ts). Express's own request set-up and the front's layers cost more
 * than the answer itself (docs/PERFORMANCE.md); this writes the kept body with what the
 * app would have sent (the security headers of a JSON answer, the kept headers), counts
 * it in the request metrics, and gives the access log nothing to add (a fast public GET
 * is logged at debug). Anything it does not answer exactly as the app would goes on to
 * the app: a miss, HEAD, a conditional request (the app answers 304), an unknown Host,
 * CORS configured, debug logging on, or a forwarded request the app may warn about.
 * tests/api/at-once.test.ts holds it to the app's answer, header by header.
 */
export function answerAtOnce(deps: Deps): AnswerAtOnce {
  const { config, logger } = deps;
  const cache = publicCacheOf(deps);
  const security = scriptlessSecurityHeaders(config).flat();
  const isValidHost = hostCheck();
  const count = requestCounter(deps);
  // CORS adds Vary and Access-Control-* to these answers; the proxy warning needs the app's front.
  const aside = config.CORS_ORIGINS.length > 0;
  const mayWarnOfProxy = config.TRUST_PROXY === false;
  return (req, res) => {
    if (aside || req.method !== 'GET') return false;
    const { headers } = req;
    if (headers.host === undefined || !isValidHost(headers.host)) return false;
    if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return false;
    if (mayWarnOfProxy && headers['x-forwarded-for'] !== undefined) return false;
    if (logger.isLevelEnabled('debug')) return false;
    const startedAt = performance.now();
    const url = req.url ?? '';
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    let key: string | undefined;
    if (path === CAMPAIGN_PATH) key = CAMPAIGN_RESPONSE_KEY;
    else if (path === GRAPHQL_PATH && mark >= 0)
      key = publicCacheKey({ method: 'GET', headers, query: parseQueryString(url.slice(mark + 1)) });
    const hit = key === undefined ? undefined : cache.response(key);
    if (!hit) return false;
    const written = [...security];
    for (const name in hit.headers) written.push(name, hit.headers[name]!);
    written.push('content-length', String(hit.body.length));
    res.writeHead(200, written);
    res.end(hit.body);
    count('GET', path, '200', (performance.now() - startedAt) / 1000);
    return true;
  };
}
