import type { IRouter } from 'express';
import { publicCacheControl } from '../graphql/cache-hints.js';
import type { Deps } from '../deps.js';
import { publicResponse } from '../cache/responses.js';
import { handleRest } from '../http/rest.js';
import { getCampaignTotals } from './service.js';

const CAMPAIGN_CACHE_CONTROL = publicCacheControl('Campaign');

/** The seed's REST read of the totals, and the public cache's name for its answer (also read by app/at-once.ts). */
export const CAMPAIGN_PATH = '/api/campaign';
export const CAMPAIGN_RESPONSE_KEY = 'rest:/api/campaign';

/** The seed's REST alias: same service as Query.campaign, the seed's four fields. */
export function campaignRoutes(router: IRouter, deps: Deps): void {
  router.get(
    CAMPAIGN_PATH,
    // Kept serialised while fresh, as GET /graphql's answers are: a crowd's reads cost no JSON.stringify or hash each.
    publicResponse(deps, () => CAMPAIGN_RESPONSE_KEY),
    handleRest(async (_req, res) => {
      const totals = await getCampaignTotals(deps);
      // Only a success may be reused; an error must be retried.
      res.setHeader('Cache-Control', CAMPAIGN_CACHE_CONTROL);
      return totals;
    }),
  );
}
