/// <reference lib="dom" />
// Callbacks given to page.evaluate run in the browser.
import type { Page } from 'playwright-core';
import { REFERRAL_SHARE_MESSAGE } from '../../rules/referral.js';
import { screenshot } from './support/browser.js';
import { useSiteFixture } from './support/fixture.js';
import { SMALL_PHONE, slowPhone } from './support/phone.js';
import { confirmPaymentOf as confirmPayment } from './support/admin.js';

const ADMIN_TOKEN = 'code-page-e2e-admin-token-0123456789';

/**
 * Issue 39, goal 4: a donor whose tap came before the app was ready pays on the server's
 * /doar page. Without JavaScript it links to the private page; with it (360x640, 4x slower
 * CPU, slow 4G) it copies the code and, once paid, says so and offers the share step, in place.
 */
describe("/doar's PIX code page, with and without JavaScript", () => {
  const e2e = useSiteFixture({ ADMIN_TOKEN }, { mongo: true });

  /** The organiser confirms the payment by hand, as a PIX seen in the bank. */
  const confirmPaymentOf = (email: string) => confirmPayment(e2e.site.url, ADMIN_TOKEN, email);

  /** The server's form, as a card's early tap opens it, filled and sent. */
  async function codePageFor(page: Page, email: string): Promise<string> {
    await page.goto(`${e2e.site.url}/doar?valor=50`);
    await page.getByRole('checkbox', { name: 'Doar anonimamente' }).check();
    await page.getByLabel(/E-mail/).fill(email);
    await page.getByRole('button', { name: 'Gerar código PIX' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pague com PIX' }).waitFor({ timeout: 30_000 });
    return (await page.getByTestId('pix-code').innerText()).trim();
  }

  it('without JavaScript: the code, and the link to the private page', async () => {
    const context = await e2e.browser.newContext({ viewport: SMALL_PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await codePageFor(page, 'sem-js-codigo@exemplo.com.br');
    const link = page.getByRole('link', { name: 'página da sua doação' });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/minha-doacao\/[\w-]{20,}$/);
    // Nothing the script would reveal is shown: no copy button, no confirmation.
    expect(await page.getByRole('button', { name: 'Copiar código PIX' }).count()).toBe(0);
    expect(await page.getByText('Pagamento confirmado').isVisible()).toBe(false);
    await link.scrollIntoViewIfNeeded();
    await screenshot(page, 'server-code-page-no-js', { fullPage: false });
    // The link opens the donor's own page (server-rendered, not stored by any cache).
    const privatePage = await fetch(new URL(href, e2e.site.url));
    expect(privatePage.status).toBe(200);
    expect(privatePage.headers.get('cache-control')).toContain('no-store');
    await context.close();
  });

  it('with JavaScript on a slow phone: copies the code, then says the payment is confirmed and offers the share step', async () => {
    const { context, page } = await slowPhone(e2e.browser, SMALL_PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.site.url });
    const email = 'com-js-codigo@exemplo.com.br';
    const code = await codePageFor(page, email);

    const copy = page.getByRole('button', { name: 'Copiar código PIX' });
    await copy.waitFor({ timeout: 30_000 });
    expect((await copy.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await copy.click();
    await page.getByRole('button', { name: 'Código copiado!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await screenshot(page, 'server-code-page-copied', { fullPage: false });

    // The same document throughout: a reload would lose this mark.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await confirmPaymentOf(email);
    await page.getByRole('heading', { name: 'Pagamento confirmado' }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.getByTestId('pix-code').isVisible()).toBe(false);

    const donation = await e2e.mongo.db(e2e.site.dbName).collection('donations').findOne({ email });
    const shareCode = await e2e.mongo.db(e2e.site.dbName).collection('shareCodes').findOne({ donationId: donation!._id });
    const shareLink = `${e2e.site.url}/?ref=${shareCode!._id as unknown as string}`;
    const whatsapp = page.getByRole('link', { name: 'Compartilhe no WhatsApp' });
    const sent = new URL((await whatsapp.getAttribute('href'))!);
    expect(sent.origin).toBe('https://wa.me');
    expect(sent.searchParams.get('text')).toBe(`${REFERRAL_SHARE_MESSAGE} ${shareLink}`);
    expect((await whatsapp.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.getByRole('button', { name: 'Copiar link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink);
    await whatsapp.scrollIntoViewIfNeeded();
    await screenshot(page, 'server-code-page-paid', { fullPage: false });
    await context.close();
  });
});
