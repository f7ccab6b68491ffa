import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { Types } from 'mongoose';
import { PIX_CODE, createDonation, pixVariables } from '../support/donation-scenarios.js';
import { startFakePsp, type FakePsp } from '../support/fake-psp.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import { ensureWebBuild } from '../support/web-build.js';

const WEBHOOK_SECRET = 'psp-webhook-secret-private-page-01';
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const SET_MONTHLY = `mutation { setMonthlyGiving(enabled: true, retryPolicy: RETRY_3_IN_7_DAYS) { enabled } }`;
const CREATE_MONTHLY = `mutation Create($input: CreateMonthlyDonationInput!) { createMonthlyDonation(input: $input) { id accessToken } }`;

const decodeEntities = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The markup React rendered into `<div id="root">` on the server, up to the inlined state that follows it. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('<script', start));
}

/** The text of that markup, before any script runs: what a phone paints first. */
function rootText(html: string): string {
  return decodeEntities(
    rootOf(html)
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The state inlined for the browser's first render: the same answer the server rendered from. */
function inlinedAnswer(html: string): any {
  const json = /<script type="application\/json" id="apollo-state">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? JSON.parse(json).private : undefined;
}

// The donor opens the link e-mailed to them: the page must show their donation in the
// HTML itself (a slow phone, no JavaScript), not a spinner the script replaces.
describe('private pages rendered whole on the server', () => {
  let psp: FakePsp;
  let app: TestApp;
  let webhookUrl: string;
  // Every line the app logs, at its most talkative: the private pages' tokens must be in none.
  const logged: string[] = [];
  const logTo = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  beforeAll(async () => {
    ensureWebBuild();
    psp = await startFakePsp();
    app = await startTestApp({
      logTo,
      env: psp.env({ LOG_LEVEL: 'trace', PIX_KEY: 'doacoes@instituto-exemplo.org.br', PIX_WEBHOOK_SECRET: WEBHOOK_SECRET }),
      content: (content) => ({ ...content, organisation: { ...content.organisation, cnpj: '11222333000181' } }),
    });
    webhookUrl = `${app.url}/api/pix/webhook/${WEBHOOK_SECRET}`;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await psp?.close();
  });

  const open = async (path: string) => {
    const response = await fetch(`${app.url}${path}`);
    return { response, html: await response.text() };
  };
  const expectPrivateHeaders = (response: Response) => {
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  };

  it("shows a pending donation's status, amount and PIX code in the server's HTML, then the same once paid through the PSP", async () => {
    const id = await createDonation(app, { amount: '80,00' });
    const { body } = await app.graphql(PIX_CODE, pixVariables(id));
    const { pixCode } = body.data.pixCode as { pixCode: string };
    const path = `/minha-doacao/${pixVariables(id).accessToken}`;

    const pending = await open(path);
    expect(pending.response.status).toBe(200);
    expectPrivateHeaders(pending.response);
    const pendingText = rootText(pending.html);
    expect(pendingText).toContain('Minha doação');
    expect(pendingText).toContain('R$ 80,00');
    expect(pendingText).toContain('aguardando pagamento');
    expect(pendingText).toContain('Código PIX copia e cola');
    expect(pending.html).toContain(pixCode);
    // The QR code too, drawn by the server: a phone without JavaScript can be paid from another device.
    const qr = /<img[^>]*data-testid="pix-qr"[^>]*>/.exec(rootOf(pending.html))?.[0] ?? '';
    expect(qr).toContain('alt="QR code do PIX: leia com o app do seu banco"');
    expect(qr).toContain('src="data:image/svg+xml');
    expect(pendingText).not.toContain('Carregando');
    expect(pending.html).not.toContain('aria-label="Carregando a sua doação"');
    // The browser's first render starts from the very answer the HTML shows.
    expect(inlinedAnswer(pending.html)).toMatchObject({
      operationName: 'DonorDonation',
      data: { donorDonation: { id, status: 'PENDING', amount: '80.00' } },
      error: null,
    });

    const { txid } = (await app.deps.models.Donation.findById(new Types.ObjectId(id)).lean())!;
    expect((await psp.notify(webhookUrl, [psp.pay(txid!)])).status).toBe(200);
    const paid = await open(path);
    expect(paid.response.status).toBe(200);
    expectPrivateHeaders(paid.response);
    const paidText = rootText(paid.html);
    expect(paidText).toContain('R$ 80,00');
    expect(paidText).toContain('pago');
    expect(paidText).not.toContain('aguardando pagamento');
    expect(paidText).toMatch(/Paga em \d{2}\/\d{2}\/\d{4}/);
    expect(paidText).toContain('Baixar recibo');
    expect(paidText).toContain('Chame mais gente para ajudar');
    expect(paid.html).not.toContain(pixCode);
    expect(paid.html).not.toContain('QR code do PIX');
  });

  it("answers an unknown link with the page's own not-found message, rendered on the server, and 404", async () => {
    for (const path of [`/minha-doacao/${'A'.repeat(22)}`, `/doacao-mensal/${'B'.repeat(22)}`]) {
      const { response, html } = await open(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expectPrivateHeaders(response);
      expect(rootText(html)).toContain('Link não encontrado. Confira o endereço que você recebeu por e-mail.');
      expect(inlinedAnswer(html)).toMatchObject({ data: null, error: { code: 'NOT_FOUND' } });
    }
  });

  it("shows a monthly donation's status and amount in the server's HTML", async () => {
    expect((await app.graphql(SET_MONTHLY, {}, admin)).body.data.setMonthlyGiving.enabled).toBe(true);
    const { body } = await app.graphql(CREATE_MONTHLY, {
      input: {
        idempotencyKey: `monthly-${new Types.ObjectId().toHexString()}`,
        name: 'Rita de Cássia Souza',
        cpf: '529.982.247-25',
        email: 'rita@example.com',
        amount: '40,00',
        dayOfMonth: 10,
        payFirstNow: true,
      },
    });
    const { response, html } = await open(`/doacao-mensal/${body.data.createMonthlyDonation.accessToken}`);
    expect(response.status).toBe(200);
    expectPrivateHeaders(response);
    const text = rootText(html);
    expect(text).toContain('Aguardando autorização');
    expect(text).toContain('R$ 40,00 por mês');
    expect(text).toContain('Todo dia 10');
    // The authorisation's QR code, drawn by the server.
    expect(rootOf(html)).toMatch(
      /<img[^>]*data-testid="pix-qr"[^>]*src="data:image\/svg\+xml|<img[^>]*src="data:image\/svg\+xml[^>]*data-testid="pix-qr"/,
    );
    expect(text).not.toContain('Carregando');
  });

  it('reads the donation with the token from the path, and writes the token into no log line', async () => {
    const id = await createDonation(app);
    const token = pixVariables(id).accessToken;
    const before = logged.length;
    expect(rootText((await open(`/minha-doacao/${token}`)).html)).toContain('aguardando pagamento');
    const lines = logged.slice(before);
    // The request was logged (its path redacted), and nothing of it holds the token.
    expect(lines.some((line) => line.includes('/minha-doacao/'))).toBe(true);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
    expect(logged.filter((line) => line.includes(token))).toEqual([]);
  });
});
