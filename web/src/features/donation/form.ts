import type { CreateDonationInput } from '../../gql/graphql.js';
import {
  DONATION_FORM_FIELDS,
  cpfRule,
  emailRule,
  messageRule,
  nameRule,
  phoneRule,
  type DonationFormField,
} from '../../../../rules/donation-fields.js';
import { centsToAmountInput, centsToBrl, centsToReais, reaisToCents } from '../../../../rules/money.js';
import type { FieldRule } from '../../../../rules/rule.js';
import { getTrackingParams } from '../../shared/tracking.js';

export { MESSAGE_MAX_LENGTH } from '../../../../rules/donation-fields.js';

/**
 * The donation form's values and the request they become. No validator here: the home
 * page's donation flow imports this, and the checks (validation.ts) load with the form.
 */

/** What the donor sees in the form; the rules (rules/donation-fields.ts) are the API's own. */
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

export type DonationField = DonationFormField;
export type DonationFormErrors = Partial<Record<DonationField, string>>;

/** A donation as the PIX dialog sends it; the dialog adds the idempotency key. */
export type DonationRequest = Omit<CreateDonationInput, 'idempotencyKey'>;

export const DONATION_FIELDS = DONATION_FORM_FIELDS;

export function emptyDonationForm(amountCents: number): DonationFormValues {
  return { name: '', email: '', phone: '', cpf: '', isAnonymous: false, message: '', amount: centsToAmountInput(amountCents) };
}

/** 5000 → "50,00", the way a Brazilian types an amount. */
export const formatAmountInput = centsToAmountInput;

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

export function isDonationField(field: unknown): field is DonationField {
  return typeof field === 'string' && (DONATION_FIELDS as readonly string[]).includes(field);
}

function normalised<T>(rule: FieldRule<T>, value: string): T {
  const result = rule(value);
  if ('error' in result) throw new Error('toDonationRequest needs validated values');
  return result.value;
}

/** Valid form values (validation.ts passed) → what createDonation receives, with the visitor's attribution (seed §7). */
export function toDonationRequest(values: DonationFormValues): DonationRequest {
  const cents = reaisToCents(values.amount);
  if (cents === null) throw new Error('toDonationRequest needs validated values');
  const phone = normalised(phoneRule, values.phone);
  const cpf = normalised(cpfRule, values.cpf);
  const message = normalised(messageRule, values.message);
  return {
    ...getTrackingParams(),
    name: normalised(nameRule, values.name),
    email: normalised(emailRule, values.email),
    phone: phone || undefined,
    cpf: cpf || undefined,
    amount: centsToReais(cents),
    isAnonymous: values.isAnonymous,
    message: message || undefined,
    product: `Doação de ${centsToBrl(cents)}`,
  };
}
