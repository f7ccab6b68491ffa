/// <reference lib="dom" />
// Callbacks given to page.evaluate run in the browser.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { startFakePsp, type FakePsp } from '../support/fake-psp.js';
import { seriousAxeViolations } from './support/axe.js';
import { join } from 'node:path';
import { ARTIFACTS_DIR, DESKTOP, launchBrowser, screenshot } from './support/browser.js';
import { LARGE_PHONE, SMALL_PHONE, slowPhone } from './support/phone.js';
import { startSite, type RunningSite } from './support/server.js';
import { eventually, hydrated } from './support/wait.js';
import { signInWithToken } from './support/panel.js';
import { adminGraphQL } from './support/admin.js';

const ADMIN_TOKEN = 'monthly-admin-token-0123456789';
const PIX_WEBHOOK_SECRET = 'monthly-webhook-secret-0123456789';
const PIX_KEY = 'financeiro@instituto.exemplo.org.br';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

const admin = <T = any>(site: RunningSite, query: string, variables: object = {}) =>
  adminGraphQL<T>(site.url, ADMIN_TOKEN, query, variables);

/** The cookie choice made already: the banner would cover the form on a small phone. */
async function decidedConsent(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    // A new page's first document (about:blank) has no storage: reading it there throws.
    if (location.href === 'about:blank') return;
    localStorage.setItem(
      'campanha:consent',
      JSON.stringify({ analytics: false, marketing: false, decidedAt: Date.now(), version: 1 }),
    );
  });
}

/** What the donor sees of a dialog: it is fixed, so the viewport tells more than a full-page capture. */
const viewportShot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });

const statusOf = async (page: Page) => (await page.getByTestId('monthly-status').innerText()).trim();

/** Today's day of the month in Brasília, capped at 28: what the form offers first. */
const todayInBrasilia = () => Math.min(28, new Date(Date.now() - 3 * 60 * 60 * 1000).getUTCDate());

/**
 * A monthly donation made through the API (the form is the first test's), authorised in the
 * bank app and its first month paid, as the PSP tells the site: its PSP id and private page.
 */
