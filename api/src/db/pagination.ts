import type { Model, Types } from 'mongoose';
import { badInput } from '../errors.js';
import { objectIdOf } from './ids.js';

export interface IdPage<T> {
  page: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

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

/**
 * One page of a list that runs newest first by `_id`, the cursor being the last id
 * seen. Reads one document more than the page to know whether another page follows.
 */
export async function pageNewestFirst<T extends { _id: Types.ObjectId }>(
  model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- every model pages the same way
  query: Record<string, unknown>,
  size: number,
  afterId: Types.ObjectId | undefined,
): Promise<IdPage<T>> {
  const filter = afterId ? { ...query, _id: { $lt: afterId } } : query;
  const docs = await model
    .find(filter)
    .sort({ _id: -1 })
    .limit(size + 1)
    .lean<T[]>();
  const page = docs.slice(0, size);
  return { page, pageInfo: { hasNextPage: docs.length > size, endCursor: page.at(-1)?._id.toHexString() ?? null } };
}
