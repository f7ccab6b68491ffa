/// <reference lib="dom" />
// Callbacks given to page.evaluate / addInitScript run in the browser.
import { useSiteFixture } from './support/fixture.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { firstScreenHydrated, hydrated } from './support/wait.js';

const PAGES = ['/', '/privacy', '/terms', '/cookies', '/pagina-que-nao-existe'];

const decodeEntities = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What the server put inside <div id="root">, up to the inlined state that follows it. */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="apollo-state"');
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

describe('server-side rendering', () => {
  const e2e = useSiteFixture();

  it('sends the home page rendered: the title, the raised amount and their CSS are in the HTML itself', async () => {
    const html = await (await fetch(e2e.site.url)).text();
    const answer = await fetch(`${e2e.site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ campaign { title raised } }' }),
    });
    const { campaign } = (await answer.json()).data as { campaign: { title: string; raised: string } };
    const root = rootMarkup(html);
    const text = decodeEntities(root.replace(/<[^>]+>/g, ' '));
    expect(text).toContain(campaign.title);
    const raised = /data-testid="raised"[^>]*>([^<]+)</.exec(root)?.[1];
    expect(raised).toMatch(/^R\$\s[\d.]+,\d{2}$/);
    expect(raised!.replace(/\D/g, '')).toBe(campaign.raised.replace(/\D/g, ''));
    // The styles of what is rendered travel in <head>, under the key the browser's Emotion cache adopts.
    const head = html.slice(0, html.indexOf('</head>'));
    // Under an attribute of their own, which the browser's cache reads (shared/emotionCache.ts).
    expect(head).toMatch(/<style data-ssr-emotion="css [^"]+">[^<]+<\/style>/);
    // No inline script in the markup: the Content-Security-Policy would block it.
    expect(root).not.toMatch(/<script/);
  });

  it('renders the legal pages and the 404 page on the server too', async () => {
    const privacy = await fetch(`${e2e.site.url}/privacy`);
    expect(privacy.status).toBe(200);
    expect(rootMarkup(await privacy.text())).toContain('Política de Privacidade');
    const missing = await fetch(`${e2e.site.url}/pagina-que-nao-existe`);
    expect(missing.status).toBe(404);
    expect(rootMarkup(await missing.text())).toContain('404 Page Not Found');
  });

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`hydrates every page on a ${name} without errors, keeping the server's markup`, async () => {
      const context = await e2e.browser.newContext({ viewport });
      // Every element with an id in the markup as sent, before any script ran: after
      // hydration they must still be in the page (a mismatch makes React replace them).
      await context.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          (window as any).__serverNodes = Array.from(document.querySelectorAll('#root [id]'));
        });
      });
      for (const path of PAGES) {
        const page = await context.newPage();
        // Errors fail any browser test (support/browser-errors.ts); here warnings too: React reports some mismatches as warnings.
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
        });
        await page.goto(`${e2e.site.url}${path}`);
        // Scrolled through: the parts below the first screen hydrate as they near the viewport.
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        const kept = await page.evaluate(() => {
          const nodes = ((window as any).__serverNodes ?? []) as Element[];
          return { total: nodes.length, replaced: nodes.filter((node) => !node.isConnected).map((node) => node.id) };
        });
        expect({ path, problems }).toEqual({ path, problems: [] });
        expect(kept.total).toBeGreaterThan(0);
        expect({ path, replaced: kept.replaced }).toEqual({ path, replaced: [] });
        await page.close();
      }
      await context.close();
    });
  }

  it("adopts the server's CSS where it is: the browser neither moves it nor inserts its rules again", async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    // Before the scripts run (parsed, not yet interactive), watch <head> for the element being taken out.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const element = document.querySelector('style[data-ssr-emotion]')!;
        const watch = { element, moved: false };
        new MutationObserver((records) => {
          if (records.some((record) => Array.from(record.removedNodes).includes(element))) watch.moved = true;
        }).observe(document.head, { childList: true });
        (window as any).__serverStyles = watch;
      });
    });
    await page.goto(e2e.site.url);
    await hydrated(page);
    const found = await page.evaluate(() => {
      const { element, moved } = (window as any).__serverStyles as { element: HTMLStyleElement; moved: boolean };
      const classesOf = (sheet: CSSStyleSheet) =>
        Array.from(sheet.cssRules).flatMap((rule) => (rule as CSSStyleRule).selectorText?.match(/\.css-[\w-]+/g) ?? []);
      const served = new Set(classesOf(element.sheet!));
      const insertedAgain = Array.from(document.styleSheets)
        .filter((sheet) => sheet.ownerNode !== element)
        .flatMap(classesOf)
        .filter((name) => served.has(name));
      return { inPlace: element.isConnected && !moved, served: served.size, insertedAgain: [...new Set(insertedAgain)] };
    });
    expect(found.inPlace).toBe(true);
    expect(found.served).toBeGreaterThan(50);
    expect(found.insertedAgain).toEqual([]);
    // The page is styled by it: the hero's button is filled with the campaign's colour.
    expect(
      await page
        .getByRole('link', { name: 'DOAR AGORA', exact: true })
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe('rgb(194, 24, 91)');
    await page.close();
  });

  it('hydrates the parts below the first screen only as they near the viewport, keeping their markup until then', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(e2e.site.url);
    await firstScreenHydrated(page);
    await page.waitForLoadState('networkidle');
    const state = (selector: string) =>
      page.locator(selector).evaluate((element) => ({
        committed: element.hasAttribute('data-ready'),
        wired: Array.from(element.querySelectorAll('a, button')).some((control) =>
          Object.keys(control).some((key) => key.startsWith('__reactProps$')),
        ),
      }));
    const asSent = { committed: false, wired: false };
    // Far below the first screen: still the server's markup, React not attached yet.
    for (const selector of ['#historia', '#depoimentos', '#root footer'])
      expect({ selector, ...(await state(selector)) }).toEqual({ selector, ...asSent });
    // The first screen answers meanwhile.
    expect(await state('#root header')).toEqual({ committed: false, wired: true });

    // Scrolled near, each hydrates in place (no element replaced) and its links work.
    const footerLink = page.locator('#root footer a[href="/privacy"]');
    const before = await footerLink.elementHandle();
    await page.locator('#depoimentos').scrollIntoViewIfNeeded();
    await page.locator('#depoimentos[data-ready]').waitFor({ state: 'attached' });
    await page.locator('#root footer').scrollIntoViewIfNeeded();
    await page.locator('#root footer[data-ready]').waitFor({ state: 'attached' });
    expect(await before!.evaluate((element) => element.isConnected)).toBe(true);
    const pagesBefore = requested.filter((path) => path === '/privacy').length;
    await footerLink.click();
    await page.getByRole('heading', { level: 1, name: 'Política de Privacidade' }).waitFor();
    // Followed by the router in the page, not by a new load of the document.
    expect(requested.filter((path) => path === '/privacy').length).toBe(pagesBefore);
    await page.close();
  });

  it('looks like the real page with JavaScript off, and a click works once hydrated', async () => {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const noScript = await e2e.browser.newContext({ viewport, javaScriptEnabled: false });
      const staticPage = await noScript.newPage();
      await staticPage.goto(e2e.site.url);
      // Styled: the header's call to action is a filled button, not an unstyled link.
      const background = await staticPage
        .getByRole('link', { name: 'Doar Agora' })
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).toBe('rgb(194, 24, 91)');
      await screenshot(staticPage, `ssr-${name}-no-javascript`);
      await noScript.close();
    }

    const page = await e2e.browser.newPage({ viewport: PHONE });
    await page.goto(e2e.site.url);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'ssr-phone-hydrated');
    await page.locator('#doar').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Doar R$ 50,00' }).click();
    await page.getByRole('dialog', { name: 'Seus dados para a doação' }).waitFor();
    await page.close();
  });
});
