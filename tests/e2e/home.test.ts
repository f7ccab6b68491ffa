/// <reference lib="dom" />
// Callbacks given to page.evaluate run in the browser.
import { useSiteFixture } from './support/fixture.js';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { eventually, hydrated } from './support/wait.js';

const VIDEO_HOST = 'www.youtube-nocookie.com';

describe('home page: sections, header, video facade, accessibility', () => {
  const e2e = useSiteFixture();

  async function openHome(viewport: typeof PHONE): Promise<{ page: Page; videoRequests: string[] }> {
    const page = await e2e.browser.newPage({ viewport });
    const videoRequests: string[] = [];
    // The player is third-party: answer it locally, and record whether it was asked for at all.
    await page.route(`https://${VIDEO_HOST}/**`, (route) => {
      videoRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' });
    });
    await page.goto(e2e.site.url);
    await hydrated(page);
    await page.getByTestId('raised').waitFor();
    await page.getByTestId('amount-card').first().waitFor();
    await page.getByTestId('comment').first().waitFor();
    return { page, videoRequests };
  }

  async function dismissConsent(page: Page): Promise<void> {
    const reject = page.getByRole('button', { name: 'Rejeitar não essenciais' });
    if (await reject.count()) await reject.click();
  }

  it('shows every section on a phone, with the menu folded and the video loaded only on click', async () => {
    const { page, videoRequests } = await openHome(PHONE);
    await dismissConsent(page);

    await expect(page.getByTestId('example-ribbon').innerText()).resolves.toContain('Conteúdo de exemplo');
    await expect(page.getByText('Campanha urgente').first().isVisible()).resolves.toBe(true);
    // What a donor can check, not a badge (issue 50, goal 5): the name the bank app will show.
    await expect(page.getByTestId('checkable-facts').innerText()).resolves.toContain(
      'O app do banco vai mostrar: INSTITUTO EXEMPLO DE APOIO',
    );
    await expect(page.getByTestId('raffle-banner').first().innerText()).resolves.toMatch(/Sorteio de R\$\s2\.000,00 em 20\/07/);
    expect(await page.locator('#doar').count()).toBe(1);
    expect(await page.locator('#historia').count()).toBe(1);
    expect(await page.locator('#depoimentos').count()).toBe(1);
    expect(await page.getByTestId('amount-card').count()).toBe(8);
    expect(await page.getByText('Mais escolhido').count()).toBe(2);
    await expect(page.getByTestId('story-goal').innerText()).resolves.toMatch(/R\$\s125\.000,00/);

    // The header's links fold into a menu on a phone.
    await expect(page.getByRole('button', { name: 'Abrir menu' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('navigation', { name: 'Seções da página' }).isVisible()).resolves.toBe(false);
    await screenshot(page, 'home-phone');

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('menuitem', { name: 'Depoimentos' }).waitFor();
    await screenshot(page, 'home-phone-menu');
    await page.getByRole('menuitem', { name: 'Depoimentos' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('depoimentos')!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    });

    // Click-to-load video: nothing from the player's host until the visitor asks.
    expect(videoRequests).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: /Assistir ao vídeo/ }).click();
    await page.locator('iframe').waitFor();
    expect(await page.locator('iframe').getAttribute('src')).toContain(`https://${VIDEO_HOST}/embed/`);
    expect(
      await eventually(
        () => videoRequests.length,
        (count) => count > 0,
      ),
    ).toBeGreaterThan(0);
    await page.close();
  });

  it('shows the links in the header on a desktop, and the Doar Agora button scrolls to the donations', async () => {
    const { page } = await openHome(DESKTOP);
    await dismissConsent(page);
    await expect(page.getByRole('navigation', { name: 'Seções da página' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Abrir menu' }).isVisible()).resolves.toBe(false);
    await screenshot(page, 'home-desktop');

    await page.getByRole('banner').getByRole('link', { name: 'Doar Agora' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('doar')!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    });
    await page.close();
  });

  it('shows the testimonials at once, from the served page, without waiting for a comments request', async () => {
    const page = await e2e.browser.newPage({ viewport: PHONE });
    // Any comments request is held: the first page must not need one (issue 28, goal 3).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('CommentsSection')) await held;
      await route.continue();
    });
    await page.goto(e2e.site.url);
    await hydrated(page);
    await page.locator('#depoimentos').scrollIntoViewIfNeeded();
    await page.getByTestId('comment').first().waitFor();
    expect(await page.getByTestId('comment-skeleton').count()).toBe(0);
    await screenshot(page, 'home-phone-comments-served');
    release();
    await page.close();
  });

  it('has no serious or critical accessibility violation (axe-core), on a phone and on a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await openHome(viewport);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.close();
    }
  });
});
