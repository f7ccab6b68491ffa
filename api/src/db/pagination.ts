import { Types, type Model } from 'mongoose';
import { badInput } from '../errors.js';
import { objectIdOf } from './ids.js';

export interface IdPage<T> {
  page: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export const ADMIN_PAGE_MAX = 200;
/** Page sizes of the organiser's lists. */
export const ADMIN_PAGE = { max: ADMIN_PAGE_MAX, fallback: 50 };

/** A page size from a client (`first`): the default when absent, else 1..max. */
export function pageSizeOf(first: number | null | undefined, { max, fallback }: { max: number; fallback: number }): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > max) throw badInput('first', `Peça entre 1 e ${max} itens por página.`);
  return size;
}

/** An opaque cursor (`after`) is the id of the last item seen: lists run newest first by _id. */
export function afterIdOf(after: string | null | undefined): Types.ObjectId | undefined {
  if (after === null || after === undefined || after === '') return undefined;
  return objectIdOf(after, 'after', 'Cursor de paginação inválido.');
}

/** Above every id: the bound of a first page. */
const AFTER_EVERY_ID = new Types.ObjectId('ffffffffffffffffffffffff');

/**
 * One page of a list that runs newest first by `_id`, the cursor being the last id
 * seen. Reads one document more than the page to know whether another page follows.
 * The first page is bounded too (below the largest possible ObjectId), so that every
 * page is the same index walk; on the offline server only a sort on `_id` with `_id`
 * bounded by an ObjectId is walked in order (tools/offline-mongo/README.md).
 */
export async function pageNewestFirst<T extends { _id: Types.ObjectId }>(
  model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- every model pages the same way
  query: Record<string, unknown>,
  size: number,
  afterId: Types.ObjectId | undefined,
): Promise<IdPage<T>> {
  const filter = { ...query, _id: { $lt: afterId ?? AFTER_EVERY_ID } };
  const docs = await model
    .find(filter)
    .sort({ _id: -1 })
    .limit(size + 1)
    .lean<T[]>();
  const page = docs.slice(0, size);
  return { page, pageInfo: { hasNextPage: docs.length > size, endCursor: page.at(-1)?._id.toHexString() ?? null } };
}
