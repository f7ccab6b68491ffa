import { randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { referralUrlOf, shareCodeFromBytes } from '../../../rules/referral.js';
import { STOP_UPDATES_PATH } from '../../../rules/updates-consent.js';
import { getCampaignState } from '../campaign/service.js';
import { isDuplicateKeyError } from '../db/ids.js';
import type { Config } from '../config.js';
import type { Deps } from '../deps.js';
import { donorUrlOfDonation } from '../mail/events.js';
import { siteUrlOf } from '../mail/messages.js';
import { enqueueMessage } from '../mail/outbox.js';
import { referralBroughtMail } from './mail.js';

/**
 * Share codes (rules/referral.ts) and what they brought. A code names nobody: it is random,
 * and only the donation's own private page and e-mails show it to its donor.
 */

/** A code's link on the site's public address (`<site>/?ref=<code>`), for the e-mails. */
export const shareUrlOfCode = (config: Config, code: string) => referralUrlOf(siteUrlOf(config, '/'), code);

/** Collisions are ~1 in 10^12 per try; a few tries only guard against a broken random source looping forever. */
const CODE_TRIES = 5;

/** The donation's share code: created once (its first call), the same one ever after, whoever asks first. */
export async function shareCodeOfDonation(deps: Deps, donationId: Types.ObjectId): Promise<string> {
  const existing = await deps.models.ShareCode.findOne({ donationId }, { _id: 1 }).lean<{ _id: string }>();
  return existing?._id ?? createShareCode(deps, donationId);
}

/**
 * A donation's code, inserted first (its payment's thank-you e-mail, where it is nearly always
 * new), or an old donation's on first need. Two callers at once: the unique donationId lets one
 * insert win, and the other reads the winner's code.
 */
export async function createShareCode(deps: Deps, donationId: Types.ObjectId): Promise<string> {
  for (let attempt = 0; attempt < CODE_TRIES; attempt++) {
    const code = shareCodeFromBytes(randomBytes(8));
    try {
      await deps.models.ShareCode.create({ _id: code, donationId, createdAt: deps.now() });
      return code;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const winner = await deps.models.ShareCode.findOne({ donationId }, { _id: 1 }).lean<{ _id: string }>();
      if (winner) return winner._id;
      // Another donation holds this code: draw again.
    }
  }
  throw new Error('could not draw a free share code');
}

export interface ReferralTotals {
  /** Paid donations made by a visit that arrived by the code's link. */
  donations: number;
  amountCents: number;
}

/** What a code's link brought: paid donations only, counted, never named. A link brings a few, so they are read and summed here. */
export async function referralTotals(deps: Deps, code: string): Promise<ReferralTotals> {
  const brought = await deps.models.Donation.find({ referredBy: code, status: 'paid' }, { amountCents: 1, _id: 0 }).lean<
    { amountCents: number }[]
  >();
  return { donations: brought.length, amountCents: brought.reduce((sum, donation) => sum + donation.amountCents, 0) };
}

/** The one e-mail a code's donor gets, keyed by the code: the first paid donation it brings writes it, later ones find it written. */
export const referralMailEventKey = (code: string) => `referral:${code}`;

interface Referrer {
  _id: Types.ObjectId;
  status: string;
  email: string;
  updatesConsentAt: Date | null;
  updatesToken: string;
  erasedAt: Date | null;
  donorLinkTokenEncrypted: string;
  recurrenceId: Types.ObjectId | null;
}

/**
 * A paid donation came by a share link ("donation paid", app/events.ts): the link's donor,
 * when they asked for the campaign's updates by e-mail, is told once, without saying who gave.
 * Idempotent: the outbox writes one message per event key.
 */
export async function referralBrought(deps: Deps, donation: { _id: Types.ObjectId; referredBy?: string | null }): Promise<void> {
  const code = donation.referredBy;
  if (!code) return;
  const shareCode = await deps.models.ShareCode.findById(code, { donationId: 1 }).lean<{ donationId: Types.ObjectId }>();
  // A donor's own link bringing their own donation again is still a donation brought: only the same donation is not.
  if (!shareCode || shareCode.donationId.equals(donation._id)) return;
  const referrer = await deps.models.Donation.findById(shareCode.donationId, {
    status: 1,
    email: 1,
    updatesConsentAt: 1,
    updatesToken: 1,
    erasedAt: 1,
    donorLinkTokenEncrypted: 1,
    recurrenceId: 1,
  }).lean<Referrer>();
  if (!referrer || referrer.status !== 'paid' || referrer.erasedAt || !referrer.email || !referrer.updatesConsentAt) return;
  const campaignTitle = (await getCampaignState(deps)).content.title;
  const unsubscribeUrl = referrer.updatesToken
    ? siteUrlOf(deps.config, `${STOP_UPDATES_PATH}/${referrer._id.toHexString()}.${referrer.updatesToken}`)
    : null;
  const mail = referralBroughtMail({
    campaignTitle,
    donorUrl: donorUrlOfDonation(deps, referrer),
    shareUrl: shareUrlOfCode(deps.config, code),
    unsubscribeUrl,
  });
  await enqueueMessage(deps, {
    eventKey: referralMailEventKey(code),
    donationId: referrer._id,
    to: referrer.email,
    ...mail,
    ...(unsubscribeUrl && {
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }),
  });
}
