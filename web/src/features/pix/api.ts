import { graphql } from '../../gql';

export const CreateDonationMutation = graphql(`
  mutation CreateDonation($input: CreateDonationInput!) {
    createDonation(input: $input) {
      id
      accessToken
      donorUrl
    }
  }
`);

// The code panel's own fields travel masked in its fragment (components/PixCodePanel.tsx).
export const IssuePixCodeMutation = graphql(`
  mutation IssuePixCode($donationId: ID!, $accessToken: String!) {
    pixCode(donationId: $donationId, accessToken: $accessToken) {
      donationId
      expiresAt
      ...PixCodePanelFields
    }
  }
`);

export const DonationStatusQuery = graphql(`
  query DonationStatus($id: ID!, $accessToken: String!) {
    donationStatus(id: $id, accessToken: $accessToken) {
      id
      status
      paidAt
      shareCode
    }
  }
`);
