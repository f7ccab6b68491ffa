import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_MAX_DONATION_CENTS, DEFAULT_MIN_DONATION_CENTS } from '../../rules/amount.js';
import { fromRoot } from './paths.js';

const boolean = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const rateLimit = optionalText.pipe(
  z
    .string()
    .regex(/^\d+\/\d+$/, 'must be "max/windowSeconds", e.g. "30/600"')
    .transform((text) => {
      const [max, windowSeconds] = text.split('/').map(Number) as [number, number];
      return { max, windowSeconds };
    })
    .refine((limit) => limit.max >= 1 && limit.windowSeconds >= 1, 'max and windowSeconds must be at least 1')
    .optional(),
);

/** Trimmed text, or the fallback when absent or empty. */
const textOr = (fallback: string) =>
  z
    .string()
    .trim()
    .default('')
    .transform((text) => text || fallback);

/** A comma-separated list, each entry trimmed, empty ones dropped. */
const commaSeparated = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

/** Express's `trust proxy` setting from its text form; never trusts a client's own claim unless told to. */
function parseTrustProxy(text: string): boolean | number | string[] {
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The PIX_KEY and receiver of the development defaults: a production server must name its own. */
const EXAMPLE_PIX_KEY = '123e4567-e12b-12d1-a456-426655440000';
const EXAMPLE_MERCHANT_NAME = 'Instituto Exemplo';

// Every environment variable the server reads is declared here, once.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MONGODB_URI: optionalText,
  DATA_DIR: z.string().default(fromRoot('.data')),
  CONTENT_FILE: optionalText,
  // Site (issue 6). The ads pixel loads only after marketing consent, and only when both are set.
  /** Identifier the ads pixel script reads from `window.pixelId`. */
  ADS_PIXEL_ID: optionalText.pipe(
    z
      .string()
      .max(100)
      .regex(/^[\w-]+$/, 'letters, digits, _ and - only')
      .optional(),
  ),
  /** HTTPS address of the ads pixel script (the provider's CDN). */
  ADS_PIXEL_SCRIPT_URL: optionalText.pipe(z.url().optional()),
  ADMIN_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** The donor's e-mails (mail/): smtp://user:pass@host:587 or smtps://…; unset in development keeps them in the outbox. */
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'use smtp:// or smtps://' }).optional()),
  /** Sender of the donor's e-mails, e.g. "Campanha da Ana <doacoes@exemplo.org.br>". */
  // Empty (a .env copied and not yet filled in) is unset, as for the PIX fields below.
  MAIL_FROM: textOr('Campanha <nao-responda@localhost>').pipe(z.string().min(3)),
  /** How often the outbox sender looks for due messages. */
  OUTBOX_INTERVAL_SECONDS: z.coerce.number().positive().default(5),
  // Security (issue 8): see docs/SECURITY.md.
  /** Express `trust proxy`: false, true, a hop count, or addresses/subnets/names (loopback, uniquelocal). */
  TRUST_PROXY: z.string().trim().default('false').transform(parseTrustProxy),
  /** Origins allowed to call the API from a browser, comma-separated; empty keeps CORS closed. */
  CORS_ORIGINS: commaSeparated.pipe(z.array(z.url().transform((origin) => new URL(origin).origin))),
  /**
   * Networks whose clients may read GET /metrics without the organiser's token (a
   * Prometheus on the private network), as addresses or CIDR ranges, comma-separated;
   * empty: the token only. The address is the client's as TRUST_PROXY makes it.
   */
  /**
   * A token that opens GET /metrics and nothing else, for the monitoring host
   * (openssl rand -hex 32): it then holds no organiser's power. Empty: the organiser's token only.
   */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  METRICS_NETWORKS: commaSeparated.pipe(
    z.array(z.string().refine(isAddressOrRange, 'must be an IP address or a CIDR range, e.g. 10.0.0.0/8')),
  ),
  /** Players the video facade may load after a click (CSP frame-src), space-separated origins. */
  CSP_FRAME_SOURCES: z
    .string()
    .trim()
    .default('https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com'),
  /** Largest JSON body accepted, in bytes. */
  JSON_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_000_000).default(100_000),
  /** A request not answered by then gets 503 + Retry-After (http/deadline.ts). */
  REQUEST_DEADLINE_SECONDS: z.coerce.number().min(1).max(300).default(20),
  /** The same for requests carrying the organiser's token or session (reports that read every donation). */
  ORGANISER_REQUEST_DEADLINE_SECONDS: z.coerce.number().min(1).max(600).default(120),
  /**
   * On SIGTERM, how long /readyz says 503 while every request is still served, before
   * draining starts: longer than the proxy's health-check interval. 0: drain at once.
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(30).default(0),
  /** Rate limits as "max/windowSeconds" (security/rate-limit.ts has the defaults). */
  RATE_LIMIT_CREATE_DONATION: rateLimit,
  RATE_LIMIT_PIX_CODE: rateLimit,
  RATE_LIMIT_CONTACT: rateLimit,
  RATE_LIMIT_ADMIN_AUTH: rateLimit,
  RATE_LIMIT_MY_DONATIONS: rateLimit,
  RATE_LIMIT_MY_DONATIONS_EMAIL: rateLimit,
  RATE_LIMIT_PANEL_LINK_EMAIL: rateLimit,
  // Donations and PIX (issue 3). The PIX defaults are the Banco Central manual's example
  // key and an obviously fictional receiver: fine for development, useless for real money.
  PIX_PROVIDER: z.enum(['static', 'api-pix']).default('static'),
  // Left empty (a .env copied and not yet filled in) they are the example's, which production names as missing.
  PIX_KEY: textOr(EXAMPLE_PIX_KEY).pipe(z.string().max(77)),
  PIX_MERCHANT_NAME: textOr(EXAMPLE_MERCHANT_NAME),
  PIX_MERCHANT_CITY: textOr('Sao Paulo'),
  DONATION_MIN_CENTS: z.coerce.number().int().positive().default(DEFAULT_MIN_DONATION_CENTS),
  DONATION_MAX_CENTS: z.coerce.number().int().positive().default(DEFAULT_MAX_DONATION_CENTS),
  /** The master secret every encryption and HMAC key derives from (crypto/keys.ts): 32 bytes, base64 or hex. Absent: a development-only key. */
  CPF_ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .refine((value) => decodeKey32(value) !== null, 'must be 32 bytes, as 64 hex characters or base64')
      .optional(),
  ),
  /** The master before a rotation: still read (never written) until `npm run rotate-keys` moved everything off it. */
  CPF_ENCRYPTION_KEY_PREVIOUS: optionalText.pipe(
    z
      .string()
      .refine((value) => decodeKey32(value) !== null, 'must be 32 bytes, as 64 hex characters or base64')
      .optional(),
  ),
  // Payments and admin (issue 4): docs/CONFIGURATION.md lists each, docs/OPERATIONS.md says how they are used.
  /** Authenticates PSP webhooks (URL path segment or X-Webhook-Secret header); absent: the webhook is off. */
  PIX_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\w-]+$/, 'letters, digits, _ and - only (it may travel in a URL path)')
      .optional(),
  ),
  /** The PSP's API Pix base, e.g. https://pix.example.com/v2 (`PUT {base}/cob/{txid}`). */
  API_PIX_BASE_URL: optionalText.pipe(z.url().optional()),
  /** OAuth2 token endpoint; default `/oauth/token` on the base URL's host. */
  API_PIX_TOKEN_URL: optionalText.pipe(z.url().optional()),
  API_PIX_CLIENT_ID: optionalText,
  API_PIX_CLIENT_SECRET: optionalText,
  /** PEM files for mutual TLS with the PSP: our client certificate and key, and the PSP's CA (else the system CAs). */
  API_PIX_CERT_FILE: optionalText,
  API_PIX_KEY_FILE: optionalText,
  API_PIX_CA_FILE: optionalText,
  API_PIX_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * The campaign's account at the PSP, which each month's Pix Automático charge names
   * (`cobr.recebedor`): branch (up to 4 digits), number, and CORRENTE, POUPANCA or PAGAMENTO.
   */
  API_PIX_ACCOUNT_BRANCH: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,4}$/, 'up to 4 digits')
      .optional(),
  ),
  API_PIX_ACCOUNT_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9A-Za-z-]{1,20}$/, 'up to 20 letters and digits')
      .optional(),
  ),
  API_PIX_ACCOUNT_TYPE: z.enum(['CORRENTE', 'POUPANCA', 'PAGAMENTO']).default('CORRENTE'),
  /** GraphQL IDE at GET /graphql and introspection; default on outside production. */
  GRAPHQL_IDE: optionalText.pipe(boolean.optional()),
  /** How often pending donations past their expiry are marked expired (and interrupted payments finished). */
  EXPIRY_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** How often the api-pix provider asks the PSP about pending donations, so a lost webhook loses no payment. */
  PSP_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  // Performance (issue 7): see docs/PERFORMANCE.md.
  /** How long public reads are served from memory; payments this instance applies show at once, others' within it. 0: off. */
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
});

