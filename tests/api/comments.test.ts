import { existsSync, readFileSync } from 'node:fs';
import { Types } from 'mongoose';
import {
  COMMENTS_DEFAULT_PAGE_SIZE,
  DEFAULT_AVATAR_URL,
  createDonationComment,
  ensureExampleComments,
} from '../../api/src/comments/service.js';
import { fromRoot } from '../../api/src/paths.js';
import { rebuildFeed } from '../../api/src/cache/feeds.js';
import { firstError } from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';

const COMMENTS = `query Comments($first: Int, $after: String) {
  comments(first: $first, after: $after) { nodes { id name avatar amount content dedication createdAt } pageInfo { endCursor hasNextPage } }
}`;

describe('comments', () => {
  let app: TestApp;
  let campaignCreatedAt: Date;
  // Each test adds or hides comments: each gets a fresh app and database, with the content's examples only.
  beforeEach(async () => {
    app = await startTestApp();
    const campaign = await app.deps.models.Campaign.findById('main').lean();
    campaignCreatedAt = campaign!.createdAt as Date;
  });
  afterEach(() => app.close());

  it("starts with the content's example comments, newest first, dated from the campaign's creation", async () => {
    const { body } = await app.graphql(COMMENTS);
    expect(body.errors).toBeUndefined();
    const { nodes, pageInfo } = body.data.comments;
    expect(nodes.map((node: { name: string }) => node.name)).toEqual([
      'Mariana Souza',
      'Carlos Lima',
      'Juliana Alves',
      'Pedro Henrique',
    ]);
    expect(nodes[0]).toMatchObject({
      name: 'Mariana Souza',
      amount: '100.00',
      content: 'Força, Ana! Estamos torcendo por você.',
      avatar: DEFAULT_AVATAR_URL,
      createdAt: new Date(campaignCreatedAt.getTime() - 35 * 60_000).toISOString(),
    });
    expect(nodes[1].amount).toBeNull();
    expect(pageInfo.hasNextPage).toBe(false);
  });

  it('inserts the examples once, however often the app starts', async () => {
    await ensureExampleComments(app.deps);
    await ensureExampleComments(app.deps);
    expect(await app.deps.models.Comment.countDocuments({ sourceKey: /^example:/ })).toBe(4);
  });

  it('serves the default avatar picture from the client bundle', () => {
    const file = fromRoot('web', 'public', ...DEFAULT_AVATAR_URL.split('/').filter(Boolean));
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/<svg/);
  });

  it("adds a paid donation's message once, with the public name and amount", async () => {
    const donationId = new Types.ObjectId();
    const paidAt = new Date(Date.now() + 60_000); // newer than the examples, dated from the real creation time
    const comment = { _id: donationId, publicName: 'Lucas', amountCents: 2500, message: '  Melhoras!  ', paidAt };
    await Promise.all([createDonationComment(app.deps, comment), createDonationComment(app.deps, comment)]);
    await createDonationComment(app.deps, comment);
    await createDonationComment(app.deps, { ...comment, _id: new Types.ObjectId(), message: '   ' });
    const { body } = await app.graphql(COMMENTS, { first: 1 });
    expect(body.data.comments.nodes).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Lucas',
        avatar: DEFAULT_AVATAR_URL,
        amount: '25.00',
        content: 'Melhoras!',
        dedication: null,
        createdAt: paidAt.toISOString(),
      },
    ]);
    expect(await app.deps.models.Comment.countDocuments({ donationId })).toBe(1);
    expect(await app.deps.models.Comment.countDocuments()).toBe(5);
  });

  it('pages through every visible comment with the cursor, none twice, newest first', async () => {
    // Same instant for several comments: the id breaks the tie, so paging stays stable.
    const sameTime = new Date('2026-05-09T09:00:00.000Z');
    await app.deps.models.Comment.insertMany(
      Array.from({ length: 7 }, (_, index) => ({
        sourceKey: `test:${index}`,
        name: `Pessoa ${index}`,
        content: `Comentário ${index}`,
        avatar: index === 0 ? '/images/pessoa.png' : null,
        createdAt: index < 4 ? sameTime : new Date(sameTime.getTime() - index * 1000),
      })),
    );
    // Written past the app's paths, which keep the public feed current: rebuild it as an operator would.
    await rebuildFeed(app.deps, 'comments');
    const seen: string[] = [];
    const dates: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const result: { body: { data?: any } } = await app.graphql(COMMENTS, { first: 3, after });
      const page: { nodes: Array<{ id: string; createdAt: string }>; pageInfo: { endCursor: string; hasNextPage: boolean } } =
        result.body.data.comments;
      seen.push(...page.nodes.map((node: { id: string }) => node.id));
      dates.push(...page.nodes.map((node: { createdAt: string }) => node.createdAt));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages += 1;
    } while (after);
    // The content's four examples and the seven above.
    expect(seen).toHaveLength(11);
    expect(new Set(seen).size).toBe(11);
    expect(pages).toBe(4);
    expect([...dates].sort().reverse()).toEqual(dates);
    const custom = await app.deps.models.Comment.findOne({ sourceKey: 'test:0' }).lean();
    const all = (await app.graphql(COMMENTS, { first: 50 })).body.data.comments.nodes;
    expect(all.find((node: { id: string }) => node.id === custom!._id.toHexString()).avatar).toBe('/images/pessoa.png');
  });

  it('never shows a hidden comment', async () => {
    const target = await app.deps.models.Comment.findOne({ sourceKey: 'example:1' }).lean();
    await app.deps.models.Comment.updateOne({ _id: target!._id }, { $set: { hidden: true } });
    await rebuildFeed(app.deps, 'comments');
    const all = (await app.graphql(COMMENTS, { first: 50 })).body.data.comments.nodes;
    // The content's four examples, less the hidden one.
    expect(all).toHaveLength(3);
    expect(all.map((node: { id: string }) => node.id)).not.toContain(target!._id.toHexString());
    const rest = (await (await fetch(`${app.url}/api/comments?first=50`)).json()) as Array<{ id: string }>;
    expect(rest.map((node) => node.id)).not.toContain(target!._id.toHexString());
  });

  it('GET /api/comments returns the same page as GraphQL, as an array', async () => {
    // More comments than one default page (COMMENTS_DEFAULT_PAGE_SIZE), so there is a next page to compare.
    await app.deps.models.Comment.insertMany(
      Array.from({ length: COMMENTS_DEFAULT_PAGE_SIZE }, (_, index) => ({
        sourceKey: `test:${index}`,
        name: `Pessoa ${index}`,
        content: `Comentário ${index}`,
        createdAt: new Date(Date.now() - index * 1000),
      })),
    );
    await rebuildFeed(app.deps, 'comments');
    const response = await fetch(`${app.url}/api/comments`);
    expect(response.status).toBe(200);
    const rest = await response.json();
    const { body } = await app.graphql(COMMENTS);
    expect(Array.isArray(rest)).toBe(true);
    expect(rest).toEqual(body.data.comments.nodes);
    expect(response.headers.get('x-next-cursor')).toBe(body.data.comments.pageInfo.endCursor);
    const next = await (await fetch(`${app.url}/api/comments?after=${response.headers.get('x-next-cursor')}`)).json();
    const nextGraphql = await app.graphql(COMMENTS, { after: body.data.comments.pageInfo.endCursor });
    expect(next).toEqual(nextGraphql.body.data.comments.nodes);
  });

  it('rejects a bad page size or cursor with BAD_USER_INPUT', async () => {
    for (const [variables, field] of [
      [{ first: 0 }, 'first'],
      [{ first: 51 }, 'first'],
      [{ first: -1 }, 'first'],
      [{ after: 'not-a-cursor' }, 'after'],
      [{ after: Buffer.from('["yesterday","x"]').toString('base64url') }, 'after'],
    ] as const) {
      const { body } = await app.graphql(COMMENTS, variables);
      expect(firstError(body).extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    }
    for (const query of ['first=abc', 'first=0', 'after=%7B%7D']) {
      const response = await fetch(`${app.url}/api/comments?${query}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('BAD_USER_INPUT');
    }
  });
});
