import type { Types } from 'mongoose';
import { afterIdOf, pageNewestFirst, pageSizeOf } from '../db/pagination.js';
import type { ContactMessageDocument } from './model.js';
import type { Deps } from '../deps.js';
import { checkContactMessage } from '../../../rules/contact.js';
import { badInputOf } from '../errors.js';
import { consumeRateLimit } from '../security/rate-limit.js';

export const CONTACT_MESSAGES_PAGE_MAX = 200;

export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
}

export interface ContactAnswerView {
  id: string;
  text: string;
  answeredAt: Date;
  answeredBy: string;
}

export interface ContactMessageView {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
  answeredAt: Date | null;
  answers: ContactAnswerView[];
}

export type StoredContactMessage = ContactMessageDocument & {
  _id: Types.ObjectId;
  answers: (ContactMessageDocument['answers'][number] & { _id: Types.ObjectId })[];
};

export function toContactMessageView(doc: StoredContactMessage): ContactMessageView {
  return {
    id: String(doc._id),
    name: doc.name,
    email: doc.email,
    message: doc.message,
    createdAt: doc.createdAt,
    answeredAt: doc.answeredAt ?? null,
    answers: (doc.answers ?? []).map((answer) => ({
      id: String(answer._id),
      text: answer.text,
      answeredAt: answer.answeredAt,
      answeredBy: answer.answeredBy,
    })),
  };
}

/** Trims and checks the form (rules/contact.ts); throws BAD_USER_INPUT naming the first wrong field. */
export function validateContactMessage(input: ContactMessageInput): ContactMessageInput {
  const checked = checkContactMessage(input);
  if (!checked.ok) throw badInputOf(checked.errors);
  return checked.value;
}

/** Stores a contact form message; bad input and rate-limited calls store nothing. */
export async function sendContactMessage(deps: Deps, input: ContactMessageInput, clientIp: string): Promise<{ id: string }> {
  const valid = validateContactMessage(input);
  await consumeRateLimit(deps, 'sendContactMessage', clientIp);
  const stored = await deps.models.ContactMessage.create({ ...valid, createdAt: deps.now() });
  deps.logger.info({ contactMessageId: stored.id }, 'contact message received');
  return { id: stored.id as string };
}

/** The organiser's inbox, newest first, all or only the (un)answered; `after` is the last id of the previous page. */
export async function listContactMessages(
  deps: Deps,
  { first = 50, after, answered }: { first?: number | null; after?: string | null; answered?: boolean | null },
): Promise<{ nodes: ContactMessageView[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } }> {
  const limit = pageSizeOf(first, { max: CONTACT_MESSAGES_PAGE_MAX, fallback: 50 });
  // answeredAt null also matches the messages kept before answers existed, which have no such field.
  const filter = answered === true ? { answeredAt: { $ne: null } } : answered === false ? { answeredAt: null } : {};
  const { page, pageInfo } = await pageNewestFirst<StoredContactMessage>(
    deps.models.ContactMessage,
    filter,
    limit,
    afterIdOf(after),
  );
  return { nodes: page.map(toContactMessageView), pageInfo };
}

/** How many messages wait for an answer: the panel menu's count. */
export function countUnansweredContactMessages(deps: Deps): Promise<number> {
  return deps.models.ContactMessage.countDocuments({ answeredAt: null });
}
