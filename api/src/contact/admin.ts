import { Types } from 'mongoose';
import { contactAnswerRule } from '../../../rules/contact.js';
import { actorNameOf, recordAudit, type AdminActor } from '../audit/service.js';
import { getCampaignState } from '../campaign/service.js';
import { objectIdOf } from '../db/ids.js';
import type { Deps } from '../deps.js';
import { AppError, badInput } from '../errors.js';
import { enqueueMessage, forgetErasedMessages } from '../mail/outbox.js';
import { contactAnswerMail } from './mail.js';
import { toContactMessageView, type ContactMessageView, type StoredContactMessage } from './service.js';

/** The organiser's answers to contact messages, and their deletion (the panel's "Mensagens"). */

const messageIdOf = (id: unknown): Types.ObjectId => objectIdOf(id, 'id', 'Identificador de mensagem inválido.');
const notFound = () =>
  new AppError('NOT_FOUND', 'Mensagem não encontrada. Ela pode ter sido apagada; atualize a lista.', { field: 'id' });

/** The outbox key of an answer's e-mail: one e-mail per answer. */
const answerEventKey = (messageId: Types.ObjectId, answerId: Types.ObjectId) =>
  `contact-answer:${messageId.toHexString()}:${answerId.toHexString()}`;

/** The outbox keys of every answer of a message: what its deletion takes back. */
export const answerEventKeysOf = (message: Pick<StoredContactMessage, '_id' | 'answers'>): string[] =>
  (message.answers ?? []).map((answer) => answerEventKey(message._id, answer._id));

const DELETED_NOTE = '[apagado com a mensagem de contato]';

/**
 * The e-mails of deleted messages' answers, which quote them: those not yet sent are dropped, a
 * sent one keeps only that it was sent (mail/outbox.ts forgetErasedMessages). `note` names why.
 */
export async function forgetAnswerEmails(
  deps: Deps,
  messages: Pick<StoredContactMessage, '_id' | 'answers'>[],
  note = DELETED_NOTE,
): Promise<void> {
  const keys = messages.flatMap(answerEventKeysOf);
  if (keys.length > 0) await forgetErasedMessages(deps, { eventKey: { $in: keys } }, note);
}

/**
 * Keeps an answer with the message and e-mails it to the sender through the outbox: From the
 * site's MAIL_FROM, Reply-To the organisation's e-mail, the message quoted. The answer is
 * written first; if its e-mail cannot be queued, the answer is taken back and the error told.
 */
export async function answerContactMessage(
  deps: Deps,
  actor: AdminActor,
  id: unknown,
  text: unknown,
): Promise<ContactMessageView> {
  const messageId = messageIdOf(id);
  const checked = contactAnswerRule(text);
  if ('error' in checked) throw badInput('text', checked.error);
  const message = await deps.models.ContactMessage.findById(messageId).lean<StoredContactMessage>();
  if (!message) throw notFound();
  const { organisation } = (await getCampaignState(deps)).content;
  const answerId = new Types.ObjectId();
  const now = deps.now();
  const answered = await deps.models.ContactMessage.findOneAndUpdate(
    { _id: messageId },
    {
      $push: { answers: { _id: answerId, text: checked.value, answeredAt: now, answeredBy: actorNameOf(deps, actor) } },
      $set: { answeredAt: now },
    },
    { returnDocument: 'after' },
  ).lean<StoredContactMessage>();
  if (!answered) throw notFound();
  const eventKey = answerEventKey(messageId, answerId);
  try {
    await enqueueMessage(deps, {
      eventKey,
      donationId: null,
      to: message.email,
      replyTo: organisation.email,
      ...contactAnswerMail({
        name: message.name,
        message: message.message,
        sentAt: message.createdAt,
        answer: checked.value,
        organisationName: organisation.name,
        organisationEmail: organisation.email,
      }),
    });
  } catch (error) {
    // Set back, not pulled: the answers as they were before this one.
    await deps.models.ContactMessage.updateOne(
      { _id: messageId },
      { $set: { answers: message.answers ?? [], answeredAt: message.answeredAt ?? null } },
    );
    throw error;
  }
  // Deleted meanwhile: its deletion may have looked for this answer's e-mail before it was written.
  if (!(await deps.models.ContactMessage.exists({ _id: messageId }))) {
    await forgetErasedMessages(deps, { eventKey: { $in: [eventKey] } }, DELETED_NOTE);
    throw notFound();
  }
  await recordAudit(deps, actor, {
    action: 'answerContactMessage',
    target: messageId.toHexString(),
    details: { answerId: answerId.toHexString() },
  });
  return toContactMessageView(answered);
}

/**
 * Deletes a message and its answers; their e-mails not yet sent are dropped, and a sent one
 * keeps only that it was sent (mail/outbox.ts forgetErasedMessages), so no copy of the
 * donor's words stays behind.
 */
export async function deleteContactMessage(deps: Deps, actor: AdminActor, id: unknown): Promise<string> {
  const messageId = messageIdOf(id);
  const deleted = await deps.models.ContactMessage.findOneAndDelete({ _id: messageId }).lean<StoredContactMessage>();
  if (!deleted) throw notFound();
  await forgetAnswerEmails(deps, [deleted]);
  await recordAudit(deps, actor, {
    action: 'deleteContactMessage',
    target: messageId.toHexString(),
    details: { answers: deleted.answers?.length ?? 0 },
  });
  return messageId.toHexString();
}
