import { yearInBrasilia } from '../../rules/brasilia-time.js';
import { PIX_CODE, validDonation } from '../support/donation-scenarios.js';
import { pdfText } from '../support/pdf.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { seriousAxeViolations } from './support/axe.js';
import { screenshot } from './support/browser.js';
import { useSiteFixture } from './support/fixture.js';
import { eventually } from './support/wait.js';

const WEBHOOK_SECRET = 'e2e-webhook-secret-0123456789';
const EMAIL = 'lia.costa@exemplo.com.br';
const CPF = '529.982.247-25';
const SMALL_PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Issue 29: a donor who gave twice opens "Minhas doações" from the footer on a small phone,
 * gets the link by e-mail (a real SMTP server on loopback, the built server's own sender),
 * sees both donations and downloads the year's statement.
 */
describe('Minhas doações: footer → e-mail link → statement (360×640)', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.stop());
  const e2e = useSiteFixture({
    PIX_WEBHOOK_SECRET: WEBHOOK_SECRET,
    get SMTP_URL() {
      return smtp.url;
    },
    OUTBOX_INTERVAL_SECONDS: '1',
  });

  async function graphql(query: string, variables: Record<string, unknown>) {
    const response = await fetch(`${e2e.site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: any; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  /** A donation paid through the PSP's webhook. */
  async function paidDonation(amount: string, endToEndId: string) {
    const created = await graphql(
      `
        mutation ($input: CreateDonationInput!) {
          createDonation(input: $input) {
            id
            accessToken
          }
        }
      `,
      {
        input: validDonation({ name: 'Lia Costa', email: EMAIL, cpf: CPF, amount: amount.replace('.', ',') }),
      },
    );
    const { id, accessToken } = created.createDonation;
    const code = await graphql(PIX_CODE, { id, accessToken });
    expect(code.pixCode.donationId).toBe(id);
    const txid = id as string;
    const paid = await fetch(`${e2e.site.url}/api/pix/webhook/${WEBHOOK_SECRET}/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pix: [{ endToEndId, txid, valor: amount, horario: new Date().toISOString() }] }),
    });
    expect(paid.status).toBe(200);
  }

  it('plays the whole path on a small phone, and the pages read well on a desktop too', async () => {
    await paidDonation('40.00', 'E00000000202601011200MINHAS0001');
    await paidDonation('35.50', 'E00000000202601011200MINHAS0002');
    const year = yearInBrasilia(new Date());

    const context = await e2e.browser.newContext({ viewport: SMALL_PHONE, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}/privacy`);
    await page.getByRole('link', { name: /Minhas doações/ }).click();
    await page.waitForURL(/\/minhas-doacoes$/);
    await screenshot(page, 'my-donations-form-360');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByRole('button', { name: 'Enviar o link' }).click();
    await page.getByText('Se houver doações feitas com este e-mail, enviamos para ele um link que vale 24 horas.').waitFor();
    await screenshot(page, 'my-donations-sent-360');

    // Other e-mails (the donations' own) may arrive first: wait for this one.
    const mail = await eventually(
      () => smtp.received.find((message) => message.subject?.startsWith('Suas doações')),
      (found) => found !== undefined,
      30_000,
    );
    expect((mail!.to as { text: string }).text).toBe(EMAIL);
    const link = /https?:\/\/[^/\s]+(\/minhas-doacoes\/[A-Za-z0-9_-]{32})/.exec(mail!.text ?? '')![1]!;

    await page.goto(`${e2e.site.url}${link}`);
    const items = page.locator('ul.donations > li');
    expect(await items.count()).toBe(2);
    expect((await items.allInnerTexts()).map((text) => text.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/^R\$ 35,50 ?pago/),
      expect.stringMatching(/^R\$ 40,00 ?pago/),
    ]);
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'my-donations-list-360');

    await page.getByLabel('CPF').fill('123');
    await page.getByRole('button', { name: 'Baixar o informe (PDF)' }).click();
    await page.getByText('CPF inválido: confira os 11 números.').waitFor();
    await screenshot(page, 'my-donations-cpf-error-360');

    await page.getByLabel('Ano').selectOption(String(year));
    await page.getByLabel('CPF').fill(CPF);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar o informe (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`informe-doacoes-${year}.pdf`);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const text = pdfText(readFileSync(path));
    expect(text).toContain(`INFORME DE DOAÇÕES DE ${year}`);
    expect(text).toContain('E00000000202601011200MINHAS0001');
    expect(text).toContain(`Total doado em ${year}: R$ 75,50 (setenta e cinco reais e cinquenta centavos)`);
    await context.close();

    const desktop = await e2e.browser.newPage({ viewport: DESKTOP });
    await desktop.goto(`${e2e.site.url}/minhas-doacoes`);
    await screenshot(desktop, 'my-donations-form-1280');
    await desktop.goto(`${e2e.site.url}${link}`);
    await screenshot(desktop, 'my-donations-list-1280');
    await desktop.close();
  });
});
