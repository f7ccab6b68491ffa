/// <reference lib="dom" />
// Callbacks given to page.evaluate / addInitScript run in the browser.
import { useSiteFixture } from './support/fixture.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { slowPhone } from './support/phone.js';

/** Matches a GraphQL document asking for what the server inlines into the page. */
const INLINED_ROOTS = /\b(campaign|donationOptions|siteConfig)\s*[{(]/;

describe('first paint: inlined campaign state, compressed assets', () => {
  const e2e = useSiteFixture();

  it('puts the live totals and the amounts into the HTML itself', async () => {
    const html = await (await fetch(e2e.site.url)).text();
    const json = /<script type="application\/json" id="apollo-state">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).toBeDefined();
    const state = JSON.parse(json!);
    const totals = await (await fetch(`${e2e.site.url}/api/campaign`)).json();
    expect(state.data.campaign).toMatchObject(totals);
    expect(state.data.donationOptions.length).toBeGreaterThan(0);
  });

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`paints real numbers at once on a ${name}, with no skeleton and no request for them`, async () => {
      const page = await e2e.browser.newPage({ viewport });
      const queries: string[] = [];
      page.on('request', (request) => {
        if (!request.url().includes('/graphql')) return;
        const query =
          request.method() === 'POST'
            ? JSON.parse(request.postData() ?? '{}').query
            : new URL(request.url()).searchParams.get('query');
        queries.push(String(query));
      });
      // Records what the page showed as the server sent it, before any script ran (the
      // server renders it). The comments are not inlined: their placeholders do not count.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          (window as any).__firstRender = {
            raised: document.querySelector('[data-testid="raised"]')?.textContent ?? null,
            skeletons: Array.from(document.querySelectorAll('.MuiSkeleton-root')).filter((node) => !node.closest('#depoimentos'))
              .length,
          };
        });
      });
      await page.goto(e2e.site.url);
      await page.getByTestId('raised').waitFor();
      await page.getByTestId('amount-card').first().waitFor();
      await screenshot(page, `first-paint-${name}`);

      const first = await page.evaluate(() => (window as any).__firstRender);
      expect(first.raised).toMatch(/^R\$\s[\d.]+,\d{2}$/);
      expect(first.skeletons).toBe(0);
      const totals = await (await fetch(`${e2e.site.url}/api/campaign`)).json();
      const [reais, cents] = totals.raised.split('.');
      expect(first.raised.replace(/\D/g, '')).toBe(`${reais}${cents}`);
      expect(queries.filter((query) => INLINED_ROOTS.test(query))).toEqual([]);
      await page.close();
    });
  }

  it('leaves the slow link to the first paint: the scripts start after it, and the page then runs', async () => {
    const html = await (await fetch(e2e.site.url)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // Nothing in <head> fetches a script: the starter at the end of <body> does, once the page has painted.
    expect(head).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);
    expect(html).toMatch(/<script data-entry="\/assets\/[^"]+\.js" data-preload="[^"]+">/);

    const { context, page } = await slowPhone(e2e.browser, PHONE);
    await page.goto(e2e.site.url, { waitUntil: 'commit' });
    // React has hydrated the first screen (the root is marked ready on its first commit).
    await page.locator('#root[data-ready]').waitFor({ timeout: 60_000 });
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
    await context.close();
  });

  it('sends the scripts brotli-compressed, as built, and the same bytes as uncompressed', async () => {
    const html = await (await fetch(e2e.site.url)).text();
    const entry = /<script data-entry="([^"]+)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\/.+\.js$/);
    const compressed = await fetch(`${e2e.site.url}${entry}`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-type')).toMatch(/javascript/);
    expect(compressed.headers.get('cache-control')).toMatch(/immutable/);
    expect(compressed.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const plain = await fetch(`${e2e.site.url}${entry}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // fetch() decodes brotli: the decoded script is the built file.
    expect(await compressed.text()).toBe(await plain.text());
  });
});
