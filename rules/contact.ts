import * as z from 'zod/mini';
import { holdsCpf } from './documents.js';
import { fieldErrorsOf, fieldSchema } from './field.js';
import { characterCount, CONTROL_BUT_NEWLINE, textOf, type FieldError, type FieldRule } from './rule.js';

/** The contact form: one set of rules for the dialog and for sendContactMessage. */

export const CONTACT_NAME_MIN_LENGTH = 2;
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

// Deliberately loose: one @, a dot in the domain, no spaces. The reply proves the rest.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactForm = Record<ContactField, string>;

const contactNameRule: FieldRule<string> = (value) => {
  const read = textOf(value, 'Nome');
  if ('error' in read) return read;
  const name = (read.text ?? '').trim().replace(/\s+/g, ' ');
  if (characterCount(name) < CONTACT_NAME_MIN_LENGTH) return { error: 'Informe o seu nome.' };
  if (characterCount(name) > CONTACT_NAME_MAX_LENGTH)
    return { error: `O nome pode ter no máximo ${CONTACT_NAME_MAX_LENGTH} caracteres.` };
  return { value: name };
};

const contactEmailRule: FieldRule<string> = (value) => {
  const read = textOf(value, 'E-mail');
  if ('error' in read) return read;
  const email = (read.text ?? '').trim();
  if (!email) return { error: 'Informe o seu e-mail para podermos responder.' };
  if (email.length > CONTACT_EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email))
    return { error: 'Informe um e-mail válido, como nome@exemplo.com.' };
  return { value: email };
};

const contactMessageRule: FieldRule<string> = (value) => {
  const read = textOf(value, 'Mensagem');
  if ('error' in read) return read;
  // Keep the sender's line breaks, drop trailing blanks.
  const message = (read.text ?? '').replace(/\r\n?/g, '\n').trim();
  if (characterCount(message) < CONTACT_MESSAGE_MIN_LENGTH)
    return { error: `Escreva a sua mensagem (pelo menos ${CONTACT_MESSAGE_MIN_LENGTH} caracteres).` };
  if (characterCount(message) > CONTACT_MESSAGE_MAX_LENGTH)
    return { error: `A mensagem pode ter no máximo ${CONTACT_MESSAGE_MAX_LENGTH} caracteres.` };
  return { value: message };
};

export const contactMessageSchema = z.object(
  { name: fieldSchema(contactNameRule), email: fieldSchema(contactEmailRule), message: fieldSchema(contactMessageRule) },
  { error: 'Dados da mensagem ausentes ou inválidos.' },
);

export type ContactMessage = z.output<typeof contactMessageSchema>;

/** The normalised message, or every field's problem in form order. */
export function checkContactMessage(input: unknown): { ok: true; value: ContactMessage } | { ok: false; errors: FieldError[] } {
  const result = z.safeParse(contactMessageSchema, input);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrorsOf(result.error, CONTACT_FIELDS) };
}

/** The organiser's answer to a message (the panel's form and answerContactMessage). */
export const CONTACT_ANSWER_MAX_LENGTH = 5000;

export const contactAnswerRule: FieldRule<string> = (value) => {
  const read = textOf(value, 'Resposta');
  if ('error' in read) return read;
  const answer = (read.text ?? '').replace(/\r\n?/g, '\n').trim();
  if (!answer) return { error: 'Escreva a resposta.' };
  if (characterCount(answer) > CONTACT_ANSWER_MAX_LENGTH)
    return { error: `A resposta pode ter no máximo ${CONTACT_ANSWER_MAX_LENGTH} caracteres.` };
  // An e-mail carries it: a control character could be invisible in it, or break its headers' neighbours.
  if (CONTROL_BUT_NEWLINE.test(answer))
    return { error: 'A resposta tem um caractere invisível (de controle) que não pode ir no e-mail. Apague-o e tente de novo.' };
  if (holdsCpf(answer)) return { error: 'A resposta tem um CPF. Não envie CPF por e-mail: apague-o e tente de novo.' };
  return { value: answer };
};
