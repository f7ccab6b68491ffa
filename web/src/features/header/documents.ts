// The header's query (components/SiteHeader.tsx), for the code generator and the tests;
// the first screen imports the generated document instead (shared/liveData.ts says why).
import { graphql } from '../../gql';

export const SiteHeaderQuery = graphql(`
  query SiteHeader {
    campaign {
      isExample
      closing {
        closedAt
      }
      organisation {
        name
      }
    }
  }
`);
