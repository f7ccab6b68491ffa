import { timingSafeEqual } from 'node:crypto';
import { Types } from 'mongoose';
import { getCampaignState } from '../campaign/service.js';
import { isDuplicateKeyError } from '../db/ids.js';
import { memorySlot, type Deps } from '../deps.js';
import { campaignUpdateMail, siteUrlOf } from '../mail/messages.js';
import { dropPendingMessagesTo, enqueueMessage } from '../mail/outbox.js';
import { STOP_UPDATES_PATH } from '../../../rules/updates-consent.js';
import { confirmUpdatesConsent, stopUpdatesOfAddress, updatesStopKeyOf } from '../donations/updates-consent.js';
import { updateMailEventKey, updateMailEventPrefix, type PostedUpdate, type UpdateMailingDocument } from './model.js';

/**
 * The campaign's updates by e-mail, to the donors who asked for them (the unticked box
 * "Quero receber novidades da campanha por e-mail", rules/updates-consent.ts) and whose
 * donation was paid: one e-mail per address per update, through the outbox, spaced out
 * so a large list never holds up a donor's code or receipt, each with a one-click way
 * out (RFC 8058) that needs no login and takes effect at once.
 */

/** Update e-mails leave at most one per this many milliseconds (60 a minute), behind the donors' own messages. */
export const UPDATE_EMAIL_SPACING_MS = 1000;

export interface UpdateRecipient {
  email: string;
  /** The address's oldest paid donation with consent: it names the e-mail's event, so a rerun writes it once. */
  donationId: Types.ObjectId;
  token: string;
}

/** Every address that gets the next update: consent given, a paid donation, not erased; one per address. */
export async function updateRecipients(deps: Deps): Promise<UpdateRecipient[]> {
  const donations = await deps.models.Donation.find(
    { status: 'paid', updatesConsentAt: { $ne: null }, erasedAt: null },
    { email: 1, updatesToken: 1, createdAt: 1 },
  ).lean<Array<{ _id: Types.ObjectId; email: string; updatesToken: string; createdAt: Date }>>();
  const oldestByAddress = new Map<string, (typeof donations)[number]>();
  for (const donation of donations) {
    if (!donation.email || !donation.updatesToken) continue;
    const known = oldestByAddress.get(donation.email);
    const older =
      !known ||
      donation.createdAt.getTime() < known.createdAt.getTime() ||
      (donation.createdAt.getTime() === known.createdAt.getTime() && donation._id.toHexString() < known._id.toHexString());
    if (older) oldestByAddress.set(donation.email, donation);
  }
  return [...oldestByAddress.values()].map((donation) => ({
    email: donation.email,
    donationId: donation._id,
    token: donation.updatesToken,
  }));
}

/** What the panel shows before an update is posted. */
export async function countUpdateRecipients(deps: Deps): Promise<number> {
  return (await updateRecipients(deps)).length;
}

