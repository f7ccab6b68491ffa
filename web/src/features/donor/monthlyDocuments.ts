import { graphql } from '../../gql';

// Every document of the site is in the first screen's script (gql/graphql.ts, docs/PERFORMANCE.md):
// these are kept small, one field list each, and the cancellation asks back only what it changes.

/** What the monthly donation's private page shows (components/MonthlyDonationPage.tsx). */
export const MonthlyDonationQuery = graphql(`
  query MonthlyDonation($accessToken: String!) {
    monthlyDonation(accessToken: $accessToken) {
      id
      status
      statusLabel
      amount
      dayOfMonth
      pixCode
      expiresAt
      cancelledBy
      cancelledAt
      nextDueDate
      createdAt
      erasedAt
      payments {
        month
        dueDate
        amount
        status
        statusLabel
        paidAt
        receiptPath
      }
    }
  }
`);

/** The page's copy (same id) takes the new status at once; the months are read again after it. */
export const CancelMonthlyDonationMutation = graphql(`
  mutation CancelMonthlyDonation($accessToken: String!) {
    cancelMonthlyDonation(accessToken: $accessToken) {
      id
      status
      statusLabel
      cancelledBy
      cancelledAt
    }
  }
`);