/** `10.0.0.5`, `10.0.0.0/8` or `fd00::/8`: what METRICS_NETWORKS lists. */
function isAddressOrRange(text: string): boolean {
  const [address, prefix, ...rest] = text.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** A 32-byte key written as 64 hex characters or base64; null when it is neither. */
export function decodeKey32(text: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const key = Buffer.from(text, 'base64');
    if (key.length === 32) return key;
  }
  return null;
}

export type Config = z.infer<typeof schema> & { isProduction: boolean };

export class ConfigError extends Error {}

/** The name of every environment variable the server reads. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(schema.shape);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  const config = { ...parsed.data, isProduction: parsed.data.NODE_ENV === 'production' };
  const problems = config.isProduction ? productionProblems(config) : [];
  if (problems.length) throw new ConfigError(`invalid configuration for production: ${problems.join('; ')}`);
  return config;
}

/**
 * The one rule for "this PIX key receives no money": production refuses to start with
 * it, and the panel's go-live checklist (campaign/launch.ts) lists it until it is changed.
 */
export const isExamplePixKey = (config: Pick<Config, 'PIX_KEY' | 'PIX_MERCHANT_NAME'>): boolean =>
  config.PIX_KEY === EXAMPLE_PIX_KEY || config.PIX_MERCHANT_NAME === EXAMPLE_MERCHANT_NAME;

