import { checkCampaignContent, type CampaignContent } from '../../../rules/campaign-content.js';
import { CONTENT_MAX_LENGTH } from '../../../rules/campaign-limits.js';
import { formatTaxId } from '../../../rules/documents.js';
import { reaisToCents } from '../../../rules/money.js';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { publicDataChanged } from '../cache/public-cache.js';
import type { Deps } from '../deps.js';
import type { Permission } from '../../../rules/team.js';
import { AppError, badInput } from '../errors.js';
import type { Campaign, ImageInput, OrganisationInput, UpdateCampaignInput } from '../generated/graphql.js';
import { findImage, largestJpeg, variantUrl } from '../images/store.js';
import { CAMPAIGN_ID } from './model.js';
import { getCampaign, getCampaignState } from './service.js';
import { assertGoalMayMove, goalEditFilter, recordPassedMilestones } from './goal.js';

function centsOf(field: string, reais: string): number {
  const cents = reaisToCents(reais);
  if (cents === null) throw badInput(field, 'Valor inválido: use reais com até duas casas decimais, como "50" ou "50,00".');
  return cents;
}

/** A video the page can play: its origin must be one the Content-Security-Policy lets the facade load (CSP_FRAME_SOURCES). */
function assertEmbeddableVideo(deps: Deps, videoUrl: string | undefined): void {
  if (!videoUrl) return;
  const allowed = deps.config.CSP_FRAME_SOURCES.split(/\s+/).filter(Boolean);
  if (!allowed.includes(new URL(videoUrl).origin))
    throw badInput(
      'videoUrl',
      `Campo "videoUrl" inválido: use um vídeo de ${allowed.map((origin) => new URL(origin).host).join(', ')}.`,
    );
}

/** Stored without undefined keys, so a cleared optional field is absent in MongoDB rather than null. */
function withoutUndefined<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

type ContentImage = NonNullable<CampaignContent['videoPoster']>;

/**
 * A picture as the content keeps it: a newly uploaded photo (its size read from its
 * stored document), or the current picture with a new description. The description is
 * required: a screen reader says it.
 */
async function imageOf(
  deps: Deps,
  field: string,
  current: ContentImage | undefined,
  input: ImageInput | null | undefined,
): Promise<ContentImage | undefined> {
  if (!input) return current;
  const alt = input.alt.trim();
  if (!alt) throw badInput(`${field}.alt`, 'Descreva a imagem: o texto é lido para quem não pode vê-la.');
  if (alt.length > CONTENT_MAX_LENGTH.imageAlt)
    throw badInput(`${field}.alt`, `Descrição da imagem longa demais: até ${CONTENT_MAX_LENGTH.imageAlt} caracteres.`);
  if (!input.imageId) {
    if (!current) throw badInput(`${field}.imageId`, 'Envie uma foto antes de descrevê-la.');
    return { ...current, alt };
  }
  const image = await findImage(deps, input.imageId, `${field}.imageId`);
  const largest = largestJpeg(image);
  return { url: variantUrl(input.imageId, largest), alt, width: image.width, height: image.height, imageId: input.imageId };
}

/** The organiser's identity as stored: tax id in its printed form, WhatsApp as digits only. */
function organisationOf(input: OrganisationInput): CampaignContent['organisation'] {
  const cnpj = input.cnpj?.trim();
  const whatsapp = input.whatsapp?.replace(/\D/g, '');
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    ...(cnpj ? { cnpj: formatTaxId(cnpj) } : {}),
    ...(whatsapp ? { whatsapp } : {}),
    ...(input.city?.trim() ? { city: input.city.trim() } : {}),
  };
}

/** The content after applying the organiser's changes; validated as a whole below. */
async function mergeContent(deps: Deps, current: CampaignContent, input: UpdateCampaignInput): Promise<Record<string, unknown>> {
  const next: Record<string, unknown> = { ...current };
  const copy = ['isExample', 'badge', 'title', 'summary', 'baselineSupporters', 'usage', 'trustBadges'] as const;
  for (const key of copy) if (input[key] !== undefined && input[key] !== null) next[key] = input[key];
  if (input.videoUrl !== undefined && input.videoUrl !== null) next.videoUrl = input.videoUrl.trim();
  if (input.goal != null) next.goalCents = centsOf('goal', input.goal);
  if (input.baselineRaised != null) next.baselineRaisedCents = centsOf('baselineRaised', input.baselineRaised);
  if (input.story) next.story = { ...current.story, ...input.story };
  if (input.share) next.share = { ...current.share, ...input.share };
  if (input.donationOptions)
    next.donationOptions = input.donationOptions.map((option, index) => ({
      amountCents: centsOf(`donationOptions.${index}.value`, option.value),
      label: option.label,
      description: option.description,
      impact: option.impact,
      popular: option.popular ?? false,
      raffleEntries: option.raffleEntries ?? 0,
      ...(option.checkoutUrl ? { checkoutUrl: option.checkoutUrl } : {}),
    }));
  if (input.raffle)
    next.raffle = {
      prizeCents: centsOf('raffle.prize', input.raffle.prize),
      drawDate: input.raffle.drawDate,
      minAmountCents: centsOf('raffle.minAmount', input.raffle.minAmount),
      text: input.raffle.text,
    };
  if (input.removeRaffle) delete next.raffle;
  if (input.organisation) next.organisation = organisationOf(input.organisation);
  next.videoPoster = await imageOf(deps, 'videoPoster', current.videoPoster, input.videoPoster);
  const proofImage = await imageOf(deps, 'proofImage', current.story.proofImage, input.proofImage);
  next.story = { ...(next.story as CampaignContent['story']), proofImage };
  const shareImage = await imageOf(deps, 'shareImage', current.share.image, input.shareImage);
  next.share = { ...(next.share as CampaignContent['share']), image: shareImage };
  return next;
}

