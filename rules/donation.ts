import * as z from 'zod/mini';
import { isValidCpf } from './documents.js';
import {
  CONTROL_BUT_NEWLINE,
  CONTROL_CHARACTER,
  characterCount,
  fieldErrorsOf,
  fieldSchema,
  textOf,
  type FieldError,
  type FieldRule,
} from './field.js';
import { checkAmount, type DonationLimits } from './amount.js';
import { centsToBrl } from './money.js';
import { DONATION_FORM_FIELDS, type DonationFormField } from './donation-fields.js';
import { TRACKING_FIELDS, TRACKING_VALUE_MAX_LENGTH, type TrackingParams } from './tracking.js';

/**
 * A donation request: one set of rules, run by the API on every call (GraphQL and
 * REST) and by the donation form before it sends anything, with the same pt-BR
 * message for the same mistake.
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
  message: `A mensagem pode ter no máximo ${MESSAGE_MAX_LENGTH} caracteres.`,
  messageCharacters: 'A mensagem tem caracteres inválidos.',
  product: `A descrição da doação pode ter no máximo ${PRODUCT_MAX_LENGTH} caracteres.`,
  products: 'Lista de produtos inválida: envie [{id, title, unitPrice, quantity: 1, tangible: false}].',
  productsAmount: 'O valor da lista de produtos não confere com o valor da doação.',
} as const;

const emailFormat = z.email();

export const nameRule: FieldRule<string> = (value) => {
  const read = textOf(value, 'Nome');
  if ('error' in read) return read;
  const name = (read.text ?? '').trim().replace(/\s+/g, ' ');
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
  const valid = email.length <= EMAIL_MAX_LENGTH && z.safeParse(emailFormat, email).success;
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
  const message = (read.text ?? '').replace(/\r\n?/g, '\n').replace(/\t/g, ' ').trim();
  if (characterCount(message) > MESSAGE_MAX_LENGTH) return { error: MESSAGES.message };
  if (CONTROL_BUT_NEWLINE.test(message)) return { error: MESSAGES.messageCharacters };
  return { value: message };
};

const isAnonymousRule: FieldRule<boolean> = (value) => {
  if (value === undefined || value === null) return { value: false };
  return typeof value === 'boolean' ? { value } : { error: MESSAGES.isAnonymous };
};

const idempotencyKeyRule: FieldRule<string> = (value) =>
  typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value) ? { value } : { error: MESSAGES.idempotencyKey };

function trackingRule(field: string): FieldRule<string | undefined> {
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

const optionalTextRule =
  (label: string): FieldRule<string | undefined> =>
  (value) => {
    const read = textOf(value, label);
    return 'error' in read ? read : { value: read.text };
  };

export { DONATION_FORM_FIELDS, type DonationFormField };

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
  'message',
  ...TRACKING_FIELDS,
  'product',
  'products',
] as const;

/** What the donor types, as the form holds it; an anonymous donor may leave the name out. */
export function donationFormSchema(limits: DonationLimits, isAnonymous = false) {
  return z.object({
    name: fieldSchema(isAnonymous ? anonymousNameRule : nameRule),
    email: fieldSchema(emailRule),
    phone: fieldSchema(phoneRule),
    cpf: fieldSchema(cpfRule),
    amount: fieldSchema(amountRule(limits)),
    message: fieldSchema(messageRule),
  });
}

const productItemSchema = z.object({
  id: z.union([z.string().check(z.minLength(1), z.maxLength(100)), z.int()]),
  title: z.string().check(z.minLength(1), z.maxLength(PRODUCT_MAX_LENGTH)),
  unitPrice: z.int(),
  quantity: z.literal(1),
  tangible: z.literal(false),
});

