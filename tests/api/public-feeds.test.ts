// Issue 17, item 2: the home page's lists (recent paid donations, visible comments) are
// read from one small document each, kept current by the payment itself; pages past
// what the feed keeps come from the collection, and both agree.
import { Types } from 'mongoose';
import { FEED_SIZE, type FeedDocument } from '../../api/src/cache/feeds.js';
import { applyPaymentEffects } from '../../api/src/donations/paid.js';
import type { DonationDocument } from '../../api/src/donations/model.js';
import { CONFIRM_DONATION, createDonation } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const RECENT = `query Recent($limit: Int, $after: String) { recentDonations(limit: $limit, after: $after) { id name amount paidAt } }`;
const COMMENTS = `query Comments($first: Int, $after: String) {
  comments(first: $first, after: $after) { nodes { id name amount content createdAt } pageInfo { endCursor hasNextPage } }
}`;
const PAID = FEED_SIZE + 12;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_CREATE_DONATION: '100000/60' } });
  // More paid donations than the feed keeps, ten at a time, a message on every other one.
  for (let batch = 0; batch < PAID; batch += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, PAID - batch) }, async (_, i) => {
        const n = batch + i;
        const id = await createDonation(app, {
          name: `Pessoa${n} Sobrenome`,
          amount: `${10 + (n % 7)},00`,
          isAnonymous: n % 9 === 0,
          message: n % 2 === 0 ? `Mensagem ${n}` : '',
        });
        const { body } = await app.graphql(CONFIRM_DONATION, { id }, ADMIN);
        if (body.data?.confirmDonation?.status !== 'PAID') throw new Error(JSON.stringify(body));
      }),
    );
  }
}, 120_000);
afterAll(() => app.close());

interface Recent {
  id: string;
  name: string;
  amount: string;
  paidAt: string;
}

async function allRecent(limit: number): Promise<Recent[]> {
  const seen: Recent[] = [];
  let after: string | null = null;
  for (;;) {
    const { body }: { body: { data?: { recentDonations: Recent[] }; errors?: unknown[] } } = await app.graphql(RECENT, {
      limit,
      after,
    });
    expect(body.errors).toBeUndefined();
    const page: Recent[] = body.data!.recentDonations;
    seen.push(...page);
    if (page.length < limit) return seen;
    after = page.at(-1)!.id;
  }
}

async function allComments(first: number) {
  const seen: Array<{ id: string; content: string }> = [];
  let after: string | null = null;
  do {
    const { body }: { body: { data?: any; errors?: unknown[] } } = await app.graphql(COMMENTS, { first, after });
    expect(body.errors).toBeUndefined();
    seen.push(...body.data.comments.nodes);
    after = body.data.comments.pageInfo.hasNextPage ? body.data.comments.pageInfo.endCursor : null;
  } while (after);
  return seen;
}

it('the recent-donations feed keeps the newest paid donations, and paging past it agrees with the collection', async () => {
  const feed = (await app.deps.models.PublicFeed.findById('recentDonations').lean<FeedDocument>())!;
  expect(feed.items).toHaveLength(FEED_SIZE);
  expect(feed.complete).toBe(false);

  const truth = await app.deps.models.Donation.find({ status: 'paid' }).sort({ paidAt: -1, _id: -1 }).lean<DonationDocument[]>();
  expect(truth).toHaveLength(PAID);
  expect(feed.items.map((item) => item.id)).toEqual(truth.slice(0, FEED_SIZE).map((d) => d._id.toHexString()));
  const listed = await allRecent(7);
  expect(listed.map((item) => item.id)).toEqual(truth.map((d) => d._id.toHexString()));
  expect(listed.map((item) => item.paidAt)).toEqual(truth.map((d) => d.paidAt!.toISOString()));
  // Public names only: first name, or "Doador anônimo".
  for (const [index, item] of listed.entries()) {
    const donation = truth[index]!;
    expect(item.name).toBe(donation.isAnonymous ? 'Doador anônimo' : donation.name.split(' ')[0]);
    expect(item.amount).toBe((donation.amountCents / 100).toFixed(2));
  }
});

it('the comments feed keeps the newest visible comments, and paging past it agrees with the collection', async () => {
  const truth = await app.deps.models.Comment.find({ hidden: false }).sort({ createdAt: -1, _id: -1 }).lean();
  expect(truth.length).toBe(Math.ceil(PAID / 2) + 4); // every other donation, and the content's four examples
  const listed = await allComments(9);
  expect(listed.map((node) => node.id)).toEqual(truth.map((comment) => comment._id.toHexString()));
  expect(listed.map((node) => node.content)).toEqual(truth.map((comment) => comment.content));
});

it('hiding a comment takes it off the page at once; showing it again puts it back in its place', async () => {
  const [first, second] = (await app.graphql(COMMENTS, { first: 2 })).body.data.comments.nodes;
  const hidden = await app.graphql(`mutation($id: ID!) { hideComment(id: $id) { id hidden } }`, { id: first.id }, ADMIN);
  expect(hidden.body.data.hideComment.hidden).toBe(true);
  expect((await app.graphql(COMMENTS, { first: 1 })).body.data.comments.nodes[0].id).toBe(second.id);
  await app.graphql(`mutation($id: ID!) { unhideComment(id: $id) { id hidden } }`, { id: first.id }, ADMIN);
  expect((await app.graphql(COMMENTS, { first: 1 })).body.data.comments.nodes[0].id).toBe(first.id);
});

it('applying a payment’s effects again (a retry after a crash) adds nothing to either feed', async () => {
  const [newest] = (await app.graphql(RECENT, { limit: 1 })).body.data.recentDonations;
  const donation = (await app.deps.models.Donation.findById(new Types.ObjectId(newest.id)).lean<DonationDocument>())!;
  const before = await app.deps.models.PublicFeed.find().sort({ _id: 1 }).lean<FeedDocument[]>();
  await Promise.all([applyPaymentEffects(app.deps, donation), applyPaymentEffects(app.deps, donation)]);
  const after = await app.deps.models.PublicFeed.find().sort({ _id: 1 }).lean<FeedDocument[]>();
  expect(after.map((feed) => feed.items)).toEqual(before.map((feed) => feed.items));
});

it('a cursor that is not a paid donation is refused with BAD_USER_INPUT', async () => {
  const pending = await createDonation(app);
  const { body } = await app.graphql(RECENT, { limit: 5, after: pending });
  expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
});
