import { checkAmount } from '../../../rules/amount.js';
import { centsToReais } from '../../../rules/money.js';
import {
  addDays,
  chargeWindow,
  cycleOf,
  dayOfMonthAfter,
  FIRST_CHARGE_MIN_DAYS,
  MONTHLY_DAY_MAX,
  MONTHLY_DAY_MIN,
  MONTHLY_MESSAGES,
  MONTHLY_OBJECT,
} from '../../../rules/monthly.js';
import { donationLimitsOf, getCampaignState } from '../campaign/service.js';
import { decryptFor } from '../crypto/encryption.js';
import type { Deps } from '../deps.js';
import { AppError, badInput } from '../errors.js';
import { enqueueMessage } from '../mail/outbox.js';
import { apiPixClientFor, ApiPixError, type Rec } from '../pix/api-pix/client.js';
import { consumeRateLimit } from '../security/rate-limit.js';
import { applyCobrState, applyRecState, issueMonth, linkOf, monthlyChangeNotice } from './charges.js';
import { monthlyAmountCodeMail } from './mail.js';
import type { MonthlyChargeDocument, RecurrenceDocument } from './model.js';
import { monthlyDonationOf, recurrenceOfToken, todayOf, type MonthlyDonationView } from './service.js';

/**
 * What a monthly donor changes on /doacao-mensal/<token> (issue 54, goal 2): the amount, the
 * day, skipping the next month, pausing and resuming. Every change applies from the next
 * month not yet sent to the bank; each is recorded in `changes` (the donor's and the
 * organiser's history) and e-mailed. Pix Automático decides what needs the PSP:
 *
 * - the amount is the recurrence's fixed `valorRec`, which `PATCH /rec` cannot revise: a new
 *   recurrence, authorised by the donor with a new code, replaces the current one, which keeps
 *   charging until then (monthly/charges.ts applyAmountChangeState);
 * - the day, skipping and pausing are this site's schedule (it sends each month's cobr), plus
 *   cancelling a month already sent (`PATCH /cobr/{txid}`, allowed before its due date).
 *
 * Repeating a request changes nothing more.
 */

/** How long the code of a new amount is offered; the current amount keeps being charged meanwhile. */
export const AMOUNT_CHANGE_CODE_DAYS = 7;

const notActive = () =>
  new AppError('CONFLICT', 'Só é possível mudar uma doação mensal ativa.', {
    field: 'status',
  });
const pausedNow = () =>
  new AppError('CONFLICT', 'A doação mensal está pausada. Retome-a para pular um mês.', {
    field: 'status',
  });
const providerUnavailable = () =>
  new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'Não foi possível falar com o banco agora. Tente novamente em instantes.', {
    retryAfterSeconds: 30,
  });

/** "12/2026" of "2026-12". */
const monthYear = (cycle: string) => cycle.split('-').reverse().join('/');

/** The next month charged: a month already sent to the bank and not yet due, else the next one to send; null when none will be. */
export async function nextChargeOf(
  deps: Deps,
  recurrence: RecurrenceDocument,
): Promise<{ month: string; dueDate: string; sent: MonthlyChargeDocument | null } | null> {
  if (recurrence.status !== 'active' || recurrence.pausedAt) return null;
  const sent = await deps.models.MonthlyCharge.findOne({
    recurrenceId: recurrence._id,
    kind: 'cobr',
    status: 'scheduled',
    dueDate: { $gt: todayOf(deps) },
  })
    .sort({ dueDate: 1 })
    .lean<MonthlyChargeDocument>();
  if (sent) return { month: sent.cycle, dueDate: sent.dueDate, sent };
  return { month: cycleOf(recurrence.nextDueDate), dueDate: recurrence.nextDueDate, sent: null };
}

async function activeOf(deps: Deps, token: string): Promise<RecurrenceDocument> {
  const recurrence = await recurrenceOfToken(deps, token);
  if (recurrence.status !== 'active') throw notActive();
  return recurrence;
}

const reread = async (deps: Deps, recurrence: RecurrenceDocument) =>
  (await deps.models.Recurrence.findById(recurrence._id).lean<RecurrenceDocument>())!;

const changeEntry = (deps: Deps, kind: string, from: string, to: string) => ({ at: deps.now(), kind, from, to });

// ---- The day.

