import type { PipelineStage, Types } from 'mongoose';
import type { Deps } from '../deps.js';
import type { ChannelStat, ShareStats } from '../generated/graphql.js';
import { centsToReais } from '../../../rules/money.js';
import { publicDonorName } from './service.js';

/** At most this many links in the panel's list. */
const TOP_LINKS_MAX = 50;

interface GroupKey {
  ref?: string | null;
  source?: string | null;
}

/** One figure per (share code, utm_source): FerretDB v1 fills in only a $group's first accumulator. */
async function figureBy(deps: Deps, figure: 'count' | 'sum'): Promise<Map<string, { key: GroupKey; value: number }>> {
  const pipeline: PipelineStage[] = [
    // The site's own donations: money registered by the organisation or sent straight to the key had no visit.
    { $match: { status: 'paid', origin: 'site' } },
    {
      $group: {
        _id: { ref: '$referredBy', source: '$tracking.utmSource' },
        value: figure === 'count' ? { $sum: 1 } : { $sum: '$amountCents' },
      },
    },
  ];
  const rows = await deps.models.Donation.aggregate<{ _id: GroupKey | null; value: number }>(pipeline);
  return new Map(rows.map((row) => [JSON.stringify(row._id ?? {}), { key: row._id ?? {}, value: row.value }]));
}

interface Tally {
  donations: number;
  cents: number;
}

const add = (map: Map<string, Tally>, key: string, donations: number, cents: number) => {
  const tally = map.get(key) ?? { donations: 0, cents: 0 };
  map.set(key, { donations: tally.donations + donations, cents: tally.cents + cents });
};

/**
 * The panel's "Compartilhamentos": the donors' links that brought the most (each by the first
 * name its donor made public, else "Doador anônimo"), and paid donations by channel: a share
 * link first (a visit by one counts there, whatever utm it also carried), then utm_source, then
 * neither (direct).
 */
export async function shareStats(deps: Deps, first?: number | null): Promise<ShareStats> {
  const limit = Math.min(Math.max(first ?? 10, 1), TOP_LINKS_MAX);
  const [counts, sums] = await Promise.all([figureBy(deps, 'count'), figureBy(deps, 'sum')]);
  const byCode = new Map<string, Tally>();
  const byChannel = new Map<string, Tally>();
  for (const [id, { key, value }] of counts) {
    const cents = sums.get(id)?.value ?? 0;
    if (key.ref) {
      add(byCode, key.ref, value, cents);
      add(byChannel, JSON.stringify(['REF', null]), value, cents);
    } else if (key.source) add(byChannel, JSON.stringify(['UTM', key.source]), value, cents);
    else add(byChannel, JSON.stringify(['DIRECT', null]), value, cents);
  }

  const top = [...byCode.entries()]
    .sort(([codeA, a], [codeB, b]) => b.cents - a.cents || b.donations - a.donations || codeA.localeCompare(codeB))
    .slice(0, limit);
  const codes = await deps.models.ShareCode.find({ _id: { $in: top.map(([code]) => code) } }).lean<
    { _id: string; donationId: Types.ObjectId }[]
  >();
  const donationOfCode = new Map(codes.map((code) => [code._id, code.donationId]));
  const donors = await deps.models.Donation.find(
    { _id: { $in: codes.map((code) => code.donationId) } },
    { name: 1, isAnonymous: 1 },
  ).lean<{ _id: Types.ObjectId; name: string; isAnonymous: boolean }[]>();
  const donorOf = new Map(donors.map((donor) => [donor._id.toHexString(), donor]));

  const channels: ChannelStat[] = [...byChannel.entries()]
    .map(([key, tally]) => {
      const [channel, source] = JSON.parse(key) as [ChannelStat['channel'], string | null];
      return { channel, source, donations: tally.donations, amount: centsToReais(tally.cents), cents: tally.cents };
    })
    .sort((a, b) => b.cents - a.cents || b.donations - a.donations)
    .map(({ cents: _cents, ...channel }) => channel);

  return {
    topLinks: top.map(([code, tally]) => {
      const donor = donorOf.get(donationOfCode.get(code)?.toHexString() ?? '');
      return {
        code,
        // A code no donation holds (typed by hand) names nobody either.
        donorName: publicDonorName(donor ?? { name: '', isAnonymous: true }),
        donations: tally.donations,
        amount: centsToReais(tally.cents),
      };
    }),
    channels,
  };
}
