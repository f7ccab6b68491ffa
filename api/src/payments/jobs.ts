import type { Deps } from '../deps.js';
import { isDatabaseUnavailable } from '../errors.js';
import { recoverPixCodeEmails } from '../mail/events.js';
import { deleteExpiredLinks } from '../my-donations/service.js';
import { wakeUpdateMailing } from '../news/service.js';
import { applyPixInbox } from './inbox.js';
import { reconcileWithPsp } from './psp-reconcile.js';
import { expireDonations, finishInterruptedPayments, forgetAppliedMarkers } from './service.js';

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
  const codeEmailsRecovered = await recoverPixCodeEmails(deps);
  if (codeEmailsRecovered > 0) deps.logger.warn({ codeEmailsRecovered }, 'wrote code e-mails lost by an interrupted request');
  const updateEmailsResumed = await wakeUpdateMailing(deps);
  const expiredLinksDeleted = await deleteExpiredLinks(deps);
  const queuedPaymentsApplied = await applyPixInbox(deps);
  return { expired, finished, forgotten, codeEmailsRecovered, updateEmailsResumed, expiredLinksDeleted, queuedPaymentsApplied };
}

export interface PeriodicJobs {
  /** Stops the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

/** Runs `task` every `seconds`, never two at once; errors are logged and the next run tries again. */
export function every(deps: Deps, name: string, seconds: number, task: () => Promise<unknown>) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .then(
        () => undefined,
        (error: unknown) =>
          // An outage is already reported by the connection's own log and readiness; the next run retries.
          isDatabaseUnavailable(error)
            ? deps.logger.warn({ err: error, job: name }, 'periodic job skipped: database unavailable')
            : deps.logger.error({ err: error, job: name }, 'periodic job failed'),
      )
      .finally(() => (running = undefined));
  }, seconds * 1000);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** The process's payment jobs: expiry sweep always, PSP reconciliation with the api-pix provider. */
export function startPaymentJobs(deps: Deps): PeriodicJobs {
  const jobs = [every(deps, 'payment-sweep', deps.config.EXPIRY_SWEEP_INTERVAL_SECONDS, () => runPaymentSweep(deps))];
  if (deps.config.PIX_PROVIDER === 'api-pix')
    jobs.push(every(deps, 'psp-reconcile', deps.config.PSP_RECONCILE_INTERVAL_SECONDS, () => reconcileWithPsp(deps)));
  return {
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}
