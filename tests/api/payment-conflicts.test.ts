import { Types } from 'mongoose';
import { CAMPAIGN_ID } from '../../api/src/campaign/model.js';
import { reconcileWithPsp } from '../../api/src/payments/psp-reconcile.js';
import { startFakePsp, type FakePsp } from '../support/fake-psp.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import { PIX_CODE, createDonation, notifyPayment, pixVariables } from '../support/donation-scenarios.js';

/**
 * One end-to-end id is one payment at the SPI. A later report (webhook) that gives an id
 * already recorded another donation or another amount was answered as a repeat and
 * dropped: it must become a payment issue the organiser sees, once per report, with
 * nothing counted.
 */

const WEBHOOK_SECRET = 'payment-conflicts-webhook-0123456789';
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const ISSUES = `query Issues($first: Int, $after: String) {
  paymentIssues(first: $first, after: $after) {
    nodes { id kind endToEndId txid amount expectedAmount donationId source recordedPaymentId }
    pageInfo { hasNextPage endCursor }
  }
}`;
const E2E = 'E12345678202612011200conflict01';

describe('a report contradicting a recorded payment', () => {
  let app: TestApp;
  let donationA: string;
  let donationB: string;
  let txidA: string;
  let txidB: string;

  const txidOf = async (id: string) => (await app.deps.models.Donation.findById(new Types.ObjectId(id)).lean())!.txid;
  const raised = async () => (await app.graphql('{ campaign { raised supportersCount } }')).body.data.campaign;
  const issues = async (variables: Record<string, unknown> = {}) => {
    const { body } = await app.graphql(ISSUES, variables, admin);
    expect(body.errors).toBeUndefined();
    return body.data.paymentIssues as {
      nodes: Record<string, string | null>[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };
  const report = async (txid: string, valor: string, endToEndId = E2E) => {
    const answer = await notifyPayment(app, WEBHOOK_SECRET, { endToEndId, txid, valor, horario: '2026-12-01T12:00:00.000Z' });
    expect(answer.status).toBe(200);
  };

  beforeAll(async () => {
    app = await startTestApp({ env: { PIX_WEBHOOK_SECRET: WEBHOOK_SECRET } });
    donationA = await createDonation(app, { amount: '50,00' });
    donationB = await createDonation(app, { amount: '30,00' });
    for (const id of [donationA, donationB])
      expect((await app.graphql(PIX_CODE, pixVariables(id))).body.data.pixCode).toBeTruthy();
    [txidA, txidB] = [await txidOf(donationA), await txidOf(donationB)];
  });
  afterAll(() => app?.close());

  it('the same id for another donation becomes one issue for the organiser; the totals do not move', async () => {
    await report(txidA, '50.00');
    const paid = await app.deps.models.PixPayment.findOne({ endToEndId: E2E }).lean();
    expect(paid).toMatchObject({ outcome: 'CONFIRMED' });
    const totals = await raised();
    expect((await issues()).nodes).toEqual([]);

    // Said three times: one issue.
    for (let round = 0; round < 3; round++) await report(txidB, '30.00');
    const { nodes } = await issues();
    expect(nodes).toEqual([
      {
        id: expect.any(String),
        kind: 'CONFLICTING_REPORT',
        endToEndId: E2E,
        txid: txidB,
        amount: '30.00',
        expectedAmount: '30.00',
        donationId: donationB,
        source: 'webhook',
        recordedPaymentId: paid!._id.toHexString(),
      },
    ]);
    expect(await raised()).toEqual(totals);
    const b = await app.deps.models.Donation.findById(new Types.ObjectId(donationB)).lean();
    expect(b!.status).toBe('pending');
    // The recorded payment is as it was.
    expect(await app.deps.models.PixPayment.findOne({ endToEndId: E2E }).lean()).toEqual(paid);
  });

  it('the same donation with another amount is another issue; a plain repeat is none', async () => {
    const totals = await raised();
    await report(txidA, '500.00');
    await report(txidA, '500.00');
    await report(txidA, '50.00');
    const { nodes } = await issues();
    expect(nodes.map((node) => [node.kind, node.txid, node.amount, node.donationId])).toEqual([
      ['CONFLICTING_REPORT', txidA, '500.00', donationA],
      ['CONFLICTING_REPORT', txidB, '30.00', donationB],
    ]);
    expect(await raised()).toEqual(totals);
    // The monitoring's count of what waits for the organiser counts them too.
    const metrics = await (await fetch(`${app.url}/metrics`, { headers: admin })).text();
    expect(/^campanha_payment_issues (\d+)$/m.exec(metrics)?.[1]).toBe('2');
  });

  it('pages through the conflicts and the other issues as one list, newest first', async () => {
    await report('naoeumtxiddestesite0000000000001', '12.34', 'E12345678202612011200unknown01');
    const all = (await issues()).nodes;
    expect(all.map((node) => node.kind)).toEqual(['UNKNOWN_TXID', 'CONFLICTING_REPORT', 'CONFLICTING_REPORT']);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await issues({ first: 1, after });
      seen.push(...page.nodes.map((node) => node.id!));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(all.map((node) => node.id));
  });
});

describe("the PSP's list of received PIX contradicting a recorded payment", () => {
  let psp: FakePsp;
  let app: TestApp;

  beforeAll(async () => {
    psp = await startFakePsp();
    app = await startTestApp({ env: psp.env({ PIX_WEBHOOK_SECRET: WEBHOOK_SECRET }) });
  });
  afterAll(async () => {
    await app?.close();
    await psp?.close();
  });

  it('becomes one issue, whatever the runs, and is not counted as a PIX straight to the key', async () => {
    const id = await createDonation(app, { amount: '40,00' });
    expect((await app.graphql(PIX_CODE, pixVariables(id))).body.data.pixCode).toBeTruthy();
    const { txid } = (await app.deps.models.Donation.findById(new Types.ObjectId(id)).lean())!;
    const payment = psp.pay(txid);
    expect((await psp.notify(`${app.url}/api/pix/webhook/${WEBHOOK_SECRET}`, [payment])).status).toBe(200);
    const recorded = await app.deps.models.PixPayment.findOne({ endToEndId: payment.endToEndId }).lean();
    expect(recorded!.outcome).toBe('CONFIRMED');
    const raised = (await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!.raisedCents;

    // The list gives the same end-to-end id, without a txid, for another amount.
    psp.received.push({ endToEndId: payment.endToEndId, valor: '99.00', horario: payment.horario });
    for (let run = 0; run < 2; run++) expect((await reconcileWithPsp(app.deps)).direct).toMatchObject({ counted: 0 });

    const { body } = await app.graphql(ISSUES, {}, admin);
    expect(body.data.paymentIssues.nodes).toEqual([
      expect.objectContaining({
        kind: 'CONFLICTING_REPORT',
        endToEndId: payment.endToEndId,
        txid: '',
        amount: '99.00',
        source: 'reconciliation',
        recordedPaymentId: recorded!._id.toHexString(),
      }),
    ]);
    expect((await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!.raisedCents).toBe(raised);
    expect(await app.deps.models.Donation.countDocuments({ origin: 'direct-pix' })).toBe(0);
  });
});
