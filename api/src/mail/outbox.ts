import { createHash } from 'node:crypto';
import type { Types } from 'mongoose';
import { isDuplicateKeyError } from '../db/ids.js';
import { memorySlot, type Deps } from '../deps.js';
import type { OutboxMessageDocument } from './model.js';

export interface OutgoingMessage {
  eventKey: string;
  donationId: Types.ObjectId | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachReceipt?: boolean;
  headers?: Record<string, string>;
  /** Where the donor's reply goes, when not to MAIL_FROM (an answer to a contact message: the organisation's address). */
  replyTo?: string;
  /** When it may leave, if not at once (an update's e-mails are spaced out). */
  notBefore?: Date;
}

/** Wakes this instance's sender at once instead of at its next tick (set by startOutboxSender). */
const waker = memorySlot('outbox waker', () => ({ wake: (): void => {} }));

export function onOutboxWrite(deps: Deps, wake: () => void): void {
  deps.memory.get(waker).wake = wake;
}

function wakeSender(deps: Deps): void {
  deps.memory.get(waker).wake();
}

function messageIdOf(deps: Deps, eventKey: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(deps.config.MAIL_FROM)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(eventKey).digest('hex').slice(0, 32)}@${domain}>`;
}

/**
 * Writes a message for an event; the same event writes it once (unique eventKey). Call
 * it in the step that causes the message, after that step's own write succeeded.
 */
export async function enqueueMessage(deps: Deps, message: OutgoingMessage): Promise<void> {
  const now = deps.now();
  const { notBefore, ...fields } = message;
  try {
    await deps.models.OutboxMessage.create({
      ...fields,
      attachReceipt: message.attachReceipt ?? false,
      headers: message.headers ?? {},
      replyTo: message.replyTo ?? '',
      messageId: messageIdOf(deps, message.eventKey),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: notBefore ?? now,
      createdAt: now,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  wakeSender(deps);
}

/** Puts a sent or failed message back in line, keeping its Message-ID (the organiser's "reenviar"). */
export async function resendMessage(deps: Deps, id: Types.ObjectId): Promise<OutboxMessageDocument | null> {
  const message = await deps.models.OutboxMessage.findOneAndUpdate(
    { _id: id, status: { $in: ['sent', 'failed'] } },
    { $set: { status: 'pending', nextAttemptAt: deps.now(), attempts: 0, lastError: '' } },
    { returnDocument: 'after' },
  ).lean<OutboxMessageDocument>();
  if (message) wakeSender(deps);
  return message;
}

/** Drops the messages to an address not yet sent whose event keys start with a prefix (a kind of e-mail the address stopped). */
export async function dropPendingMessagesTo(deps: Deps, to: string, eventKeyPrefix: string): Promise<void> {
  await deps.models.OutboxMessage.deleteMany({ to, eventKey: { $regex: `^${eventKeyPrefix}` }, status: 'pending' });
}

/** Drops the messages of a kind (their event keys' prefix) written before a date, unless one is being sent right now. */
export async function dropMessagesWrittenBefore(deps: Deps, eventKeyPrefix: string, before: Date): Promise<void> {
  await deps.models.OutboxMessage.deleteMany({
    eventKey: { $regex: `^${eventKeyPrefix}` },
    createdAt: { $lte: before },
    status: { $ne: 'sending' },
  });
}

/**
 * A donor's messages in the outbox: a donation's, or those a monthly donation writes
 * about itself, which name no donation (found by their event keys).
 */
export type DonorMessages = { donationId: Types.ObjectId } | { eventKey: { $in: string[] } };

/**
 * An erased donor's messages (donor/erasure.ts), or a deleted contact message's answers: those
 * not yet sent are dropped; sent ones (and one being sent) keep only that they were sent, under
 * `note` as their subject. Repeating it changes nothing.
 */
export async function forgetErasedMessages(
  deps: Deps,
  messages: DonorMessages,
  note = '[apagado a pedido do doador]',
): Promise<void> {
  await deps.models.OutboxMessage.deleteMany({ ...messages, status: { $in: ['pending', 'failed'] } });
  await deps.models.OutboxMessage.updateMany(messages, {
    $set: { to: '', replyTo: '', subject: note, text: '', html: '' },
  });
}
