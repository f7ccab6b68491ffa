import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { assertTakesDonations } from '../campaign/launch.js';
import { assertOpen } from '../campaign/goal.js';
import { donationLimitsOf, getCampaignState } from '../campaign/service.js';
import { decryptFor, encryptFor } from '../crypto/encryption.js';
import { hmacKeysFor } from '../crypto/keys.js';
import { isDuplicateKeyError } from '../db/ids.js';
import type { Deps } from '../deps.js';
import { txidOf, type DonationDocument } from '../donations/model.js';
import { issuePixCode } from '../donations/service.js';
import { updatesConsentOf } from '../donations/updates-consent.js';
import { insertMonthDonation, setFirstMonthPixCode } from '../donations/writes.js';
import { AppError, badInputOf } from '../errors.js';
import { siteUrlOf } from '../mail/messages.js';
import { enqueueMessage } from '../mail/outbox.js';
import { apiPixClientFor, ApiPixError, type Rec } from '../pix/api-pix/client.js';
import { receiptOf } from '../receipts/service.js';
import { reserveRateLimit, type RateLimitReservation } from '../security/rate-limit.js';
import { moveStats, statsDayOf } from '../stats/buckets.js';
import { centsToBrl, centsToReais } from '../../../rules/money.js';
import {
  addDays,
  CHARGE_WINDOW_CLOSES_DAYS,
  checkMonthlyInput,
  cycleOf,
  firstDueDate,
  MONTHLY_OBJECT,
  type MonthlyRequest,
} from '../../../rules/monthly.js';
import { monthlyCodeMail } from './mail.js';
import { monthlyChargeId, type Canceller, type MonthlyChargeDocument, type RecurrenceDocument } from './model.js';
import { offersMonthlyGiving } from '../campaign/monthly-offer.js';
import { pixHolderView } from '../campaign/pix-holder.js';
import { PIX_HOLDER_CONTACT_PATH } from '../../../rules/pix-holder.js';

export const monthlyPathOf = (token: string) => `/doacao-mensal/${token}`;

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const providerUnavailable = () =>
  new AppError(
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'Não foi possível preparar a doação mensal com o banco agora. Tente novamente em instantes.',
    {
      retryAfterSeconds: 30,
    },
  );

const notFound = () => new AppError('NOT_FOUND', 'Link não encontrado. Confira o endereço que você recebeu por e-mail.');

/** Today in Brasília, YYYY-MM-DD: the calendar of every due date. */
export const todayOf = (deps: Deps) => statsDayOf(deps.now());

export interface MonthlyDonationReceipt {
  id: string;
  accessToken: string;
  donorUrl: string;
  pixCode: string;
  amount: string;
  expiresAt: Date;
  firstDueDate: string;
}

function requestHashOf(request: MonthlyRequest, key: Buffer): string {
  return createHmac('sha256', key).update('monthly-request\n').update(JSON.stringify(request)).digest('hex');
}

/**
 * Sets up a monthly donation: the recurrence stored first (the idempotency key decides), then,
 * at the PSP, the first month's immediate charge (journey 3), the QR location, the recurrence
 * and its code. Each step is written before the next, so a retry with the same key finishes
 * what a lost answer or an outage left, with the same objects at the PSP.
 */
