import type { Browser } from 'playwright-core';
import { confirmPaymentOf } from './support/admin.js';
import { expectNoViolations } from './support/axe.js';
import { DESKTOP, launchBrowser, screenshot } from './support/browser.js';
import { startMailpit, type Mailpit } from './support/mailpit.js';
import { SMALL_PHONE } from './support/phone.js';
import { startSite, type RunningSite } from './support/server.js';
import { eventually, hydrated } from './support/wait.js';
import { signInWithToken } from './support/panel.js';

const ADMIN_TOKEN = 'dedications-e2e-admin-token-0123456';
const DONOR = 'lucia.dedicatoria@exemplo.com.br';
const FAMILY = 'familia.ferreira@exemplo.com.br';
const MESSAGE = 'Seu Antônio sempre ajudou quem precisava. Esta doação é por ele.';

/**
 * Issue 54, goal 1, as the people live it: on a 360×640 phone a donor gives in someone's memory,
 * pays; the family's e-mail arrives through Mailpit with the message and a stop link that works;
 * /transparencia shows the dedication. Then the owner turns dedications off and the form hides them.
 */
describe('a donation in memory of someone', () => {
  let mailpit: Mailpit;
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    mailpit = await startMailpit();
    site = await startSite({ SMTP_URL: mailpit.smtpUrl, ADMIN_TOKEN, OUTBOX_INTERVAL_SECONDS: '1' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await mailpit?.stop();
  });

  it('gives in memory, the family is told once with the message and a working stop, and /transparencia shows it', async () => {
    const context = await browser.newContext({ viewport: SMALL_PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(site.url);
    await hydrated(page);
    const card = page.getByRole('button', { name: 'Doar R$ 50,00' });
    await card.scrollIntoViewIfNeeded();
    await card.tap();
    const form = page.getByRole('dialog', { name: 'Seus dados para a doação' });
    await form.waitFor();
    await form.getByLabel('Nome completo').fill('Lúcia Andrade');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(DONOR);
    // Folded until asked for, so the form stays short on a phone.
    const toggle = form.getByRole('checkbox', { name: 'Doar em homenagem ou em memória de alguém' });
    expect(await toggle.isChecked()).toBe(false);
    expect(await form.getByLabel('Quem você homenageia').count()).toBe(0);
    await toggle.scrollIntoViewIfNeeded();
    await toggle.tap();
    await form.getByRole('radio', { name: 'Em memória de' }).check();
    await form.getByLabel('Quem você homenageia').fill('Antônio Ferreira');
    await form.getByRole('textbox', { name: 'Endereço para avisar da homenagem' }).fill(FAMILY);
    await form.getByRole('textbox', { name: 'Recado para o aviso' }).fill(MESSAGE);
    await screenshot(page, 'dedication-1-form-360x640');
    await expectNoViolations(page, 'donation form with a dedication');
    await form.getByRole('button', { name: 'Gerar código PIX' }).tap();
    const pix = page.getByRole('dialog', { name: 'Pague com PIX' });
    await pix.getByRole('link', { name: 'Abrir a página da minha doação' }).waitFor({ timeout: 60_000 });
    await context.close();

    // The payment is confirmed (the organiser, as a PIX seen in the bank).
    await confirmPaymentOf(site.url, ADMIN_TOKEN, DONOR);

    // The family's notice, through Mailpit: who gave, in whose memory, the message, no amount.
    const notice = await mailpit.waitForMessage(FAMILY, /^Uma doação em memória de Antônio Ferreira$/, 60_000);
    expect(notice.Text).toContain('Lúcia Andrade fez uma doação em memória de Antônio Ferreira');
    expect(notice.Text).toContain(MESSAGE);
    expect(notice.HTML).toContain(MESSAGE);
    expect(notice.Text).not.toContain('50,00');
    const stopLink = /Não quero mais receber: (http\S+)/.exec(notice.Text)![1]!;

    // The family follows the stop link: a page with a button; the button stops the notices.
    const family = await browser.newContext({ viewport: SMALL_PHONE, hasTouch: true, isMobile: true });
    const stopPage = await family.newPage();
    await stopPage.goto(stopLink.replace('//localhost:', '//127.0.0.1:'));
    const stop = stopPage.getByRole('button', { name: 'Não quero mais receber' });
    await stop.waitFor();
    await expectNoViolations(stopPage, 'stop dedication notices, confirm');
    await stop.tap();
    await stopPage.getByRole('heading', { name: 'Pronto: este endereço não receberá mais avisos de homenagem.' }).waitFor();
    await screenshot(stopPage, 'dedication-2-stopped-360x640');

    // /transparencia names the dedication with the donor's first name, never the address.
    await stopPage.goto(`${site.url}/transparencia`);
    const line = stopPage.locator('li', { hasText: 'Lúcia' });
    await line.getByText('Em memória de Antônio Ferreira').waitFor();
    expect(await stopPage.content()).not.toContain(FAMILY);
    await screenshot(stopPage, 'dedication-3-transparencia-360x640');
    await family.close();

    // Another donation in the same memory, to the same address: it is paid, and the address hears nothing more.
    const again = await fetch(`${site.url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Outra Pessoa',
        email: 'outra@exemplo.com.br',
        amount: '30',
        dedication: { kind: 'IN_MEMORY', name: 'Antônio Ferreira', email: FAMILY },
      }),
    });
    expect(again.status).toBe(200);
    await confirmPaymentOf(site.url, ADMIN_TOKEN, 'outra@exemplo.com.br');
    // The thank-you of that payment arrives; by then the notice would have been sent with it.
    await mailpit.waitForMessage('outra@exemplo.com.br', /^Recebemos sua doação/, 60_000);
    const toFamily = (await mailpit.messages()).filter((message) => message.To.some((to) => to.Address === FAMILY));
    expect(toFamily).toHaveLength(1);
  });

  it('hides the fields once the owner turns dedications off in the panel', async () => {
    const organiser = await browser.newContext({ viewport: DESKTOP });
    const panel = await organiser.newPage();
    await panel.goto(`${site.url}/painel/campanha`);
    await signInWithToken(panel, ADMIN_TOKEN);
    const section = panel.getByRole('region', { name: 'Homenagens' });
    const toggle = section.getByRole('switch', { name: 'Oferecer homenagens no formulário de doação' });
    await toggle.waitFor();
    await eventually(
      () => toggle.isEnabled(),
      (enabled) => enabled,
    );
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await panel.getByText('Homenagens desativadas.').waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await screenshot(panel, 'dedication-4-panel-off-desktop');
    await organiser.close();

    const context = await browser.newContext({ viewport: SMALL_PHONE });
    const page = await context.newPage();
    await page.goto(`${site.url}/doar`);
    await page.getByRole('button', { name: 'Gerar código PIX' }).waitFor();
    expect(await page.getByText('Doar em homenagem ou em memória de alguém').count()).toBe(0);
    await context.close();
    // The API refuses one with its code.
    const refused = await fetch(`${site.url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Outra Pessoa',
        email: 'outra@exemplo.com.br',
        amount: '30',
        dedication: { kind: 'IN_HONOUR', name: 'Dona Cida' },
      }),
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('DEDICATIONS_DISABLED');
  });
});
