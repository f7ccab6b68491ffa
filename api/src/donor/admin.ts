import type { Deps } from '../deps.js';
import { ADMIN_PAGE, afterIdOf, pageNewestFirst, pageSizeOf } from '../db/pagination.js';
import type { DataRequestConnection } from '../generated/graphql.js';
import type { DataRequestDocument } from './model.js';

type Page = { first?: number | null; after?: string | null };

/** The donors' data requests, newest first, with their legal deadline and answer. */
export async function listDataRequests(deps: Deps, args: Page): Promise<DataRequestConnection> {
  const { page, pageInfo } = await pageNewestFirst<DataRequestDocument>(
    deps.models.DataRequest,
    {},
    pageSizeOf(args.first, ADMIN_PAGE),
    afterIdOf(args.after),
  );
  return {
    nodes: page.map((request) => ({
      id: request._id.toHexString(),
      donationId: request.donationId.toHexString(),
      kind: request.kind.toUpperCase() as 'EXPORT' | 'CORRECTION' | 'ERASURE',
      requestedAt: request.requestedAt,
      deadline: request.deadline,
      answeredAt: request.answeredAt ?? null,
      outcome: request.outcome ?? '',
    })),
    pageInfo,
  };
}