export async function createMonthlyDonation(
  deps: Deps,
  input: unknown,
  requestInfo: { ipAddress: string },
): Promise<MonthlyDonationReceipt> {
  const state = await getCampaignState(deps);
  assertOpen(state);
  assertTakesDonations(deps.config, state.content);
  if (!offersMonthlyGiving(deps.config, state))
    throw new AppError('FORBIDDEN', 'A doação mensal não está disponível nesta campanha. Você pode fazer uma doação única.');
  const checked = checkMonthlyInput(input, donationLimitsOf(deps.config, state.content));
  if (!checked.ok) throw badInputOf(checked.errors);
  const request = checked.value;
  const requestHashes = hmacKeysFor(deps.config, 'requestHash').map((key) => requestHashOf(request, key));

  let reservation: RateLimitReservation;
  try {
    reservation = await reserveRateLimit(deps, 'createDonation', requestInfo.ipAddress);
  } catch (error) {
    const stored = await replayOf(deps, request.idempotencyKey, requestHashes);
    if (stored) return finishSetup(deps, stored.recurrence, stored.token);
    throw error;
  }

  const token = randomBytes(16).toString('base64url');
  const today = todayOf(deps);
  let recurrence: RecurrenceDocument;
  try {
    const created = await deps.models.Recurrence.create({
      idempotencyKey: request.idempotencyKey,
      requestHash: requestHashes[0]!,
      accessTokenHash: tokenHashOf(token),
      donorLinkTokenEncrypted: encryptFor(deps.config, 'donorLinkToken', token),
      status: 'awaiting',
      amountCents: request.amountCents,
      dayOfMonth: request.dayOfMonth,
      name: request.name,
      email: request.email,
      cpfEncrypted: encryptFor(deps.config, 'cpfAtRest', request.cpf),
      isAnonymous: request.isAnonymous,
      message: request.message,
      wantsUpdates: request.wantsUpdates,
      tracking: request.tracking,
      referredBy: request.referredBy ?? '',
      payFirstNow: request.payFirstNow,
      retryPolicy: state.monthlyGiving.retryPolicy,
      nextDueDate: firstDueDate(today, request.dayOfMonth, request.payFirstNow),
      createdAt: deps.now(),
    });
    recurrence = created.toObject() as RecurrenceDocument;
  } catch (error) {
    await reservation.release().catch(() => {});
    if (isDuplicateKeyError(error)) {
      const stored = await replayOf(deps, request.idempotencyKey, requestHashes);
      if (stored) return finishSetup(deps, stored.recurrence, stored.token);
    }
    throw error;
  }
  return finishSetup(deps, recurrence, token);
}

/** The recurrence stored under this key and its token, for a retry of the same request; CONFLICT for another request. */
async function replayOf(
  deps: Deps,
  idempotencyKey: string,
  requestHashes: string[],
): Promise<{ recurrence: RecurrenceDocument; token: string } | null> {
  const existing = await deps.models.Recurrence.findOne({ idempotencyKey }).lean<RecurrenceDocument>();
  if (!existing) return null;
  if (!requestHashes.includes(existing.requestHash))
    throw new AppError('CONFLICT', 'Esta chave de idempotência já foi usada em outra doação. Gere uma nova chave.', {
      field: 'idempotencyKey',
    });
  return { recurrence: existing, token: decryptFor(deps.config, 'donorLinkToken', existing.donorLinkTokenEncrypted) };
}

