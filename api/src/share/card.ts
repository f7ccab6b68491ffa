import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { default as Satori } from 'satori';
import type { OverlayOptions } from 'sharp';
import { CONTENT_MAX_LENGTH } from '../../../rules/campaign-limits.js';
import { centsToBrl } from '../../../rules/money.js';
import { loadSharp } from '../images/decode.js';

/**
 * The share card: the picture WhatsApp and social networks show under a shared link,
 * drawn from what the campaign is now (title, photo, raised against the goal), so a
 * link shared today shows today's progress.
 *
 * Text is turned into SVG paths by satori from a font file shipped in an npm package
 * (@fontsource/inter), then sharp lays the photo and that drawing on a background and
 * encodes the JPEG: nothing depends on the fonts installed on the machine or on the network.
 */

/** The size Open Graph and WhatsApp show as a large preview (1.91:1). */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
/** WhatsApp drops the picture of a preview above about 300 KB. */
export const SHARE_CARD_MAX_BYTES = 300 * 1024;

export interface ShareCardInput {
  title: string;
  /** The organiser's photo (any format sharp reads), or null for a card of text only. */
  photo: Buffer | null;
  raisedCents: number;
  goalCents: number;
  /** The site's domain (rules/official-channels.ts): a card forwarded without its link still says where the campaign is. */
  domain?: string | null;
}

/**
 * The characters both of the card's fonts have (inter-latin 400 and 800): anything else
 * (emoji, other scripts, invisible marks) would be drawn as a "no glyph" box, so it is left out.
 */
const DRAWABLE =
  /[\u0020-\u007e\u00a0-\u00ac\u00ae-\u00ff\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2022\u2026\u2032\u2033\u2039\u203a\u2044\u20ac\u2122\u2191\u2193\u2212]/u;
/** A title is drawn from at most this many characters: an accepted title never loses any, an older longer one ends in "…". */
const TITLE_DRAWN_MAX = CONTENT_MAX_LENGTH.title;

/**
 * The title as the card draws it and its alt text says it: only what the font has,
 * spaces collapsed, at most TITLE_DRAWN_MAX characters. Bounded work whatever the stored
 * title (satori lays out every character before clamping: 10,000 took seconds, 20,000 made
 * an SVG too large to read). Applying it twice changes nothing.
 */
export function cardTitleOf(title: string): string {
  const bounded = title
    .slice(0, TITLE_DRAWN_MAX * 4)
    .normalize('NFC')
    .replace(/\s+/gu, ' ');
  const drawable = [...bounded].filter((character) => DRAWABLE.test(character)).join('');
  const characters = [...drawable.replace(/ {2,}/g, ' ').trim()];
  if (characters.length <= TITLE_DRAWN_MAX) return characters.join('');
  const cut = characters.slice(0, TITLE_DRAWN_MAX - 1).join('');
  return `${cut.trimEnd()}…`;
}

