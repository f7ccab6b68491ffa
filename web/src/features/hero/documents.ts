// The hero's query (components/CampaignHero.tsx), for the code generator and the tests;
// the first screen imports the generated document instead (shared/liveData.ts says why).
import { graphql } from '../../gql';

export const CampaignHeroQuery = graphql(`
  query CampaignHero {
    campaign {
      raised
      goal
      supportersCount
      heartsReceived
      title
      badge
      summary
      videoUrl
      videoPoster {
        ...PictureFields
      }
      raffle {
        ...RaffleBannerFields
      }
      goalExtensions {
        previousGoal
        goal
        reason
      }
      closing {
        message
        surplusText
        spent
        balance
      }
      pixHolder {
        name
        document
      }
    }
    bankCheck {
      importedOn
      stale
      underReviewCount
    }
    budget {
      lines {
        category
        description
        planned
      }
    }
  }
`);