async function finishSetup(deps: Deps, stored: RecurrenceDocument, token: string): Promise<MonthlyDonationReceipt> {
  let recurrence = stored;
  const receiptOf_ = (): MonthlyDonationReceipt => ({
    id: recurrence._id.toHexString(),
    accessToken: token,
    donorUrl: monthlyPathOf(token),
    pixCode: recurrence.pixCode,
    amount: centsToReais(recurrence.amountCents),
    expiresAt: recurrence.expiresAt!,
    firstDueDate: recurrence.nextDueDate,
  });
  if (recurrence.pixCode && recurrence.expiresAt) return receiptOf_();
  const client = apiPixClientFor(deps);
  const set = async (fields: Partial<RecurrenceDocument>, unless: Record<string, unknown>) => {
    // Only where the step is still missing: two retries racing keep the first one's answer.
    await deps.models.Recurrence.updateOne({ _id: recurrence._id, ...unless }, { $set: fields });
    recurrence = (await deps.models.Recurrence.findById(recurrence._id).lean<RecurrenceDocument>())!;
  };
  try {
    let first: DonationDocument | null = null;
    if (recurrence.payFirstNow) {
      first = await firstMonthDonation(deps, recurrence);
      if (!recurrence.firstDonationId) await set({ firstDonationId: first._id }, { firstDonationId: null });
    }
    if (recurrence.locId === null || recurrence.locId === undefined) {
      const location = await client.createRecLocation();
      await set({ locId: location.id }, { locId: null });
    }
    if (!recurrence.idRec) {
      const rec = await client.createRec({
        vinculo: {
          contrato: recurrence._id.toHexString(),
          objeto: MONTHLY_OBJECT,
          devedor: { cpf: decryptFor(deps.config, 'cpfAtRest', recurrence.cpfEncrypted), nome: recurrence.name.slice(0, 140) },
        },
        calendario: { dataInicial: recurrence.nextDueDate, periodicidade: 'MENSAL' },
        valor: { valorRec: centsToReais(recurrence.amountCents) },
        politicaRetentativa: recurrence.retryPolicy as Rec['politicaRetentativa'] & string,
        loc: recurrence.locId!,
        ...(first ? { ativacao: { dadosJornada: { txid: first.txid } } } : {}),
      });
      await set({ idRec: rec.idRec }, { idRec: '' });
    }
    const rec = await client.getRec(recurrence.idRec, first?.txid);
    const pixCode = rec.dadosQR?.pixCopiaECola;
    if (!pixCode) throw new ApiPixError('the PSP gave the recurrence no code (dadosQR)');
    // Journey 2: offered while the first month can still be sent to the bank (its window closes 2 days
    // before it is due). An authorisation arriving later is still honoured, from the next month on.
    const expiresAt = first?.expiresAt ?? new Date(`${addDays(recurrence.nextDueDate, -CHARGE_WINDOW_CLOSES_DAYS)}T03:00:00Z`);
    if (first) await setFirstMonthPixCode(deps, first._id, pixCode);
    await set({ pixCode, expiresAt }, { pixCode: '' });
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.warn({ err: error, recurrenceId: recurrence._id }, 'could not set up a monthly donation at the PSP');
    throw providerUnavailable();
  }
  const holder = pixHolderView((await getCampaignState(deps)).content);
  const mail = monthlyCodeMail({
    name: recurrence.name,
    amountCents: recurrence.amountCents,
    dayOfMonth: recurrence.dayOfMonth,
    payFirstNow: recurrence.payFirstNow,
    pixCode: recurrence.pixCode,
    expiresAt: recurrence.expiresAt!,
    url: siteUrlOf(deps.config, monthlyPathOf(token)),
    holder: holder && { line: holder.line, contactUrl: siteUrlOf(deps.config, PIX_HOLDER_CONTACT_PATH) },
  });
  await enqueueMessage(deps, {
    eventKey: `monthly-code:${recurrence._id.toHexString()}`,
    donationId: null,
    to: recurrence.email,
    ...mail,
  });
  return receiptOf_();
}

/**
 * The donation of one month of a recurrence: created once (its idempotency key names the
 * recurrence and the month), with the donor's data copied from the recurrence. Its
 * creation is counted in the statistics by the insert that made it, as any donation's.
 */
export async function monthDonation(
  deps: Deps,
  recurrence: RecurrenceDocument,
  month: { _id: Types.ObjectId; cycle: string; pspCharge: 'cob' | 'cobr'; expiresAt: Date | null },
): Promise<DonationDocument> {
  const title = `${MONTHLY_OBJECT} de ${centsToBrl(recurrence.amountCents)}`;
  const isFirst = recurrence.firstDonationId?.equals(month._id) || month.pspCharge === 'cob';
  try {
    const created = await insertMonthDonation(deps, {
      _id: month._id,
      idempotencyKey: `monthly:${recurrence._id.toHexString()}:${month.cycle}`,
      requestHash: `monthly:${recurrence._id.toHexString()}`,
      status: 'pending',
      amountCents: recurrence.amountCents,
      name: recurrence.name,
      email: recurrence.email,
      cpfEncrypted: recurrence.cpfEncrypted,
      isAnonymous: recurrence.isAnonymous,
      // The message becomes a comment once: with the first month only.
      message: isFirst ? recurrence.message : '',
      tracking: (recurrence.tracking as Record<string, string> | undefined) ?? {},
      referredBy: recurrence.referredBy ?? '',
      product: title,
      products: JSON.stringify([
        { id: `monthly-${recurrence.amountCents}`, title, unitPrice: recurrence.amountCents, quantity: 1, tangible: false },
      ]),
      accessTokenHashes: [],
      txid: txidOf(month._id, 'api-pix'),
      expiresAt: month.expiresAt,
      donorLinkTokenEncrypted: recurrence.donorLinkTokenEncrypted,
      recurrenceId: recurrence._id,
      pspCharge: month.pspCharge,
      ...(recurrence.wantsUpdates && (await updatesConsentOf(deps, recurrence.email, recurrence.createdAt, { ask: isFirst }))),
    });
    await moveStats(deps, { donation: created, from: null, to: 'pending' });
    return created.toObject() as DonationDocument;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const existing = await deps.models.Donation.findById(month._id).lean<DonationDocument>();
    if (!existing) throw error;
    return existing;
  }
}

