import { Types } from 'mongoose';
import { CAMPAIGN_ID } from '../../api/src/campaign/model.js';
import { startFakePsp, type FakePsp } from '../support/fake-psp.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import {
  CREATE_DONATION,
  PIX_CODE,
  createDonation,
  firstError,
  pixVariables,
  validDonation,
} from '../support/donation-scenarios.js';

/**
 * Issue 39, "Milestones and the goal": milestones recorded as payments pass them, a stretch
 * goal ("meta estendida") once the goal is reached, and the campaign's closing: every way of
 * donating refused with CAMPAIGN_CLOSED and the organiser's words, the monthly donations
 * cancelled with an e-mail, and a payment of a code issued before still counted.
 */

const WEBHOOK_SECRET = 'psp-webhook-secret-goal-0123456';
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const CLOSING_MESSAGE = 'Alcançamos a meta da cirurgia. Obrigado a cada um de vocês!';
const SURPLUS = 'O que passar da meta vai para a fisioterapia dos próximos 6 meses.';

const GOAL = `{ campaign { raised goal monthlyGiving goalExtensions { previousGoal goal reason extendedAt }
  closing { closedAt message surplusText spent balance } milestones { percent passed passedAt } } }`;
const EXTEND = `mutation Extend($input: ExtendGoalInput!) { extendGoal(input: $input) { goal goalExtensions { previousGoal goal reason } } }`;
const CLOSE = `mutation Close($input: CloseCampaignInput!) {
  closeCampaign(input: $input) { monthlyCancelled monthlyFailed campaign { closing { message surplusText } } }
}`;
const CREATE_MONTHLY = `mutation Create($input: CreateMonthlyDonationInput!) { createMonthlyDonation(input: $input) { id accessToken } }`;
const SET_MONTHLY = `mutation { setMonthlyGiving(enabled: true, retryPolicy: RETRY_3_IN_7_DAYS) { enabled } }`;

const clock = Date.parse('2026-11-25T15:00:00Z');
const now = () => new Date(clock);

