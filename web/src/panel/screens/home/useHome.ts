import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { brasiliaDayOf } from '../../../../../rules/brasilia-time';
import { startOfBrasiliaDay } from '../../format';
import { graphql } from '../../gql';
import type { PanelHomeQuery } from '../../gql/graphql';

// The totals the home screen shows; saving the campaign answers them too (campaign/documents.ts).
export const CampaignTotalsFields = graphql(`
  fragment PanelCampaignTotalsFields on Campaign {
    raised
    goal
    supportersCount
  }
`);

// A period's requests and payments: the whole campaign's, today's and the week's.
export const DonationCountsFields = graphql(`
  fragment PanelDonationCountsFields on DonationStats {
    created
    paid
    paidAmount
  }
`);

const PanelHomeQuery = graphql(`
  query PanelHome($today: DateTime!, $week: DateTime!) {
    campaign {
      ...PanelCampaignTotalsFields
    }
    all: donationStats {
      ...PanelDonationCountsFields
      conversionRate
      codesIssued
      codesPaid
      codeConversionRate
      averagePaidAmount
      byDay {
        date
        created
        paid
        paidAmount
      }
      byAmount {
        amount
        isOption
        created
        paid
        paidAmount
        conversionRate
      }
      bySource {
        utmSource
        utmCampaign
        created
        paid
        paidAmount
        conversionRate
      }
    }
    today: donationStats(from: $today) {
      ...PanelDonationCountsFields
    }
    week: donationStats(from: $week) {
      ...PanelDonationCountsFields
    }
    booksCheck {
      raised
      baselineRaised
      paidSum
      straightToKey
      straightToKeyCount
      throughSiteCodes
      throughSiteCodesCount
      registeredByOrganisation
      registeredByOrganisationCount
      annulled
      annulledCount
      expectedRaised
      difference
      supportersCount
      expectedSupporters
      paidCount
      refunded
      refundedCount
      spent
      balance
      differingLines
    }
  }
`);

/** The daily chart's last days with requests. */
export const DAYS_SHOWN = 14;

/** The home screen's figures: the totals, today's and the week's, the statistics and the books check. */
export function useHome() {
  const variables = useMemo(() => {
    const now = new Date();
    return {
      today: startOfBrasiliaDay(brasiliaDayOf(now)),
      week: startOfBrasiliaDay(brasiliaDayOf(new Date(now.getTime() - 6 * 86_400_000))),
    };
  }, []);
  const { data, error, refetch } = useQuery(PanelHomeQuery, { variables });
  return { figures: data && figuresOf(data), error, retry: () => void refetch() };
}

/** What the screen draws, derived from the answer: the share of the goal, the last days, sources by amount paid. */
function figuresOf(data: PanelHomeQuery) {
  const { campaign, all, booksCheck } = data;
  const sources = [...all.bySource].sort(
    (a, b) => Number(b.paidAmount) - Number(a.paidAmount) || b.paid - a.paid || b.created - a.created,
  );
  return {
    ...data,
    percent: Number(campaign.goal) > 0 ? Number(campaign.raised) / Number(campaign.goal) : 0,
    days: all.byDay.slice(-DAYS_SHOWN),
    sources,
    anyPaidSource: sources.some((source) => Number(source.paidAmount) > 0),
    booksRight:
      Number(booksCheck.difference) === 0 &&
      booksCheck.supportersCount === booksCheck.expectedSupporters &&
      booksCheck.differingLines.length === 0,
  };
}
