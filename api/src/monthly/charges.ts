import { Types } from 'mongoose';
import type { Deps } from '../deps.js';
import { txidOf, type DonationDocument } from '../donations/model.js';
import { expirePendingNow } from '../donations/writes.js';
import { AppError } from '../errors.js';
import { siteUrlOf } from '../mail/messages.js';
import { enqueueMessage } from '../mail/outbox.js';
import { receivePixPayment } from '../payments/receive.js';
import { apiPixClientFor, ApiPixError, type Cobr, type Rec } from '../pix/api-pix/client.js';
import { getCampaignState } from '../campaign/service.js';
import { centsToReais } from '../../../rules/money.js';
import {
  addDays,
  chargeWindow,
  cycleOf,
  dayOfMonthAfter,
  MAX_RETRIES,
  MONTHLY_OBJECT,
  RETRY_WINDOW_DAYS,
  retryDate,
} from '../../../rules/monthly.js';
import {
  monthlyActiveMail,
  monthlyCancelledMail,
  monthlyChangedMail,
  monthlyFailedMail,
  type MonthlyChangeMailInput,
} from './mail.js';
import { monthlyChargeId, type Canceller, type MonthlyChargeDocument, type RecurrenceDocument } from './model.js';
import {
  monthDonation,
  monthlyPathOf,
  monthlyDonationOf,
  recordMonth,
  recurrenceOfToken,
  todayOf,
  type MonthlyDonationView,
} from './service.js';
import { decryptFor } from '../crypto/encryption.js';

/**
 * The months of every recurrence: each month's charge sent to the PSP inside Pix
 * Automático's window, what the PSP reports applied (by webhook, or by asking it when a
 * webhook is lost), failed months retried under the organiser's policy, and cancellations
 * from either side. Exactly once: a month is charged by the run that inserted its record
 * (monthly/model.ts), and its money is an ordinary donation confirmed through
 * payments/receive.ts, where a payment is counted once whatever repeats it.
 */

/** Recurrences asked about while awaiting authorisation, in case the PSP's notification was lost. */
export const AUTHORISATION_RECONCILE_DAYS = 7;
/** How often an active recurrence is asked about (a cancellation in the bank app whose notification was lost). */
export const ACTIVE_RECONCILE_HOURS = 6;
/** Upper bound of recurrences, and of months, asked about in one run: a backlog never holds the PSP's rate limit hostage. */
export const RECONCILE_BATCH = 500;

const CANCELLER_OF: Record<string, Canceller> = {
  USUARIO_PAGADOR: 'payer-app',
  PSP_PAGADOR: 'payer-bank',
  USUARIO_RECEBEDOR: 'organiser',
  PSP_RECEBEDOR: 'psp',
};

export function linkOf(deps: Deps, recurrence: RecurrenceDocument): string | null {
  try {
    return siteUrlOf(deps.config, monthlyPathOf(decryptFor(deps.config, 'donorLinkToken', recurrence.donorLinkTokenEncrypted)));
  } catch {
    return null;
  }
}

// ---- The recurrence's state, as the PSP reports it.

/**
 * Applies the PSP's state of a recurrence. Each transition is one update filtered on the
 * states it may leave, so a repeated or late notification changes nothing, and the e-mail
 * it causes is written once (its event key).
 */
