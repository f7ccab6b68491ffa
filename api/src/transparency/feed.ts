import { escapeHtml } from '../html.js';
import type { CampaignUpdateDocument } from './model.js';
import { TRANSPARENCY_PATH } from '../receipts/reference.js';

/** The feed's address; /transparencia (server-pages/transparency.tsx) links to it. */
export const FEED_PATH = '/novidades.xml';

/** How many updates the feed carries: readers keep what they already fetched. */
export const FEED_ENTRIES = 50;

/** Characters XML 1.0 forbids anywhere (controls, U+FFFE, U+FFFF, lone surrogates): one makes the whole feed ill-formed. */
const XML_FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data: forbidden characters dropped (stored text may predate any input rule), then escaped. */
const xml = (text: string): string => escapeHtml(text.replace(XML_FORBIDDEN, ''));

/** The organiser's updates as an Atom feed (RFC 4287), newest first. */
export function renderUpdatesFeed(input: {
  updates: CampaignUpdateDocument[];
  baseUrl: string;
  campaignTitle: string;
  feedPath: string;
  /** When the feed changed last, when it has no entry. */
  now: Date;
}): string {
  const { baseUrl, updates } = input;
  const pageUrl = `${baseUrl}${TRANSPARENCY_PATH}`;
  const updatedOf = (update: CampaignUpdateDocument) => update.editedAt ?? update.publishedAt;
  const feedUpdated = updates.reduce((latest, update) => (updatedOf(update) > latest ? updatedOf(update) : latest), new Date(0));
  const entries = updates
    .map((update) => {
      const url = `${pageUrl}#novidade-${update._id.toHexString()}`;
      return `<entry><title>${xml(update.title)}</title><id>${xml(url)}</id><link rel="alternate" type="text/html" href="${xml(url)}"/>
<published>${update.publishedAt.toISOString()}</published><updated>${updatedOf(update).toISOString()}</updated>
<content type="text">${xml(update.body)}</content></entry>`;
    })
    .join('\n');
  const title = `Novidades${input.campaignTitle ? ` — ${input.campaignTitle}` : ''}`;
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pt-BR"><title>${xml(title)}</title>
<id>${xml(`${baseUrl}${input.feedPath}`)}</id><link rel="self" type="application/atom+xml" href="${xml(`${baseUrl}${input.feedPath}`)}"/>
<link rel="alternate" type="text/html" href="${xml(`${pageUrl}#novidades`)}"/>
<updated>${(updates.length ? feedUpdated : input.now).toISOString()}</updated><author><name>${xml(input.campaignTitle || 'Organização da campanha')}</name></author>
${entries}
</feed>
`;
}
