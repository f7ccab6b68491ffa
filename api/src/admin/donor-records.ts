import type { Deps } from '../deps.js';
import { objectIdOf } from '../db/ids.js';
import { afterIdOf, pageNewestFirst, pageSizeOf } from '../db/pagination.js';
import type { DataRequestDocument } from '../donor/model.js';
import { AppError } from '../errors.js';
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
import { recordAudit, type AdminActor } from './audit.js';
import { ADMIN_PAGE } from './donations.js';

/** What the organiser sees of what the site owes donors: e-mails, receipts, data requests. */

type Page = { first?: number | null; after?: string | null };

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

export async function listReceipts(deps: Deps, args: Page): Promise<ReceiptConnection> {
  const { page, pageInfo } = await pageNewestFirst<ReceiptDocument>(
    deps.models.Receipt,
    {},
    pageSizeOf(args.first, ADMIN_PAGE),
    afterIdOf(args.after),
  );
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
