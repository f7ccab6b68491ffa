import type { Types } from 'mongoose';
import type { Deps } from '../deps.js';
import { isDuplicateKeyError } from '../db/ids.js';
import type { StatsBucketDocument } from './model.js';
import { brasiliaDayOf } from '../../../rules/brasilia-time.js';

/** Days are the organiser's days: Brazil's official time. */
export const statsDayOf = (date: Date) => brasiliaDayOf(date);

/** What a bucket is chosen by: the donation's creation, attribution and amount. */
export interface BucketedDonation {
  createdAt?: Date | null;
  amountCents: number;
  tracking?: { utmSource?: string | null; utmCampaign?: string | null } | null;
  /** Set once its PIX code was issued: a payment then also counts as a code that was paid. */
  pixIssuedAt?: Date | null;
}

/** A change of one donation's status; `from: null` is its creation. */
export interface StatsChange {
  donation: BucketedDonation & { _id?: Types.ObjectId };
  from: string | null;
  to: string;
}

function bucketOf(donation: BucketedDonation) {
  const day = statsDayOf(donation.createdAt ?? new Date());
  const utmSource = donation.tracking?.utmSource || null;
  const utmCampaign = donation.tracking?.utmCampaign || null;
  const key = [day, utmSource ?? '', utmCampaign ?? '', String(donation.amountCents)].map(encodeURIComponent).join('|');
  return { _id: key, day, utmSource, utmCampaign, amountCents: donation.amountCents };
}

/**
 * Moves one donation between statuses in its bucket: one upsert `$inc` by `_id`. Called
 * by whoever made the change happen exactly once (the creation's insert, the payment's
 * claim, the expiry's claim; a refund: `{from: 'paid', to: 'refunded'}`), right after it.
 */
export async function moveStats(deps: Deps, change: StatsChange): Promise<void> {
  if (change.from === change.to) return;
  const { _id, ...fields } = bucketOf(change.donation);
  const amount = change.donation.amountCents;
  const inc: Record<string, number> = { [`count.${change.to}`]: 1, [`cents.${change.to}`]: amount };
  if (change.from) {
    inc[`count.${change.from}`] = -1;
    inc[`cents.${change.from}`] = -amount;
  }
  if (change.to === 'paid' && change.donation.pixIssuedAt) inc.issuedPaid = 1;
  await incBucket(deps, _id, fields, inc);
}

/** Counts a donation's PIX code in its bucket: called once, by the issue that won (donations/service.ts). */
export async function countCodeIssued(deps: Deps, donation: BucketedDonation): Promise<void> {
  const { _id, ...fields } = bucketOf(donation);
  await incBucket(deps, _id, fields, { issued: 1 });
}

async function incBucket(deps: Deps, _id: string, fields: object, inc: Record<string, number>): Promise<void> {
  try {
    await deps.models.StatsBucket.updateOne({ _id }, { $setOnInsert: fields, $inc: inc }, { upsert: true });
  } catch (error) {
    // Two first donations of a bucket at once: the other one inserted it; $inc it now.
    if (!isDuplicateKeyError(error)) throw error;
    await deps.models.StatsBucket.updateOne({ _id }, { $inc: inc });
  }
}

export interface RebuildReport {
  donations: number;
  buckets: number;
  /** Buckets whose stored figures differed from the recount (missing, extra or different). */
  mismatched: number;
  /** True when the stored buckets already equalled the recount. */
  matched: boolean;
  elapsedMs: number;
}

type Tallies = Map<string, StatsBucketDocument>;

/** Every bucket recounted from the donations, streamed (one pass by `_id`, never all in memory). */
export async function recountStatsBuckets(deps: Deps): Promise<{ tallies: Tallies; donations: number }> {
  const tallies: Tallies = new Map();
  let donations = 0;
  const cursor = deps.models.Donation.find({}, { createdAt: 1, amountCents: 1, tracking: 1, status: 1, pixIssuedAt: 1 })
    .lean()
    .batchSize(1000)
    .cursor();
  for await (const donation of cursor) {
    donations += 1;
    const bucket = bucketOf(donation as BucketedDonation);
    const tally = tallies.get(bucket._id) ?? { ...bucket, count: {}, cents: {}, issued: 0, issuedPaid: 0 };
    if (donation.pixIssuedAt) tally.issued = (tally.issued ?? 0) + 1;
    if (donation.pixIssuedAt && donation.status === 'paid') tally.issuedPaid = (tally.issuedPaid ?? 0) + 1;
    const status = donation.status as string;
    tally.count[status] = (tally.count[status] ?? 0) + 1;
    tally.cents[status] = (tally.cents[status] ?? 0) + donation.amountCents;
    tallies.set(bucket._id, tally);
  }
  return { tallies, donations };
}

const sameFigures = (a: Record<string, number> = {}, b: Record<string, number> = {}) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => (a[key] ?? 0) === (b[key] ?? 0));

/**
 * Recounts the buckets from the donations, compares them with the stored ones and, when
 * `write` is set, stores the recount (buckets nobody has any more are emptied). Run it
 * with the site quiet for an exact result: a donation changing during the pass may be
 * counted in either state.
 */
export async function rebuildStatsBuckets(deps: Deps, { write }: { write: boolean }): Promise<RebuildReport> {
  const started = performance.now();
  const { tallies, donations } = await recountStatsBuckets(deps);
  const stored = await deps.models.StatsBucket.find({}).lean<StatsBucketDocument[]>();
  let mismatched = 0;
  const emptied: string[] = [];
  for (const bucket of stored) {
    const tally = tallies.get(bucket._id);
    if (!tally) {
      if (!sameFigures(bucket.count, {}) || (bucket.issued ?? 0) !== 0 || (bucket.issuedPaid ?? 0) !== 0) {
        mismatched += 1;
        emptied.push(bucket._id);
      }
      continue;
    }
    if (
      !sameFigures(bucket.count, tally.count) ||
      !sameFigures(bucket.cents, tally.cents) ||
      (bucket.issued ?? 0) !== (tally.issued ?? 0) ||
      (bucket.issuedPaid ?? 0) !== (tally.issuedPaid ?? 0)
    )
      mismatched += 1;
  }
  const storedIds = new Set(stored.map((bucket) => bucket._id));
  for (const id of tallies.keys()) if (!storedIds.has(id)) mismatched += 1;

  if (write) {
    const writes = [
      ...[...tallies.values()].map(({ _id, ...fields }) => ({
        // $set of whole objects, not a replacement: FerretDB v1 ignored replaceOne inside bulkWrite here.
        updateOne: { filter: { _id }, update: { $set: fields }, upsert: true },
      })),
      ...emptied.map((_id) => ({
        updateOne: { filter: { _id }, update: { $set: { count: {}, cents: {}, issued: 0, issuedPaid: 0 } } },
      })),
    ];
    for (let i = 0; i < writes.length; i += 500)
      await deps.models.StatsBucket.bulkWrite(writes.slice(i, i + 500), { ordered: false });
  }
  return {
    donations,
    buckets: tallies.size,
    mismatched,
    matched: mismatched === 0,
    elapsedMs: Math.round(performance.now() - started),
  };
}
