import type { PanelCampaignQuery, UpdateCampaignInput } from '../../gql/graphql';

// The editor's draft: the stored campaign as the organiser types it (reais with a comma,
// paragraphs split by blank lines), and back to one update. Pure, so tested alone.

/** One picture of the page as the editor holds it: what is shown now, and a new upload not yet saved. */
export interface PhotoDraft {
  /** What the thumbnail shows: the stored picture, or the one just uploaded. */
  url: string | null;
  alt: string;
  /** Set once a new photo was uploaded; saving the campaign puts it on the page. */
  newImageId: string | null;
}

/** The page's three pictures, each edited on its own. */
export type PhotoKey = 'videoPoster' | 'proofImage' | 'shareImage';

export interface Option {
  value: string;
  label: string;
  description: string;
  impact: string;
  popular: boolean;
  raffleEntries: string;
  checkoutUrl: string;
}
export interface Draft {
  organisation: { name: string; cnpj: string; email: string; whatsapp: string; city: string };
  /**
   * The owner's form: the identity holds the tax id whole (organisationTaxId) and is saved. Another role's
   * holds a CPF masked, as the page shows it, and leaves the stored identity alone.
   */
  identityEditable: boolean;
  photos: Record<PhotoKey, PhotoDraft>;
  badge: string;
  title: string;
  summary: string;
  videoUrl: string;
  goal: string;
  baselineRaised: string;
  baselineSupporters: string;
  storyTitle: string;
  verifiedLabel: string;
  /** Paragraphs separated by a blank line, as a phone keyboard types them. */
  paragraphs: string;
  blocks: { title: string; text: string }[];
  usage: { title: string; text: string }[];
  options: Option[];
  trustBadges: { icon: string; title: string; text: string }[];
  hasRaffle: boolean;
  raffle: { prize: string; drawDate: string; minAmount: string; text: string };
  share: { title: string; description: string; message: string };
}

/** "1234.56" → "1234,56": the API reads either; the organiser writes the Brazilian way. */
const reais = (value: string) => value.replace('.', ',');

const photoOf = (image: { url: string; alt: string } | null | undefined): PhotoDraft => ({
  url: image?.url ?? null,
  alt: image?.alt ?? '',
  newImageId: null,
});

/** A picture's part of the update: a new upload, or a new description of the current one; nothing when there is none. */
const imageInputOf = (photo: PhotoDraft) => (photo.url ? { imageId: photo.newImageId, alt: photo.alt } : undefined);

/** The story as the draft holds it, in the API's shape: paragraphs split by blank lines. Saved, and drawn by the preview. */
export function storyOf(draft: Draft) {
  return {
    title: draft.storyTitle,
    verifiedLabel: draft.verifiedLabel,
    paragraphs: draft.paragraphs
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    blocks: draft.blocks,
  };
}

export function draftOf(data: PanelCampaignQuery): Draft {
  const { campaign } = data;
  const { organisation } = campaign;
  // Read only by the owner (documents.ts): absent for another role, null when no tax id is stored.
  const identityEditable = data.organisationTaxId !== undefined;
  return {
    identityEditable,
    organisation: {
      name: organisation.name,
      cnpj: (identityEditable ? data.organisationTaxId : organisation.cnpj) ?? '',
      email: organisation.email,
      whatsapp: organisation.whatsapp ?? '',
      city: organisation.city ?? '',
    },
    photos: {
      videoPoster: photoOf(campaign.videoPoster),
      proofImage: photoOf(campaign.story.proofImage),
      shareImage: photoOf(campaign.share.image),
    },
    badge: campaign.badge,
    title: campaign.title,
    summary: campaign.summary,
    videoUrl: campaign.videoUrl ?? '',
    goal: reais(campaign.goal),
    baselineRaised: reais(data.booksCheck.baselineRaised),
    baselineSupporters: String(data.booksCheck.expectedSupporters - data.booksCheck.paidCount),
    storyTitle: campaign.story.title,
    verifiedLabel: campaign.story.verifiedLabel,
    paragraphs: campaign.story.paragraphs.join('\n\n'),
    blocks: campaign.story.blocks.map(({ title, text }) => ({ title, text })),
    usage: campaign.usage.map(({ title, text }) => ({ title, text })),
    options: data.donationOptions.map((option) => ({
      value: reais(option.value),
      label: option.label,
      description: option.description,
      impact: option.impact,
      popular: option.popular,
      raffleEntries: String(option.raffleEntries),
      checkoutUrl: option.checkoutUrl ?? '',
    })),
    trustBadges: campaign.trustBadges.map(({ icon, title, text }) => ({ icon, title, text })),
    hasRaffle: Boolean(campaign.raffle),
    raffle: campaign.raffle
      ? {
          prize: reais(campaign.raffle.prize),
          drawDate: campaign.raffle.drawDate,
          minAmount: reais(campaign.raffle.minAmount),
          text: campaign.raffle.text,
        }
      : { prize: '', drawDate: '', minAmount: '', text: '' },
    share: { title: campaign.share.title, description: campaign.share.description, message: campaign.share.message },
  };
}

/** The whole draft as one update; saving from the panel means the organiser supplied the content. */
export function inputOf(draft: Draft): UpdateCampaignInput {
  const { organisation, photos } = draft;
  return {
    isExample: false,
    // Never the masked CPF back into the store: only the owner's form, which holds it whole, sends the identity.
    ...(draft.identityEditable
      ? {
          organisation: {
            name: organisation.name,
            email: organisation.email,
            cnpj: organisation.cnpj.trim() || null,
            whatsapp: organisation.whatsapp.trim() || null,
            city: organisation.city.trim() || null,
          },
        }
      : {}),
    videoPoster: imageInputOf(photos.videoPoster),
    proofImage: imageInputOf(photos.proofImage),
    shareImage: imageInputOf(photos.shareImage),
    badge: draft.badge,
    title: draft.title,
    summary: draft.summary,
    videoUrl: draft.videoUrl.trim(),
    goal: draft.goal,
    baselineRaised: draft.baselineRaised,
    baselineSupporters: Number.parseInt(draft.baselineSupporters, 10) || 0,
    story: storyOf(draft),
    usage: draft.usage,
    donationOptions: draft.options.map((option) => ({
      value: option.value,
      label: option.label,
      description: option.description,
      impact: option.impact,
      popular: option.popular,
      raffleEntries: Number.parseInt(option.raffleEntries, 10) || 0,
      checkoutUrl: option.checkoutUrl.trim() || null,
    })),
    trustBadges: draft.trustBadges,
    ...(draft.hasRaffle ? { raffle: draft.raffle } : { removeRaffle: true }),
    share: draft.share,
  };
}