export async function applyRecState(deps: Deps, rec: Rec): Promise<void> {
  const recurrence = await deps.models.Recurrence.findOne({ idRec: rec.idRec }).lean<RecurrenceDocument>();
  if (!recurrence) {
    const changing = await deps.models.Recurrence.findOne({ 'amountChange.idRec': rec.idRec }).lean<RecurrenceDocument>();
    if (changing) return applyAmountChangeState(deps, changing, rec);
    // A recurrence an amount change replaced: this site cancelled it, or will; its state changes nothing here.
    if (await deps.models.Recurrence.exists({ formerIdRecs: rec.idRec })) return;
    deps.logger.warn({ idRec: rec.idRec }, 'the PSP reported a recurrence this site does not know');
    return;
  }
  const now = deps.now();
  const move = (from: RecurrenceDocument['status'][], fields: Record<string, unknown>) =>
    deps.models.Recurrence.findOneAndUpdate(
      { _id: recurrence._id, status: { $in: from } },
      { $set: fields },
      { returnDocument: 'after' },
    ).lean<RecurrenceDocument>();
  switch (rec.status) {
    case 'APROVADA': {
      // An authorisation after the code's time is still the donor's decision: honoured.
      const active = await move(['awaiting', 'expired'], { status: 'active', activatedAt: now });
      if (!active) return;
      const link = linkOf(deps, active);
      if (active.email)
        await enqueueMessage(deps, {
          eventKey: `monthly-active:${active._id.toHexString()}`,
          donationId: null,
          to: active.email,
          ...monthlyActiveMail({
            name: active.name,
            amountCents: active.amountCents,
            dayOfMonth: active.dayOfMonth,
            nextDueDate: active.nextDueDate,
            url: link,
          }),
        });
      await issueMonth(deps, active);
      return;
    }
    case 'REJEITADA':
      await move(['awaiting', 'expired'], { status: 'rejected' });
      return;
    case 'EXPIRADA':
      await move(['awaiting'], { status: 'expired' });
      return;
    case 'CANCELADA': {
      const solicitante = rec.encerramento?.cancelamento?.solicitante ?? '';
      // "The receiver" is this site: whoever pressed its button was written down before it asked the PSP.
      const by =
        solicitante === 'USUARIO_RECEBEDOR' && recurrence.cancelRequestedBy
          ? (recurrence.cancelRequestedBy as Canceller)
          : (CANCELLER_OF[solicitante] ?? 'psp');
      const cancelled = await move(['awaiting', 'active', 'expired'], { status: 'cancelled', cancelledAt: now, cancelledBy: by });
      if (cancelled) await afterCancellation(deps, cancelled);
      return;
    }
  }
}

// ---- A new amount: a new recurrence, authorised by the donor, replaces the current one.

/**
 * The PSP's state of the recurrence a new amount waits on. Approved: it becomes the
 * recurrence charged from the next month not yet sent, at the new amount, and the one it
 * replaces is cancelled at the PSP once no month sent under it is still open. Refused,
 * expired or cancelled: the request is dropped and the current amount stays.
 */
async function applyAmountChangeState(deps: Deps, recurrence: RecurrenceDocument, rec: Rec): Promise<void> {
  const change = recurrence.amountChange;
  if (!change) return;
  const now = deps.now();
  if (rec.status === 'APROVADA') {
    if (recurrence.status !== 'active') {
      // Cancelled in between: the new authorisation has nothing left to replace.
      await apiPixClientFor(deps)
        .cancelRec(rec.idRec)
        .catch((error: unknown) => deps.logger.warn({ err: error, idRec: rec.idRec }, 'could not cancel an unused recurrence'));
      await deps.models.Recurrence.updateOne(
        { _id: recurrence._id, 'amountChange.idRec': rec.idRec },
        { $set: { amountChange: null } },
      );
      return;
    }
    const swapped = await deps.models.Recurrence.findOneAndUpdate(
      { _id: recurrence._id, status: 'active', 'amountChange.idRec': rec.idRec },
      {
        $set: { idRec: rec.idRec, amountCents: change.amountCents, amountChange: null, retiring: true },
        $push: {
          formerIdRecs: recurrence.idRec,
          retiringIdRecs: recurrence.idRec,
          changes: { at: now, kind: 'amount', from: String(recurrence.amountCents), to: String(change.amountCents) },
        },
      },
      { returnDocument: 'after' },
    ).lean<RecurrenceDocument>();
    if (!swapped) return;
    await monthlyChangeNotice(deps, swapped, { kind: 'amount', from: recurrence.amountCents, to: change.amountCents }, rec.idRec);
    await retireFormerRecs(deps, swapped);
    return;
  }
  if (rec.status === 'CRIADA') return;
  await deps.models.Recurrence.updateOne(
    { _id: recurrence._id, 'amountChange.idRec': rec.idRec },
    {
      $set: { amountChange: null },
      $push: {
        changes: { at: now, kind: 'amount-declined', from: String(recurrence.amountCents), to: String(change.amountCents) },
      },
    },
  );
}

