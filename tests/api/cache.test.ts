import { Writable } from 'node:stream';
import mongoose, { Types } from 'mongoose';
import { CAMPAIGN_ID } from '../../api/src/campaign/model.js';
import { accessTokenHashOf } from '../../api/src/donations/service.js';
import { getDonationStatus } from '../../api/src/payments/service.js';
import { createDonation } from '../support/donation-scenarios.js';
import { buildSchema } from '../../api/src/app/schema.js';
import { PAGE_STATE_ELEMENT_ID, pageQueryOf, pageStateScript } from '../../api/src/web/state.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const TOTALS = '{ campaign { raised goal supportersCount heartsReceived } }';
const PREFLIGHT = { 'apollo-require-preflight': 'true' };

/** A write through the raw driver: what another instance does, unseen by this process's hooks. */
const writeElsewhere = (app: TestApp, raisedCents: number) =>
  app.connection
    .db!.collection('campaigns')
    .updateOne({ _id: CAMPAIGN_ID as never }, { $inc: { raisedCents, supportersCount: 1 } });

const get = (app: TestApp, query: string, headers: Record<string, string> = PREFLIGHT) =>
  fetch(`${app.url}/graphql?query=${encodeURIComponent(query)}`, { headers });

const readTotals = async (app: TestApp) => {
  const { body } = await app.graphql(TOTALS);
  expect(body.errors).toBeUndefined();
  return body.data.campaign as { raised: string; supportersCount: number };
};

const pageState = async (app: TestApp) => {
  const script = await pageStateScript(app.deps, pageQueryOf(buildSchema()));
  const json = /<script type="application\/json" id="([^"]+)">(.*)<\/script>$/s.exec(script);
  expect(json?.[1]).toBe(PAGE_STATE_ELEMENT_ID);
  return { script, state: JSON.parse(json![2]!) as { document: { kind: string }; data: any } };
};

describe('public cache, while nothing expires', () => {
  // A write another instance made stays unseen here for the whole minute, so no test may inherit one:
  // each gets a fresh app and database.
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp({ env: { PUBLIC_CACHE_TTL_MS: '60000' } });
  });
  afterEach(() => app.close());

  it('answers repeated public reads from memory, not from the database', async () => {
    const before = await readTotals(app);
    const restBefore = await (await fetch(`${app.url}/api/campaign`)).json();
    await writeElsewhere(app, 100);
    expect(await readTotals(app)).toEqual(before);
    expect(await (await get(app, TOTALS)).json()).toEqual({ data: { campaign: before } });
    expect(await (await fetch(`${app.url}/api/campaign`)).json()).toEqual(restBefore);
  });

  it('shows a payment applied by this process on the next read, everywhere', async () => {
    const before = await readTotals(app);
    const { state: stateBefore } = await pageState(app);
    expect(stateBefore.data.campaign.raised).toBe(before.raised);

    // A real confirmation, as the organiser makes it: R$ 50,00 (validDonation's amount).
    const id = await createDonation(app);
    const confirmed = await app.graphql(
      'mutation($id: ID!) { confirmDonation(id: $id) { status } }',
      { id },
      { authorization: `Bearer ${ADMIN_TOKEN}` },
    );
    expect(confirmed.body.data.confirmDonation.status).toBe('PAID');

    const doc = await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean();
    const expected = { raised: (doc!.raisedCents / 100).toFixed(2), supportersCount: doc!.supportersCount };
    expect(Number(expected.raised) - Number(before.raised)).toBeGreaterThanOrEqual(50);
    expect(await readTotals(app)).toMatchObject(expected);
    expect((await (await get(app, TOTALS)).json()).data.campaign).toMatchObject(expected);
    expect(await (await fetch(`${app.url}/api/campaign`)).json()).toMatchObject(expected);
    expect((await pageState(app)).state.data.campaign).toMatchObject(expected);
  });

  it("retires the cache when the organiser's mutation runs", async () => {
    const before = await readTotals(app);
    await writeElsewhere(app, 700);
    expect(await readTotals(app)).toEqual(before);
    // The service that changed what visitors see says so: here, edited content.
    const { body } = await app.graphql(
      'mutation { updateCampaign(input: { badge: "Campanha verificada" }) { badge } }',
      {},
      { authorization: `Bearer ${ADMIN_TOKEN}` },
    );
    expect(body.data.updateCampaign.badge).toBe('Campanha verificada');
    const after = await readTotals(app);
    expect(Math.round(Number(after.raised) * 100) - Math.round(Number(before.raised) * 100)).toBe(700);
  });

  it('keys answers on the variables', async () => {
    const query = 'query Comments($first: Int) { comments(first: $first) { nodes { id } } }';
    const one = await app.graphql(query, { first: 1 });
    const two = await app.graphql(query, { first: 2 });
    expect(one.body.data.comments.nodes).toHaveLength(1);
    expect(two.body.data.comments.nodes).toHaveLength(2);
    const again = await app.graphql(query, { first: 1 });
    expect(again.body).toEqual(one.body);
  });
});