/** A random 32-byte key has about 30 distinct byte values; fewer than 16 means it was typed, not generated. */
const MIN_DISTINCT_KEY_BYTES = 16;

/**
 * What production refuses to run without (DECISIONS §9): its database and public
 * address, the organiser's token, a real CPF key, and a PIX configuration that can
 * receive real money.
 */
export function productionProblems(config: z.infer<typeof schema>): string[] {
  const problems: string[] = [];
  // The embedded servers are for development: production data lives on a real, backed-up server.
  if (!config.MONGODB_URI) problems.push('MONGODB_URI: required in production (a replica set or Atlas)');
  // Absolute links (canonical, Open Graph, share) must never come from a request's Host header.
  if (!config.PUBLIC_URL) problems.push('PUBLIC_URL: required in production (https://doe.exemplo.org.br)');
  if (!config.ADMIN_TOKEN) problems.push('ADMIN_TOKEN: required in production (openssl rand -hex 32)');
  if (!config.CPF_ENCRYPTION_KEY) problems.push('CPF_ENCRYPTION_KEY: required in production (openssl rand -base64 32)');
  else if (new Set(decodeKey32(config.CPF_ENCRYPTION_KEY)).size < MIN_DISTINCT_KEY_BYTES)
    problems.push('CPF_ENCRYPTION_KEY: too weak, generate it with openssl rand -base64 32');
  // A "rotation" to the same master rotates nothing, yet would let the operator destroy a key believing it retired.
  if (
    config.CPF_ENCRYPTION_KEY &&
    config.CPF_ENCRYPTION_KEY_PREVIOUS &&
    decodeKey32(config.CPF_ENCRYPTION_KEY)!.equals(decodeKey32(config.CPF_ENCRYPTION_KEY_PREVIOUS)!)
  )
    problems.push('CPF_ENCRYPTION_KEY_PREVIOUS: the same key as CPF_ENCRYPTION_KEY; set the new key in CPF_ENCRYPTION_KEY');
  // The same value would make the monitoring host's file the organiser's key.
  if (config.METRICS_TOKEN && config.METRICS_TOKEN === config.ADMIN_TOKEN)
    problems.push('METRICS_TOKEN: the same as ADMIN_TOKEN; generate its own (openssl rand -hex 32)');
  if (!config.SMTP_URL) problems.push("SMTP_URL: required in production (the donor's e-mails: code, receipt)");
  if (isExamplePixKey(config))
    problems.push(
      "PIX_KEY and PIX_MERCHANT_NAME: required in production (the organiser's PIX key and the name of its account holder)",
    );
  if (config.PIX_PROVIDER === 'api-pix') {
    for (const name of ['API_PIX_BASE_URL', 'API_PIX_CLIENT_ID', 'API_PIX_CLIENT_SECRET', 'PIX_WEBHOOK_SECRET'] as const)
      if (!config[name]) problems.push(`${name}: required in production with PIX_PROVIDER=api-pix`);
  }
  return problems;
}

export { boolean as booleanFromEnv };
