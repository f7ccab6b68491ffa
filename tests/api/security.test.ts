import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_TOKEN, startTestApp, testDatabaseUri, type TestApp } from '../support/harness.js';
import { createLogger } from '../../api/src/logger.js';

/** The CSP as a map of directive → sources. */
function cspOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const postGraphQL = (app: TestApp, body: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

/** __type is introspection but not __schema, so the depth limit applies to it. */
const DEEP_QUERY = `{ __type(name: "Query") { fields { type { fields { type { fields { type { fields { type { fields { name } } } } } } } } } } }`;
const ALIASED_QUERY = `{ ${Array.from({ length: 12 }, (_, i) => `a${i}: campaign { goal }`).join(' ')} }`;

describe('HTTP hardening (defaults)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('sends security headers and a CSP limited to our origin and the video players', async () => {
    const page = await fetch(`${app.url}/`);
    expect(page.headers.get('x-powered-by')).toBeNull();
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = cspOf(page);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toContain('https://www.youtube-nocookie.com');
    const scripts = csp.get('script-src')!;
    expect(scripts[0]).toBe("'self'");
    // Besides our origin, only the page's own inline scripts, each by its hash.
    expect(scripts.filter((source) => source !== "'self'" && !/^'sha256-[A-Za-z0-9+/]{43}='$/.test(source))).toEqual([]);
    expect(scripts.join(' ')).not.toMatch(/unsafe-(inline|eval)/);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // Not production: no HSTS and no upgrade on a plain http:// loopback site.
    expect(page.headers.get('strict-transport-security')).toBeNull();
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it("allows exactly the page's inline scripts, by their hashes: the same policy on every answer, no nonce", async () => {
    const [first, second] = await Promise.all([fetch(`${app.url}/`), fetch(`${app.url}/`)]);
    const html = await first.text();
    // Every inline script that runs (the page state is data: type application/json runs nothing).
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !attributes!.includes('application/json'))
      .map(([, , text]) => `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
    expect(inline).toHaveLength(2);
    const scripts = cspOf(first).get('script-src')!;
    expect(scripts.filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...inline].sort());
    expect(first.headers.get('content-security-policy')).not.toContain('nonce-');
    expect(html).not.toMatch(/<script[^>]*\snonce=/);
    // The policy does not change per response: a page's bytes and headers can be kept.
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    // JSON runs no script: the same policy, which runs no inline script but those two.
    const json = cspOf(await fetch(`${app.url}/api/campaign`));
    expect(json.get('script-src')).toEqual(scripts);
    expect(json.get('default-src')).toEqual(["'self'"]);
  });

  it('keeps CORS closed: no Access-Control header for another origin, preflight or not', async () => {
    const simple = await fetch(`${app.url}/api/campaign`, { headers: { origin: 'https://evil.example' } });
    expect(simple.status).toBe(200);
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${app.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses CSRF-able GraphQL requests: text/plain POST and GET without a preflight header', async () => {
    const textPlain = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ campaign { goal } }' }),
    });
    expect(textPlain.status).toBe(400);
    const get = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ campaign { goal } }')}`, {
      headers: { accept: 'application/json' },
    });
    expect(get.status).toBe(400);
    expect(await get.text()).toMatch(/CSRF|preflight/i);
    const withHeader = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ campaign { goal } }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(withHeader.status).toBe(200);
  });

  it('refuses batched operations', async () => {
    const response = await postGraphQL(
      app,
      JSON.stringify([{ query: '{ campaign { goal } }' }, { query: '{ campaign { raised } }' }]),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).not.toMatch(/"goal"/);
  });

  it('refuses too deep and too aliased documents before running them', async () => {
    const deep = await app.graphql(DEEP_QUERY);
    expect(deep.body.data).toBeUndefined();
    expect(deep.body.errors![0].message).toMatch(/depth/i);
    const aliased = await app.graphql(ALIASED_QUERY);
    expect(aliased.body.data).toBeUndefined();
    expect(aliased.body.errors![0].message).toMatch(/aliases/i);
    // Outside production the limit is named, to help whoever writes the client.
    expect(aliased.body.errors![0].message).toMatch(/10/);
    const fine = await app.graphql(`{ ${Array.from({ length: 10 }, (_, i) => `a${i}: campaign { goal }`).join(' ')} }`);
    expect(fine.body.errors).toBeUndefined();
  });

  it('refuses a body over the JSON limit with a stable code and changes nothing', async () => {
    const huge = JSON.stringify({ query: '{ campaign { goal } }', variables: { padding: 'x'.repeat(200_000) } });
    const graphql = await postGraphQL(app, huge);
    expect(graphql.status).toBe(413);
    expect(await graphql.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    const rest = await fetch(`${app.url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(200_000) }),
    });
    expect(rest.status).toBe(413);
  });

  it('answers malformed JSON with 400 and a pt-BR message, never a stack', async () => {
    const response = await postGraphQL(app, '{"query": "{ campaign { goal } }"');
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ code: 'BAD_USER_INPUT', message: 'Requisição inválida.' });
  });

  it('uses the socket address by default, whatever X-Forwarded-For claims', async () => {
    const claims = Array.from({ length: 4 }, (_, i) => `198.51.100.${i + 1}`);
    for (const claim of claims) await sendContact(app, { 'x-forwarded-for': claim });
    const windows = await app.deps.models.RateLimitWindow.find({ key: /^sendContactMessage:/ }).lean();
    expect(windows.map((window) => window.key)).toEqual(['sendContactMessage:127.0.0.1']);
    expect(windows[0]!.count).toBe(4);
  });
});

function sendContact(app: TestApp, headers: Record<string, string> = {}) {
  return app.graphql(
    `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`,
    { input: { name: 'Maria Souza', email: 'maria@example.com', message: 'Quero saber como ajudar mais.' } },
    headers,
  );
}

describe('HTTP hardening (configured)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      env: {
        NODE_ENV: 'production',
        CORS_ORIGINS: 'https://parceiro.example.org',
        TRUST_PROXY: 'loopback',
        ADS_PIXEL_ID: '123456789012345',
        ADS_PIXEL_SCRIPT_URL: 'https://pixel.example.net/fbevents.js',
        RATE_LIMIT_CONTACT: '2/600',
        // Production refuses to start without these (config.test.ts); the values are throw-away.
        MONGODB_URI: testDatabaseUri(),
        PUBLIC_URL: 'https://doe.example.org',
        SMTP_URL: 'smtp://mail.example.org:587',
        CPF_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        PIX_KEY: 'doacoes@instituto.example.org',
        PIX_MERCHANT_NAME: 'Instituto Real',
        PIX_MERCHANT_CITY: 'Recife',
      },
    });
  });
  afterAll(() => app.close());

  it('allows the configured pixel host for scripts, beacons and images, and nothing else', async () => {
    const csp = cspOf(await fetch(`${app.url}/`));
    expect(csp.get('script-src')).toContain('https://pixel.example.net');
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://pixel.example.net']);
    expect(csp.get('img-src')).toContain('https://pixel.example.net');
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it('sends HSTS in production', async () => {
    expect((await fetch(`${app.url}/api/campaign`)).headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });

  it('opens CORS to the configured origin only', async () => {
    const allowed = await fetch(`${app.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://parceiro.example.org', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://parceiro.example.org');
    const other = await fetch(`${app.url}/api/campaign`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('hides limits and field suggestions in production', async () => {
    const aliased = await app.graphql(ALIASED_QUERY);
    expect(aliased.body.data).toBeUndefined();
    expect(aliased.body.errors![0].message).not.toMatch(/\d/);
    const tokens = await app.graphql(`{ campaign { ${'raised '.repeat(2500)} } }`);
    expect(tokens.status).toBe(400);
    expect(tokens.body.errors![0].message).toMatch(/^Consulta recusada: ela passa dos limites desta API/);
    expect(tokens.body.errors![0].message).not.toMatch(/\d/);
    const typo = await app.graphql('{ campaign { goall } }');
    expect(typo.body.errors![0].message).not.toMatch(/Did you mean/i);
    expect(JSON.stringify(typo.body)).not.toMatch(/"goal"/);
  });

  it('believes X-Forwarded-For from a trusted proxy, and rate-limits per forwarded client with Retry-After', async () => {
    const first = await sendContact(app, { 'x-forwarded-for': '203.0.113.10' });
    expect(first.body.errors).toBeUndefined();
    await sendContact(app, { 'x-forwarded-for': '203.0.113.10' });
    const third = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.10' },
      body: JSON.stringify({
        query: `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`,
        variables: { input: { name: 'Maria Souza', email: 'maria@example.com', message: 'Quero saber como ajudar mais.' } },
      }),
    });
    const body = (await third.json()) as any;
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
    const retryAfter = Number(third.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBe(body.errors[0].extensions.retryAfterSeconds);
    // Another forwarded client is not affected.
    const other = await sendContact(app, { 'x-forwarded-for': '203.0.113.11' });
    expect(other.body.errors).toBeUndefined();
    expect(await app.deps.models.ContactMessage.countDocuments()).toBe(3);
  });
});

describe('admin authentication failures', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_ADMIN_AUTH: '3/900', TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => app.close());

  const ADMIN_QUERY = '{ booksCheck { __typename } }';
  const asClient = (ip: string, token: string) => ({ authorization: `Bearer ${token}`, 'x-forwarded-for': ip });

  it('are limited per client: past the limit wrong tokens get RATE_LIMITED, the right token still works', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const wrong = await app.graphql(ADMIN_QUERY, {}, asClient('203.0.113.50', `guess-${attempt}-0123456789abcdef`));
      expect(wrong.body.errors![0].extensions.code).toBe('UNAUTHENTICATED');
    }
    const limited = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...asClient('203.0.113.50', 'guess-3-0123456789abcdef') },
      body: JSON.stringify({ query: ADMIN_QUERY }),
    });
    const body = (await limited.json()) as any;
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(body.errors[0].message).toMatch(/token inválido/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const rightToken = await app.graphql(ADMIN_QUERY, {}, asClient('203.0.113.50', ADMIN_TOKEN));
    expect(rightToken.body.errors).toBeUndefined();
    // Public fields answer whatever the Authorization header says.
    const publicQuery = await app.graphql('{ campaign { goal } }', {}, asClient('203.0.113.50', 'guess-again-0123456789'));
    expect(publicQuery.body.errors).toBeUndefined();
  });

  it('count on the CSV export too, in the same window as GraphQL', async () => {
    const csv = (token: string) => fetch(`${app.url}/api/admin/donations.csv`, { headers: asClient('203.0.113.52', token) });
    for (let attempt = 0; attempt < 2; attempt++) expect((await csv(`guess-${attempt}-0123456789abcdef`)).status).toBe(401);
    const third = await app.graphql(ADMIN_QUERY, {}, asClient('203.0.113.52', 'guess-2-0123456789abcdef'));
    expect(third.body.errors![0].extensions.code).toBe('UNAUTHENTICATED');

    const limited = await csv('guess-3-0123456789abcdef');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await app.deps.models.AuditEntry.countDocuments({ action: 'exportDonationsCsv' })).toBe(0);
    expect((await csv(ADMIN_TOKEN)).status).toBe(200);
  });

  it('anonymous calls count nothing', async () => {
    for (let i = 0; i < 5; i++) await app.graphql('{ campaign { goal } }', {}, { 'x-forwarded-for': '203.0.113.60' });
    expect(await app.deps.models.RateLimitWindow.countDocuments({ key: /203\.0\.113\.60/ })).toBe(0);
  });
});

