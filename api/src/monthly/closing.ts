import type { AdminActor } from '../audit/service.js';
import type { ClosingReport } from '../campaign/goal.js';
import type { Deps } from '../deps.js';
import { cancelMonthlyDonationAsOrganiser } from './admin.js';
import type { RecurrenceDocument } from './model.js';

/**
 * The campaign closed (campaign/goal.ts): each monthly donation not yet ended is cancelled as
 * the organiser would, one by one (at the PSP, then here, then the donor's e-mail, which names
 * the closing). Idempotent: a cancelled one is not listed again, and its e-mail is keyed by
 * the recurrence. One the PSP cannot cancel now is counted and left for the next call.
 */
export async function cancelMonthlyOnClosing(deps: Deps, event: { actor: AdminActor; report: ClosingReport }): Promise<void> {
  const open = await deps.models.Recurrence.find({ status: { $in: ['awaiting', 'active', 'expired'] } }, { _id: 1 }).lean<
    Pick<RecurrenceDocument, '_id'>[]
  >();
  for (const { _id } of open) {
    try {
      await cancelMonthlyDonationAsOrganiser(deps, event.actor, _id.toHexString());
      event.report.monthlyCancelled += 1;
    } catch (error) {
      deps.logger.warn({ err: error, recurrenceId: _id.toHexString() }, 'could not cancel a monthly donation on closing');
      event.report.monthlyFailed += 1;
    }
  }
}