/** The e-mail of a change the donor made (monthly/self-service.ts) or that their authorisation completed. */
export async function monthlyChangeNotice(
  deps: Deps,
  recurrence: RecurrenceDocument,
  change: MonthlyChangeMailInput['change'],
  eventId: string,
): Promise<void> {
  if (!recurrence.email) return;
  await enqueueMessage(deps, {
    eventKey: `monthly-change:${recurrence._id.toHexString()}:${change.kind}:${eventId}`,
    donationId: null,
    to: recurrence.email,
    ...monthlyChangedMail({ name: recurrence.name, change, url: linkOf(deps, recurrence) }),
  });
}

/** Cancels at the PSP each recurrence an amount change replaced, once no month sent under it is open (it is paid or over). */
export async function retireFormerRecs(deps: Deps, recurrence: RecurrenceDocument): Promise<void> {
  const client = apiPixClientFor(deps);
  for (const idRec of recurrence.retiringIdRecs ?? []) {
    const open = await deps.models.MonthlyCharge.exists({
      recurrenceId: recurrence._id,
      kind: 'cobr',
      status: { $in: ['scheduled', 'retrying'] },
      idRec: { $in: [idRec, ''] },
    });
    if (open) continue;
    try {
      await client.cancelRec(idRec);
    } catch (error) {
      // Ended already (the payer cancelled it in the bank app): nothing left to cancel.
      const rec = await client.getRec(idRec).catch(() => null);
      if (!rec || rec.status === 'APROVADA' || rec.status === 'CRIADA') {
        deps.logger.warn({ err: error, idRec }, 'could not cancel a replaced recurrence at the PSP');
        continue;
      }
    }
    await deps.models.Recurrence.updateOne({ _id: recurrence._id }, { $pull: { retiringIdRecs: idRec } });
  }
  await deps.models.Recurrence.updateOne({ _id: recurrence._id, retiringIdRecs: { $size: 0 } }, { $set: { retiring: false } });
}

/** What follows a cancellation, whoever made it: the months not yet due are cancelled here too, and the donor is told. */
async function afterCancellation(deps: Deps, recurrence: RecurrenceDocument): Promise<void> {
  const today = todayOf(deps);
  // A new amount waiting for authorisation, and recurrences an earlier one replaced: none may charge any more.
  const client = apiPixClientFor(deps);
  for (const idRec of [recurrence.amountChange?.idRec ?? '', ...(recurrence.retiringIdRecs ?? [])].filter(Boolean))
    await client
      .cancelRec(idRec)
      .catch((error: unknown) => deps.logger.warn({ err: error, idRec }, 'could not cancel a related recurrence'));
  if (recurrence.amountChange || recurrence.retiring)
    await deps.models.Recurrence.updateOne(
      { _id: recurrence._id },
      { $set: { amountChange: null, retiring: false, retiringIdRecs: [] } },
    );
  const open = await deps.models.MonthlyCharge.find({
    recurrenceId: recurrence._id,
    status: { $in: ['creating', 'scheduled'] },
    kind: 'cobr',
  }).lean<MonthlyChargeDocument[]>();
  for (const month of open) {
    if (month.dueDate <= today) continue; // due today or before: its attempt is under way, and its outcome is reported.
    if (month.status === 'scheduled') {
      try {
        const cobr = await apiPixClientFor(deps).cancelCobr(month.txid);
        await applyCobrState(deps, cobr);
      } catch (error) {
        // The PSP cancels a recurrence's future charges itself; ask what it says.
        const cobr = await apiPixClientFor(deps)
          .getCobr(month.txid)
          .catch(() => null);
        if (cobr) await applyCobrState(deps, cobr);
        else deps.logger.warn({ err: error, txid: month.txid }, 'could not cancel a future monthly charge');
      }
    } else await closeMonth(deps, month, 'cancelled');
  }
  // Erased: no address is left to write to.
  if (!recurrence.email) return;
  // Cancelled because the campaign closed: the donor reads the organiser's words.
  const closing = recurrence.cancelledBy === 'organiser' ? (await getCampaignState(deps)).closing : null;
  await enqueueMessage(deps, {
    eventKey: `monthly-cancelled:${recurrence._id.toHexString()}`,
    donationId: null,
    to: recurrence.email,
    ...monthlyCancelledMail({
      name: recurrence.name,
      amountCents: recurrence.amountCents,
      by: recurrence.cancelledBy as Canceller,
      url: linkOf(deps, recurrence),
      closingMessage: closing?.message ?? null,
    }),
  });
}

