/**
 * A donor's share link (issue 39): each donation has a share code, short and random,
 * naming nobody; its link is `<site>/?ref=<code>`. A visit arriving by it keeps the code
 * with the visit's origin (rules/tracking.ts, the same 30 days), and a donation made then
 * records it as `referredBy`, so the donor can see what their link brought.
 */

/** The share link's query parameter. */
export const REFERRAL_URL_PARAM = 'ref';

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped survives. */
export const SHARE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 8 characters: 32^8 ≈ 10^12 codes, far too many to guess one that brought something. */
export const SHARE_CODE_LENGTH = 8;

const SHARE_CODE = new RegExp(`^[${SHARE_CODE_ALPHABET}]{${SHARE_CODE_LENGTH}}$`);

/**
 * The code in `text` as stored, or null when it is not one: case is ignored, and the
 * letters Crockford reads as digits (I and L as 1, O as 0) are read so. Pure.
 */
export function shareCodeOf(text: unknown): string | null {
  if (typeof text !== 'string' || text.length > 2 * SHARE_CODE_LENGTH) return null;
  const code = text.trim().toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0');
  return SHARE_CODE.test(code) ? code : null;
}

/** A new code from `SHARE_CODE_LENGTH` random bytes (each taken modulo 32: 256 is a multiple of 32, so unbiased). */
export function shareCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < SHARE_CODE_LENGTH) throw new Error(`a share code needs ${SHARE_CODE_LENGTH} random bytes`);
  let code = '';
  for (let index = 0; index < SHARE_CODE_LENGTH; index++) code += SHARE_CODE_ALPHABET[bytes[index]! % 32];
  return code;
}

/** The share link: the site's address with the code. */
export function referralUrlOf(siteUrl: string, code: string): string {
  const url = new URL('/', siteUrl);
  url.searchParams.set(REFERRAL_URL_PARAM, code);
  return url.href;
}

/** The ready message the donor sends with their link (WhatsApp, the share sheet, the e-mail). */
export const REFERRAL_SHARE_MESSAGE =
  'Acabei de fazer uma doação para esta campanha e ela ainda precisa de ajuda. Doe você também, por PIX, pelo meu link:';

/** WhatsApp's "click to chat" with the message and the link, for the donor to choose whom to send it to. */
export function whatsappReferralUrl(link: string, message = REFERRAL_SHARE_MESSAGE): string {
  return `https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`;
}
