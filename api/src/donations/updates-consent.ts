import { createHash, randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import type { Deps } from '../deps.js';
import { UPDATES_CONSENT_VERSION } from '../../../rules/updates-consent.js';

/**
 * A donation's consent to the campaign's updates by e-mail: what a new donation records, and
 * the two writes that change it afterwards (the donor stops them, or confirms them again).
 * The e-mails themselves, the stop links and the stopped addresses are news/service.ts's.
 */

/** The key an address's stop is kept under (news/model.ts, UpdatesStop): its SHA-256, never the address in clear. */
export const updatesStopKeyOf = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');

/**
 * What a donation made with the box ticked records. An address that stopped the updates is not
 * written to again because someone typed it: the donation records the question instead, and the
 * payment's e-mail, which only the address's owner reads, asks them to confirm (news/service.ts resumeUpdates).
 */
export async function updatesConsentOf(deps: Deps, email: string, consentAt: Date, { ask = true } = {}) {
  const stopped = (await deps.models.UpdatesStop.exists({ _id: updatesStopKeyOf(email) })) !== null;
  // A monthly donation asks with its first month only, not again every month.
  if (stopped && !ask) return {};
  return {
    ...(stopped ? { updatesAskedAt: deps.now() } : { updatesConsentAt: consentAt }),
    updatesConsentVersion: UPDATES_CONSENT_VERSION,
    updatesToken: randomBytes(24).toString('base64url'),
  };
}

/**
 * Stops the updates on every donation made with the address, the one whose link was followed
 * included. The token stays, so the same link keeps answering "stopped"; a repeat finds none
 * still consenting and keeps the first stop's date.
 */
export async function stopUpdatesOfAddress(deps: Deps, email: string, now: Date): Promise<void> {
  await deps.models.Donation.updateMany(
    { email, updatesConsentAt: { $ne: null } },
    { $set: { updatesConsentAt: null, updatesStoppedAt: now } },
  );
}

/** Records the consent the address's owner confirmed on a donation that asked for it (a no-op once confirmed). */
export async function confirmUpdatesConsent(deps: Deps, donationId: Types.ObjectId): Promise<void> {
  await deps.models.Donation.updateOne(
    { _id: donationId, updatesAskedAt: { $ne: null } },
    { $set: { updatesConsentAt: deps.now(), updatesAskedAt: null } },
  );
}
