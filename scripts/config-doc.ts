// `npm run docs:config`: writes docs/CONFIGURATION.md from the configuration's schema
// (api/src/config.ts), so the page cannot drift from the code. The variables and their
// defaults come from the code: the names from the schema (CONFIG_VARIABLES), the defaults
// from parsing an empty environment with it (loadConfig), or from the module that applies
// them when the schema leaves the variable unset (the rate limits, the content file), and
// what production requires from the checks that refuse to start without it. Only the sentences below are written by
// hand, one per variable: generating fails when a variable of the schema has none, or when
// one is written for a variable the schema does not have. `npm run docs:config -- --check`
// (and tests/api/configuration-doc.test.ts, part of `npm test`) fails when the committed page
// differs from what this script writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXAMPLE_CONTENT_FILE } from '../api/src/campaign/content.js';
import { CONFIG_VARIABLES, loadConfig, productionProblems, type Config } from '../api/src/config.js';
import { fromRoot, projectRoot } from '../api/src/paths.js';
import { apiPixSettingsFrom } from '../api/src/pix/api-pix/client.js';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_ENV } from '../api/src/security/rate-limit.js';

/** Where the page is written, from the repository's root. */
export const CONFIGURATION_DOC = 'docs/CONFIGURATION.md';

interface Variable {
  /** The table it is listed in: a key of GROUPS. */
  group: keyof typeof GROUPS;
  /** What it does, in Markdown, on one line. Its default and whether production requires it are columns of their own. */
  text: string;
  /** Only for a variable the schema leaves unset when absent: what the code does then, in words. */
  whenUnset?: string;
}

/** The tables, in the page's order. */
const GROUPS = {
  server: 'The server',
  database: 'The database',
  organiser: "The organiser's access and content",
  mail: "The donors' e-mails",
  pix: 'PIX and donations',
  apiPix: "A PSP's API Pix (`PIX_PROVIDER=api-pix`)",
  security: 'Security: proxies, browsers, request limits',
  rateLimits: 'Rate limits',
  jobs: 'Background work and the public cache',
} as const;

