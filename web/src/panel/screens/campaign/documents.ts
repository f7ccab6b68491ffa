import { graphql } from '../../gql';

// The campaign screen's documents: what the editor starts from, and the one update that saves it.

export const PanelCampaignQueryDocument = graphql(`
  query PanelCampaign {
    campaign {
      isExample
      organisation {
        name
        cnpj
        email
        whatsapp
        city
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
        title
        verifiedLabel
        proofImage {
          url
          alt
        }
        paragraphs
        blocks {
          title
          text
        }
      }
      usage {
        title
        text
      }
      raffle {
        prize
        drawDate
        minAmount
        text
      }
      trustBadges {
        icon
        title
        text
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
      value
      label
      description
      impact
      popular
      raffleEntries
      checkoutUrl
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
      raised
      goal
      supportersCount
    }
  }
`);
