import { createHash } from 'node:crypto';
import type { Types } from 'mongoose';

/** The public ledger, where a payment's reference is found (server-pages/transparency.tsx renders it; receipts print its address). */
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

/** A PIX end-to-end id as the payer's bank shows it ("ID da transação"): E, the bank's 8-digit ISPB, 23 more. */
const END_TO_END_ID = /^[Ee]\d{8}[0-9A-Za-z]{23}$/;

/**
 * A reference as a person typed it ("7kq2 m9xd", "7KQ2M9XD", "7KQ2-M9XO"), normalised, or
 * null. The PIX end-to-end id from the payer's bank receipt is read as its reference too:
 * whoever sent a PIX straight to the key has no receipt of ours, only the bank's.
 */
export function readPublicReference(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (END_TO_END_ID.test(trimmed)) return publicReferenceOf({ endToEndId: `E${trimmed.slice(1)}`, donationId: '' });
  const compact = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{8}$/.test(compact)) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4)}`;
}