/** The donor's button: cancels at the PSP first (no later month is charged), then here. Cancelling again changes nothing. */
export async function cancelMonthlyDonation(deps: Deps, token: string): Promise<MonthlyDonationView> {
  await cancelRecurrence(deps, await recurrenceOfToken(deps, token), 'donor');
  return monthlyDonationOf(deps, token);
}

/**
 * Cancels at the PSP, then here, naming who asked. Who asked is written first: the PSP's
 * notification of this very cancellation may arrive before the answer, and it names only
 * "the receiver" (this site), not whether the donor or the organiser pressed the button.
 */
export async function cancelRecurrence(deps: Deps, recurrence: RecurrenceDocument, by: 'donor' | 'organiser'): Promise<void> {
  if (['cancelled', 'rejected'].includes(recurrence.status)) return;
  await deps.models.Recurrence.updateOne(
    { _id: recurrence._id, status: { $in: ['awaiting', 'active', 'expired'] } },
    { $set: { cancelRequestedBy: by } },
  );
  if (recurrence.idRec) {
    const client = apiPixClientFor(deps);
    try {
      await client.cancelRec(recurrence.idRec);
    } catch (error) {
      // Already ended at the PSP (the payer cancelled, it expired): what it says now is the truth.
      const rec = await client.getRec(recurrence.idRec).catch(() => null);
      if (!rec) {
        deps.logger.warn({ err: error, idRec: recurrence.idRec }, 'could not cancel a recurrence at the PSP');
        throw new AppError(
          'PAYMENT_PROVIDER_UNAVAILABLE',
          'Não foi possível cancelar com o banco agora. Tente novamente em instantes.',
          {
            retryAfterSeconds: 30,
          },
        );
      }
      if (rec.status !== 'CANCELADA') {
        if (rec.status === 'CRIADA' || rec.status === 'APROVADA') throw error;
        await applyRecState(deps, rec);
        return;
      }
    }
  }
  const cancelled = await deps.models.Recurrence.findOneAndUpdate(
    { _id: recurrence._id, status: { $in: ['awaiting', 'active', 'expired'] } },
    { $set: { status: 'cancelled', cancelledAt: deps.now(), cancelledBy: by } },
    { returnDocument: 'after' },
  ).lean<RecurrenceDocument>();
  if (cancelled) await afterCancellation(deps, cancelled);
}

// ---- Each month's charge.

/** The campaign's account at the PSP, named by every recurring charge. */
function receiverAccount(deps: Deps) {
  return {
    ...(deps.config.API_PIX_ACCOUNT_BRANCH ? { agencia: deps.config.API_PIX_ACCOUNT_BRANCH } : {}),
    conta: deps.config.API_PIX_ACCOUNT_NUMBER ?? '',
    tipoConta: deps.config.API_PIX_ACCOUNT_TYPE,
  };
}

