/// <reference lib="dom" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { allowBrowserErrors, takeBrowserErrors } from './support/browser-errors.js';

/**
 * The guard every browser test runs under (support/browser-errors.ts): what it records from
 * any page, and what it lets through. Each test takes what was recorded, so the guard's own
 * check after it has nothing left to fail on.
 */
describe('the browser error guard', () => {
  let browser: Browser;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // A page that fetches a missing file, and a 404 page.
    server = createServer((req, res) => {
      if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end('<title>ok</title><p>ok</p>');
      // The browser asks for it by itself: only the page's own requests are the test's.
      else if (req.url === '/favicon.ico') res.writeHead(204).end();
      else res.writeHead(404, { 'content-type': 'text/html' }).end('<title>não encontrada</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));

  it('records a thrown error and a console.error from a page of a new context, and of browser.newPage', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('quebrou');
      });
      console.error('algo deu errado');
    });
    const other = await browser.newPage();
    await other.goto(url);
    await other.evaluate(() => fetch('/nao-existe'));
    await settle(page);
    await settle(other);
    const recorded = takeBrowserErrors();
    expect(recorded).toEqual(
      expect.arrayContaining([
        expect.stringContaining('pageerror: quebrou'),
        expect.stringContaining('console.error: algo deu errado'),
        expect.stringMatching(/console\.error: Failed to load resource: .*status of 404.*\/nao-existe/),
      ]),
    );
    expect(recorded).toHaveLength(3);
    await context.close();
    await other.close();
  });

  it("lets through the status of a page's own document, and what the test allows", async () => {
    const page = await browser.newPage();
    // The 404 page itself: its status is the page's answer, not an error of the page.
    expect((await page.goto(`${url}/pagina-que-nao-existe`))!.status()).toBe(404);
    allowBrowserErrors(/provocado/, 'this test logs it on purpose');
    await page.evaluate(() => console.error('erro provocado'));
    await settle(page);
    expect(takeBrowserErrors()).toEqual([]);
    await page.close();
  });
});
