import type { Model, Types } from 'mongoose';
import { addToFeed, removeFromFeed } from '../cache/feeds.js';
import { publicDataChanged } from '../cache/public-cache.js';
import { deleteCommentsOfDonation } from '../comments/service.js';
import type { Deps } from '../deps.js';
import { ERASED_REQUEST_HASH, type DonationDocument } from '../donations/model.js';
import { forgetOutsideDonor } from '../donations/outside-proofs.js';
import { recentDonationItem } from '../donations/service.js';
import { forgetErasedMessages, type DonorMessages } from '../mail/outbox.js';
import type { ReceiptDocument } from '../receipts/model.js';
import { issueClaimedReceipt } from '../receipts/service.js';
import { forgetStatementPayer } from '../statements/review.js';

/** The ad click ids of rules/tracking.ts: one per visit, not per campaign, which the ad platform can tie to a person. */
const AD_CLICK_IDS = ['gclid', 'gbraid', 'wbraid'] as const;

/** A record that holds a donor's data: a donation, or a monthly donation (monthly/model.ts). */
interface DonorRecord {
  _id: Types.ObjectId;
  erasedAt?: Date | null;
}

/**
 * Blanks a donor's data on the record that holds them (a donation; a monthly donation,
 * monthly/erasure.ts), once: the write sets `erasedAt` only while unset, so of concurrent
 * erasures exactly one goes on, with the record as it was before. `ownFields` are the
 * record's other personal fields, blanked in the same write. A record erased already
 * answers when it was.
 */
export async function blankDonorData<T extends DonorRecord>(
  model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- a donation and a monthly donation are blanked alike
  record: T,
  ownFields: Record<string, unknown>,
  now: Date,
): Promise<{ before: T } | { erasedAt: Date | null }> {
  if (record.erasedAt) return { erasedAt: record.erasedAt };
  const before = await model
    .findOneAndUpdate(
      { _id: record._id, erasedAt: null },
      {
        $set: {
          name: '',
          email: '',
          cpfEncrypted: '',
          message: '',
          // A direct PIX's message from its payer (donations/direct.ts); no such field on a recurrence.
          payerMessage: '',
          isAnonymous: true,
          donorLinkTokenEncrypted: '',
          // The request's fingerprint (an HMAC over name, e-mail, CPF) would confirm a guess of the erased data.
          requestHash: ERASED_REQUEST_HASH,
          // An ad click's id names one visit, which the ad platform can tie to a person; the
          // campaign labels (utm_*, campaign and ad group ids) name no one and keep the statistics whole.
          ...Object.fromEntries(AD_CLICK_IDS.map((field) => [`tracking.${field}`, null])),
          ...ownFields,
          erasedAt: now,
        },
      },
      { returnDocument: 'before' },
    )
    .lean<T>();
  if (before) return { before };
  // A concurrent erasure of the same record got there first.
  const current = await model.findById(record._id, { erasedAt: 1 }).lean<DonorRecord>();
  return { erasedAt: current?.erasedAt ?? null };
}

/** A donation's personal fields besides those every record has (blankDonorData), and the consent to updates. */
const DONATION_OWN_FIELDS = {
  phone: '',
  // The honoree's name, address and message are the donor's data too (rules/dedication.ts).
  dedication: null,
  ipAddress: '',
  userAgent: '',
  // No address is left to write to: the consent to updates goes too.
  updatesConsentAt: null,
  updatesAskedAt: null,
  updatesConsentVersion: '',
  updatesToken: '',
};

/**
 * Removes one donation's personal data and what derives from them, once: the donor's erasure
 * (donor/service.ts) and the retention policy's (donor/retention.ts) alike. A payment that
 * claimed the receipt before the blanking gets it issued from the data as they were, and it
 * is kept (a tax record); answered as `receipt`. A donation erased already answers when it was.
 */
export async function blankDonation(
  deps: Deps,
  donation: DonationDocument,
): Promise<{ erasedAt: Date; receipt: ReceiptDocument | null } | { alreadyErasedAt: Date | null }> {
  const now = deps.now();
  const blanked = await blankDonorData(deps.models.Donation, donation, DONATION_OWN_FIELDS, now);
  if (!('before' in blanked)) return { alreadyErasedAt: blanked.erasedAt };
  const receipt = blanked.before.receiptClaimedAt ? await issueClaimedReceipt(deps, blanked.before) : null;
  await forgetErasedDonor(deps, donation._id);
  return { erasedAt: now, receipt };
}

/**
 * Takes an erased donor's data out of everything a payment derives from the donation:
 * the published comment, the recent-donations feed, the outbox; and out of what the
 * organisation recorded of it: a registered donation's note and proofs, the bank
 * statement's line. The erasure runs it after
 * blanking the donation, and a payment's effects run it again when they find the donation
 * erased after writing: whichever of the two writes last, its own check sees the other's
 * write, so nothing derived from the erased data survives a race between them.
 * Repeating it changes nothing.
 */
export async function forgetErasedDonor(deps: Deps, donationId: Types.ObjectId): Promise<void> {
  const comments = await deps.models.Comment.find({ donationId }, { _id: 1 }).lean();
  await deleteCommentsOfDonation(deps, donationId);
  for (const comment of comments) await removeFromFeed(deps, 'comments', comment._id.toHexString());
  const donation = await deps.models.Donation.findById(donationId, {
    status: 1,
    paidAt: 1,
    amountCents: 1,
    outside: 1,
  }).lean<Pick<DonationDocument, '_id' | 'status' | 'paidAt' | 'amountCents' | 'outside'>>();
  if (donation?.status === 'paid' && donation.paidAt)
    await addToFeed(deps, 'recentDonations', recentDonationItem({ ...donation, name: '', isAnonymous: true }));
  await forgetErasedMessages(deps, { donationId });
  if (donation) await forgetOutsideDonor(deps, donation);
  await forgetStatementPayer(deps, donationId);
  publicDataChanged(deps, 'comments');
}

/** How long an erasure waits for a message already on its way to the SMTP server. */
const IN_FLIGHT_WAIT_MS = 10_000;

/**
 * Waits until none of the donor's messages is being sent: a sender that claimed one before
 * the erasure blanked it may be talking to the SMTP server right now. Only after that does
 * the erasure answer, so no e-mail leaves after the donor was told their data is gone.
 * A sender that died holding a claim is not waited for past IN_FLIGHT_WAIT_MS: its
 * message was blanked, and its successor's last look (mail/sender.ts) sends nothing.
 */
export async function settleInFlightMessages(deps: Deps, messages: DonorMessages): Promise<void> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  while (Date.now() < deadline) {
    // A claim that lapsed belongs to a sender that died: nothing of it is on the wire.
    const sending = await deps.models.OutboxMessage.countDocuments({
      ...messages,
      status: 'sending',
      claimedUntil: { $gt: deps.now() },
    });
    if (sending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
