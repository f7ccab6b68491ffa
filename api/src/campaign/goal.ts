import { checkCampaignClosing, checkGoalExtension, passedMilestones } from '../../../rules/campaign-goal.js';
import { reaisToCents } from '../../../rules/money.js';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { publicDataChanged } from '../cache/public-cache.js';
import { eventKind, type Deps } from '../deps.js';
import { AppError, badInput, badInputOf } from '../errors.js';
import type { Campaign, CloseCampaignInput, ExtendGoalInput } from '../generated/graphql.js';
import { CAMPAIGN_ID } from './model.js';
import { getCampaign, type ClosingRecord } from './service.js';

/**
 * The goal's end (issue 39): a stretch goal once it is reached, or the campaign's closing.
 * Both are the owner's (`@admin(permission: OWNER)` in campaign/schema.graphql). Closing is
 * final: there is no reopening, so a donor's app may stop asking (CAMPAIGN_CLOSED is 410, errors.ts).
 */

/** The refusal every way of donating answers once the campaign is closed, with the organiser's words. */
export function campaignClosedError(closing: Pick<ClosingRecord, 'message'>): AppError {
  return new AppError('CAMPAIGN_CLOSED', `Esta campanha foi encerrada e não recebe mais doações. ${closing.message}`);
}

/** Throws CAMPAIGN_CLOSED once the organiser closed the campaign (createDonation, pixCode, monthly, /doar). */
export function assertOpen(state: { closing: ClosingRecord | null }): void {
  if (state.closing) throw campaignClosedError(state.closing);
}

/** What the subscribers of `campaignClosed` did, for the organiser's answer: each adds its own counts. */
export interface ClosingReport {
  monthlyCancelled: number;
  monthlyFailed: number;
}

/**
 * The campaign was closed (or closing was asked again): each domain stops what it runs for donors.
 * The event is frozen; `report` is the one thing written through it, back to the publisher.
 */
export const campaignClosed = eventKind<{ actor: AdminActor; report: ClosingReport }>('campaign closed');

/**
 * Records each milestone of the current goal the total has passed, once whatever the retries
 * (its key in `passedMilestoneKeys` guards the $push). `silently`: passed as the goal was set,
 * not by a payment, so no update is suggested for it (`at` null).
 */
export async function recordPassedMilestones(
  deps: Deps,
  options: {
    silently?: boolean;
    /** The campaign as a payment's totals update just returned it; read when absent. */
    campaign?: { raisedCents: number; content: unknown; passedMilestoneKeys?: string[] | null };
  } = {},
): Promise<void> {
  const doc =
    options.campaign ??
    (await deps.models.Campaign.findById(CAMPAIGN_ID, { raisedCents: 1, content: 1, passedMilestoneKeys: 1 }).lean());
  if (!doc) return;
  const goalCents = (doc.content as { goalCents: number }).goalCents;
  for (const percent of passedMilestones(doc.raisedCents, goalCents)) {
    const key = `${goalCents}:${percent}`;
    if ((doc.passedMilestoneKeys ?? []).includes(key)) continue;
    await deps.models.Campaign.updateOne(
      { _id: CAMPAIGN_ID, passedMilestoneKeys: { $ne: key } },
      {
        $push: {
          passedMilestoneKeys: key,
          milestones: { percent, goalCents, at: options.silently ? null : deps.now() },
        },
      },
    );
  }
}

/**
 * The goal's rules for a plain campaign edit (campaign/update.ts): the goal sent unchanged passes
 * from any role that edits the texts (the panel's form always sends it); moving it is the owner's,
 * only while it was never reached (no stretch goal yet), the campaign is open, and above what is
 * raised. Past that, the goal moves only by `extendGoal`, with its reason. Returns the conditions
 * the edit's single write adds, so a payment or a closing meanwhile makes it match nothing.
 */
export async function goalEditFilter(
  deps: Deps,
  change: { fromCents: number; toCents: number; raisedDelta: number; byOwner: boolean },
): Promise<Record<string, unknown>> {
  if (change.toCents === change.fromCents) return {};
  if (!change.byOwner)
    throw new AppError(
      'FORBIDDEN',
      'Só quem é dono(a) da campanha muda a meta. Deixe a meta como está e salve o resto, ou peça a essa pessoa.',
      { field: 'goal' },
    );
  const doc = await deps.models.Campaign.findById(CAMPAIGN_ID, { raisedCents: 1, goalExtensions: 1, closing: 1 }).lean();
  if (!doc) throw new AppError('SERVICE_UNAVAILABLE', 'A campanha ainda não foi carregada. Tente novamente em instantes.');
  assertGoalMayMove(doc, change);
  return {
    closing: null,
    'goalExtensions.0': { $exists: false },
    // Not reached before the edit, and not reached by it (a new baseline moves raised in the same write).
    raisedCents: { $lt: Math.min(change.fromCents, change.toCents - change.raisedDelta) },
  };
}

