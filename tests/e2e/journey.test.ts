/// <reference lib="dom" />
// Callbacks given to page.evaluate run in the browser.
import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fromRoot } from '../../api/src/paths.js';
import { join } from 'node:path';
import { ARTIFACTS_DIR, DESKTOP, PHONE, launchBrowser } from './support/browser.js';
import { allowBrowserErrors } from './support/browser-errors.js';
import { startSite, type RunningSite } from './support/server.js';
import { eventually, hydrated } from './support/wait.js';
import { adminGraphQL } from './support/admin.js';

const ADMIN_TOKEN = 'journey-admin-token-0123456789';
const CHECKOUT_URL = 'https://checkout.exemplo.org/doacao/30?produto=apoio';

/** What the donor sees: dialogs are fixed, so the viewport tells more than a full-page capture. */
const screenshot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).replace(/\u00a0/g, ' ');

/** "R$ 47.823,50" → 4782350. */
function centsOf(brl: string): number {
  const digits = brl.replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

const admin = <T = any>(site: RunningSite, query: string, variables: object = {}) =>
  adminGraphQL<T>(site.url, ADMIN_TOKEN, query, variables);

async function dismissConsent(page: Page): Promise<void> {
  const reject = page.getByRole('button', { name: 'Rejeitar não essenciais' });
  await reject.waitFor({ timeout: 5_000 }).catch(() => {});
  if (await reject.count()) await reject.click();
}

async function openHome(context: BrowserContext, site: RunningSite): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.url);
  await hydrated(page);
  await page.getByTestId('raised').waitFor();
  await dismissConsent(page);
  return page;
}

