import { graphql } from '../../gql';

export const CreateDonationMutation = graphql(`
  mutation CreateDonation($input: CreateDonationInput!) {
    createDonation(input: $input) {
      id
      accessToken
    }
  }
`);

export const IssuePixCodeMutation = graphql(`
  mutation IssuePixCode($donationId: ID!, $accessToken: String!) {
    pixCode(donationId: $donationId, accessToken: $accessToken) {
      donationId
      pixCode
      amount
      expiresAt
    }
  }
`);

export const DonationStatusQuery = graphql(`
  query DonationStatus($id: ID!) {
    donationStatus(id: $id) {
      id
      status
      paidAt
    }
  }
`);
