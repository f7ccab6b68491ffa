import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import { useConsent } from '../../../shared/consent';
import { insertAdsPixel, removeAdsPixel } from '../pixel';

const AdsPixelQuery = graphql(`
  query AdsPixel {
    siteConfig {
      adsPixel {
        id
        scriptUrl
      }
    }
  }
`);

/** Loads the ads pixel only with marketing consent and a configured pixel; renders nothing. */
export function AdsPixelLoader() {
  const { choice } = useConsent();
  const marketing = choice?.marketing === true;
  // Nothing is asked of the server until the visitor allows marketing.
  const { data } = useQuery(AdsPixelQuery, { skip: !marketing });
  const pixel = data?.siteConfig.adsPixel;

  useEffect(() => {
    if (marketing && pixel) {
      insertAdsPixel(document, pixel);
      return;
    }
    // Consent withdrawn after the pixel ran: a reload is the only way to unload what it did.
    if (!marketing && removeAdsPixel(document)) window.location.reload();
  }, [marketing, pixel]);

  return null;
}
