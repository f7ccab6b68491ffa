import { z } from 'zod';
import { badInput } from '../errors.js';
import { centsToBrl, reaisToCents } from '../money.js';
import { TRACKING_FIELDS, type TrackingField } from './model.js';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 500;
export const TRACKING_MAX_LENGTH = 200;
export const PRODUCT_MAX_LENGTH = 200;
export const PRODUCTS_MAX_LENGTH = 2000;
export const EMAIL_MAX_LENGTH = 254;
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;

/** A donation request after validation: every rule of issue 3 holds, values normalised. */
export interface DonationRequest {
  idempotencyKey: string;
  name: string;
  /** Lower case. */
  email: string;
  /** Digits only (DDD + number), '' when not given. */
  phone: string;
  /** 11 digits, '' when not given; encrypted before it is stored. */
  cpf: string;
  amountCents: number;
  isAnonymous: boolean;
  message: string;
  tracking: Partial<Record<TrackingField, string>>;
  product: string;
  /** Normalised JSON text of the one-item product list. */
  products: string;
}

export interface AmountRules {
  minCents: number;
  maxCents: number;
  /** The campaign's preset amounts, always accepted. */
  optionCents: number[];
}

// C0/C1 control characters; a newline is allowed only in the message.
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_NEWLINE = /(?!\n)\p{Cc}/u;
const emailSchema = z.email();
const length = (text: string) => [...text].length;

/** A string field, or undefined when absent; anything else is the donor's (or a program's) mistake. */
function optionalString(raw: Record<string, unknown>, field: string, label: string): string | undefined {
  const value = raw[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badInput(field, `${label}: envie um texto.`);
  return value;
}

function requiredString(raw: Record<string, unknown>, field: string, message: string): string {
  const value = optionalString(raw, field, message);
  if (value === undefined) throw badInput(field, message);
  return value;
}

export function parseName(text: string): string {
  const name = text.trim().replace(/\s+/g, ' ');
  const message = `Informe seu nome, com ${NAME_MIN_LENGTH} a ${NAME_MAX_LENGTH} caracteres.`;
  if (length(name) < NAME_MIN_LENGTH || length(name) > NAME_MAX_LENGTH || !/\p{L}/u.test(name) || CONTROL.test(name))
    throw badInput('name', message);
  return name;
}

export function parseEmail(text: string): string {
  const email = text.trim().toLowerCase();
  if (email.length > EMAIL_MAX_LENGTH || !emailSchema.safeParse(email).success)
    throw badInput('email', 'Informe um e-mail válido, como nome@exemplo.com.br.');
  return email;
}

/** Brazilian phone: DDD + 8 or 9 digits, formatting and a leading +55 accepted. */
export function parsePhone(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const message = 'Telefone inválido: informe DDD e número, com 10 ou 11 dígitos.';
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) throw badInput('phone', message);
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('55')) throw badInput('phone', message);
    digits = digits.slice(2);
  }
  const isValid = (digits.length === 10 || digits.length === 11) && /^[1-9][1-9]/.test(digits);
  // Every Brazilian mobile number has had nine digits, starting with 9, since 2016.
  if (!isValid || (digits.length === 11 && digits[2] !== '9')) throw badInput('phone', message);
  return digits;
}

