import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import { DOCUMENT_STORE_MAX_CHARS, documentStoreOf } from '../../api/src/graphql/document-store.js';
import { MAX_KEPT_LOOKUPS, precompressedFiles } from '../../api/src/web/compressed.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

/**
 * What a burst of varied requests leaves in the server's memory: nothing keyed by what
 * a client sends may grow past its bound. A server went from about 205 to 588 MB over an
 * attack (random paths among others) and stayed there.
 */

const randomPath = () => `/${randomBytes(8).toString('hex')}/${randomBytes(6).toString('hex')}.js`;

describe('the precompressed files: lookups of the paths clients send', () => {
  let root: string;
  let server: Server;
  let url: string;
  let served: ReturnType<typeof precompressedFiles>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'precompressed-'));
    writeFileSync(join(root, 'app.js'), 'console.log(1)');
    writeFileSync(join(root, 'app.js.br'), brotliCompressSync('console.log("br")'));
    served = precompressedFiles(root, { maxAge: '1h' });
    const app = express();
    app.use(served, (_req, res) => res.status(404).send('nada'));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const response = await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
    return { status: response.status, encoding: response.headers.get('content-encoding'), body: await response.text() };
  };

  it(`keeps at most ${MAX_KEPT_LOOKUPS} lookups however many distinct paths are asked, and still serves the build's files`, async () => {
    expect(await get('/app.js')).toMatchObject({ status: 200, encoding: 'br', body: 'console.log("br")' });
    const distinct = MAX_KEPT_LOOKUPS * 2;
    for (let batch = 0; batch < distinct; batch += 50)
      await Promise.all(Array.from({ length: 50 }, async () => expect((await get(randomPath())).status).toBe(404)));
    // Each path was looked up (.br, then .gz): twice the bound's worth of lookups, at most the bound kept.
    expect(served.keptLookups()).toBe(MAX_KEPT_LOOKUPS);
    // A very long path is looked up, never kept.
    const before = served.keptLookups();
    expect((await get(`/${'a'.repeat(2000)}`)).status).toBe(404);
    expect(served.keptLookups()).toBe(before);
    expect(await get('/app.js')).toMatchObject({ status: 200, encoding: 'br', body: 'console.log("br")' });
  });
});

describe('the real app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('keeps parsed GraphQL documents within their bound, however many distinct ones are sent', async () => {
    const own = '{ campaign { raised supportersCount } }';
    expect((await app.graphql(own)).body.data.campaign).toBeTruthy();
    const store = documentStoreOf(app.deps);
    // The app's documents go through the store.
    expect(store.size.documents).toBe(1);
    const sent = 2000;
    for (let batch = 0; batch < sent; batch += 50)
      await Promise.all(
        Array.from({ length: 50 }, async () => {
          const { status } = await app.graphql(`query Q${randomBytes(100).toString('hex')} { campaign { raised } }`);
          expect(status).toBe(200);
        }),
      );
    // About 460,000 characters of distinct documents sent, at most the bound kept.
    expect(store.size.chars).toBeLessThanOrEqual(DOCUMENT_STORE_MAX_CHARS);
    expect(store.size.documents).toBeLessThan(sent);
    expect(store.size.documents).toBeGreaterThan(sent / 4);
    // Still answered, and kept again.
    expect((await app.graphql(own)).body.data.campaign).toBeTruthy();
  });

  const routesOf = async () => {
    const text = await (await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).text();
    return new Set(
      text
        .split('\n')
        .filter((line) => line.startsWith('campanha_http_requests_total{'))
        .map((line) => /route="((?:[^"\\]|\\.)*)"/.exec(line)?.[1]),
    );
  };

  it('counts every unknown path of the metrics under one route label', async () => {
    for (let i = 0; i < 200; i++) {
      const path = i % 2 ? `/api${randomPath()}` : `${randomPath()}?q=${i}`;
      await (await fetch(`${app.url}${path}`, { method: i % 3 ? 'GET' : 'POST' })).arrayBuffer();
    }
    const routes = await routesOf();
    // A handful of templates, whatever was asked: none holds a path that was sent.
    expect(routes.size).toBeLessThan(10);
    for (const route of routes) expect(route).not.toMatch(/[0-9a-f]{12}/);
  });
});