export async function changeMonthlyDay(deps: Deps, token: string, day: unknown): Promise<MonthlyDonationView> {
  if (typeof day !== 'number' || !Number.isInteger(day) || day < MONTHLY_DAY_MIN || day > MONTHLY_DAY_MAX)
    throw badInput('dayOfMonth', MONTHLY_MESSAGES.dayOfMonth);
  const recurrence = await activeOf(deps, token);
  if (recurrence.dayOfMonth === day) return monthlyDonationOf(deps, token);
  // The next month not yet sent moves to the new day, unless that day is too close to send it: then the month after.
  // Paused, nothing is due: resuming picks the month, on the new day.
  const today = todayOf(deps);
  const paused = Boolean(recurrence.pausedAt);
  let due = paused ? recurrence.nextDueDate : dayOfMonthAfter(recurrence.nextDueDate, 0, day);
  if (!paused && chargeWindow(today, due) === 'missed') due = dayOfMonthAfter(recurrence.nextDueDate, 1, day);
  const changed = await deps.models.Recurrence.findOneAndUpdate(
    { _id: recurrence._id, status: 'active', dayOfMonth: recurrence.dayOfMonth, nextDueDate: recurrence.nextDueDate },
    {
      $set: { dayOfMonth: day, nextDueDate: due },
      $push: { changes: changeEntry(deps, 'day', String(recurrence.dayOfMonth), String(day)) },
    },
    { returnDocument: 'after' },
  ).lean<RecurrenceDocument>();
  // Another request or the monthly run moved it first: the donor sees where it stands and may ask again.
  if (!changed) throw new AppError('CONFLICT', 'A doação mudou enquanto você pedia. Confira e tente de novo.');
  await monthlyChangeNotice(
    deps,
    changed,
    { kind: 'day', from: recurrence.dayOfMonth, to: day, fromMonth: paused ? null : cycleOf(due) },
    `${changed.changes.length}`,
  );
  await issueMonth(deps, changed);
  return monthlyDonationOf(deps, token);
}

// ---- Skipping the next month.