/** A createDonation request (GraphQL input or REST body); a client's ipAddress or userAgent is dropped. */
export function donationInputSchema(limits: DonationLimits, isAnonymous = false) {
  const trackingShape = Object.fromEntries(TRACKING_FIELDS.map((field) => [field, fieldSchema(trackingRule(field))]));
  const fields = z.object(
    {
      idempotencyKey: fieldSchema(idempotencyKeyRule),
      ...donationFormSchema(limits, isAnonymous).shape,
      isAnonymous: fieldSchema(isAnonymousRule),
      ...(trackingShape as Record<(typeof TRACKING_FIELDS)[number], ReturnType<typeof fieldSchema<string | undefined>>>),
      product: fieldSchema(optionalTextRule('Descrição da doação')),
      products: fieldSchema(optionalTextRule('Lista de produtos')),
    },
    { error: MESSAGES.input },
  );
  return z.pipe(
    fields,
    z.transform((raw, ctx) => {
      const amountCents = raw.amount;
      const product = (raw.product ?? '').trim();
      if (characterCount(product) > PRODUCT_MAX_LENGTH || CONTROL_CHARACTER.test(product)) {
        ctx.issues.push({ code: 'custom', message: MESSAGES.product, input: raw.product, path: ['product'] });
        return z.NEVER;
      }
      const title = product || `Doação de ${centsToBrl(amountCents)}`;
      const products = productsOf(raw.products, amountCents, title);
      if ('error' in products) {
        ctx.issues.push({ code: 'custom', message: products.error, input: raw.products, path: ['products'] });
        return z.NEVER;
      }
      const tracking: TrackingParams = {};
      for (const field of TRACKING_FIELDS) if (raw[field]) tracking[field] = raw[field];
      return {
        idempotencyKey: raw.idempotencyKey,
        name: raw.name,
        email: raw.email,
        phone: raw.phone,
        cpf: raw.cpf,
        amountCents,
        isAnonymous: raw.isAnonymous,
        message: raw.message,
        tracking,
        product: title,
        products: products.value,
      };
    }),
  );
}

/** A donation request after validation: every rule holds, values normalised. */
export type DonationRequest = z.output<ReturnType<typeof donationInputSchema>>;

/** The seed's one-item product list: built when absent, and it must agree with the amount. */
function productsOf(text: string | undefined, amountCents: number, title: string): { value: string } | { error: string } {
  if (text === undefined || text.trim() === '')
    return {
      value: JSON.stringify([{ id: `donation-${amountCents}`, title, unitPrice: amountCents, quantity: 1, tangible: false }]),
    };
  if (text.length > PRODUCTS_MAX_LENGTH) return { error: MESSAGES.products };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: MESSAGES.products };
  }
  const items = z.safeParse(z.array(productItemSchema).check(z.length(1)), parsed);
  if (!items.success) return { error: MESSAGES.products };
  const item = items.data[0]!;
  if (item.unitPrice !== amountCents) return { error: MESSAGES.productsAmount };
  return { value: JSON.stringify([{ id: item.id, title: item.title, unitPrice: item.unitPrice, quantity: 1, tangible: false }]) };
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Runs the request rules: the normalised request, or every field's problem in form order. */
export function checkDonationInput(input: unknown, limits: DonationLimits): Checked<DonationRequest> {
  // Which name rule applies depends on the request's own flag (a wrong flag is refused by its rule).
  const isAnonymous = typeof input === 'object' && input !== null && (input as { isAnonymous?: unknown }).isAnonymous === true;
  const result = z.safeParse(donationInputSchema(limits, isAnonymous), input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: fieldErrorsOf(result.error, DONATION_INPUT_FIELDS) };
}

export type DonationFormValues = Record<DonationFormField, string> & { isAnonymous?: boolean };
export type DonationFormData = z.output<ReturnType<typeof donationFormSchema>>;

/** Runs the form's rules on what the donor typed: the same rules and messages as the API. */
export function checkDonationForm(values: DonationFormValues, limits: DonationLimits): Checked<DonationFormData> {
  const result = z.safeParse(donationFormSchema(limits, values.isAnonymous === true), values);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: fieldErrorsOf(result.error, DONATION_FORM_FIELDS) };
}
