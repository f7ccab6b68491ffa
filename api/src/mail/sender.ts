import type { Transporter } from 'nodemailer';
import { memorySlot, type Deps } from '../deps.js';
import { renderReceiptPdf } from '../receipts/pdf.js';
import { dedicationLineOf, receiptOf, toReceiptView } from '../receipts/service.js';
import type { OutboxMessageDocument } from './model.js';
import { onOutboxWrite } from './outbox.js';

/** A message is tried this many times, backing off, before it waits for the organiser's "reenviar". */
export const OUTBOX_MAX_ATTEMPTS = 20;
/** First retry after 30 s, doubling, at most an hour apart: 20 attempts cover about 13 hours of SMTP outage (OPERATIONS.md says so). */
const RETRY_BASE_SECONDS = 30;
const RETRY_MAX_SECONDS = 3600;
/** A claimed message whose sender died is taken over after this long. */
export const OUTBOX_CLAIM_SECONDS = 120;
/** Messages sent per wake-up at most, so one tick never runs unbounded. */
const BATCH_SIZE = 50;

export const retryDelaySeconds = (attempts: number): number =>
  Math.min(RETRY_MAX_SECONDS, RETRY_BASE_SECONDS * 2 ** Math.max(0, attempts - 1));

// One SMTP transport (with its connection pool) per app, made with the first message to send: Nodemailer
// (about 14 MiB) is loaded then, not at start.
const transport = memorySlot('SMTP transport', () => ({ made: null as Promise<Transporter> | null }));

function transportOf(deps: Deps): Promise<Transporter> {
  const slot = deps.memory.get(transport);
  slot.made ??= import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport(deps.config.SMTP_URL!, { from: deps.config.MAIL_FROM }),
  );
  return slot.made;
}

/**
 * Takes the next due message for this instance: pending and due, or claimed by a sender
 * whose claim lapsed. One atomic update, so two instances never take the same message.
 */
async function claimNext(deps: Deps): Promise<OutboxMessageDocument | null> {
  const now = deps.now();
  return deps.models.OutboxMessage.findOneAndUpdate(
    {
      $or: [
        { status: 'pending', nextAttemptAt: { $lte: now } },
        { status: 'sending', claimedUntil: { $lte: now } },
      ],
    },
    { $set: { status: 'sending', claimedUntil: new Date(now.getTime() + OUTBOX_CLAIM_SECONDS * 1000) }, $inc: { attempts: 1 } },
    { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
  ).lean<OutboxMessageDocument>();
}

async function attachmentsOf(deps: Deps, message: OutboxMessageDocument) {
  if (!message.attachReceipt || !message.donationId) return [];
  const receipt = await receiptOf(deps, message.donationId);
  if (!receipt) throw new Error('receipt not issued yet');
  const view = { ...toReceiptView(deps, receipt), dedication: await dedicationLineOf(deps, message.donationId) };
  return [
    {
      filename: `${view.kind}-doacao-${String(view.number).padStart(6, '0')}.pdf`,
      content: await renderReceiptPdf(view),
      contentType: 'application/pdf',
    },
  ];
}

async function deliver(deps: Deps, transport: Transporter, message: OutboxMessageDocument): Promise<void> {
  try {
    const attachments = await attachmentsOf(deps, message);
    // A last look before the message leaves: a donor's erasure since the claim blanked its
    // address (donor/erasure.ts), and nothing may reach that address any more.
    const current = await deps.models.OutboxMessage.findOne({ _id: message._id, status: 'sending' }, { to: 1 }).lean();
    if (!current || !current.to || current.to !== message.to) {
      await deps.models.OutboxMessage.updateOne(
        { _id: message._id, status: 'sending' },
        { $set: { status: 'failed', claimedUntil: null, lastError: 'não enviado: dados apagados a pedido do doador' } },
      );
      return;
    }
    await transport.sendMail({
      from: deps.config.MAIL_FROM,
      to: message.to,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: message.messageId,
      headers: (message.headers ?? {}) as Record<string, string>,
      attachments,
    });
    // A crash right here repeats the message after the claim lapses, under the same Message-ID.
    await deps.models.OutboxMessage.updateOne(
      { _id: message._id, status: 'sending' },
      { $set: { status: 'sent', sentAt: deps.now(), claimedUntil: null, lastError: '' } },
    );
  } catch (error) {
    const failed = message.attempts >= OUTBOX_MAX_ATTEMPTS;
    const reason = error instanceof Error ? error.message : String(error);
    await deps.models.OutboxMessage.updateOne(
      { _id: message._id, status: 'sending' },
      {
        $set: {
          status: failed ? 'failed' : 'pending',
          claimedUntil: null,
          lastError: reason.slice(0, 500),
          nextAttemptAt: new Date(deps.now().getTime() + retryDelaySeconds(message.attempts) * 1000),
        },
      },
    );
    deps.logger.warn(
      { outboxMessageId: message._id.toHexString(), attempts: message.attempts, failed, err: reason },
      'e-mail not sent',
    );
  }
}

/** Sends what is due now; returns how many messages it tried. Without SMTP_URL it sends nothing. */
export async function deliverDueMessages(deps: Deps): Promise<number> {
  if (!deps.config.SMTP_URL) return 0;
  let tried = 0;
  while (tried < BATCH_SIZE) {
    const message = await claimNext(deps);
    if (!message) break;
    tried += 1;
    await deliver(deps, await transportOf(deps), message);
  }
  return tried;
}

/**
 * Delivers the outbox every OUTBOX_INTERVAL_SECONDS, and at once after a new message is
 * written by this instance. Returns a stop function that waits for a delivery under way.
 */
export function startOutboxSender(deps: Deps): () => Promise<void> {
  if (!deps.config.SMTP_URL) {
    deps.logger.info('SMTP_URL not set: e-mails to donors stay in the outbox (admin field outbox)');
    return async () => {};
  }
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueMessages(deps)
      .then(
        () => undefined,
        (error: unknown) => deps.logger.error({ err: error }, 'outbox delivery failed'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, deps.config.OUTBOX_INTERVAL_SECONDS * 1000);
  timer.unref();
  onOutboxWrite(deps, run);
  run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
    (await deps.memory.get(transport).made)?.close();
    deps.memory.forget(transport);
  };
}
