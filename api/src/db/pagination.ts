import type { Model, Types } from 'mongoose';

export interface IdPage<T> {
  page: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
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
