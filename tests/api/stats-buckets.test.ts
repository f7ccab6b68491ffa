// Issue 17, item 3: `donationStats` reads statistics buckets moved with $inc as donations
// are created, paid and expire; after a randomized sequence of all of these (some at
// once), the buckets equal a full recount of the donations.
import { Types } from 'mongoose';
import { rebuildDerived } from '../../api/src/rebuild-derived.js';
import { rebuildStatsBuckets } from '../../api/src/stats/buckets.js';
import { getDonationStatsByScan } from '../../api/src/stats/service.js';
import { runPaymentSweep } from '../../api/src/app/jobs.js';
import { PIX_EXPIRY_SECONDS } from '../../rules/pix.js';
import {
  CONFIRM_DONATION,
  createDonation,
  manualClock,
  notifyPayment,
  PIX_CODE,
  pixVariables,
} from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const WEBHOOK_SECRET = 'webhook-secret-0123456789abcdef';
const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const STATS = `query Stats($from: DateTime, $to: DateTime) { donationStats(from: $from, to: $to) {
  from to created paid paidAmount conversionRate codesIssued codesPaid codeConversionRate averagePaidAmount
  byStatus { status count amount }
  byDay { date created paid paidAmount }
  byAmount { amount isOption created paid paidAmount conversionRate }
  bySource { utmSource utmCampaign created paid paidAmount conversionRate }
} }`;
const BOOKS = `{ booksCheck { paidCount paidSum statsPaidCount statsPaidAmount difference durationMs } }`;
const STATUS = `query Status($id: ID!, $accessToken: String!) { donationStatus(id: $id, accessToken: $accessToken) { status } }`;

/** A small seeded generator (mulberry32): the sequence is random but the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 1717;
const clock = manualClock(new Date());
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: { PIX_WEBHOOK_SECRET: WEBHOOK_SECRET, RATE_LIMIT_CREATE_DONATION: '100000/60', RATE_LIMIT_PIX_CODE: '100000/60' },
    now: clock.now,
  });
});
afterAll(() => app.close());

const notify = (pix: object) => notifyPayment(app, WEBHOOK_SECRET, pix);

/** Sorted so that two answers listing the same rows in another order for equal keys still compare equal. */
function normalised(stats: Record<string, any>) {
  const sortBy = (rows: any[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    ...stats,
    from: stats.from ? new Date(stats.from).toISOString() : null,
    to: stats.to ? new Date(stats.to).toISOString() : null,
    bySource: sortBy(stats.bySource),
  };
}

async function expectBucketsEqualRecount(range: { from?: Date; to?: Date } = {}) {
  const { body } = await app.graphql(STATS, { from: range.from?.toISOString(), to: range.to?.toISOString() }, ADMIN);
  expect(body.errors).toBeUndefined();
  const recount = JSON.parse(JSON.stringify(await getDonationStatsByScan(app.deps, range)));
  expect(normalised(body.data.donationStats)).toEqual(normalised(recount));
  return body.data.donationStats;
}

it(`after a randomized sequence (seed ${SEED}) of creations, payments and expiries, the buckets equal a full recount`, async () => {
  const next = random(SEED);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const amounts = ['20,00', '50,00', '100,00', '37,50', '12,34'] as const;
  const sources = [{}, { utmSource: 'instagram', utmCampaign: 'lancamento' }, { utmSource: 'google', utmCampaign: 'busca' }];
  const open: string[] = []; // created, not yet paid
  const expired: string[] = [];
  let e2e = 0;
  const counts = { created: 0, webhook: 0, admin: 0, sweeps: 0, expiredPaid: 0, readChecks: 0 };

  for (let step = 0; step < 70; step++) {
    const roll = next();
    if (roll < 0.45 || open.length === 0) {
      // A few donors at once.
      const ids = await Promise.all(
        Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
          createDonation(app, { amount: pick(amounts), ...pick(sources), message: '' }),
        ),
      );
      counts.created += ids.length;
      for (const id of ids) {
        if (next() < 0.6) await app.graphql(PIX_CODE, pixVariables(id));
        open.push(id);
      }
    } else if (roll < 0.7) {
      // A payment: by the PSP (the same notification delivered twice at once) or by the organiser.
      const id = open.splice(Math.floor(next() * open.length), 1)[0]!;
      const donation = (await app.deps.models.Donation.findById(id).lean())!;
      if (donation.pixCode && next() < 0.6) {
        const pix = {
          endToEndId: `E1717STATS${String(++e2e).padStart(8, '0')}`,
          txid: donation.txid,
          valor: (donation.amountCents / 100).toFixed(2),
          horario: clock.now().toISOString(),
        };
        await Promise.all([notify(pix), notify(pix)]);
        counts.webhook += 1;
      } else {
        await Promise.all([app.graphql(CONFIRM_DONATION, { id }, ADMIN), app.graphql(CONFIRM_DONATION, { id }, ADMIN)]);
        counts.admin += 1;
      }
    } else if (roll < 0.85) {
      // Time passes: what is due expires, by the sweep or by a donor's page reading it first.
      clock.advanceSeconds(PIX_EXPIRY_SECONDS + 60);
      if (next() < 0.5 && open.length > 0) {
        await app.graphql(STATUS, pixVariables(open[0]!));
        counts.readChecks += 1;
      }
      await runPaymentSweep(app.deps);
      counts.sweeps += 1;
      for (const id of open.splice(0)) {
        const { status } = (await app.deps.models.Donation.findById(id, { status: 1 }).lean())!;
        expect(status).toBe('expired');
        expired.push(id);
      }
    } else if (expired.length > 0) {
      // Money for an expired donation still counts: expired → paid.
      const id = expired.splice(Math.floor(next() * expired.length), 1)[0]!;
      await app.graphql(CONFIRM_DONATION, { id }, ADMIN);
      counts.expiredPaid += 1;
    }
  }
  // The sequence did reach every kind of change.
  expect(counts).toEqual({
    created: expect.any(Number),
    webhook: expect.any(Number),
    admin: expect.any(Number),
    sweeps: expect.any(Number),
    expiredPaid: expect.any(Number),
    readChecks: expect.any(Number),
  });
  for (const count of Object.values(counts)) expect(count).toBeGreaterThan(0);

  const stats = await expectBucketsEqualRecount();
  expect(stats.created).toBe(counts.created);
  // Codes issued (the panel's conversion, codes → paid) are counted once each, whoever asked first.
  expect(stats.codesIssued).toBeGreaterThan(0);
  expect(stats.codesIssued).toBe(await app.deps.models.Donation.countDocuments({ pixIssuedAt: { $ne: null } }));
  expect(stats.codesPaid).toBeGreaterThan(0);
  expect(stats.codesPaid).toBe(await app.deps.models.Donation.countDocuments({ status: 'paid', pixIssuedAt: { $ne: null } }));
  expect(stats.byStatus.map((row: { count: number }) => row.count).reduce((a: number, b: number) => a + b, 0)).toBe(
    counts.created,
  );
  const check = await rebuildStatsBuckets(app.deps, { write: false });
  expect(check).toMatchObject({ matched: true, mismatched: 0, donations: counts.created });

  // booksCheck compares the buckets' paid figures with the donations too.
  const books = (await app.graphql(BOOKS, {}, ADMIN)).body.data.booksCheck;
  expect(books.statsPaidCount).toBe(books.paidCount);
  expect(books.statsPaidAmount).toBe(books.paidSum);
  expect(books.difference).toBe('0.00');
  expect(books.durationMs).toBeGreaterThanOrEqual(0);
}, 120_000);

