import { format } from 'node:util';
import { pino, type Logger } from 'pino';
import type { Config } from './config.js';

/** Paths that may carry secrets or donors' data; pino replaces them before a line is written. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.cpf',
  '*.email',
  '*.phone',
  '*.password',
  '*.token',
  '*.secret',
  '*.clientSecret',
];

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: pino.DestinationStream): Logger {
  return pino({ level: config.LOG_LEVEL, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, destination);
}

/** The PSP webhook may carry its secret as a path segment (`/api/pix/webhook/<secret>/pix`). */
const redactPath = (path: string) => path.replace(/(\/webhook\/)[^/]+(?=\/)/, '$1[redacted]');

/**
 * What the access log (http/access-log.ts) writes about each request: method, path and status. Headers
 * (Authorization, cookies) and query strings never reach the log at all.
 */
export const httpLogSerializers = {
  req: (req: { id?: unknown; method?: string; url?: string }) => ({
    id: req.id,
    method: req.method,
    url: redactPath((req.url ?? '').split('?')[0]!),
  }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
};

/**
 * Sends what libraries write with `console.*` (mongodb-memory-server prints a multi-line
 * download error with console.warn) through the logger, so the log stays JSON lines only.
 */
export function routeConsoleTo(logger: Logger): void {
  const levels = { log: 'info', info: 'info', debug: 'debug', warn: 'warn', error: 'error' } as const;
  for (const [method, level] of Object.entries(levels) as [keyof typeof levels, (typeof levels)[keyof typeof levels]][]) {
    console[method] = (...args: unknown[]) => logger[level]({ source: 'console' }, format(...args));
  }
}

/**
 * One JSON line on stderr, for a problem found before the logger exists (an invalid
 * configuration): the same fields pino writes, so a log collector reads it like any other line.
 */
export function writeFatalLine(message: string): void {
  process.stderr.write(`${JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg: message })}\n`);
}
