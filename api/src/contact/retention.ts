import { contactMessageCutoff } from '../../../rules/retention.js';
import type { Deps } from '../deps.js';
import { forgetAnswerEmails } from './admin.js';
import type { StoredContactMessage } from './service.js';

/**
 * The privacy policy's period for "Fale conosco" (rules/retention.ts): a message is deleted
 * CONTACT_MESSAGE_RETENTION_DAYS after it was received, with its answers' e-mails. One read of
 * the answered ones and one delete, by the index { createdAt } (db/query-indexes.ts); a second
 * run finds nothing.
 */
export async function deleteOldContactMessages(deps: Deps): Promise<number> {
  const old = { createdAt: { $lt: contactMessageCutoff(deps.now()) } };
  // The answers' e-mails quote the message: they go with it.
  const answered = await deps.models.ContactMessage.find({ ...old, answeredAt: { $ne: null } }, { answers: 1 }).lean<
    StoredContactMessage[]
  >();
  const { deletedCount } = await deps.models.ContactMessage.deleteMany(old);
  await forgetAnswerEmails(deps, answered);
  return deletedCount;
}
