import { getCampaignState } from '../campaign/service.js';
import type { Deps } from '../deps.js';
import type { DonationStats } from '../generated/graphql.js';
import { centsToReais } from '../../../rules/money.js';
import { statsDayOf } from './buckets.js';
import type { StatsBucketDocument } from './model.js';
import { brasiliaFormat } from '../../../rules/brasilia-time.js';

const timeOfDay = brasiliaFormat({ hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' }, 'en-GB');

/** True when the date is a São Paulo midnight: a period between such dates is whole buckets. */
export const isStatsDayStart = (date: Date) => date.getMilliseconds() === 0 && timeOfDay(date) === '00:00:00';

export interface Tally {
  created: number;
  paid: number;
  paidCents: number;
}

const rate = (paid: number, created: number) => (created === 0 ? 0 : paid / created);

/** What either reading (the buckets, or a scan of the donations) counts for a period. */
export interface StatsTallies {
  from: Date | null;
  to: Date | null;
  /** Count and sum per stored status; the totals are derived from it. */
  byStatus: Map<string, { count: number; cents: number }>;
  codesIssued: number;
  codesPaid: number;
  /** Keyed by São Paulo day (YYYY-MM-DD). */
  byDay: Map<string, Tally>;
  /** Keyed by amount in cents. */
  byAmount: Map<number, Tally>;
  bySource: { utmSource: string | null; utmCampaign: string | null; tally: Tally }[];
  /** The preset amounts, to tell them from custom ones. */
  optionCents: Set<number>;
}

/** `donationStats` from its tallies: one shape and one order, whichever reading counted them. */
export function assembleStats(tallies: StatsTallies): DonationStats {
  const created = [...tallies.byStatus.values()].reduce((total, entry) => total + entry.count, 0);
  const paid = tallies.byStatus.get('paid')?.count ?? 0;
  const paidCents = tallies.byStatus.get('paid')?.cents ?? 0;
  const figures = (tally: Tally) => ({
    created: tally.created,
    paid: tally.paid,
    paidAmount: centsToReais(tally.paidCents),
    conversionRate: rate(tally.paid, tally.created),
  });
  return {
    from: tallies.from,
    to: tallies.to,
    created,
    paid,
    paidAmount: centsToReais(paidCents),
    conversionRate: rate(paid, created),
    codesIssued: tallies.codesIssued,
    codesPaid: tallies.codesPaid,
    codeConversionRate: rate(tallies.codesPaid, tallies.codesIssued),
    averagePaidAmount: centsToReais(paid === 0 ? 0 : Math.round(paidCents / paid)),
    byStatus: (['pending', 'paid', 'expired'] as const).map((status) => ({
      status: status.toUpperCase() as 'PENDING' | 'PAID' | 'EXPIRED',
      count: tallies.byStatus.get(status)?.count ?? 0,
      amount: centsToReais(tallies.byStatus.get(status)?.cents ?? 0),
    })),
    byDay: [...tallies.byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, tally]) => ({ date, created: tally.created, paid: tally.paid, paidAmount: centsToReais(tally.paidCents) })),
    byAmount: [...tallies.byAmount.entries()]
      .sort(([a], [b]) => b - a)
      .map(([cents, tally]) => ({ amount: centsToReais(cents), isOption: tallies.optionCents.has(cents), ...figures(tally) })),
    bySource: tallies.bySource
      .map(({ utmSource, utmCampaign, tally }) => ({ utmSource, utmCampaign, ...figures(tally) }))
      .sort((a, b) => b.created - a.created || b.paid - a.paid),
  };
}
const sumOf = (figures: Record<string, number> | undefined) =>
  Object.values(figures ?? {}).reduce((total, value) => total + value, 0);

function addTo<K>(map: Map<K, Tally>, key: K, bucket: StatsBucketDocument): void {
  const tally = map.get(key) ?? { created: 0, paid: 0, paidCents: 0 };
  tally.created += sumOf(bucket.count);
  tally.paid += bucket.count?.paid ?? 0;
  tally.paidCents += bucket.cents?.paid ?? 0;
  map.set(key, tally);
}

/** Adds one bucket's count and sum per status to the running totals. */
function addByStatus(byStatus: StatsTallies['byStatus'], bucket: Pick<StatsBucketDocument, 'count' | 'cents'>): void {
  for (const [status, count] of Object.entries(bucket.count ?? {})) {
    const entry = byStatus.get(status) ?? { count: 0, cents: 0 };
    entry.count += count;
    entry.cents += bucket.cents?.[status] ?? 0;
    byStatus.set(status, entry);
  }
}

/** Every donation's count and sum per status, from the buckets alone (a few hundred small documents). */
export async function tallyByStatus(deps: Deps): Promise<StatsTallies['byStatus']> {
  const buckets = await deps.models.StatsBucket.find({}, { count: 1, cents: 1 }).lean<
    Pick<StatsBucketDocument, 'count' | 'cents'>[]
  >();
  const byStatus: StatsTallies['byStatus'] = new Map();
  for (const bucket of buckets) addByStatus(byStatus, bucket);
  return byStatus;
}

/**
 * `donationStats` for a period of whole São Paulo days (or none), from the buckets:
 * a read of the period's buckets, whatever the number of donations.
 */
export async function statsFromBuckets(deps: Deps, from: Date | null, to: Date | null): Promise<DonationStats> {
  const day: Record<string, string> = {};
  if (from) day.$gte = statsDayOf(from);
  if (to) day.$lt = statsDayOf(to);
  const [buckets, { content }] = await Promise.all([
    deps.models.StatsBucket.find(from || to ? { day } : {}).lean<StatsBucketDocument[]>(),
    getCampaignState(deps),
  ]);
  const optionCents = new Set(content.donationOptions.map((option) => option.amountCents));

  let codesIssued = 0;
  let codesPaid = 0;
  const byStatus = new Map<string, { count: number; cents: number }>();
  const byDay = new Map<string, Tally>();
  const byAmount = new Map<number, Tally>();
  const bySource = new Map<string, Tally>();
  const sources = new Map<string, { utmSource: string | null; utmCampaign: string | null }>();
  for (const bucket of buckets) {
    addByStatus(byStatus, bucket);
    if (sumOf(bucket.count) === 0) continue; // emptied by a rebuild: nothing of it exists any more
    codesIssued += bucket.issued ?? 0;
    codesPaid += bucket.issuedPaid ?? 0;
    addTo(byDay, bucket.day, bucket);
    addTo(byAmount, bucket.amountCents, bucket);
    const sourceKey = JSON.stringify([bucket.utmSource ?? null, bucket.utmCampaign ?? null]);
    sources.set(sourceKey, { utmSource: bucket.utmSource ?? null, utmCampaign: bucket.utmCampaign ?? null });
    addTo(bySource, sourceKey, bucket);
  }

  return assembleStats({
    from,
    to,
    byStatus,
    codesIssued,
    codesPaid,
    byDay,
    byAmount,
    bySource: [...bySource.entries()].map(([key, tally]) => ({ ...sources.get(key)!, tally })),
    optionCents,
  });
}
