/// <reference lib="dom" />
// Callbacks given to page.evaluate run in the browser.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { freePort } from '../support/server-process.js';
import { pdfText } from '../support/pdf.js';
import { expectNoViolations } from './support/axe.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { startMailpit, type Mailpit } from './support/mailpit.js';
import { SMALL_PHONE, slowPhone } from './support/phone.js';
import { signInWithToken } from './support/panel.js';
import { startSite, type RunningSite } from './support/server.js';
import { confirmPaymentOf } from './support/admin.js';
import { hydrated } from './support/wait.js';

/**
 * Issue 50, "Done when": at 360×640 the organiser says who receives the PIX, sets the budget
 * and the official links, and imports the bank statement in the panel; a donor then reads
 * the bank check, the budget and the official links on the home page,
 * and the receiver's name and masked document before the code, in the dialog, on /doar,
 * in the code's e-mail, on the private page and in the receipt's PDF.
 */
const ADMIN_TOKEN = 'trust-e2e-admin-token-0123456789';
const HOLDER = { name: 'Associação Amigos da Lia', document: '11.222.333/0001-81', institution: 'Banco do Brasil' };
/** As a bank app shows it: the name in capitals as registered, a CNPJ whole (a company's number is public). */
const HOLDER_LINE = 'ASSOCIAÇÃO AMIGOS DA LIA · 11.222.333/0001-81 · Banco do Brasil';
const HOLDER_SENTENCE = `O app do seu banco vai mostrar: ${HOLDER_LINE}. Se mostrar outro nome, não pague e fale com a gente.`;

/** Today's date in Brasília as dd/mm/yyyy, as a bank's CSV writes it. */
function brasiliaToday(): string {
  const [y, m, d] = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

const OFFICIAL_LINKS = [
  { kind: 'INSTAGRAM', url: 'https://www.instagram.com/amigosdalia' },
  { kind: 'WHATSAPP', url: 'https://wa.me/5521987654321' },
];

const flat = (text: string) =>
  text
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function go(page: Page, section: string): Promise<void> {
  await page.getByRole('button', { name: 'Abrir o menu' }).click();
  await page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: section, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: section }).waitFor();
}

