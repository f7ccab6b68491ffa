import { recordAudit, type AdminActor } from '../audit/service.js';
import { publicDataChanged } from '../cache/public-cache.js';
import type { CampaignContent } from '../campaign/content.js';
import { getCampaignState } from '../campaign/service.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { apiPixClientFor, type RetryPolicy } from '../pix/api-pix/client.js';
import { localReasons, storeMonthlyGiving } from '../campaign/monthly-offer.js';

/**
 * Whether monthly giving can be offered, and the organiser's switch. Pix Automático needs a
 * receiver that is a legal entity, a PSP that offers it through the API Pix, and the
 * campaign's account at that PSP (each month's charge names it).
 */

/** The OAuth scopes the product uses for recurrences (bacen/pix-api `securitySchemes`). */
export const RECURRENCE_SCOPES = ['rec.write', 'rec.read', 'cobr.write', 'cobr.read', 'payloadlocationrec.write'] as const;

export type MonthlyRetryPolicy = 'NO_RETRY' | 'RETRY_3_IN_7_DAYS';
export const toApiRetryPolicy = (policy: MonthlyRetryPolicy): RetryPolicy =>
  policy === 'NO_RETRY' ? 'NAO_PERMITE' : 'PERMITE_3R_7D';
export const fromApiRetryPolicy = (policy: RetryPolicy): MonthlyRetryPolicy =>
  policy === 'NAO_PERMITE' ? 'NO_RETRY' : 'RETRY_3_IN_7_DAYS';

/** The reasons, including the PSP's: whether it granted the recurrence scopes to this client. */
async function reasonsWithPsp(deps: Deps, content: CampaignContent): Promise<string[]> {
  const reasons = localReasons(deps.config, content);
  if (deps.config.PIX_PROVIDER !== 'api-pix') return reasons;
  try {
    const granted = await apiPixClientFor(deps).grantedScopes();
    const missing = RECURRENCE_SCOPES.filter((scope) => !granted.includes(scope));
    if (missing.length > 0)
      reasons.push(
        `O seu PSP não liberou o Pix Automático para esta integração: faltam os escopos ${missing.join(', ')}. Peça ao PSP que os conceda ao client_id do site.`,
      );
  } catch (error) {
    deps.logger.warn({ err: error }, 'could not ask the PSP which scopes it granted');
    reasons.push(
      'Não foi possível consultar o PSP agora para saber se ele oferece o Pix Automático. Tente de novo em instantes.',
    );
  }
  return reasons;
}

export interface MonthlyGivingSetupView {
  available: boolean;
  unavailableReasons: string[];
  enabled: boolean;
  retryPolicy: MonthlyRetryPolicy;
  activeCount: number;
  awaitingCount: number;
}

export async function monthlyGivingSetup(deps: Deps): Promise<MonthlyGivingSetupView> {
  const state = await getCampaignState(deps);
  const reasons = await reasonsWithPsp(deps, state.content);
  const [activeCount, awaitingCount] = await Promise.all([
    deps.models.Recurrence.countDocuments({ status: 'active' }),
    deps.models.Recurrence.countDocuments({ status: 'awaiting' }),
  ]);
  return {
    available: reasons.length === 0,
    unavailableReasons: reasons,
    enabled: state.monthlyGiving.enabled && reasons.length === 0,
    retryPolicy: fromApiRetryPolicy(state.monthlyGiving.retryPolicy),
    activeCount,
    awaitingCount,
  };
}

/**
 * The organiser's switch. Turning it off stops new monthly donations; those already
 * authorised go on until the donor or the organiser cancels them (the donor authorised them).
 */
export async function setMonthlyGiving(
  deps: Deps,
  actor: AdminActor,
  enabled: boolean,
  retryPolicy: MonthlyRetryPolicy,
): Promise<MonthlyGivingSetupView> {
  if (enabled) {
    const reasons = await reasonsWithPsp(deps, (await getCampaignState(deps)).content);
    if (reasons.length > 0) throw new AppError('FORBIDDEN', `A doação mensal não pode ser ativada: ${reasons.join(' ')}`);
  }
  await storeMonthlyGiving(deps, enabled, toApiRetryPolicy(retryPolicy));
  publicDataChanged(deps, 'content');
  await recordAudit(deps, actor, { action: 'setMonthlyGiving', target: 'campaign', details: { enabled, retryPolicy } });
  return monthlyGivingSetup(deps);
}