export async function skipMonthlyMonth(deps: Deps, token: string, month: unknown): Promise<MonthlyDonationView> {
  if (typeof month !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    throw badInput('month', 'Informe o mês a pular no formato AAAA-MM.');
  const recurrence = await recurrenceOfToken(deps, token);
  if ((recurrence.skippedMonths ?? []).includes(month)) return monthlyDonationOf(deps, token);
  if (recurrence.status !== 'active') throw notActive();
  if (recurrence.pausedAt) throw pausedNow();
  const next = await nextChargeOf(deps, recurrence);
  if (!next || next.month !== month)
    throw badInput('month', `Só é possível pular o próximo mês a ser cobrado${next ? ` (${monthYear(next.month)})` : ''}.`);
  if (next.sent) {
    // Already at the bank: cancelled there first (allowed until its due date), then here.
    await cancelSentMonth(deps, next.sent);
    await deps.models.Recurrence.updateOne(
      { _id: recurrence._id },
      { $addToSet: { skippedMonths: month }, $push: { changes: changeEntry(deps, 'skip', '', month) } },
    );
  } else {
    const moved = await deps.models.Recurrence.updateOne(
      { _id: recurrence._id, status: 'active', nextDueDate: next.dueDate },
      {
        $set: { nextDueDate: dayOfMonthAfter(next.dueDate, 1, recurrence.dayOfMonth) },
        $addToSet: { skippedMonths: month },
        $push: { changes: changeEntry(deps, 'skip', '', month) },
      },
    );
    if (moved.modifiedCount !== 1) throw new AppError('CONFLICT', 'A doação mudou enquanto você pedia. Confira e tente de novo.');
  }
  await monthlyChangeNotice(deps, await reread(deps, recurrence), { kind: 'skip', month }, month);
  return monthlyDonationOf(deps, token);
}

/** Cancels at the PSP a month sent and not yet due, and applies what the PSP then says of it. */
async function cancelSentMonth(deps: Deps, month: MonthlyChargeDocument): Promise<void> {
  const client = apiPixClientFor(deps);
  try {
    await applyCobrState(deps, await client.cancelCobr(month.txid));
  } catch (error) {
    const cobr = await client.getCobr(month.txid).catch(() => null);
    if (cobr?.status === 'CANCELADA') return applyCobrState(deps, cobr);
    if (error instanceof ApiPixError && error.status !== undefined && error.status < 500)
      throw new AppError('CONFLICT', 'O banco já está processando a cobrança deste mês, que não pode mais ser cancelada.', {
        field: 'month',
      });
    deps.logger.warn({ err: error, txid: month.txid }, 'could not cancel a monthly charge');
    throw providerUnavailable();
  }
}

// ---- Pausing and resuming.

export async function pauseMonthlyDonation(deps: Deps, token: string): Promise<MonthlyDonationView> {
  const recurrence = await activeOf(deps, token);
  const next = await nextChargeOf(deps, recurrence);
  const paused = recurrence.pausedAt
    ? null
    : await deps.models.Recurrence.findOneAndUpdate(
        { _id: recurrence._id, status: 'active', pausedAt: null },
        {
          $set: { pausedAt: deps.now() },
          $push: { changes: changeEntry(deps, 'pause', '', next?.month ?? '') },
        },
        { returnDocument: 'after' },
      ).lean<RecurrenceDocument>();
  // The month already at the bank and not yet due is cancelled too; a repeat finishes what a failure left.
  const sent = await deps.models.MonthlyCharge.find({
    recurrenceId: recurrence._id,
    kind: 'cobr',
    status: 'scheduled',
    dueDate: { $gt: todayOf(deps) },
  }).lean<MonthlyChargeDocument[]>();
  for (const month of sent) await cancelSentMonth(deps, month);
  if (paused) await monthlyChangeNotice(deps, paused, { kind: 'pause', month: next?.month ?? null }, `${paused.changes.length}`);
  return monthlyDonationOf(deps, token);
}

export async function resumeMonthlyDonation(deps: Deps, token: string): Promise<MonthlyDonationView> {
  const recurrence = await activeOf(deps, token);
  if (!recurrence.pausedAt) return monthlyDonationOf(deps, token);
  const due = await resumeDateOf(deps, recurrence);
  const resumed = await deps.models.Recurrence.findOneAndUpdate(
    { _id: recurrence._id, status: 'active', pausedAt: recurrence.pausedAt },
    {
      $set: { pausedAt: null, nextDueDate: due },
      $push: { changes: changeEntry(deps, 'resume', '', due) },
    },
    { returnDocument: 'after' },
  ).lean<RecurrenceDocument>();
  if (resumed) {
    await monthlyChangeNotice(deps, resumed, { kind: 'resume', nextDueDate: due }, `${resumed.changes.length}`);
    await issueMonth(deps, resumed);
  }
  return monthlyDonationOf(deps, token);
}

/** The first month from today whose charge can still reach the bank in time, after every month already recorded and not skipped. */
async function resumeDateOf(deps: Deps, recurrence: RecurrenceDocument): Promise<string> {
  const today = todayOf(deps);
  const last = await deps.models.MonthlyCharge.findOne({ recurrenceId: recurrence._id })
    .sort({ dueDate: -1 })
    .lean<MonthlyChargeDocument>();
  for (let months = 0; ; months += 1) {
    const due = dayOfMonthAfter(today, months, recurrence.dayOfMonth);
    if (chargeWindow(today, due) === 'missed') continue;
    if (last && cycleOf(due) <= last.cycle) continue;
    if ((recurrence.skippedMonths ?? []).includes(cycleOf(due))) continue;
    return due;
  }
}

// ---- A new amount.

/**
 * A new monthly amount: a new recurrence at the PSP with its own code, which the donor
 * authorises in the bank app; until then the current one keeps charging the current
 * amount. Each step is written before the next, so a repeat of the same amount finishes
 * what a failure left; another amount replaces a request not yet authorised; the current
 * amount withdraws it.
 */
export async function changeMonthlyAmount(
  deps: Deps,
  token: string,
  amount: unknown,
  requestInfo: { ipAddress: string },
): Promise<MonthlyDonationView> {
  const state = await getCampaignState(deps);
  const checked = checkAmount(amount, donationLimitsOf(deps.config, state.content));
  if ('error' in checked) throw badInput('amount', checked.error);
  const cents = checked.value;
  let recurrence = await activeOf(deps, token);
  const client = apiPixClientFor(deps);
  const pending = recurrence.amountChange;
  const now = deps.now();
  const pendingLive = pending && (!pending.expiresAt || pending.expiresAt > now);
  if (pending?.amountCents === cents && pendingLive && pending.pixCode) return monthlyDonationOf(deps, token);
  if (pending && (pending.amountCents !== cents || !pendingLive)) {
    // Another amount, or a code that ran out: the request waiting is withdrawn at the PSP first.
    if (pending.idRec) {
      try {
        await client.cancelRec(pending.idRec);
      } catch (error) {
        const rec = await client.getRec(pending.idRec).catch(() => null);
        if (!rec) throw providerUnavailable();
        // Authorised meanwhile: it is the amount now (applied as its notification would be).
        if (rec.status === 'APROVADA') {
          await applyRecState(deps, rec);
          return monthlyDonationOf(deps, token);
        }
        if (rec.status === 'CRIADA') {
          deps.logger.warn({ err: error, idRec: pending.idRec }, 'could not withdraw a new amount');
          throw providerUnavailable();
        }
      }
    }
    // Its id stays known: the PSP's notice of this cancellation then changes nothing, quietly.
    await deps.models.Recurrence.updateOne(
      { _id: recurrence._id, 'amountChange.requestedAt': pending.requestedAt },
      { $set: { amountChange: null }, ...(pending.idRec ? { $push: { formerIdRecs: pending.idRec } } : {}) },
    );
    recurrence = await reread(deps, recurrence);
  }
  if (cents === recurrence.amountCents) return monthlyDonationOf(deps, token);

  if (!recurrence.amountChange) {
    // Creates objects at the PSP: counted as a donation's setup is.
    await consumeRateLimit(deps, 'createDonation', requestInfo.ipAddress);
    await deps.models.Recurrence.updateOne(
      { _id: recurrence._id, status: 'active', amountChange: null },
      {
        $set: { amountChange: { amountCents: cents, locId: null, idRec: '', pixCode: '', expiresAt: null, requestedAt: now } },
        $push: { changes: changeEntry(deps, 'amount-requested', String(recurrence.amountCents), String(cents)) },
      },
    );
    recurrence = await reread(deps, recurrence);
  }
  const change = recurrence.amountChange;
  if (!change || change.amountCents !== cents)
    throw new AppError('CONFLICT', 'A doação mudou enquanto você pedia. Confira e tente de novo.');
  const set = async (fields: Record<string, unknown>, unless: Record<string, unknown>) => {
    await deps.models.Recurrence.updateOne(
      { _id: recurrence._id, 'amountChange.requestedAt': change.requestedAt, ...unless },
      { $set: fields },
    );
    recurrence = await reread(deps, recurrence);
    return recurrence.amountChange!;
  };
  let current = change;
  try {
    if (current.locId === null || current.locId === undefined) {
      const location = await client.createRecLocation();
      current = await set({ 'amountChange.locId': location.id }, { 'amountChange.locId': null });
    }
    if (!current.idRec) {
      // Its first charge is the next month sent after the donor authorises it: not before the current schedule.
      const earliest = addDays(todayOf(deps), FIRST_CHARGE_MIN_DAYS);
      const rec = await client.createRec({
        vinculo: {
          contrato: recurrence._id.toHexString(),
          objeto: MONTHLY_OBJECT,
          devedor: { cpf: decryptFor(deps.config, 'cpfAtRest', recurrence.cpfEncrypted), nome: recurrence.name.slice(0, 140) },
        },
        calendario: {
          dataInicial: recurrence.nextDueDate > earliest ? recurrence.nextDueDate : earliest,
          periodicidade: 'MENSAL',
        },
        valor: { valorRec: centsToReais(cents) },
        politicaRetentativa: recurrence.retryPolicy as Rec['politicaRetentativa'] & string,
        loc: current.locId!,
      });
      current = await set({ 'amountChange.idRec': rec.idRec }, { 'amountChange.idRec': '' });
    }
    if (!current.pixCode) {
      const rec = await client.getRec(current.idRec);
      const pixCode = rec.dadosQR?.pixCopiaECola;
      if (!pixCode) throw new ApiPixError('the PSP gave the new recurrence no code (dadosQR)');
      const expiresAt = new Date(now.getTime() + AMOUNT_CHANGE_CODE_DAYS * 86_400_000);
      current = await set(
        { 'amountChange.pixCode': pixCode, 'amountChange.expiresAt': expiresAt },
        { 'amountChange.pixCode': '' },
      );
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.warn({ err: error, recurrenceId: recurrence._id }, 'could not prepare a new monthly amount at the PSP');
    throw providerUnavailable();
  }
  if (recurrence.email && current.pixCode && current.expiresAt)
    await enqueueMessage(deps, {
      eventKey: `monthly-amount-code:${recurrence._id.toHexString()}:${current.idRec}`,
      donationId: null,
      to: recurrence.email,
      ...monthlyAmountCodeMail({
        name: recurrence.name,
        fromCents: recurrence.amountCents,
        toCents: current.amountCents,
        pixCode: current.pixCode,
        expiresAt: current.expiresAt,
        url: linkOf(deps, recurrence),
      }),
    });
  return monthlyDonationOf(deps, token);
}
