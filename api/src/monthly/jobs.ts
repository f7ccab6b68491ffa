import type { Deps } from '../deps.js';
import { every, type PeriodicJobs } from '../payments/jobs.js';
import { runMonthly } from './charges.js';

/** With the api-pix provider: each month's charges sent in their window, and the PSP asked what webhooks may have lost. */
export function startMonthlyJobs(deps: Deps): PeriodicJobs {
  if (deps.config.PIX_PROVIDER !== 'api-pix') return { stop: () => Promise.resolve() };
  return every(deps, 'monthly-giving', deps.config.PSP_RECONCILE_INTERVAL_SECONDS, () => runMonthly(deps));
}