describe('a proxy in front of an app that does not trust it', () => {
  /** An app whose log lines this test reads. */
  async function appWithLog(env: Record<string, string>) {
    const app = await startTestApp({ env });
    const lines: string[] = [];
    app.deps.logger = createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(line) });
    return { app, lines };
  }
  const warnings = (lines: string[]) => lines.filter((line) => /TRUST_PROXY is off/.test(line));

  it('is noticed once, with the setting to use, when TRUST_PROXY is false', async () => {
    const { app, lines } = await appWithLog({});
    try {
      await fetch(`${app.url}/api/campaign`);
      expect(warnings(lines)).toEqual([]);
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
        await fetch(`${app.url}/api/campaign`, { headers: { 'x-forwarded-for': ip } });
      expect(warnings(lines)).toHaveLength(1);
      const warning = JSON.parse(warnings(lines)[0]!);
      expect(warning.level).toBe(40);
      expect(warning.msg).toMatch(/one rate-limit bucket.*TRUST_PROXY=1/);
    } finally {
      await app.close();
    }
  });

  it('is not reported when TRUST_PROXY names the proxy', async () => {
    const { app, lines } = await appWithLog({ TRUST_PROXY: 'loopback' });
    try {
      await fetch(`${app.url}/api/campaign`, { headers: { 'x-forwarded-for': '203.0.113.1' } });
      expect(warnings(lines)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