/** Throws why a plain edit may not move the goal of this campaign (the conditions goalEditFilter writes). */
export function assertGoalMayMove(
  doc: { raisedCents: number; goalExtensions?: unknown[] | null; closing?: { at?: Date | null } | null },
  change: { fromCents: number; toCents: number; raisedDelta: number },
): void {
  if (doc.closing?.at) throw new AppError('CONFLICT', 'A campanha está encerrada: a meta não muda mais.', { field: 'goal' });
  if ((doc.goalExtensions ?? []).length > 0 || doc.raisedCents >= change.fromCents)
    throw new AppError(
      'CONFLICT',
      'A meta já foi alcançada: ela só muda por uma meta estendida (Início → Definir meta estendida), com o motivo que a página mostra.',
      { field: 'goal' },
    );
  if (change.toCents <= doc.raisedCents + change.raisedDelta)
    throw badInput('goal', 'A nova meta precisa ser maior que o valor já arrecadado.');
}

/** A stretch goal: only once the goal is reached, above what was raised, with the reason the page shows. */
export async function extendGoal(deps: Deps, actor: AdminActor, input: ExtendGoalInput): Promise<Campaign> {
  const checked = checkGoalExtension(input);
  if (!checked.ok) throw badInputOf(checked.errors);
  const goalCents = reaisToCents(input.goal);
  if (goalCents === null) throw badInput('goal', 'Valor inválido: use reais com até duas casas decimais, como "50000".');
  const doc = await deps.models.Campaign.findById(CAMPAIGN_ID, { raisedCents: 1, content: 1, closing: 1 }).lean();
  if (!doc) throw new AppError('SERVICE_UNAVAILABLE', 'A campanha ainda não foi carregada. Tente novamente em instantes.');
  if (doc.closing?.at) throw new AppError('CONFLICT', 'A campanha está encerrada: a meta não muda mais.');
  const previousGoalCents = (doc.content as { goalCents: number }).goalCents;
  if (doc.raisedCents < previousGoalCents)
    throw badInput('goal', 'A meta estendida vem depois de alcançar a meta atual. Para corrigir a meta, use Campanha.');
  if (goalCents <= doc.raisedCents) throw badInput('goal', 'A nova meta precisa ser maior que o valor já arrecadado.');
  // Guarded by the goal read: two extensions at once cannot both apply, and the second is told.
  const result = await deps.models.Campaign.updateOne(
    { _id: CAMPAIGN_ID, 'content.goalCents': previousGoalCents, closing: null },
    {
      $set: { 'content.goalCents': goalCents },
      $push: { goalExtensions: { previousGoalCents, goalCents, reason: checked.reason, at: deps.now() } },
    },
  );
  if (result.matchedCount === 0)
    throw new AppError('CONFLICT', 'A meta foi alterada por outra pessoa enquanto você editava. Carregue e tente de novo.');
  // The new goal's milestones already behind the total were passed before it existed: no update to suggest.
  await recordPassedMilestones(deps, { silently: true });
  publicDataChanged(deps, 'content');
  await recordAudit(deps, actor, {
    action: 'extendGoal',
    target: 'campaign',
    details: { previousGoalCents, goalCents, reason: checked.reason },
  });
  return getCampaign(deps);
}

/**
 * Closes the campaign for good. The first call sets the closing (guarded on there being none);
 * every call then publishes `campaignClosed`, whose subscribers (the monthly donations'
 * cancellation) are idempotent, so calling again retries what failed and changes nothing else.
 */
export async function closeCampaign(
  deps: Deps,
  actor: AdminActor,
  input: CloseCampaignInput,
): Promise<{ campaign: Campaign; monthlyCancelled: number; monthlyFailed: number }> {
  const checked = checkCampaignClosing(input);
  if (!checked.ok) throw badInputOf(checked.errors);
  const closing = { at: deps.now(), message: checked.message, surplusText: checked.surplusText };
  const result = await deps.models.Campaign.updateOne({ _id: CAMPAIGN_ID, closing: null }, { $set: { closing } });
  publicDataChanged(deps, 'content');
  if (result.modifiedCount === 1)
    await recordAudit(deps, actor, { action: 'closeCampaign', target: 'campaign', details: { ...closing } });
  const report: ClosingReport = { monthlyCancelled: 0, monthlyFailed: 0 };
  await deps.events.publish(deps, campaignClosed, { actor, report });
  return { campaign: await getCampaign(deps), ...report };
}
