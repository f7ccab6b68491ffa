import { Types } from 'mongoose';
import { createDonation, firstError, paidDonation } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const COMMENTS = '{ adminComments(first: 50) { nodes { id hidden content } pageInfo { hasNextPage } } }';
const PAGE = `query Page($first: Int, $after: String) {
  adminComments(first: $first, after: $after) { nodes { id content createdAt } pageInfo { hasNextPage endCursor } }
}`;
const MAIL_DELIVERY = '{ mailDelivery { smtpConfigured } }';
const DONATIONS = `query List($filter: DonationFilter) { donations(filter: $filter) { nodes { id amount } } }`;

describe("what the organiser's panel reads", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_CREATE_DONATION: '100000/60' } });
  });
  afterAll(() => app.close());

  it('adminComments lists hidden comments too, which the public list leaves out', async () => {
    const [first] = (await app.graphql(COMMENTS, {}, ADMIN)).body.data.adminComments.nodes as { id: string }[];
    await app.graphql('mutation($id: ID!) { hideComment(id: $id) { id } }', { id: first!.id }, ADMIN);
    const after = (await app.graphql(COMMENTS, {}, ADMIN)).body.data.adminComments.nodes as { id: string; hidden: boolean }[];
    expect(after.find((comment) => comment.id === first!.id)?.hidden).toBe(true);
    const publicIds = (await app.graphql('{ comments(first: 50) { nodes { id } } }')).body.data.comments.nodes.map(
      (comment: { id: string }) => comment.id,
    );
    expect(publicIds).not.toContain(first!.id);
    expect(firstError((await app.graphql(COMMENTS)).body).extensions.code).toBe('UNAUTHENTICATED');
  });

  it('donations filter by amount, in the form grammar; a bad amount changes nothing and names the field', async () => {
    const small = await createDonation(app, { amount: '20,00' });
    const middle = await createDonation(app, { amount: '75,50' });
    const large = await createDonation(app, { amount: '1.000,00' });
    const list = async (filter: Record<string, string>) =>
      ((await app.graphql(DONATIONS, { filter }, ADMIN)).body.data.donations.nodes as { id: string }[]).map((node) => node.id);
    expect(await list({ minAmount: '50', maxAmount: '75,50' })).toEqual([middle]);
    expect(await list({ minAmount: '75.51' })).toEqual([large]);
    expect(await list({ maxAmount: '20' })).toEqual([small]);
    const bad = firstError((await app.graphql(DONATIONS, { filter: { minAmount: 'dez' } }, ADMIN)).body);
    expect(bad.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'minAmount' });
    const csv = await fetch(`${app.url}/api/admin/donations.csv?minAmount=999`, { headers: ADMIN });
    expect((await csv.text()).split('\r\n').filter((line) => line.startsWith(large))).toHaveLength(1);
  });

  it('adminComments runs newest createdAt first (example comments are dated in the past), ties by id, pages by that keyset', async () => {
    // Written now but dated a week ago (like the examples: their _ids are newer than their dates say).
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    const old = await app.deps.models.Comment.create({
      sourceKey: 'test:old',
      name: 'Comentário antigo',
      content: 'Escrito há uma semana',
      createdAt: weekAgo,
    });
    // Two comments at the same instant: _id breaks the tie, newest _id first.
    const tie = new Date(Date.now() - 3 * 86_400_000);
    const tied = await app.deps.models.Comment.insertMany([
      { _id: new Types.ObjectId(), sourceKey: 'test:tie-a', name: 'Empate A', content: 'Empate A', createdAt: tie },
      { _id: new Types.ObjectId(), sourceKey: 'test:tie-b', name: 'Empate B', content: 'Empate B', createdAt: tie },
    ]);
    // A donation's comment is dated at its payment: the newest of all.
    await paidDonation(app, { message: 'Pago agora, com mensagem' });

    type Node = { id: string; content: string; createdAt: string };
    const all = (await app.graphql(PAGE, { first: 200 }, ADMIN)).body.data.adminComments.nodes as Node[];
    expect(all.length).toBeGreaterThanOrEqual(7);
    expect(all[0]!.content).toBe('Pago agora, com mensagem');
    for (let index = 1; index < all.length; index += 1) {
      const [before, after] = [all[index - 1]!, all[index]!];
      const order = Date.parse(before.createdAt) - Date.parse(after.createdAt);
      expect(order > 0 || (order === 0 && before.id > after.id)).toBe(true);
    }
    // The week-old comment was inserted after the examples but is listed below every one of them.
    const examples = await app.deps.models.Comment.find({ sourceKey: /^example:/ }).lean();
    expect(examples.length).toBeGreaterThan(0);
    const position = (id: string) => all.findIndex((node) => node.id === id);
    for (const example of examples)
      if (example.createdAt > weekAgo) expect(position(example._id.toHexString())).toBeLessThan(position(old.id));
    const [tieA, tieB] = tied.map((comment) => comment._id.toHexString()).sort();
    expect(position(tieB!)).toBe(position(tieA!) - 1);

    // Pages of two, the same list in the same order; a comment written meanwhile does not shift the later pages.
    const paged: Node[] = [];
    let after: string | null = null;
    for (let round = 0; ; round += 1) {
      const { nodes, pageInfo } = (await app.graphql(PAGE, { first: 2, after }, ADMIN)).body.data.adminComments as {
        nodes: Node[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
      paged.push(...nodes);
      if (round === 0)
        await app.deps.models.Comment.create({
          sourceKey: 'test:meanwhile',
          name: 'Novo',
          content: 'Escrito durante a leitura',
          createdAt: new Date(),
        });
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
    }
    expect(paged.map((node) => node.id)).toEqual(all.map((node) => node.id));

    const bad = firstError((await app.graphql(PAGE, { first: 2, after: 'not-a-cursor' }, ADMIN)).body);
    expect(bad.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
  });

  it('mailDelivery says whether SMTP_URL is set, to the organiser only', async () => {
    expect((await app.graphql(MAIL_DELIVERY, {}, ADMIN)).body.data).toEqual({ mailDelivery: { smtpConfigured: false } });
    expect(firstError((await app.graphql(MAIL_DELIVERY)).body).extensions.code).toBe('UNAUTHENTICATED');
    const withSmtp = await startTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      expect((await withSmtp.graphql(MAIL_DELIVERY, {}, ADMIN)).body.data).toEqual({ mailDelivery: { smtpConfigured: true } });
    } finally {
      await withSmtp.close();
    }
  });
});
