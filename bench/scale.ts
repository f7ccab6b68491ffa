// `npm run bench:scale`: does each read and write cost the same at 100,000 donations as at
// 0? Seeds donations straight through the driver (bounded batches) into the bench server's
// throw-away database, then measures at each size the public home-page reads, donors
// creating a donation and its PIX code (8 and 100 at once), the organiser's statistics,
// list, CSV export and books check. Loopback only; stops by itself; exits 1, naming the
// scenario and its first error, when any request failed or a donor got nothing. Figures and
// how to read them: docs/PERFORMANCE.md ("Scale"). BENCH_SCALE_SIZES overrides 0,10000,100000.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { MongoClient, ObjectId, type Db } from 'mongodb';
import { fromRoot } from '../api/src/paths.js';
import { rebuildDerivedIn } from '../api/src/rebuild-derived.js';
import type { BenchServerMessage } from './server.js';
import { startBenchServer } from './server-process.js';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '0,10000,100000')
  .split(',')
  .map(Number)
  .filter((size) => Number.isInteger(size) && size >= 0)
  .sort((a, b) => a - b);
/** Seconds of each write scenario. */
const WRITE_SECONDS = Number(process.env.BENCH_SCALE_WRITE_SECONDS ?? 5);
/** Requests per public read scenario (the median is reported). */
const READ_REQUESTS = Number(process.env.BENCH_SCALE_READS ?? 15);
/** Donations per insertMany while seeding: bounded, so the database never gets one huge write. */
const SEED_BATCH = 1000;
/** A read slower than this is measured once, not three times: the run stays bounded. */
const SLOW_MS = 5000;
const ADMIN_TOKEN = 'bench-admin-token-0123456789';
/** A donor's request answered later than this counts as failed (timed out). */
const WRITE_TIMEOUT_MS = 60_000;
/** Any read, the CSV of every row included: far above the slowest figure measured. */
const READ_TIMEOUT_MS = 300_000;
const AMOUNTS = [2000, 5000, 10000, 25000, 1234];
const SOURCES = [
  { utmSource: 'instagram', utmCampaign: 'lancamento' },
  { utmSource: 'facebook', utmCampaign: 'lancamento' },
  { utmSource: 'google', utmCampaign: 'busca' },
  {},
];

/** Scenarios that failed, by size: any one ends the run with an error, after the table. */
const failures: string[] = [];

interface Figure {
  name: string;
  /** Milliseconds, or ops/s for throughput rows. */
  value: number;
  unit: 'ms' | 'ops/s' | 'MiB' | 'count';
  detail?: string;
}

function askRss(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: BenchServerMessage) => {
      if (message.type !== 'usage') return;
      child.off('message', onMessage);
      resolve(message.rss);
    };
    child.on('message', onMessage);
    child.send({ type: 'usage' });
  });
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const round1 = (value: number) => Math.round(value * 10) / 10;

