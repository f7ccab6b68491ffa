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

/**
 * Every line, whoever writes it (child loggers, messages, errors and their causes, serializers),
 * passes redactText as written: one rule for every URL in the log, with no list of fields to keep.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      hooks: { streamWrite: redactText },
    },
    destination,
  );
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
 * Path segments that follow these words are secrets: the PSP webhook's
 * (`/api/pix/webhook/<secret>/pix`), the donor's private links (`/minha-doacao/<token>`,
 * `/doacao-mensal/<token>`), the "Minhas doações" link (`/minhas-doacoes/<token>`) and the
 * updates' unsubscribe link (`/novidades/parar/<donation>.<token>`) and its way back (`/novidades/voltar/<donation>.<token>`),
 * and the panel's e-mailed sign-in link (`/painel/entrar/<secret>`).
 */
const PRIVATE_PREFIXES = [
  'webhook',
  'minha-doacao',
  'doacao-mensal',
  'minhas-doacoes',
  'novidades/parar',
  'novidades/voltar',
  'painel/entrar',
];

/** A slash, or its percent-encoding (Express does not route it, but the secret after it is still one). */
const SLASH = '(?:/|%(?:25)*2f)';

/**
 * A character as a request may spell it: either case (Express routes ignore case), or
 * percent-encoded any number of times (`%2D`, `%252d`: each `25` is one more round of `%`);
 * slashes doubled too. Matching every spelling, rather than decoding, keeps the text (and a
 * JSON line's escapes) as written, and takes one pass however deep the encoding.
 */
function spelled(char: string): string {
  if (char === '/') return `${SLASH}+`;
  const codes = [...new Set([char.toLowerCase(), char.toUpperCase()])].map((c) => c.charCodeAt(0).toString(16));
  return `(?:${char}|%(?:25)*(?:${codes.join('|')}))`;
}
const spelledWord = (word: string) => [...word].map(spelled).join('');

/** A segment runs to the next separator; escapes (`\"` in a JSON line) stay whole, so a line stays valid JSON. */
const SEGMENT = String.raw`(?:[^/?#\s"\\]|\\.)+`;
/** The webhook's own endpoints, called with the secret in a header: no secret to hide. */
const WEBHOOK_ENDPOINT = String.raw`(?:pix|rec|cobr)(?:[/?#\s"\\]|%(?:25)*2f|$)`;
const PRIVATE_SEGMENT = new RegExp(
  // One slash before the word: a run of them there would be rescanned from each of its slashes.
  `(${SLASH}(?:${PRIVATE_PREFIXES.map(spelledWord).join('|')})${SLASH}+)(?!${WEBHOOK_ENDPOINT})${SEGMENT}`,
  'gi',
);
/** Express's message for a route parameter it could not decode repeats the parameter: a token, maybe. */
const UNDECODED_PARAM = /(Failed to decode param ')(?:[^'"\\]|\\.)*'/g;

/** Whether a text could hold a private path at all: one cheap test for almost every line (the access log's). */
const MAY_HOLD_SECRET = /%|webhook|doac|parar|voltar|entrar|decode param/i;

/**
 * A text (a path, a message, a whole JSON log line) with every private path segment replaced
 * by `[redacted]`, whatever its letters' case or percent-encoding.
 */
export function redactText(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return text.replace(PRIVATE_SEGMENT, '$1[redacted]').replace(UNDECODED_PARAM, "$1[redacted]'");
}

/** A request's path with its secrets left out (redactText: the same rule). */
export const redactPath = (path: string) => redactText(path);

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
