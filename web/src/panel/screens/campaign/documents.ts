import { graphql } from '../../gql';

// The campaign screen's documents: what the editor starts from, and the one update that saves it.
// The content's fragments are the site's own (the .graphql files next to its components, codegen.ts):
// the editor reads the same fields the page draws, and its preview draws them with the same components.

// The identity's tax id whole is the owner's alone (the public campaign carries a CPF masked): asked for only by the owner,
// so another role's read is not refused whole.
export const PanelCampaignQueryDocument = graphql(`
  query PanelCampaign($owner: Boolean!) {
    organisationTaxId @include(if: $owner)
    campaign {
      isExample
      organisation {
        ...OrganisationFields
      }
      videoPoster {
        url
        alt
      }
      badge
      title
      summary
      videoUrl
      goal
      raised
      story {
        ...StoryViewFields
        proofImage {
          url
          alt
        }
      }
      usage {
        title
        text
      }
      raffle {
        ...RaffleBannerFields
      }
      trustBadges {
        ...TrustBadgeFields
      }
      share {
        title
        description
        image {
          url
          alt
        }
        message
      }
    }
    donationOptions {
      ...AmountCardFields
    }
    booksCheck {
      baselineRaised
      expectedSupporters
      paidCount
    }
  }
`);

export const UpdateCampaignMutation = graphql(`
  mutation PanelUpdateCampaign($input: UpdateCampaignInput!) {
    updateCampaign(input: $input) {
      isExample
      title
      ...PanelCampaignTotalsFields
    }
  }
`);
