import type { Types } from 'mongoose';
import { memorySlot, type Deps, type FeedId, type FeedItem } from '../deps.js';

export type { FeedId, FeedItem } from '../deps.js';
import { isDuplicateKeyError } from '../db/ids.js';

/**
 * What the home page lists, kept current in one small document per list, read by `_id`:
 * the newest paid donations and the newest visible comments. A payment adds its donation
 * (and its comment) as its effects are applied; anything that removes or renames an
 * entry (moderation, a donor's correction or erasure) rebuilds the list from the
 * collection, which is rare. So a home page costs the same at any number of donations;
 * only a visitor paging past the kept entries reads the collection.
 */
export const FEED_SIZE = 100;

export interface FeedDocument {
  _id: FeedId;
  items: FeedItem[];
  /** True while the feed holds every entry there is (fewer than FEED_SIZE were ever kept). */
  complete: boolean;
  rev: number;
}

const newestFirst = (a: FeedItem, b: FeedItem) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The feed's newest entries, read from its collection by the source the app was given (Deps.feeds). */
async function rebuiltItems(deps: Deps, id: FeedId): Promise<{ items: FeedItem[]; complete: boolean }> {
  const newest: FeedItem[] = [];
  for await (const item of deps.feeds[id](deps)) {
    if (newest.length > FEED_SIZE && newestFirst(item, newest.at(-1)!) > 0) continue;
    newest.push(item);
    newest.sort(newestFirst);
    if (newest.length > FEED_SIZE + 1) newest.pop();
  }
  return { items: newest.slice(0, FEED_SIZE), complete: newest.length <= FEED_SIZE };
}

/**
 * One writer per feed in this app: concurrent payments queue here instead of racing
 * on `rev` and spending their retries on each other (twenty at once exhausted them).
 * Instances still race, rarely, and retry.
 */
const writers = memorySlot('feed writers', () => new Map<FeedId, Promise<unknown>>());

/**
 * Each feed as this app last read or wrote it. A write starts from it instead of reading
 * the feed again: the write is conditional on its `rev`, so a copy made stale by another
 * instance only costs that write, after which the feed is read and the write retried.
 */
const lastSeen = memorySlot('feeds last seen', () => new Map<FeedId, FeedDocument>());

function oneAtATime<T>(deps: Deps, id: FeedId, work: () => Promise<T>): Promise<T> {
  const queues = deps.memory.get(writers);
  const run = (queues.get(id) ?? Promise.resolve()).then(work, work);
  queues.set(
    id,
    run.catch(() => {}),
  );
  return run;
}

/** The feed, rebuilt from the collection when it does not exist yet (first read after an upgrade). */
export async function readFeed(deps: Deps, id: FeedId): Promise<FeedDocument> {
  const stored = await deps.models.PublicFeed.findById(id).lean<FeedDocument>();
  if (stored) return seen(deps, stored);
  // Built once: of concurrent first readers one inserts it, the others read that one.
  const built: FeedDocument = { _id: id, ...(await rebuiltItems(deps, id)), rev: 1 };
  if (await writeOver(deps, null, built)) return built;
  return seen(deps, (await deps.models.PublicFeed.findById(id).lean<FeedDocument>()) ?? built);
}

function seen(deps: Deps, feed: FeedDocument): FeedDocument {
  const known = deps.memory.get(lastSeen);
  // A slower read may return an older revision than one written since: keep the newest.
  if ((known.get(feed._id)?.rev ?? -1) <= feed.rev) known.set(feed._id, feed);
  return feed;
}

/** The feed to write over: this app's last copy when it has one, else a read. */
function feedToChange(deps: Deps, id: FeedId, stale: boolean): Promise<FeedDocument> | FeedDocument {
  const known = deps.memory.get(lastSeen).get(id);
  return known && !stale ? known : readFeed(deps, id);
}