async function graphql(appUrl: string, query: string, variables: Record<string, unknown> = {}, admin = false) {
  const response = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(admin ? { authorization: `Bearer ${ADMIN_TOKEN}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors?.length) throw new Error(`GraphQL: ${JSON.stringify(body.errors[0]).slice(0, 300)}`);
  if (!response.ok || !body.data) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

/** Median time of `times` calls, or of one when the first is slow; an answer with errors is reported as such, not timed. */
async function timed(times: number, call: () => Promise<unknown>): Promise<{ ms: number; runs: number; error?: string }> {
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    try {
      await call();
    } catch (error) {
      const code = /"code":"([A-Z_]+)"/.exec(String(error))?.[1] ?? String(error).slice(0, 80);
      return { ms: -1, runs: durations.length, error: `failed after ${Math.round(performance.now() - started)} ms: ${code}` };
    }
    durations.push(performance.now() - started);
    if (durations[0]! > SLOW_MS) break;
  }
  return { ms: round1(percentile(durations, 50)), runs: durations.length };
}

/** Waits until the database answers a write promptly again: work left by abandoned requests would weigh on the next figure. */
async function settle(db: Db): Promise<void> {
  const probe = db.collection('bench_settle');
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    const started = performance.now();
    await probe.insertOne({ at: new Date() });
    if (performance.now() - started < 50) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await probe.drop().catch(() => {});
}

/** Donations shaped like the app's own (the fields the reads touch), some paid with a comment. */
function seedDocuments(count: number, startIndex: number, txidPrefix: string) {
  const donations = [];
  const comments = [];
  let paidCents = 0;
  let paidCount = 0;
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    const index = startIndex + i;
    // Spread over the last 30 days, in order, as a real campaign grows.
    const createdAt = new Date(now - 30 * 86_400_000 + (index % 100_000) * 25_000);
    const _id = ObjectId.createFromTime(Math.floor(createdAt.getTime() / 1000));
    const amountCents = AMOUNTS[index % AMOUNTS.length]!;
    const kind = index % 10; // 3 in 10 paid, 5 expired, 2 pending
    const status = kind < 3 ? 'paid' : kind < 8 ? 'expired' : 'pending';
    const paidAt = status === 'paid' ? new Date(createdAt.getTime() + 60_000) : null;
    const message = status === 'paid' && index % 2 === 0 ? `Força! Mensagem de apoio ${index}` : '';
    donations.push({
      _id,
      idempotencyKey: `seed-${txidPrefix}-${index}`,
      requestHash: 'seed',
      status,
      amountCents,
      name: `Doadora Semeada ${index}`,
      email: `semeada${index}@example.com`,
      phone: '',
      cpfEncrypted: '',
      isAnonymous: index % 7 === 0,
      message,
      tracking: SOURCES[index % SOURCES.length],
      product: '',
      products: '',
      userAgent: 'bench',
      ipAddress: '127.0.0.1',
      accessTokenHashes: [],
      txid: _id.toHexString(),
      pixCode: status === 'pending' ? null : 'seeded',
      pixIssuedAt: status === 'pending' ? null : createdAt,
      expiresAt: status === 'pending' ? null : new Date(createdAt.getTime() + 1_800_000),
      paidAt,
      donorLinkTokenEncrypted: '',
      erasedAt: null,
      effectsAppliedAt: paidAt,
      confirmedBy: status === 'paid' ? 'webhook' : '',
      createdAt,
      updatedAt: paidAt ?? createdAt,
    });
    if (paidAt) {
      paidCents += amountCents;
      paidCount += 1;
    }
    if (message)
      comments.push({
        sourceKey: `donation:${_id.toHexString()}`,
        donationId: _id,
        name: `Doadora`,
        avatar: null,
        amountCents,
        content: message,
        hidden: false,
        createdAt: paidAt,
      });
  }
  return { donations, comments, paidCents, paidCount };
}

async function seed(db: Db, from: number, to: number, runId: string): Promise<void> {
  for (let start = from; start < to; start += SEED_BATCH) {
    const { donations, comments, paidCents, paidCount } = seedDocuments(Math.min(SEED_BATCH, to - start), start, runId);
    await db.collection('donations').insertMany(donations, { ordered: false });
    if (comments.length) await db.collection('comments').insertMany(comments, { ordered: false });
    // The books stay right: the campaign counts what the seeded paid donations add.
    await db
      .collection('campaigns')
      .updateOne({ _id: 'main' as never }, { $inc: { raisedCents: paidCents, supportersCount: paidCount } });
  }
}

interface WriteRun {
  perSecond: number;
  ok: number;
  errors: number;
  createP50: number;
  createP95: number;
  pairP50: number;
  pairP95: number;
  ids: string[];
  firstError?: string;
}

/** `donors` loops for WRITE_SECONDS: POST /api/donations, then GET /api/pix/:id. */
async function donors(appUrl: string, donors: number): Promise<WriteRun> {
  const deadline = performance.now() + WRITE_SECONDS * 1000;
  const createTimes: number[] = [];
  const pairTimes: number[] = [];
  const ids: string[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: donors }, async (_, worker) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const t0 = performance.now();
        try {
          const created = await fetch(`${appUrl}/api/donations`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              idempotencyKey: `scale-${worker}-${n}-${randomUUID()}`,
              name: `Doador ${worker}`,
              email: `doador${worker}.${n}@example.com`,
              amount: '50,00',
            }),
            signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
          });
          const body = (await created.json()) as { id?: string; accessToken?: string };
          const t1 = performance.now();
          createTimes.push(t1 - t0);
          if (!created.ok || !body.id)
            throw new Error(`POST /api/donations ${created.status} ${JSON.stringify(body).slice(0, 200)}`);
          ids.push(body.id);
          const pix = await fetch(`${appUrl}/api/pix/${body.id}?accessToken=${encodeURIComponent(body.accessToken!)}`, {
            signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
          });
          const code = (await pix.json()) as { pixCode?: string };
          if (!pix.ok || !code.pixCode) throw new Error(`GET /api/pix ${pix.status} ${JSON.stringify(code).slice(0, 200)}`);
          pairTimes.push(performance.now() - t0);
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    perSecond: round1(pairTimes.length / elapsed),
    ok: pairTimes.length,
    errors,
    createP50: Math.round(percentile(createTimes, 50)),
    createP95: Math.round(percentile(createTimes, 95)),
    pairP50: Math.round(percentile(pairTimes, 50)),
    pairP95: Math.round(percentile(pairTimes, 95)),
    ids,
    firstError,
  };
}

/** The database's own ceiling: insertOne from `writers` loops, on a scratch collection. */
async function rawInserts(db: Db, writers: number): Promise<number> {
  const collection = db.collection(`bench_raw_${writers}`);
  const deadline = performance.now() + WRITE_SECONDS * 1000;
  let operations = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, worker) => {
      for (let n = 0; performance.now() < deadline; n++) {
        await collection.insertOne({ worker, n, name: `Doador ${worker}`, amountCents: 5000, createdAt: new Date() });
        operations += 1;
      }
    }),
  );
  const perSecond = operations / ((performance.now() - started) / 1000);
  await collection.drop().catch(() => {});
  return round1(perSecond);
}

/**
 * What one update costs the database: `$inc` by `_id` on documents of a scratch
 * collection from `writers` loops. On FerretDB v1 an update is a read then a write,
 * run one at a time by the offline server's proxy: several times an insert's cost.
 */
async function rawUpdates(db: Db, writers: number): Promise<number> {
  const collection = db.collection<{ _id: number; n: number }>(`bench_raw_updates_${writers}`);
  await collection.insertMany(Array.from({ length: writers }, (_, worker) => ({ _id: worker, n: 0 })));
  const deadline = performance.now() + WRITE_SECONDS * 1000;
  let operations = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, worker) => {
      while (performance.now() < deadline) {
        await collection.updateOne({ _id: worker }, { $inc: { n: 1 } });
        operations += 1;
      }
    }),
  );
  const perSecond = operations / ((performance.now() - started) / 1000);
  await collection.drop().catch(() => {});
  return round1(perSecond);
}

/**
 * The database's own ceiling for a walk: the same documents read straight through the
 * driver, in batches of 1000, doing nothing with them (the CSV and the books check can
 * be no faster than their database hands the documents out).
 */
async function rawScan(db: Db, filter: Record<string, unknown>, projection?: Record<string, 0 | 1>): Promise<number> {
  const started = performance.now();
  for await (const _ of db.collection('donations').find(filter, { projection }).batchSize(1000));
  return Math.round(performance.now() - started);
}

/** Every acknowledged id present exactly once, read by _id in chunks. */
async function acknowledgedPresent(db: Db, ids: string[]): Promise<{ present: number; missing: number }> {
  let present = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const found = await Promise.all(
      chunk.map((id) => db.collection('donations').countDocuments({ _id: new ObjectId(id) }, { limit: 2 })),
    );
    present += found.filter((count) => count === 1).length;
  }
  return { present, missing: ids.length - present };
}

const RECENT = '{ recentDonations(limit: 10) { id name amount paidAt } }';
const COMMENTS = '{ comments(first: 10) { nodes { id name content createdAt } pageInfo { hasNextPage endCursor } } }';
const CAMPAIGN = '{ campaign { raised goal supportersCount heartsReceived } }';
const STATS =
  '{ donationStats { created paid paidAmount byStatus { status count amount } byDay { date created paid paidAmount } byAmount { amount created paid } bySource { utmSource utmCampaign created paid } } }';
const LIST =
  'query List($after: String) { donations(first: 50, after: $after) { nodes { id status amount createdAt } pageInfo { hasNextPage endCursor } } }';
const BOOKS = '{ booksCheck { raised expectedRaised difference paidCount } }';

async function measureSize(
  size: number,
  appUrl: string,
  child: ChildProcess,
  db: Db,
): Promise<{ figures: Figure[]; checks: string[] }> {
  const figures: Figure[] = [];
  const checks: string[] = [];
  const add = (name: string, value: number, unit: Figure['unit'], detail?: string) => {
    figures.push({ name, value, unit, detail });
    console.log(`  ${name}: ${value} ${unit}${detail ? ` (${detail})` : ''}`);
  };
  const fail = (scenario: string, error: string) => {
    failures.push(`size ${size}, ${scenario}: ${error}`);
    console.error(`  FAILED: ${scenario}: ${error}`);
  };

  for (const [name, query] of [
    ['public: campaign', CAMPAIGN],
    ['public: recentDonations(limit: 10)', RECENT],
    ['public: comments(first: 10)', COMMENTS],
  ] as const) {
    await graphql(appUrl, query).catch(() => {}); // warm-up
    const read = await timed(READ_REQUESTS, () => graphql(appUrl, query));
    add(name, read.ms, 'ms', read.error);
    if (read.error) fail(name, read.error);
  }

  await settle(db);
  const stats = await timed(3, () => graphql(appUrl, STATS, {}, true));
  add('donationStats', stats.ms, 'ms', stats.error);
  if (stats.error) fail('donationStats', stats.error);
  let peakRss = await askRss(child);
  const sampler = setInterval(() => void askRss(child).then((rss) => (peakRss = Math.max(peakRss, rss))), 200);
  const csvStarted = performance.now();
  let rows = -1;
  let bytes = 0;
  let csvError: string | undefined;
  try {
    const csv = await fetch(`${appUrl}/api/admin/donations.csv`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    if (!csv.ok) throw new Error(`HTTP ${csv.status}`);
    const reader = csv.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const byte of value) if (byte === 10) rows += 1;
    }
  } catch (error) {
    csvError = `failed after ${Math.round(performance.now() - csvStarted)} ms, ${rows + 1} lines: ${String(error).slice(0, 60)}`;
  }
  clearInterval(sampler);
  add(
    'CSV export, all rows',
    csvError ? -1 : Math.round(performance.now() - csvStarted),
    'ms',
    csvError ?? `${rows} rows, ${Math.round(bytes / 1024)} KiB`,
  );
  if (csvError) fail('CSV export', csvError);
  add('  server peak RSS during CSV', Math.round(peakRss / 1024 / 1024), 'MiB');
  add('  raw scan of every donation (driver, the ceiling)', await rawScan(db, {}), 'ms');

  const books = await timed(1, () => graphql(appUrl, BOOKS, {}, true));
  add('booksCheck', books.ms, 'ms', books.error);
  if (books.error) fail('booksCheck', books.error);
  // The same query as the check's own walk (payments/books.ts sumOfPaidDonations), straight through the driver.
  const paidScan = await rawScan(db, { status: 'paid' }, { amountCents: 1, origin: 1, outside: 1, _id: 0 });
  add('  raw scan of the paid donations (driver, the ceiling)', paidScan, 'ms');
  add(
    '  booksCheck × raw scan (goal ≤ 1.2 at 100,000)',
    books.error ? -1 : Math.round((books.ms / Math.max(paidScan, 1)) * 100) / 100,
    'count',
  );
  checks.push(`size ${size}: CSV ${rows} rows`);

  // Writes last: work a struggling server leaves queued would otherwise weigh on the reads.
  for (const count of [8, 100]) {
    await settle(db);
    const run = await donors(appUrl, count);
    await settle(db);
    const ceiling = await rawInserts(db, count);
    const updates = await rawUpdates(db, count);
    const audit = await acknowledgedPresent(db, run.ids);
    add(`createDonation + pixCode, ${count} donors`, run.perSecond, 'ops/s', `${run.ok} done, ${run.errors} errors`);
    add(`  POST /api/donations p50, ${count} donors`, run.createP50, 'ms');
    add(`  POST /api/donations p95, ${count} donors`, run.createP95, 'ms');
    add(`  create + code p50, ${count} donors`, run.pairP50, 'ms');
    add(`  create + code p95, ${count} donors`, run.pairP95, 'ms');
    add(`  raw insertOne, ${count} writers`, ceiling, 'ops/s');
    add(`  raw updateOne $inc by _id, ${count} writers`, updates, 'ops/s');
    add(`  × raw insertOne, ${count}`, Math.round((run.perSecond / Math.max(ceiling, 0.1)) * 1000) / 1000, 'count');
    if (run.errors || run.ok === 0)
      fail(
        `createDonation + pixCode, ${count} donors`,
        `${run.perSecond} ops/s, ${run.errors} errors of ${run.ok + run.errors}; first: ${run.firstError ?? 'nothing was measured'}`,
      );
    if (audit.missing) fail(`createDonation + pixCode, ${count} donors`, `${audit.missing} acknowledged donations missing`);
    checks.push(
      `${count} donors: ${run.ids.length} acknowledged, ${audit.present} present once, ${audit.missing} missing, ${run.errors} errors${run.firstError ? ` (first: ${run.firstError})` : ''}`,
    );
  }

  // The admin list last: on FerretDB v1 its sort of the whole collection goes on after a timed-out request.
  await settle(db);
  let endCursor: string | null = null;
  const list = await timed(3, async () => {
    const page = (await graphql(appUrl, LIST, {}, true)) as { donations: { pageInfo: { endCursor: string | null } } };
    endCursor = page.donations.pageInfo.endCursor;
  });
  add('admin list, first page (50)', list.ms, 'ms', list.error);
  if (list.error) fail('admin list, first page', list.error);
  const next = await timed(3, () => graphql(appUrl, LIST, { after: endCursor }, true));
  add('admin list, next page', next.ms, 'ms', next.error);
  if (next.error) fail('admin list, next page', next.error);

  return { figures, checks };
}

async function main(): Promise<void> {
  const runStarted = performance.now();
  // Every public read goes to the database: the bench measures a cache miss, which a crowd meets once per second.
  const { child, ready } = await startBenchServer({ env: { BENCH_ENV_JSON: JSON.stringify({ PUBLIC_CACHE_TTL_MS: '0' }) } });
  const client = new MongoClient(ready.databaseUri);
  await client.connect();
  const db = client.db(ready.databaseName);
  const runId = randomUUID().slice(0, 8);
  const results: { size: number; seedSeconds: number; rebuilt: string; figures: Figure[]; checks: string[] }[] = [];
  try {
    console.log(`bench:scale on ${ready.databaseKind}, sizes ${SIZES.join(', ')}`);
    let seeded = 0;
    for (const size of SIZES) {
      const seedStarted = performance.now();
      await seed(db, seeded, size, runId);
      seeded = Math.max(seeded, size);
      // The derived documents (statistics buckets, public feeds, ledger) from the seeded donations, by the app's own command.
      const rebuilt = await rebuildDerivedIn(ready.databaseUri, ready.databaseName);
      const seedSeconds = round1((performance.now() - seedStarted) / 1000);
      const total = await db.collection('donations').estimatedDocumentCount();
      console.log(`size ${size}: seeded in ${seedSeconds} s (${total} donations in the database), derived: ${rebuilt}`);
      const { figures, checks } = await measureSize(size, ready.appUrl, child, db);
      results.push({ size, seedSeconds, rebuilt, figures, checks });
    }
  } finally {
    await client.close();
    child.send({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
  }

  // The table: one row per figure, one column per size, then the last size over the first.
  const names = results[0]!.figures.map((figure) => figure.name);
  const header = ['figure', ...results.map((r) => `${r.size}`), results.length > 1 ? `${SIZES.at(-1)} / ${SIZES[0]}` : ''];
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  for (const name of names) {
    const values = results.map((r) => r.figures.find((f) => f.name === name));
    const unit = values[0]!.unit;
    const first = values[0]!.value;
    const last = values.at(-1)!.value;
    const ratio = results.length > 1 && first > 0 && last >= 0 ? `${Math.round((last / first) * 100) / 100}` : '';
    lines.push(
      `| ${name} (${unit}) | ${values.map((v) => `${v?.value ?? ''}${v?.detail ? ` (${v.detail})` : ''}`).join(' | ')} | ${ratio} |`,
    );
  }
  const table = lines.join('\n');
  console.log(`\n${table}\n`);
  for (const result of results) for (const check of result.checks) console.log(`check: ${check}`);
  const seconds = Math.round((performance.now() - runStarted) / 1000);
  console.log(`bench:scale took ${seconds} s`);
  mkdirSync(fromRoot('bench', 'results'), { recursive: true });
  writeFileSync(
    fromRoot('bench', 'results', 'scale-latest.json'),
    JSON.stringify({ date: new Date().toISOString(), database: ready.databaseKind, seconds, results, table, failures }, null, 2),
  );
  if (failures.length) {
    // Last and loud: a figure that could not be measured is an error, not a zero in the table.
    const rule = '='.repeat(78);
    const lines = [`BENCH:SCALE FAILED: ${failures.length} scenario(s) failed; their figures are not valid`];
    console.error(['', rule, ...lines, ...failures.map((failure) => `  ${failure}`), rule].join('\n'));
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error('bench:scale failed:', error);
  process.exit(1);
});