/**
 * Changes the campaign's content. The baseline is part of `raised`, so a new baseline
 * moves `raised` (and supporters) by the difference in the same single-document update,
 * guarded by the old baseline so two edits cannot both apply their difference.
 */
export async function updateCampaign(
  deps: Deps,
  actor: AdminActor,
  input: UpdateCampaignInput,
  may: (permission: Permission) => boolean = () => true,
): Promise<Campaign> {
  const { content: current } = await getCampaignState(deps);
  const checked = checkCampaignContent(await mergeContent(deps, current, input));
  if (!checked.ok) {
    const problem = checked.problems[0]!;
    const field = problem.field.replace(/Cents$/, '');
    throw badInput(field, `Campo "${field}" inválido: ${problem.message}.`);
  }
  const next = withoutUndefined(checked.value);
  // The texts are the content role's; the identity the receipts print, and the money before this site, the owner's.
  if (JSON.stringify(next.organisation) !== JSON.stringify(current.organisation) && !may('owner'))
    throw new AppError('FORBIDDEN', 'Só quem é dono(a) da campanha muda a identidade da organização.', { field: 'organisation' });
  if (
    (next.baselineRaisedCents !== current.baselineRaisedCents || next.baselineSupporters !== current.baselineSupporters) &&
    !may('owner')
  )
    throw new AppError('FORBIDDEN', 'Só quem é dono(a) da campanha muda o valor arrecadado antes deste site.', {
      field: 'baselineRaised',
    });
  assertEmbeddableVideo(deps, next.videoUrl);
  const raisedDelta = next.baselineRaisedCents - current.baselineRaisedCents;
  const supportersDelta = next.baselineSupporters - current.baselineSupporters;
  // The goal's rules are campaign/goal.ts's: the goal is the owner's, and a reached one moves only by extendGoal.
  const goalChange = { fromCents: current.goalCents, toCents: next.goalCents, raisedDelta, byOwner: may('owner') };
  const goalFilter = await goalEditFilter(deps, goalChange);
  const result = await deps.models.Campaign.updateOne(
    {
      _id: CAMPAIGN_ID,
      'content.baselineRaisedCents': current.baselineRaisedCents,
      'content.baselineSupporters': current.baselineSupporters,
      // A stretch goal set meanwhile (campaign/goal.ts) is not undone by a form loaded before it.
      'content.goalCents': current.goalCents,
      // Nor the PIX holder recorded meanwhile (campaign/pix-holder.ts), by another instance whose copy is older.
      'content.pixHolder': current.pixHolder ?? { $exists: false },
      ...goalFilter,
    },
    { $set: { content: next }, $inc: { raisedCents: raisedDelta, supportersCount: supportersDelta } },
  );
  if (result.matchedCount === 0) {
    // A payment reached the goal, or the campaign closed, meanwhile: say that rather than "try again".
    if (next.goalCents !== current.goalCents) {
      const doc = await deps.models.Campaign.findById(CAMPAIGN_ID, { raisedCents: 1, goalExtensions: 1, closing: 1 }).lean();
      if (doc) assertGoalMayMove(doc, goalChange);
    }
    throw new AppError('CONFLICT', 'A campanha foi alterada por outra pessoa enquanto você editava. Carregue e tente de novo.');
  }
  // A new baseline may pass a milestone; a new goal's milestones already behind the total are not news.
  if (raisedDelta !== 0 || next.goalCents !== current.goalCents)
    await recordPassedMilestones(deps, { silently: next.goalCents !== current.goalCents });
  publicDataChanged(deps, 'content');
  await recordAudit(deps, actor, {
    action: 'updateCampaign',
    target: 'campaign',
    details: {
      changed: Object.keys(input).filter((key) => input[key as keyof UpdateCampaignInput] != null),
      raisedDelta,
      supportersDelta,
      // Receipts print the identity: who changed it, from what, is kept.
      ...(input.organisation ? { organisation: { from: current.organisation, to: next.organisation } } : {}),
    },
  });
  return getCampaign(deps);
}