describe('the donation journey on the built site', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite({ ADMIN_TOKEN }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('on a phone: 50 → form (invalid, then valid) → PIX code → copy → countdown → paid, and the total grows by 50', async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await openHome(context, site);
    const raisedBefore = centsOf(await text(page, 'raised'));
    const supportersBefore = Number((await text(page, 'supporters')).replace(/\D/g, ''));

    // The first attempt to record the donation dies on the network; the retry must reuse its key.
    allowBrowserErrors(/net::ERR_CONNECTION_RESET/, 'the first attempt to record the donation is cut on purpose');
    const createKeys: string[] = [];
    let pixCodeRequests = 0;
    let releasePixCode!: () => void;
    const pixCodeHeld = new Promise<void>((resolve) => (releasePixCode = resolve));
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string; variables?: any } | null;
      if (body?.operationName === 'CreateDonation') {
        createKeys.push(body.variables.input.idempotencyKey);
        if (createKeys.length === 1) return route.abort('connectionreset');
      }
      if (body?.operationName === 'IssuePixCode' && ++pixCodeRequests === 1) await pixCodeHeld;
      return route.continue();
    });

    // Choose 50: the form opens at once with that amount (no thank-you before any payment).
    await page.locator('#doar').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Doar R$ 50,00' }).click();
    expect(await page.getByRole('dialog', { name: 'Obrigado por ajudar!' }).count()).toBe(0);

    // The form: invalid data is refused inline, in pt-BR, before anything is sent.
    const form = page.getByRole('dialog', { name: 'Seus dados para a doação' });
    await form.waitFor();
    expect(await form.getByLabel('Valor da doação').inputValue()).toBe('50,00');
    await form.getByLabel('Nome completo').fill('A');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('maria@');
    await form.getByLabel('Telefone / WhatsApp').fill('119876');
    await form.getByLabel('CPF').fill('12345678900');
    await form.getByRole('button', { name: 'Gerar código PIX' }).click();
    await form.getByText('Informe seu nome, com 2 a 100 caracteres.').waitFor();
    await form.getByText('Informe um e-mail válido, como nome@exemplo.com.br.').waitFor();
    await form.getByText('Informe o telefone com DDD (10 ou 11 números).').waitFor();
    await form.getByText('CPF inválido: confira os números ou deixe o campo em branco.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('doacao-name');
    expect(createKeys).toEqual([]);
    await screenshot(page, 'journey-phone-2-form-invalid');

    await form.getByLabel('Nome completo').fill('Maria Jornada');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('maria.jornada@exemplo.com.br');
    await form.getByLabel('Telefone / WhatsApp').fill('11987654321');
    expect(await form.getByLabel('Telefone / WhatsApp').inputValue()).toBe('(11) 98765-4321');
    await form.getByLabel('CPF').fill('52998224725');
    expect(await form.getByLabel('CPF').inputValue()).toBe('529.982.247-25');
    await form.getByLabel('Mensagem de apoio').fill('Força, Ana!');
    await screenshot(page, 'journey-phone-3-form-valid');
    await form.getByRole('button', { name: 'Gerar código PIX' }).click();

    // The network failure: the seed's toast, and a retry with the same idempotency key.
    const pix = page.getByRole('dialog', { name: 'Pague com PIX' });
    await pix
      .getByText('Falha ao processar doação. Tente novamente.')
      .or(page.getByText('Falha ao processar doação. Tente novamente.'))
      .first()
      .waitFor();
    await screenshot(page, 'journey-phone-4-create-failed');
    await pix.getByRole('button', { name: 'Tentar novamente' }).click();
    await pix.getByText('Gerando código PIX...').waitFor();
    await screenshot(page, 'journey-phone-5-generating');
    releasePixCode();
    expect(createKeys).toHaveLength(2);
    expect(createKeys[1]).toBe(createKeys[0]);

    // The PIX code: a valid BR Code for exactly R$ 50,00.
    const codeField = pix.getByTestId('pix-code');
    await codeField.waitFor();
    const pixCode = await codeField.inputValue();
    expect(isValidPixPayload(pixCode)).toBe(true);
    const info = getPixPayloadInfo(pixCode);
    expect(info?.amount).toBe(50);
    expect(pixCode).toContain('br.gov.bcb.pix');
    expect((await text(page, 'pix-amount')).trim()).toBe('R$ 50,00');
    await pix.getByTestId('pix-qr').waitFor();

    // Copy puts the code on the clipboard, and says so.
    await pix.getByRole('button', { name: 'Copiar código PIX' }).click();
    await page.getByText('Código copiado!').waitFor();
    await page.getByText('O código PIX foi copiado para sua área de transferência.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pixCode);
    await screenshot(page, 'journey-phone-6-pix-code-copied');

    // The countdown starts at (at most) 30:00 and ticks.
    const first = await text(page, 'pix-countdown');
    expect(first).toMatch(/^(30:00|29:[0-5]\d)$/);
    const later = await eventually(
      () => text(page, 'pix-countdown'),
      (value) => value !== first,
    );
    expect(later < first).toBe(true);

    // The organiser confirms the payment through the admin API.
    const found = await admin<{ donations: { nodes: { id: string; status: string; amount: string }[] } }>(
      site,
      'query ($search: String) { donations(filter: { search: $search }, first: 5) { nodes { id status amount } } }',
      { search: 'maria.jornada@exemplo.com.br' },
    );
    expect(found.donations.nodes).toHaveLength(1);
    const donation = found.donations.nodes[0]!;
    expect(donation).toMatchObject({ status: 'PENDING', amount: '50.00' });
    await admin(site, 'mutation ($id: ID!) { confirmDonation(id: $id) { id status } }', { id: donation.id });

    // The dialog sees the payment, said in its status region so a screen reader announces it
    // (WCAG 4.1.3); the page shows a notification and a total 50 higher.
    const paid = page.getByRole('dialog', { name: 'Doação confirmada' });
    await paid.getByRole('status').getByText('Pagamento confirmado — obrigado!').waitFor({ timeout: 20_000 });
    await screenshot(page, 'journey-phone-7-paid');
    const notification = page.getByTestId('donation-notification').filter({ hasText: 'Maria' });
    await notification.waitFor({ timeout: 20_000 });
    expect((await notification.innerText()).replace(/\u00a0/g, ' ')).toContain('R$ 50,00');
    expect(
      await eventually(
        async () => centsOf(await text(page, 'raised')),
        (cents) => cents !== raisedBefore,
      ),
    ).toBe(raisedBefore + 5000);
    expect(Number((await text(page, 'supporters')).replace(/\D/g, ''))).toBe(supportersBefore + 1);
    await paid.getByRole('button', { name: 'Fechar' }).last().click();
    await paid.waitFor({ state: 'detached' });
    // Closing the dialog gives focus back to where the donor was.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await screenshot(page, 'journey-phone-8-notification');
    await context.close();
  });

  it('on a desktop: the dialogs, a refused field mapped back to the form, and an expired code replaced by a new one', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    // The browser's clock is ours to move: 30 minutes pass in an instant.
    await page.clock.install();
    await page.goto(site.url);
    await hydrated(page);
    await page.getByTestId('raised').waitFor();
    await dismissConsent(page);

    await page.getByRole('button', { name: 'Doar R$ 100,00' }).click();
    const form = page.getByRole('dialog', { name: 'Seus dados para a doação' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Gerar código PIX' }).click();
    await form.getByText('Informe seu nome, com 2 a 100 caracteres.').waitFor();
    await screenshot(page, 'journey-desktop-2-form-invalid');

    // A control character in the name: the form refuses it with the API's own rule and message (rules/donation.ts).
    await form.getByLabel('Nome completo').fill('Jo\u0007ão Limite');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('joao.limite@exemplo.com.br');
    await form.getByRole('button', { name: 'Gerar código PIX' }).click();
    const refused = page.getByRole('dialog', { name: 'Seus dados para a doação' });
    await refused.getByText(/Informe seu nome, com 2 a 100 caracteres/).waitFor();
    expect(await refused.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe('joao.limite@exemplo.com.br');
    await screenshot(page, 'journey-desktop-3-server-refused-name');

    await refused.getByLabel('Nome completo').fill('João Limite');
    await refused.getByRole('button', { name: 'Gerar código PIX' }).click();
    const pix = page.getByRole('dialog', { name: 'Pague com PIX' });
    const codeField = pix.getByTestId('pix-code');
    await codeField.waitFor();
    const firstCode = await codeField.inputValue();
    expect(getPixPayloadInfo(firstCode)?.amount).toBe(100);
    await pix.getByTestId('pix-qr').waitFor();
    await screenshot(page, 'journey-desktop-4-pix-code');

    await page.clock.fastForward('30:01');
    await pix.getByText('Este código PIX expirou').waitFor();
    await screenshot(page, 'journey-desktop-5-expired');
    await pix.getByRole('button', { name: 'Gerar novo código' }).click();
    await codeField.waitFor();
    const secondCode = await codeField.inputValue();
    expect(isValidPixPayload(secondCode)).toBe(true);
    expect(secondCode).not.toBe(firstCode);

    const found = await admin<{ donations: { nodes: { status: string }[] } }>(
      site,
      'query { donations(filter: { search: "joao.limite@exemplo.com.br" }) { nodes { status } } }',
    );
    // The refused attempt stored nothing; the expired code and the new one are two pending donations.
    expect(found.donations.nodes).toHaveLength(2);
    await context.close();
  });
});

