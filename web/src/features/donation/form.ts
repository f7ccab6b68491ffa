import type { CreateDonationInput } from '../../gql/graphql';
import { formatBRL } from '../../shared/format';
import { MAX_DONATION_CENTS, MIN_DONATION_CENTS, centsToReais, reaisToCents } from '../../shared/money';
import { getTrackingParams } from '../../shared/tracking';

/** The server's limits (donations API): the form says no before the server has to. */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 500;

export interface DonationFormValues {
  name: string;
  email: string;
  phone: string;
  cpf: string;
  isAnonymous: boolean;
  message: string;
  /** As typed: "50", "50,00". */
  amount: string;
}

export type DonationField = 'name' | 'email' | 'phone' | 'cpf' | 'message' | 'amount';
export type DonationFormErrors = Partial<Record<DonationField, string>>;

/** A donation as the PIX dialog sends it; the dialog adds the idempotency key. */
export type DonationRequest = Omit<CreateDonationInput, 'idempotencyKey'>;

export const DONATION_FIELDS: readonly DonationField[] = ['name', 'email', 'phone', 'cpf', 'amount', 'message'];

export function emptyDonationForm(amountCents: number): DonationFormValues {
  return { name: '', email: '', phone: '', cpf: '', isAnonymous: false, message: '', amount: formatAmountInput(amountCents) };
}

/** 5000 → "50,00", the way a Brazilian types an amount. */
export function formatAmountInput(cents: number): string {
  return centsToReais(cents).replace('.', ',');
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** "11987654321" → "(11) 98765-4321"; a landline's 10 digits → "(11) 3456-7890". */
export function maskPhone(text: string): string {
  const digits = onlyDigits(text).slice(0, 11);
  if (digits.length <= 2) return digits.length ? `(${digits}` : '';
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  const split = digits.length === 11 ? 5 : 4;
  if (rest.length <= split) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** "12345678909" → "123.456.789-09". */
export function maskCpf(text: string): string {
  const digits = onlyDigits(text).slice(0, 11);
  return digits
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/** The CPF's two check digits (Receita Federal's modulo-11 rule); repeated digits are never valid. */
export function isValidCpf(text: string): boolean {
  const digits = onlyDigits(text);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateField(field: DonationField, values: DonationFormValues): string | undefined {
  switch (field) {
    case 'name': {
      const name = values.name.trim();
      const length = [...name].length;
      if (length < NAME_MIN_LENGTH || !/\p{L}/u.test(name)) return 'Informe seu nome (pelo menos 2 letras).';
      if (length > NAME_MAX_LENGTH) return `O nome pode ter até ${NAME_MAX_LENGTH} caracteres.`;
      return undefined;
    }
    case 'email':
      return EMAIL_PATTERN.test(values.email.trim()) ? undefined : 'Informe um e-mail válido, como nome@exemplo.com.';
    case 'phone': {
      const digits = onlyDigits(values.phone);
      if (!digits) return undefined;
      // DDD (two digits, no zero) and the number; every mobile has nine digits starting with 9.
      const valid = /^[1-9]{2}(\d{8}|9\d{8})$/.test(digits);
      return valid ? undefined : 'Informe o telefone com DDD (10 ou 11 números).';
    }
    case 'cpf':
      if (!onlyDigits(values.cpf)) return undefined;
      return isValidCpf(values.cpf) ? undefined : 'CPF inválido. Confira os números.';
    case 'message':
      return [...values.message].length > MESSAGE_MAX_LENGTH
        ? `A mensagem pode ter até ${MESSAGE_MAX_LENGTH} caracteres.`
        : undefined;
    case 'amount':
      return validateAmount(values.amount);
  }
}

export function validateAmount(text: string): string | undefined {
  const cents = reaisToCents(text);
  if (cents === null) return 'Informe um valor como 50 ou 50,00.';
  if (cents < MIN_DONATION_CENTS || cents > MAX_DONATION_CENTS) {
    return `Doe de ${formatBRL(MIN_DONATION_CENTS / 100)} a ${formatBRL(MAX_DONATION_CENTS / 100)}.`;
  }
  return undefined;
}

export function validateDonationForm(values: DonationFormValues): DonationFormErrors {
  const errors: DonationFormErrors = {};
  for (const field of DONATION_FIELDS) {
    const message = validateField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

export function isDonationField(field: unknown): field is DonationField {
  return typeof field === 'string' && (DONATION_FIELDS as readonly string[]).includes(field);
}

/** Valid form values → what createDonation receives, with the visitor's attribution (seed §7). */
export function toDonationRequest(values: DonationFormValues): DonationRequest {
  const cents = reaisToCents(values.amount);
  if (cents === null) throw new Error('toDonationRequest needs validated values');
  const phone = onlyDigits(values.phone);
  const cpf = onlyDigits(values.cpf);
  const message = values.message.trim();
  return {
    ...getTrackingParams(),
    name: values.name.trim(),
    email: values.email.trim(),
    phone: phone || undefined,
    cpf: cpf || undefined,
    amount: centsToReais(cents),
    isAnonymous: values.isAnonymous,
    message: message || undefined,
    product: `Doação de ${formatBRL(cents / 100)}`,
  };
}
