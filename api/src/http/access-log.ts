import { performance } from 'node:perf_hooks';
import type { Request, RequestHandler, Response } from 'express';
import type { Level, Logger } from 'pino';
import { httpLogSerializers } from '../logger.js';
import { whenClosed } from './closed.js';

/** A successful read slower than this is worth an operator's attention, so it is logged at info. */
export const SLOW_REQUEST_MS = 1000;

/** Probes answered many times a minute by the load balancer; they would drown everything else. */
const UNLOGGED_PATHS = new Set(['/healthz', '/readyz']);

/**
 * How loud one finished request is. Logged at `info` (what production keeps): every
 * write, every error (4xx at info, 5xx at error), every slow request, and every read
 * by the organiser (an Authorization header, or the admin export), since those touch
 * donors' data. A fast, successful, anonymous GET of a public read or an asset goes
 * to `debug`: it is most of the traffic during a spike, it says nothing an operator
 * acts on, and the proxy or CDN in front of the site logs it anyway. Writing it cost
 * about a quarter of a cached read's CPU (measured when written; in docs/PERFORMANCE.md's history). A GraphQL query sent
 * by POST and answered from the public cache is such a read (`publicRead`).
 */
export function accessLogLevelOf(
  req: Request,
  statusCode: number,
  responseTimeMs: number,
  finished: boolean,
  publicRead = false,
): Level {
  if (statusCode >= 500) return 'error';
  const isRead = req.method === 'GET' || req.method === 'HEAD' || publicRead;
  if (!finished || !isRead || statusCode >= 400 || responseTimeMs >= SLOW_REQUEST_MS) return 'info';
  // A monitoring system reads /metrics every few seconds with the token; a refused read is still logged above.
  if (req.path === '/metrics') return 'debug';
  if (req.headers.authorization || req.originalUrl.startsWith('/api/admin/')) return 'info';
  return 'debug';
}

/** Says that this answer is public data anyone may read, whatever the method that asked for it. */
export function markPublicRead(res: Response): void {
  res.locals.publicRead = true;
}

/** The logger a handler should use for this request (set by accessLog). */
export const requestLoggerOf = (res: Response): Logger | undefined => res.locals.log as Logger | undefined;

/**
 * One JSON line per finished request: method, path (query string and secrets left
 * out by httpLogSerializers), status and time. The level is chosen when the answer is
 * known and nothing is built for a line the logger would drop, so a debug-level line
 * costs a comparison in production.
 */
export function accessLog(logger: Logger): RequestHandler {
  let lastId = 0;
  return (req, res, next) => {
    res.locals.log = logger;
    if (UNLOGGED_PATHS.has(req.path)) return next();
    const id = ++lastId;
    const startedAt = performance.now();
    whenClosed(res, () => {
      const finished = res.writableFinished;
      const responseTime = Math.round(performance.now() - startedAt);
      const level = accessLogLevelOf(req, res.statusCode, responseTime, finished, res.locals.publicRead === true);
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: httpLogSerializers.req({ id, method: req.method, url: req.originalUrl }),
          res: httpLogSerializers.res(res),
          responseTime,
        },
        finished ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
}
