import { Types } from 'mongoose';
import { CAMPAIGN_ID } from '../../api/src/campaign/model.js';
import { checkBooks } from '../../api/src/payments/books.js';
import { reconcileWithPsp } from '../../api/src/payments/psp-reconcile.js';
import { finishInterruptedPayments } from '../../api/src/payments/service.js';
import { PIX_CODE, createDonation, firstError, paidDonation, pixVariables } from '../support/donation-scenarios.js';
import { startFakePsp, type FakePsp } from '../support/fake-psp.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { ADMIN } from '../support/transparency-scenarios.js';

const WEBHOOK_SECRET = 'psp-webhook-secret-0123456789';
const ENV = { PIX_WEBHOOK_SECRET: WEBHOOK_SECRET, RATE_LIMIT_CREATE_DONATION: '100000/60', RATE_LIMIT_PIX_CODE: '100000/60' };
const REFUND_FIELDS = 'id refundId paymentId donationId amount countsInTotals method status failure settledAt';
const REFUND_PAYMENT = `mutation($paymentId: ID!, $reason: String) { refundPayment(paymentId: $paymentId, reason: $reason) { ${REFUND_FIELDS} } }`;
const REFUND_DONATION = `mutation($donationId: ID!, $reason: String) { refundDonation(donationId: $donationId, reason: $reason) { ${REFUND_FIELDS} } }`;
const REFUNDS = `{ refunds(first: 50) { nodes { ${REFUND_FIELDS} } } }`;
const ISSUES = `{ paymentIssues { nodes { id kind amount donationId } } }`;
const BOOKS = `{ booksCheck { raised expectedRaised difference refunded refundedCount spent balance differingLines supportersCount expectedSupporters } }`;

interface Totals {
  confirmedDonations: string;
  refunded: string;
  raised: string;
  duplicatePayments: string;
  duplicatePaymentsCount: number;
  duplicatePaymentsRefunded: string;
}

