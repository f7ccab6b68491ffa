import { useQuery } from '@apollo/client/react';
import { DEFAULT_MAX_DONATION_CENTS, DEFAULT_MIN_DONATION_CENTS, type DonationLimits } from '../../../../../rules/amount';
import { apiReaisToCents } from '../../../../../rules/money';
import { graphql } from '../../../gql';

// Part of the campaign the server inlines into every page: answered from the cache, no round trip.
export const DonationLimitsQuery = graphql(`
  query DonationLimits {
    campaign {
      donationLimits {
        minAmount
        maxAmount
        presetAmounts
      }
    }
  }
`);

/** The amounts a donor may give, as the API serves them; the server's defaults until they arrive (it re-checks anyway). */
export function useDonationLimits(): DonationLimits {
  const { data } = useQuery(DonationLimitsQuery, { fetchPolicy: 'cache-first' });
  const limits = data?.campaign.donationLimits;
  if (!limits) return { minCents: DEFAULT_MIN_DONATION_CENTS, maxCents: DEFAULT_MAX_DONATION_CENTS, presetCents: [] };
  return {
    minCents: apiReaisToCents(limits.minAmount),
    maxCents: apiReaisToCents(limits.maxAmount),
    presetCents: limits.presetAmounts.map(apiReaisToCents),
  };
}
