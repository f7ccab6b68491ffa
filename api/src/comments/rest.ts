import { type IRouter } from 'express';
import type { Deps } from '../deps.js';
import { badInput } from '../errors.js';
import { handleRest } from '../http/rest.js';
import { listComments } from './service.js';

function firstFromQuery(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{1,4}$/.test(value)) throw badInput('first', 'Quantidade inválida.');
  return Number(value);
}

/**
 * The seed's `GET /api/comments`: the same page as Query.comments, as a plain array.
 * `?first=&after=` page through it; the next page's cursor is in `X-Next-Cursor`.
 */
export function commentRoutes(router: IRouter, deps: Deps): void {
  router.get(
    '/api/comments',
    handleRest(async (req, res) => {
      const after = typeof req.query.after === 'string' ? req.query.after : undefined;
      const page = await listComments(deps, { first: firstFromQuery(req.query.first), after });
      if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) res.setHeader('X-Next-Cursor', page.pageInfo.endCursor);
      return page.nodes;
    }),
  );
}
