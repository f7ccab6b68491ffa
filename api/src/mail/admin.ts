import type { Deps } from '../deps.js';
import { objectIdOf } from '../db/ids.js';
import { ADMIN_PAGE, afterIdOf, pageNewestFirst, pageSizeOf } from '../db/pagination.js';
import { AppError } from '../errors.js';
import type { OutboxMessage, OutboxMessageConnection, OutboxStatus } from '../generated/graphql.js';
import type { OutboxMessageDocument } from './model.js';
import { resendMessage } from './outbox.js';
import { recordAudit, type AdminActor } from '../audit/service.js';

/** The organiser's view of the outbox: every e-mail to donors, and sending one again. */

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
