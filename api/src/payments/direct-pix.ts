import type { Deps } from '../deps.js';
import { insertDirectDonation } from '../donations/direct.js';
import { isDuplicateKeyError } from '../db/ids.js';
import { reaisToCents } from '../../../rules/money.js';
import { apiPixClientFor, type PixReceived } from '../pix/api-pix/client.js';
import { recordConflictingReport } from './conflicts.js';
import { confirmedChargeKey } from './model.js';
import { donationOfTxid } from './receive.js';
import { confirmPaid } from '../donations/confirm.js';

/**
 * PIX sent straight to the campaign's key. A PSP notifies only PIX paid through a charge
 * ("Somente Pix associados a um txid serão notificados", bacen/pix-api), so the money a donor
 * sends from their bank app to the key posted on Instagram is found by reading the PSP's list
 * of received PIX (`GET /pix`): those without a txid, and those whose txid is none of ours
 * (recorded as UNKNOWN_TXID when their notification came). Each becomes a donation of origin
 * `direct-pix` (donations/direct.ts), confirmed like any other, so it counts in the totals,
 * the statistics, the ledger and the books once, by its end-to-end id.
 */

/** How far back each run reads: overlapping windows, so a PIX listed late is still found. */
export const DIRECT_PIX_WINDOW_SECONDS = 24 * 60 * 60;
/** Items per page asked of the PSP. */
export const DIRECT_PIX_PAGE_SIZE = 100;

export interface DirectPixReport {
  /** Received PIX read that were not paid through one of our codes. */
  listed: number;
  /** Of those, counted by this run (a PIX counted before is not counted again). */
  counted: number;
}

export async function pullDirectPix(deps: Deps): Promise<DirectPixReport> {
  const report: DirectPixReport = { listed: 0, counted: 0 };
  if (deps.config.PIX_PROVIDER !== 'api-pix') return report;
  const fim = deps.now();
  const inicio = new Date(fim.getTime() - DIRECT_PIX_WINDOW_SECONDS * 1000);
  // PIX with a txid are read only when a notification named a txid we do not know.
  const unknownTxids = await deps.models.PixPayment.exists({ outcome: 'UNKNOWN_TXID', receivedAt: { $gte: inicio } });
  const client = apiPixClientFor(deps);
  for (const txIdPresente of unknownTxids ? [false, true] : [false]) {
    for (let paginaAtual = 0; ; paginaAtual++) {
      const page = await client.listPix({
        inicio,
        fim,
        txIdPresente,
        paginaAtual,
        itensPorPagina: DIRECT_PIX_PAGE_SIZE,
      });
      // Recorded before (each run reads the whole window again): one read for the page.
      const recorded = await deps.models.PixPayment.find(
        { endToEndId: { $in: page.pix.map((pix) => pix.endToEndId) } },
        { endToEndId: 1, outcome: 1, txid: 1, amountCents: 1 },
      ).lean();
      const recordOf = new Map(recorded.map((payment) => [payment.endToEndId, payment]));
      const countedIds = new Set(
        recorded.filter((payment) => payment.outcome === 'CONFIRMED').map((payment) => payment.endToEndId),
      );
      for (const pix of page.pix) {
        // The list giving a recorded payment another charge or amount: shown to the organiser, never counted.
        const record = recordOf.get(pix.endToEndId);
        const listedCents = reaisToCents(pix.valor);
        if (
          record &&
          listedCents !== null &&
          (await recordConflictingReport(
            deps,
            record,
            { endToEndId: pix.endToEndId, txid: pix.txid, amountCents: listedCents, settledAt: new Date(pix.horario) },
            'reconciliation',
            (txid) => donationOfTxid(deps, txid),
          ))
        )
          continue;
        // Paid through one of our codes: the webhook and the charges' reconciliation count it.
        if (pix.txid && (await donationOfTxid(deps, pix.txid))) continue;
        report.listed += 1;
        if (!countedIds.has(pix.endToEndId) && (await countDirectPix(deps, pix))) report.counted += 1;
      }
      if (paginaAtual + 1 >= page.parametros.paginacao.quantidadeDePaginas) break;
    }
  }
  if (report.counted > 0) deps.logger.info(report, 'PIX sent straight to the key counted');
  return report;
}

/**
 * Counts one received PIX as a donation, once whatever the runs: the donation is inserted under
 * an _id derived from the end-to-end id, its payment's claim decides as for any payment, and the
 * payment's record (unique end-to-end id) is written last, so a record that says CONFIRMED means
 * the claim was made. Returns whether this call counted it.
 */
async function countDirectPix(deps: Deps, pix: PixReceived): Promise<boolean> {
  const amountCents = reaisToCents(pix.valor);
  const horario = new Date(pix.horario);
  if (amountCents === null || amountCents <= 0 || Number.isNaN(horario.getTime())) {
    deps.logger.warn({ endToEndId: pix.endToEndId }, 'the PSP listed a PIX this site cannot read; it is not counted');
    return false;
  }
  const donation = await insertDirectDonation(deps, {
    endToEndId: pix.endToEndId,
    amountCents,
    paidAt: horario,
    payerMessage: pix.infoPagador ?? '',
  });
  const { confirmedNow } = await confirmPaid(deps, donation._id, 'reconciliation', {
    endToEndId: pix.endToEndId,
    donation,
    paidAt: horario,
  });
  try {
    // An UNKNOWN_TXID record of the same payment becomes the donation's confirming payment.
    await deps.models.PixPayment.updateOne(
      { endToEndId: pix.endToEndId },
      {
        $set: {
          outcome: 'CONFIRMED',
          donationId: donation._id,
          chargeKey: confirmedChargeKey(donation._id),
          expectedCents: amountCents,
        },
        $setOnInsert: { txid: pix.txid ?? '', amountCents, source: 'reconciliation', settledAt: horario, receivedAt: deps.now() },
      },
      { upsert: true },
    );
  } catch (error) {
    // Another run recorded it at the same moment: the same record.
    if (!isDuplicateKeyError(error)) throw error;
  }
  return confirmedNow;
}
