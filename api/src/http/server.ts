import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * How long the app keeps an idle connection open: longer than the proxy in front keeps its
 * idle connections to the app (Caddy, deploy/Caddyfile: 2 minutes by default). With Node's
 * default of 5 s, the app closes a connection just as the proxy sends the next request on it:
 * that request is reset, and a POST (a donation, a payment notice) is not retried but
 * answered 502. The same race resets a client in one process with the app once its event
 * loop stalls past 5 s (the tests', on a busy machine).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 125_000;

/** The HTTP server the app is served by (main.ts, and the tests' and the bench's copies of it). */
export function createHttpServer(listener: RequestListener): Server {
  const server = createServer(listener);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}

/**
 * Stops accepting connections and resolves once every open one has closed: idle ones at once,
 * and each kept-alive one as soon as its last answer ends. Left to `server.close()` alone, a
 * connection busy at the call would stay open, idle, for the whole keep-alive timeout.
 */
export function closeWhenAnswered(server: Server, sweepMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), sweepMs);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
  });
}