/** One sentence per variable of the schema: what it does. */
const VARIABLES: Record<string, Variable> = {
  NODE_ENV: {
    group: 'server',
    text: '`production` turns off stack traces and development conveniences, and refuses to start without the settings marked "required" below; `test` is what the tests run with.',
  },
  PORT: { group: 'server', text: 'HTTP port.' },
  HOST: { group: 'server', text: 'Interface to listen on.' },
  PUBLIC_URL: {
    group: 'server',
    text: 'Absolute public URL of the site (`https://doe.exemplo.org.br`): canonical links, Open Graph/Twitter preview URLs, share links and the links in e-mails. Without it (development only) the address of each request is used.',
  },
  LOG_LEVEL: {
    group: 'server',
    text: 'pino level (`silent` … `trace`). Logs go to stdout: JSON lines in production and whenever stdout is not a terminal (pipes, files, log collectors); readable lines (pino-pretty) on a terminal in development (docs/OPERATIONS.md, "Logs and monitoring").',
  },
  GRAPHQL_IDE: {
    group: 'server',
    text: 'The GraphQL IDE at `GET /graphql` in a browser, and introspection: `true` or `false`.',
    whenUnset: 'on outside production, off in production',
  },
  MONGODB_URI: {
    group: 'database',
    text: 'MongoDB server (production: a replica set or Atlas, docs/OPERATIONS.md); the database name in its path is used (default `campanha`). Unset (development): the app runs an embedded or offline database itself (docs/OPERATIONS.md, "How the database is chosen in development").',
  },
  DATA_DIR: {
    group: 'database',
    text: "Where the embedded and offline database servers keep their files, and development keeps the organiser's generated token (`admin-token`).",
  },
  CONTENT_FILE: {
    group: 'organiser',
    text: "The organiser's campaign content (texts, goal, options, badges). Read on first start only: the campaign document is created from it and never overwritten (the organiser edits the campaign in the panel).",
  },
  ADMIN_TOKEN: {
    group: 'organiser',
    text: "Bearer token for the organiser's panel and admin fields (16+ characters; `openssl rand -hex 32`).",
    whenUnset:
      'development: generated on first start, kept in `DATA_DIR/admin-token` (readable by its owner only) and reused; `npm start` prints it',
  },
  SMTP_URL: {
    group: 'mail',
    text: "SMTP server for the donors' e-mails (`smtp://user:pass@host:587`, `smtps://…`). Unset (development only): the e-mails wait in the outbox, where the organiser reads them (panel, E-mails).",
  },
  MAIL_FROM: { group: 'mail', text: "Sender of the donors' e-mails." },
  OUTBOX_INTERVAL_SECONDS: {
    group: 'mail',
    text: 'How often the outbox sender looks for due e-mails (a new one is sent at once).',
  },
  PIX_PROVIDER: {
    group: 'pix',
    text: '`static`: BR Code built from `PIX_KEY`, payment confirmed by the organiser or a webhook. `api-pix`: charges through a PSP\'s Banco Central "API Pix" (next table).',
  },
  PIX_KEY: {
    group: 'pix',
    text: "The organiser's PIX key (e-mail, +55 phone, CPF/CNPJ digits or random key). The default is Banco Central's example and receives no money.",
  },
  PIX_MERCHANT_NAME: { group: 'pix', text: 'Receiver name in the BR Code (accents removed, first 25 characters).' },
  PIX_MERCHANT_CITY: { group: 'pix', text: 'Receiver city in the BR Code (accents removed, first 15 characters).' },
  DONATION_MIN_CENTS: {
    group: 'pix',
    text: 'Smallest custom amount, in cents (1000 is R$ 10,00). The preset options are always accepted.',
  },
  DONATION_MAX_CENTS: { group: 'pix', text: 'Largest custom amount, in cents (5000000 is R$ 50.000,00).' },
  PIX_WEBHOOK_SECRET: {
    group: 'pix',
    text: "Authenticates the PSP's payment webhook (16+ letters, digits, `_`, `-`): in the path (`/api/pix/webhook/<secret>/pix`) or the `X-Webhook-Secret` header. Unset: the webhook answers 404.",
  },
  API_PIX_BASE_URL: {
    group: 'apiPix',
    text: "The PSP's API Pix base (`https://…/v2`); charges go to `PUT {base}/cob/{txid}`.",
  },
  API_PIX_TOKEN_URL: {
    group: 'apiPix',
    text: 'OAuth2 client-credentials token endpoint.',
    whenUnset: "`/oauth/token` on the base URL's host",
  },
  API_PIX_CLIENT_ID: { group: 'apiPix', text: 'The client id the PSP issued.' },
  API_PIX_CLIENT_SECRET: { group: 'apiPix', text: 'The client secret the PSP issued.' },
  API_PIX_CERT_FILE: {
    group: 'apiPix',
    text: 'PEM client certificate for mutual TLS with the PSP (a file readable by the app only).',
  },
  API_PIX_KEY_FILE: { group: 'apiPix', text: "The client certificate's PEM private key." },
  API_PIX_CA_FILE: {
    group: 'apiPix',
    text: "PEM CA that signed the PSP's server certificate.",
    whenUnset: "the system's CAs",
  },
  API_PIX_TIMEOUT_MS: {
    group: 'apiPix',
    text: 'How long to wait for the PSP before the donor sees "tente novamente".',
  },
  API_PIX_ACCOUNT_BRANCH: {
    group: 'apiPix',
    text: 'Monthly giving (Pix Automático): the branch (up to 4 digits) of the campaign\'s account at the PSP, which every monthly charge names (docs/OPERATIONS.md, "Monthly giving").',
  },
  API_PIX_ACCOUNT_NUMBER: { group: 'apiPix', text: "Monthly giving: the account's number." },
  API_PIX_ACCOUNT_TYPE: { group: 'apiPix', text: "Monthly giving: the account's type, `CORRENTE`, `POUPANCA` or `PAGAMENTO`." },
  CPF_ENCRYPTION_KEY: {
    group: 'security',
    text: 'The master key, 32 bytes (64 hex characters or base64; `openssl rand -base64 32`): a key per purpose is derived from it (CPFs at rest, receipts\' CPFs, donor-link tokens, the idempotency HMACs; docs/SECURITY.md, "Keys").',
    whenUnset: 'a fixed, public development key',
  },
  CPF_ENCRYPTION_KEY_PREVIOUS: {
    group: 'security',
    text: 'The previous master key during a rotation: read, never written; remove it once `npm run rotate-keys` says `complete` (docs/OPERATIONS.md, "Rotating the master key"). Refused in production when equal to `CPF_ENCRYPTION_KEY`.',
  },
  TRUST_PROXY: {
    group: 'security',
    text: "Express `trust proxy`: which proxies' `X-Forwarded-For` to believe for the client address (rate limits, recorded IP): `1` (one hop), a subnet list (`10.0.0.0/8,loopback`), or `true` only when the app is unreachable except through the proxy. Left `false` behind a proxy, all donors share one rate-limit bucket: the app warns once (docs/OPERATIONS.md).",
  },
  CORS_ORIGINS: {
    group: 'security',
    text: 'Comma-separated origins allowed to call `/graphql` and `/api` from a browser. Unset: CORS stays closed.',
  },
  METRICS_NETWORKS: {
    group: 'security',
    text: 'Addresses or CIDR ranges, comma-separated, whose clients may read `GET /metrics` without the organiser\'s token (a Prometheus on the private network; the address is the client\'s as `TRUST_PROXY` makes it). Unset: the token only (docs/OPERATIONS.md, "Metrics").',
  },
  METRICS_TOKEN: {
    group: 'security',
    text: "A token that reads `GET /metrics` and nothing else (16+ characters; `openssl rand -hex 32`), for the monitoring host, which then holds no organiser's power. Production refuses it equal to `ADMIN_TOKEN`. Unset: the organiser's token (or `METRICS_NETWORKS`) only.",
  },
  CSP_FRAME_SOURCES: {
    group: 'security',
    text: 'Space-separated origins the video facade may load in an iframe after a click (CSP `frame-src`).',
  },
  ADS_PIXEL_ID: {
    group: 'security',
    text: 'Ads pixel identifier, set as `window.pixelId`. The pixel loads only after the visitor accepts marketing cookies, and only when both this and `ADS_PIXEL_SCRIPT_URL` are set.',
  },
  ADS_PIXEL_SCRIPT_URL: {
    group: 'security',
    text: 'HTTPS address of the ads pixel script; its origin is also allowed by the Content-Security-Policy.',
  },
  JSON_BODY_LIMIT_BYTES: { group: 'security', text: 'Largest JSON request body; larger ones answer 413.' },
  REQUEST_DEADLINE_SECONDS: {
    group: 'security',
    text: 'A request the server has not started answering by then (a database that stopped answering) gets 503 with `Retry-After`; a retry finds a donation or code already stored (both are idempotent).',
  },
  ORGANISER_REQUEST_DEADLINE_SECONDS: {
    group: 'security',
    text: "The same for requests carrying the admin token or the panel's session (the books check and reports read every donation).",
  },
  SHUTDOWN_DELAY_SECONDS: {
    group: 'server',
    text: "On `SIGTERM`, how long `/readyz` answers 503 while every request is still served normally, before the server drains (finishes what is running, refuses the rest) and exits. Set it longer than the proxy's health-check interval, so the proxy stops sending requests before any is refused: `compose.yaml` sets 3 for Caddy's 2 s. `0` (the default) drains at once. The container's stop timeout must exceed it plus 29 s.",
  },
  RATE_LIMIT_CREATE_DONATION: {
    group: 'rateLimits',
    text: 'Donations created per client IP per window (rejected input and replays of a known idempotency key do not count).',
  },
  RATE_LIMIT_PIX_CODE: { group: 'rateLimits', text: 'PIX code requests per client IP per window.' },
  RATE_LIMIT_CONTACT: { group: 'rateLimits', text: 'Contact messages per client IP per window.' },
  RATE_LIMIT_MY_DONATIONS: {
    group: 'rateLimits',
    text: '"Minhas doações" requests (an e-mail typed to receive the link) per client IP per window.',
  },
  RATE_LIMIT_MY_DONATIONS_EMAIL: {
    group: 'rateLimits',
    text: '"Minhas doações" requests per e-mail address per window, whatever the client (counted under the address\'s SHA-256, never in clear).',
  },
  RATE_LIMIT_PANEL_LINK_EMAIL: {
    group: 'rateLimits',
    text: 'The panel\'s "Entrar com e-mail" requests per team member\'s address per window, whatever the client; past it the answer is the same and nothing more is sent.',
  },
  RATE_LIMIT_ADMIN_AUTH: {
    group: 'rateLimits',
    text: "Wrong admin tokens (Bearer on admin fields and routes, and the panel's sign-in, counted together) per client IP per window; past it wrong tokens get 429, the right token always works.",
  },
  EXPIRY_SWEEP_INTERVAL_SECONDS: {
    group: 'jobs',
    text: 'How often unpaid donations past their 30 minutes are marked expired and interrupted payments finished.',
  },
  PSP_RECONCILE_INTERVAL_SECONDS: {
    group: 'jobs',
    text: '`api-pix`: how often the PSP is asked (`GET /cob/{txid}`) about unpaid charges of the last 24 h, so a lost webhook loses no payment; monthly giving sends its charges on the same beat.',
  },
  PUBLIC_CACHE_TTL_MS: {
    group: 'jobs',
    text: "How long public reads (campaign, amounts, comments, recent donations) are answered from memory. A payment or an organiser's change made by this instance shows at once; other instances' changes within this time. `0` turns the cache off (docs/PERFORMANCE.md).",
  },
};