/** Journey 3: the first month is an immediate charge (`PUT /cob`), which the composite code pays. */
async function firstMonthDonation(deps: Deps, recurrence: RecurrenceDocument): Promise<DonationDocument> {
  const _id = recurrence.firstDonationId ?? new Types.ObjectId();
  const cycle = cycleOf(statsDayOf(recurrence.createdAt));
  const donation = await monthDonation(deps, recurrence, { _id, cycle, pspCharge: 'cob', expiresAt: null });
  await recordMonth(deps, recurrence, {
    cycle,
    dueDate: statsDayOf(recurrence.createdAt),
    donation,
    kind: 'cob',
    status: 'scheduled',
  });
  // Its code is issued as a one-off donation's (a setup retried after it expired gets CONFLICT:
  // the recurrence could only carry a dead charge); the e-mail is finishSetup's, with the composite code.
  return issuePixCode(deps, donation, null);
}

/** The month's record: inserted once; a second insert of the same month changes nothing. */
export async function recordMonth(
  deps: Deps,
  recurrence: Pick<RecurrenceDocument, '_id'>,
  month: {
    cycle: string;
    dueDate: string;
    donation: Pick<DonationDocument, '_id' | 'txid'>;
    kind: 'cob' | 'cobr';
    status: MonthlyChargeDocument['status'];
  },
): Promise<boolean> {
  try {
    await deps.models.MonthlyCharge.create({
      _id: monthlyChargeId(recurrence._id, month.cycle),
      recurrenceId: recurrence._id,
      cycle: month.cycle,
      dueDate: month.dueDate,
      donationId: month.donation._id,
      txid: month.donation.txid,
      kind: month.kind,
      status: month.status,
      createdAt: deps.now(),
    });
    return true;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return false;
  }
}

// ---- The donor's page.

export type MonthlyStatusView = 'AWAITING_AUTHORISATION' | 'ACTIVE' | 'CANCELLED' | 'EXPIRED' | 'REJECTED';
export type MonthlyPaymentStatusView = 'SCHEDULED' | 'RETRYING' | 'PAID' | 'FAILED' | 'CANCELLED';

export const MONTHLY_STATUS_VIEW: Record<RecurrenceDocument['status'], MonthlyStatusView> = {
  awaiting: 'AWAITING_AUTHORISATION',
  active: 'ACTIVE',
  cancelled: 'CANCELLED',
  expired: 'EXPIRED',
  rejected: 'REJECTED',
};

export const MONTHLY_STATUS_LABELS: Record<MonthlyStatusView, string> = {
  AWAITING_AUTHORISATION: 'aguardando autorização',
  ACTIVE: 'ativa',
  CANCELLED: 'cancelada',
  EXPIRED: 'expirada',
  REJECTED: 'recusada pelo banco',
};

const PAYMENT_LABELS: Record<MonthlyPaymentStatusView, string> = {
  SCHEDULED: 'agendado',
  RETRYING: 'nova tentativa agendada',
  PAID: 'pago',
  FAILED: 'não pago',
  CANCELLED: 'cancelado',
};

export const CANCELLER_LABELS: Record<Canceller, string> = {
  donor: 'você, nesta página',
  'payer-app': 'você, no app do banco',
  'payer-bank': 'o seu banco',
  organiser: 'a campanha',
  psp: 'o banco da campanha',
};

export interface MonthlyPaymentView {
  month: string;
  dueDate: string;
  amount: string;
  status: MonthlyPaymentStatusView;
  statusLabel: string;
  paidAt: Date | null;
  receiptPath: string | null;
}

/** One change of the history (monthly/self-service.ts), said the same way to the donor and the organiser. */
export type MonthlyChangeKindView =
  'AMOUNT_REQUESTED' | 'AMOUNT' | 'AMOUNT_DECLINED' | 'DAY' | 'SKIP' | 'PAUSE' | 'RESUME' | 'OTHER';

export interface MonthlyChangeView {
  at: Date;
  kind: MonthlyChangeKindView;
  description: string;
}

const monthYearOf = (cycle: string) => cycle.split('-').reverse().join('/');
const brlOf = (cents: string) => centsToBrl(Number(cents));

