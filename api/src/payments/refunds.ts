import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { ADMIN_PAGE, afterIdOf, pageNewestFirst, pageSizeOf } from '../db/pagination.js';
import { isDuplicateKeyError, objectIdOf } from '../db/ids.js';
import { eventKind, type Deps } from '../deps.js';
import type { DonationDocument } from '../donations/model.js';
import { parseDonationId } from '../donations/service.js';
import { AppError, badInput } from '../errors.js';
import type { Refund as RefundView, RefundConnection } from '../generated/graphql.js';
import { centsToReais } from '../../../rules/money.js';
import { ApiPixError, apiPixClientFor, type Devolucao } from '../pix/api-pix/client.js';
import type { PixPaymentDocument } from './model.js';
import type { RefundDocument, RefundStatus } from './refund-model.js';

/**
 * Refunds ("devoluções"). With the api-pix provider the money goes back through the
 * PSP (`PUT /pix/{e2eid}/devolucao/{id}`), which answers EM_PROCESSAMENTO and later
 * tells the outcome in its webhook (DEVOLVIDO or NAO_REALIZADO), checked with
 * `GET /pix/{e2eid}/devolucao/{id}` before it counts. With the static provider the
 * organiser sends the money back in the bank's app and records it here: DEVOLVIDO at once.
 * Whatever the path, the totals move only through `refundChanged`, published once the refund is DEVOLVIDO.
 */

/**
 * A refund was asked for (in flight), settled (DEVOLVIDO) or failed (NAO_REALIZADO). Its
 * subscribers (app/events.ts) list it on the public ledger and, once DEVOLVIDO, take a
 * counted donation off the totals; each is idempotent, since the sweep publishes again
 * a DEVOLVIDO refund whose effects were interrupted.
 */
export const refundChanged = eventKind<{ refund: RefundDocument }>('refund changed');

const REASON_MAX = 500;

/** One devolução as a PSP's webhook lists it inside a payment (`pix[].devolucoes[]`). */
export const reportedRefundSchema = z.object({
  id: z.string().regex(/^[a-zA-Z0-9]{1,35}$/),
  rtrId: z.string().max(64).optional(),
  valor: z.string().max(20).optional(),
  horario: z.object({ solicitacao: z.string().max(40).optional(), liquidacao: z.string().max(40).optional() }).optional(),
  status: z.enum(['EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO']),
  motivo: z.string().max(500).optional(),
});
export type ReportedRefund = z.infer<typeof reportedRefundSchema>;

const refundIdOf = () => `dev${randomBytes(12).toString('hex')}`;

export function toRefundView(refund: RefundDocument): RefundView {
  return {
    id: refund._id.toHexString(),
    refundId: refund.refundId,
    paymentId: refund.paymentId?.toHexString() ?? null,
    donationId: refund.donationId?.toHexString() ?? null,
    endToEndId: refund.endToEndId ?? '',
    amount: centsToReais(refund.amountCents),
    countsInTotals: refund.countsInTotals,
    method: refund.method === 'api-pix' ? 'API_PIX' : 'MANUAL',
    status: refund.status,
    reason: refund.reason ?? '',
    requestedAt: refund.requestedAt,
    settledAt: refund.settledAt ?? null,
    failure: refund.failure ?? '',
  };
}

function reasonOf(reason: string | null | undefined): string {
  const text = (reason ?? '').trim();
  if (text.length > REASON_MAX) throw badInput('reason', `O motivo pode ter até ${REASON_MAX} caracteres.`);
  return text;
}

interface RefundTarget {
  payment: PixPaymentDocument | null;
  donationId: DonationDocument['_id'] | null;
  amountCents: number;
  countsInTotals: boolean;
  activeKey: string;
}

/** A recorded PIX payment: a duplicate, an unknown or mismatched one, or a donation's confirming payment. */
async function paymentTarget(deps: Deps, paymentId: unknown): Promise<RefundTarget> {
  const _id = objectIdOf(paymentId, 'paymentId', 'Identificador de pagamento inválido.');
  const payment = await deps.models.PixPayment.findById(_id).lean<PixPaymentDocument>();
  if (!payment) throw new AppError('NOT_FOUND', 'Pagamento não encontrado.', { field: 'paymentId' });
  return {
    payment,
    donationId: payment.donationId ?? null,
    amountCents: payment.amountCents,
    countsInTotals: payment.outcome === 'CONFIRMED',
    activeKey: `payment:${_id.toHexString()}`,
  };
}

