import { CAMPAIGN_ID } from '../campaign/model.js';
import { pixHolderView } from '../campaign/pix-holder.js';
import { getCampaignState } from '../campaign/service.js';
import { deleteOldContactMessages } from '../contact/retention.js';
import type { Deps } from '../deps.js';
import { applyDonationRetention, type DonationRetentionReport } from '../donor/retention.js';
import { deleteUnreferencedImages, IMAGE_CLEANUP_INTERVAL_SECONDS } from '../images/cleanup.js';
import { recoverPixCodeEmails } from '../mail/events.js';
import { runMonthly } from '../monthly/charges.js';
import { deleteExpiredLinks } from '../my-donations/service.js';
import { wakeUpdateMailing } from '../news/service.js';
import { applyPixInbox } from '../payments/inbox.js';
import { reconcileWithPsp } from '../payments/psp-reconcile.js';
import { expireDonations, finishInterruptedPayments, forgetAppliedMarkers } from '../payments/service.js';
import { every, type PeriodicJobs } from '../periodic.js';
import { NOTICES_INTERVAL_SECONDS, runNotices } from '../team/notices.js';

/*
 * The process's periodic jobs, in one list: what each domain needs done on a clock,
 * started once the database is reachable (main.ts) and stopped before it closes.
 */

export interface PaymentSweepReport {
  expired: number;
  finished: number;
  forgotten: number;
  /** Code e-mails written again after a crash had lost them (mail/events.ts). */
  codeEmailsRecovered: number;
  /** Update e-mails written by a mailing a crash had left pending (news/service.ts). */
  updateEmailsResumed: number;
  /** "Minhas doações" links past their 24 hours, deleted with their e-mails (my-donations/service.ts). */
  expiredLinksDeleted: number;
  /** Webhook payments queued to be applied after the answer (payments/inbox.ts) that a crash or a failure had left. */
  queuedPaymentsApplied: number;
}

/** One pass of the periodic sweep: expiry, interrupted payments, idempotency list upkeep, lost code e-mails, expired links. */
export async function runPaymentSweep(deps: Deps): Promise<PaymentSweepReport> {
  const expired = await expireDonations(deps);
  const finished = await finishInterruptedPayments(deps);
  const forgotten = await forgetAppliedMarkers(deps);
  if (finished > 0) deps.logger.warn({ finished }, 'finished payments whose effects had been interrupted');
  const codeEmailsRecovered = await recoverPixCodeEmails(deps, async () => pixHolderView((await getCampaignState(deps)).content));
  if (codeEmailsRecovered > 0) deps.logger.warn({ codeEmailsRecovered }, 'wrote code e-mails lost by an interrupted request');
  const updateEmailsResumed = await wakeUpdateMailing(deps);
  const expiredLinksDeleted = await deleteExpiredLinks(deps);
  const queuedPaymentsApplied = await applyPixInbox(deps);
  return { expired, finished, forgotten, codeEmailsRecovered, updateEmailsResumed, expiredLinksDeleted, queuedPaymentsApplied };
}

/**
 * How often the privacy policy's periods are applied. Hourly, though they are counted in
 * days: the timer starts with the process, and a daily one would never fire on a server
 * restarted more often than that. A run with nothing to do is four indexed commands.
 */
export const RETENTION_INTERVAL_SECONDS = 60 * 60;

export interface RetentionReport extends DonationRetentionReport {
  contactMessagesDeleted: number;
}

/** One pass of the retention policy (rules/retention.ts): donations' personal data, then old contact messages. */
export async function runRetention(deps: Deps): Promise<RetentionReport> {
  const report = { ...(await applyDonationRetention(deps)), contactMessagesDeleted: await deleteOldContactMessages(deps) };
  if (report.unpaidErased + report.paidAnonymised + report.contactMessagesDeleted > 0)
    deps.logger.info(report, 'retention: removed personal data past their period');
  return report;
}

/**
 * Everything the organiser wrote that the site shows, as one text: the campaign's content
 * (the photos' `imageId`s), the updates and the expenses. An image id found anywhere in it
 * counts as a reference, so a `/media/…` link pasted in a text keeps its photo too.
 */
async function textsNamingImages(deps: Deps): Promise<string> {
  const [campaign, updates, expenses] = await Promise.all([
    deps.models.Campaign.findById(CAMPAIGN_ID, { content: 1 }).lean(),
    deps.models.CampaignUpdate.find({}, { title: 1, body: 1 }).lean(),
    deps.models.Expense.find({}, { description: 1, supplier: 1, history: 1 }).lean(),
  ]);
  return JSON.stringify([campaign?.content, updates, expenses]);
}

/** Deletes the photos nothing names any more (images/cleanup.ts), told what names them by the domains that write it. */
export const cleanUpImages = (deps: Deps) => deleteUnreferencedImages(deps, () => textsNamingImages(deps));

export function startJobs(deps: Deps): PeriodicJobs {
  const jobs = [
    every(deps, 'payment-sweep', deps.config.EXPIRY_SWEEP_INTERVAL_SECONDS, () => runPaymentSweep(deps)),
    // Photos nothing names any more (never used, replaced, removed), a day after they stopped being named.
    every(deps, 'image-cleanup', IMAGE_CLEANUP_INTERVAL_SECONDS, () => cleanUpImages(deps)),
    // The privacy policy's periods: unpaid and paid donations' personal data, contact messages.
    every(deps, 'retention', RETENTION_INTERVAL_SECONDS, () => runRetention(deps)),
    // What the team asked to be told by e-mail: messages, payment issues, failed e-mails, grouped donations, the daily summary.
    every(deps, 'team-notices', NOTICES_INTERVAL_SECONDS, () => runNotices(deps)),
  ];
  if (deps.config.PIX_PROVIDER === 'api-pix') {
    // What the PSP's webhooks may have lost, and each month's charges of monthly giving, sent in their window.
    jobs.push(every(deps, 'psp-reconcile', deps.config.PSP_RECONCILE_INTERVAL_SECONDS, () => reconcileWithPsp(deps)));
    jobs.push(every(deps, 'monthly-giving', deps.config.PSP_RECONCILE_INTERVAL_SECONDS, () => runMonthly(deps)));
  }
  return {
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}
