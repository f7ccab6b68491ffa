// A picture's fields as Picture.tsx draws them (every width, WebP and JPEG), spread by the hero's
// and the story's queries. In its own file: the first screen takes its type only (`pictureOf`),
// never the site's `graphql()` (shared/liveData.ts says why).
import { graphql } from '../gql';

export const PictureFields = graphql(`
  fragment PictureFields on Image {
    url
    alt
    width
    height
    srcSet
    webpSrcSet
  }
`);