it('a period of whole São Paulo days is read from the buckets and equals the recount of that period', async () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const from = new Date(`${today}T00:00:00-03:00`);
  const to = new Date(from.getTime() + 86_400_000);
  const stats = await expectBucketsEqualRecount({ from, to });
  expect(stats.created).toBeGreaterThan(0);
  // Any other period is counted from the donations: the same answer by construction.
  await expectBucketsEqualRecount({ from: new Date(from.getTime() + 3_600_000), to });
});

it('a bucket gone wrong is found and corrected by the rebuild, which proves the result', async () => {
  await createDonation(app, { amount: '15,00', message: '' });
  const [bucket] = await app.deps.models.StatsBucket.find({}).limit(1).lean();
  await app.deps.models.StatsBucket.updateOne({ _id: bucket!._id }, { $inc: { 'count.paid': 5 } });
  // An extra bucket no donation belongs to.
  await app.deps.models.StatsBucket.create({
    _id: 'stray',
    day: '2020-01-01',
    amountCents: 100,
    count: { pending: 2 },
    cents: { pending: 200 },
  });
  expect(await rebuildStatsBuckets(app.deps, { write: false })).toMatchObject({ matched: false, mismatched: 2 });
  const report = await rebuildDerived(app.deps);
  expect(report.before).toMatchObject({ matched: false, mismatched: 2 });
  expect(report.after).toMatchObject({ matched: true, mismatched: 0 });
  await expectBucketsEqualRecount();
});

it('a paid donation moved with moveStats to another status (a refund) leaves paid and is still counted as created', async () => {
  const { moveStats } = await import('../../api/src/stats/buckets.js');
  const id = await createDonation(app, { amount: '44,00', utmSource: 'refund-check', message: '' });
  await app.graphql(CONFIRM_DONATION, { id }, ADMIN);
  const donation = (await app.deps.models.Donation.findById(new Types.ObjectId(id)).lean())!;
  await moveStats(app.deps, { donation, from: 'paid', to: 'refunded' });
  const [bucket] = await app.deps.models.StatsBucket.find({ utmSource: 'refund-check' }).lean();
  expect(bucket!.count).toEqual({ pending: 0, paid: 0, refunded: 1 });
  expect(bucket!.cents).toEqual({ pending: 0, paid: 0, refunded: 4400 });
});
