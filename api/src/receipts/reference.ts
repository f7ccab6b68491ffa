import { createHash } from 'node:crypto';
import type { Types } from 'mongoose';

/** The public ledger, where a payment's reference is found (transparency/page.tsx renders it; receipts print its address). */
export const TRANSPARENCY_PATH = '/transparencia';

/** Crockford's base32: no I, L, O or U, so a reference read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The short public reference of a payment, "7KQ2-M9XD": derived from the PIX end-to-end
 * id by a one-way hash (the id itself is never published), so the donor who has it on
 * the receipt can find the line, and nobody can go back from the line to the payment.
 * A donation the organiser confirmed by hand has no end-to-end id: its own id is used.
 */
export function publicReferenceOf(payment: { endToEndId?: string | null; donationId: Types.ObjectId | string }): string {
  const source = payment.endToEndId
    ? `e2e:${payment.endToEndId}`
    : `donation:${typeof payment.donationId === 'string' ? payment.donationId : payment.donationId.toHexString()}`;
  const digest = createHash('sha256').update(source).digest();
  // 40 bits, eight characters: a collision needs about a million payments.
  let bits = 0n;
  for (let index = 0; index < 5; index++) bits = (bits << 8n) | BigInt(digest[index]!);
  let text = '';
  for (let index = 0; index < 8; index++) text = ALPHABET[Number((bits >> BigInt(5 * index)) & 31n)]! + text;
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}

/** A reference as a person typed it ("7kq2 m9xd", "7KQ2M9XD", "7KQ2-M9XO"), normalised, or null. */
export function readPublicReference(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const compact = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{8}$/.test(compact)) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4)}`;
}
