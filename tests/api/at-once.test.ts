import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answeringAtOnce } from '../../api/src/app/at-once.js';
import { jsonBodyParser } from '../../api/src/http/json-body.js';
import { publicDataChanged } from '../../api/src/cache/public-cache.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const TOTALS = '{ campaign { raised goal supportersCount heartsReceived } }';
const PREFLIGHT = { 'apollo-require-preflight': 'true' };

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whether answerAtOnce answered it, rather than the app. */
  atOnce: boolean;
}

/**
 * The test app's Express app behind its own answerAtOnce, on a port of its own, so each
 * answer says which of the two gave it; both share the app's public cache.
 */
async function serveWithWitness(app: TestApp) {
  let passedOn = 0;
  const listener = answeringAtOnce(
    app.deps,
    (req, res) => {
      passedOn++;
      app.expressApp(req, res);
    },
    jsonBodyParser(app.deps.config),
  );
  const server: Server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** A raw request (any Host, any method), answered in full. */
  const send = (path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const before = passedOn;
      const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, String(value)])),
            body: Buffer.concat(chunks).toString('utf8'),
            atOnce: passedOn === before,
          }),
        );
      });
      req.on('error', reject);
      req.end(options.body);
    });
  return { send, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The headers that describe the answer, not the moment (Date) or the connection. */
const described = ({ headers }: Answer) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};

const graphqlGet = (query: string) => `/graphql?query=${encodeURIComponent(query)}`;
const JSON_TYPE = { 'content-type': 'application/json' };
const graphqlPost = (query: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { ...JSON_TYPE, ...headers },
  body: JSON.stringify({ query }),
});