async function snapshot(app: TestApp) {
  const campaign = (await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!;
  const ledger = (await (await fetch(`${app.url}/api/transparency`)).json()) as {
    totals: Totals;
    donations: { nodes: { amount: string; refunded: boolean }[] };
    refunds: { kind: string; status: string; amount: string }[];
    duplicatePayments: { refund: string | null }[];
  };
  const hero = (await app.graphql('{ campaign { raised supportersCount } }')).body.data.campaign;
  return { raisedCents: campaign.raisedCents, supporters: campaign.supportersCount, ledger, hero };
}

describe('refunds through the api-pix provider and its stand-in PSP', () => {
  let psp: FakePsp;
  let app: TestApp;
  let webhookUrl: string;

  beforeAll(async () => {
    psp = await startFakePsp();
    app = await startTestApp({ env: psp.env(ENV) });
    webhookUrl = `${app.url}/api/pix/webhook/${WEBHOOK_SECRET}`;
  });
  afterAll(async () => {
    await app?.close();
    await psp?.close();
  });

  async function paidThroughPsp(amount: string) {
    const id = await createDonation(app, { amount });
    await app.graphql(PIX_CODE, pixVariables(id));
    const { txid } = (await app.deps.models.Donation.findById(id).lean())!;
    const payment = psp.pay(txid);
    expect((await psp.notify(webhookUrl, [payment])).status).toBe(200);
    return { id, txid, payment };
  }

  it('a second payment of a paid charge is a duplicate, counted once however often it is reported, and refunded through the PSP', async () => {
    const { id, txid } = await paidThroughPsp('60,00');
    const before = await snapshot(app);
    const second = psp.pay(txid);
    for (let attempt = 0; attempt < 3; attempt++) expect((await psp.notify(webhookUrl, [second])).status).toBe(200);
    const after = await snapshot(app);
    expect(after.raisedCents).toBe(before.raisedCents);
    expect(after.ledger.totals).toMatchObject({
      duplicatePaymentsCount: 1,
      duplicatePayments: '60.00',
      raised: after.hero.raised,
    });
    expect(after.ledger.duplicatePayments).toEqual([expect.objectContaining({ refund: null })]);

    const issue = (await app.graphql(ISSUES, {}, ADMIN)).body.data.paymentIssues.nodes.find(
      (node: { kind: string; donationId: string }) => node.kind === 'DUPLICATE_PAYMENT' && node.donationId === id,
    );
    const { body } = await app.graphql(REFUND_PAYMENT, { paymentId: issue.id, reason: 'Pagou duas vezes' }, ADMIN);
    expect(body.errors).toBeUndefined();
    const refund = body.data.refundPayment;
    expect(refund).toMatchObject({ amount: '60.00', countsInTotals: false, method: 'API_PIX', status: 'EM_PROCESSAMENTO' });
    expect(psp.refunds.get(`${second.endToEndId}/${refund.refundId}`)).toMatchObject({
      valor: '60.00',
      status: 'EM_PROCESSAMENTO',
    });
    // Asking again while it is in flight repeats the same request: still one refund at the PSP.
    const again = await app.graphql(REFUND_PAYMENT, { paymentId: issue.id }, ADMIN);
    expect(again.body.data.refundPayment.refundId).toBe(refund.refundId);
    expect([...psp.refunds.keys()].filter((key) => key.startsWith(second.endToEndId))).toHaveLength(1);

    const report = psp.settleRefund(second.endToEndId, refund.refundId, 'DEVOLVIDO');
    for (let attempt = 0; attempt < 2; attempt++) expect((await psp.notify(webhookUrl, [report])).status).toBe(200);
    const settled = await snapshot(app);
    // The duplicate was never counted: sending it back changes no total.
    expect(settled.raisedCents).toBe(before.raisedCents);
    expect(settled.ledger.totals).toMatchObject({
      duplicatePaymentsRefunded: '60.00',
      refunded: '0.00',
      raised: settled.hero.raised,
    });
    expect(settled.ledger.duplicatePayments).toEqual([expect.objectContaining({ refund: 'DEVOLVIDO' })]);
    expect(settled.ledger.refunds).toEqual([
      expect.objectContaining({ kind: 'duplicate', status: 'DEVOLVIDO', amount: '60.00' }),
    ]);
    const done = await app.graphql(REFUND_PAYMENT, { paymentId: issue.id }, ADMIN);
    expect(firstError(done.body)).toMatchObject({
      message: 'Este pagamento já foi devolvido.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('a refunded donation leaves the total once DEVOLVIDO, once however often reported; the books close', async () => {
    const { id, payment } = await paidThroughPsp('45,00');
    const before = await snapshot(app);
    const { body } = await app.graphql(REFUND_DONATION, { donationId: id }, ADMIN);
    const refund = body.data.refundDonation;
    expect(refund).toMatchObject({ countsInTotals: true, status: 'EM_PROCESSAMENTO', donationId: id });
    expect((await snapshot(app)).raisedCents).toBe(before.raisedCents);

    // A webhook claiming DEVOLVIDO before the PSP says so is checked with the PSP and changes nothing.
    const forged = {
      ...payment,
      devolucoes: [{ ...psp.refunds.get(`${payment.endToEndId}/${refund.refundId}`)!, status: 'DEVOLVIDO' }],
    };
    expect((await psp.notify(webhookUrl, [forged])).status).toBe(200);
    expect((await app.deps.models.Refund.findOne({ refundId: refund.refundId }).lean())!.status).toBe('EM_PROCESSAMENTO');
    expect(psp.requests).toContain(`GET /v2/pix/${payment.endToEndId}/devolucao/${refund.refundId}`);

    const report = psp.settleRefund(payment.endToEndId, refund.refundId, 'DEVOLVIDO');
    await Promise.all([psp.notify(webhookUrl, [report]), psp.notify(webhookUrl, [report]), psp.notify(webhookUrl, [report])]);
    const after = await snapshot(app);
    expect(after.raisedCents).toBe(before.raisedCents - 4500);
    expect(after.supporters).toBe(before.supporters - 1);
    expect(after.ledger.totals.raised).toBe(after.hero.raised);
    expect(after.ledger.donations.nodes.find((line) => line.amount === '45.00')).toMatchObject({ refunded: true });
    const books = (await app.graphql(BOOKS, {}, ADMIN)).body.data.booksCheck;
    expect(books).toMatchObject({
      difference: '0.00',
      differingLines: [],
      refundedCount: 1,
      refunded: '45.00',
      raised: after.ledger.totals.raised,
    });
    expect(books.supportersCount).toBe(books.expectedSupporters);
  });

  it('a refund the SPI could not make (NAO_REALIZADO) changes no total and can be asked again', async () => {
    const { id, payment } = await paidThroughPsp('30,00');
    const before = await snapshot(app);
    const first = (await app.graphql(REFUND_DONATION, { donationId: id }, ADMIN)).body.data.refundDonation;
    const report = psp.settleRefund(payment.endToEndId, first.refundId, 'NAO_REALIZADO', 'Conta encerrada');
    expect((await psp.notify(webhookUrl, [report])).status).toBe(200);
    const refunds = (await app.graphql(REFUNDS, {}, ADMIN)).body.data.refunds.nodes;
    expect(refunds.find((node: { refundId: string }) => node.refundId === first.refundId)).toMatchObject({
      status: 'NAO_REALIZADO',
      failure: 'Conta encerrada',
    });
    expect((await snapshot(app)).raisedCents).toBe(before.raisedCents);
    const second = (await app.graphql(REFUND_DONATION, { donationId: id }, ADMIN)).body.data.refundDonation;
    expect(second.refundId).not.toBe(first.refundId);
    expect(second.status).toBe('EM_PROCESSAMENTO');
  });

  it('a refund whose webhook was lost is settled by the PSP reconciliation', async () => {
    const { id, payment } = await paidThroughPsp('15,00');
    const before = await snapshot(app);
    const refund = (await app.graphql(REFUND_DONATION, { donationId: id }, ADMIN)).body.data.refundDonation;
    psp.settleRefund(payment.endToEndId, refund.refundId, 'DEVOLVIDO');
    // Too recent to be asked about: its webhook may still come.
    expect((await reconcileWithPsp(app.deps)).refundsSettled).toBe(0);
    await app.deps.models.Refund.updateOne(
      { refundId: refund.refundId },
      { $set: { requestedAt: new Date(Date.now() - 120_000) } },
    );
    expect((await reconcileWithPsp(app.deps)).refundsSettled).toBe(1);
    expect((await reconcileWithPsp(app.deps)).refundsSettled).toBe(0);
    expect((await snapshot(app)).raisedCents).toBe(before.raisedCents - 1500);
  });

  it('refuses unknown, malformed and unpaid targets, and the public', async () => {
    expect(
      firstError((await app.graphql(REFUND_PAYMENT, { paymentId: new Types.ObjectId().toHexString() }, ADMIN)).body).extensions,
    ).toMatchObject({
      code: 'NOT_FOUND',
      field: 'paymentId',
    });
    expect(firstError((await app.graphql(REFUND_PAYMENT, { paymentId: 'x' }, ADMIN)).body).extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    const pending = await createDonation(app, { amount: '20,00' });
    expect(firstError((await app.graphql(REFUND_DONATION, { donationId: pending }, ADMIN)).body).extensions.code).toBe(
      'CONFLICT',
    );
    expect(firstError((await app.graphql(REFUND_DONATION, { donationId: pending })).body).extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    const long = await app.graphql(REFUND_DONATION, { donationId: pending, reason: 'x'.repeat(501) }, ADMIN);
    expect(firstError(long.body).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
  });
});

describe('refunds recorded by hand with the static provider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: ENV });
  });
  afterAll(() => app.close());

  it('a donation refunded by hand leaves the total at once, audited; a second refund is refused', async () => {
    const id = await paidDonation(app, { amount: '70,00' });
    const before = await snapshot(app);
    const { body } = await app.graphql(REFUND_DONATION, { donationId: id }, ADMIN);
    expect(body.data.refundDonation).toMatchObject({
      method: 'MANUAL',
      status: 'DEVOLVIDO',
      countsInTotals: true,
      paymentId: null,
    });
    const after = await snapshot(app);
    expect(after.raisedCents).toBe(before.raisedCents - 7000);
    expect(after.ledger.totals).toMatchObject({ refunded: '70.00', raised: after.hero.raised });
    const audit = (await app.graphql('{ auditLog(first: 5) { nodes { action target } } }', {}, ADMIN)).body.data.auditLog.nodes;
    expect(audit[0]).toEqual({ action: 'recordManualRefund', target: body.data.refundDonation.id });
    expect(firstError((await app.graphql(REFUND_DONATION, { donationId: id }, ADMIN)).body).extensions.code).toBe('CONFLICT');
  });

  it('a duplicate reported by the webhook is refunded by hand without moving the total', async () => {
    const id = await createDonation(app, { amount: '35,00' });
    await app.graphql(PIX_CODE, pixVariables(id));
    const { txid } = (await app.deps.models.Donation.findById(id).lean())!;
    const notify = (endToEndId: string) =>
      fetch(`${app.url}/api/pix/webhook/${WEBHOOK_SECRET}/pix`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pix: [{ endToEndId, txid, valor: '35.00', horario: new Date().toISOString() }] }),
      });
    await notify('E00000000202603011200static00001');
    const before = await snapshot(app);
    await notify('E00000000202603011200static00002');
    const duplicate = (await app.deps.models.PixPayment.findOne({ endToEndId: 'E00000000202603011200static00002' }).lean())!;
    expect(duplicate.outcome).toBe('DUPLICATE_PAYMENT');
    const { body } = await app.graphql(REFUND_PAYMENT, { paymentId: duplicate._id.toHexString() }, ADMIN);
    expect(body.data.refundPayment).toMatchObject({ method: 'MANUAL', status: 'DEVOLVIDO', countsInTotals: false });
    const after = await snapshot(app);
    expect(after.raisedCents).toBe(before.raisedCents);
    expect(after.ledger.totals).toMatchObject({ duplicatePaymentsCount: 1, duplicatePaymentsRefunded: '35.00' });
  });

  it('the books name a refund whose effect was interrupted, and the sweep finishes it', async () => {
    const id = await paidDonation(app, { amount: '12,34' });
    const before = (await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!.raisedCents;
    // A crash between recording the refund and taking it off the total.
    await app.deps.models.Refund.create({
      refundId: 'devcrash0001',
      donationId: new Types.ObjectId(id),
      amountCents: 1234,
      countsInTotals: true,
      method: 'manual',
      status: 'DEVOLVIDO',
      activeKey: `donation:${id}`,
      requestedAt: new Date(),
      settledAt: new Date(Date.now() - 120_000),
    });
    const books = await checkBooks(app.deps);
    expect(books.differenceCents).toBe(1234);
    expect(books.differingLines).toEqual([expect.stringContaining('Devolução devcrash0001 (R$ 12,34)')]);
    expect(await finishInterruptedPayments(app.deps, 0)).toBe(1);
    expect(await finishInterruptedPayments(app.deps, 0)).toBe(0);
    expect((await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!.raisedCents).toBe(before - 1234);
    expect(await checkBooks(app.deps)).toMatchObject({ differenceCents: 0, supportersDifference: 0, differingLines: [] });
  });
});
