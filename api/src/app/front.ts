import type { Express } from 'express';
import type { Deps } from '../deps.js';
import { accessLog } from '../http/access-log.js';
import { requestMetrics } from '../metrics/metrics.js';
import { apiCors, httpSecurity } from '../security/http.js';
import { warnOfUntrustedProxy } from '../security/proxy.js';
import { PAGE_INLINE_SCRIPTS } from '../web/serve.js';

/**
 * What every answer goes through before any route, in this order: the Host check and
 * the security headers, the warning of an untrusted proxy, the access log (writes,
 * errors, slow and organiser requests at info; fast public GETs at debug) and the
 * request metrics read at GET /metrics. Then CORS for the API, when configured.
 * The bench measures a bare handler behind exactly this (bench/server.ts).
 */
export function applyFrontMatter(app: Express, deps: Deps): void {
  app.disable('x-powered-by');
  // Which proxy to believe for the client's address (docs/OPERATIONS.md).
  app.set('trust proxy', deps.config.TRUST_PROXY);
  app.use(
    httpSecurity(deps.config, PAGE_INLINE_SCRIPTS),
    warnOfUntrustedProxy(deps),
    accessLog(deps.logger),
    requestMetrics(deps),
  );
  const cors = apiCors(deps.config);
  if (cors) app.use(['/graphql', '/api'], cors);
}