/** Rebuilds a feed from its collection; a write racing it makes it read again. */
export function rebuildFeed(deps: Deps, id: FeedId): Promise<FeedDocument> {
  return oneAtATime(deps, id, () => rebuild(deps, id));
}

async function rebuild(deps: Deps, id: FeedId): Promise<FeedDocument> {
  for (let attempt = 0; ; attempt++) {
    const stored = await deps.models.PublicFeed.findById(id, { rev: 1 }).lean<Pick<FeedDocument, 'rev'>>();
    const fresh = await rebuiltItems(deps, id);
    const next = { _id: id, ...fresh, rev: (stored?.rev ?? 0) + 1 };
    if (await writeOver(deps, stored?.rev ?? null, next)) return next;
    if (attempt >= 10) throw new Error(`the ${id} feed kept changing while being rebuilt`);
  }
}

/** Writes `next` over revision `rev` (null: the feed does not exist yet); false when someone wrote first. */
async function writeOver(deps: Deps, rev: number | null, next: FeedDocument): Promise<boolean> {
  const { _id, ...fields } = next;
  if (rev === null) {
    try {
      await deps.models.PublicFeed.create(next);
      seen(deps, next);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
  // The feeds are a handful of documents: a filter beyond _id costs nothing here.
  const result = await deps.models.PublicFeed.updateOne({ _id, rev }, { $set: fields });
  if (result.matchedCount !== 1) return false;
  seen(deps, next);
  return true;
}

/** Adds (or replaces) one entry, newest first, keeping FEED_SIZE; repeating it changes nothing. */
export function addToFeed(deps: Deps, id: FeedId, item: FeedItem): Promise<void> {
  return oneAtATime(deps, id, () => add(deps, id, item));
}

async function add(deps: Deps, id: FeedId, item: FeedItem): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const feed = await feedToChange(deps, id, attempt > 0);
    const last = feed.items.at(-1);
    // Older than everything a partial feed keeps: it belongs to the part read from the collection.
    if (!feed.complete && last && newestFirst(item, last) > 0) return;
    const items = [...feed.items.filter((entry) => entry.id !== item.id), item].sort(newestFirst);
    const next = {
      _id: id,
      items: items.slice(0, FEED_SIZE),
      complete: feed.complete && items.length <= FEED_SIZE,
      rev: feed.rev + 1,
    };
    if (await writeOver(deps, feed.rev, next)) return;
  }
  // Twenty writers in a row got there first: rebuild rather than fail the payment.
  await rebuild(deps, id);
}

/** Takes one entry off a feed (a hidden comment); a partial feed then answers one page less before the collection does. */
export function removeFromFeed(deps: Deps, id: FeedId, itemId: string): Promise<void> {
  return oneAtATime(deps, id, () => remove(deps, id, itemId));
}

async function remove(deps: Deps, id: FeedId, itemId: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    // Read, not this app's copy: a removal must see entries other instances added.
    const feed = await readFeed(deps, id);
    if (!feed.items.some((item) => item.id === itemId)) return;
    const next = { ...feed, items: feed.items.filter((item) => item.id !== itemId), rev: feed.rev + 1 };
    if (await writeOver(deps, feed.rev, next)) return;
  }
  await rebuild(deps, id);
}

/**
 * One page of a feed after the entry `afterId` (or from the top): `size` entries and
 * whether more follow, or null when the feed cannot answer (the page runs past what it keeps).
 */
export async function pageOfFeed(
  deps: Deps,
  id: FeedId,
  size: number,
  afterId: Types.ObjectId | string | null,
): Promise<{ items: FeedItem[]; hasNext: boolean } | null> {
  const feed = await readFeed(deps, id);
  let start = 0;
  if (afterId) {
    const index = feed.items.findIndex((item) => item.id === String(afterId));
    if (index < 0) return null;
    start = index + 1;
  }
  const end = start + size;
  if (end + 1 > feed.items.length && !feed.complete) return null;
  return { items: feed.items.slice(start, end), hasNext: feed.items.length > end };
}
