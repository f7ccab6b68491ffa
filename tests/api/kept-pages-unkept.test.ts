// A page the server meant to render and could not (a cold start past the render's deadline)
// is sent to that visitor as the browser's page, and never kept for the next ones
// (cache/kept-pages.ts doNotKeep, web/serve.tsx): a CI run on a busy machine once served the
// unrendered home page from memory after a slow first render.
import { createServer, type Server } from 'node:http';
import express from 'express';
import { doNotKeep, keptPageCapture, keptPageKey, keptPagesOf } from '../../api/src/cache/kept-pages.js';
import { startTestApp, type TestApp } from '../support/harness.js';

describe('a page rendered without the server renderer', () => {
  let app: TestApp;
  let server: Server;
  let url: string;
  let renders = 0;
  let rendered = false;

  beforeAll(async () => {
    app = await startTestApp({ env: { PUBLIC_CACHE_TTL_MS: '60000' } });
    // The app's own capture in front of a route that answers as serve.tsx does: unkept when its render failed.
    const front = express();
    front.use(keptPageCapture(app.deps));
    front.get('/', (_req, res) => {
      renders++;
      if (!rendered) doNotKeep(res);
      res.type('html').send(`<!doctype html><html><body><div id="root">${rendered ? 'rendered' : ''}</div></body></html>`);
    });
    server = createServer(front);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await app.close();
  });

  const key = () => keptPageKey(app.deps.config, '/', { host: new URL(url).host })!;

  it('is sent but not kept; the next request renders again, and a rendered page is kept', async () => {
    expect(await (await fetch(`${url}/`)).text()).toContain('<div id="root"></div>');
    expect(keptPagesOf(app.deps).current(key())).toBeUndefined();
    await fetch(`${url}/`);
    expect(renders).toBe(2);

    rendered = true;
    expect(await (await fetch(`${url}/`)).text()).toContain('<div id="root">rendered</div>');
    expect(keptPagesOf(app.deps).current(key())).toBeDefined();
  });
});
