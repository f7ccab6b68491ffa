/// <reference lib="dom" />
// Callbacks given to page.evaluate run in the browser.
import type { Page } from 'playwright-core';
import { REFERRAL_SHARE_MESSAGE } from '../../rules/referral.js';
import { UPDATES_CONSENT_TEXT } from '../../rules/updates-consent.js';
import { screenshot } from './support/browser.js';
import { useSiteFixture } from './support/fixture.js';
import { SMALL_PHONE, slowPhone } from './support/phone.js';
import { hydrated } from './support/wait.js';
import { confirmPaymentOf as confirmPayment } from './support/admin.js';

const ADMIN_TOKEN = 'share-e2e-admin-token-0123456789';
const DONOR_A = { name: 'Ana Compartilha', email: 'ana.compartilha@exemplo.com.br' };
const DONOR_B = { name: 'Bruno Chegou', email: 'bruno.chegou@exemplo.com.br' };

/**
 * Issue 39, goals 1-2, on a small phone (360x640, 4x slower CPU, slow 4G): donor A pays and
 * shares on WhatsApp; donor B opens A's link in a browser of their own and pays; A's private
 * page then counts one donation and its amount, and A, who asked for updates, gets one e-mail.
 */
describe('share at the moment of joy, counted', () => {
  const e2e = useSiteFixture({ ADMIN_TOKEN }, { mongo: true });

  /** The organiser confirms the payment by hand, as a PIX seen in the bank. */
  const confirmPaymentOf = (email: string) => confirmPayment(e2e.site.url, ADMIN_TOKEN, email);

  /** From the home page (or a share link to it) to the PIX code, as a donor taps through it. */
  async function donate(page: Page, url: string, donor: { name: string; email: string }, wantsUpdates: boolean) {
    await page.goto(url);
    await hydrated(page);
    const reject = page.getByRole('button', { name: 'Rejeitar não essenciais' });
    await reject.waitFor({ timeout: 10_000 }).catch(() => {});
    if (await reject.count()) await reject.click();
    await page.locator('#doar').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Doar R$ 50,00' }).click();
    const form = page.getByRole('dialog', { name: 'Seus dados para a doação' });
    await form.waitFor({ timeout: 30_000 });
    await form.getByLabel('Nome completo').fill(donor.name);
    await form.getByRole('textbox', { name: 'E-mail' }).fill(donor.email);
    if (wantsUpdates) await form.getByLabel(UPDATES_CONSENT_TEXT).check();
    await form.getByRole('button', { name: 'Gerar código PIX' }).click();
    await page.getByTestId('pix-code').waitFor({ timeout: 30_000 });
  }

  it('A pays and shares on WhatsApp, B comes by the link and pays, A sees it counted and gets one e-mail', async () => {
    // Donor A, who asked for the campaign's updates.
    const a = await slowPhone(e2e.browser, SMALL_PHONE);
    // WhatsApp is not ours to open: the tap's navigation is answered here, and its address kept.
    await a.context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await donate(a.page, e2e.site.url, DONOR_A, true);
    await confirmPaymentOf(DONOR_A.email);

    const paid = a.page.getByRole('dialog', { name: 'Doação confirmada' });
    await paid.getByRole('status').getByText('Pagamento confirmado — obrigado!').waitFor({ timeout: 30_000 });
    const whatsapp = paid.getByRole('link', { name: 'Compartilhe no WhatsApp' });
    await whatsapp.waitFor();
    // One tap each: at least 44 px high.
    for (const name of ['Compartilhe no WhatsApp', 'Copiar link'])
      expect(
        (await paid.getByText(name).locator('xpath=ancestor-or-self::*[self::a or self::button][1]').boundingBox())!.height,
      ).toBeGreaterThanOrEqual(44);
    await whatsapp.scrollIntoViewIfNeeded();
    await screenshot(a.page, 'share-referral-1-paid', { fullPage: false });

    const [popup] = await Promise.all([a.context.waitForEvent('page'), whatsapp.click()]);
    await popup.waitForLoadState();
    const sent = new URL(popup.url()).searchParams.get('text') ?? '';
    expect(popup.url()).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(sent.startsWith(REFERRAL_SHARE_MESSAGE)).toBe(true);
    const shareLink = /https?:\/\/\S+\/\?ref=[0-9A-Z]{8}/.exec(sent)?.[0];
    expect(shareLink).toBeDefined();
    expect(shareLink!.startsWith(e2e.site.url)).toBe(true);
    await popup.close();
    const code = new URL(shareLink!).searchParams.get('ref')!;
    // The dialog shows the same link, to copy.
    expect(await paid.getByTestId('share-your-link-url').innerText()).toBe(shareLink);
    const donorUrl = await paid.getByRole('link', { name: 'Abrir a página da minha doação' }).first().getAttribute('href');

    // Donor B, in a browser of their own, by A's link.
    const b = await slowPhone(e2e.browser, SMALL_PHONE);
    await donate(b.page, shareLink!, DONOR_B, false);
    const stored = await b.page.evaluate(() => localStorage.getItem('campanha:tracking'));
    expect(JSON.parse(stored!)).toMatchObject({ ref: code });
    await confirmPaymentOf(DONOR_B.email);
    await b.page
      .getByRole('dialog', { name: 'Doação confirmada' })
      .getByText('Pagamento confirmado — obrigado!')
      .waitFor({ timeout: 30_000 });
    const donationB = await e2e.mongo.db(e2e.site.dbName).collection('donations').findOne({ email: DONOR_B.email });
    expect(donationB?.referredBy).toBe(code);
    await b.context.close();

    // A's private page: one donation, R$ 50,00, by their link; nobody named.
    const page = await a.context.newPage();
    await page.goto(new URL(donorUrl!, e2e.site.url).href);
    const brought = page.getByTestId('share-brought');
    await brought.waitFor({ timeout: 30_000 });
    expect((await brought.innerText()).replace(/\s/g, ' ')).toBe('Seu link trouxe 1 doação · R$ 50,00');
    expect(await page.getByTestId('share-your-link').innerText()).not.toContain('Bruno');
    await page.getByTestId('share-your-link').scrollIntoViewIfNeeded();
    await screenshot(page, 'share-referral-2-private-page', { fullPage: false });

    // A asked for updates: one e-mail, through the outbox, for this link.
    const mails = await e2e.mongo
      .db(e2e.site.dbName)
      .collection('outbox')
      .find({ eventKey: `referral:${code}` })
      .toArray();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: DONOR_A.email });
    expect(mails[0]!.text).not.toContain('Bruno');
    await a.context.close();
  });
});
