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
      pausedAt
      changesFrom
      nextCharge {
        month
        dueDate
        amount
        sentToBank
      }
      amountChange {
        amount
        pixCode
        expiresAt
      }
      changes {
        at
        description
      }
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

// The donor's changes (issue 54): each asks back only the id, and the page reads the donation again.

export const ChangeMonthlyAmountMutation = graphql(`
  mutation ChangeMonthlyAmount($accessToken: String!, $amount: String!) {
    changeMonthlyDonationAmount(accessToken: $accessToken, amount: $amount) {
      id
    }
  }
`);

export const ChangeMonthlyDayMutation = graphql(`
  mutation ChangeMonthlyDay($accessToken: String!, $dayOfMonth: Int!) {
    changeMonthlyDonationDay(accessToken: $accessToken, dayOfMonth: $dayOfMonth) {
      id
    }
  }
`);

export const SkipMonthlyMonthMutation = graphql(`
  mutation SkipMonthlyMonth($accessToken: String!, $month: String!) {
    skipMonthlyDonationMonth(accessToken: $accessToken, month: $month) {
      id
    }
  }
`);

export const PauseMonthlyDonationMutation = graphql(`
  mutation PauseMonthlyDonation($accessToken: String!) {
    pauseMonthlyDonation(accessToken: $accessToken) {
      id
    }
  }
`);

export const ResumeMonthlyDonationMutation = graphql(`
  mutation ResumeMonthlyDonation($accessToken: String!) {
    resumeMonthlyDonation(accessToken: $accessToken) {
      id
    }
  }
`);
