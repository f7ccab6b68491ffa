import type { Campaign as CampaignView, Image as ImageView } from '../generated/graphql.js';
import { variantUrl, widthsFor } from '../images/store.js';
import { launchChecklist } from './launch.js';
import { isDuplicateKeyError } from '../db/ids.js';
import { publicCacheOf } from '../cache/public-cache.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import type { DonationLimits } from '../../../rules/amount.js';
import { centsToReais } from '../../../rules/money.js';
import { maskedTaxId } from '../../../rules/documents.js';
import type { Config } from '../config.js';
import type { CampaignContent } from './content.js';
import { CAMPAIGN_ID } from './model.js';
import { offersMonthlyGiving } from './monthly-offer.js';
import { pixHolderView } from './pix-holder.js';
import { officialChannelsView, storedOfficialChannels } from './official-channels.js';
import type { OfficialChannels } from '../../../rules/official-channels.js';
import { goalViewOf, type ClosingRecord, type GoalExtensionRecord, type MilestoneRecord } from './goal-view.js';

export type { ClosingRecord, GoalExtensionRecord, MilestoneRecord };

export interface CampaignTotals {
  raised: string;
  goal: string;
  supportersCount: number;
  heartsReceived: number;
}

export interface CampaignState {
  raisedCents: number;
  supportersCount: number;
  heartsReceived: number;
  content: CampaignContent;
  /** The organiser's switch for monthly giving (monthly/setup.ts). */
  monthlyGiving: { enabled: boolean; retryPolicy: 'NAO_PERMITE' | 'PERMITE_3R_7D' };
  /** The organiser's switch for dedications (rules/dedication.ts): on unless turned off. */
  dedications: { enabled: boolean };
  /** The stretch goals, oldest first (campaign/goal.ts). */
  goalExtensions: GoalExtensionRecord[];
  /** Set once the organiser closed the campaign. */
  closing: ClosingRecord | null;
  /** When each milestone of any goal was passed. */
  milestones: MilestoneRecord[];
  /** The official profiles and who organises for whom (campaign/official-channels.ts). */
  officialChannels: OfficialChannels;
}

