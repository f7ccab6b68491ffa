import { graphql } from '../../gql';
import { usePagedQuery } from '../../usePagedQuery';

const PanelDataRequestsQuery = graphql(`
  query PanelDataRequests($after: String) {
    dataRequests(first: 200, after: $after) {
      nodes {
        id
        donationId
        kind
        requestedAt
        deadline
        answeredAt
        outcome
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/** The donors' requests about their own data, a page at a time. */
export const useDataRequests = () => usePagedQuery(PanelDataRequestsQuery, 'dataRequests');
