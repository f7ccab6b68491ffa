import type { Request } from 'express';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getCampaign } from '../campaign/service.js';
import type { Deps } from '../deps.js';
import { publicUrlOf } from '../site/service.js';
import { currentShareCard, type ShareCard } from '../share/service.js';
import { ICON_LINKS } from './icons.js';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE, type PageHead, type PageInfo } from './pages.js';

const FALLBACK_SITE_TITLE = 'Campanha de doação';

/** One element of <head> as markup: the built index.html is filled in as text (serve.tsx). */
export const headTag = (element: ReactElement): string => renderToStaticMarkup(element);

const meta = (key: 'name' | 'property', name: string, content: string | number) =>
  headTag(key === 'name' ? <meta name={name} content={String(content)} /> : <meta property={name} content={String(content)} />);
const link = (rel: string, href: string, extra: { type?: string; sizes?: string } = {}) =>
  headTag(<link rel={rel} href={href} {...extra} />);

/** For pages no search engine should list: the 404 page and the donor's private page. */
export const NOINDEX_TAG = meta('name', 'robots', 'noindex');

/** Tags every page carries: icons and the web app manifest. */
const ICON_TAGS = [...ICON_LINKS.map((icon) => headTag(<link {...icon} />)), link('manifest', '/manifest.webmanifest')];

/**
 * The site's absolute address: PUBLIC_URL when configured (share previews need the
 * real public name), else what this request reached, which is right in development.
 */
export function siteBaseUrl(deps: Deps, req: Request): string {
  return publicUrlOf(deps.config) ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

const absolute = (base: string, url: string) => new URL(url, `${base}/`).href;

/**
 * Title, description, canonical link and the Open Graph / Twitter tags of one page,
 * so a link shared on WhatsApp or social networks shows a rich preview.
 */
export async function buildPageHead(
  deps: Deps,
  request: { path: string; baseUrl: string },
  page: PageInfo | undefined,
): Promise<PageHead> {
  if (!page)
    return {
      title: NOT_FOUND_TITLE,
      description: NOT_FOUND_DESCRIPTION,
      tags: [NOINDEX_TAG, ...ICON_TAGS],
    };
  // A page without its preview is better than no page: the client loads the campaign itself.
  const campaign = await getCampaign(deps).catch((error: unknown) => {
    deps.logger.warn({ err: error }, 'campaign unavailable while rendering the page head');
    return null;
  });
  const siteTitle = campaign?.title ?? FALLBACK_SITE_TITLE;
  const title = page.title ? `${page.title} · ${siteTitle}` : siteTitle;
  const description = page.description || campaign?.share.description || '';
  const base = request.baseUrl;
  const pageUrl = absolute(base, request.path);
  const shareTitle = page.title ? title : (campaign?.share.title ?? siteTitle);
  const image = campaign?.share.image;
  // The card with today's total; should it fail, the content's own picture still makes a preview.
  const card = campaign
    ? await currentShareCard(deps).catch((error: unknown): ShareCard | null => {
        deps.logger.warn({ err: error }, 'share card unavailable while rendering the page head');
        return null;
      })
    : null;

  const tags = [
    link('canonical', pageUrl),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:site_name', siteTitle),
    meta('property', 'og:title', shareTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl),
    meta('name', 'twitter:card', card || image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', shareTitle),
    meta('name', 'twitter:description', description),
  ];
  if (card) {
    // Absolute, with its size and type: WhatsApp and Facebook show a large preview only when they know them up front.
    const cardUrl = absolute(base, card.path);
    tags.push(
      meta('property', 'og:image', cardUrl),
      meta('property', 'og:image:type', 'image/jpeg'),
      meta('property', 'og:image:width', card.width),
      meta('property', 'og:image:height', card.height),
      meta('property', 'og:image:alt', card.alt),
      meta('name', 'twitter:image', cardUrl),
      meta('name', 'twitter:image:alt', card.alt),
    );
  } else if (image) {
    const imageUrl = absolute(base, image.url);
    tags.push(
      meta('property', 'og:image', imageUrl),
      meta('property', 'og:image:width', image.width),
      meta('property', 'og:image:height', image.height),
      meta('property', 'og:image:alt', image.alt),
      meta('name', 'twitter:image', imageUrl),
      meta('name', 'twitter:image:alt', image.alt),
    );
  }
  // The official profiles (campaign/official-channels.ts): a profile that links back here proves the pair (rel="me").
  for (const official of campaign?.officialChannels.links ?? []) tags.push(link('me', official.url));
  return { title, description, tags: [...tags, ...ICON_TAGS] };
}
