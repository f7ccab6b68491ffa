// A kept page's answers as a crowd gets them from memory (cache/kept-pages.ts): the encoding
// chosen from Accept-Encoding (remembered per value, within a bound) and the headers made once
// per page and encoding, and each answer counted in the request metrics (metrics/metrics.ts,
// whose labelled series are made once per method, route and status).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { keptPagesOf } from '../../api/src/cache/kept-pages.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import { ensureWebBuild, serverRenderedHtml } from '../support/web-build.js';
import { getRaw as get, type Raw } from '../support/raw-http.js';

const decoded = (raw: Raw) => {
  const encoding = raw.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw.body).toString('utf8');
  return raw.body.toString('utf8');
};

/** Every header but those of the connection and the moment, and those of the encoding. */
const pageHeaders = (raw: Raw) => {
  const {
    date: _date,
    connection: _connection,
    'keep-alive': _keepAlive,
    'content-encoding': _encoding,
    'content-length': _length,
    ...rest
  } = raw.headers;
  return rest;
};

describe("a kept page's answers from memory", () => {
  let app: TestApp;
  let identity: Raw;
  beforeAll(async () => {
    ensureWebBuild();
    app = await startTestApp({ env: { PUBLIC_CACHE_TTL_MS: '60000' } });
    // Only a page the server rendered is kept: its first render, which may outlast the deadline on a loaded machine, comes first.
    await serverRenderedHtml(`${app.url}/`);
    identity = await get(`${app.url}/`);
    expect(identity.status).toBe(200);
  }, 120_000);
  afterAll(() => app.close());

  it('chooses the encoding each Accept-Encoding asks for, the same on every request, whatever else was asked', async () => {
    const cases: Array<[string, 'br' | 'gzip' | undefined]> = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['BR;Q=0.5', 'br'],
      ['*', 'br'],
      ['gzip, *;q=0', 'gzip'],
      ['gzip;q=0, br;q=0', undefined],
      ['*;q=0', undefined],
      ['identity', undefined],
      ['br;q=abc, gzip', 'gzip'],
      // Longer than what is remembered: read on each request.
      [`${'identity;q=1, '.repeat(12)}br;q=0, gzip`, 'gzip'],
    ];
    const pages = keptPagesOf(app.deps);
    const check = async () => {
      for (const [acceptEncoding, encoding] of cases) {
        const served = pages.counts.served;
        const answer = await get(`${app.url}/`, { 'accept-encoding': acceptEncoding });
        expect(pages.counts.served).toBe(served + 1);
        expect([acceptEncoding, answer.status, answer.headers['content-encoding']]).toEqual([acceptEncoding, 200, encoding]);
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        expect(decoded(answer)).toBe(identity.body.toString('utf8'));
        expect(pageHeaders(answer)).toEqual(pageHeaders(identity));
      }
    };
    await check();
    // Asked again: now from what was remembered.
    await check();
    // More distinct values than are remembered push the first ones out; they are read again, alike.
    for (let i = 0; i < 40; i++) {
      const answer = await get(`${app.url}/`, { 'accept-encoding': `gzip;q=0.${(i % 9) + 1}, deflate;n=${i}` });
      expect(answer.headers['content-encoding']).toBe('gzip');
    }
    await check();
  });

  it('counts every answer under its route and status, 200 and 304 apart, each timed once', async () => {
    const { etag } = (await get(`${app.url}/`)).headers;
    const scrape = async () => {
      const metrics = await get(`${app.url}/metrics`, { authorization: `Bearer ${ADMIN_TOKEN}` });
      expect(metrics.status).toBe(200);
      const text = metrics.body.toString('utf8');
      const value = (pattern: string) => Number(new RegExp(`^${pattern} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
      return {
        ok: value('campanha_http_requests_total\\{method="GET",route="/",status="200"\\}'),
        notModified: value('campanha_http_requests_total\\{method="GET",route="/",status="304"\\}'),
        timed: value('campanha_http_request_duration_seconds_count\\{method="GET",route="/"\\}'),
      };
    };
    const before = await scrape();
    const pages = keptPagesOf(app.deps);
    const served = pages.counts.served;
    const notModified = pages.counts.notModified;
    for (let i = 0; i < 5; i++) await get(`${app.url}/`, { 'accept-encoding': 'br' });
    for (let i = 0; i < 2; i++) expect((await get(`${app.url}/`, { 'if-none-match': etag! })).status).toBe(304);
    for (let i = 0; i < 3; i++) await get(`${app.url}/?utm_source=whatsapp`, { 'accept-encoding': 'gzip' });
    // All from memory: what is counted below is the kept pages' own counting.
    expect(pages.counts.served - served).toBe(8);
    expect(pages.counts.notModified - notModified).toBe(2);
    const after = await scrape();
    expect({
      ok: after.ok - before.ok,
      notModified: after.notModified - before.notModified,
      timed: after.timed - before.timed,
    }).toEqual({ ok: 8, notModified: 2, timed: 10 });
  });
});
