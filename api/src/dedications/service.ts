import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Types } from 'mongoose';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { publicDataChanged } from '../cache/public-cache.js';
import { getCampaignState, storeDedicationsSwitch } from '../campaign/service.js';
import { isDuplicateKeyError } from '../db/ids.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { siteUrlOf } from '../mail/messages.js';
import { dropPendingMessagesTo, enqueueMessage } from '../mail/outbox.js';
import { DEDICATION_MESSAGES, STOP_DEDICATION_PATH, dedicationPhrase, type Dedication } from '../../../rules/dedication.js';
import { dedicationNoticeMail } from './mail.js';
import { dedicationNoticeEventKey, dedicationStopKeyOf } from './model.js';

/**
 * Donations given "em homenagem a" / "em memória de" someone (rules/dedication.ts): the
 * organiser's switch, what a new donation stores, the notice e-mailed once on payment, and
 * its one-click stop, remembered for the address.
 */

/** A dedication as the pages show it: "Em memória de Antônio Ferreira". */
export const dedicationLine = (dedication: { kind: string; name: string }) => {
  const phrase = dedicationPhrase(dedication.kind as Dedication['kind'], dedication.name);
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
};

/** The refusal of a dedication while the organiser has the feature off: a stable code for programs. */
export const dedicationsDisabledError = () =>
  new AppError('DEDICATIONS_DISABLED', DEDICATION_MESSAGES.disabled, { field: 'dedication' });

/** What a new donation stores of its dedication: the checked fields, and the stop link's secret when there is an address. */
export function storedDedicationOf(dedication: Dedication | null | undefined) {
  if (!dedication) return null;
  return { ...dedication, stopToken: dedication.email ? randomBytes(24).toString('base64url') : '' };
}

/** The organiser's switch (the panel, owner only): the forms hide the fields and the API refuses them while off. */
export async function setDedications(deps: Deps, actor: AdminActor, enabled: boolean): Promise<boolean> {
  await storeDedicationsSwitch(deps, enabled);
  publicDataChanged(deps, 'content');
  await recordAudit(deps, actor, { action: 'setDedications', target: 'campaign', details: { enabled } });
  return enabled;
}

/** What the notice reads of a paid donation (donations/model.ts, which sits above this folder). */
interface PaidDonation {
  _id: Types.ObjectId;
  name: string;
  isAnonymous: boolean;
  amountCents: number;
  erasedAt?: Date | null;
  dedication?: StoredDedication | null;
}

interface StoredDedication {
  kind: string;
  name: string;
  email?: string | null;
  message?: string | null;
  showAmount?: boolean | null;
  stopToken?: string | null;
}

/**
 * A paid donation's dedication notice, written to the outbox once (its event key names the
 * donation): only with an address, never to one that asked to stop, never for an erased donor.
 */
export async function dedicationPaid(deps: Deps, donation: PaidDonation): Promise<void> {
  const dedication = donation.dedication;
  if (!dedication?.email || !dedication.stopToken || donation.erasedAt) return;
  if (await deps.models.DedicationStop.exists({ _id: dedicationStopKeyOf(dedication.email) })) return;
  const { content } = await getCampaignState(deps);
  const stopUrl = siteUrlOf(deps.config, `${STOP_DEDICATION_PATH}/${donation._id.toHexString()}.${dedication.stopToken}`);
  const mail = dedicationNoticeMail({
    campaignTitle: content.title,
    kind: dedication.kind as Dedication['kind'],
    honoreeName: dedication.name,
    donorName: donation.isAnonymous ? '' : donation.name,
    message: dedication.message ?? '',
    amountCents: dedication.showAmount ? donation.amountCents : null,
    campaignUrl: siteUrlOf(deps.config, '/'),
    stopUrl,
  });
  await enqueueMessage(deps, {
    eventKey: dedicationNoticeEventKey(donation._id),
    // The donor's: their erasure forgets it with their other messages (mail/outbox.ts forgetErasedMessages).
    donationId: donation._id,
    to: dedication.email,
    ...mail,
    headers: { 'List-Unsubscribe': `<${stopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}

/**
 * The notice's stop link (`<donation id>.<token>`): remembers the address so no later
 * dedication notice goes to it, and drops one not yet sent. Repeating it answers the same.
 * 'unknown' for a link that names nothing (a wrong token, an erased donation).
 */
export async function stopDedicationNotices(deps: Deps, link: unknown): Promise<'stopped' | 'unknown'> {
  const [idText, token] = typeof link === 'string' ? link.split('.', 2) : [];
  if (!idText || !token || idText.length !== 24 || !Types.ObjectId.isValid(idText) || token.length > 64) return 'unknown';
  const donation = await deps.models.Donation.findById(idText, { dedication: 1 }).lean<{
    dedication?: StoredDedication | null;
  }>();
  const stored = donation?.dedication;
  if (!stored?.email || !stored.stopToken) return 'unknown';
  const expected = Buffer.from(stored.stopToken);
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'unknown';
  try {
    await deps.models.DedicationStop.create({ _id: dedicationStopKeyOf(stored.email), stoppedAt: deps.now() });
  } catch (error) {
    // Stopped before (the mail client's one-click POST, then the page's button): the first date stays.
    if (!isDuplicateKeyError(error)) throw error;
  }
  await dropPendingMessagesTo(deps, stored.email, 'dedication:');
  return 'stopped';
}
