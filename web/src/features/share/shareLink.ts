/** Seed/issue: links shared on WhatsApp carry these, so the donations they bring are attributed. */
export const WHATSAPP_SHARE_UTM = { utm_source: 'whatsapp', utm_medium: 'share' } as const;

/** The campaign link to share: the public address (or this page's origin) with the share's utm values. */
export function shareUrlOf(baseUrl: string, utm: Record<string, string> = WHATSAPP_SHARE_UTM): string {
  const url = new URL('/', baseUrl);
  for (const [name, value] of Object.entries(utm)) url.searchParams.set(name, value);
  return url.href;
}

/** WhatsApp's "click to chat" with the message and the link pre-filled. */
export function whatsappShareUrl(message: string, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`;
}
