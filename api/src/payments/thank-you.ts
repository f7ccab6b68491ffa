import type { Types } from 'mongoose';
import type { Deps } from '../deps.js';
import { claimReceipt } from '../donations/states.js';
import { donorUrlOfDonation } from '../mail/events.js';
import { paymentConfirmedMail, siteUrlOf } from '../mail/messages.js';
import { enqueueMessage } from '../mail/outbox.js';
import { createShareCode, shareUrlOfCode } from '../referrals/service.js';
import { issueClaimedReceipt, type KnownPayment } from '../receipts/service.js';
import { MY_DONATIONS_PATH } from '../../../rules/my-donations.js';
import { RESUME_UPDATES_PATH } from '../../../rules/updates-consent.js';

/**
 * A payment counted: the receipt is issued (once) and the thank-you e-mail, with it attached, written (once).
 * `known`: what the confirmation already read (the payment's end-to-end id, the organiser), so it is not read again.
 */
export async function paymentConfirmed(deps: Deps, donation: { _id: Types.ObjectId }, known?: KnownPayment): Promise<void> {
  // The donor erased their data before the receipt was claimed: no receipt, and no one to address.
  const claim = await claimReceipt(deps, donation._id);
  if (!claim) return;
  const claimed = claim.donation;
  const receipt = await issueClaimedReceipt(deps, claimed, known && { ...known, claimedNow: claim.claimedNow });
  // Erased after the claim (a retry after the erasure): the receipt is kept, the e-mail has no address left.
  if (claimed.erasedAt || !claimed.email) return;
  const mail = paymentConfirmedMail({
    name: claimed.name,
    amountCents: claimed.amountCents,
    receiptKind: receipt.kind,
    donorUrl: donorUrlOfDonation(deps, claimed),
    myDonationsUrl: siteUrlOf(deps.config, MY_DONATIONS_PATH),
    resumeUpdatesUrl:
      claimed.updatesAskedAt && claimed.updatesToken
        ? siteUrlOf(deps.config, `${RESUME_UPDATES_PATH}/${claimed._id.toHexString()}.${claimed.updatesToken}`)
        : null,
    // Its share link is made with the payment that makes it worth showing: one insert, no read first.
    shareUrl: shareUrlOfCode(deps.config, await createShareCode(deps, claimed._id)),
  });
  await enqueueMessage(deps, {
    eventKey: `paid:${claimed._id.toHexString()}`,
    donationId: claimed._id,
    to: claimed.email,
    attachReceipt: true,
    ...mail,
  });
}