const CHANGE_KINDS: Record<string, MonthlyChangeKindView> = {
  'amount-requested': 'AMOUNT_REQUESTED',
  amount: 'AMOUNT',
  'amount-declined': 'AMOUNT_DECLINED',
  day: 'DAY',
  skip: 'SKIP',
  pause: 'PAUSE',
  resume: 'RESUME',
};

export function changeViewOf(change: { at: Date; kind: string; from?: string | null; to?: string | null }): MonthlyChangeView {
  const from = change.from ?? '';
  const to = change.to ?? '';
  const description = ((): string => {
    switch (change.kind) {
      case 'amount-requested':
        return `Novo valor pedido: ${brlOf(to)} (era ${brlOf(from)}), aguardando autorização no banco`;
      case 'amount':
        return `Valor alterado de ${brlOf(from)} para ${brlOf(to)}, autorizado no banco`;
      case 'amount-declined':
        return `Novo valor de ${brlOf(to)} não autorizado; continua ${brlOf(from)}`;
      case 'day':
        return `Dia do débito alterado de ${from} para ${to}`;
      case 'skip':
        return `Mês ${monthYearOf(to)} pulado`;
      case 'pause':
        return to ? `Pausada a partir de ${monthYearOf(to)}` : 'Pausada';
      case 'resume':
        return `Retomada; próxima cobrança em ${to.split('-').reverse().join('/')}`;
      default:
        return change.kind;
    }
  })();
  return { at: change.at, kind: CHANGE_KINDS[change.kind] ?? 'OTHER', description };
}

export interface MonthlyDonationView {
  id: string;
  status: MonthlyStatusView;
  statusLabel: string;
  amount: string;
  dayOfMonth: number;
  pixCode: string | null;
  expiresAt: Date | null;
  cancelledBy: string | null;
  cancelledAt: Date | null;
  nextDueDate: string | null;
  payments: MonthlyPaymentView[];
  createdAt: Date;
  erasedAt: Date | null;
  pausedAt: Date | null;
  skippedMonths: string[];
  nextCharge: { month: string; dueDate: string; amount: string; sentToBank: boolean } | null;
  changesFrom: string | null;
  amountChange: { amount: string; pixCode: string | null; expiresAt: Date | null; requestedAt: Date } | null;
  changes: MonthlyChangeView[];
}

export async function recurrenceOfToken(deps: Deps, token: unknown): Promise<RecurrenceDocument> {
  const text = typeof token === 'string' ? token.slice(0, 100) : '';
  const recurrence = await deps.models.Recurrence.findOne({ accessTokenHash: tokenHashOf(text) }).lean<RecurrenceDocument>();
  if (!recurrence || !/^[A-Za-z0-9_-]{16,64}$/.test(text)) throw notFound();
  return recurrence;
}

/** The status the donor reads: a code nobody authorised in time shows as expired before the PSP says so. */
function statusOf(recurrence: RecurrenceDocument, now: Date): MonthlyStatusView {
  if (recurrence.status === 'awaiting' && recurrence.expiresAt && recurrence.expiresAt <= now) return 'EXPIRED';
  return MONTHLY_STATUS_VIEW[recurrence.status];
}