async function authorisedMonthly(
  site: RunningSite,
  psp: FakePsp,
  input: { idempotencyKey: string; name: string; cpf: string; email: string; amount: string; dayOfMonth: number },
): Promise<{ idRec: string; donorUrl: string }> {
  const known = new Set(psp.recs.keys());
  const created = await fetch(`${site.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation Create($input: CreateMonthlyDonationInput!) { createMonthlyDonation(input: $input) { donorUrl } }',
      variables: { input: { ...input, payFirstNow: true } },
    }),
  });
  const { data, errors } = (await created.json()) as { data?: any; errors?: unknown[] };
  if (!data) throw new Error(`createMonthlyDonation failed: ${JSON.stringify(errors)}`);
  const [idRec] = [...psp.recs.keys()].filter((id) => !known.has(id));
  const { rec, payment } = psp.authorise(idRec!);
  const webhookUrl = `${site.url}/api/pix/webhook/${PIX_WEBHOOK_SECRET}`;
  expect((await psp.notifyRec(webhookUrl, [rec])).ok).toBe(true);
  expect((await psp.notify(webhookUrl, [payment!])).ok).toBe(true);
  return { idRec: idRec!, donorUrl: data.createMonthlyDonation.donorUrl };
}

describe('monthly giving (Pix Automático) in the browser', () => {
  let psp: FakePsp;
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    psp = await startFakePsp();
    [site, browser] = await Promise.all([startSite(psp.env({ PIX_WEBHOOK_SECRET, PIX_KEY, ADMIN_TOKEN })), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await psp?.close();
  });

  it('the organiser turns it on; on a slow small phone a donor gives R$ 50 a month, authorises, and the private page shows it active with the first month paid; then cancels', async () => {
    // The organiser: available with this PSP and the example's CNPJ, then on.
    const setup = await admin(site, '{ monthlyGivingSetup { available unavailableReasons enabled } }');
    expect(setup.monthlyGivingSetup).toEqual({ available: true, unavailableReasons: [], enabled: false });
    const on = await admin(
      site,
      'mutation { setMonthlyGiving(enabled: true, retryPolicy: RETRY_3_IN_7_DAYS) { enabled retryPolicy awaitingCount } }',
    );
    expect(on.setMonthlyGiving).toEqual({ enabled: true, retryPolicy: 'RETRY_3_IN_7_DAYS', awaitingCount: 0 });

    // The donor, on a 360×640 phone with a slow CPU and network.
    const { context, page } = await slowPhone(browser, SMALL_PHONE);
    await decidedConsent(context);
    await page.goto(site.url);
    await hydrated(page);
    await page.locator('#doar').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Doar R$ 50,00' }).click();
    const form = page.getByRole('dialog', { name: 'Seus dados para a doação' });
    await form.waitFor();
    // "Uma vez" is today's form, chosen first; "Mensal" keeps the amount.
    expect(await form.getByRole('button', { name: 'Uma vez' }).getAttribute('aria-pressed')).toBe('true');
    await form.getByRole('button', { name: 'Mensal' }).click();
    await form.getByLabel('Dia do débito').waitFor();
    expect(await form.getByLabel('Valor mensal').inputValue()).toBe('50,00');
    expect(await form.getByLabel('Dia do débito').inputValue()).toBe(String(todayInBrasilia()));
    expect(await form.getByRole('checkbox', { name: 'Pagar o primeiro mês agora' }).isChecked()).toBe(true);
    await form.getByText('O Pix Automático identifica quem paga pelo nome e CPF').waitFor();

    // Name and CPF are required here, with the API's own words, before anything is sent.
    await form.getByRole('textbox', { name: 'E-mail' }).fill('clara.mensal@exemplo.com.br');
    await form.getByRole('button', { name: 'Gerar código de autorização' }).click();
    await form.getByText('Informe seu nome, com 2 a 100 caracteres.').waitFor();
    await form.getByText('O Pix Automático identifica quem paga: informe seu CPF.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('mensal-name');
    expect(psp.recs.size).toBe(0);

    await form.getByLabel('Nome completo').fill('Clara Mensal');
    await form.getByLabel('CPF').fill('52998224725');
    expect(await form.getByLabel('CPF').inputValue()).toBe('529.982.247-25');
    const day = todayInBrasilia() === 10 ? '11' : '10';
    await form.getByLabel('Dia do débito').selectOption(day);
    await viewportShot(page, 'monthly-phone-1-form');
    await form.getByRole('button', { name: 'Gerar código de autorização' }).click();

    // The authorisation step: what reading the code agrees to, the QR code and the code.
    const step = page.getByRole('dialog', { name: 'Doação mensal' });
    await step.getByTestId('monthly-authorisation').waitFor({ timeout: 30_000 });
    expect(nbsp(await step.getByTestId('monthly-terms').innerText())).toBe(
      `No app do seu banco, leia o QR Code ou cole o código. Você autoriza a doação mensal de R$ 50,00 todo dia ${day} e paga o primeiro mês agora. Você pode cancelar quando quiser, na página da doação mensal ou no app do banco.`,
    );
    // Who the bank app will show as receiving, said before the code (the example's holder).
    const holder = step.getByTestId('pix-holder');
    await holder.waitFor();
    const holderText = nbsp(await holder.innerText());
    expect(holderText).toMatch(/^O app do seu banco vai mostrar: .+\. Se mostrar outro nome, não pague e fale com a gente\.$/);
    await step.getByTestId('pix-qr').waitFor();
    const code = await step.getByTestId('pix-code').inputValue();
    expect(code).toContain('br.gov.bcb.pix');
    await step.getByRole('button', { name: 'Copiar código PIX' }).waitFor();
    const donorUrl = await step.getByRole('link', { name: /Abrir a página da doação mensal/ }).getAttribute('href');
    expect(donorUrl).toMatch(/^\/doacao-mensal\/[A-Za-z0-9_-]+$/);
    await viewportShot(page, 'monthly-phone-2-authorise');
    await step.getByTestId('pix-code').scrollIntoViewIfNeeded();
    await viewportShot(page, 'monthly-phone-3-authorise-code');
    expect(psp.recs.size).toBe(1);
    const [idRec] = [...psp.recs.keys()];

    // The private page before the bank answers: the code again, and it waits.
    const served = await page.goto(`${site.url}${donorUrl}`);
    expect(served?.headers()['x-robots-tag']).toBe('noindex');
    expect(served?.headers()['referrer-policy']).toBe('no-referrer');
    expect(served?.headers()['cache-control']).toBe('no-store');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByTestId('monthly-status').waitFor({ timeout: 30_000 });
    expect(await statusOf(page)).toBe('Aguardando autorização');
    expect(await page.getByTestId('pix-code').inputValue()).toBe(code);
    expect(nbsp(await page.getByTestId('pix-holder').innerText())).toBe(holderText);
    await page.getByTestId('pix-qr').waitFor();
    expect(await page.getByText('Nenhum mês cobrado ainda.').count()).toBe(1);
    await screenshot(page, 'monthly-phone-4-awaiting-360x640');
    const desktopContext = await browser.newContext({ viewport: DESKTOP });
    await decidedConsent(desktopContext);
    const desktop = await desktopContext.newPage();
    await desktop.goto(`${site.url}${donorUrl}`);
    await desktop.getByTestId('pix-qr').waitFor();
    await screenshot(desktop, 'monthly-desktop-1-awaiting');

    // The donor authorises in the bank app; the PSP tells the site (recurrence and first month).
    const { rec, payment } = psp.authorise(idRec!);
    const webhookUrl = `${site.url}/api/pix/webhook/${PIX_WEBHOOK_SECRET}`;
    expect((await psp.notifyRec(webhookUrl, [rec])).ok).toBe(true);
    expect(payment).toBeDefined();
    expect((await psp.notify(webhookUrl, [payment!])).ok).toBe(true);

    // The open page changes by itself, without a reload: active, the first month paid with its receipt.
    await eventually(
      () => statusOf(page),
      (status) => status === 'Ativa',
      30_000,
    );
    expect(await statusOf(page)).toBe('Ativa');
    const first = page.getByTestId('monthly-payment').first();
    await eventually(
      async () => ((await first.count()) ? nbsp(await first.innerText()) : ''),
      (text) => text.includes('pago em'),
      30_000,
    );
    expect(await page.getByTestId('pix-code').count()).toBe(0);
    const main = nbsp(await page.locator('main').innerText());
    expect(main).toContain('R$ 50,00 por mês');
    expect(main).toContain(`Todo dia ${day}`);
    expect(main).toMatch(/Próxima cobrança: \d{2}\/\d{2}\/\d{4}/);
    expect(nbsp(await first.innerText())).toMatch(/pago\s+R\$ 50,00 · pago em \d{2}\/\d{2}\/\d{4}/);
    const receipt = first.getByRole('link', { name: /^Recibo de .+ \(PDF\)$/ });
    const receiptPath = await receipt.getAttribute('href');
    const pdf = await fetch(`${site.url}${receiptPath}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'monthly-phone-5-active-360x640');
    await page.setViewportSize(LARGE_PHONE);
    await screenshot(page, 'monthly-phone-6-active-390x844');
    await desktop.reload();
    await desktop.getByTestId('monthly-payment').waitFor();
    await screenshot(desktop, 'monthly-desktop-2-active');

    // Cancelling asks first, says what it means, and the page then says cancelled, by whom.
    await desktop.getByRole('button', { name: 'Cancelar doação mensal' }).click();
    const confirm = desktop.getByRole('dialog', { name: 'Cancelar a doação mensal?' });
    await confirm.getByText('Nenhum mês depois de hoje será cobrado.').waitFor();
    await confirm.getByRole('button', { name: 'Cancelar doação mensal' }).click();
    await eventually(
      () => statusOf(desktop),
      (status) => status === 'Cancelada',
    );
    expect(await statusOf(desktop)).toBe('Cancelada');
    expect(await desktop.locator('main').innerText()).toMatch(
      /Cancelada em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\. Quem cancelou: você, nesta página\./,
    );
    expect(await desktop.locator('main').getByRole('button', { name: 'Cancelar doação mensal' }).count()).toBe(0);
    expect(psp.recs.get(idRec!)?.status).toBe('CANCELADA');
    expect(await seriousAxeViolations(desktop)).toEqual([]);
    await screenshot(desktop, 'monthly-desktop-3-cancelled');

    const after = await admin(site, '{ monthlyGivingSetup { activeCount awaitingCount } }');
    expect(after.monthlyGivingSetup).toEqual({ activeCount: 0, awaitingCount: 0 });
    await desktopContext.close();
    await context.close();
  }, 300_000);

  it('when the organiser turns it off, the form is the one-off form only', async () => {
    await admin(site, 'mutation { setMonthlyGiving(enabled: false, retryPolicy: NO_RETRY) { enabled } }');
    const context = await browser.newContext({ viewport: LARGE_PHONE, hasTouch: true, isMobile: true });
    await decidedConsent(context);
    const page = await context.newPage();
    await page.goto(site.url);
    await hydrated(page);
    await page.locator('#doar').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Doar R$ 50,00' }).click();
    const form = page.getByRole('dialog', { name: 'Seus dados para a doação' });
    await form.getByLabel('Valor da doação').waitFor();
    expect(await form.getByRole('button', { name: 'Mensal' }).count()).toBe(0);
    expect(await form.getByRole('button', { name: 'Gerar código PIX' }).count()).toBe(1);
    await context.close();
  });

  it("the organiser's panel, Doação mensal, at 360×640: the counts, the switch and the retry policy, saved; the list of monthly donations, and one cancelled from it", async () => {
    // Off with NO_RETRY whichever tests ran before, so this one runs alone too.
    await admin(site, 'mutation { setMonthlyGiving(enabled: false, retryPolicy: NO_RETRY) { enabled } }');
    const context = await browser.newContext({ viewport: SMALL_PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${site.url}/painel/doacao-mensal`);
    await signInWithToken(page, ADMIN_TOKEN);
    await page.getByRole('heading', { level: 1, name: 'Doação mensal' }).waitFor();
    const toggle = page.getByRole('switch', { name: 'Oferecer a doação mensal' });
    await toggle.waitFor();
    // Turned off above; a cancelled donation (the first test's) counts in neither.
    expect(await toggle.isChecked()).toBe(false);
    expect(await page.getByRole('region', { name: 'Ativas' }).innerText()).toContain('0');
    expect(await page.getByRole('region', { name: 'Aguardando autorização' }).innerText()).toContain('0');
    expect(await page.getByText('A doação mensal ainda não pode ser ligada').count()).toBe(0);

    await toggle.click();
    await page.getByRole('status').filter({ hasText: 'Doação mensal ligada' }).waitFor();
    expect(await toggle.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Não tentar de novo' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Até 3 novas tentativas em 7 dias' }).click();
    await page.getByRole('status').filter({ hasText: 'Novas tentativas' }).waitFor();
    const saved = await admin(site, '{ monthlyGivingSetup { enabled retryPolicy } }');
    expect(saved.monthlyGivingSetup).toEqual({ enabled: true, retryPolicy: 'RETRY_3_IN_7_DAYS' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await viewportShot(page, 'monthly-panel-360x640');

    // This test's own monthly donation, active with its first month paid; the screen read again shows it.
    const { idRec } = await authorisedMonthly(site, psp, {
      idempotencyKey: 'monthly-e2e-panel-cancel-0001',
      name: 'Beatriz Mensal Lima',
      cpf: '111.444.777-35',
      email: 'beatriz.mensal@exemplo.com.br',
      amount: '25,00',
      dayOfMonth: 15,
    });
    await page.reload();
    const list = page.getByRole('list', { name: 'Doações mensais' });
    const row = list.getByRole('listitem').filter({ hasText: 'Beatriz Mensal Lima' });
    await row.waitFor();
    expect(await page.getByRole('region', { name: 'Ativas' }).innerText()).toContain('1');
    const shown = nbsp(await row.innerText());
    expect(shown).toContain('beatriz.mensal@exemplo.com.br');
    expect(shown).toContain('R$ 25,00 por mês, dia 15');
    expect(shown).toContain('Ativa');
    expect(shown).toContain('1 mês pago, R$ 25,00 no total');
    expect(shown).toMatch(/Próxima cobrança: \d{2}\/\d{2}\/\d{4}/);

    // The status filter asks the server again: Canceladas leaves it out, Ativas lists it.
    const filter = page.getByRole('combobox', { name: 'Situação' });
    await filter.click();
    await page.getByRole('option', { name: 'Canceladas' }).click();
    await eventually(
      () => row.count(),
      (count) => count === 0,
    );
    await filter.click();
    await page.getByRole('option', { name: 'Ativas' }).click();
    await row.waitFor();
    await row.scrollIntoViewIfNeeded();
    await viewportShot(page, 'monthly-panel-list-360x640');

    // Cancelling asks first, naming the donor and what it means; backing out changes nothing.
    await row.getByRole('button', { name: 'Cancelar a doação mensal de Beatriz Mensal Lima' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar a doação mensal de Beatriz Mensal Lima?' });
    await confirm.getByText('O banco não cobrará nenhum mês ainda não vencido. O doador é avisado por e-mail.').waitFor();
    // The dialog fades in: the picture waits for it to be opaque.
    await eventually(
      () => confirm.evaluate((dialog) => getComputedStyle(dialog.parentElement!).opacity),
      (opacity) => opacity === '1',
    );
    await viewportShot(page, 'monthly-panel-cancel-dialog-360x640');
    await confirm.getByRole('button', { name: 'Voltar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(psp.recs.get(idRec)?.status).not.toBe('CANCELADA');
    await row.getByRole('button', { name: 'Cancelar a doação mensal de Beatriz Mensal Lima' }).click();
    await confirm.getByRole('button', { name: 'Cancelar doação mensal' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Doação mensal de Beatriz Mensal Lima' });
    await notice.waitFor();

    // Cancelled at the PSP; the row and the counts say so without reloading.
    expect(psp.recs.get(idRec)?.status).toBe('CANCELADA');
    await eventually(
      async () => nbsp(await row.innerText()),
      (text) => text.includes('Quem cancelou: a campanha.'),
    );
    expect(nbsp(await row.innerText())).toMatch(/Cancelada em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Quem cancelou: a campanha\./);
    expect(await row.getByRole('button', { name: /^Cancelar/ }).count()).toBe(0);
    await eventually(
      async () => page.getByRole('region', { name: 'Ativas' }).innerText(),
      (text) => text.includes('0'),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The notice covers the row on a phone: closed, so the picture shows the row.
    await notice.getByRole('button').click();
    await notice.waitFor({ state: 'hidden' });
    await row.scrollIntoViewIfNeeded();
    await viewportShot(page, 'monthly-panel-cancelled-360x640');
    await screenshot(page, 'monthly-panel-full-360x640');

    await filter.click();
    await page.getByRole('option', { name: 'Todas' }).click();
    // The menu fades out: gone from the page before the picture.
    await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
    await row.waitFor();
    await page.setViewportSize(DESKTOP);
    await list.scrollIntoViewIfNeeded();
    await viewportShot(page, 'monthly-panel-desktop');
    await screenshot(page, 'monthly-panel-full-desktop');
    await context.close();
  }, 120_000);

  it('on a slow small phone the monthly donor downloads everything kept, then erases it: the donation is cancelled at the PSP first, the receipt kept', async () => {
    // Its own monthly donation, made through the API (the form is the first test's): authorised, the first month paid.
    await admin(site, 'mutation { setMonthlyGiving(enabled: true, retryPolicy: RETRY_3_IN_7_DAYS) { enabled } }');
    const { idRec, donorUrl } = await authorisedMonthly(site, psp, {
      idempotencyKey: 'monthly-e2e-erasure-0001',
      name: 'Rafael Mensal Souza',
      cpf: '390.533.447-05',
      email: 'rafael.mensal@exemplo.com.br',
      amount: '30,00',
      dayOfMonth: 10,
    });

    const { context, page } = await slowPhone(browser, SMALL_PHONE);
    await decidedConsent(context);
    await page.goto(`${site.url}${new URL(donorUrl, site.url).pathname}`);
    await page.getByTestId('monthly-status').waitFor({ timeout: 30_000 });
    await eventually(
      () => statusOf(page),
      (status) => status === 'Ativa',
      30_000,
    );
    await page
      .getByTestId('monthly-payment')
      .getByRole('link', { name: /^Recibo de / })
      .waitFor({ timeout: 30_000 });

    // Seus dados: the download holds everything kept, in clear.
    const section = page.getByRole('region', { name: 'Seus dados' });
    await section.scrollIntoViewIfNeeded();
    await viewportShot(page, 'monthly-phone-7-data-360x640');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('link', { name: 'Baixar meus dados' }).tap(),
    ]);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(exported.monthlyDonation).toMatchObject({
      name: 'Rafael Mensal Souza',
      email: 'rafael.mensal@exemplo.com.br',
      cpf: '39053344705',
      erasedAt: null,
    });
    expect(exported.months).toHaveLength(1);
    expect(exported.months[0].donation).toMatchObject({ name: 'Rafael Mensal Souza', cpf: '39053344705', status: 'paid' });

    // Erasing asks first, and says plainly that it cancels the monthly donation.
    await section.getByRole('button', { name: 'Apagar meus dados' }).tap();
    const confirm = page.getByRole('dialog', { name: 'Apagar seus dados?' });
    await confirm.getByText('Apagar os seus dados também cancela a doação mensal').waitFor();
    expect(nbsp(await confirm.innerText())).toContain('Os recibos já emitidos são mantidos, porque são documentos fiscais.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await viewportShot(page, 'monthly-phone-8-erase-dialog-360x640');
    expect(psp.recs.get(idRec!)?.status).not.toBe('CANCELADA');
    await confirm.getByRole('button', { name: 'Apagar' }).tap();

    // What was erased and what was kept, and the page reads itself again: cancelled, by the donor.
    const erased = section.getByTestId('data-erased');
    await erased.getByText(/Apagamos: nome, e-mail, CPF/).waitFor({ timeout: 30_000 });
    const said = nbsp(await erased.innerText());
    expect(said).toMatch(/Seus dados pessoais foram apagados em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\./);
    expect(said).toContain('A doação mensal foi cancelada');
    expect(said).toContain('Mantivemos o recibo já emitido');
    await eventually(
      () => statusOf(page),
      (status) => status === 'Cancelada',
      30_000,
    );
    expect(await statusOf(page)).toBe('Cancelada');
    expect(await page.locator('main').getByRole('button', { name: 'Cancelar doação mensal' }).count()).toBe(0);
    expect(await section.getByRole('button', { name: 'Apagar meus dados' }).count()).toBe(0);
    expect(psp.recs.get(idRec!)?.status).toBe('CANCELADA');
    await viewportShot(page, 'monthly-phone-9-erased-360x640');

    // Opened again later: the page says when the data were erased, and the export no longer names the donor.
    await page.reload();
    await page.getByTestId('monthly-status').waitFor({ timeout: 30_000 });
    expect(nbsp(await page.getByTestId('data-erased').innerText())).toMatch(
      /^Seus dados pessoais foram apagados em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\.$/,
    );
    expect(await statusOf(page)).toBe('Cancelada');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const after = await (await fetch(`${site.url}/api${new URL(donorUrl, site.url).pathname}/dados`)).json();
    expect(JSON.stringify([after.monthlyDonation, after.months[0].donation])).not.toMatch(/Rafael|rafael\.mensal|39053344705/);
    await context.close();
  }, 300_000);

  it('on a slow small phone the monthly donor changes the day, skips the next month, pauses and resumes, and asks for a new amount; the organiser sees it in the panel', async () => {
    // Its own active monthly donation, made through the API (the form is the first test's), on the 15th.
    await admin(site, 'mutation { setMonthlyGiving(enabled: true, retryPolicy: RETRY_3_IN_7_DAYS) { enabled } }');
    const { idRec, donorUrl } = await authorisedMonthly(site, psp, {
      idempotencyKey: 'monthly-e2e-self-service-0001',
      name: 'Helena Mensal Prado',
      cpf: '153.509.460-56',
      email: 'helena.mensal@exemplo.com.br',
      amount: '40,00',
      dayOfMonth: 15,
    });

    const { context, page } = await slowPhone(browser, SMALL_PHONE);
    await decidedConsent(context);
    await page.goto(`${site.url}${new URL(donorUrl, site.url).pathname}`);
    // The server draws the page; a field typed into before React takes it over would be forgotten.
    await hydrated(page);
    await page.getByTestId('monthly-status').waitFor({ timeout: 30_000 });
    await eventually(
      () => statusOf(page),
      (status) => status === 'Ativa',
      30_000,
    );
    const changes = page.getByRole('region', { name: 'Mudar a doação mensal' });
    await changes.waitFor();
    const said = (text: string) => changes.getByRole('status').filter({ hasText: text }).waitFor({ timeout: 30_000 });
    const main = async () => nbsp(await page.locator('main').innerText());
    expect(await main()).toContain('Todo dia 15');

    // The day: from the next month not yet at the bank, which the page names.
    await changes.getByLabel('Novo dia do mês (1 a 28)').fill('10');
    await changes.getByRole('button', { name: 'Mudar dia' }).tap();
    await said('Dia alterado. Enviamos a confirmação por e-mail.');
    await eventually(main, (text) => text.includes('Todo dia 10'), 30_000);
    expect(await main()).toMatch(/Próxima cobrança: 10\/\d{2}\/\d{4}/);
    await changes.getByText('Dia do débito alterado de 15 para 10').waitFor();
    const nextCharge = changes.getByTestId('monthly-next-charge');
    const nextMonth = /Próximo mês cobrado: (\S+ de \d{4})/.exec(nbsp(await nextCharge.innerText()))?.[1];
    expect(nextMonth).toBeDefined();
    expect(nbsp(await nextCharge.innerText())).toContain('vence em 10/');
    await viewportShot(page, 'monthly-phone-10-day-changed-360x640');

    // Skipping the next month asks first, then names it as skipped; the next charge is a later month.
    await changes.getByRole('button', { name: `Pular ${nextMonth}` }).tap();
    const skip = page.getByRole('dialog', { name: `Pular ${nextMonth}?` });
    await skip.getByText('Este mês não será cobrado; os seguintes continuam normalmente.').waitFor();
    await skip.getByRole('button', { name: 'Pular o mês' }).tap();
    await said(`${nextMonth} não será cobrado.`);
    await eventually(
      async () => nbsp(await nextCharge.innerText()),
      (text) => !text.includes(nextMonth!),
      30_000,
    );
    // The changes list writes the month as MM/YYYY: "janeiro de 2027" → "01/2027".
    const [monthName, year] = nextMonth!.split(' de ');
    const monthNumber = 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'
      .split(' ')
      .indexOf(monthName!);
    const skippedCycle = `${String(monthNumber + 1).padStart(2, '0')}/${year}`;
    await changes.getByText(`Mês ${skippedCycle} pulado`).waitFor();
    // A month already sent to the bank is cancelled there; none later can have been sent yet.
    const sent = [...psp.cobrs.values()].filter((cobr) => cobr.idRec === idRec);
    expect(sent.filter((cobr) => cobr.status !== 'CANCELADA')).toEqual([]);

    // Pausing asks first; the page then says paused, with no next charge, and the authorisation stays.
    await changes.getByRole('button', { name: 'Pausar' }).tap();
    const pause = page.getByRole('dialog', { name: 'Pausar a doação mensal?' });
    await pause.getByText(/A autorização no seu banco continua valendo\./).waitFor();
    await pause.getByRole('button', { name: 'Pausar' }).tap();
    await said('Doação pausada: nenhum mês será cobrado até você retomar.');
    await eventually(
      () => statusOf(page),
      (status) => status === 'Pausada',
      30_000,
    );
    expect(await main()).toMatch(/Pausada desde \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\. Nenhum mês é cobrado até você retomar\./);
    expect(await main()).not.toContain('Próxima cobrança');
    expect(await changes.getByRole('button', { name: /^Pular / }).count()).toBe(0);
    expect(psp.recs.get(idRec)?.status).toBe('APROVADA');
    await viewportShot(page, 'monthly-phone-11-paused-360x640');

    // Resuming: active again, the next charge on the 10th.
    await changes.getByRole('button', { name: 'Retomar doação mensal' }).tap();
    await said('Doação retomada. A próxima cobrança aparece acima.');
    await eventually(
      () => statusOf(page),
      (status) => status === 'Ativa',
      30_000,
    );
    expect(await main()).toMatch(/Próxima cobrança: 10\/\d{2}\/\d{4}/);
    await changes.getByText(/Retomada; próxima cobrança em 10\/\d{2}\/\d{4}/).waitFor();

    // A new amount is a new authorisation in the bank app: its code shows; until then the amount stays.
    const recsBefore = new Set(psp.recs.keys());
    await changes.getByLabel('Novo valor por mês (R$)').fill('60,00');
    await changes.getByRole('button', { name: 'Mudar valor' }).tap();
    await said('Pedido registrado: autorize o novo valor no app do seu banco com o código abaixo.');
    await changes.getByText('Novo valor de R$ 60,00 aguardando a sua autorização no banco').waitFor({ timeout: 30_000 });
    const newCode = changes.getByTestId('pix-code');
    await newCode.waitFor();
    expect(await newCode.inputValue()).toContain('br.gov.bcb.pix');
    expect(nbsp(await changes.innerText())).toContain('Até você autorizar, continua R$ 40,00 por mês.');
    expect(await main()).toContain('R$ 40,00 por mês');
    const added = [...psp.recs.values()].filter((rec) => !recsBefore.has(rec.idRec));
    expect(added).toHaveLength(1);
    expect(added[0]!.valor?.valorRec).toBe('60.00');
    expect(psp.recs.get(idRec)?.status).toBe('APROVADA');

    // Fits the small phone and passes the accessibility check.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await newCode.scrollIntoViewIfNeeded();
    await viewportShot(page, 'monthly-phone-12-new-amount-360x640');
    await screenshot(page, 'monthly-phone-13-changes-360x640');

    // The organiser's Doação mensal screen shows the new day, the month skipped and the amount asked for.
    const panelContext = await browser.newContext({ viewport: SMALL_PHONE, isMobile: true, hasTouch: true });
    const panel = await panelContext.newPage();
    await panel.goto(`${site.url}/painel/doacao-mensal`);
    await signInWithToken(panel, ADMIN_TOKEN);
    const row = panel
      .getByRole('list', { name: 'Doações mensais' })
      .getByRole('listitem')
      .filter({ hasText: 'Helena Mensal Prado' });
    await row.waitFor({ timeout: 30_000 });
    const shown = nbsp(await row.innerText());
    expect(shown).toContain('R$ 40,00 por mês, dia 10');
    expect(shown).toContain(`Meses pulados pelo doador: ${skippedCycle}`);
    expect(shown).toContain('Novo valor de R$ 60,00 pedido, aguardando a autorização do doador no banco');
    await panelContext.close();
    await context.close();
  }, 300_000);
});
