// Issue 52, goal 1: "donation paid" is complete and frozen when published, so its subscribers
// (app/events.ts) do not depend on each other's order. The same payment, made through the PSP's
// notification on an app whose subscribers run in the opposite order, leaves the same state.
import { Types } from 'mongoose';
import { appEvents } from '../../api/src/app/events.js';
import { CAMPAIGN_ID } from '../../api/src/campaign/model.js';
import { eventKind, Subscriptions } from '../../api/src/deps.js';
import { createDonation, notifyPayment, PIX_CODE, pixVariables } from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';

const WEBHOOK_SECRET = 'webhook-secret-0123456789abcdef';
// No baseline and a small goal: this one payment passes the 25 % and 50 % milestones, so the milestones'
// subscriber records it only if it sees the new total, whichever subscriber runs first.
const GOAL_CENTS = 10_000;

/** Pays a 60 % donation with a message through the PSP's notification, and reads what followed. */
async function payAndRead(app: TestApp) {
  const before = (await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!;
  const id = await createDonation(app, { amount: '60,00', message: 'Estamos juntos!' });
  const { body } = await app.graphql(PIX_CODE, pixVariables(id));
  if (!body.data?.pixCode) throw new Error(JSON.stringify(body.errors));
  const { txid } = (await app.deps.models.Donation.findById(id).lean())!;
  const answer = await notifyPayment(app, WEBHOOK_SECRET, {
    endToEndId: 'E1717ORDER0001',
    txid,
    valor: '60.00',
    horario: new Date().toISOString(),
  });
  expect(answer.status).toBe(200);
  const _id = new Types.ObjectId(id);
  const campaign = (await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!;
  const feed = await app.deps.models.PublicFeed.findById('recentDonations').lean();
  const receipt = await app.deps.models.Receipt.findById(_id).lean();
  const mails = await app.deps.models.OutboxMessage.find({ donationId: _id }).lean();
  const confirmedCents = (doc: object) => (doc as { ledger?: { confirmedCents?: number } }).ledger?.confirmedCents ?? 0;
  return {
    raisedCents: campaign.raisedCents - before.raisedCents,
    supportersCount: campaign.supportersCount - before.supportersCount,
    confirmedCents: confirmedCents(campaign) - confirmedCents(before),
    milestones: (campaign.passedMilestoneKeys ?? []).slice().sort(),
    inFeed: (feed?.items ?? []).some((item) => JSON.stringify(item).includes(id)),
    comments: (await app.deps.models.Comment.find({ donationId: _id }).lean()).map((comment) => comment.content),
    receiptIssuer: receipt?.organisationName,
    thankYouMails: mails.filter((mail) => mail.eventKey === `paid:${id}`).length,
  };
}

describe('the subscribers of "donation paid" are independent of their order', () => {
  it('the same payment leaves the same state with the subscribers reversed', async () => {
    const outcomes: Awaited<ReturnType<typeof payAndRead>>[] = [];
    for (const events of [appEvents, appEvents.reversed()]) {
      const app = await startTestApp({
        env: { PIX_WEBHOOK_SECRET: WEBHOOK_SECRET },
        content: (content) => ({ ...content, goalCents: GOAL_CENTS, baselineRaisedCents: 0 }),
        events,
      });
      try {
        outcomes.push(await payAndRead(app));
      } finally {
        await app.close();
      }
    }
    const [inOrder, reversed] = outcomes as [(typeof outcomes)[0], (typeof outcomes)[0]];
    expect(inOrder).toEqual({
      raisedCents: 6000,
      supportersCount: 1,
      confirmedCents: 6000,
      milestones: [`${GOAL_CENTS}:25`, `${GOAL_CENTS}:50`],
      inFeed: true,
      comments: ['Estamos juntos!'],
      receiptIssuer: expect.any(String),
      thankYouMails: 1,
    });
    expect(inOrder.receiptIssuer).not.toBe('');
    expect(reversed).toEqual(inOrder);
  });

  it('an event is frozen when published: a subscriber cannot hand another anything through it', async () => {
    const kind = eventKind<{ note?: string }>('test event');
    const seen: (string | undefined)[] = [];
    const events = new Subscriptions()
      .on(kind, async (_deps, event) => {
        (event as { note?: string }).note = 'written by the first';
      })
      .on(kind, async (_deps, event) => {
        seen.push(event.note);
      });
    await expect(events.publish({} as never, kind, {})).rejects.toThrow(TypeError);
    const lenient = new Subscriptions().on(kind, async (_deps, event) => {
      seen.push(event.note);
    });
    await lenient.publish({} as never, kind, { note: 'from the publisher' });
    expect(seen).toEqual(['from the publisher']);
  });

  it('"after" subscribers run once every other subscriber has written, in either order', async () => {
    const kind = eventKind<object>('ordered test event');
    const log: string[] = [];
    const events = new Subscriptions()
      .after(kind, async () => {
        log.push('after');
      })
      .on(kind, async () => {
        log.push('a');
      })
      .on(kind, async () => {
        log.push('b');
      });
    await events.publish({} as never, kind, {});
    await events.reversed().publish({} as never, kind, {});
    expect(log).toEqual(['a', 'b', 'after', 'b', 'a', 'after']);
  });
});