/** Variables read outside the schema, each by the file named, which must mention it. */
const OTHER_VARIABLES: { name: string; readBy: string; whenUnset: string; text: string }[] = [
  {
    name: 'OFFLINE_MONGO_BIN',
    readBy: 'api/src/db/offline-mongo.ts',
    whenUnset: 'built once into `$XDG_CACHE_HOME/campanha-doacao/` (`~/.cache/campanha-doacao/`)',
    text: 'A prebuilt offline MongoDB launcher (`tools/offline-mongo/`) to use instead of building one; `node scripts/offline-mongo-bin.mjs` prints where the built one is (or will be) cached.',
  },
  {
    name: 'CHROMIUM_PATH',
    readBy: 'tests/e2e/support/browser.ts',
    whenUnset: '`/usr/bin/chromium`',
    text: 'The Chromium `npm run test:e2e` drives.',
  },
  {
    name: 'TEST_LOG_LEVEL',
    readBy: 'tests/support/harness.ts',
    whenUnset: '`silent`',
    text: '`LOG_LEVEL` of the apps the API tests start (`info` or `debug` to read their logs).',
  },
];

/** Defaults the schema leaves unset and another module applies: the rate limits and the content file. */
function defaultsOutsideTheSchema(): Record<string, string> {
  const defaults: Record<string, string> = { CONTENT_FILE: relative(projectRoot, EXAMPLE_CONTENT_FILE) };
  for (const [action, variable] of Object.entries(RATE_LIMIT_ENV)) {
    const limit = DEFAULT_RATE_LIMITS[action as keyof typeof DEFAULT_RATE_LIMITS];
    defaults[variable] = `${limit.max}/${limit.windowSeconds}`;
  }
  return defaults;
}

