import { readFileSync } from 'node:fs';
import { Types } from 'mongoose';
import { CAMPAIGN_ID } from '../../api/src/campaign/model.js';
import { ApiPixClient, ApiPixError } from '../../api/src/pix/api-pix/client.js';
import { reconcileWithPsp } from '../../api/src/payments/psp-reconcile.js';
import { PIX_CODE, pixVariables, createDonation, firstError } from '../support/donation-scenarios.js';
import { startFakePsp, type FakePsp } from '../support/fake-psp.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const WEBHOOK_SECRET = 'psp-webhook-secret-0123456789';
const PIX_KEY = 'doacoes@instituto-exemplo.org.br';
const STATUS = `query Status($id: ID!, $accessToken: String!) { donationStatus(id: $id, accessToken: $accessToken) { status paidAt } }`;
const ISSUES = `{ paymentIssues { nodes { kind endToEndId amount expectedAmount } } }`;

describe('api-pix provider against a stand-in PSP (HTTPS, mutual TLS, OAuth2)', () => {
  let psp: FakePsp;
  let app: TestApp;
  let webhookUrl: string;

  beforeAll(async () => {
    psp = await startFakePsp();
    app = await startTestApp({
      env: psp.env({
        PIX_KEY,
        PIX_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RATE_LIMIT_CREATE_DONATION: '100000/60',
        RATE_LIMIT_PIX_CODE: '100000/60',
      }),
    });
    webhookUrl = `${app.url}/api/pix/webhook/${WEBHOOK_SECRET}`;
  });
  afterAll(async () => {
    await app?.close();
    await psp?.close();
  });

  const raised = async () => (await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!.raisedCents;
  const donation = async (id: string) => (await app.deps.models.Donation.findById(new Types.ObjectId(id)).lean())!;

  async function chargedDonation(amount = '100,00'): Promise<{ id: string; txid: string }> {
    const id = await createDonation(app, { amount });
    const { body } = await app.graphql(PIX_CODE, pixVariables(id));
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return { id, txid: (await donation(id)).txid };
  }

  it('creates the charge with PUT /cob/{txid} and gives the donor the PSP’s copia e cola', async () => {
    const count = (request: (line: string) => boolean) => psp.requests.filter(request).length;
    const isTokenRequest = (line: string) => line === 'POST /oauth/token';
    const isCharge = (line: string) => line.startsWith('PUT /v2/cob/');
    const chargesBefore = count(isCharge);
    const id = await createDonation(app, { amount: '150,00' });
    const { body } = await app.graphql(PIX_CODE, pixVariables(id));
    expect(body.errors).toBeUndefined();
    const { txid } = await donation(id);
    expect(txid).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    const cob = psp.cobs.get(txid)!;
    expect(cob).toMatchObject({
      calendario: { expiracao: 1800 },
      valor: { original: '150.00' },
      chave: PIX_KEY,
      status: 'ATIVA',
    });
    expect(cob.solicitacaoPagador).toMatch(/Doação/);
    expect(body.data.pixCode.pixCode).toBe(cob.pixCopiaECola);
    expect((await donation(id)).pixCode).toBe(cob.pixCopiaECola);

    // The same donation keeps its code; a second donation reuses the OAuth token.
    const again = await app.graphql(PIX_CODE, pixVariables(id));
    expect(again.body.data.pixCode.pixCode).toBe(cob.pixCopiaECola);
    const tokensAfterFirstCharge = count(isTokenRequest);
    expect(tokensAfterFirstCharge).toBeGreaterThanOrEqual(1);
    await chargedDonation();
    expect(count(isTokenRequest)).toBe(tokensAfterFirstCharge);
    expect(count(isCharge) - chargesBefore).toBe(2);
  });

  it('refuses to talk without our client certificate, and with one the PSP does not trust', async () => {
    const settings = {
      baseUrl: psp.baseUrl,
      tokenUrl: new URL('/oauth/token', psp.baseUrl).toString(),
      clientId: psp.clientId,
      clientSecret: psp.clientSecret,
      ca: readFileSync(psp.certificates.caFile),
      timeoutMs: 3000,
    };
    const txid = 'cob0123456789abcdef0123456789';
    const noCertificate = new ApiPixClient(settings);
    await expect(noCertificate.getCob(txid)).rejects.toBeInstanceOf(ApiPixError);
    const stranger = new ApiPixClient({
      ...settings,
      cert: readFileSync(psp.certificates.strangerCertFile),
      key: readFileSync(psp.certificates.strangerKeyFile),
    });
    await expect(stranger.getCob(txid)).rejects.toBeInstanceOf(ApiPixError);
    // And we refuse a PSP whose certificate our CA file does not vouch for.
    const wrongCa = new ApiPixClient({
      ...settings,
      cert: readFileSync(psp.certificates.clientCertFile),
      key: readFileSync(psp.certificates.clientKeyFile),
      ca: readFileSync(psp.certificates.strangerCertFile),
    });
    await expect(wrongCa.getCob(txid)).rejects.toBeInstanceOf(ApiPixError);
    for (const client of [noCertificate, stranger, wrongCa]) client.close();
  });

  it('a payment webhook, checked with GET /cob/{txid}, marks the donation paid; a duplicate changes nothing', async () => {
    const { id, txid } = await chargedDonation('100,00');
    const before = await raised();
    const payment = psp.pay(txid);
    const gets = psp.requests.filter((line) => line === `GET /v2/cob/${txid}`).length;

    const response = await psp.notify(webhookUrl, [payment]);
    expect(response.status).toBe(200);
    expect(psp.requests.filter((line) => line === `GET /v2/cob/${txid}`).length).toBe(gets + 1);
    expect((await app.graphql(STATUS, pixVariables(id))).body.data.donationStatus.status).toBe('PAID');
    expect((await raised()) - before).toBe(10000);

    const duplicate = await psp.notify(webhookUrl, [payment]);
    expect(await duplicate.json()).toMatchObject({ results: [{ outcome: 'CONFIRMED', repeated: true }] });
    expect((await raised()) - before).toBe(10000);
  });

  it('a webhook for a txid nobody issued is recorded and answered 200', async () => {
    const before = await raised();
    const response = await psp.notify(webhookUrl, [
      {
        endToEndId: 'E12345678202611221200unknown0001',
        txid: 'cobffffffffffffffffffffffff',
        valor: '20.00',
        horario: new Date().toISOString(),
      },
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ results: [{ outcome: 'UNKNOWN_TXID' }] });
    expect(await raised()).toBe(before);
  });

  it('an amount that differs from the charge is flagged for the organiser, not paid', async () => {
    const { id, txid } = await chargedDonation('50,00');
    const payment = psp.pay(txid, { valor: '5.00' });
    const response = await psp.notify(webhookUrl, [payment]);
    expect(await response.json()).toMatchObject({ results: [{ outcome: 'AMOUNT_MISMATCH' }] });
    expect((await donation(id)).status).toBe('pending');
    const issues = (await app.graphql(ISSUES, {}, { authorization: `Bearer ${ADMIN_TOKEN}` })).body.data.paymentIssues.nodes;
    expect(issues).toContainEqual({
      kind: 'AMOUNT_MISMATCH',
      endToEndId: payment.endToEndId,
      amount: '5.00',
      expectedAmount: '50.00',
    });
  });

  it('a forged notification the PSP knows nothing about is not marked paid', async () => {
    const { id, txid } = await chargedDonation('30,00');
    const response = await psp.notify(webhookUrl, [
      { endToEndId: 'E99999999202611221200forged00001', txid, valor: '30.00', horario: new Date().toISOString() },
    ]);
    expect(await response.json()).toMatchObject({ results: [{ outcome: 'UNVERIFIED' }] });
    expect((await donation(id)).status).toBe('pending');
  });

  it('a lost webhook is recovered by the periodic reconciliation with the PSP', async () => {
    const { id, txid } = await chargedDonation('250,00');
    const before = await raised();
    psp.pay(txid); // paid at the PSP, notification never arrives
    const report = await reconcileWithPsp(app.deps);
    expect(report.confirmed).toBe(1);
    expect((await donation(id)).status).toBe('paid');
    expect((await donation(id)).confirmedBy).toBe('reconciliation');
    expect((await raised()) - before).toBe(25000);
    // Running it again finds nothing new.
    expect((await reconcileWithPsp(app.deps)).confirmed).toBe(0);
    expect((await raised()) - before).toBe(25000);
  });

  it('PSP down while creating the charge: a clear error for the donor, nothing half-written, works again later', async () => {
    const id = await createDonation(app, { amount: '100,00' });
    psp.down = true;
    try {
      const { body } = await app.graphql(PIX_CODE, pixVariables(id));
      const error = firstError(body);
      expect(error.extensions.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      expect(error.message).toMatch(/Não foi possível gerar o código PIX/);
      const rest = await fetch(`${app.url}/api/pix/${id}?accessToken=${pixVariables(id).accessToken}`);
      expect(rest.status).toBe(502);
      expect(await rest.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    } finally {
      psp.down = false;
    }
    expect(await donation(id)).toMatchObject({ status: 'pending', pixCode: null, pixIssuedAt: null, expiresAt: null });
    const { body } = await app.graphql(PIX_CODE, pixVariables(id));
    expect(body.errors).toBeUndefined();
    expect(body.data.pixCode.pixCode).toBe(psp.cobs.get((await donation(id)).txid)!.pixCopiaECola);
  });

  it('PSP down while a webhook is being verified: an error status so the PSP retries, and the retry confirms', async () => {
    const { id, txid } = await chargedDonation('50,00');
    const payment = psp.pay(txid);
    psp.down = true;
    let response: Response;
    try {
      response = await psp.notify(webhookUrl, [payment]);
    } finally {
      psp.down = false;
    }
    expect(response.status).toBe(502);
    expect((await donation(id)).status).toBe('pending');
    expect(await app.deps.models.PixPayment.countDocuments({ endToEndId: payment.endToEndId })).toBe(0);
    expect((await psp.notify(webhookUrl, [payment])).status).toBe(200);
    expect((await donation(id)).status).toBe('paid');
  });
});
