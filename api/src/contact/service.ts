import { isValidObjectId, Types } from 'mongoose';
import { pageNewestFirst } from '../db/pagination.js';
import type { ContactMessageDocument } from './model.js';
import type { Deps } from '../deps.js';
import { badInput } from '../errors.js';
import { consumeRateLimit } from '../security/rate-limit.js';

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const CONTACT_MESSAGES_PAGE_MAX = 200;

// Deliberately loose: one @, a dot in the domain, no spaces. The reply proves the rest.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
}

export interface ContactMessageView {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
}

/** Trims and checks the form; throws BAD_USER_INPUT naming the first wrong field. */
export function validateContactMessage(input: ContactMessageInput): ContactMessageInput {
  const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
  const email = (input.email ?? '').trim();
  // Keep the sender's line breaks, drop trailing blanks.
  const message = (input.message ?? '').replace(/\r\n?/g, '\n').trim();
  if (name.length < 2) throw badInput('name', 'Informe o seu nome.');
  if (name.length > CONTACT_NAME_MAX_LENGTH)
    throw badInput('name', `O nome pode ter no máximo ${CONTACT_NAME_MAX_LENGTH} caracteres.`);
  if (!email) throw badInput('email', 'Informe o seu e-mail para podermos responder.');
  if (email.length > CONTACT_EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email))
    throw badInput('email', 'Informe um e-mail válido, como nome@exemplo.com.');
  if (message.length < CONTACT_MESSAGE_MIN_LENGTH)
    throw badInput('message', `Escreva a sua mensagem (pelo menos ${CONTACT_MESSAGE_MIN_LENGTH} caracteres).`);
  if (message.length > CONTACT_MESSAGE_MAX_LENGTH)
    throw badInput('message', `A mensagem pode ter no máximo ${CONTACT_MESSAGE_MAX_LENGTH} caracteres.`);
  return { name, email, message };
}

/** Stores a contact form message; bad input and rate-limited calls store nothing. */
export async function sendContactMessage(deps: Deps, input: ContactMessageInput, clientIp: string): Promise<{ id: string }> {
  const valid = validateContactMessage(input);
  await consumeRateLimit(deps, 'sendContactMessage', clientIp);
  const stored = await deps.models.ContactMessage.create({ ...valid, createdAt: deps.now() });
  deps.logger.info({ contactMessageId: stored.id }, 'contact message received');
  return { id: stored.id as string };
}

/** The organiser's inbox, newest first; `after` is the last id of the previous page. */
export async function listContactMessages(
  deps: Deps,
  { first = 50, after }: { first?: number | null; after?: string | null },
): Promise<{ nodes: ContactMessageView[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } }> {
  const limit = first ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > CONTACT_MESSAGES_PAGE_MAX)
    throw badInput('first', `Peça entre 1 e ${CONTACT_MESSAGES_PAGE_MAX} mensagens por página.`);
  if (after && !isValidObjectId(after)) throw badInput('after', 'Cursor de página inválido.');
  const { page, pageInfo } = await pageNewestFirst<ContactMessageDocument & { _id: Types.ObjectId }>(
    deps.models.ContactMessage,
    {},
    limit,
    after ? new Types.ObjectId(after) : undefined,
  );
  return {
    nodes: page.map((doc) => ({
      id: String(doc._id),
      name: doc.name,
      email: doc.email,
      message: doc.message,
      createdAt: doc.createdAt,
    })),
    pageInfo,
  };
}