/**
 * Charges the recurrence's next month when its window is open: the month's record is
 * inserted (the one insert that decides it), the next due date moves a month on, then
 * the donation and the PSP's charge are made (`sendMonth`). A window missed entirely (the
 * site was down all of it) skips that month: Pix Automático cannot charge it any more.
 */
export async function issueMonth(deps: Deps, recurrence: RecurrenceDocument): Promise<void> {
  const today = todayOf(deps);
  let current = recurrence;
  for (;;) {
    if (current.status !== 'active' || current.pausedAt) return;
    const due = current.nextDueDate;
    const window = chargeWindow(today, due);
    if (window === 'early') return;
    const next = dayOfMonthAfter(due, 1, current.dayOfMonth);
    const skipped = (current.skippedMonths ?? []).includes(cycleOf(due));
    if (skipped) deps.logger.info({ recurrenceId: current._id, dueDate: due }, 'a month the donor skipped');
    else if (window === 'open') {
      const donationId = new Types.ObjectId();
      const inserted = await recordMonth(deps, current, {
        cycle: cycleOf(due),
        dueDate: due,
        donation: { _id: donationId, txid: txidOf(donationId, 'api-pix') },
        kind: 'cobr',
        status: 'creating',
      });
      if (inserted) deps.logger.info({ recurrenceId: current._id, dueDate: due }, 'monthly charge recorded');
    } else
      deps.logger.warn(
        { recurrenceId: current._id, dueDate: due },
        'a monthly charge window passed unsent: that month is skipped',
      );
    // Moves on only from the date read: a concurrent run that moved it first wins, and this one re-reads.
    await deps.models.Recurrence.updateOne({ _id: current._id, nextDueDate: due }, { $set: { nextDueDate: next } });
    const month = await deps.models.MonthlyCharge.findById(
      monthlyChargeId(current._id, cycleOf(due)),
    ).lean<MonthlyChargeDocument>();
    if (month?.status === 'creating') await sendMonth(deps, month);
    const reread = await deps.models.Recurrence.findById(current._id).lean<RecurrenceDocument>();
    if (!reread || reread.nextDueDate === due) return;
    current = reread;
  }
}

/** Makes a recorded month's donation and its charge at the PSP. Repeatable: the same ids, the same charge. */
export async function sendMonth(deps: Deps, month: MonthlyChargeDocument): Promise<void> {
  const recurrence = await deps.models.Recurrence.findById(month.recurrenceId).lean<RecurrenceDocument>();
  if (!recurrence) return;
  // Cancelled, paused or skipped after the month was recorded and before it reached the PSP: never sent.
  if (recurrence.status !== 'active' || recurrence.pausedAt || (recurrence.skippedMonths ?? []).includes(month.cycle)) {
    await closeMonth(deps, month, 'cancelled');
    return;
  }
  // The retry window's end: a month unpaid by then is over (the expiry sweep marks its donation expired).
  const expiresAt = new Date(`${addDays(month.dueDate, RETRY_WINDOW_DAYS + 1)}T03:00:00Z`);
  const donation = await monthDonation(deps, recurrence, {
    _id: month.donationId,
    cycle: month.cycle,
    pspCharge: 'cobr',
    expiresAt,
  });
  const client = apiPixClientFor(deps);
  let cobr: Cobr | null;
  try {
    cobr = await client.createCobr(donation.txid, {
      idRec: recurrence.idRec,
      infoAdicional: `${MONTHLY_OBJECT} ${month.cycle}`,
      calendario: { dataDeVencimento: month.dueDate },
      valor: { original: centsToReais(recurrence.amountCents) },
      ajusteDiaUtil: true,
      recebedor: receiverAccount(deps),
    });
  } catch (error) {
    if (!(error instanceof ApiPixError) || error.status === undefined || error.status >= 500) throw error;
    // A retry after a lost answer: the PSP already holds this txid.
    cobr = await client.getCobr(donation.txid).catch(() => null);
    if (!cobr) {
      deps.logger.error({ err: error, body: error.body, txid: donation.txid }, 'the PSP refused a monthly charge');
      await closeMonth(deps, month, 'failed');
      return;
    }
  }
  await deps.models.MonthlyCharge.updateOne(
    { _id: month._id, status: 'creating' },
    { $set: { status: 'scheduled', sentAt: deps.now(), idRec: recurrence.idRec } },
  );
  await applyCobrState(deps, cobr);
}

