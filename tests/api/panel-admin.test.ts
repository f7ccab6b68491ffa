import { createDonation, firstError } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const COMMENTS = '{ adminComments(first: 50) { nodes { id hidden content } pageInfo { hasNextPage } } }';
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
});