/** Creates the campaign document from the content file on first start; never overwrites it. */
export async function ensureCampaign(deps: Deps, content: CampaignContent): Promise<void> {
  try {
    await deps.models.Campaign.updateOne(
      { _id: CAMPAIGN_ID },
      {
        $setOnInsert: {
          raisedCents: content.baselineRaisedCents,
          supportersCount: content.baselineSupporters,
          heartsReceived: content.heartsReceived,
          content,
        },
      },
      { upsert: true },
    );
  } catch (error) {
    // Two instances starting at once: the other one inserted it.
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/** The campaign as visitors see it, from this process's public cache (cache/public-cache.ts). */
export function getCampaignState(deps: Deps): Promise<CampaignState> {
  return publicCacheOf(deps).remember('campaign', () => loadCampaignState(deps));
}

async function loadCampaignState(deps: Deps): Promise<CampaignState> {
  const doc = await deps.models.Campaign.findById(CAMPAIGN_ID, {
    appliedDonationIds: 0,
    appliedRefundIds: 0,
    passedMilestoneKeys: 0,
    ledger: 0,
  }).lean();
  if (!doc) throw new AppError('SERVICE_UNAVAILABLE', 'A campanha ainda não foi carregada. Tente novamente em instantes.');
  return {
    raisedCents: doc.raisedCents,
    supportersCount: doc.supportersCount,
    heartsReceived: doc.heartsReceived,
    content: doc.content as CampaignContent,
    monthlyGiving: {
      enabled: doc.monthlyGiving?.enabled === true,
      retryPolicy: doc.monthlyGiving?.retryPolicy === 'NAO_PERMITE' ? 'NAO_PERMITE' : 'PERMITE_3R_7D',
    },
    // A campaign stored before the switch existed offers them, as a new one does.
    dedications: { enabled: doc.dedications?.enabled !== false },
    goalExtensions: (doc.goalExtensions ?? []) as GoalExtensionRecord[],
    closing: doc.closing?.at ? { ...(doc.closing as ClosingRecord), spentCents: await spentCentsOf(deps) } : null,
    milestones: (doc.milestones ?? []).map((milestone) => ({
      percent: milestone.percent ?? 0,
      goalCents: milestone.goalCents ?? 0,
      at: milestone.at ?? null,
    })),
    officialChannels: storedOfficialChannels(doc.officialChannels),
  };
}

/** Stores the organiser's switch for dedications (dedications/service.ts audits it and tells the caches). */
export async function storeDedicationsSwitch(deps: Deps, enabled: boolean): Promise<void> {
  await deps.models.Campaign.updateOne({ _id: CAMPAIGN_ID }, { $set: { 'dedications.enabled': enabled } });
}

/** The expenses the public ledger lists (transparency/ledger.ts keeps them on this document): the closed page's balance. */
async function spentCentsOf(deps: Deps): Promise<number> {
  const doc = await deps.models.Campaign.findById(CAMPAIGN_ID, { ledger: 1 }).lean();
  const expenses = (doc?.ledger as { expenses?: { amountCents: number }[] } | undefined)?.expenses ?? [];
  return expenses.reduce((sum, expense) => sum + expense.amountCents, 0);
}

export function toTotals(state: CampaignState): CampaignTotals {
  return {
    raised: centsToReais(state.raisedCents),
    goal: centsToReais(state.content.goalCents),
    supportersCount: state.supportersCount,
    heartsReceived: state.heartsReceived,
  };
}

/** The amounts a donor may give: the operator's bounds (config) and the organiser's preset options (content). */
export function donationLimitsOf(
  config: Pick<Config, 'DONATION_MIN_CENTS' | 'DONATION_MAX_CENTS'>,
  content: CampaignContent,
): DonationLimits {
  return {
    minCents: config.DONATION_MIN_CENTS,
    maxCents: config.DONATION_MAX_CENTS,
    presetCents: content.donationOptions.map((option) => option.amountCents),
  };
}

type ContentImage = NonNullable<CampaignContent['videoPoster']>;

/** A picture as the page draws it: an uploaded photo with its sizes (images/store.ts), or one of the site's own files. */
export function toImageView(image: ContentImage | undefined): ImageView | null {
  if (!image) return null;
  const { imageId } = image;
  if (!imageId)
    return {
      url: image.url,
      alt: image.alt,
      width: image.width,
      height: image.height,
      imageId: null,
      srcSet: null,
      webpSrcSet: null,
    };
  const srcSetOf = (format: 'jpeg' | 'webp') =>
    widthsFor(image.width)
      .map((width) => `${variantUrl(imageId, { width, format })} ${width}w`)
      .join(', ');
  return { ...image, imageId, srcSet: srcSetOf('jpeg'), webpSrcSet: srcSetOf('webp') };
}

export function toCampaignView(state: CampaignState, limits: DonationLimits, config: Config): CampaignView {
  const { content } = state;
  return {
    ...toTotals(state),
    // The ribbon stays until the whole go-live checklist is done, not only the texts.
    isExample: !launchChecklist(config, content).ready,
    badge: content.badge,
    title: content.title,
    summary: content.summary,
    videoUrl: content.videoUrl ?? null,
    videoPoster: toImageView(content.videoPoster),
    story: { ...content.story, proofImage: toImageView(content.story.proofImage) },
    usage: content.usage,
    raffle: content.raffle
      ? {
          prize: centsToReais(content.raffle.prizeCents),
          drawDate: content.raffle.drawDate,
          minAmount: centsToReais(content.raffle.minAmountCents),
          text: content.raffle.text,
        }
      : null,
    trustBadges: content.trustBadges,
    organisation: {
      name: content.organisation.name,
      // Public, and cached for every visitor alike: a person's CPF only masked (the owner reads it whole, organisationTaxId).
      cnpj: content.organisation.cnpj ? maskedTaxId(content.organisation.cnpj) : null,
      email: content.organisation.email,
      whatsapp: content.organisation.whatsapp ?? null,
      city: content.organisation.city ?? null,
    },
    pixHolder: pixHolderView(content),
    share: { ...content.share, image: toImageView(content.share.image) },
    donationLimits: {
      minAmount: centsToReais(limits.minCents),
      maxAmount: centsToReais(limits.maxCents),
      presetAmounts: limits.presetCents.map(centsToReais),
    },
    monthlyGiving: !state.closing && offersMonthlyGiving(config, state),
    dedications: state.dedications.enabled,
    ...goalViewOf(state),
    officialChannels: officialChannelsView(state.officialChannels, config),
  };
}

export async function getCampaign(deps: Deps): Promise<CampaignView> {
  const state = await getCampaignState(deps);
  return toCampaignView(state, donationLimitsOf(deps.config, state.content), deps.config);
}

/** The organiser's tax id whole, as stored: the panel's form edits it (the public campaign carries it masked). */
export async function getOrganisationTaxId(deps: Deps): Promise<string | null> {
  return (await getCampaignState(deps)).content.organisation.cnpj ?? null;
}

export async function getCampaignTotals(deps: Deps): Promise<CampaignTotals> {
  return toTotals(await getCampaignState(deps));
}
