import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { whenClosed } from './closed.js';

/** How long a client refused during shutdown should wait before trying again (another instance by then). */
export const DRAIN_RETRY_AFTER_SECONDS = 5;

export interface Drainable {
  /** The HTTP server's request listener: the app, until draining starts. */
  listener: RequestListener;
  /**
   * From now on: requests already running finish and their answers carry
   * `Connection: close`; a new request on a kept-alive connection gets 503 with
   * `Retry-After` and its connection closed, so it never reaches the app (or the
   * database that is about to close).
   */
  startDraining(): void;
  /** Requests the app is still answering. */
  readonly inFlight: number;
}

export function drainable(app: RequestListener): Drainable {
  let draining = false;
  const running = new Set<ServerResponse>();
  const listener: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
    if (draining) {
      const body = JSON.stringify({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
      });
      res.writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'retry-after': String(DRAIN_RETRY_AFTER_SECONDS),
        'cache-control': 'no-store',
        connection: 'close',
      });
      res.end(body);
      return;
    }
    running.add(res);
    whenClosed(res, () => running.delete(res));
    app(req, res);
  };
  return {
    listener,
    startDraining() {
      draining = true;
      for (const res of running) if (!res.headersSent) res.setHeader('Connection', 'close');
    },
    get inFlight() {
      return running.size;
    },
  };
}