/** A paid donation: through its confirming payment when one was recorded, else (confirmed by hand) the donation itself. */
async function donationTarget(deps: Deps, donationId: unknown): Promise<RefundTarget> {
  const _id = parseDonationId(donationId, 'donationId');
  const donation = await deps.models.Donation.findById(_id, { status: 1, amountCents: 1 }).lean();
  if (!donation) throw new AppError('NOT_FOUND', 'Doação não encontrada.', { field: 'donationId' });
  if (donation.status !== 'paid')
    throw new AppError('CONFLICT', 'Só uma doação paga pode ser devolvida.', { field: 'donationId' });
  const payment = await deps.models.PixPayment.findOne({ donationId: _id, outcome: 'CONFIRMED' }).lean<PixPaymentDocument>();
  if (payment) return paymentTarget(deps, payment._id.toHexString());
  return {
    payment: null,
    donationId: _id,
    amountCents: donation.amountCents,
    countsInTotals: true,
    activeKey: `donation:${_id.toHexString()}`,
  };
}

/**
 * Sends a payment's money back (all of it). One refund per payment: asking again while
 * one is in flight retries that one with the PSP (same id, so still one refund).
 */
async function requestRefund(deps: Deps, actor: AdminActor, target: RefundTarget, reason: string): Promise<RefundView> {
  const throughPsp = deps.config.PIX_PROVIDER === 'api-pix';
  if (throughPsp && !target.payment)
    throw new AppError('CONFLICT', 'Esta doação foi confirmada à mão, sem pagamento PIX registrado: devolva pelo app do banco.', {
      field: 'donationId',
    });
  let refund: RefundDocument;
  try {
    refund = (
      await deps.models.Refund.create({
        refundId: refundIdOf(),
        paymentId: target.payment?._id ?? null,
        donationId: target.donationId,
        endToEndId: target.payment?.endToEndId ?? '',
        amountCents: target.amountCents,
        countsInTotals: target.countsInTotals,
        method: throughPsp ? 'api-pix' : 'manual',
        status: throughPsp ? 'EM_PROCESSAMENTO' : 'DEVOLVIDO',
        activeKey: target.activeKey,
        reason,
        requestedAt: deps.now(),
        settledAt: throughPsp ? null : deps.now(),
      })
    ).toObject() as RefundDocument;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const existing = await deps.models.Refund.findOne({ activeKey: target.activeKey }).lean<RefundDocument>();
    if (existing?.status === 'EM_PROCESSAMENTO' && existing.method === 'api-pix')
      return toRefundView(await askPsp(deps, existing));
    throw new AppError('CONFLICT', 'Este pagamento já foi devolvido.', { field: target.payment ? 'paymentId' : 'donationId' });
  }
  // The refund shows on the public ledger from now on, in flight (a manual one, done, below).
  if (throughPsp) await deps.events.publish(deps, refundChanged, { refund });
  await recordAudit(deps, actor, {
    action: throughPsp ? 'requestRefund' : 'recordManualRefund',
    target: refund._id.toHexString(),
    details: {
      refundId: refund.refundId,
      paymentId: refund.paymentId?.toHexString() ?? null,
      donationId: refund.donationId?.toHexString() ?? null,
      amount: centsToReais(refund.amountCents),
      countsInTotals: refund.countsInTotals,
    },
  });
  if (!throughPsp) {
    await applyRefundEffects(deps, refund);
    return toRefundView(refund);
  }
  return toRefundView(await askPsp(deps, refund));
}

