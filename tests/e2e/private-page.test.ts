/// <reference lib="dom" />
// Callbacks given to page.evaluate / addInitScript run in the browser.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { screenshot } from './support/browser.js';
import { adminGraphQL } from './support/admin.js';
import { useSiteFixture } from './support/fixture.js';
import { SMALL_PHONE } from './support/phone.js';
import { hydrated } from './support/wait.js';

const ADMIN_TOKEN = 'private-page-e2e-admin-token-0123456';

/**
 * The donor's private page (`/minha-doacao/<token>`) on a phone: the server sends it whole
 * (the status and amount before any script, and with none), and it hydrates in place with no
 * error (support/browser-errors.ts fails the test on any).
 */
describe("the donor's private page, rendered on the server", () => {
  const e2e = useSiteFixture({ ADMIN_TOKEN });

  async function donate(amount: string): Promise<{ id: string; path: string }> {
    const response = await fetch(`${e2e.site.url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        idempotencyKey: `private-${randomUUID()}`,
        name: 'Lia Privada',
        email: 'lia@exemplo.com.br',
        amount,
      }),
    });
    const body = (await response.json()) as { id: string; accessToken: string; donorUrl: string };
    // The PIX code, as the donor's form asks for it: the page then shows it while it is valid.
    const pix = await fetch(`${e2e.site.url}/api/pix/${body.id}?accessToken=${body.accessToken}`);
    expect(pix.status).toBe(200);
    return { id: body.id, path: body.donorUrl };
  }

  /** Without JavaScript: only what the server sent. */
  async function withoutScript(browser: Browser, path: string, name: string): Promise<string> {
    const context = await browser.newContext({ viewport: SMALL_PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}${path}`);
    // Amounts are written with a no-break space (R$\u00a075,00), as Intl formats them.
    const text = (await page.locator('main').innerText()).replace(/\u00a0/g, ' ');
    await screenshot(page, `private-page-${name}-no-javascript`);
    await context.close();
    return text;
  }

  /** With JavaScript: hydrated in place, every element the server rendered with an id still there. */
  async function withScript(browser: Browser, path: string, name: string): Promise<string> {
    const context = await browser.newContext({ viewport: SMALL_PHONE });
    await context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as any).__serverNodes = Array.from(document.querySelectorAll('#root main [id], #root main [role]'));
      });
    });
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}${path}`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(() => {
      const nodes = ((window as any).__serverNodes ?? []) as Element[];
      return { total: nodes.length, replaced: nodes.filter((node) => !node.isConnected).length };
    });
    expect(kept.total).toBeGreaterThan(0);
    expect(kept.replaced).toBe(0);
    const text = (await page.locator('main').innerText()).replace(/\u00a0/g, ' ');
    await screenshot(page, `private-page-${name}`);
    await context.close();
    return text;
  }

  it('pending, then paid: the status and amount with and without JavaScript, hydrated without error', async () => {
    const { id, path } = await donate('75,00');
    for (const text of [await withoutScript(e2e.browser, path, 'pending'), await withScript(e2e.browser, path, 'pending')]) {
      expect(text).toContain('R$ 75,00');
      expect(text).toContain('aguardando pagamento');
      expect(text).toContain('Código PIX copia e cola');
    }

    await adminGraphQL(e2e.site.url, ADMIN_TOKEN, 'mutation ($id: ID!) { confirmDonation(id: $id) { id } }', { id });
    for (const text of [await withoutScript(e2e.browser, path, 'paid'), await withScript(e2e.browser, path, 'paid')]) {
      expect(text).toContain('R$ 75,00');
      expect(text).toMatch(/\bpago\b/);
      expect(text).toMatch(/Paga em \d{2}\/\d{2}\/\d{4}/);
      expect(text).not.toContain('aguardando pagamento');
    }
  });

  it("an unknown link: the page's own message, with and without JavaScript", async () => {
    const path = `/minha-doacao/${'Z'.repeat(22)}`;
    for (const text of [await withoutScript(e2e.browser, path, 'unknown'), await withScript(e2e.browser, path, 'unknown')])
      expect(text).toContain('Link não encontrado. Confira o endereço que você recebeu por e-mail.');
  });
});
