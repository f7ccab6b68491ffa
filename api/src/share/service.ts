import { createHash } from 'node:crypto';
import { getCampaignState, type CampaignState } from '../campaign/service.js';
import { memorySlot, type Deps } from '../deps.js';
import { loadImageBytes } from '../images/store.js';
import type { Config } from '../config.js';
import { publicUrlOf } from '../site/service.js';
import { siteDomainOf } from '../../../rules/official-channels.js';
import { cardTitleOf, progressText, renderPlainCard, renderShareCard, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from './card.js';

/**
 * The share card of the campaign as it is now, named by a hash of what it shows (title,
 * photo, raised, goal): the page's og:image points at `/og/<hash>.jpg`, which never changes
 * content, so crawlers and CDNs may keep it for a year, and a payment that moves the total
 * gives the page a new name. Only the current card is ever drawn, so nothing in a URL is
 * rendered: another instance that has not drawn a hash yet draws it on demand from the
 * same campaign state, and an old hash is sent to the current card.
 */

/** Where cards are served. */
export const SHARE_CARD_PATH = '/og';
export const SHARE_CARD_NAME = /^([0-9a-f]{20})\.jpg$/;
/** Bump when the drawing changes, so every URL names the new design. */
const CARD_DESIGN = 3;
/** Cards kept in memory: the current one and a few before it (about 60 kB each). */
const CARDS_KEPT = 8;

type ContentImage = NonNullable<CampaignState['content']['share']['image']>;
/** A picture as the content names it; `imageId` for the organiser's uploads (images/store.ts). */
type PictureRef = Pick<ContentImage, 'url'> & { imageId?: string | null };

export interface ShareCard {
  hash: string;
  /** Path on this site: `/og/<hash>.jpg`. */
  path: string;
  width: number;
  height: number;
  /** What the card shows, for og:image:alt and screen readers. */
  alt: string;
}

/** What a card shows: everything its hash is made of, nothing else. */
interface CardFacts {
  /** As drawn (card.ts cardTitleOf): an older title longer than the limit is cut. */
  title: string;
  photo: PictureRef | null;
  raisedCents: number;
  goalCents: number;
  /** The site's domain, from PUBLIC_URL; null when not configured. */
  domain: string | null;
}

/** The organiser's photo for the card: the share picture, else the video poster, else the story's picture. */
export function photoOf(content: CampaignState['content']): PictureRef | null {
  return content.share.image ?? content.videoPoster ?? content.story.proofImage ?? null;
}

function factsOf(state: CampaignState, config: Config): CardFacts {
  return {
    domain: siteDomainOf(publicUrlOf(config)),
    title: cardTitleOf(state.content.title),
    photo: photoOf(state.content),
    raisedCents: state.raisedCents,
    goalCents: state.content.goalCents,
  };
}

/** An uploaded photo's id never changes its pixels; one of the site's own files is named by its path. */
const photoIdentity = (photo: PictureRef | null) => (photo ? (photo.imageId ?? photo.url) : null);

function hashOf(facts: CardFacts): string {
  const shown = [CARD_DESIGN, facts.title, photoIdentity(facts.photo), facts.raisedCents, facts.goalCents, facts.domain];
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex').slice(0, 20);
}

function cardOf(facts: CardFacts): ShareCard {
  const hash = hashOf(facts);
  return {
    hash,
    path: `${SHARE_CARD_PATH}/${hash}.jpg`,
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
    alt: `${facts.title}: ${progressText(facts.raisedCents, facts.goalCents)}`,
  };
}

/** The card of the campaign as visitors see it now (public cache: at most PUBLIC_CACHE_TTL_MS old). */
export async function currentShareCard(deps: Deps): Promise<ShareCard> {
  return cardOf(factsOf(await getCampaignState(deps), deps.config));
}

/** A card as served: drawn, or the plain card that stands for one whose drawing failed. */
interface DrawnCard {
  jpeg: Buffer;
  plain: boolean;
}

interface CardCache {
  /** By hash; a failed drawing is kept as its plain card, so the same facts are never drawn again. */
  cards: Map<string, DrawnCard>;
  drawing: Map<string, Promise<DrawnCard>>;
  renders: number;
}

const cardCache = memorySlot('share cards', (): CardCache => ({ cards: new Map(), drawing: new Map(), renders: 0 }));

function cacheOf(deps: Deps): CardCache {
  return deps.memory.get(cardCache);
}

/** How many cards this app has tried to draw: tests show that a card is drawn once, not once per request. */
export function shareCardRenderCount(deps: Deps): number {
  return cacheOf(deps).renders;
}

/**
 * Draws the card, or the plain card when the drawing fails. Reading the photo may fail
 * for a while (the database), so that failure is not kept: the next request tries again.
 */
async function draw(deps: Deps, hash: string, facts: CardFacts): Promise<DrawnCard> {
  const photo = facts.photo ? await loadImageBytes(deps, facts.photo) : null;
  try {
    const { title, raisedCents, goalCents, domain } = facts;
    const jpeg = await renderShareCard({ title, photo, raisedCents, goalCents, domain });
    return { jpeg, plain: false };
  } catch (error) {
    deps.logger.error({ err: error, hash }, 'drawing the share card failed: the plain card is served for it');
    return { jpeg: await renderPlainCard(), plain: true };
  }
}

/** The card's JPEG, drawn once however many ask at the same time, then kept. */
function drawOnce(deps: Deps, hash: string, facts: CardFacts): Promise<DrawnCard> {
  const cache = cacheOf(deps);
  const kept = cache.cards.get(hash);
  if (kept) return Promise.resolve(kept);
  const running = cache.drawing.get(hash);
  if (running) return running;
  cache.renders++;
  const drawing = draw(deps, hash, facts)
    .then((card) => {
      cache.cards.set(hash, card);
      if (cache.cards.size > CARDS_KEPT) cache.cards.delete(cache.cards.keys().next().value!);
      return card;
    })
    .finally(() => cache.drawing.delete(hash));
  cache.drawing.set(hash, drawing);
  return drawing;
}

/** `plain`: the drawing failed and the plain card stands in (card.ts renderPlainCard). */
export type ShareCardImage = { found: true; jpeg: Buffer; plain: boolean } | { found: false; current: ShareCard };

/**
 * The JPEG a card URL names: kept, or drawn when it is the current card. Any other hash
 * (an old total, another instance's newer one, or made up) is not drawn: the caller is
 * told which card is current.
 */
export async function shareCardImage(deps: Deps, hash: string): Promise<ShareCardImage> {
  const kept = cacheOf(deps).cards.get(hash);
  if (kept) return { found: true, ...kept };
  const facts = factsOf(await getCampaignState(deps), deps.config);
  const current = cardOf(facts);
  if (current.hash !== hash) return { found: false, current };
  return { found: true, ...(await drawOnce(deps, hash, facts)) };
}

export interface SharePreview {
  imageUrl: string;
  width: number;
  height: number;
  title: string;
  description: string;
  url: string;
}

/**
 * What WhatsApp shows of the home page's link, for the organiser's panel: the same card,
 * title and description as the page's Open Graph tags. URLs are absolute with PUBLIC_URL,
 * else paths on this site (the panel is served by the same site).
 */
export async function getSharePreview(deps: Deps): Promise<SharePreview> {
  const state = await getCampaignState(deps);
  const card = cardOf(factsOf(state, deps.config));
  const base = publicUrlOf(deps.config) ?? '';
  return {
    imageUrl: `${base}${card.path}`,
    width: card.width,
    height: card.height,
    title: state.content.share.title,
    description: state.content.share.description,
    url: `${base}/`,
  };
}
