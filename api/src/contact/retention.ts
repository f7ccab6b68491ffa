import { contactMessageCutoff } from '../../../rules/retention.js';
import type { Deps } from '../deps.js';

/**
 * The privacy policy's period for "Fale conosco" (rules/retention.ts): a message is deleted
 * CONTACT_MESSAGE_RETENTION_DAYS after it was received. One delete on the server, by the
 * index { createdAt } (db/query-indexes.ts); a second run finds nothing.
 */
export async function deleteOldContactMessages(deps: Deps): Promise<number> {
  const { deletedCount } = await deps.models.ContactMessage.deleteMany({ createdAt: { $lt: contactMessageCutoff(deps.now()) } });
  return deletedCount;
}