/** A parsed default as it is written in the environment: paths under the repository relative to it, lists comma-separated. */
function asWritten(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.length ? value.join(',') : undefined;
  if (typeof value === 'string' && value.startsWith(projectRoot + '/')) return relative(projectRoot, value);
  return String(value);
}

/** The names each production problem starts with ("PIX_KEY and PIX_MERCHANT_NAME: required…"). */
function namesIn(problems: string[]): string[] {
  return problems.flatMap((problem) =>
    problem
      .slice(0, problem.indexOf(':'))
      .split(/,| and /)
      .map((name) => name.trim()),
  );
}

/**
 * What the api-pix provider needs in production beyond productionProblems: main.ts refuses to
 * start when apiPixSettingsFrom throws ("PIX_PROVIDER=api-pix needs API_PIX_CERT_FILE and …").
 */
function apiPixNeedsInProduction(parsed: Config): string[] {
  const credentials = { API_PIX_BASE_URL: 'https://psp.invalid/v2', API_PIX_CLIENT_ID: 'id', API_PIX_CLIENT_SECRET: 'secret' };
  try {
    apiPixSettingsFrom({ ...parsed, ...credentials, PIX_PROVIDER: 'api-pix', isProduction: true });
    return [];
  } catch (error) {
    const needs = (error as Error).message.split(' needs ')[1] ?? '';
    return CONFIG_VARIABLES.filter((name) => new RegExp(`\\b${name}\\b`).test(needs));
  }
}

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|');

