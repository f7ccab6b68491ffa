import type { Deps } from '../deps.js';
import { forgetAnswerEmails } from './admin.js';
import type { StoredContactMessage } from './service.js';

/**
 * A donor's contact messages under the LGPD (donor/service.ts): those sent with their e-mail
 * address, exported with the donor's data and erased with them. The address is matched
 * whatever its case: the form keeps it as typed, a donation lower-cased.
 */

const fromAddress = (email: string) => ({
  email: { $regex: `^${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, $options: 'i' },
});

export async function exportContactMessagesFrom(deps: Deps, email: string) {
  if (!email) return [];
  const messages = await deps.models.ContactMessage.find(fromAddress(email)).sort({ _id: 1 }).lean<StoredContactMessage[]>();
  return messages.map((message) => ({
    name: message.name,
    email: message.email,
    message: message.message,
    sentAt: message.createdAt,
    answers: (message.answers ?? []).map((answer) => ({ text: answer.text, answeredAt: answer.answeredAt })),
  }));
}

/** Deletes them, their answers, and their answers' e-mails as an erased donor's (mail/outbox.ts); answers how many. */
export async function eraseContactMessagesFrom(deps: Deps, email: string): Promise<number> {
  if (!email) return 0;
  const messages = await deps.models.ContactMessage.find(fromAddress(email), { answers: 1 }).lean<StoredContactMessage[]>();
  if (messages.length === 0) return 0;
  await deps.models.ContactMessage.deleteMany({ _id: { $in: messages.map((message) => message._id) } });
  await forgetAnswerEmails(deps, messages, '[apagado a pedido do doador]');
  return messages.length;
}
