import type { IncomingMessage, RequestListener } from 'node:http';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { withDeadline } from '../http/deadline.js';
import { drainable, type Drainable } from '../http/drain.js';
import { sessionCookieName } from '../security/admin-session.js';

/**
 * The app as the HTTP server runs it (main.ts, and the bench, whose figures are this
 * path's): every request under its deadline, and drained on shutdown.
 */
export function servedApp(app: RequestListener, config: Config, logger: Logger): Drainable {
  const sessionCookie = `${sessionCookieName(config)}=`;
  const deadlines = {
    ms: config.REQUEST_DEADLINE_SECONDS * 1000,
    organiserMs: config.ORGANISER_REQUEST_DEADLINE_SECONDS * 1000,
    // Whoever sends credentials waits longer only for their own answer; checking them is the app's job.
    isOrganiser: (req: IncomingMessage) =>
      Boolean(req.headers.authorization) || (req.headers.cookie ?? '').includes(sessionCookie),
  };
  return drainable(withDeadline(app, deadlines, logger));
}
