import type { Config } from '../config.js';
import type { Deps } from '../deps.js';
import { isValidCnpj } from '../../../rules/documents.js';
import type { CampaignContent } from './content.js';
import { CAMPAIGN_ID } from './model.js';

/**
 * Whether this campaign can offer monthly giving (Pix Automático, api/src/monthly/) without
 * asking the PSP: the provider, a receiver that is a legal entity, the campaign's account.
 * The PSP's own part (the scopes it granted) is checked when the organiser turns it on.
 */

/** What needs no call to the PSP: the provider, the organiser's CNPJ, the account. Each missing one in the organiser's words. */
export function localReasons(config: Config, content: CampaignContent): string[] {
  const reasons: string[] = [];
  if (config.PIX_PROVIDER !== 'api-pix')
    reasons.push(
      'O Pix Automático precisa de um PSP integrado pela API Pix: hoje o site gera códigos PIX estáticos (PIX_PROVIDER=static). Veja docs/OPERATIONS.md.',
    );
  const cnpj = content.organisation.cnpj ?? '';
  if (!cnpj || !isValidCnpj(cnpj))
    reasons.push(
      'O Pix Automático só recebe em nome de pessoa jurídica: informe o CNPJ da organização em Campanha › Organização.',
    );
  if (!config.API_PIX_ACCOUNT_NUMBER)
    reasons.push(
      'Informe a conta da campanha no PSP (API_PIX_ACCOUNT_BRANCH, API_PIX_ACCOUNT_NUMBER e API_PIX_ACCOUNT_TYPE): cada cobrança mensal a indica.',
    );
  return reasons;
}

/** Monthly giving as donors see it: on, and possible without asking the PSP (its scopes are checked when the organiser turns it on). */
export function offersMonthlyGiving(
  config: Config,
  state: { content: CampaignContent; monthlyGiving: { enabled: boolean } },
): boolean {
  return state.monthlyGiving.enabled && localReasons(config, state.content).length === 0;
}

/** Stores the organiser's switch and retry policy (monthly/setup.ts decides whether it may be turned on). */
export async function storeMonthlyGiving(
  deps: Deps,
  enabled: boolean,
  retryPolicy: 'NAO_PERMITE' | 'PERMITE_3R_7D',
): Promise<void> {
  await deps.models.Campaign.updateOne(
    { _id: CAMPAIGN_ID },
    { $set: { 'monthlyGiving.enabled': enabled, 'monthlyGiving.retryPolicy': retryPolicy } },
  );
}