/** Ends a month unpaid: its record closed, its donation expired now (the expiry sweep counts it), never a paid one. */
async function closeMonth(deps: Deps, month: MonthlyChargeDocument, status: 'failed' | 'cancelled'): Promise<boolean> {
  const closed = await deps.models.MonthlyCharge.updateOne(
    { _id: month._id, status: { $in: ['creating', 'scheduled', 'retrying'] } },
    { $set: { status, closedAt: deps.now() } },
  );
  await expirePendingNow(deps, month.donationId);
  return closed.modifiedCount === 1;
}

/**
 * Applies a recurring charge as the PSP describes it (`GET /cobr/{txid}`, never the
 * notification's own copy): payments through payments/receive.ts (counted once per
 * end-to-end id, once per charge), a refused attempt retried when the recurrence and the
 * organiser allow it, a charge the PSP ended closed.
 */
export async function applyCobrState(deps: Deps, cobr: Cobr): Promise<void> {
  const month = await monthOfTxid(deps, cobr.txid);
  if (!month) {
    deps.logger.warn({ txid: cobr.txid }, 'the PSP reported a recurring charge this site does not know');
    return;
  }
  for (const pix of cobr.pix ?? [])
    await receivePixPayment(deps, { ...pix, txid: pix.txid ?? cobr.txid }, 'webhook', { verified: pix });
  switch (cobr.status) {
    case 'CONCLUIDA':
      await deps.models.MonthlyCharge.updateOne(
        { _id: month._id, status: { $in: ['creating', 'scheduled', 'retrying'] } },
        { $set: { status: 'paid', closedAt: deps.now() } },
      );
      return;
    case 'REJEITADA':
    case 'EXPIRADA':
      if (await closeMonth(deps, month, 'failed')) await monthFailedMail(deps, month);
      return;
    case 'CANCELADA':
      await closeMonth(deps, month, 'cancelled');
      return;
    case 'ATIVA':
      await retryIfRefused(deps, month, cobr);
      return;
  }
}

/** A month's record from its charge's txid (`cob<donation id>`): one read of the donation by _id, one of the month by _id. */
async function monthOfTxid(deps: Deps, txid: string): Promise<MonthlyChargeDocument | null> {
  const hex = /^cob([0-9a-f]{24})$/.exec(txid)?.[1];
  if (!hex) return null;
  const donation = await deps.models.Donation.findById(new Types.ObjectId(hex), {
    recurrenceId: 1,
    txid: 1,
    idempotencyKey: 1,
  }).lean<Pick<DonationDocument, '_id' | 'recurrenceId' | 'txid' | 'idempotencyKey'>>();
  if (!donation?.recurrenceId || donation.txid !== txid) return null;
  const cycle = donation.idempotencyKey.split(':')[2] ?? '';
  return deps.models.MonthlyCharge.findById(monthlyChargeId(donation.recurrenceId, cycle)).lean<MonthlyChargeDocument>();
}

/**
 * The organiser's retry policy: when the latest attempt was refused and none is pending,
 * another is asked for tomorrow, up to three, within seven days of the due date, if the
 * recurrence allows retries and the organiser has not turned them off. Otherwise the month
 * has failed.
 */
