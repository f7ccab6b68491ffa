// Issue 17, item 4: every query the app makes has an index on MongoDB. The list below is
// the whole set, query by query; the test asks the server itself (listIndexes).
import { QUERY_INDEXES } from '../../api/src/db/query-indexes.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/** collection → the keys it must have an index on, and the query each serves. */
const REQUIRED: Array<[string, Record<string, 1 | -1>, string]> = [
  ['donations', { idempotencyKey: 1 }, 'idempotent creation (unique)'],
  ['donations', { txid: 1 }, 'one charge per txid (unique)'],
  ['donations', { accessTokenHashes: 1 }, "the donor's private page"],
  ['donations', { status: 1, paidAt: -1, _id: -1 }, 'recent paid donations past the feed, the public ledger'],
  ['donations', { status: 1, expiresAt: 1 }, 'the expiry sweep'],
  ['donations', { status: 1, _id: -1 }, 'admin list by status'],
  ['donations', { createdAt: 1 }, 'admin list, CSV and statistics of a period'],
  ['donations', { 'tracking.utmSource': 1, _id: -1 }, 'admin list by utmSource'],
  ['donations', { 'tracking.utmCampaign': 1, _id: -1 }, 'admin list by utmCampaign'],
  ['donations', { status: 1, pixIssuedAt: 1 }, 'lost code e-mails'],
  ['donations', { status: 1, effectsAppliedAt: 1, paidAt: 1 }, 'interrupted payments'],
  ['donations', { email: 1 }, "stopping an address's update e-mails; an address's donations (Minhas doações)"],
  ['donations', { status: 1, updatesConsentAt: 1 }, 'the addresses an update is e-mailed to'],
  ['donations', { origin: 1, _id: -1 }, 'registered donations: interrupted annulments, the panel filter'],
  ['donations', { status: 1, erasedAt: 1, paidAt: 1, createdAt: 1 }, 'the retention job'],
  ['contact_messages', { createdAt: 1 }, 'the retention job deleting old contact messages'],
  ['updateMailings', { status: 1 }, 'update mailings left pending'],
  ['myDonationsLinks', { expiresAt: 1 }, 'the sweep deleting expired "Minhas doações" links'],
  ['comments', { sourceKey: 1 }, 'one comment per source (unique)'],
  ['comments', { hidden: 1, createdAt: -1, _id: -1 }, 'visible comments past the feed'],
  ['comments', { createdAt: -1, _id: -1 }, "the organiser's comments, newest first"],
  ['comments', { donationId: 1 }, "the donor's page and erasure"],
  ['pixPayments', { endToEndId: 1 }, 'one record per payment (unique)'],
  ['pixPayments', { chargeKey: 1 }, 'one confirmation per charge (unique)'],
  ['pixPayments', { outcome: 1, _id: -1 }, 'payment issues, newest first'],
  ['pixPayments', { donationId: 1 }, 'payments of a donation'],
  ['statsBuckets', { day: 1 }, 'statistics of a period'],
  ['outbox', { eventKey: 1 }, 'one message per event (unique)'],
  ['outbox', { status: 1, nextAttemptAt: 1 }, 'the sender'],
  ['outbox', { donationId: 1 }, "a donation's messages"],
  ['receipts', { number: 1 }, 'receipt numbers (unique)'],
  ['auditLog', { at: -1, _id: -1 }, 'the audit log'],
];

const UNIQUE = new Set(['idempotencyKey', 'txid', 'sourceKey', 'endToEndId', 'chargeKey', 'eventKey', 'number']);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

it.each(REQUIRED.map(([collection, key, serves]) => [collection, JSON.stringify(key), serves, key] as const))(
  '%s has an index on %s (%s)',
  async (collection, _name, _serves, key) => {
    const indexes = await app.connection.db!.collection(collection).listIndexes().toArray();
    const found = indexes.find((index) => JSON.stringify(index.key) === JSON.stringify(key));
    expect(found).toBeDefined();
    const [first] = Object.keys(key);
    if (UNIQUE.has(first!) && Object.keys(key).length === 1) expect(found!.unique).toBe(true);
  },
);

it('every index declared for a query is in the list above', () => {
  for (const index of QUERY_INDEXES)
    expect(
      REQUIRED.some(([collection, key]) => collection === index.collection && JSON.stringify(key) === JSON.stringify(index.key)),
    ).toBe(true);
});
