import { graphql } from '../../gql';

// The campaign screen's documents: what the editor starts from, and the one update that saves it.
// The content's fragments are the site's own (the .graphql files next to its components, codegen.ts):
// the editor reads the same fields the page draws, and its preview draws them with the same components.

export const PanelCampaignQueryDocument = graphql(`
  query PanelCampaign {
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