/** `PUT /pix/{e2eid}/devolucao/{id}` and what its answer says; a PSP that refuses leaves a NAO_REALIZADO refund. */
async function askPsp(deps: Deps, refund: RefundDocument): Promise<RefundDocument> {
  let answer: Devolucao;
  try {
    answer = await apiPixClientFor(deps).requestRefund(refund.endToEndId, refund.refundId, {
      valor: centsToReais(refund.amountCents),
      descricao: 'Devolução da campanha',
    });
  } catch (error) {
    if (error instanceof ApiPixError && error.status && error.status >= 400 && error.status < 500 && error.status !== 401) {
      const detail = (error.body as { detail?: unknown; title?: unknown } | undefined)?.detail;
      await settleRefund(deps, refund, {
        status: 'NAO_REALIZADO',
        motivo: typeof detail === 'string' ? detail : `HTTP ${error.status}`,
      });
      throw new AppError('CONFLICT', 'O provedor PIX recusou a devolução. Veja o motivo na lista de devoluções.', {
        field: 'paymentId',
      });
    }
    deps.logger.warn({ err: error, refundId: refund.refundId }, 'could not ask the PSP for a refund');
    // The request may have reached the PSP: the refund stays in flight, and asking again repeats the same id.
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'O provedor PIX não respondeu; tente a devolução novamente.', {
      retryAfterSeconds: 30,
    });
  }
  return settleRefund(deps, refund, answer);
}

/**
 * Moves a refund to the state the PSP reports, once: DEVOLVIDO applies its effects
 * (again, harmlessly, after an interruption), NAO_REALIZADO frees the payment for a new
 * refund, EM_PROCESSAMENTO changes nothing. A repeated report changes nothing either.
 */
export async function settleRefund(deps: Deps, refund: RefundDocument, report: RefundReport): Promise<RefundDocument> {
  if (report.status === 'DEVOLVIDO') {
    const liquidacao = report.horario?.liquidacao ? new Date(report.horario.liquidacao) : null;
    const settledAt = liquidacao && !Number.isNaN(liquidacao.getTime()) ? liquidacao : deps.now();
    const claimed = await deps.models.Refund.findOneAndUpdate(
      { _id: refund._id, status: 'EM_PROCESSAMENTO' },
      { $set: { status: 'DEVOLVIDO', settledAt, returnId: report.rtrId ?? '', effectsAppliedAt: null } },
      { returnDocument: 'after' },
    ).lean<RefundDocument>();
    const current = claimed ?? (await deps.models.Refund.findById(refund._id).lean<RefundDocument>())!;
    if (current.status === 'DEVOLVIDO' && !current.effectsAppliedAt) await applyRefundEffects(deps, current);
    return (await deps.models.Refund.findById(refund._id).lean<RefundDocument>())!;
  }
  if (report.status === 'NAO_REALIZADO') {
    const failed = await deps.models.Refund.findOneAndUpdate(
      { _id: refund._id, status: 'EM_PROCESSAMENTO' },
      { $set: { status: 'NAO_REALIZADO', failure: report.motivo ?? '', activeKey: `failed:${refund.refundId}` } },
      { returnDocument: 'after' },
    ).lean<RefundDocument>();
    if (failed) {
      await deps.events.publish(deps, refundChanged, { refund: failed });
      deps.logger.warn({ refundId: refund.refundId, motivo: report.motivo }, 'the PSP could not make a refund');
    }
    return failed ?? (await deps.models.Refund.findById(refund._id).lean<RefundDocument>())!;
  }
  return refund;
}

/**
 * A DEVOLVIDO refund's effects, once whatever the retries: "refund changed" is published
 * (its subscribers are idempotent: the totals' update is guarded by `appliedRefundIds`),
 * then the refund is marked done. A refund of money never counted (a duplicate payment)
 * changes no total.
 */
async function applyRefundEffects(deps: Deps, refund: RefundDocument): Promise<void> {
  if (refund.status !== 'DEVOLVIDO') throw new Error(`refund ${refund.refundId} is ${refund.status}, not DEVOLVIDO`);
  // Before effectsAppliedAt: a crash here leaves the refund to the sweep, which publishes it again.
  await deps.events.publish(deps, refundChanged, { refund });
  await deps.models.Refund.updateOne({ _id: refund._id, effectsAppliedAt: null }, { $set: { effectsAppliedAt: deps.now() } });
}

/** DEVOLVIDO refunds settled before `cutoff` whose effects were interrupted (a crash): applied now. Returns how many. */
export async function finishInterruptedRefunds(deps: Deps, cutoff: Date): Promise<number> {
  const refunds = await deps.models.Refund.find({
    status: 'DEVOLVIDO',
    effectsAppliedAt: null,
    settledAt: { $lte: cutoff },
  }).lean<RefundDocument[]>();
  for (const refund of refunds) await applyRefundEffects(deps, refund);
  return refunds.length;
}

