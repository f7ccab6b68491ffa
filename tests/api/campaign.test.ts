import { CAMPAIGN_ID } from '../../api/src/campaign/model.js';
import { confirmDonation, createDonation, paidDonation } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };

const TOTALS = '{ campaign { raised goal supportersCount heartsReceived } }';

describe('campaign', () => {
  // Each test changes the one campaign document: each gets a fresh app and database.
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp();
  });
  afterEach(() => app.close());

  it('is created from the content file with its baseline, in reais with two decimals', async () => {
    const { status, body } = await app.graphql(
      `{ campaign { raised goal supportersCount heartsReceived isExample title story { title } } }`,
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.campaign).toMatchObject({
      raised: '47823.50',
      goal: '125000.00',
      supportersCount: 612,
      heartsReceived: 1840,
      isExample: true,
    });
    expect(body.data.campaign.title).toMatch(/epidermólise/);
  });

  it('the REST alias returns exactly what GraphQL returns', async () => {
    await paidDonation(app, { amount: '12,34' });
    const rest = await fetch(`${app.url}/api/campaign`);
    expect(rest.status).toBe(200);
    expect(rest.headers.get('content-type')).toMatch(/application\/json/);
    const { body } = await app.graphql(TOTALS);
    expect(await rest.json()).toEqual(body.data.campaign);
  });

  it('shows a change made directly in MongoDB on the next read', async () => {
    const before = (await app.graphql(TOTALS)).body.data.campaign;
    await app.deps.models.Campaign.updateOne({ _id: CAMPAIGN_ID }, { $set: { heartsReceived: 5 } });
    const after = (await app.graphql(TOTALS)).body.data.campaign;
    expect(after.heartsReceived).toBe(5);
    expect(after.raised).toBe(before.raised);
  });

  it('loses no payment under 20 concurrent confirmations, and the books still balance', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => createDonation(app, { amount: '50,00' })));
    const before = (await app.graphql(TOTALS)).body.data.campaign;
    await Promise.all(ids.map((id) => confirmDonation(app, id)));
    const after = (await app.graphql(TOTALS)).body.data.campaign;
    expect(Math.round(Number(after.raised) * 100) - Math.round(Number(before.raised) * 100)).toBe(20 * 5000);
    expect(after.supportersCount - before.supportersCount).toBe(20);
    const books = await app.graphql('{ booksCheck { difference paidCount } }', {}, ADMIN);
    expect(books.body.data.booksCheck).toEqual({ difference: '0.00', paidCount: 20 });
  });

  it('starting twice never overwrites the live campaign', async () => {
    const { ensureCampaignData } = await import('../../api/src/first-start.js');
    const { loadContentFile } = await import('../../api/src/campaign/content.js');
    const before = await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean();
    await ensureCampaignData(app.deps, loadContentFile());
    const after = await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean();
    expect(after!.raisedCents).toBe(before!.raisedCents);
  });
});

describe('health', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers /healthz and /readyz', async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${app.url}/api/nada`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
