import type { CreateDonationInput } from '../../gql/graphql.js';
import { DONATION_FORM_FIELDS, type DonationFormField } from '../../../../rules/donation-fields.js';
import { centsToAmountInput } from '../../../../rules/money.js';
import type { DedicationFormValues } from '../../../../rules/dedication.js';

/**
 * What the donor types, without the validator: the home page holds and reopens these
 * values, and the rules (zod, rules/donation.ts) load with the form (./form.ts).
 */
export interface DonationFormValues {
  name: string;
  email: string;
  phone: string;
  cpf: string;
  isAnonymous: boolean;
  /** The unticked box "Quero receber novidades da campanha por e-mail" (rules/updates-consent.ts). */
  wantsUpdates: boolean;
  message: string;
  /** As typed: "50", "50,00". */
  amount: string;
  /** The box "Doar em homenagem ou em memória de alguém": its fields are sent only while it is ticked (absent: unticked, empty). */
  dedicationOn?: boolean;
  dedication?: DedicationFormValues;
}

export type DonationField = DonationFormField;
export type DonationFormErrors = Partial<Record<DonationField, string>>;

/** A donation as the PIX dialog sends it; the dialog adds the idempotency key. */
export type DonationRequest = Omit<CreateDonationInput, 'idempotencyKey'>;

export const DONATION_FIELDS = DONATION_FORM_FIELDS;

export function emptyDonationForm(amountCents: number): DonationFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    cpf: '',
    isAnonymous: false,
    wantsUpdates: false,
    message: '',
    amount: centsToAmountInput(amountCents),
  };
}

/** 5000 → "50,00", the way a Brazilian types an amount. */
export const formatAmountInput = centsToAmountInput;

export function isDonationField(field: unknown): field is DonationField {
  return typeof field === 'string' && (DONATION_FIELDS as readonly string[]).includes(field);
}
