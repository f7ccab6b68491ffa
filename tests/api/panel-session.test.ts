import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../api/src/app.js';
import { ADMIN_SESSION_SECONDS } from '../../api/src/security/admin-session.js';
import { firstError, manualClock } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const COOKIE_NAME = 'painel_sessao';
const BOOKS = '{ booksCheck { difference } }';
const HIDE = 'mutation Hide($id: ID!) { hideComment(id: $id) { id hidden } }';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const CROSS_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://golpe.example' };

describe('panel session: sign in with the admin token, then a cookie', () => {
  const clock = manualClock(new Date());
  let app: TestApp;

  beforeAll(async () => {
    // One client address per test through X-Forwarded-For, so the failed-login limit of one test touches no other.
    app = await startTestApp({ env: { RATE_LIMIT_ADMIN_AUTH: '3/900', TRUST_PROXY: 'loopback' }, now: clock.now });
  });
  afterAll(() => app.close());

  const signIn = (token: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/api/painel/sessao`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...SAME_ORIGIN, ...headers },
      body: JSON.stringify({ token }),
    });

  /** Signs in and returns the `Cookie` header the browser would send back. */
  async function session(ip: string): Promise<string> {
    const response = await signIn(ADMIN_TOKEN, { 'x-forwarded-for': ip });
    expect(response.status).toBe(201);
    const cookie = response.headers.get('set-cookie')!;
    return cookie.split(';')[0]!;
  }

  const graphqlWith = (cookie: string, query: string, variables: Record<string, unknown>, headers: Record<string, string>) =>
    app.graphql(query, variables, { cookie, ...headers });

  async function someCommentId(): Promise<string> {
    const comment = await app.deps.models.Comment.findOne({ hidden: false }).lean();
    return comment!._id.toHexString();
  }

  it('sets an HttpOnly, SameSite=Strict, expiring cookie whose secret is stored only as a hash', async () => {
    const response = await signIn(ADMIN_TOKEN, { 'x-forwarded-for': '203.0.113.1' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { expiresAt: string };
    expect(new Date(body.expiresAt).getTime()).toBe(clock.now().getTime() + ADMIN_SESSION_SECONDS * 1000);

    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${COOKIE_NAME}=[A-Za-z0-9_-]{43};`));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).toMatch(new RegExp(`; Max-Age=${ADMIN_SESSION_SECONDS}`, 'i'));
    // Plain HTTP outside production cannot carry Secure; production's name (__Host-) requires it.
    expect(cookie).not.toMatch(/; Secure/i);

    const secret = cookie.split(';')[0]!.split('=')[1]!;
    const stored = await app.deps.models.AdminSession.find({}).lean();
    expect(stored.map((doc) => doc._id)).toContain(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('the cookie opens GraphQL admin fields, admin REST routes and the session answer, like the token', async () => {
    const cookie = await session('203.0.113.2');
    const books = await graphqlWith(cookie, BOOKS, {}, SAME_ORIGIN);
    expect(books.body.errors).toBeUndefined();
    expect(books.body.data.booksCheck.difference).toBe('0.00');

    const csv = await fetch(`${app.url}/api/admin/donations.csv`, { headers: { cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);

    const current = await fetch(`${app.url}/api/painel/sessao`, { headers: { cookie } });
    expect(current.status).toBe(200);
    expect(((await current.json()) as { expiresAt: string }).expiresAt).toMatch(/^\d{4}-/);

    // Without any credential the same field stays closed.
    expect(firstError((await app.graphql(BOOKS)).body).extensions.code).toBe('UNAUTHENTICATED');
    // A forged cookie is no session.
    const forged = await graphqlWith(`${COOKIE_NAME}=${'A'.repeat(43)}`, BOOKS, {}, SAME_ORIGIN);
    expect(firstError(forged.body).extensions.code).toBe('UNAUTHENTICATED');

    // Same-origin mutations pass: the Origin header of our own page is enough when Sec-Fetch-Site is absent.
    const id = await someCommentId();
    const hidden = await graphqlWith(cookie, HIDE, { id }, { origin: app.url });
    expect(hidden.body.data.hideComment).toEqual({ id, hidden: true });
    await app.deps.models.Comment.updateOne({ _id: id }, { $set: { hidden: false } });
  });

  it('CSRF: a cross-site POST with the cookie is refused and changes nothing', async () => {
    const cookie = await session('203.0.113.3');
    const id = await someCommentId();
    const attempts: Record<string, string>[] = [
      CROSS_SITE,
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://golpe.example' },
      {},
    ];
    for (const headers of attempts) {
      const refused = await graphqlWith(cookie, HIDE, { id }, headers);
      expect(firstError(refused.body).extensions.code).toBe('FORBIDDEN');
      expect(firstError(refused.body).message).toMatch(/não veio do painel/);
    }
    expect((await app.deps.models.Comment.findById(id).lean())!.hidden).toBe(false);

    // Reads too: another origin's page (a sibling subdomain, say) cannot download the donors' CSV with the cookie.
    const csv = await fetch(`${app.url}/api/admin/donations.csv`, { headers: { cookie, 'sec-fetch-site': 'same-site' } });
    expect(csv.status).toBe(403);
    const readAcross = await fetch(`${app.url}/graphql?query=${encodeURIComponent(BOOKS)}`, {
      headers: { cookie, origin: 'https://golpe.example', 'apollo-require-preflight': 'true' },
    });
    expect(((await readAcross.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
      'FORBIDDEN',
    );
    // The organiser opening the export address themselves is no cross-site request.
    const typed = await fetch(`${app.url}/api/admin/donations.csv`, { headers: { cookie, 'sec-fetch-site': 'none' } });
    expect(typed.status).toBe(200);

    // Sign out everywhere from another site: refused, every session lives on.
    const everywhere = await fetch(`${app.url}/api/painel/sessoes`, { method: 'DELETE', headers: { cookie, ...CROSS_SITE } });
    expect(everywhere.status).toBe(403);
    expect(((await everywhere.json()) as { code: string }).code).toBe('FORBIDDEN');
    expect((await graphqlWith(cookie, BOOKS, {}, SAME_ORIGIN)).body.errors).toBeUndefined();

    // Nor can another site sign this browser in (login CSRF), even with the right token.
    const planted = await signIn(ADMIN_TOKEN, { ...CROSS_SITE, 'x-forwarded-for': '203.0.113.3' });
    expect(planted.status).toBe(403);
    expect(planted.headers.get('set-cookie')).toBeNull();
  });

  it('a wrong token gets a pt-BR message and counts towards the same limit as the API; the right token still works', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.4' };
    const sessionsBefore = await app.deps.models.AdminSession.countDocuments();
    for (let attempt = 0; attempt < 2; attempt++) {
      const wrong = await signIn(`chute-${attempt}-0123456789abcdef`, ip);
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get('set-cookie')).toBeNull();
      expect(await wrong.json()).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Token incorreto. Confira o token da organização e tente de novo.',
      });
    }
    // The third wrong token through GraphQL shares the window: the next sign-in attempt is limited.
    const bearer = await app.graphql(BOOKS, {}, { authorization: 'Bearer chute-2-0123456789abcdef', ...ip });
    expect(firstError(bearer.body).extensions.code).toBe('UNAUTHENTICATED');
    const limited = await signIn('chute-3-0123456789abcdef', ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(/Muitas tentativas/);
    expect(await app.deps.models.AdminSession.countDocuments()).toBe(sessionsBefore);

    // Empty input is a clear error, not an attempt.
    const empty = await signIn('   ', { 'x-forwarded-for': '203.0.113.44' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });

    expect((await signIn(ADMIN_TOKEN, ip)).status).toBe(201);
  });

  it('expires: after its lifetime the cookie is refused with a pt-BR message', async () => {
    const cookie = await session('203.0.113.5');
    clock.advanceSeconds(ADMIN_SESSION_SECONDS - 60);
    expect((await graphqlWith(cookie, BOOKS, {}, SAME_ORIGIN)).body.errors).toBeUndefined();
    clock.advanceSeconds(61);
    const expired = await graphqlWith(cookie, BOOKS, {}, SAME_ORIGIN);
    expect(firstError(expired.body).extensions.code).toBe('UNAUTHENTICATED');
    expect(firstError(expired.body).message).toMatch(/sessão no painel expirou/);
    const current = await fetch(`${app.url}/api/painel/sessao`, { headers: { cookie } });
    expect(current.status).toBe(401);
  });

  it('sign out ends this session only; sign out everywhere ends every one; both are in the audit log', async () => {
    const phone = await session('203.0.113.6');
    const laptop = await session('203.0.113.6');
    const tablet = await session('203.0.113.6');

    const out = await fetch(`${app.url}/api/painel/sessao`, { method: 'DELETE', headers: { cookie: phone, ...SAME_ORIGIN } });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ended: 1 });
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${COOKIE_NAME}=;.*Expires=Thu, 01 Jan 1970`));
    expect(firstError((await graphqlWith(phone, BOOKS, {}, SAME_ORIGIN)).body).extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphqlWith(laptop, BOOKS, {}, SAME_ORIGIN)).body.errors).toBeUndefined();

    const everywhere = await fetch(`${app.url}/api/painel/sessoes`, {
      method: 'DELETE',
      headers: { cookie: laptop, ...SAME_ORIGIN },
    });
    expect(everywhere.status).toBe(200);
    expect(((await everywhere.json()) as { ended: number }).ended).toBeGreaterThanOrEqual(2);
    for (const cookie of [laptop, tablet])
      expect(firstError((await graphqlWith(cookie, BOOKS, {}, SAME_ORIGIN)).body).extensions.code).toBe('UNAUTHENTICATED');
    expect(await app.deps.models.AdminSession.countDocuments()).toBe(0);

    const actions = (await app.deps.models.AuditEntry.find({ action: /^panel/ }).lean()).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['panelSignIn', 'panelSignOut', 'panelSignOutEverywhere']));
  });

  it('in production the cookie is Secure and __Host- (no subdomain can set or read it)', async () => {
    // The same app and database with production's switch on (loadConfig would also demand SMTP, PIX and content).
    const production = { ...app.deps, config: { ...app.deps.config, isProduction: true } };
    const { app: express, stop } = await createApp(production);
    const server = createServer(express);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${url}/api/painel/sessao`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...SAME_ORIGIN, 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify({ token: ADMIN_TOKEN }),
      });
      expect(response.status).toBe(201);
      const cookie = response.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^__Host-painel=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; Path=\//i);
      expect(cookie).not.toMatch(/; Domain=/i);
      // The development name means nothing there.
      const books = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...SAME_ORIGIN,
          cookie: cookie.split(';')[0]!.replace('__Host-painel', COOKIE_NAME),
        },
        body: JSON.stringify({ query: BOOKS }),
      });
      expect(firstError((await books.json()) as { errors?: any[] }).extensions.code).toBe('UNAUTHENTICATED');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await stop();
    }
  });

  it('/painel is never cached or indexed, and its CSP allows no inline script, no frame, no other origin', async () => {
    for (const path of ['/painel', '/painel/doacoes']) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'(;|$)/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/connect-src 'self'/);
    }
  });
});
