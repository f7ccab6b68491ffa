import type { Deps } from '../deps.js';
import { objectIdOf } from '../db/ids.js';
import { ADMIN_PAGE, afterIdOf, pageNewestFirst, pageSizeOf } from '../db/pagination.js';
import type { DataRequestDocument } from '../donor/model.js';
import { AppError, badInput } from '../errors.js';
import type {
  DataRequestConnection,
  OutboxMessage,
  OutboxMessageConnection,
  OutboxStatus,
  ReceiptConnection,
} from '../generated/graphql.js';
import type { OutboxMessageDocument } from '../mail/model.js';
import { resendMessage } from '../mail/outbox.js';
import type { ReceiptDocument } from '../receipts/model.js';
import { centsToReais } from '../../../rules/money.js';
import { recordAudit, type AdminActor } from '../audit/service.js';

/** What the organiser sees of what the site owes donors: e-mails, receipts, data requests. */

type Page = { first?: number | null; after?: string | null };

/** A receipts page's cursor: the number of the last receipt seen. */
function receiptCursorOf(after: string | null | undefined): number | null {
  if (after === null || after === undefined || after === '') return null;
  if (!/^[1-9]\d{0,14}$/.test(after)) throw badInput('after', 'Cursor de paginação inválido.');
  return Number(after);
}

function toOutboxMessage(message: OutboxMessageDocument): OutboxMessage {
  return {
    id: message._id.toHexString(),
    donationId: message.donationId ? message.donationId.toHexString() : null,
    to: message.to,
    subject: message.subject,
    text: message.text,
    status: message.status.toUpperCase() as OutboxStatus,
    attempts: message.attempts,
    lastError: message.lastError ?? '',
    createdAt: message.createdAt,
    nextAttemptAt: message.nextAttemptAt,
    sentAt: message.sentAt ?? null,
  };
}

export async function listOutbox(deps: Deps, args: Page & { status?: OutboxStatus | null }): Promise<OutboxMessageConnection> {
  const { page, pageInfo } = await pageNewestFirst<OutboxMessageDocument>(
    deps.models.OutboxMessage,
    args.status ? { status: args.status.toLowerCase() } : {},
    pageSizeOf(args.first, ADMIN_PAGE),
    afterIdOf(args.after),
  );
  return { nodes: page.map(toOutboxMessage), pageInfo };
}

export async function resendEmail(deps: Deps, actor: AdminActor, id: unknown): Promise<OutboxMessage> {
  const _id = objectIdOf(id, 'id', 'Identificador de e-mail inválido.');
  const message = await resendMessage(deps, _id);
  if (!message) {
    const exists = await deps.models.OutboxMessage.exists({ _id });
    throw exists
      ? new AppError('CONFLICT', 'Este e-mail ainda está na fila: ele será enviado sem precisar reenviar.')
      : new AppError('NOT_FOUND', 'E-mail não encontrado.', { field: 'id' });
  }
  await recordAudit(deps, actor, { action: 'resendEmail', target: _id.toHexString() });
  return toOutboxMessage(message);
}

/**
 * Receipts in issue order, newest first: by their number (unique, never reused), not by
 * `_id`, which is the donation's and follows when the donation was created. The cursor
 * is the last number seen; the unique index on `number` serves the walk.
 */
export async function listReceipts(deps: Deps, args: Page): Promise<ReceiptConnection> {
  const size = pageSizeOf(args.first, ADMIN_PAGE);
  const after = receiptCursorOf(args.after);
  const docs = await deps.models.Receipt.find(after === null ? {} : { number: { $lt: after } })
    .sort({ number: -1 })
    .limit(size + 1)
    .lean<ReceiptDocument[]>();
  const page = docs.slice(0, size);
  const pageInfo = { hasNextPage: docs.length > size, endCursor: page.length > 0 ? String(page.at(-1)!.number) : null };
  return {
    nodes: page.map((receipt) => ({
      number: receipt.number,
      kind: receipt.kind === 'recibo' ? 'RECIBO' : 'COMPROVANTE',
      donationId: receipt._id.toHexString(),
      donorName: receipt.donorName,
      amount: centsToReais(receipt.amountCents),
      paidAt: receipt.paidAt,
      issuedAt: receipt.issuedAt,
      endToEndId: receipt.endToEndId ?? null,
    })),
    pageInfo,
  };
}

export async function listDataRequests(deps: Deps, args: Page): Promise<DataRequestConnection> {
  const { page, pageInfo } = await pageNewestFirst<DataRequestDocument>(
    deps.models.DataRequest,
    {},
    pageSizeOf(args.first, ADMIN_PAGE),
    afterIdOf(args.after),
  );
  return {
    nodes: page.map((request) => ({
      id: request._id.toHexString(),
      donationId: request.donationId.toHexString(),
      kind: request.kind.toUpperCase() as 'EXPORT' | 'CORRECTION' | 'ERASURE',
      requestedAt: request.requestedAt,
      deadline: request.deadline,
      answeredAt: request.answeredAt ?? null,
      outcome: request.outcome ?? '',
    })),
    pageInfo,
  };
}
