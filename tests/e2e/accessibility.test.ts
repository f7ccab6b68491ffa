/// <reference lib="dom" />
// Callbacks given to page.evaluate run in the browser.
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { ARTIFACTS_DIR, DESKTOP } from './support/browser.js';
import { allowBrowserErrors } from './support/browser-errors.js';
import { expectNoViolations } from './support/axe.js';
import { useSiteFixture } from './support/fixture.js';
import { PHONES } from './support/phone.js';
import { hydrated } from './support/wait.js';
import { adminGraphQL } from './support/admin.js';

const look = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });

/** Every matching element's rendered size, for the tap-target rules. */
const sizesOf = (targets: Locator) =>
  targets.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return {
        text: (element.textContent ?? '').trim().slice(0, 30),
        width: Math.round(box.width),
        height: Math.round(box.height),
      };
    }),
  );

/** Whether an element sits under something with aria-hidden (then screen readers never hear it). */
const hiddenFromScreenReaders = (target: Locator) =>
  target.evaluate((element) => element.closest('[aria-hidden="true"]') !== null);

const SIZES = [...PHONES, ['desktop', DESKTOP]] as const;
const ADMIN_TOKEN = 'a11y-admin-token-0123456789';

/** A paid donation, as a donor and the organiser make it, so the live notifications have one to show. */
async function paidDonation(url: string, name: string): Promise<void> {
  const created = await fetch(`${url}/api/donations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      idempotencyKey: `a11y-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      name,
      email: 'toque@exemplo.com.br',
      amount: '25,00',
    }),
  });
  const { id } = (await created.json()) as { id: string };
  await adminGraphQL(url, ADMIN_TOKEN, 'mutation ($id: ID!) { confirmDonation(id: $id) { id } }', { id });
}

