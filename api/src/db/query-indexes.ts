import type { Models } from './models.js';

/**
 * Indexes for queries the models' own declarations do not cover, each with the query it
 * serves, so that MongoDB answers every query from an index (FerretDB v1 keeps them but
 * serves only `_id` from one). With the schemas' indexes this is the whole list
 * `tests/api/indexes.test.ts` checks with listIndexes. What no index can serve: the
 * organiser's free-text search (a case-insensitive substring of name or e-mail) scans
 * the donations matching the other filters.
 */
export interface DeclaredIndex {
  collection: string;
  key: Record<string, 1 | -1>;
  serves: string;
}

export const QUERY_INDEXES: readonly DeclaredIndex[] = [
  { collection: 'donations', key: { status: 1, _id: -1 }, serves: 'admin list and CSV filtered by status, newest first' },
  { collection: 'donations', key: { createdAt: 1 }, serves: 'admin list, CSV and statistics of a period (createdAt range)' },
  { collection: 'donations', key: { 'tracking.utmSource': 1, _id: -1 }, serves: 'admin list and CSV by utmSource' },
  { collection: 'donations', key: { 'tracking.utmCampaign': 1, _id: -1 }, serves: 'admin list and CSV by utmCampaign' },
  { collection: 'donations', key: { status: 1, pixIssuedAt: 1 }, serves: 'the sweep re-writing lost code e-mails' },
  {
    collection: 'donations',
    key: { status: 1, effectsAppliedAt: 1, paidAt: 1 },
    serves: 'the sweep finishing interrupted payments',
  },
  {
    collection: 'donations',
    key: { email: 1 },
    serves: "stopping the update e-mails on every donation of an address; an address's donations (Minhas doações)",
  },
  {
    collection: 'donations',
    key: { status: 1, updatesConsentAt: 1 },
    serves: 'the addresses an update is e-mailed to (paid, with consent)',
  },
  {
    collection: 'donations',
    key: { origin: 1, _id: -1 },
    serves: 'the registered donations (few among many): the sweep finishing an interrupted annulment, the panel filter',
  },
  {
    collection: 'donations',
    key: { status: 1, erasedAt: 1, paidAt: 1, createdAt: 1 },
    serves:
      'the retention job: unpaid donations past their period (by creation), paid ones past theirs (by payment), not yet blanked',
  },
  { collection: 'comments', key: { donationId: 1 }, serves: "the donor's page and erasure" },
  { collection: 'contact_messages', key: { createdAt: 1 }, serves: 'the retention job deleting messages past their period' },
  { collection: 'statsBuckets', key: { day: 1 }, serves: 'donationStats of a period' },
  { collection: 'pixPayments', key: { outcome: 1, _id: -1 }, serves: "the organiser's payment issues, newest first" },
];

export async function ensureQueryIndexes(models: Models): Promise<void> {
  const db = models.Donation.db;
  for (const index of QUERY_INDEXES) await db.collection(index.collection).createIndex(index.key);
}
