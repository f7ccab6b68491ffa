/**
 * The longest text the organiser may give each part of the campaign, counted as the
 * browser's `maxlength` counts (UTF-16 units), so the panel stops typing where the API
 * refuses. Each is far above what a real campaign writes: a limit exists so no text can
 * make the server draw (share card), print (receipts, statements) or send something huge.
 * Plain numbers, no validator: the panel imports them (rules/campaign-content.ts uses them).
 */
export const CONTENT_MAX_LENGTH = {
  /** The Receita Federal's "nome empresarial" holds up to 150 characters; printed on every receipt and statement. */
  organisationName: 150,
  /** RFC 5321: no address is longer. */
  organisationEmail: 254,
  organisationCity: 80,
  /** A tag of a few words above the title. */
  badge: 60,
  /** Drawn on the share card (three lines show about 90), the page's <title> and headline; search results show about 60. */
  title: 150,
  /** The headline's paragraph: the example's is 300. */
  summary: 600,
  storyTitle: 150,
  verifiedLabel: 80,
  /** One paragraph of the story: about a printed page. */
  storyParagraph: 3_000,
  /** A title beside a short text: story blocks, how the money is used. */
  itemTitle: 150,
  itemText: 1_000,
  trustBadgeTitle: 80,
  trustBadgeText: 300,
  optionLabel: 60,
  optionDescription: 300,
  optionImpact: 150,
  raffleText: 1_000,
  shareTitle: 150,
  /** Link previews cut the description at about 200 characters. */
  shareDescription: 300,
  /** The message a donor sends on WhatsApp: a few sentences and the link. */
  shareMessage: 1_000,
  /** A picture's description, as a screen reader says it: a sentence or two. */
  imageAlt: 300,
  /** Browsers and crawlers handle links up to about 2,000 characters. */
  url: 2_000,
} as const;

/** How many items each list may hold: the example has at most 8. */
export const CONTENT_MAX_ITEMS = {
  storyParagraphs: 40,
  /** Story blocks, how the money is used, trust badges. */
  items: 12,
  donationOptions: 12,
} as const;
