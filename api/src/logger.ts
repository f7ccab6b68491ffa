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
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'> & Partial<Pick<Config, 'PIX_WEBHOOK_SECRET' | 'ADMIN_TOKEN'>>,
  destination?: pino.DestinationStream,
): Logger {
  const configured = configuredSecretsPattern([config.PIX_WEBHOOK_SECRET, config.ADMIN_TOKEN]);
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      hooks: {
        streamWrite: configured ? (line) => redactText(line).replace(configured, '[redacted]') : redactText,
      },
    },
    destination,
  );
}

/**
 * The backstop behind every path rule: the configured secrets' own values, wherever they appear
 * in a line (a path no rule foresaw, a query string, a message), in either case and
 * percent-encoded any number of times. Null when none is configured.
 */
export function configuredSecretsPattern(secrets: (string | undefined)[]): RegExp | null {
  // Config requires 16 characters or more: a shorter value would mask ordinary words.
  const values = secrets.filter((secret): secret is string => typeof secret === 'string' && secret.length >= 16);
  if (values.length === 0) return null;
  const escape = (char: string) =>
    /[\w]/.test(char) ? spelled(char) : `(?:\\${char}|%(?:25)*${char.charCodeAt(0).toString(16)})`;
  return new RegExp(values.map((value) => [...value].map(escape).join('')).join('|'), 'gi');
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
const MAY_HOLD_SECRET = /%|webhook|doac|parar|voltar|entrar|decode param|o+k|pix/i;

/**
 * A text (a path, a message, a whole JSON log line) with every private path segment replaced
 * by `[redacted]`, whatever its letters' case or percent-encoding.
 */
export function redactText(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return redactWebhookLike(text.replace(PRIVATE_SEGMENT, '$1[redacted]').replace(UNDECODED_PARAM, "$1[redacted]'"));
}

/*
 * A PSP set up with a typo in the webhook's URL (`/api/pix/webhook;<secret>/pix`,
 * `/api/pix/webhooks/<secret>/pix`, `/api/pix/web-hook/<secret>`) sends the secret on every
 * call, to a path no route and no prefix above knows. So a path that looks like the webhook's,
 * in any spelling, is written with only words known to be public: from the first segment that
 * resembles "webhook" (or `/api/pix…`) on, every other segment is `[redacted]`. Words are compared
 * decoded and in lower case; nothing kept is longer than 12 characters, and a secret is 16 or more.
 */

/** A path inside a text: from a slash (or an encoded one) up to a query, a quote or a space; JSON escapes stay whole. */
const PATH_RUN = /(?:\/|%(?:25)*2f)(?:[^\s"?#\\]|\\.)*/gi;
const SEPARATORS = /((?:\/|%(?:25)*2f)+)/i;
/** "webhook" and its typos (`webhok`, `wehbook`, `web-hook` once its letters are kept, `hooks`). */
const WEBHOOK_LIKE = /[webh][a-z]{0,3}?o{1,3}k/;
/** What a webhook-like path may show: the webhook's endpoints, its prefix, a masked part. */
const WEBHOOK_PUBLIC = /^(?:|api|pix|rec|cobr|webhook|\[redacted\])$/;
/** A donation's id, shown only where GET /api/pix/:donationId takes it (a secret may be 24 hex digits too). */
const OBJECT_ID = /^[0-9a-f]{24}$/;

/** A path segment decoded (any depth of `%25`), in lower case: how a typo is recognised whatever its spelling. */
function decodedSegment(segment: string): string {
  let text = segment;
  for (let round = 0; round < 8 && text.includes('%'); round++) {
    const next = text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === text) break;
    text = next;
  }
  return text.toLowerCase();
}

function redactWebhookPath(path: string): string {
  const parts = path.split(SEPARATORS);
  // Even indexes are segments (decoded here), odd ones the separators between them.
  const words = parts.map((part, index) => (index % 2 ? '' : decodedSegment(part)));
  let guarded = false;
  for (let index = 0; index < parts.length; index += 2) {
    const word = words[index]!;
    const previous = words[index - 2] ?? '';
    if (!guarded) {
      guarded = WEBHOOK_LIKE.test(word.replace(/[^a-z]/g, '')) || (previous === 'api' && word.startsWith('pix'));
      if (!guarded) continue;
    }
    // A typo of the word itself (`webhooks`, `web-hook`) says what went wrong, and is no secret.
    const typo = /^[a-z._-]{1,12}$/.test(word) && WEBHOOK_LIKE.test(word.replace(/[^a-z]/g, ''));
    const donationId = OBJECT_ID.test(word) && index === 6 && previous === 'pix' && words[2] === 'api';
    if (!WEBHOOK_PUBLIC.test(word) && !typo && !donationId) parts[index] = '[redacted]';
  }
  return parts.join('');
}

function redactWebhookLike(text: string): string {
  return text.replace(PATH_RUN, redactWebhookPath);
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
