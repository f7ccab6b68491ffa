import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { whenClosed } from './closed.js';

/** How long a client answered by the deadline should wait before trying again. */
export const DEADLINE_RETRY_AFTER_SECONDS = 5;

const MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

/**
 * No request waits for ever on a database that has stopped answering (a stalled socket
 * fails only after the driver's socket timeout, and a request may meet several in a row):
 * once the deadline passes without the app having started its answer, the client gets 503
 * with `Retry-After`, and what the app writes later is dropped. Work already sent to the
 * database may still complete; a donation is idempotent by its key and a code by its
 * donation, so the donor's retry finds what was stored instead of a second one.
 */
export interface Deadlines {
  /** For every request. */
  ms: number;
  /** For the organiser's (the books check walks every paid donation): longer. */
  organiserMs: number;
  isOrganiser: (req: IncomingMessage) => boolean;
}

export function withDeadline(app: RequestListener, deadlines: Deadlines, logger: Logger): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    // Read now: Express rewrites req.url while a mounted router runs.
    const path = (req.url ?? '/').split('?')[0]!;
    const deadlineMs = deadlines.isOrganiser(req) ? deadlines.organiserMs : deadlines.ms;
    const timer = setTimeout(() => {
      if (res.headersSent || res.writableEnded) return;
      answerUnavailable(path, res);
      dropLaterWrites(res);
      logger.warn({ method: req.method, url: path, deadlineMs }, 'request answered 503 by the deadline');
    }, deadlineMs);
    timer.unref();
    whenClosed(res, () => clearTimeout(timer));
    app(req, res);
  };
}

function answerUnavailable(path: string, res: ServerResponse): void {
  // GraphQL clients read `errors`; every other JSON client reads `code` and `message`, as everywhere else.
  const isGraphql = path === '/graphql';
  const body = JSON.stringify(
    isGraphql
      ? { errors: [{ message: MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } }] }
      : { code: 'SERVICE_UNAVAILABLE', message: MESSAGE },
  );
  // Headers the app had set (a CSP, a request id) stay; the ones that describe its answer go.
  for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'last-modified']) res.removeHeader(name);
  res.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'retry-after': String(DEADLINE_RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
  });
  res.end(body);
}

/**
 * The handler still running will answer (or fail) later, through Express or Apollo:
 * its headers and body are discarded, so that it neither throws "headers already sent"
 * nor reaches a client that has had its answer.
 */
function dropLaterWrites(res: ServerResponse): void {
  const ignored = function (this: ServerResponse) {
    return this;
  };
  Object.assign(res, {
    setHeader: ignored,
    appendHeader: ignored,
    removeHeader: () => {},
    writeHead: ignored,
    flushHeaders: () => {},
    write: () => true,
    end: ignored,
  });
}
