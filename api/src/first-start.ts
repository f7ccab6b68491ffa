import type { CampaignContent } from './campaign/content.js';
import { ensureCampaign } from './campaign/service.js';
import { ensureExampleComments } from './comments/service.js';
import type { Deps } from './deps.js';

/**
 * What every start makes sure of before taking traffic: the campaign document (created
 * from the content file the first time, never overwritten) and the content's example
 * comments. Both are idempotent, so every instance may run it at every start.
 */
export async function ensureCampaignData(deps: Deps, content: CampaignContent): Promise<void> {
  await ensureCampaign(deps, content);
  await ensureExampleComments(deps);
}