describe('Cache-Control and conditional requests', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { PUBLIC_CACHE_TTL_MS: '60000' } });
  });
  afterAll(() => app.close());

  it('GET /graphql says how long the answer may be reused, from the schema hints', async () => {
    const response = await get(app, TOTALS);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=5, public');
    const options = await get(app, '{ donationOptions { value label } }');
    expect(options.headers.get('cache-control')).toBe('max-age=60, public');
    // The shortest hint wins.
    const both = await get(app, '{ campaign { raised story { title proofImage { url } } } donationOptions { value } }');
    expect(both.headers.get('cache-control')).toBe('max-age=5, public');
  });

  it('GET /api/campaign says the same as GET /graphql', async () => {
    const response = await fetch(`${app.url}/api/campaign`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
  });

  it('answers 304 to a GET whose ETag the client already has', async () => {
    const first = await get(app, TOTALS);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    // fetch() would add `Cache-Control: no-cache` to a conditional request; a browser revalidating does not.
    const second = await get(app, TOTALS, { ...PREFLIGHT, 'if-none-match': etag!, 'cache-control': 'max-age=0' });
    expect(second.status).toBe(304);
  });

  it('never lets an answer with an uncacheable field, an error or a mutation be reused', async () => {
    const status = await get(
      app,
      '{ campaign { raised } donationStatus(id: "000000000000000000000000", accessToken: "x") { status } }',
    );
    expect(status.headers.get('cache-control')).toBe('no-store');
    const invalid = await get(app, '{ campaign { noSuchField } }');
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('cache-control')).not.toMatch(/public/);
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { sendContactMessage(input: { name: "", email: "", message: "" }) { id } }' }),
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a GET that could be a cross-site request, even when its answer is cached', async () => {
    expect((await get(app, TOTALS)).status).toBe(200);
    const simple = await get(app, TOTALS, {});
    expect(simple.status).toBe(400);
  });
});

describe('answers kept serialised', () => {
  let app: TestApp;
  const lines: string[] = [];
  const completed = () =>
    lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; req?: { method: string; url: string } })
      .filter((line) => line.msg === 'request completed');
  beforeAll(async () => {
    const logTo = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    app = await startTestApp({ env: { PUBLIC_CACHE_TTL_MS: '60000', LOG_LEVEL: 'debug' }, logTo });
  });
  afterAll(() => app.close());

  it('GET /api/campaign: the kept answer is the same bytes, with the ETag it was kept with, and a 304 to it', async () => {
    const first = await fetch(`${app.url}/api/campaign`);
    const second = await fetch(`${app.url}/api/campaign`);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('etag')).toMatch(/^W\/"/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(second.headers.get('cache-control')).toBe('public, max-age=5');
    // The security headers are the answer's own (security/http.ts), never replayed from the kept one.
    expect(second.headers.get('content-security-policy')).toBeTruthy();
    const revalidated = await fetch(`${app.url}/api/campaign`, {
      headers: { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('logs a public query sent by POST and answered from memory as the read it is (debug); a mutation at info', async () => {
    lines.length = 0;
    expect((await app.graphql(TOTALS)).status).toBe(200);
    expect((await app.graphql(TOTALS)).status).toBe(200);
    await app.graphql('mutation { sendContactMessage(input: { name: "", email: "", message: "" }) { id } }');
    await new Promise((resolve) => setTimeout(resolve, 50)); // the log's 'close' listener runs after the answer
    const posts = completed().filter((line) => line.req?.method === 'POST');
    // The first went through Apollo (info, as any POST); the second came from the kept answer.
    expect(posts.map((line) => line.level)).toEqual([30, 20, 30]);
  });
});

describe('public cache across instances', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { PUBLIC_CACHE_TTL_MS: '200' } });
  });
  afterAll(() => app.close());

  it("shows another instance's payment once the short lifetime has passed", async () => {
    const before = await readTotals(app);
    await writeElsewhere(app, 300);
    const deadline = Date.now() + 10_000;
    let after = await readTotals(app);
    while (after.raised === before.raised && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await readTotals(app);
    }
    expect(Math.round(Number(after.raised) * 100) - Math.round(Number(before.raised) * 100)).toBe(300);
  });
});

