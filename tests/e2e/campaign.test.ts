import type { Browser } from 'playwright-core';
import { MongoClient } from 'mongodb';
import { DESKTOP, PHONE, launchBrowser, screenshot } from './support/browser.js';
import { startSite, type RunningSite } from './support/server.js';
import { hydrated } from './support/wait.js';

describe('home page', () => {
  let site: RunningSite;
  let browser: Browser;
  let mongo: MongoClient;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    mongo = await MongoClient.connect(site.mongodbUri);
  });
  afterAll(async () => {
    await browser?.close();
    await mongo
      ?.db(site.dbName)
      .dropDatabase()
      .catch(() => {});
    await mongo?.close();
    await site?.stop();
  });

  it('shows the campaign numbers that are in the database, and follows a change', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(site.url);
    await hydrated(page);
    await expectText(page, 'raised', 'R$ 47.823,50');
    await expectText(page, 'goal', 'Meta: R$ 125.000,00');
    await expectText(page, 'supporters', '612 apoiadores');
    await screenshot(page, 'foundation-home-phone');

    await mongo
      .db(site.dbName)
      .collection('campaigns')
      .updateOne({ _id: 'main' as never }, { $inc: { raisedCents: 10000, supportersCount: 1 } });
    // Public reads are served from a snapshot at most PUBLIC_CACHE_TTL_MS (1 s) old.
    await reloadUntil(page, 'raised', 'R$ 47.923,50');
    await expectText(page, 'supporters', '613 apoiadores');
    await page.close();

    const desktop = await browser.newPage({ viewport: DESKTOP });
    await desktop.goto(site.url);
    await hydrated(desktop);
    await expectText(desktop, 'raised', 'R$ 47.923,50');
    await screenshot(desktop, 'foundation-home-desktop');
    await desktop.close();
  });
});

async function reloadUntil(page: import('playwright-core').Page, testId: string, text: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await page.reload();
    const shown = (await page.getByTestId(testId).innerText()).replace(/\u00a0/g, ' ');
    if (shown.includes(text) || Date.now() > deadline) return expect(shown).toContain(text);
    await page.waitForTimeout(300);
  }
}

async function expectText(page: import('playwright-core').Page, testId: string, text: string): Promise<void> {
  const locator = page.getByTestId(testId);
  await locator.waitFor();
  // Intl separates "R$" from the number with a no-break space.
  expect((await locator.innerText()).replace(/\u00a0/g, ' ')).toContain(text);
}
