import { Types } from 'mongoose';
import { isDuplicateKeyError } from '../db/ids.js';
import { pageSizeOf } from '../db/pagination.js';
import { CAMPAIGN_ID } from '../campaign/model.js';
import type { CampaignContent } from '../campaign/content.js';
import { publicRead } from '../cache/public-cache.js';
import type { Deps } from '../deps.js';
import { badInput } from '../errors.js';
import type { Comment as CommentView, CommentConnection } from '../generated/graphql.js';
import { centsToReais } from '../../../rules/money.js';
import { withoutBidiControls } from '../../../rules/rule.js';
import type { CommentDocument } from './model.js';
import { addToFeed, pageOfFeed, rebuildFeed, type FeedItem } from '../cache/feeds.js';

/** Served by the app (web/public/images); used when a supporter has no picture. */
export const DEFAULT_AVATAR_URL = '/images/default-avatar.svg';
export const COMMENTS_MAX_PAGE_SIZE = 50;
export const COMMENTS_DEFAULT_PAGE_SIZE = 10;

/**
 * Inserts the content's example comments once, dated relative to when the campaign
 * was created. Idempotent (unique sourceKey), so every start may call it.
 */
export async function ensureExampleComments(deps: Deps): Promise<void> {
  const campaign = await deps.models.Campaign.findById(CAMPAIGN_ID, { content: 1, createdAt: 1 }).lean();
  if (!campaign) return;
  const { exampleComments } = campaign.content as CampaignContent;
  const createdAt = campaign.createdAt ?? deps.now();
  if (!exampleComments?.length) return;
  const written = await deps.models.Comment.bulkWrite(
    exampleComments.map((example, index) => ({
      updateOne: {
        filter: { sourceKey: `example:${index}` },
        update: {
          $setOnInsert: {
            sourceKey: `example:${index}`,
            donationId: null,
            name: example.name,
            avatar: example.avatar ?? null,
            amountCents: example.amountCents ?? null,
            content: example.content,
            hidden: false,
            createdAt: new Date(createdAt.getTime() - example.minutesAgo * 60_000),
          },
        },
        upsert: true,
      },
    })),
    { ordered: false },
  );
  if (written.upsertedCount > 0) await rebuildFeed(deps, 'comments');
}

/**
 * The comment of a paid donation's message, written at most once however often the
 * payment is confirmed. Does nothing for a donation without a message.
 */
export async function createDonationComment(
  deps: Deps,
  donation: {
    _id: Types.ObjectId;
    publicName: string;
    amountCents: number;
    message: string;
    paidAt: Date;
    /** The dedication as the page shows it ("Em memória de Antônio"); '' for none or an anonymous donor. */
    dedication?: string;
  },
): Promise<void> {
  const content = donation.message.trim();
  if (!content) return;
  const sourceKey = `donation:${donation._id.toHexString()}`;
  // Keyed by the donation's own _id, so the upsert is found by _id (a filter on sourceKey
  // scans on FerretDB v1); the unique sourceKey still stops a second comment for a
  // donation whose comment an earlier version stored under another _id.
  const comment = {
    sourceKey,
    donationId: donation._id,
    name: donation.publicName,
    avatar: null,
    amountCents: donation.amountCents,
    content,
    dedication: donation.dedication ?? '',
    hidden: false,
    createdAt: donation.paidAt,
  };
  let stored: CommentDocument | null;
  try {
    // The comment as stored (this one, or the one a retry finds), returned by the upsert itself.
    stored = await deps.models.Comment.findOneAndUpdate(
      { _id: donation._id },
      { $setOnInsert: comment },
      { upsert: true, returnDocument: 'after' },
    ).lean<CommentDocument>();
  } catch (error) {
    // A concurrent confirmation inserted it first, or an earlier version stored it.
    if (!isDuplicateKeyError(error)) throw error;
    return;
  }
  if (stored && !stored.hidden) await addToFeed(deps, 'comments', commentItem(stored));
}

/** Deletes a donation's comment (its donor's data were erased, donor/erasure.ts); the caller takes it off the feed. */
export async function deleteCommentsOfDonation(deps: Deps, donationId: Types.ObjectId): Promise<void> {
  await deps.models.Comment.deleteMany({ donationId });
}

/** A visible comment as the comments feed keeps it. */
export function commentItem(comment: CommentDocument): FeedItem {
  return {
    id: comment._id.toHexString(),
    at: comment.createdAt,
    name: comment.name,
    avatar: comment.avatar ?? null,
    amountCents: comment.amountCents ?? null,
    content: comment.content,
    dedication: comment.dedication ?? '',
  };
}

