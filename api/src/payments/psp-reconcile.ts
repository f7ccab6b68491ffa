import type { Deps } from '../deps.js';
import type { DonationDocument } from '../donations/model.js';
import { apiPixClientFor } from '../pix/api-pix/client.js';
import { receivePixPayment } from './receive.js';
import { pullDirectPix, type DirectPixReport } from './direct-pix.js';
import { reconcileRefundsWithPsp } from './refunds.js';

/** Charges issued this long ago are still asked about: a payment near expiry may be reported late. */
export const PSP_RECONCILE_WINDOW_SECONDS = 24 * 60 * 60;
/** Upper bound of charges asked about in one run, so a backlog cannot hold the PSP's rate limit hostage. */
export const PSP_RECONCILE_BATCH = 500;

export interface PspReconcileReport {
  checked: number;
  confirmed: number;
  failed: number;
  /** Refunds in flight whose outcome the PSP told (a lost webhook). */
  refundsSettled?: number;
  /** PIX sent straight to the key (no code of ours) read from the PSP's list, and those counted now. */
  direct?: DirectPixReport;
}

/**
 * Asks the PSP (`GET /cob/{txid}`) about every unpaid donation whose charge was issued
 * recently and records the payments it reports, so a lost webhook loses no payment; then
 * about refunds in flight, and the PIX sent straight to the key (direct-pix.ts).
 */
export async function reconcileWithPsp(deps: Deps): Promise<PspReconcileReport> {
  const report: PspReconcileReport = { checked: 0, confirmed: 0, failed: 0 };
  if (deps.config.PIX_PROVIDER !== 'api-pix') return report;
  const client = apiPixClientFor(deps);
  const since = new Date(deps.now().getTime() - PSP_RECONCILE_WINDOW_SECONDS * 1000);
  const unpaid = await deps.models.Donation.find(
    { status: { $in: ['pending', 'expired'] }, pixIssuedAt: { $gte: since } },
    { txid: 1 },
  )
    .sort({ pixIssuedAt: 1 })
    .limit(PSP_RECONCILE_BATCH)
    .lean<Pick<DonationDocument, '_id' | 'txid'>[]>();
  for (const donation of unpaid) {
    report.checked += 1;
    try {
      const cob = await client.getCob(donation.txid);
      for (const pix of cob.pix ?? []) {
        const result = await receivePixPayment(deps, { ...pix, txid: pix.txid ?? donation.txid }, 'reconciliation');
        if (result.outcome === 'CONFIRMED' && !result.repeated) report.confirmed += 1;
      }
    } catch (error) {
      report.failed += 1;
      deps.logger.warn({ err: error, txid: donation.txid }, 'PSP reconciliation could not check a charge');
    }
  }
  if (report.confirmed > 0) deps.logger.info(report, 'PSP reconciliation confirmed payments a webhook had not reported');
  report.refundsSettled = await reconcileRefundsWithPsp(deps);
  try {
    report.direct = await pullDirectPix(deps);
  } catch (error) {
    // Read again next run: the windows overlap.
    deps.logger.warn({ err: error }, 'could not read the PSP list of received PIX');
  }
  return report;
}