describe('an amount option with an external checkout link', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([
      startSite({ CONTENT_FILE: fromRoot('tests', 'e2e', 'fixtures', 'campaign-external-checkout.json') }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('sends the donor to that page after the thank-you dialog, and other options still use PIX', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const checkoutRequests: string[] = [];
      // The checkout is a third party's page: answered here, without leaving the machine.
      await page.route('https://checkout.exemplo.org/**', (route) => {
        checkoutRequests.push(route.request().url());
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<title>Checkout</title><h1>Pagamento externo</h1>',
        });
      });
      await page.goto(site.url);
      await hydrated(page);
      await page.getByTestId('raised').waitFor();
      await dismissConsent(page);
      // The content is the organiser's (isExample false), but the site still runs the example's PIX
      // key and identity, so the go-live checklist keeps the ribbon (campaign/launch.ts).
      expect(await page.getByTestId('example-ribbon').count()).toBe(1);

      await page.getByRole('button', { name: 'Doar R$ 30,00' }).click();
      const thanks = page.getByRole('dialog', { name: 'Obrigado por ajudar!' });
      await thanks.getByText('Você será levado à página de pagamento para concluir a doação.').waitFor();
      await screenshot(page, `journey-${name}-external-thank-you`);
      await thanks.getByRole('button', { name: 'Continuar' }).click();
      await page.waitForURL(CHECKOUT_URL);
      await page.getByRole('heading', { name: 'Pagamento externo' }).waitFor();
      expect(checkoutRequests).toEqual([CHECKOUT_URL]);

      // An option without a link opens the built-in form, with no thank-you in between.
      await page.goBack();
      await hydrated(page);
      await page.getByTestId('raised').waitFor();
      await page.getByRole('button', { name: 'Doar R$ 50,00' }).click();
      await page.getByRole('dialog', { name: 'Seus dados para a doação' }).waitFor();
      expect(await page.getByRole('dialog', { name: 'Obrigado por ajudar!' }).count()).toBe(0);
      await context.close();
    }
  });
});
