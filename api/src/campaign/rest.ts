import { Router } from 'express';
import type { Deps } from '../deps.js';
import { handleRest } from '../http/rest.js';
import { getCampaignTotals } from './service.js';

/** The seed's REST alias: same service as Query.campaign, the seed's four fields. */
export function campaignRoutes(deps: Deps): Router {
  const router = Router();
  router.get(
    '/api/campaign',
    handleRest(() => getCampaignTotals(deps)),
  );
  return router;
}