export async function monthlyDonationOf(deps: Deps, token: string): Promise<MonthlyDonationView> {
  const recurrence = await recurrenceOfToken(deps, token);
  const status = statusOf(recurrence, deps.now());
  const months = await deps.models.MonthlyCharge.find({ recurrenceId: recurrence._id })
    .sort({ dueDate: -1 })
    .lean<MonthlyChargeDocument[]>();
  const donations = new Map(
    (
      await deps.models.Donation.find(
        { _id: { $in: months.map((month) => month.donationId) } },
        { status: 1, paidAt: 1, amountCents: 1 },
      ).lean<Pick<DonationDocument, '_id' | 'status' | 'paidAt' | 'amountCents'>[]>()
    ).map((donation) => [donation._id.toHexString(), donation]),
  );
  const payments: MonthlyPaymentView[] = [];
  for (const month of months) {
    const donation = donations.get(month.donationId.toHexString());
    // The first month of a code never authorised was never charged: not a payment to list.
    if (month.kind === 'cob' && donation?.status !== 'paid' && recurrence.status !== 'active') continue;
    const view = paymentStatusOf(month, donation);
    const receipt = view === 'PAID' ? await receiptOf(deps, month.donationId) : null;
    const skipped = view === 'CANCELLED' && (recurrence.skippedMonths ?? []).includes(month.cycle);
    payments.push({
      month: month.cycle,
      dueDate: month.dueDate,
      amount: centsToReais(donation?.amountCents ?? recurrence.amountCents),
      status: view,
      statusLabel: skipped ? 'pulado' : PAYMENT_LABELS[view],
      paidAt: donation?.paidAt ?? null,
      receiptPath: receipt ? `/api/doacao-mensal/${token}/recibos/${month.donationId.toHexString()}.pdf` : null,
    });
  }
  const paused = status === 'ACTIVE' && Boolean(recurrence.pausedAt);
  // The next month charged: one already at the bank and not yet due, else the next to send.
  const sent =
    status === 'ACTIVE' && !paused
      ? months
          .filter((month) => month.kind === 'cobr' && month.status === 'scheduled' && month.dueDate > todayOf(deps))
          .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0]
      : undefined;
  const sentDonation = sent && donations.get(sent.donationId.toHexString());
  const change = status === 'ACTIVE' ? recurrence.amountChange : null;
  const changeLive = Boolean(change?.pixCode && change.expiresAt && change.expiresAt > deps.now());
  return {
    id: recurrence._id.toHexString(),
    status,
    statusLabel: paused ? 'pausada' : MONTHLY_STATUS_LABELS[status],
    amount: centsToReais(recurrence.amountCents),
    dayOfMonth: recurrence.dayOfMonth,
    pixCode: status === 'AWAITING_AUTHORISATION' ? recurrence.pixCode || null : null,
    expiresAt: status === 'AWAITING_AUTHORISATION' ? (recurrence.expiresAt ?? null) : null,
    cancelledBy:
      recurrence.status === 'cancelled' && recurrence.cancelledBy ? CANCELLER_LABELS[recurrence.cancelledBy as Canceller] : null,
    cancelledAt: recurrence.cancelledAt ?? null,
    // Paused: no month is due until resumed (resuming picks the date).
    nextDueDate: status === 'ACTIVE' && !recurrence.pausedAt ? recurrence.nextDueDate : null,
    payments,
    createdAt: recurrence.createdAt,
    erasedAt: recurrence.erasedAt ?? null,
    pausedAt: paused ? recurrence.pausedAt! : null,
    skippedMonths: recurrence.skippedMonths ?? [],
    nextCharge:
      status !== 'ACTIVE' || paused
        ? null
        : sent
          ? {
              month: sent.cycle,
              dueDate: sent.dueDate,
              amount: centsToReais(sentDonation?.amountCents ?? recurrence.amountCents),
              sentToBank: true,
            }
          : {
              month: cycleOf(recurrence.nextDueDate),
              dueDate: recurrence.nextDueDate,
              amount: centsToReais(recurrence.amountCents),
              sentToBank: false,
            },
    changesFrom: status === 'ACTIVE' && !paused ? cycleOf(recurrence.nextDueDate) : null,
    amountChange: change
      ? {
          amount: centsToReais(change.amountCents),
          pixCode: changeLive ? change.pixCode : null,
          expiresAt: change.expiresAt ?? null,
          requestedAt: change.requestedAt,
        }
      : null,
    changes: (recurrence.changes ?? []).map(changeViewOf).reverse(),
  };
}

function paymentStatusOf(
  month: MonthlyChargeDocument,
  donation: Pick<DonationDocument, 'status'> | undefined,
): MonthlyPaymentStatusView {
  // The donation is what counts: a payment confirmed is paid whatever the charge's record says yet.
  if (donation?.status === 'paid') return 'PAID';
  if (month.status === 'cancelled') return 'CANCELLED';
  if (month.status === 'failed' || donation?.status === 'expired') return 'FAILED';
  return month.status === 'retrying' ? 'RETRYING' : 'SCHEDULED';
}

/** A month's receipt PDF, for the holder of the recurrence's link only. */
export async function monthlyReceiptDonation(deps: Deps, token: string, donationId: string): Promise<Types.ObjectId> {
  const recurrence = await recurrenceOfToken(deps, token);
  if (!/^[0-9a-f]{24}$/.test(donationId)) throw notFound();
  const _id = new Types.ObjectId(donationId);
  const donation = await deps.models.Donation.findById(_id, { recurrenceId: 1 }).lean();
  if (!donation?.recurrenceId?.equals(recurrence._id)) throw notFound();
  return _id;
}
