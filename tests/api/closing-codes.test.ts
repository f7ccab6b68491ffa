import { Types } from 'mongoose';
import { CAMPAIGN_ID } from '../../api/src/campaign/model.js';
import { PIX_EXPIRY_SECONDS } from '../../rules/pix.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import { PIX_CODE, createDonation, firstError, manualClock, notifyPayment, pixVariables } from '../support/donation-scenarios.js';

/**
 * A code issued before the campaign closed still counts when paid (docs/PRODUCT.md), so its
 * donor may open it again after closing, until it expires; no new code is issued once closed.
 */

const WEBHOOK_SECRET = 'closing-codes-webhook-0123456789';
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const CLOSING_MESSAGE = 'Chegamos ao fim da campanha. Obrigado!';
const REFUSAL = `Esta campanha foi encerrada e não recebe mais doações. ${CLOSING_MESSAGE}`;
const CLOSE = `mutation Close($input: CloseCampaignInput!) { closeCampaign(input: $input) { campaign { closing { message } } } }`;

describe('a PIX code issued before closing', () => {
  const clock = manualClock();
  let app: TestApp;
  let issued: { donationId: string; pixCode: string; amount: string; expiresAt: string };
  let issuedId: string;
  let withoutCode: string;

  const pixCode = (id: string, accessToken = pixVariables(id).accessToken) => app.graphql(PIX_CODE, { id, accessToken });
  const restPixCode = (id: string, accessToken = pixVariables(id).accessToken) =>
    fetch(`${app.url}/api/pix/${id}`, { headers: { 'x-access-token': accessToken } });
  const expectClosed = async (answer: Promise<{ body: { errors?: any[] } }>) =>
    expect(firstError((await answer).body)).toMatchObject({ message: REFUSAL, extensions: { code: 'CAMPAIGN_CLOSED' } });

  beforeAll(async () => {
    app = await startTestApp({
      now: clock.now,
      env: { PIX_WEBHOOK_SECRET: WEBHOOK_SECRET, RATE_LIMIT_PIX_CODE: '100000/60', RATE_LIMIT_CREATE_DONATION: '100000/60' },
    });
    // Before closing: one donation whose donor saw its code, one created but never shown a code.
    issuedId = await createDonation(app, { amount: '30,00' });
    issued = (await pixCode(issuedId)).body.data.pixCode;
    expect(issued.pixCode).toBeTruthy();
    withoutCode = await createDonation(app, { amount: '40,00' });
    clock.advanceSeconds(60);
    const closed = await app.graphql(CLOSE, { input: { message: CLOSING_MESSAGE } }, admin);
    expect(closed.body.data.closeCampaign.campaign.closing.message).toBe(CLOSING_MESSAGE);
  });
  afterAll(() => app?.close());

  it('is shown again, the same code, through GraphQL and GET /api/pix/:id', async () => {
    const again = await pixCode(issuedId);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.pixCode).toEqual(issued);
    const rest = await restPixCode(issuedId);
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ donationId: issuedId, pixCode: issued.pixCode, amount: issued.amount });
  });

  it('no new code is issued after closing, and a wrong token or id learns nothing more than the closing', async () => {
    await expectClosed(pixCode(withoutCode));
    const rest = await restPixCode(withoutCode);
    expect(rest.status).toBe(410);
    expect(await rest.json()).toEqual({ code: 'CAMPAIGN_CLOSED', message: REFUSAL });
    // Nothing was issued: the donation still has no code.
    const stored = await app.deps.models.Donation.findById(new Types.ObjectId(withoutCode)).lean();
    expect(stored!.pixCode ?? null).toBeNull();

    await expectClosed(pixCode(issuedId, 'not-the-token'));
    await expectClosed(pixCode(new Types.ObjectId().toHexString(), 'whatever'));
    await expectClosed(pixCode('not-an-id', 'whatever'));
    expect((await restPixCode(issuedId, 'not-the-token')).status).toBe(410);
  });

  it('still counts when paid, and once paid is not shown any more', async () => {
    const raisedBefore = (await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!.raisedCents;
    const { txid } = (await app.deps.models.Donation.findById(new Types.ObjectId(issuedId)).lean())!;
    const paid = await notifyPayment(app, WEBHOOK_SECRET, {
      endToEndId: 'E12345678202611251500closing01',
      txid,
      valor: '30.00',
      horario: clock.now().toISOString(),
    });
    expect(paid.status).toBe(200);
    expect((await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!.raisedCents).toBe(raisedBefore + 30_00);
    // Paid: nothing left to pay with it.
    await expectClosed(pixCode(issuedId));
  });
});

describe('a code issued before closing, at its expiry', () => {
  const clock = manualClock();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ now: clock.now, env: { RATE_LIMIT_PIX_CODE: '100000/60' } });
  });
  afterAll(() => app?.close());

  it('is shown until it expires, then refused like any other', async () => {
    const id = await createDonation(app);
    const issued = (await app.graphql(PIX_CODE, pixVariables(id))).body.data.pixCode;
    await app.graphql(CLOSE, { input: { message: CLOSING_MESSAGE } }, admin);
    clock.advanceSeconds(PIX_EXPIRY_SECONDS - 5);
    expect((await app.graphql(PIX_CODE, pixVariables(id))).body.data.pixCode).toEqual(issued);
    clock.advanceSeconds(10);
    expect(firstError((await app.graphql(PIX_CODE, pixVariables(id))).body).extensions.code).toBe('CAMPAIGN_CLOSED');
  });
});