describe('page state inlined into the HTML', () => {
  const TITLE = 'Ajude a Ana </script><script>alert(1)</script> \u2028 já';
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ content: (content) => ({ ...content, title: TITLE }) });
  });
  afterAll(() => app.close());

  it('carries the campaign, the amounts and the site settings, as the page queries them', async () => {
    const { state } = await pageState(app);
    expect(state.document.kind).toBe('Document');
    const { body } = await app.graphql(
      '{ campaign { __typename raised goal supportersCount title story { __typename title } } donationOptions { __typename value label popular } }',
    );
    expect(state.data.campaign).toMatchObject(body.data.campaign);
    expect(state.data.donationOptions).toEqual(
      body.data.donationOptions.map((option: object) => expect.objectContaining(option)),
    );
    expect(state.data.siteConfig).toHaveProperty('__typename', 'SiteConfig');
  });

  it('cannot close its <script> element, whatever the content says', async () => {
    const { script, state } = await pageState(app);
    expect(script.indexOf('</script>')).toBe(script.length - '</script>'.length);
    expect(script).not.toContain('\u2028');
    expect(state.data.campaign.title).toBe(TITLE);
  });
});

describe('public reads are single flight', () => {
  let app: TestApp;
  const reads: string[] = [];
  beforeAll(async () => {
    // The cache itself off: concurrent misses must still share one read.
    app = await startTestApp({ env: { PUBLIC_CACHE_TTL_MS: '0' } });
    const paidAt = Date.now();
    // Enough paid donations that one read takes a while, as on a campaign's busy day.
    await app.connection.db!.collection('donations').insertMany(
      Array.from({ length: 3000 }, (_, i) => ({
        _id: new Types.ObjectId(),
        idempotencyKey: `single-flight-${i}`,
        requestHash: 'x',
        status: 'paid',
        amountCents: 5000,
        name: `Pessoa ${i}`,
        email: `p${i}@example.com`,
        isAnonymous: false,
        txid: `sf${i}`,
        paidAt: new Date(paidAt - i * 1000),
      })),
    );
    await app.connection.db!.collection('comments').insertMany(
      Array.from({ length: 3000 }, (_, i) => ({
        sourceKey: `single-flight:${i}`,
        donationId: null,
        name: `Pessoa ${i}`,
        avatar: null,
        amountCents: 5000,
        content: 'Força!',
        hidden: false,
        createdAt: new Date(paidAt - i * 1000),
      })),
    );
    // Every query the models send on this connection, as "collection.method".
    mongoose.set('debug', (collection: string, method: string) => {
      reads.push(`${collection}.${method}`);
    });
  });
  afterAll(async () => {
    mongoose.set('debug', false);
    await app.close();
  });

  it.each([
    ['recentDonations', '{ recentDonations(limit: 50) { id name amount } }', 'donations.find'],
    ['comments', '{ comments(first: 50) { nodes { id } } }', 'comments.find'],
  ])('20 concurrent misses of %s share one database read', async (_name, query, read) => {
    reads.length = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.graphql(query)));
    expect(answers.every((answer) => answer.status === 200 && !answer.body.errors)).toBe(true);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(reads.filter((name) => name === read).length).toBeLessThanOrEqual(2);
  });

  it('donation status polls share one read per donation', async () => {
    const [donation] = await app.deps.models.Donation.find({}, { _id: 1 }).limit(1).lean();
    const id = donation!._id.toHexString();
    // The donor's dialog polls with the donation's access token.
    await app.deps.models.Donation.updateOne(
      { _id: donation!._id },
      { $addToSet: { accessTokenHashes: accessTokenHashOf('poll-token') } },
    );
    reads.length = 0;
    // One read by primary key is too quick for HTTP requests to overlap: these start in the same tick.
    const answers = await Promise.all(Array.from({ length: 20 }, () => getDonationStatus(app.deps, id, 'poll-token')));
    expect(answers.every((answer) => answer.status === 'PAID')).toBe(true);
    expect(reads.filter((name) => name === 'donations.findOne')).toEqual(['donations.findOne']);
    // Settled reads are not kept (the cache is off): the next poll reads again.
    await getDonationStatus(app.deps, id, 'poll-token');
    expect(reads.filter((name) => name === 'donations.findOne')).toHaveLength(2);
  });
});