export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (count: number) => {
    let sum = 0;
    for (let i = 0; i < count; i++) sum += Number(digits[i]) * (count + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

export function parseCpf(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const digits = trimmed.replace(/[.\-\s]/g, '');
  if (!isValidCpf(digits)) throw badInput('cpf', 'CPF inválido: confira os números ou deixe o campo em branco.');
  return digits;
}

/** "50", "50.00", "50,00" or (REST) the number 50 → cents, within the campaign's rules. */
export function parseAmount(value: unknown, rules: AmountRules): number {
  const format = 'Valor inválido: use, por exemplo, 50 ou 50,00.';
  let cents: number | null = null;
  if (typeof value === 'string') cents = reaisToCents(value);
  else if (typeof value === 'number' && Number.isFinite(value) && value >= 0) cents = reaisToCents(String(value));
  if (cents === null) throw badInput('amount', format);
  if (rules.optionCents.includes(cents)) return cents;
  if (cents < rules.minCents || cents > rules.maxCents)
    throw badInput('amount', `O valor da doação deve ficar entre ${centsToBrl(rules.minCents)} e ${centsToBrl(rules.maxCents)}.`);
  return cents;
}

export function parseMessage(text: string): string {
  const message = text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').trim();
  if (length(message) > MESSAGE_MAX_LENGTH)
    throw badInput('message', `A mensagem pode ter no máximo ${MESSAGE_MAX_LENGTH} caracteres.`);
  if (CONTROL_BUT_NEWLINE.test(message)) throw badInput('message', 'A mensagem tem caracteres inválidos.');
  return message;
}

function parseTracking(raw: Record<string, unknown>): DonationRequest['tracking'] {
  const tracking: DonationRequest['tracking'] = {};
  for (const field of TRACKING_FIELDS) {
    const value = optionalString(raw, field, `Parâmetro de campanha ${field} inválido`)?.trim();
    if (!value) continue;
    if (length(value) > TRACKING_MAX_LENGTH || CONTROL.test(value))
      throw badInput(field, `O parâmetro de campanha ${field} pode ter no máximo ${TRACKING_MAX_LENGTH} caracteres.`);
    tracking[field] = value;
  }
  return tracking;
}

function parseProduct(text: string | undefined, amountCents: number): string {
  const product = (text ?? '').trim();
  if (length(product) > PRODUCT_MAX_LENGTH || CONTROL.test(product))
    throw badInput('product', `A descrição da doação pode ter no máximo ${PRODUCT_MAX_LENGTH} caracteres.`);
  return product || `Doação de ${centsToBrl(amountCents)}`;
}

const productItemSchema = z.object({
  id: z.union([z.string().min(1).max(100), z.number().int()]),
  title: z.string().min(1).max(PRODUCT_MAX_LENGTH),
  unitPrice: z.number().int(),
  quantity: z.literal(1),
  tangible: z.literal(false),
});

/** The seed's one-item list; built by the server when absent, and it must agree with the amount. */
function parseProducts(text: string | undefined, amountCents: number, product: string): string {
  if (text === undefined || text.trim() === '')
    return JSON.stringify([
      { id: `donation-${amountCents}`, title: product, unitPrice: amountCents, quantity: 1, tangible: false },
    ]);
  const invalid = 'Lista de produtos inválida: envie [{id, title, unitPrice, quantity: 1, tangible: false}].';
  if (text.length > PRODUCTS_MAX_LENGTH) throw badInput('products', invalid);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badInput('products', invalid);
  }
  const items = z.array(productItemSchema).length(1).safeParse(parsed);
  if (!items.success) throw badInput('products', invalid);
  const [item] = items.data;
  if (item!.unitPrice !== amountCents)
    throw badInput('products', 'O valor da lista de produtos não confere com o valor da doação.');
  return JSON.stringify([{ id: item!.id, title: item!.title, unitPrice: item!.unitPrice, quantity: 1, tangible: false }]);
}

/**
 * Checks a donation request field by field, in the form's order, and throws the first
 * problem as BAD_USER_INPUT with the field's name. Client-sent `ipAddress` and
 * `userAgent` are not read: the server records what it sees.
 */
export function parseDonationRequest(input: unknown, rules: AmountRules): DonationRequest {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw badInput('input', 'Dados da doação ausentes ou inválidos.');
  const raw = input as Record<string, unknown>;

  const idempotencyKey = requiredString(raw, 'idempotencyKey', 'Chave de idempotência inválida (8 a 100 caracteres).');
  if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey))
    throw badInput('idempotencyKey', 'Chave de idempotência inválida (8 a 100 caracteres).');
  const name = parseName(requiredString(raw, 'name', 'Informe seu nome.'));
  const email = parseEmail(requiredString(raw, 'email', 'Informe seu e-mail.'));
  const phone = parsePhone(optionalString(raw, 'phone', 'Telefone inválido') ?? '');
  const cpf = parseCpf(optionalString(raw, 'cpf', 'CPF inválido') ?? '');
  const amountCents = parseAmount(raw.amount, rules);
  if (raw.isAnonymous !== undefined && raw.isAnonymous !== null && typeof raw.isAnonymous !== 'boolean')
    throw badInput('isAnonymous', 'Doação anônima: envie verdadeiro ou falso.');
  const isAnonymous = raw.isAnonymous === true;
  const message = parseMessage(optionalString(raw, 'message', 'Mensagem inválida') ?? '');
  const tracking = parseTracking(raw);
  const product = parseProduct(optionalString(raw, 'product', 'Descrição da doação inválida'), amountCents);
  const products = parseProducts(optionalString(raw, 'products', 'Lista de produtos inválida'), amountCents, product);

  return { idempotencyKey, name, email, phone, cpf, amountCents, isAnonymous, message, tracking, product, products };
}
