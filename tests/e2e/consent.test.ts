import { useSiteFixture } from './support/fixture.js';
import type { BrowserContext } from 'playwright-core';
import { join } from 'node:path';
import { ARTIFACTS_DIR, DESKTOP, PHONE, launchBrowser, screenshot } from './support/browser.js';
import { startSite } from './support/server.js';
import { brasiliaYear, hydrated } from './support/wait.js';

const PIXEL_ID = 'px-test-123';
const PIXEL_HOST = 'pixel-cdn.example';
const PIXEL_SCRIPT_URL = `https://${PIXEL_HOST}/pixel.js`;

describe('cookie consent and the ads pixel', () => {
  const e2e = useSiteFixture({ ADS_PIXEL_ID: PIXEL_ID, ADS_PIXEL_SCRIPT_URL: PIXEL_SCRIPT_URL });

  /** A fresh visitor; the pixel's CDN is outside the product, so it is answered locally and recorded. */
  async function visitor(viewport = PHONE): Promise<{ context: BrowserContext; pixelRequests: string[] }> {
    const context = await e2e.browser.newContext({ viewport });
    const pixelRequests: string[] = [];
    await context.route(`https://${PIXEL_HOST}/**`, (route) => {
      pixelRequests.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: 'window.pixelLoadedWith = window.pixelId;',
      });
    });
    return { context, pixelRequests };
  }

  const pixelScripts = (page: import('playwright-core').Page) => page.locator(`head script[src="${PIXEL_SCRIPT_URL}"]`).count();

  it('loads nothing before a choice and nothing after rejecting, even after a reload', async () => {
    const { context, pixelRequests } = await visitor();
    const page = await context.newPage();
    await page.goto(e2e.site.url);
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await banner.waitFor();
    await page.getByTestId('amount-card').first().waitFor();
    await screenshot(page, 'consent-banner-phone');
    // The banner is fixed to the viewport: what the visitor sees first.
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'consent-banner-phone-viewport.png') });
    expect(await pixelScripts(page)).toBe(0);

    await banner.getByRole('button', { name: 'Rejeitar não essenciais' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('amount-card').first().waitFor();
    expect(await page.getByRole('region', { name: 'Aviso de cookies' }).count()).toBe(0);
    expect(await pixelScripts(page)).toBe(0);
    expect(pixelRequests).toEqual([]);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('campanha:consent')!));
    expect(stored).toMatchObject({ analytics: false, marketing: false, version: 1 });
    await context.close();
  });

  it('loads the pixel asynchronously with its id after "Aceitar todos", and keeps the choice', async () => {
    const { context, pixelRequests } = await visitor(DESKTOP);
    const page = await context.newPage();
    await page.goto(e2e.site.url);
    await hydrated(page);
    await page.getByRole('region', { name: 'Aviso de cookies' }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'consent-banner-desktop-viewport.png') });
    expect(await pixelScripts(page)).toBe(0);

    await page.getByRole('button', { name: 'Aceitar todos' }).click();
    await page.waitForFunction(() => (window as any).pixelLoadedWith !== undefined);
    expect(await page.evaluate(() => (window as any).pixelLoadedWith)).toBe(PIXEL_ID);
    expect(await pixelScripts(page)).toBe(1);
    expect(await page.locator(`head script[src="${PIXEL_SCRIPT_URL}"]`).evaluate((s: HTMLScriptElement) => s.async)).toBe(true);
    expect(pixelRequests).toEqual([PIXEL_SCRIPT_URL]);

    // Kept: the next visit loads it without asking again.
    await page.reload();
    await page.waitForFunction(() => (window as any).pixelLoadedWith !== undefined);
    expect(await page.getByRole('region', { name: 'Aviso de cookies' }).count()).toBe(0);
    await context.close();
  });

  it('customising: essential is always on; marketing off keeps the pixel out; the footer reopens the choice', async () => {
    const { context, pixelRequests } = await visitor();
    const page = await context.newPage();
    await page.goto(e2e.site.url);
    await hydrated(page);
    await page.getByRole('button', { name: 'Personalizar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preferências de cookies' });
    await dialog.waitFor();
    await expect(dialog.getByRole('switch', { name: 'Essenciais' }).isDisabled()).resolves.toBe(true);
    await expect(dialog.getByRole('switch', { name: 'Essenciais' }).isChecked()).resolves.toBe(true);
    // The site has no analytics: nothing to ask about.
    expect(await dialog.getByRole('switch', { name: 'Análise' }).count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'consent-preferences-phone-viewport.png') });
    await dialog.getByRole('button', { name: 'Salvar preferências' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('campanha:consent')!))).toMatchObject({
      analytics: false,
      marketing: false,
    });
    expect(await pixelScripts(page)).toBe(0);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Preferências de cookies' }).click();
    await dialog.waitFor();
    await expect(dialog.getByRole('switch', { name: 'Marketing' }).isChecked()).resolves.toBe(false);
    await dialog.getByRole('switch', { name: 'Marketing' }).check();
    await dialog.getByRole('button', { name: 'Salvar preferências' }).click();
    await page.waitForFunction(() => (window as any).pixelLoadedWith !== undefined);
    expect(pixelRequests).toEqual([PIXEL_SCRIPT_URL]);
    await context.close();
  });
});

describe('the ads pixel without configuration', () => {
  it('is never inserted, even after accepting everything', async () => {
    const site = await startSite();
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: PHONE });
      await page.goto(site.url);
      await hydrated(page);
      await page.getByRole('button', { name: 'Aceitar todos' }).click();
      await page.getByRole('region', { name: 'Aviso de cookies' }).waitFor({ state: 'detached' });
      // The footer's data comes through the same client: once it shows, the site config has had its chance.
      await page.getByRole('contentinfo').getByText(`© ${brasiliaYear()} Instituto Exemplo de Apoio`).waitFor();
      const siteConfig = await (
        await fetch(`${site.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ siteConfig { adsPixel { id } } }' }),
        })
      ).json();
      expect(siteConfig.data.siteConfig.adsPixel).toBeNull();
      expect(await page.locator('script[data-ads-pixel]').count()).toBe(0);
    } finally {
      await browser.close();
      await site.stop();
    }
  });
});
