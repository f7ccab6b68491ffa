import type { Types } from 'mongoose';
import { cpfKeyOf, decryptCpf } from '../crypto/cpf.js';
import type { Deps } from '../deps.js';
import type { DonationDocument } from '../donations/model.js';
import { issueReceipt } from '../receipts/service.js';
import { donorUrlOf, paymentConfirmedMail, pixCodeMail } from './messages.js';
import { enqueueMessage } from './outbox.js';

/**
 * What a donor is told, and when: each event writes its message to the outbox right
 * after the write that makes it happen; the sender (mail/sender.ts) delivers it.
 */

/** The donor's private link, kept encrypted on the donation when its code was issued (the token itself is never stored in clear). */
export function donorUrlOfDonation(deps: Deps, donation: Pick<DonationDocument, 'donorLinkTokenEncrypted'>): string | null {
  if (!donation.donorLinkTokenEncrypted) return null;
  try {
    return donorUrlOf(deps.config, decryptCpf(donation.donorLinkTokenEncrypted, cpfKeyOf(deps.config)));
  } catch {
    return null; // encrypted under a key since rotated away: the e-mail goes without the link
  }
}

export async function pixCodeIssued(
  deps: Deps,
  donation: { _id: Types.ObjectId; name: string; email: string; amountCents: number; pixCode: string; expiresAt: Date },
  accessToken: string,
): Promise<void> {
  const mail = pixCodeMail({ ...donation, donorUrl: donorUrlOf(deps.config, accessToken) });
  await enqueueMessage(deps, {
    eventKey: `pix-code:${donation._id.toHexString()}:${donation.expiresAt.getTime()}`,
    donationId: donation._id,
    to: donation.email,
    ...mail,
  });
}

/** A payment counted: the receipt is issued (once) and the thank-you e-mail, with it attached, written (once). */
export async function paymentConfirmed(deps: Deps, donation: DonationDocument): Promise<void> {
  // A donor who erased their data before paying gets neither a receipt nor an e-mail: there is no one to address.
  if (donation.erasedAt) return;
  const payment = await deps.models.PixPayment.findOne({ donationId: donation._id, outcome: 'CONFIRMED' }).lean();
  const receipt = await issueReceipt(deps, donation, payment?.endToEndId ?? null);
  const mail = paymentConfirmedMail({
    name: donation.name,
    amountCents: donation.amountCents,
    receiptKind: receipt.kind,
    donorUrl: donorUrlOfDonation(deps, donation),
  });
  await enqueueMessage(deps, {
    eventKey: `paid:${donation._id.toHexString()}`,
    donationId: donation._id,
    to: donation.email,
    attachReceipt: true,
    ...mail,
  });
}