describe('trust made visible: who receives, the bank check, the budget and the official links, from the panel to the donor', () => {
  let site: RunningSite;
  let browser: Browser;
  let mailpit: Mailpit;

  beforeAll(async () => {
    mailpit = await startMailpit();
    const port = await freePort();
    [site, browser] = await Promise.all([
      startSite({
        ADMIN_TOKEN,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: mailpit.smtpUrl,
        PIX_KEY: 'contato@amigosdalia.org.br',
        PIX_MERCHANT_NAME: 'Amigos da Lia',
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await mailpit?.stop();
  });

  /** A donation made and paid before the statement is downloaded: the line the bank check finds. */
  async function paidDonation(email: string, amount: string): Promise<void> {
    const response = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($input: CreateDonationInput!) { createDonation(input: $input) { id } }',
        variables: { input: { idempotencyKey: `trust-${randomUUID()}`, name: 'Paula Banco', email, amount } },
      }),
    });
    expect(response.status).toBe(200);
    await confirmPaymentOf(site.url, ADMIN_TOKEN, email);
  }

  it('the organiser sets who receives, the official links and the budget, and imports the statement, on a phone', async () => {
    await paidDonation('paula.banco@exemplo.com.br', '73,10');
    const context = await browser.newContext({ viewport: SMALL_PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${site.url}/painel`);
    await signInWithToken(page, ADMIN_TOKEN);
    await page.getByRole('heading', { level: 1, name: 'Início' }).waitFor();

    await go(page, 'Campanha');
    await page.getByRole('textbox', { name: 'Nome do titular', exact: true }).fill(HOLDER.name);
    await page.getByRole('textbox', { name: 'CPF ou CNPJ do titular', exact: true }).fill(HOLDER.document);
    await page.getByRole('textbox', { name: 'Banco ou instituição', exact: true }).fill(HOLDER.institution);
    await page.getByRole('button', { name: 'Salvar recebedor' }).click();
    await page.getByRole('status').filter({ hasText: 'Recebedor salvo' }).waitFor();

    // The official channels and who organises, beside who receives.
    const channels = page.locator('section#canais');
    for (const [index, link] of OFFICIAL_LINKS.entries()) {
      await channels.getByRole('button', { name: 'Adicionar link' }).click();
      await channels.getByLabel(`Tipo do link ${index + 1}`).selectOption(link.kind);
      await channels.getByRole('textbox', { name: `Endereço do link ${index + 1}` }).fill(link.url);
    }
    await channels.getByRole('textbox', { name: 'Sua relação com quem recebe a ajuda' }).fill('mãe');
    await channels.getByRole('textbox', { name: 'Nome de quem recebe a ajuda' }).fill('Lia');
    await channels.getByRole('button', { name: 'Salvar canais oficiais' }).click();
    await page.getByRole('status').filter({ hasText: 'Canais oficiais salvos.' }).waitFor();
    await channels.scrollIntoViewIfNeeded();
    await screenshot(page, 'trust-panel-channels-360x640', { fullPage: false });

    // The budget: what the goal pays for.
    await go(page, 'Orçamento');
    const line = (category: string) => page.getByRole('group', { name: category, exact: true });
    await line('Remédios').getByLabel('Valor previsto (R$)').fill('1.200,00');
    await line('Remédios').getByLabel('O que paga').fill('Remédios de seis meses');
    await line('Veículo adaptado').getByLabel('Valor previsto (R$)').fill('80.000,00');
    await line('Veículo adaptado').getByLabel('O que paga').fill('Adaptação do carro');
    await page.getByRole('button', { name: 'Salvar orçamento' }).click();
    await page.getByRole('status').filter({ hasText: 'Orçamento salvo' }).waitFor();

    await go(page, 'Extrato bancário');
    const csv = `Data;Valor;Descrição\n${brasiliaToday()};73,10;PIX RECEBIDO - PAULA BANCO\n`;
    await page
      .locator('input[type="file"][accept*=".ofx"]')
      .setInputFiles({ name: 'extrato.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'latin1') });
    await page.getByText(/1 conferido com o site/).waitFor();
    await screenshot(page, 'trust-panel-statement-360x640');
    await expectNoViolations(page, 'Extrato bancário after an import');
    await context.close();
  });

  it('a donor on a slow phone reads the bank check, the budget and the official links on /, then the receiver before the code', async () => {
    const { context, page } = await slowPhone(browser, SMALL_PHONE);
    await page.goto(site.url);
    await hydrated(page);
    const reject = page.getByRole('button', { name: 'Rejeitar não essenciais' });
    if (await reject.isVisible()) await reject.click();

    const bank = page.locator('section#banco');
    await bank.scrollIntoViewIfNeeded();
    const checked = flat(await bank.innerText());
    expect(checked).toContain('Conferido com o banco');
    expect(checked).toContain(`Conferido com o extrato do banco em ${brasiliaToday()}.`);
    expect(checked).toMatch(/Entradas no banco no período \(1 lançamento\) R\$ 73,10/);
    expect(checked).not.toContain('PAULA');
    await screenshot(page, 'trust-home-bank-check-360x640', { fullPage: false });

    // Which links are the campaign's own: in the head for programs, in the footer for people, with the domain.
    const rels = await page.locator('head link[rel="me"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(rels).toEqual(OFFICIAL_LINKS.map((link) => link.url));
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    const host = new URL(site.url).host;
    expect(flat(await footer.innerText())).toContain(
      `Este é o site oficial desta campanha: ${host}. Desconfie de outros links e chaves.`,
    );
    for (const link of OFFICIAL_LINKS) expect(await footer.locator(`a[rel~="me"][href="${link.url}"]`).count()).toBe(1);
    expect(flat(await page.locator('#historia').innerText())).toContain('mãe de Lia');
    await screenshot(page, 'trust-home-footer-360x640', { fullPage: false });

    const budget = page.getByRole('region', { name: 'O que a meta paga' });
    await budget.scrollIntoViewIfNeeded();
    expect((await budget.getByRole('listitem').allTextContents()).map(flat)).toEqual([
      'Remédios: R$ 1.200,00 — Remédios de seis meses',
      'Veículo adaptado: R$ 80.000,00 — Adaptação do carro',
    ]);
    await screenshot(page, 'trust-home-budget-360x640', { fullPage: false });

    await page.locator('#doar').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Doar R$ 50,00' }).click();
    const form = page.getByRole('dialog', { name: 'Seus dados para a doação' });
    await form.getByLabel('Nome completo').fill('Renata Confere');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('renata.confere@exemplo.com.br');
    await form.getByRole('button', { name: 'Gerar código PIX' }).click();
    const pix = page.getByRole('dialog', { name: 'Pague com PIX' });
    const holder = pix.getByTestId('pix-holder');
    await holder.waitFor({ timeout: 30_000 });
    expect(flat(await holder.innerText())).toBe(HOLDER_SENTENCE);
    // Read before the code: the notice comes first in the dialog's reading order.
    const before = await holder.evaluate(
      (notice) =>
        !!(
          notice.compareDocumentPosition(document.querySelector('[data-testid="pix-code"]')!) & Node.DOCUMENT_POSITION_FOLLOWING
        ),
    );
    expect(before).toBe(true);
    await holder.scrollIntoViewIfNeeded();
    await screenshot(page, 'trust-dialog-holder-360x640', { fullPage: false });

    // The code's e-mail says the same, before the code.
    const mail = await mailpit.waitForMessage('renata.confere@exemplo.com.br', /^Seu código PIX de R\$ 50,00$/);
    const mailText = flat(mail.Text);
    expect(mailText).toContain(HOLDER_SENTENCE);
    expect(mailText.indexOf(HOLDER_LINE)).toBeLessThan(mailText.indexOf('br.gov.bcb.pix'));

    // The private page, opened from the dialog's link, and its receipt once paid.
    const privateHref = (await pix.getByRole('link', { name: 'Abrir a página da minha doação' }).getAttribute('href'))!;
    const donorPage = await context.newPage();
    await donorPage.goto(new URL(privateHref, site.url).href);
    const onPrivatePage = donorPage.getByTestId('pix-holder');
    await onPrivatePage.waitFor({ timeout: 30_000 });
    expect(flat(await onPrivatePage.innerText())).toBe(HOLDER_SENTENCE);
    await onPrivatePage.scrollIntoViewIfNeeded();
    await screenshot(donorPage, 'trust-private-page-360x640', { fullPage: false });

    await confirmPaymentOf(site.url, ADMIN_TOKEN, 'renata.confere@exemplo.com.br');
    const token = privateHref.split('/').pop()!;
    const receipt = await fetch(`${site.url}/api/minha-doacao/${token}/recibo.pdf`);
    expect(receipt.status).toBe(200);
    expect(flat(pdfText(Buffer.from(await receipt.arrayBuffer())))).toContain(HOLDER_LINE);
    await context.close();
  });

  it('/doar without JavaScript says the same before its code', async () => {
    const context = await browser.newContext({ viewport: SMALL_PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/doar?valor=30`);
    await page.getByRole('checkbox', { name: 'Doar anonimamente' }).check();
    await page.getByLabel(/E-mail/).fill('sem-js-confere@exemplo.com.br');
    await page.getByRole('button', { name: 'Gerar código PIX' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pague com PIX' }).waitFor({ timeout: 30_000 });
    const body = flat(await page.locator('main').innerText());
    expect(body).toContain(HOLDER_SENTENCE);
    expect(body.indexOf(HOLDER_LINE)).toBeLessThan(body.indexOf('br.gov.bcb.pix'));
    await screenshot(page, 'trust-doar-no-js-360x640');
    await context.close();
  });
});
