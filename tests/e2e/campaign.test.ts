import { useSiteFixture } from './support/fixture.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { hydrated } from './support/wait.js';

describe('home page', () => {
  const e2e = useSiteFixture({}, { mongo: true });

  it('shows the campaign numbers that are in the database, and follows a change', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    await page.goto(e2e.site.url);
    await hydrated(page);
    await expectText(page, 'raised', 'R$ 47.823,50');
    await expectText(page, 'goal', 'Meta: R$ 125.000,00');
    await expectText(page, 'supporters', '612 apoiadores');
    await screenshot(page, 'foundation-home-phone');

    await e2e.mongo
      .db(e2e.site.dbName)
      .collection('campaigns')
      .updateOne({ _id: 'main' as never }, { $inc: { raisedCents: 10000, supportersCount: 1 } });
    // Public reads are served from a snapshot at most PUBLIC_CACHE_TTL_MS (1 s) old.
    await reloadUntil(page, 'raised', 'R$ 47.923,50');
    await expectText(page, 'supporters', '613 apoiadores');
    await page.close();

    const desktop = await e2e.browser.newPage({ viewport: DESKTOP });
    await desktop.goto(e2e.site.url);
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
