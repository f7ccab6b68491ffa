import type { PipelineStage } from 'mongoose';
import { getCampaignState } from '../campaign/service.js';
import type { Deps } from '../deps.js';
import { badInput } from '../errors.js';
import type { DonationStats } from '../generated/graphql.js';
import { statsDayOf } from './buckets.js';
import { assembleStats, isStatsDayStart, statsFromBuckets, type Tally } from './read.js';

const emptyTally = (): Tally => ({ created: 0, paid: 0, paidCents: 0 });

/**
 * Count and sum per group key. FerretDB v1 has only the $sum/$count accumulators and
 * fills in just the first accumulator of a $group, so each figure is its own pipeline.
 */
async function groupBy(
  deps: Deps,
  match: Record<string, unknown>,
  key: string | Record<string, string>,
  figure: 'count' | 'sum',
): Promise<Map<string, { key: unknown; value: number }>> {
  const pipeline: PipelineStage[] = [
    { $match: match },
    { $group: { _id: key, value: figure === 'count' ? { $sum: 1 } : { $sum: '$amountCents' } } },
  ];
  const rows = await deps.models.Donation.aggregate<{ _id: unknown; value: number }>(pipeline);
  return new Map(rows.map((row) => [JSON.stringify(row._id ?? null), { key: row._id ?? null, value: row.value }]));
}

/** created, paid and paid sum per key, merged from three single-figure pipelines. */
async function tallyBy(
  deps: Deps,
  match: Record<string, unknown>,
  key: string | Record<string, string>,
): Promise<{ key: unknown; tally: Tally }[]> {
  const paidMatch = { ...match, status: 'paid' };
  const [created, paid, paidSum] = await Promise.all([
    groupBy(deps, match, key, 'count'),
    groupBy(deps, paidMatch, key, 'count'),
    groupBy(deps, paidMatch, key, 'sum'),
  ]);
  return [...created.entries()].map(([id, row]) => ({
    key: row.key,
    tally: { created: row.value, paid: paid.get(id)?.value ?? 0, paidCents: paidSum.get(id)?.value ?? 0 },
  }));
}

/**
 * The organiser's statistics. A period of whole São Paulo days (or none, the usual case)
 * is read from the statistics buckets (stats-buckets.ts); any other period is counted
 * from the donations themselves, which grows with the collection.
 */
export async function getDonationStats(deps: Deps, range: { from?: Date | null; to?: Date | null }): Promise<DonationStats> {
  const { from, to } = range;
  if (from && to && from.getTime() >= to.getTime()) throw badInput('to', 'O fim do período deve ser depois do início.');
  if ((!from || isStatsDayStart(from)) && (!to || isStatsDayStart(to))) return statsFromBuckets(deps, from ?? null, to ?? null);
  return getDonationStatsByScan(deps, range);
}

/** The statistics counted from the donations (the rebuild's reference, and periods that cut a day). */
export async function getDonationStatsByScan(
  deps: Deps,
  range: { from?: Date | null; to?: Date | null },
): Promise<DonationStats> {
  const { from, to } = range;
  const match: Record<string, unknown> = {};
  if (from || to) match.createdAt = { ...(from ? { $gte: from } : {}), ...(to ? { $lt: to } : {}) };

  const [byStatusRows, byAmountRows, bySourceRows, { content }, codesIssued, codesPaid] = await Promise.all([
    tallyStatus(deps, match),
    tallyBy(deps, match, '$amountCents'),
    tallyBy(deps, match, { utmSource: '$tracking.utmSource', utmCampaign: '$tracking.utmCampaign' }),
    getCampaignState(deps),
    deps.models.Donation.countDocuments({ ...match, pixIssuedAt: { $ne: null } }),
    deps.models.Donation.countDocuments({ ...match, status: 'paid', pixIssuedAt: { $ne: null } }),
  ]);
  return assembleStats({
    from: from ?? null,
    to: to ?? null,
    byStatus: new Map(byStatusRows.map((row) => [row.status, { count: row.count, cents: row.cents }])),
    codesIssued,
    codesPaid,
    byDay: await tallyByDay(deps, match),
    byAmount: new Map(byAmountRows.map(({ key, tally }) => [Number(key), tally])),
    bySource: bySourceRows.map(({ key, tally }) => {
      const source = (key ?? {}) as { utmSource?: string | null; utmCampaign?: string | null };
      return { utmSource: source.utmSource ?? null, utmCampaign: source.utmCampaign ?? null, tally };
    }),
    optionCents: new Set(content.donationOptions.map((option) => option.amountCents)),
  });
}

async function tallyStatus(deps: Deps, match: Record<string, unknown>) {
  const [counts, sums] = await Promise.all([groupBy(deps, match, '$status', 'count'), groupBy(deps, match, '$status', 'sum')]);
  return [...counts.entries()].map(([id, row]) => ({
    status: row.key as string,
    count: row.value,
    cents: sums.get(id)?.value ?? 0,
  }));
}

/**
 * Per São Paulo calendar day of creation. FerretDB v1 has no date operators in
 * $group, so the day is worked out here from a narrow projection of the period.
 */
async function tallyByDay(deps: Deps, match: Record<string, unknown>): Promise<Map<string, Tally>> {
  const days = new Map<string, Tally>();
  const cursor = deps.models.Donation.find(match, { createdAt: 1, status: 1, amountCents: 1, _id: 0 }).lean().cursor();
  for await (const donation of cursor) {
    const day = statsDayOf(donation.createdAt as Date);
    const tally = days.get(day) ?? emptyTally();
    tally.created += 1;
    if (donation.status === 'paid') {
      tally.paid += 1;
      tally.paidCents += donation.amountCents;
    }
    days.set(day, tally);
  }
  return days;
}
