import type { DonationLimits } from '../../../../rules/amount.js';
import { checkDonationForm } from '../../../../rules/donation.js';
import { messagesByField } from '../../../../rules/rule.js';
import { centsToBrl, centsToReais } from '../../../../rules/money.js';
import { getReferral, getTrackingParams } from '../../shared/tracking.js';
import { checkDedication, emptyDedicationForm, type Dedication, type DedicationField } from '../../../../rules/dedication.js';
import type { DedicationKind } from '../../gql/graphql.js';
import type { DonationField, DonationFormErrors, DonationFormValues, DonationRequest } from './values.js';

export { MESSAGE_MAX_LENGTH } from '../../../../rules/donation-rules.js';

export {
  DONATION_FIELDS,
  emptyDonationForm,
  formatAmountInput,
  isDonationField,
  type DonationField,
  type DonationFormErrors,
  type DonationFormValues,
  type DonationRequest,
} from './values.js';

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

/** Every field's problem, with the API's own rules and messages. */
export function validateDonationForm(values: DonationFormValues, limits: DonationLimits): DonationFormErrors {
  const checked = checkDonationForm(values, limits);
  return checked.ok ? {} : messagesByField<DonationField>(checked.errors);
}

export function validateField(field: DonationField, values: DonationFormValues, limits: DonationLimits): string | undefined {
  return validateDonationForm(values, limits)[field];
}

export type DedicationErrors = Partial<Record<DedicationField, string>>;

/** The dedication's problems (rules/dedication.ts), by field; none while its box is unticked. */
export function validateDedication(values: DonationFormValues): DedicationErrors {
  if (!values.dedicationOn) return {};
  // Ticked with nothing typed yet: the empty fields, so the rules ask for the kind and the name.
  const checked = checkDedication(values.dedication ?? emptyDedicationForm());
  if ('value' in checked) return {};
  return Object.fromEntries(checked.errors.map((error) => [error.field.replace(/^dedication\./, ''), error.message]));
}

function dedicationRequestOf(values: DonationFormValues): Dedication | null {
  if (!values.dedicationOn) return null;
  const checked = checkDedication(values.dedication ?? emptyDedicationForm());
  if (!('value' in checked)) throw new Error('toDonationRequest needs a validated dedication');
  return checked.value;
}

/** Valid form values → what createDonation receives, with the visitor's attribution (seed §7). */
export function toDonationRequest(values: DonationFormValues): DonationRequest {
  // The limits were checked by validateDonationForm; here only the normalised values matter.
  const checked = checkDonationForm(values, { minCents: 0, maxCents: Number.MAX_SAFE_INTEGER, presetCents: [] });
  if (!checked.ok) throw new Error('toDonationRequest needs validated values');
  const { name, email, phone, cpf, amount: cents, message } = checked.value;
  const dedication = dedicationRequestOf(values);
  return {
    ...getTrackingParams(),
    referredBy: getReferral(),
    name: name || undefined,
    email,
    phone: phone || undefined,
    cpf: cpf || undefined,
    amount: centsToReais(cents),
    isAnonymous: values.isAnonymous,
    // Only when ticked: the consent is recorded with its time and text version.
    ...(values.wantsUpdates && { wantsUpdates: true }),
    message: message || undefined,
    ...(dedication && {
      dedication: {
        kind: dedication.kind as DedicationKind,
        name: dedication.name,
        email: dedication.email || undefined,
        message: dedication.message || undefined,
        showAmount: dedication.showAmount,
      },
    }),
    product: `Doação de ${centsToBrl(cents)}`,
  };
}
