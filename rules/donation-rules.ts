import { isValidCpf } from './documents.js';
import { CONTROL_BUT_NEWLINE, CONTROL_CHARACTER, characterCount, textOf, withoutBidiControls, type FieldRule } from './rule.js';
import { checkAmount, type DonationLimits } from './amount.js';
import { shareCodeOf } from './referral.js';
import { TRACKING_FIELDS, TRACKING_VALUE_MAX_LENGTH } from './tracking.js';

/**
 * A donation request's fields: one rule per field, run by the API on every call
 * (GraphQL and REST, through rules/donation.ts) and by the donation form before it
 * sends anything, with the same pt-BR message for the same mistake. No zod here: the
 * home page normalises a donation with these rules and must not download a validator.
 */

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 500;
export const PRODUCT_MAX_LENGTH = 200;
export const PRODUCTS_MAX_LENGTH = 2000;
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;

export const MESSAGES = {
  input: 'Dados da doação ausentes ou inválidos.',
  idempotencyKey: 'Chave de idempotência inválida (8 a 100 caracteres).',
  name: `Informe seu nome, com ${NAME_MIN_LENGTH} a ${NAME_MAX_LENGTH} caracteres.`,
  email: 'Informe um e-mail válido, como nome@exemplo.com.br.',
  phone: 'Informe o telefone com DDD (10 ou 11 números).',
  cpf: 'CPF inválido: confira os números ou deixe o campo em branco.',
  isAnonymous: 'Doação anônima: envie verdadeiro ou falso.',
  wantsUpdates: 'Novidades por e-mail: envie verdadeiro ou falso.',
  message: `A mensagem pode ter no máximo ${MESSAGE_MAX_LENGTH} caracteres.`,
  messageCharacters: 'A mensagem tem caracteres inválidos.',
  product: `A descrição da doação pode ter no máximo ${PRODUCT_MAX_LENGTH} caracteres.`,
  products: 'Lista de produtos inválida: envie [{id, title, unitPrice, quantity: 1, tangible: false}].',
  productsAmount: 'O valor da lista de produtos não confere com o valor da doação.',
} as const;

// zod's "practical email validation" (z.email(), zod/v4/core/regexes.ts), copied so that the form and the
// API agree without shipping the validator to the home page.
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const nameRule: FieldRule<string> = (value) => {
  const read = textOf(value, 'Nome');
  if ('error' in read) return read;
  const name = withoutBidiControls(read.text ?? '')
    .trim()
    .replace(/\s+/g, ' ');
  const length = characterCount(name);
  const valid = length >= NAME_MIN_LENGTH && length <= NAME_MAX_LENGTH && /\p{L}/u.test(name) && !CONTROL_CHARACTER.test(name);
  return valid ? { value: name } : { error: MESSAGES.name };
};

/**
 * The name of an anonymous donor: optional, since the receipt and the private link need
 * only the e-mail; a name given anyway must still be a name.
 */
export const anonymousNameRule: FieldRule<string> = (value) => {
  const read = textOf(value, 'Nome');
  if ('error' in read) return read;
  return (read.text ?? '').trim() === '' ? { value: '' } : nameRule(value);
};

export const emailRule: FieldRule<string> = (value) => {
  const read = textOf(value, 'E-mail');
  if ('error' in read) return read;
  const email = (read.text ?? '').trim().toLowerCase();
  const valid = email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
  return valid ? { value: email } : { error: MESSAGES.email };
};

/** Brazilian phone, optional: DDD + 8 or 9 digits, formatting and a leading +55 accepted → digits, '' when absent. */
export const phoneRule: FieldRule<string> = (value) => {
  const read = textOf(value, 'Telefone');
  if ('error' in read) return read;
  const trimmed = (read.text ?? '').trim();
  if (trimmed === '') return { value: '' };
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return { error: MESSAGES.phone };
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('55')) return { error: MESSAGES.phone };
    digits = digits.slice(2);
  }
  // DDD (two digits, no zero) and the number; every mobile has had nine digits, starting with 9, since 2016.
  return /^[1-9]{2}(\d{8}|9\d{8})$/.test(digits) ? { value: digits } : { error: MESSAGES.phone };
};

/** CPF, optional: digits with or without dots and dash → 11 digits, '' when absent. */
export const cpfRule: FieldRule<string> = (value) => {
  const read = textOf(value, 'CPF');
  if ('error' in read) return read;
  const trimmed = (read.text ?? '').trim();
  if (trimmed === '') return { value: '' };
  if (!/^[\d.\-\s]+$/.test(trimmed)) return { error: MESSAGES.cpf };
  const digits = trimmed.replace(/\D/g, '');
  return isValidCpf(digits) ? { value: digits } : { error: MESSAGES.cpf };
};

export const amountRule =
  (limits: DonationLimits): FieldRule<number> =>
  (value) =>
    checkAmount(value, limits);

export const messageRule: FieldRule<string> = (value) => {
  const read = textOf(value, 'Mensagem');
  if ('error' in read) return read;
  const message = withoutBidiControls(read.text ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .trim();
  if (characterCount(message) > MESSAGE_MAX_LENGTH) return { error: MESSAGES.message };
  if (CONTROL_BUT_NEWLINE.test(message)) return { error: MESSAGES.messageCharacters };
  return { value: message };
};

export const isAnonymousRule: FieldRule<boolean> = (value) => {
  if (value === undefined || value === null) return { value: false };
  return typeof value === 'boolean' ? { value } : { error: MESSAGES.isAnonymous };
};

/** The donor's opt-in to the campaign's updates by e-mail: off unless they ticked it. */
export const wantsUpdatesRule: FieldRule<boolean> = (value) => {
  if (value === undefined || value === null) return { value: false };
  return typeof value === 'boolean' ? { value } : { error: MESSAGES.wantsUpdates };
};

export const idempotencyKeyRule: FieldRule<string> = (value) =>
  typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value) ? { value } : { error: MESSAGES.idempotencyKey };

export function trackingRule(field: string): FieldRule<string | undefined> {
  return (value) => {
    const read = textOf(value, `Parâmetro de campanha ${field}`);
    if ('error' in read) return read;
    const text = read.text?.trim();
    if (!text) return { value: undefined };
    if (characterCount(text) > TRACKING_VALUE_MAX_LENGTH || CONTROL_CHARACTER.test(text))
      return { error: `O parâmetro de campanha ${field} pode ter no máximo ${TRACKING_VALUE_MAX_LENGTH} caracteres.` };
    return { value: text };
  };
}

/**
 * The share code the visit arrived with (rules/referral.ts): one not well formed is dropped,
 * never refused, since a mangled link must not stop a donation.
 */
export const referredByRule: FieldRule<string | undefined> = (value) => ({ value: shareCodeOf(value) ?? undefined });

export const optionalTextRule =
  (label: string): FieldRule<string | undefined> =>
  (value) => {
    const read = textOf(value, label);
    return 'error' in read ? read : { value: read.text };
  };

/** Every field of a request, in the order its problems are reported. */
export const DONATION_INPUT_FIELDS = [
  'input',
  'idempotencyKey',
  'name',
  'email',
  'phone',
  'cpf',
  'amount',
  'isAnonymous',
  'wantsUpdates',
  'message',
  ...TRACKING_FIELDS,
  'referredBy',
  'dedication',
  'product',
  'products',
] as const;