/** What the PSP says of a refund: its state, and when it settled. */
export type RefundReport = Pick<Devolucao, 'status' | 'rtrId' | 'horario' | 'motivo'>;

/**
 * The devoluções the PSP's webhook reported for a payment, each as the PSP's own record gives
 * it (payments/receive.ts asked it, with api-pix): applied to the refunds this site asked for.
 * Returns each one's state, or null when it is not one of ours (or the PSP does not know it).
 */
export async function applyRefundReports(
  deps: Deps,
  endToEndId: string,
  reports: { id: string; report: RefundReport | null }[],
): Promise<(RefundStatus | null)[]> {
  const statuses: (RefundStatus | null)[] = [];
  for (const { id, report } of reports) {
    const refund = await deps.models.Refund.findOne({ refundId: id }).lean<RefundDocument>();
    if (!refund || refund.endToEndId !== endToEndId || !report) {
      deps.logger.warn({ endToEndId, refundId: id }, 'the PSP reported a refund this site did not ask for');
      statuses.push(null);
    } else statuses.push((await settleRefund(deps, refund, report)).status);
  }
  return statuses;
}

/** Refunds in flight this long are asked about: the PSP's webhook may have been lost. */
export const REFUND_RECONCILE_AFTER_SECONDS = 60;

/**
 * Asks the PSP (`GET /pix/{e2eid}/devolucao/{id}`) about api-pix refunds still in flight
 * a minute after they were asked for, so a lost webhook loses no refund. Returns how many settled.
 */
export async function reconcileRefundsWithPsp(deps: Deps, limit = 100): Promise<number> {
  if (deps.config.PIX_PROVIDER !== 'api-pix') return 0;
  const cutoff = new Date(deps.now().getTime() - REFUND_RECONCILE_AFTER_SECONDS * 1000);
  const inFlight = await deps.models.Refund.find({ status: 'EM_PROCESSAMENTO', method: 'api-pix', requestedAt: { $lte: cutoff } })
    .sort({ requestedAt: 1 })
    .limit(limit)
    .lean<RefundDocument[]>();
  let settled = 0;
  for (const refund of inFlight) {
    try {
      const report = await apiPixClientFor(deps).getRefund(refund.endToEndId, refund.refundId);
      if ((await settleRefund(deps, refund, report)).status !== 'EM_PROCESSAMENTO') settled += 1;
    } catch (error) {
      // Unknown at the PSP (the request never reached it) or unreachable: asked again next run.
      deps.logger.warn({ err: error, refundId: refund.refundId }, 'PSP reconciliation could not check a refund');
    }
  }
  return settled;
}

export async function refundPayment(
  deps: Deps,
  actor: AdminActor,
  paymentId: unknown,
  reason?: string | null,
): Promise<RefundView> {
  const checkedReason = reasonOf(reason);
  return requestRefund(deps, actor, await paymentTarget(deps, paymentId), checkedReason);
}

export async function refundDonation(
  deps: Deps,
  actor: AdminActor,
  donationId: unknown,
  reason?: string | null,
): Promise<RefundView> {
  const checkedReason = reasonOf(reason);
  return requestRefund(deps, actor, await donationTarget(deps, donationId), checkedReason);
}

export async function listRefunds(
  deps: Deps,
  args: { paymentId?: string | null; donationId?: string | null; first?: number | null; after?: string | null },
): Promise<RefundConnection> {
  const filter: Record<string, unknown> = {};
  if (args.paymentId) filter.paymentId = objectIdOf(args.paymentId, 'paymentId', 'Identificador de pagamento inválido.');
  if (args.donationId) filter.donationId = parseDonationId(args.donationId, 'donationId');
  const { page, pageInfo } = await pageNewestFirst<RefundDocument>(
    deps.models.Refund,
    filter,
    pageSizeOf(args.first, ADMIN_PAGE),
    afterIdOf(args.after),
  );
  return { nodes: page.map(toRefundView), pageInfo };
}
