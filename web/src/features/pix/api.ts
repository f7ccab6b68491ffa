import { graphql } from '../../gql';

export const CreateDonationMutation = graphql(`
  mutation CreateDonation($input: CreateDonationInput!) {
    createDonation(input: $input) {
      id
    }
  }
`);

export const IssuePixCodeMutation = graphql(`
  mutation IssuePixCode($donationId: ID!) {
    pixCode(donationId: $donationId) {
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