export function renderConfigurationDoc(): string {
  const names = [...CONFIG_VARIABLES];
  const missing = names.filter((name) => !VARIABLES[name]);
  const unknown = Object.keys(VARIABLES).filter((name) => !names.includes(name));
  if (missing.length) throw new Error(`scripts/config-doc.ts: no description for ${missing.join(', ')} (api/src/config.ts)`);
  if (unknown.length) throw new Error(`scripts/config-doc.ts: ${unknown.join(', ')} described but not in api/src/config.ts`);

  const config = loadConfig({});
  const parsed = config as unknown as Record<string, unknown>;
  const elsewhere = defaultsOutsideTheSchema();
  const required = new Set(namesIn(productionProblems(config)));
  const requiredWithApiPix = new Set([
    ...namesIn(productionProblems({ ...config, PIX_PROVIDER: 'api-pix' })),
    ...apiPixNeedsInProduction(config),
  ]);

  const defaultOf = (name: string): string => {
    const { whenUnset } = VARIABLES[name]!;
    const fromSchema = asWritten(parsed[name]);
    const fromElsewhere = elsewhere[name];
    if ((fromSchema ?? fromElsewhere) !== undefined && whenUnset)
      throw new Error(`scripts/config-doc.ts: ${name} has a default in the code; drop its whenUnset text`);
    if (fromSchema !== undefined) return code(fromSchema);
    if (fromElsewhere !== undefined) return code(fromElsewhere);
    return whenUnset ?? '—';
  };
  const productionOf = (name: string): string => {
    if (required.has(name)) return 'required';
    if (requiredWithApiPix.has(name)) return 'required with `api-pix`';
    return '';
  };

  for (const other of OTHER_VARIABLES) {
    if (names.includes(other.name)) throw new Error(`scripts/config-doc.ts: ${other.name} is in the schema now`);
    if (!readFileSync(fromRoot(other.readBy), 'utf8').includes(other.name))
      throw new Error(`scripts/config-doc.ts: ${other.readBy} no longer reads ${other.name}`);
  }

  const lines = [
    '<!-- Generated by `npm run docs:config` (scripts/config-doc.ts) from api/src/config.ts: edit those, not this page. -->',
    '',
    '# Configuration',
    '',
    'Every setting is an environment variable, read once at start (`loadConfig`, api/src/config.ts). A value the',
    'schema refuses stops the process with one line naming it and exit code 1. With `NODE_ENV=production` the',
    'variables marked "required" must be set as well (docs/SECURITY.md, "What production refuses to start without").',
    'The defaults below are the code\'s; "—" means unset. In a `.env` for `compose.yaml`, `DOMAIN`, `ACME_EMAIL`',
    'and `CAMPANHA_IMAGE` are read by Compose itself, and `MONGODB_URI`, `PUBLIC_URL` and `TRUST_PROXY` are set by',
    '`compose.yaml` (docs/DEPLOY.md).',
    '',
    `This page is generated from the code: \`npm run docs:config\` rewrites it, and \`npm test\``,
    '(tests/api/configuration-doc.test.ts) fails when it differs from what the script writes, as when a',
    'variable is added to api/src/config.ts without a sentence in scripts/config-doc.ts.',
  ];
  for (const [group, title] of Object.entries(GROUPS)) {
    const members = names.filter((name) => VARIABLES[name]!.group === group);
    if (!members.length) continue;
    lines.push('', `## ${title}`, '');
    if (group === 'rateLimits')
      lines.push(
        'Each as `max/windowSeconds`. Counters live in MongoDB, shared by all instances. With `NODE_ENV=test` and',
        'the variable unset, the default is multiplied by 1000.',
        '',
      );
    lines.push('| Variable | Default | Production | What it does |', '| --- | --- | --- | --- |');
    for (const name of members)
      lines.push(`| ${code(name)} | ${cell(defaultOf(name))} | ${productionOf(name)} | ${cell(VARIABLES[name]!.text)} |`);
  }
  lines.push(
    '',
    '## Read outside the schema',
    '',
    "Development and test settings, each read by the file named. The benchmarks' settings are in",
    'docs/PERFORMANCE.md, "How it is measured".',
    '',
    '| Variable | Default | Read by | What it does |',
    '| --- | --- | --- | --- |',
  );
  for (const other of OTHER_VARIABLES)
    lines.push(`| ${code(other.name)} | ${cell(other.whenUnset)} | \`${other.readBy}\` | ${cell(other.text)} |`);
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = fromRoot(CONFIGURATION_DOC);
  const text = renderConfigurationDoc();
  if (process.argv.includes('--check')) {
    if (readFileSync(path, 'utf8') !== text) {
      console.error(`${CONFIGURATION_DOC} differs from api/src/config.ts: run npm run docs:config`);
      process.exit(1);
    }
    console.log(`${CONFIGURATION_DOC} is up to date`);
  } else {
    writeFileSync(path, text);
    console.log(`wrote ${CONFIGURATION_DOC}`);
  }
}