async function retryIfRefused(deps: Deps, month: MonthlyChargeDocument, cobr: Cobr): Promise<void> {
  const attempts = cobr.tentativas ?? [];
  const latest = attempts.at(-1);
  if (!latest || latest.status !== 'REJEITADA') return;
  if (attempts.some((attempt) => attempt.status === 'AGENDADA' || attempt.status === 'SOLICITADA')) return;
  const retriesSoFar = attempts.filter((attempt) => attempt.tipo !== 'AGND').length;
  const { monthlyGiving } = await getCampaignState(deps);
  const allowed = cobr.politicaRetentativa === 'PERMITE_3R_7D' && monthlyGiving.retryPolicy === 'PERMITE_3R_7D';
  const date = retryDate(todayOf(deps), month.dueDate);
  if (!allowed || retriesSoFar >= MAX_RETRIES || !date) {
    if (await closeMonth(deps, month, 'failed')) await monthFailedMail(deps, month);
    return;
  }
  try {
    await apiPixClientFor(deps).retryCobr(month.txid, date);
    await deps.models.MonthlyCharge.updateOne(
      { _id: month._id, status: { $in: ['scheduled', 'retrying'] } },
      { $set: { status: 'retrying', retries: retriesSoFar + 1 } },
    );
    deps.logger.info({ txid: month.txid, date, retries: retriesSoFar + 1 }, 'monthly charge refused: retry asked');
  } catch (error) {
    // Asked already (a repeated notification, another instance): the PSP refuses a second one for the same attempt.
    deps.logger.warn({ err: error, txid: month.txid, date }, 'the PSP did not take a retry of a monthly charge');
  }
}

async function monthFailedMail(deps: Deps, month: MonthlyChargeDocument): Promise<void> {
  const recurrence = await deps.models.Recurrence.findById(month.recurrenceId).lean<RecurrenceDocument>();
  if (!recurrence?.email) return;
  await enqueueMessage(deps, {
    eventKey: `monthly-failed:${month._id}`,
    donationId: month.donationId,
    to: recurrence.email,
    ...monthlyFailedMail({
      name: recurrence.name,
      amountCents: recurrence.amountCents,
      month: month.cycle,
      url: linkOf(deps, recurrence),
    }),
  });
}

// ---- The sweep and the reconciliation (run with the PSP reconciliation's interval).

export interface MonthlyRunReport {
  /** Months recorded but not yet at the PSP (a crash between the two), finished now. */
  resumed: number;
  /** Recurrences whose next month's window was open. */
  charged: number;
  /** Recurrences and charges asked about at the PSP, and how many of those answers changed something here. */
  checked: number;
  failed: number;
}

/** Sends the months whose window is open, finishes those a crash left half-sent, and asks the PSP what its webhooks may have lost. */
export async function runMonthly(deps: Deps): Promise<MonthlyRunReport> {
  const report: MonthlyRunReport = { resumed: 0, charged: 0, checked: 0, failed: 0 };
  if (deps.config.PIX_PROVIDER !== 'api-pix') return report;
  const creating = await deps.models.MonthlyCharge.find({ status: 'creating' }).lean<MonthlyChargeDocument[]>();
  for (const month of creating) {
    await sendMonth(deps, month).catch((error: unknown) => {
      report.failed += 1;
      deps.logger.warn({ err: error, month: month._id }, 'could not send a monthly charge');
    });
    report.resumed += 1;
  }
  const today = todayOf(deps);
  const due = await deps.models.Recurrence.find({
    status: 'active',
    nextDueDate: { $lte: addDays(today, 10) },
    pausedAt: null,
  }).lean<RecurrenceDocument[]>();
  for (const recurrence of due) {
    report.charged += 1;
    await issueMonth(deps, recurrence).catch((error: unknown) => {
      report.failed += 1;
      deps.logger.warn({ err: error, recurrenceId: recurrence._id }, 'could not charge a monthly donation');
    });
  }
  await reconcileMonthly(deps, report);
  return report;
}