describe('accessibility of the donation journey (WCAG 2.2 AA, axe-core)', () => {
  const e2e = useSiteFixture({ ADMIN_TOKEN });

  async function open(context: BrowserContext, path: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}${path}`);
    // The server's own donation form (/doar) is plain HTML: nothing to hydrate.
    if (await page.locator('#root').count()) await hydrated(page);
    return page;
  }

  for (const [size, viewport] of SIZES) {
    it(`at ${size}: every page, the banner and every dialog have zero axe violations`, async () => {
      const context = await e2e.browser.newContext({ viewport });
      const home = await open(context, '/');
      await home.getByRole('region', { name: 'Aviso de cookies' }).waitFor();
      await home.getByTestId('amount-card').first().waitFor();
      await expectNoViolations(home, `${size} / with the consent banner`);

      await home.getByRole('button', { name: 'Personalizar' }).click();
      await home.getByRole('dialog', { name: 'Preferências de cookies' }).waitFor();
      await expectNoViolations(home, `${size} cookie preferences`);
      await home.getByRole('button', { name: 'Rejeitar não essenciais' }).click();
      await expectNoViolations(home, `${size} /`);

      await home.getByRole('button', { name: 'Doar R$ 50,00' }).click();
      const form = home.getByRole('dialog', { name: 'Seus dados para a doação' });
      await form.waitFor();
      await expectNoViolations(home, `${size} donation form`);
      await form.getByRole('button', { name: 'Gerar código PIX' }).click();
      await form.getByText('Informe seu nome, com 2 a 100 caracteres.').waitFor();
      await expectNoViolations(home, `${size} donation form with errors`);
      await form.getByLabel('Nome completo').fill('Clara Acessível');
      await form.getByRole('textbox', { name: 'E-mail' }).fill(`clara-${size}@exemplo.com.br`);
      await form.getByRole('button', { name: 'Gerar código PIX' }).click();
      const pix = home.getByRole('dialog', { name: 'Pague com PIX' });
      await pix.getByTestId('pix-qr').waitFor();
      await expectNoViolations(home, `${size} PIX dialog`);
      await context.close();

      for (const path of ['/privacy', '/terms', '/cookies', '/acessibilidade', '/doar?valor=50.00', '/nada-aqui']) {
        const pageContext = await e2e.browser.newContext({ viewport });
        const page = await open(pageContext, path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectNoViolations(page, `${size} ${path}`);
        await pageContext.close();
      }
    });

    it(`at ${size}: tap targets are 44 px for primary actions and 24 px for every other, and the cookie table shows every column`, async () => {
      await paidDonation(e2e.site.url, `Toque ${size}`);
      const context = await e2e.browser.newContext({ viewport, hasTouch: size !== 'desktop' });
      const home = await open(context, '/');
      await home.getByTestId('amount-card').first().waitFor();
      const primary = [
        ...(await sizesOf(home.getByTestId('amount-card').getByRole('button'))),
        ...(await sizesOf(home.getByRole('banner').getByRole('link', { name: 'Doar Agora' }))),
        ...(await sizesOf(home.getByRole('link', { name: 'DOAR AGORA', exact: true }))),
        ...(await sizesOf(home.getByRole('button', { name: /^(Aceitar todos|Rejeitar não essenciais)$/ }))),
      ];
      expect(primary.length).toBeGreaterThan(4);
      for (const target of primary)
        expect({ ...target, big: target.width >= 44 && target.height >= 44 }).toMatchObject({ big: true });

      const notification = home.getByTestId('donation-notification').first();
      await notification.waitFor({ timeout: 20_000 });
      // It never covers the header's donate button (WCAG 2.4.11, focus not obscured).
      const headerButton = (await home.getByRole('banner').getByRole('link', { name: 'Doar Agora' }).boundingBox())!;
      const notificationBox = (await notification.boundingBox())!;
      expect(notificationBox.y).toBeGreaterThanOrEqual(headerButton.y + headerButton.height);
      const others = [
        ...(await sizesOf(notification.getByRole('button', { name: 'Fechar notificação' }))),
        ...(await sizesOf(home.getByRole('contentinfo').getByRole('link'))),
        ...(await sizesOf(home.getByRole('contentinfo').getByRole('button'))),
      ];
      expect(others.length).toBeGreaterThan(4);
      for (const target of others)
        expect({ ...target, enough: target.width >= 24 && target.height >= 24 }).toMatchObject({ enough: true });
      await context.close();

      const cookiesContext = await e2e.browser.newContext({ viewport });
      const cookies = await open(cookiesContext, '/cookies');
      const table = cookies.getByRole('table', { name: 'Cookies e prazos' });
      await table.scrollIntoViewIfNeeded();
      await look(cookies, `cookies-table-${size}`);
      const layout = await table.evaluate((element) => {
        const container = element.parentElement!;
        const purposes = Array.from(element.querySelectorAll('tbody td[data-label="Finalidade"]'));
        return {
          clipped: container.scrollWidth > container.clientWidth + 1,
          purposesShown: purposes.length > 0 && purposes.every((cell) => cell.getBoundingClientRect().width > 0),
        };
      });
      expect(layout).toEqual({ clipped: false, purposesShown: true });
      await cookiesContext.close();
    });

    it(`at ${size}: toasts are heard while a dialog is open, and the copy message never covers the QR code`, async () => {
      const context = await e2e.browser.newContext({ viewport });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.site.url });
      const home = await open(context, '/');
      await home.getByRole('button', { name: 'Rejeitar não essenciais' }).click();
      // The first attempt to record the donation fails on the network: the seed's error toast.
      allowBrowserErrors(/net::ERR_CONNECTION_RESET/, 'the first attempt to record the donation is cut on purpose');
      let creates = 0;
      await home.route('**/graphql', (route) => {
        const body = route.request().postDataJSON() as { operationName?: string } | null;
        if (body?.operationName === 'CreateDonation' && ++creates === 1) return route.abort('connectionreset');
        return route.continue();
      });
      await home.getByRole('button', { name: 'Doar R$ 50,00' }).click();
      const form = home.getByRole('dialog', { name: 'Seus dados para a doação' });
      await form.getByLabel('Nome completo').fill('Rita Ouvida');
      await form.getByRole('textbox', { name: 'E-mail' }).fill(`rita-${size}@exemplo.com.br`);
      await form.getByRole('button', { name: 'Gerar código PIX' }).click();

      const toast = home.getByRole('alert').filter({ hasText: 'Erro' });
      await toast.waitFor();
      expect(await hiddenFromScreenReaders(toast)).toBe(false);
      const pix = home.getByRole('dialog', { name: 'Pague com PIX' });
      await pix.getByRole('button', { name: 'Tentar novamente' }).click();
      const qr = pix.getByTestId('pix-qr');
      await qr.waitFor();

      await pix.getByRole('button', { name: 'Copiar código PIX' }).click();
      const copied = pix.getByRole('status').filter({ hasText: 'Código copiado!' });
      await copied.waitFor();
      expect(await hiddenFromScreenReaders(copied)).toBe(false);
      await qr.scrollIntoViewIfNeeded();
      await look(home, `pix-copied-${size}`);
      const coveringQr = await qr.evaluate((element) => {
        const box = element.getBoundingClientRect();
        // Inside the rounded corners: the finder patterns a scanner needs.
        const corners = [
          [box.left + 20, box.top + 20],
          [box.right - 20, box.top + 20],
          [box.left + 20, box.bottom - 20],
          [box.right - 20, box.bottom - 20],
          [box.left + box.width / 2, box.top + box.height / 2],
        ];
        return corners
          .map(([x, y]) => document.elementFromPoint(x!, y!))
          .filter((found) => found !== element)
          .map((found) => `${found?.tagName}.${found?.className}`);
      });
      expect(coveringQr).toEqual([]);
      await context.close();
    });
  }
});