const itemToComment = (item: FeedItem) =>
  ({
    _id: new Types.ObjectId(item.id),
    name: item.name,
    avatar: item.avatar,
    amountCents: item.amountCents,
    content: item.content,
    dedication: item.dedication ?? '',
    createdAt: item.at,
  }) as CommentDocument;

/** The comments feed rebuilt from the collection (app/feeds.ts): every visible comment. */
export async function* commentsFeedSource(deps: Deps): AsyncIterable<FeedItem> {
  const cursor = deps.models.Comment.find({ hidden: false }).lean<CommentDocument[]>().batchSize(1000).cursor();
  for await (const comment of cursor) yield commentItem(comment as unknown as CommentDocument);
}

function toCommentView(comment: CommentDocument): CommentView {
  return {
    id: comment._id.toHexString(),
    // Stored before names and messages were cleaned, a comment may still hold bidirectional controls.
    name: withoutBidiControls(comment.name),
    avatar: comment.avatar || DEFAULT_AVATAR_URL,
    amount: comment.amountCents === null || comment.amountCents === undefined ? null : centsToReais(comment.amountCents),
    content: withoutBidiControls(comment.content),
    dedication: comment.dedication ? withoutBidiControls(comment.dedication) : null,
    createdAt: comment.createdAt,
  };
}

// Opaque to clients: the last comment's position in the newest-first order.
const encodeCursor = (comment: CommentDocument) =>
  Buffer.from(JSON.stringify([comment.createdAt.toISOString(), comment._id.toHexString()])).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: Types.ObjectId } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const date = new Date(typeof createdAt === 'string' ? createdAt : Number.NaN);
    if (Number.isNaN(date.getTime()) || typeof id !== 'string' || !/^[0-9a-f]{24}$/.test(id)) throw new Error('bad cursor');
    return { createdAt: date, id: new Types.ObjectId(id) };
  } catch {
    throw badInput('after', 'Cursor de paginação inválido.');
  }
}

/** Visible comments, newest first; `after` is the previous page's endCursor. */
export async function listComments(
  deps: Deps,
  options: { first?: number | null; after?: string | null },
): Promise<CommentConnection> {
  const first = pageSizeOf(options.first, { max: COMMENTS_MAX_PAGE_SIZE, fallback: COMMENTS_DEFAULT_PAGE_SIZE });
  const cursor = options.after ? decodeCursor(options.after) : null;
  return publicRead(deps, `comments:${first}:${options.after ?? ''}`, () => readComments(deps, first, cursor));
}

async function readComments(
  deps: Deps,
  first: number,
  cursor: { createdAt: Date; id: Types.ObjectId } | null,
): Promise<CommentConnection> {
  // The home page's comments come from their feed (one read by _id); only paging past it reads the collection.
  const fromFeed = await pageOfFeed(deps, 'comments', first, cursor?.id ?? null);
  if (fromFeed) {
    const nodes = fromFeed.items.map(itemToComment);
    const last = nodes.at(-1);
    return {
      nodes: nodes.map(toCommentView),
      pageInfo: { endCursor: last ? encodeCursor(last) : null, hasNextPage: fromFeed.hasNext },
    };
  }
  const { page, pageInfo } = await commentsNewestFirst(deps, { hidden: false }, first, cursor);
  return { nodes: page.map(toCommentView), pageInfo };
}

/**
 * One page of comments, newest first by `createdAt` then `_id` (a keyset: a comment
 * written between two reads neither repeats nor skips one), the cursor being the last
 * comment's pair. Served by the indexes { hidden, createdAt, _id } (the public list) and
 * { createdAt, _id } (every comment, the organiser's list).
 */
async function commentsNewestFirst(
  deps: Deps,
  query: Record<string, unknown>,
  first: number,
  cursor: { createdAt: Date; id: Types.ObjectId } | null,
): Promise<{ page: CommentDocument[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } }> {
  const filter: Record<string, unknown> = { ...query };
  if (cursor) filter.$or = [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, _id: { $lt: cursor.id } }];
  const found = await deps.models.Comment.find(filter)
    .sort({ createdAt: -1, _id: -1 })
    .limit(first + 1)
    .lean<CommentDocument[]>();
  const page = found.slice(0, first);
  const last = page.at(-1);
  return { page, pageInfo: { endCursor: last ? encodeCursor(last) : null, hasNextPage: found.length > first } };
}

/**
 * Every comment, hidden ones too, newest first by `createdAt` (example comments are dated
 * in the past, a donation's comment at its payment): the organiser's moderation list.
 * `after` is the previous page's endCursor.
 */
export async function pageAllComments(
  deps: Deps,
  first: number,
  after: string | null | undefined,
): Promise<{ page: CommentDocument[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } }> {
  return commentsNewestFirst(deps, {}, first, after ? decodeCursor(after) : null);
}