/**
 * A lost webhook loses nothing: recurrences awaiting authorisation (for a week) and active
 * ones are read from the PSP (`GET /rec`), as are the months sent and not yet settled
 * (`GET /cobr`), and what they say is applied as a notification would be.
 */
export async function reconcileMonthly(deps: Deps, report: MonthlyRunReport): Promise<void> {
  const client = apiPixClientFor(deps);
  const now = deps.now();
  const since = new Date(now.getTime() - AUTHORISATION_RECONCILE_DAYS * 86_400_000);
  // Active ones at most every few hours: their notifications are rare (a cancellation) and a
  // PSP's rate limit is shared with the donors' codes; awaiting ones at every run, for a week.
  const activeCheckedBefore = new Date(now.getTime() - ACTIVE_RECONCILE_HOURS * 3_600_000);
  // In the same read (one command per run): new amounts waiting for the donor's authorisation, asked
  // about as a setup's code is, and recurrences an amount change replaced, still to cancel at the PSP.
  const recurrences = await deps.models.Recurrence.find(
    {
      $or: [
        { status: 'active', pspCheckedAt: { $lt: activeCheckedBefore } },
        { status: { $in: ['awaiting', 'expired'] }, createdAt: { $gte: since } },
        { status: 'active', 'amountChange.idRec': { $gt: '' } },
        { retiring: true },
      ],
    },
    { idRec: 1, status: 1, pspCheckedAt: 1, createdAt: 1, amountChange: 1, retiring: 1, retiringIdRecs: 1 },
  )
    .limit(RECONCILE_BATCH)
    .lean<RecurrenceDocument[]>();
  for (const recurrence of recurrences) {
    const idRec = recurrence.amountChange?.idRec;
    if (recurrence.status !== 'active' || !idRec) continue;
    report.checked += 1;
    try {
      await applyRecState(deps, await client.getRec(idRec));
    } catch (error) {
      report.failed += 1;
      deps.logger.warn({ err: error, idRec }, 'could not ask the PSP about a new amount');
    }
  }
  for (const recurrence of recurrences.filter((one) => one.retiring))
    await retireFormerRecs(deps, recurrence).catch((error: unknown) => {
      report.failed += 1;
      deps.logger.warn({ err: error, recurrenceId: recurrence._id }, 'could not retire a replaced recurrence');
    });
  for (const { _id, idRec, status, pspCheckedAt, createdAt } of recurrences) {
    const due =
      status === 'active'
        ? (pspCheckedAt ?? new Date(0)) < activeCheckedBefore
        : ['awaiting', 'expired'].includes(status) && createdAt >= since;
    if (!idRec || !due) continue;
    report.checked += 1;
    try {
      await applyRecState(deps, await client.getRec(idRec));
      await deps.models.Recurrence.updateOne({ _id }, { $set: { pspCheckedAt: now } });
    } catch (error) {
      report.failed += 1;
      deps.logger.warn({ err: error, idRec }, 'could not ask the PSP about a recurrence');
    }
  }
  // Months due today or before: a charge changes at the PSP on its settlement days (before, only a
  // cancellation, which the recurrence's own state tells).
  const open = await deps.models.MonthlyCharge.find({
    status: { $in: ['scheduled', 'retrying'] },
    kind: 'cobr',
    dueDate: { $lte: todayOf(deps) },
  })
    .limit(RECONCILE_BATCH)
    .lean<MonthlyChargeDocument[]>();
  for (const month of open) {
    report.checked += 1;
    try {
      await applyCobrState(deps, await client.getCobr(month.txid));
    } catch (error) {
      report.failed += 1;
      deps.logger.warn({ err: error, txid: month.txid }, 'could not ask the PSP about a monthly charge');
    }
  }
}
