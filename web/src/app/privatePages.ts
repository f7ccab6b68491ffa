import type { DocumentNode } from 'graphql';
import { matchPath } from 'react-router';
import { DonorDonationQuery } from '../features/donor/documents';
import { MonthlyDonationQuery } from '../features/donor/monthlyDocuments';
import { DONOR_PAGE_ROUTE, MONTHLY_PAGE_ROUTE } from './Pages';

/** What a private page reads with its token: the server answers it while rendering the page (api/src/web/ssr.ts). */
export interface PrivatePageQuery {
  document: DocumentNode;
  variables: Record<string, unknown>;
}

const PRIVATE_PAGES: { route: string; document: DocumentNode }[] = [
  { route: DONOR_PAGE_ROUTE, document: DonorDonationQuery },
  { route: MONTHLY_PAGE_ROUTE, document: MonthlyDonationQuery },
];

/** The query the private page at `path` makes on its first render, with the token from the path; null for any other page. */
export function privatePageQuery(path: string): PrivatePageQuery | null {
  for (const { route, document } of PRIVATE_PAGES) {
    const token = matchPath(route, path)?.params.token;
    if (token) return { document, variables: { accessToken: token } };
  }
  return null;
}
