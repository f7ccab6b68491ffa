import { createRequire } from 'node:module';
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

/**
 * How a process writes its log: readable lines for a person at a terminal (pino's own formatter,
 * pino-pretty), JSON lines for everything else (files, pipes, log collectors).
 */
export function logFormatFor(stdout: { isTTY?: boolean }): 'pretty' | 'json' {
  if (!stdout.isTTY) return 'json';
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return 'pretty';
  } catch {
    return 'json'; // without the formatter installed, the log is still written
  }
}

/** The logger of a server or script process, on its stdout in the format logFormatFor chooses; production always writes JSON. */
export function createProcessLogger(config: Pick<Config, 'LOG_LEVEL' | 'isProduction'>): Logger {
  if (config.isProduction || logFormatFor(process.stdout) === 'json') return createLogger(config);
  const pretty = pino.transport({ target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } });
  return createLogger(config, pretty);
}

/**
 * Secrets that travel as path segments never reach the log: the PSP webhook's
 * (`/api/pix/webhook/<secret>/pix`), the donor's private link (`/minha-doacao/<token>`), the
 * "Minhas doações" link (`/minhas-doacoes/<token>`) and the updates' unsubscribe link
 * (`/novidades/parar/<donation>.<token>`).
 */
export const redactPath = (path: string) =>
  path
    .replace(/(\/webhook\/)[^/]+(?=\/)/, '$1[redacted]')
    .replace(/(\/minha-doacao\/)[^/?]+/, '$1[redacted]')
    .replace(/(\/doacao-mensal\/)[^/?]+/, '$1[redacted]')
    .replace(/(\/minhas-doacoes\/)[^/?]+/, '$1[redacted]')
    .replace(/(\/novidades\/parar\/)[^/?]+/, '$1[redacted]');

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
