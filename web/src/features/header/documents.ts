// The header's query (components/SiteHeader.tsx), for the code generator and the tests. The first screen uses the generated
// document (gql/graphql.ts) instead: importing `graphql()` from gql/ would bring the
// client preset's map of every document of the site into the entry script, so nothing
// the entry script imports may import this file.
import { graphql } from '../../gql';

export const SiteHeaderQuery = graphql(`
  query SiteHeader {
    campaign {
      isExample
      organisation {
        name
      }
    }
  }
`);
