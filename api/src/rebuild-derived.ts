import { pino } from 'pino';
import { loadConfig } from './config.js';
import { rebuildFeed } from './cache/feeds.js';
import { connectDatabase } from './db/connection.js';
import { createModels } from './app/models.js';
import { createDeps, type Deps } from './deps.js';
// The feeds' sources register with these modules.
import { rebuildStatsBuckets, type RebuildReport } from './stats/buckets.js';
import { rebuildLedger, type LedgerRebuildReport } from './transparency/ledger-store.js';
import { appEvents } from './app/events.js';
import { appFeeds } from './app/feeds.js';

export interface DerivedReport {
  /** The stored buckets against a recount, before anything was written. */
  before: RebuildReport;
  /** The same comparison after the rebuild: `matched` proves the buckets equal the recount. */
  after: RebuildReport;
  feedsRebuilt: number;
  /** The public ledger's kept part (transparency/ledger-store.ts), recounted from the collections. */
  ledger: LedgerRebuildReport;
  elapsedMs: number;
}

/**
 * Rebuilds everything the app keeps derived from the donations (statistics buckets,
 * public feeds, the public ledger's totals and lists) and proves the buckets now equal a full recount. Exact when nothing
 * writes meanwhile; while the site runs, a donation changing during the pass may show
 * as a difference in `after`: run it again.
 */
export async function rebuildDerived(deps: Deps, { verify = true }: { verify?: boolean } = {}): Promise<DerivedReport> {
  const started = performance.now();
  const before = await rebuildStatsBuckets(deps, { write: true });
  // The proof is a second recount; without it (a freshly seeded database) `after` repeats `before`'s figures as written.
  const after = verify ? await rebuildStatsBuckets(deps, { write: false }) : { ...before, mismatched: 0, matched: true };
  await rebuildFeed(deps, 'recentDonations');
  await rebuildFeed(deps, 'comments');
  const ledger = await rebuildLedger(deps);
  return { before, after, feedsRebuilt: 2, ledger, elapsedMs: Math.round(performance.now() - started) };
}

/** The same against a database by URI and name (the scale bench, after seeding through the driver). */
export async function rebuildDerivedIn(uri: string, databaseName: string): Promise<string> {
  const connection = await connectDatabase(uri, databaseName);
  try {
    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
    const deps: Deps = createDeps({
      config,
      logger: pino({ level: 'silent' }),
      models: createModels(connection),
      events: appEvents,
      feeds: appFeeds,
    });
    // Seeded data has no buckets yet: written once, not proved again (the API tests prove it).
    const report = await rebuildDerived(deps, { verify: false });
    return `${report.before.buckets} buckets from ${report.before.donations} donations and the public lists, rebuilt in ${report.elapsedMs} ms`;
  } finally {
    await connection.close();
  }
}