describe('the goal: milestones, a stretch goal, closing the campaign', () => {
  let psp: FakePsp;
  let app: TestApp;
  let webhookUrl: string;

  beforeAll(async () => {
    psp = await startFakePsp({ now });
    app = await startTestApp({
      now,
      env: psp.env({
        PIX_KEY: 'doacoes@instituto-exemplo.org.br',
        PIX_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RATE_LIMIT_CREATE_DONATION: '100000/60',
        RATE_LIMIT_PIX_CODE: '100000/60',
      }),
      content: (content) => ({
        ...content,
        goalCents: 100_00,
        baselineRaisedCents: 0,
        baselineSupporters: 0,
        organisation: { ...content.organisation, cnpj: '11222333000181' },
      }),
    });
    webhookUrl = `${app.url}/api/pix/webhook/${WEBHOOK_SECRET}`;
  });
  afterAll(async () => {
    await app?.close();
    await psp?.close();
  });

  const goal = async () => (await app.graphql(GOAL)).body.data.campaign;
  const txidOf = async (id: string) => (await app.deps.models.Donation.findById(new Types.ObjectId(id)).lean())!.txid;

  /** A donation with its PIX code issued, not paid yet. */
  async function charged(amount: string): Promise<{ id: string; txid: string }> {
    const id = await createDonation(app, { amount });
    const { body } = await app.graphql(PIX_CODE, pixVariables(id));
    if (!body.data?.pixCode) throw new Error(JSON.stringify(body.errors));
    return { id, txid: await txidOf(id) };
  }
  async function pay(txid: string): Promise<void> {
    expect((await psp.notify(webhookUrl, [psp.pay(txid)])).status).toBe(200);
  }

  it('records each milestone when a payment passes it, and the page reads which are passed', async () => {
    expect((await goal()).milestones.every((milestone: { passed: boolean }) => !milestone.passed)).toBe(true);
    await pay((await charged('30,00')).txid);
    const { milestones } = await goal();
    expect(milestones.map((milestone: { passed: boolean }) => milestone.passed)).toEqual([true, false, false, false]);
    expect(milestones[0].passedAt).toBe(now().toISOString());
  });

  it('refuses a stretch goal before the goal is reached, and one below what was raised', async () => {
    const early = await app.graphql(EXTEND, { input: { goal: '200', reason: 'Mais sessões' } }, admin);
    expect(firstError(early.body).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'goal' });
    await pay((await charged('70,00')).txid);
    expect((await goal()).milestones.map((milestone: { passed: boolean }) => milestone.passed)).toEqual([true, true, true, true]);
    const low = await app.graphql(EXTEND, { input: { goal: '90', reason: 'Mais sessões' } }, admin);
    expect(firstError(low.body).extensions.code).toBe('BAD_USER_INPUT');
    const noReason = await app.graphql(EXTEND, { input: { goal: '150', reason: '  ' } }, admin);
    expect(firstError(noReason.body)).toMatchObject({
      message: 'Conte por que a meta foi estendida: a página mostra o motivo.',
      extensions: { code: 'BAD_USER_INPUT', field: 'reason' },
    });
    // Only with the organiser's sign-in.
    expect(firstError((await app.graphql(EXTEND, { input: { goal: '150', reason: 'x' } })).body).extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('a stretch goal moves the bar: the new goal, the original one as reached, the reason', async () => {
    const reason = 'A cirurgia foi paga; agora, a fisioterapia.';
    const { body } = await app.graphql(EXTEND, { input: { goal: '200', reason } }, admin);
    expect(body.data.extendGoal).toEqual({
      goal: '200.00',
      goalExtensions: [{ previousGoal: '100.00', goal: '200.00', reason }],
    });
    const campaign = await goal();
    expect(campaign).toMatchObject({ raised: '100.00', goal: '200.00' });
    // 25 and 50 % of the new goal were behind the total as it was set: passed, but no payment passed them.
    expect(campaign.milestones).toEqual([
      { percent: 25, passed: true, passedAt: null },
      { percent: 50, passed: true, passedAt: null },
      { percent: 75, passed: false, passedAt: null },
      { percent: 100, passed: false, passedAt: null },
    ]);
    expect(await app.deps.models.AuditEntry.countDocuments({ action: 'extendGoal' })).toBe(1);
  });

  it('closing refuses every way of donating with CAMPAIGN_CLOSED and the message, cancels the monthly donations, and still counts a code issued before', async () => {
    // Before closing: an active monthly donation, and a one-off donation whose code is issued but unpaid.
    expect((await app.graphql(SET_MONTHLY, {}, admin)).body.data.setMonthlyGiving.enabled).toBe(true);
    const monthly = await app.graphql(CREATE_MONTHLY, {
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
    const recurrenceId = new Types.ObjectId(monthly.body.data.createMonthlyDonation.id as string);
    const { idRec } = (await app.deps.models.Recurrence.findById(recurrenceId).lean())!;
    const { rec, payment } = psp.authorise(idRec!);
    await psp.notify(webhookUrl, [payment!]);
    await psp.notifyRec(webhookUrl, [rec]);
    expect((await app.deps.models.Recurrence.findById(recurrenceId).lean())!.status).toBe('active');
    const before = await charged('25,00');
    const raisedBefore = (await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!.raisedCents;

    const closed = await app.graphql(CLOSE, { input: { message: CLOSING_MESSAGE, surplusText: SURPLUS } }, admin);
    expect(closed.body.data.closeCampaign).toEqual({
      monthlyCancelled: 1,
      monthlyFailed: 0,
      campaign: { closing: { message: CLOSING_MESSAGE, surplusText: SURPLUS } },
    });
    // The monthly donation: cancelled at the PSP and here, the donor e-mailed with the organiser's words.
    expect(psp.recs.get(idRec!)!.status).toBe('CANCELADA');
    expect((await app.deps.models.Recurrence.findById(recurrenceId).lean())!).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'organiser',
    });
    const notice = await app.deps.models.OutboxMessage.findOne({
      eventKey: `monthly-cancelled:${recurrenceId.toHexString()}`,
    }).lean();
    expect(notice!.text).toContain('A campanha foi encerrada');
    expect(notice!.text).toContain(CLOSING_MESSAGE);

    const refusal = `Esta campanha foi encerrada e não recebe mais doações. ${CLOSING_MESSAGE}`;
    const expectClosed = (error: { message: string; extensions: Record<string, unknown> }) =>
      expect(error).toMatchObject({ message: refusal, extensions: { code: 'CAMPAIGN_CLOSED' } });

    // GraphQL: createDonation, createMonthlyDonation. A code issued before closing is still shown
    // (it counts when paid, below); no new one is (tests/api/closing-codes.test.ts).
    expectClosed(firstError((await app.graphql(CREATE_DONATION, { input: validDonation() })).body));
    expect((await app.graphql(PIX_CODE, pixVariables(before.id))).body.data.pixCode.donationId).toBe(before.id);
    const monthlyAgain = await app.graphql(CREATE_MONTHLY, {
      input: {
        idempotencyKey: `monthly-${new Types.ObjectId().toHexString()}`,
        name: 'Ana Lima',
        cpf: '529.982.247-25',
        email: 'ana@example.com',
        amount: '30,00',
        dayOfMonth: 5,
        payFirstNow: true,
      },
    });
    expectClosed(firstError(monthlyAgain.body));

    // The REST aliases: 410, the same code and message.
    const rest = await fetch(`${app.url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validDonation()),
    });
    expect(rest.status).toBe(410);
    expect(await rest.json()).toEqual({ code: 'CAMPAIGN_CLOSED', message: refusal });
    const restPix = await fetch(`${app.url}/api/pix/${before.id}?accessToken=${pixVariables(before.id).accessToken}`);
    expect(restPix.status).toBe(200);
    expect(await restPix.json()).toMatchObject({ donationId: before.id });

    // The no-JavaScript form: its POST (even with every field valid) and the form itself.
    const form = await fetch(`${app.url}/doar`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        amount: '50,00',
        name: 'Ana Lima',
        email: 'ana@example.com',
        phone: '11987654321',
        cpf: '52998224725',
        idempotencyKey: 'form-closed-00000001',
      }).toString(),
    });
    expect(form.status).toBe(410);
    const html = await form.text();
    expect(html).toContain('Campanha encerrada');
    expect(html).toContain(CLOSING_MESSAGE);
    expect(html).not.toContain('<form');
    const page = await fetch(`${app.url}/doar?valor=50`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(CLOSING_MESSAGE);

    // Nothing was stored by the refusals.
    expect(await app.deps.models.Donation.countDocuments({ name: 'Ana Lima' })).toBe(0);

    // Money received is never dropped: the code issued before closing is paid now, and counts.
    await pay(before.txid);
    expect((await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!.raisedCents).toBe(raisedBefore + 25_00);

    const campaign = await goal();
    expect(campaign.monthlyGiving).toBe(false);
    expect(campaign.closing).toMatchObject({ message: CLOSING_MESSAGE, surplusText: SURPLUS, closedAt: now().toISOString() });
    // The record's balance, as /transparencia says it: raised − spent (nothing spent here).
    expect(campaign.closing).toMatchObject({ spent: '0.00', balance: campaign.raised });
  });

  it('closing again changes nothing: the first message stays, no second e-mail; the goal no longer moves', async () => {
    const again = await app.graphql(CLOSE, { input: { message: 'Outra mensagem' } }, admin);
    expect(again.body.data.closeCampaign).toMatchObject({
      monthlyCancelled: 0,
      monthlyFailed: 0,
      campaign: { closing: { message: CLOSING_MESSAGE } },
    });
    expect(await app.deps.models.AuditEntry.countDocuments({ action: 'closeCampaign' })).toBe(1);
    expect(await app.deps.models.OutboxMessage.countDocuments({ eventKey: /^monthly-cancelled:/ })).toBe(1);
    const extend = await app.graphql(EXTEND, { input: { goal: '500', reason: 'Mais' } }, admin);
    expect(firstError(extend.body).extensions.code).toBe('CONFLICT');
    const noMessage = await app.graphql(CLOSE, { input: { message: '' } }, admin);
    expect(firstError(noMessage.body).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'message' });
  });
});