describe('public reads answered at once, before Express', () => {
  let app: TestApp;
  let witness: Awaited<ReturnType<typeof serveWithWitness>>;
  beforeEach(async () => {
    app = await startTestApp({ env: { PUBLIC_CACHE_TTL_MS: '60000' } });
    witness = await serveWithWitness(app);
  });
  afterEach(async () => {
    await witness.close();
    await app.close();
  });

  it.each([
    ['GET /api/campaign', '/api/campaign', {}],
    ['GET /graphql', graphqlGet(TOTALS), { headers: PREFLIGHT }],
    ['POST /graphql', '/graphql', graphqlPost(TOTALS)],
    ['POST /graphql with a charset', '/graphql', graphqlPost(TOTALS, { 'content-type': 'application/json; charset=utf-8' })],
  ])(
    '%s: the kept answer, with every header the app sends',
    async (_name, path, request: { headers?: Record<string, string> }) => {
      const first = await witness.send(path, request);
      expect(first.status).toBe(200);
      expect(first.atOnce).toBe(false);

      const second = await witness.send(path, request);
      expect(second.atOnce).toBe(true);
      expect(second.status).toBe(200);
      expect(second.body).toBe(first.body);
      expect(described(second)).toEqual(described(first));
      // The security headers of a JSON answer are among them, the policy without a nonce.
      expect(second.headers['content-security-policy']).toContain("script-src 'self'");
      expect(second.headers['content-security-policy']).not.toContain('nonce-');
      expect(second.headers['x-content-type-options']).toBe('nosniff');
      expect(second.headers['cache-control']).toMatch(/(^|, )public(,|$)/);
      expect(second.headers.etag).toMatch(/^W\/"/);

      // The same kept answer replayed by the app (a forwarded request goes on to it, for the proxy warning).
      const byTheApp = await witness.send(path, {
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': '203.0.113.9' },
      });
      expect(byTheApp.atOnce).toBe(false);
      expect(byTheApp.body).toBe(first.body);
      expect(described(byTheApp)).toEqual(described(second));
    },
  );

  it('leaves to the app what it would answer otherwise: 304, HEAD, credentials, CSRF, a bad Host, a change', async () => {
    const kept = await witness.send('/api/campaign');
    expect((await witness.send('/api/campaign')).atOnce).toBe(true);

    const conditional = await witness.send('/api/campaign', { headers: { 'if-none-match': kept.headers.etag! } });
    expect(conditional).toMatchObject({ status: 304, atOnce: false, body: '' });
    const head = await witness.send('/api/campaign', { method: 'HEAD' });
    expect(head).toMatchObject({ status: 200, atOnce: false, body: '' });

    expect((await witness.send(graphqlGet(TOTALS), { headers: PREFLIGHT })).atOnce).toBe(false);
    expect((await witness.send(graphqlGet(TOTALS), { headers: PREFLIGHT })).atOnce).toBe(true);
    // Apollo's CSRF prevention refuses a GET without the header; so does this.
    const noPreflight = await witness.send(graphqlGet(TOTALS));
    expect(noPreflight).toMatchObject({ status: 400, atOnce: false });
    const withToken = await witness.send(graphqlGet(TOTALS), {
      headers: { ...PREFLIGHT, authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(withToken).toMatchObject({ status: 200, atOnce: false });

    const badHost = await witness.send('/api/campaign', { headers: { host: 'bad host!' } });
    expect(badHost).toMatchObject({ status: 400, atOnce: false });
    expect(JSON.parse(badHost.body)).toMatchObject({ code: 'BAD_REQUEST' });

    // Public data changed: the next read is the app's again, and kept again.
    publicDataChanged(app.deps, 'totals');
    expect((await witness.send('/api/campaign')).atOnce).toBe(false);
    expect((await witness.send('/api/campaign')).atOnce).toBe(true);
    expect((await witness.send('/api/campaign/')).atOnce).toBe(false);
  });

  it('reads a POST body once, with the app parser: a miss, a failure and an organiser go on to the app with it', async () => {
    const kept = await witness.send('/graphql', graphqlPost(TOTALS));
    expect((await witness.send('/graphql', graphqlPost(TOTALS))).atOnce).toBe(true);

    // Credentials: read early, then the app's, which still has the body (Apollo answers the organiser's field).
    const organiser = await witness.send(
      '/graphql',
      graphqlPost('{ adminComments { pageInfo { hasNextPage } } }', { authorization: `Bearer ${ADMIN_TOKEN}` }),
    );
    expect(organiser).toMatchObject({ status: 200, atOnce: false });
    expect(JSON.parse(organiser.body).errors).toBeUndefined();

    // Malformed JSON and a body past the limit: the same answer as when the app reads them itself.
    const broken = { method: 'POST', headers: JSON_TYPE, body: '{"query": "{ campaign' };
    const big = { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ query: TOTALS, pad: 'x'.repeat(200_000) }) };
    // Variables nested past the stack of the JSON.stringify that makes a key: the app's 400, and the server lives on.
    const deep = `${'{"a":['.repeat(2500)}"x"${']}'.repeat(2500)}`;
    const nested = { method: 'POST', headers: JSON_TYPE, body: `{"query":${JSON.stringify(TOTALS)},"variables":{"v":${deep}}}` };
    for (const request of [broken, big, nested]) {
      const early = await witness.send('/graphql', request);
      const byTheApp = await witness.send('/graphql', {
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': '203.0.113.9' },
      });
      expect(early.atOnce).toBe(false);
      expect(early.status).toBeGreaterThanOrEqual(400);
      expect(early.status).toBeLessThan(500);
      expect({ status: early.status, body: early.body }).toEqual({ status: byTheApp.status, body: byTheApp.body });
      expect(described(early)).toEqual(described(byTheApp));
    }

    // Another media type, or a compressed body: straight to the app, unread.
    const asText = await witness.send('/graphql', { ...graphqlPost(TOTALS), headers: { 'content-type': 'text/plain' } });
    expect(asText).toMatchObject({ atOnce: false });
    expect(asText.status).toBeGreaterThanOrEqual(400);
    expect((await witness.send('/graphql', graphqlPost(TOTALS))).body).toBe(kept.body);
  });

  it('counts its answers in the request metrics, under the routes the app counts them', async () => {
    for (let i = 0; i < 3; i++) await witness.send('/api/campaign');
    for (let i = 0; i < 2; i++) await witness.send(graphqlGet(TOTALS), { headers: PREFLIGHT });
    for (let i = 0; i < 4; i++) await witness.send('/graphql', graphqlPost(TOTALS));
    const metrics = await witness.send('/metrics', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(metrics.status).toBe(200);
    const count = (method: string, route: string) =>
      Number(
        new RegExp(`^campanha_http_requests_total\\{method="${method}",route="${route}",status="200"\\} (\\d+)$`, 'm').exec(
          metrics.body,
        )?.[1],
      );
    expect(count('GET', '/api/campaign')).toBe(3);
    expect(count('GET', '/graphql')).toBe(2);
    expect(count('POST', '/graphql')).toBe(4);
  });
});

describe('answers at once, and the settings that keep them from it', () => {
  it('with CORS configured, every read goes on to the app, which adds its CORS headers', async () => {
    const app = await startTestApp({ env: { PUBLIC_CACHE_TTL_MS: '60000', CORS_ORIGINS: 'https://parceiro.example.org' } });
    const witness = await serveWithWitness(app);
    try {
      await witness.send('/api/campaign');
      const again = await witness.send('/api/campaign', { headers: { origin: 'https://parceiro.example.org' } });
      expect(again).toMatchObject({ status: 200, atOnce: false });
      expect(again.headers['access-control-allow-origin']).toBe('https://parceiro.example.org');
    } finally {
      await witness.close();
      await app.close();
    }
  });
});
