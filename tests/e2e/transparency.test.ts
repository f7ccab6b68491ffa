import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ObjectId } from 'mongodb';
import type { Page } from 'playwright-core';
import { brasiliaDayOf } from '../../rules/brasilia-time.js';
import { centsToBrl, apiReaisToCents } from '../../rules/money.js';
import { validDonation } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN } from '../support/harness.js';
import { photographedReceipt } from '../support/transparency-scenarios.js';
import { axeViolations } from './support/axe.js';
import { ARTIFACTS_DIR } from './support/browser.js';
import { useSiteFixture } from './support/fixture.js';
import { PHONES, slowPhone } from './support/phone.js';
import { hydrated } from './support/wait.js';

const WEBHOOK_SECRET = 'e2e-webhook-secret-0123456789';
const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
/** An end-to-end id as the SPI writes it: E, the payer's bank's ISPB, a timestamp and 11 characters. */
const endToEndIdOf = (index: number) =>
  `E00000000${new Date().toISOString().replace(/\D/g, '').slice(0, 12)}${randomBytes(4).toString('hex')}${index}`.slice(0, 32);
const look = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
/** Money as a person reads it, spaces normalised (Intl writes a no-break space). */
const money = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * Public accountability, end to end on the built site: the organiser (through the API,
 * until the panel's screens land) records an expense with a phone photo of the receipt
 * and posts an update; donors pay (one twice), one donation is refunded; a donor finds
 * their own line on /transparencia by the reference of their private page; the page,
 * the JSON, the hero and `npm run reconcile` agree to the cent.
 */
describe('transparency: a ledger anyone can check (phones, 4× CPU, slow 4G)', () => {
  const e2e = useSiteFixture(
    { ADMIN_TOKEN, PIX_WEBHOOK_SECRET: WEBHOOK_SECRET, RATE_LIMIT_CREATE_DONATION: '1000/60', RATE_LIMIT_PIX_CODE: '1000/60' },
    { mongo: true },
  );
  const donors: { accessToken: string; name: string }[] = [];

  async function graphql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const response = await fetch(`${e2e.site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: any; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  /** A PSP's notification of one payment: static provider, webhook with the end-to-end id. */
  async function pay(txid: string, amount: string, endToEndId: string) {
    const response = await fetch(`${e2e.site.url}/api/pix/webhook/${WEBHOOK_SECRET}/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pix: [{ endToEndId, txid, valor: amount, horario: new Date().toISOString() }] }),
    });
    expect(response.status).toBe(200);
  }

  async function donate(name: string, amount: string, index: number): Promise<{ id: string; txid: string }> {
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
        input: validDonation({ name, amount: amount.replace('.', ','), email: `doador${index}@exemplo.com.br` }),
      },
    );
    const { id, accessToken } = created.createDonation;
    await graphql(
      `
        mutation ($id: ID!, $t: String!) {
          pixCode(donationId: $id, accessToken: $t) {
            pixCode
          }
        }
      `,
      {
        id,
        t: accessToken,
      },
    );
    const { txid } = (await e2e.mongo
      .db(e2e.site.dbName)
      .collection('donations')
      .findOne({ _id: new ObjectId(id as string) }))!;
    await pay(txid as string, amount, endToEndIdOf(index));
    donors.push({ accessToken, name });
    return { id, txid: txid as string };
  }

  // Scenario: three donors pay through the PSP's webhook; one pays the same code twice; the organiser
  // sends the second payment back and refunds another donation by hand; records an expense with a
  // photographed receipt and posts an update. All through the API, before the browser looks.
  beforeAll(async () => {
    const first = await donate('Helena Martins', '50.00', 1);
    await donate('Rafael Souza', '120.00', 2);
    const refunded = await donate('Otávio Lima', '35.00', 3);
    // The same PIX code paid twice: the second payment is a duplicate.
    await pay(first.txid, '50.00', endToEndIdOf(4));
    const issues = await graphql('{ paymentIssues { nodes { id kind } } }', {}, ADMIN);
    const duplicate = issues.paymentIssues.nodes.find((node: { kind: string }) => node.kind === 'DUPLICATE_PAYMENT');
    await graphql('mutation($id: ID!) { refundPayment(paymentId: $id) { status } }', { id: duplicate.id }, ADMIN);
    await graphql('mutation($id: ID!) { refundDonation(donationId: $id) { status } }', { id: refunded.id }, ADMIN);

    const expense = await graphql(
      `
        mutation ($input: ExpenseInput!) {
          recordExpense(input: $input) {
            id
          }
        }
      `,
      {
        input: {
          date: brasiliaDayOf(new Date()),
          category: 'REMEDIOS',
          description: 'Curativos especiais de janeiro',
          supplier: 'Farmácia Central',
          amount: '89,90',
        },
      },
      ADMIN,
    );
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await photographedReceipt())], { type: 'image/jpeg' }), 'IMG_2041.jpg');
    const upload = await fetch(`${e2e.site.url}/api/admin/expenses/${expense.recordExpense.id}/proofs`, {
      method: 'POST',
      headers: ADMIN,
      body: form,
    });
    expect(upload.status).toBe(201);
    await graphql(
      `
        mutation ($input: CampaignUpdateInput!) {
          postUpdate(input: $input) {
            id
          }
        }
      `,
      { input: { title: 'Curativos comprados', body: 'Com as doações de janeiro compramos os curativos do mês.' } },
      ADMIN,
    );
  });

  for (const [size, viewport] of PHONES) {
    it(`at ${size}: a donor finds their own donation by the reference on their private page`, async () => {
      const donor = donors[size === '360x640' ? 0 : 1]!;
      const { context, page } = await slowPhone(e2e.browser, viewport);
      await page.goto(`${e2e.site.url}/minha-doacao/${donor.accessToken}`);
      const reference = page.getByTestId('public-reference');
      await reference.waitFor({ timeout: 60_000 });
      const code = /[0-9A-Z]{4}-[0-9A-Z]{4}/.exec((await reference.textContent()) ?? '')![0];
      await page.getByRole('link', { name: 'Confira na página de transparência' }).tap();
      await page.waitForURL(/\/transparencia\?ref=/);
      const found = page.getByTestId('found-donation');
      await found.waitFor();
      expect(await found.textContent()).toContain(code);
      expect(await found.textContent()).toContain(donor.name.split(' ')[0]);
      await look(page, `transparency-${size}-found`);

      // Typed by hand into the search, as read from the receipt.
      await page.goto(`${e2e.site.url}/transparencia`);
      await page.getByLabel('Referência (está no seu recibo e na página da sua doação)').fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Buscar' }).tap();
      await page.getByTestId('found-donation').waitFor();
      expect(await page.getByTestId('found-donation').textContent()).toContain(code);
      // Its line is also in the list, and no horizontal scrolling is needed on this phone.
      expect(await page.locator(`[data-testid="donations"] li[data-reference="${code}"]`).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await look(page, `transparency-${size}-page`);
      await context.close();
    });
  }

  it('the expense with its photographed receipt and the update are on the page; axe finds no violation', async () => {
    const { context, page } = await slowPhone(e2e.browser, PHONES[0][1]);
    await page.goto(`${e2e.site.url}/transparencia`);
    const expense = page.getByTestId('expense').filter({ hasText: 'Curativos especiais de janeiro' });
    expect(await expense.textContent()).toContain('R$ 89,90');
    const proof = expense.getByRole('link', { name: /Comprovante \(imagem/ });
    const photo = await page.request.get(`${e2e.site.url}${await proof.getAttribute('href')}`);
    expect(photo.headers()['content-type']).toBe('image/jpeg');
    expect(Buffer.from(await photo.body()).includes(Buffer.from('CameraMakerXYZ'))).toBe(false);
    await page.getByRole('heading', { name: 'Curativos comprados' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    // The home page shows the update in its "Novidades" section.
    const desktop = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const home = await desktop.newPage();
    await home.goto(e2e.site.url);
    await hydrated(home);
    await home.getByRole('heading', { name: 'Curativos comprados' }).waitFor({ timeout: 30_000 });
    await home.getByRole('link', { name: 'Transparência', exact: true }).click();
    await home.waitForURL(/\/transparencia$/);
    expect(await axeViolations(home)).toEqual([]);
    await desktop.close();
  });

  it('totals agree to the cent: the page, the JSON, the hero and npm run reconcile', async () => {
    const ledger = (await (await fetch(`${e2e.site.url}/api/transparency`)).json()) as {
      totals: {
        raised: string;
        confirmedDonations: string;
        refunded: string;
        duplicatePaymentsCount: number;
        spent: string;
        balance: string;
      };
    };
    // Three donations confirmed once each (the duplicate is not counted), one refunded.
    expect(ledger.totals).toMatchObject({
      confirmedDonations: '205.00',
      refunded: '35.00',
      duplicatePaymentsCount: 1,
      spent: '89.90',
    });
    const raised = centsToBrl(apiReaisToCents(ledger.totals.raised));

    const { context, page } = await slowPhone(e2e.browser, PHONES[1][1]);
    await page.goto(`${e2e.site.url}/transparencia`);
    expect(money(await page.getByTestId('total-raised').textContent())).toBe(raised);
    expect(money(await page.getByTestId('balance').textContent())).toBe(centsToBrl(apiReaisToCents(ledger.totals.balance)));
    await page.goto(e2e.site.url);
    expect(money(await page.getByTestId('raised').textContent())).toBe(raised);
    await context.close();

    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'api/src/scripts/reconcile.ts'], {
      env: { ...process.env, MONGODB_URI: e2e.site.mongodbUri, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    });
    expect(stdout).toContain(`Arrecadado (campanha): ${raised}`);
    expect(stdout).toContain(`Esperado: ${raised}`);
    expect(stdout).toContain('Diferença: R$ 0,00');
    expect(stdout).toContain('OK: as contas fecham.');
  });
});
