import { readFileSync } from 'node:fs';
import { checkCampaignContent, type CampaignContent } from '../../../rules/campaign-content.js';
import { fromRoot } from '../paths.js';

export type { CampaignContent } from '../../../rules/campaign-content.js';

export const EXAMPLE_CONTENT_FILE = fromRoot('content', 'campaign.example.json');

export function loadContentFile(path: string = EXAMPLE_CONTENT_FILE): CampaignContent {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read campaign content ${path}: ${(error as Error).message}`, { cause: error });
  }
  const checked = checkCampaignContent(raw);
  if (!checked.ok) {
    const problems = checked.problems.map((problem) => `${problem.field}: ${problem.message}`);
    throw new Error(`invalid campaign content ${path}: ${problems.join('; ')}`);
  }
  return checked.value;
}
