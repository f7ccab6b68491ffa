// The raffle banner's fragment (shared/RaffleBanner.tsx), for the code generator and the
// tests; the first screen imports the generated document instead (shared/liveData.ts says why).
import { graphql } from '../gql';

export const RaffleBannerFields = graphql(`
  fragment RaffleBannerFields on Raffle {
    prize
    drawDate
    minAmount
    text
  }
`);
