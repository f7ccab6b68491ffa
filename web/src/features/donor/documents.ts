import { graphql } from '../../gql';

/** What the donor's private page shows (components/DonorPage.tsx); REST's GET /api/minha-doacao/<token> answers the same. */
export const DonorDonationQuery = graphql(`
  query DonorDonation($accessToken: String!) {
    donorDonation(accessToken: $accessToken) {
      id
      status
      statusLabel
      amount
      createdAt
      paidAt
      pixCode
      expiresAt
      receipt {
        title
        path
      }
      publicReference
      erasedAt
      share {
        code
        donations
        amount
      }
    }
    # Who the bank app will show as receiving, said before the code (rules/pix-holder.ts).
    # The same fields as the dialog's PixHolder query: one object in the cache, never replaced by a smaller one.
    campaign {
      pixHolder {
        name
        document
        line
      }
    }
  }
`);