const PHOTO_WIDTH = 460;
const BRAND = '#c2185b';
const BRAND_DARK = '#880e4f';
/** Seed §4, as on the page: the bar never shows less than 2 %, whatever was raised. */
const PROGRESS_MIN_PERCENT = 2;
/** Qualities tried in turn until the card fits SHARE_CARD_MAX_BYTES; a busy photo may need the lower ones. */
const JPEG_QUALITIES = [82, 72, 60, 45];

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 800) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
// Read on first use, then kept: about 100 kB in all. The latin subset covers Portuguese (ç, ã, é, õ, ê...).
let fonts: { name: string; data: Buffer; weight: 400 | 800; style: 'normal' }[] | undefined;
const loadFonts = () =>
  (fonts ??= [
    { name: 'Inter', data: fontFile(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: fontFile(800), weight: 800, style: 'normal' },
  ]);

/** "R$ 12.345": whole reais, as the page's headline figures read. */
const wholeBrl = (cents: number) => centsToBrl(Math.max(0, cents)).replace(/,\d{2}$/, '');

/** The progress line the card and its alt text share: "R$ 12.345 arrecadados de R$ 50.000". */
export function progressText(raisedCents: number, goalCents: number): string {
  return `${wholeBrl(raisedCents)} arrecadados de ${wholeBrl(goalCents)}`;
}

/** Percent of the goal raised, rounded down: a card never says 100 % before the goal is met. */
export function percentRaised(raisedCents: number, goalCents: number): number {
  if (!(goalCents > 0)) return 0;
  return Math.floor((Math.max(0, raisedCents) / goalCents) * 100);
}

type Style = Record<string, string | number>;
interface Node {
  type: string;
  props: { style?: Style; children?: Node | string | (Node | string)[] };
}
const box = (style: Style, children?: Node['props']['children']): Node => ({ type: 'div', props: { style, children } });

/** The drawing over the photo: title, bar, figures and the domain, laid out by satori (flexbox) on a transparent canvas. */
export function cardOverlay(input: ShareCardInput, textLeft: number): Node {
  const title = cardTitleOf(input.title);
  const percent = percentRaised(input.raisedCents, input.goalCents);
  const reached = percent >= 100;
  const barPercent = Math.min(100, Math.max(PROGRESS_MIN_PERCENT, percent));
  const textWidth = SHARE_CARD_WIDTH - textLeft - 64;
  // Explicit sizes rather than padding: satori adds padding to a box's width and height.
  const column = box(
    {
      position: 'absolute',
      left: textLeft,
      top: 56,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      width: textWidth,
      height: SHARE_CARD_HEIGHT - 2 * 56,
    },
    [
      box({ display: 'flex', flexDirection: 'column' }, [
        box({ fontSize: 26, fontWeight: 800, letterSpacing: 2, opacity: 0.85, marginBottom: 20 }, 'DOE POR PIX'),
        // Three lines at most: a longer title ends in "…" rather than pushing the figures off the card;
        // a word wider than the card is broken rather than cut off.
        box(
          {
            width: textWidth,
            fontSize: title.length > 60 ? 50 : 58,
            fontWeight: 800,
            lineHeight: 1.12,
            lineClamp: 3,
            overflow: 'hidden',
            overflowWrap: 'break-word',
          },
          title,
        ),
      ]),
      box({ display: 'flex', flexDirection: 'column', width: textWidth }, [
        box({ display: 'flex', alignItems: 'baseline', marginBottom: 18 }, [
          box({ fontSize: 64, fontWeight: 800, marginRight: 16 }, `${percent}%`),
          box({ fontSize: 30, fontWeight: 400 }, reached ? 'da meta: meta alcançada!' : 'da meta'),
        ]),
        box({ display: 'flex', width: textWidth, height: 28, borderRadius: 14, backgroundColor: 'rgba(255,255,255,0.3)' }, [
          box({
            width: `${barPercent}%`,
            height: 28,
            borderRadius: 14,
            backgroundColor: reached ? '#a5d6a7' : '#ffffff',
          }),
        ]),
        box({ fontSize: 32, fontWeight: 400, marginTop: 20 }, progressText(input.raisedCents, input.goalCents)),
        ...(input.domain ? [box({ fontSize: 26, fontWeight: 800, marginTop: 14 }, input.domain)] : []),
      ]),
    ],
  );
  return box({ display: 'flex', width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, fontFamily: 'Inter', color: '#ffffff' }, [
    column,
  ]);
}

/** The photo cut to fill the card's left column, or null when it cannot be decoded (the card goes on without it). */
async function photoColumn(photo: Buffer | null): Promise<Buffer | null> {
  if (!photo) return null;
  try {
    const sharp = await loadSharp();
    return await sharp(photo, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(PHOTO_WIDTH, SHARE_CARD_HEIGHT, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * The card drawn when drawing the real one failed: the campaign's colour and nothing
 * else, made by sharp alone (no SVG, no font), so it does not fail for the same reason.
 */
export async function renderPlainCard(): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp({ create: { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, channels: 3, background: BRAND } })
    .jpeg({ quality: JPEG_QUALITIES[0] })
    .toBuffer();
}

/**
 * Draws the card: a 1200×630 JPEG of at most SHARE_CARD_MAX_BYTES. The photo fills the
 * left column when there is one; the text sits on the campaign's colour either way.
 */
export async function renderShareCard(input: ShareCardInput): Promise<Buffer> {
  const sharp = await loadSharp();
  const photo = await photoColumn(input.photo);
  const textLeft = photo ? PHOTO_WIDTH + 56 : 72;
  // Satori (about 30 MiB once loaded) comes with the first card drawn, not at start: cards are cached for a year.
  const { default: satori } = await import('satori');
  const svg = await satori(cardOverlay(input, textLeft) as Parameters<typeof Satori>[0], {
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
    fonts: loadFonts(),
  });
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${BRAND_DARK}"/><stop offset="1" stop-color="${BRAND}"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const layers: OverlayOptions[] = [];
  if (photo) layers.push({ input: photo, left: 0, top: 0 });
  layers.push({ input: Buffer.from(svg), left: 0, top: 0 });
  const composed = await sharp(background).composite(layers).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let jpeg: Buffer | undefined;
  for (const quality of JPEG_QUALITIES) {
    jpeg = await sharp(composed.data, { raw: composed.info })
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (jpeg.length <= SHARE_CARD_MAX_BYTES) break;
  }
  return jpeg!;
}
