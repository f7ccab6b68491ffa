// A PSP's batch is answered within its patience (hardening, round four, goal 2): what the webhook
// cannot apply before its answer is due is written down, answered 200, and applied after it;
// the batch sent again, and a crash in between, still count every payment once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CAMPAIGN_ID } from '../../api/src/campaign/model.js';
import { queuePixEntries, settlePixInbox } from '../../api/src/payments/inbox.js';
import { runPaymentSweep } from '../../api/src/app/jobs.js';
import { webhookBudgetMs } from '../../api/src/payments/webhook.js';
import { PIX_CODE, createDonation, pixVariables } from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';

const WEBHOOK_SECRET = 'webhook-secret-0123456789abcdef';
// A 2-second deadline leaves the webhook one second to apply before it answers; a batch answered
// after the deadline would get its 503 instead of 200.
const ENV = {
  PIX_WEBHOOK_SECRET: WEBHOOK_SECRET,
  REQUEST_DEADLINE_SECONDS: '2',
  RATE_LIMIT_CREATE_DONATION: '100000/60',
  RATE_LIMIT_PIX_CODE: '100000/60',
};
// Many times what one second applies, on any machine.
const BATCH = 150;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: ENV });
});
afterAll(() => app.close());

let counter = 0;
const endToEndId = () => `E98765432202611261200${String(++counter).padStart(11, '0')}`;

/** Donations with a code, and the PSP's notification of each one's payment. */
async function chargesPaid(count: number) {
  const charge = async () => {
    const id = await createDonation(app, { amount: '10,00' });
    const { body } = await app.graphql(PIX_CODE, pixVariables(id));
    expect(body.errors).toBeUndefined();
    const { txid } = (await app.deps.models.Donation.findById(id).lean())!;
    return { endToEndId: endToEndId(), txid, valor: '10.00', horario: new Date().toISOString() };
  };
  const entries = [];
  while (entries.length < count)
    entries.push(...(await Promise.all(Array.from({ length: Math.min(10, count - entries.length) }, charge))));
  return entries;
}

const send = (pix: object[]) =>
  fetch(`${app.url}/api/pix/webhook/${WEBHOOK_SECRET}/pix`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pix }),
  });

const raisedCents = async () => (await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!.raisedCents;

describe('a PSP batch larger than the answer can wait for', () => {
  it('is answered 200 before the deadline, applies the rest after it, and counts every payment once when sent again', async () => {
    expect(webhookBudgetMs(app.deps.config)).toBe(1000);
    const batch = await chargesPaid(BATCH);
    const before = await raisedCents();

    const first = await send(batch);
    expect(first.status).toBe(200);
    const answer = (await first.json()) as { received: number; results: unknown[]; queued?: number };
    expect(answer.received).toBe(BATCH);
    expect(answer.queued).toBeGreaterThan(0);
    expect(answer.results.length + answer.queued!).toBe(BATCH);

    // The PSP, unsure, sends the whole batch again while the rest is being applied.
    expect((await send(batch)).status).toBe(200);
    await settlePixInbox(app.deps);
    await runPaymentSweep(app.deps);

    expect(await app.deps.models.PixInbox.countDocuments()).toBe(0);
    const recorded = await app.deps.models.PixPayment.find({ endToEndId: { $in: batch.map((pix) => pix.endToEndId) } }).lean();
    expect(recorded).toHaveLength(BATCH);
    expect(new Set(recorded.map((payment) => payment.outcome))).toEqual(new Set(['CONFIRMED']));
    expect(await app.deps.models.Donation.countDocuments({ txid: { $in: batch.map((pix) => pix.txid) }, status: 'paid' })).toBe(
      BATCH,
    );
    expect((await raisedCents()) - before).toBe(BATCH * 1000);
  });

  it('payments written down and never applied (a crash after the answer) are applied once by the payment sweep', async () => {
    const batch = await chargesPaid(3);
    const before = await raisedCents();
    await queuePixEntries(app.deps, batch);
    // Written twice (the batch sent again before the crash): still one entry each.
    await queuePixEntries(app.deps, batch);
    expect(await app.deps.models.PixInbox.countDocuments()).toBe(3);

    expect((await runPaymentSweep(app.deps)).queuedPaymentsApplied).toBe(3);
    expect(await app.deps.models.PixInbox.countDocuments()).toBe(0);
    expect((await raisedCents()) - before).toBe(3000);
    expect((await runPaymentSweep(app.deps)).queuedPaymentsApplied).toBe(0);
    expect((await raisedCents()) - before).toBe(3000);
  });
});