/** Called when an update is posted: its e-mailing is recorded at once and done in the background (and by the sweep, after a crash). */
export async function scheduleUpdateMailing(deps: Deps, updateId: Types.ObjectId): Promise<void> {
  try {
    await deps.models.UpdateMailing.create({ _id: updateId, status: 'pending', createdAt: deps.now() });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  wakeUpdateMailing(deps);
}

const mailingRun = memorySlot('update mailing run', () => ({ current: null as Promise<number> | null }));

/** Runs the pending mailings now, once at a time in this app; a failure is logged and left to the sweep. */
export function wakeUpdateMailing(deps: Deps): Promise<number> {
  const run = deps.memory.get(mailingRun);
  run.current ??= mailPendingUpdates(deps)
    .catch((error: unknown) => {
      deps.logger.error({ err: error }, 'update e-mails: the fan-out failed; the sweep will resume it');
      return 0;
    })
    .finally(() => {
      run.current = null;
    });
  return run.current;
}

/**
 * Writes every pending update's e-mails to the outbox, then marks the mailing done.
 * Repeating it (another instance, a rerun after a crash) writes nothing twice: each
 * message's event key names the update and the address's oldest consenting donation.
 * Returns how many messages it wrote or found written.
 */
export async function mailPendingUpdates(deps: Deps): Promise<number> {
  const pending = await deps.models.UpdateMailing.find({ status: 'pending' }).lean<UpdateMailingDocument[]>();
  if (pending.length === 0) return 0;
  // The same for every pending update: read once.
  const recipients = await updateRecipients(deps);
  const campaignTitle = (await getCampaignState(deps)).content.title;
  let written = 0;
  for (const mailing of pending) {
    const update = await deps.models.CampaignUpdate.findById(mailing._id).lean<PostedUpdate>();
    if (!update) {
      await markDone(deps, mailing._id, 0);
      continue;
    }
    const start = deps.now().getTime();
    for (const [index, recipient] of recipients.entries()) {
      const unsubscribeUrl = siteUrlOf(
        deps.config,
        `${STOP_UPDATES_PATH}/${recipient.donationId.toHexString()}.${recipient.token}`,
      );
      const mail = campaignUpdateMail({
        campaignTitle,
        title: update.title,
        body: update.body,
        updatesUrl: siteUrlOf(deps.config, '/transparencia#novidades'),
        unsubscribeUrl,
      });
      await enqueueMessage(deps, {
        eventKey: updateMailEventKey(update._id, recipient.donationId),
        donationId: recipient.donationId,
        to: recipient.email,
        ...mail,
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        notBefore: new Date(start + index * UPDATE_EMAIL_SPACING_MS),
      });
      written += 1;
    }
    await markDone(deps, mailing._id, recipients.length);
  }
  return written;
}

async function markDone(deps: Deps, _id: Types.ObjectId, recipients: number): Promise<void> {
  await deps.models.UpdateMailing.updateOne(
    { _id, status: 'pending' },
    { $set: { status: 'done', recipients, doneAt: deps.now() } },
  );
}

export interface MailingReport {
  status: 'pending' | 'done';
  recipients: number;
  sent: number;
  waiting: number;
  failed: number;
}

/** What was sent of one update: the outbox's messages of its mailing by state. Null for an update posted before e-mails existed. */
export async function mailingReportOf(deps: Deps, updateId: Types.ObjectId): Promise<MailingReport | null> {
  const mailing = await deps.models.UpdateMailing.findById(updateId).lean<UpdateMailingDocument>();
  if (!mailing) return null;
  const prefix = updateMailEventPrefix(updateId);
  // A prefix of the unique eventKey: an index range on MongoDB.
  const messages = await deps.models.OutboxMessage.find({ eventKey: { $regex: `^${prefix}` } }, { status: 1 }).lean();
  const count = (statuses: string[]) => messages.filter((message) => statuses.includes(message.status)).length;
  return {
    status: mailing.status as MailingReport['status'],
    recipients: mailing.status === 'done' ? mailing.recipients : messages.length,
    sent: count(['sent']),
    waiting: count(['pending', 'sending']),
    failed: count(['failed']),
  };
}

export type StopOutcome = 'stopped' | 'unknown';

interface LinkedDonation {
  _id: Types.ObjectId;
  email: string;
  updatesToken: string;
  updatesConsentAt: Date | null;
  updatesAskedAt: Date | null;
}

/** The donation an updates link (`<donation id>.<token>`) names, when its token matches; null otherwise. */
async function donationOfLink(deps: Deps, link: unknown): Promise<LinkedDonation | null> {
  const [idText, token] = typeof link === 'string' ? link.split('.', 2) : [];
  if (!idText || !token || !Types.ObjectId.isValid(idText) || idText.length !== 24 || token.length > 64) return null;
  const donation = await deps.models.Donation.findById(idText, {
    email: 1,
    updatesToken: 1,
    updatesConsentAt: 1,
    updatesAskedAt: 1,
  }).lean<LinkedDonation>();
  // Erased (or never ticked): no token, nothing to stop or confirm.
  if (!donation?.updatesToken || !donation.email) return null;
  const expected = Buffer.from(donation.updatesToken);
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return donation;
}

/**
 * Stops the updates for the address of the donation the link names, on every donation
 * made with it, drops the update e-mails not yet sent to it, and remembers the stop for the
 * address (a later donation asks before writing again). Repeating it (the page's button after
 * the mail client's one-click POST) answers the same.
 */
export async function stopUpdates(deps: Deps, link: unknown): Promise<StopOutcome> {
  const donation = await donationOfLink(deps, link);
  if (!donation) return 'unknown';
  const now = deps.now();
  // Every donation of the address, this one included (a token exists only with an address: erasure clears both).
  await stopUpdatesOfAddress(deps, donation.email, now);
  await deps.models.UpdatesStop.updateOne(
    { _id: updatesStopKeyOf(donation.email) },
    { $setOnInsert: { stoppedAt: now } },
    { upsert: true },
  );
  // Every update's e-mail to the address not yet sent (their event keys, updateMailEventKey, start so).
  await dropPendingMessagesTo(deps, donation.email, 'update:');
  return 'stopped';
}

export type ResumeOutcome = 'resumed' | 'unknown';

/**
 * The address's owner confirms, from the payment's e-mail, that they want the updates again: the
 * donation's consent is recorded now and the address's stop forgotten. Repeating it answers the same.
 */
export async function resumeUpdates(deps: Deps, link: unknown): Promise<ResumeOutcome> {
  const donation = await donationOfLink(deps, link);
  if (!donation) return 'unknown';
  if (donation.updatesConsentAt) return 'resumed';
  if (!donation.updatesAskedAt) return 'unknown';
  await confirmUpdatesConsent(deps, donation._id);
  await deps.models.UpdatesStop.deleteOne({ _id: updatesStopKeyOf(donation.email) });
  return 'resumed';
}
