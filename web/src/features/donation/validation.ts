import type { DonationLimits } from '../../../../rules/amount.js';
import { checkDonationForm } from '../../../../rules/donation.js';
import { messagesByField } from '../../../../rules/rule.js';
import type { DonationField, DonationFormErrors, DonationFormValues } from './form.js';

/** Every field's problem, with the API's own rules and messages (rules/donation.ts); loaded with the form, not the page. */
export function validateDonationForm(values: DonationFormValues, limits: DonationLimits): DonationFormErrors {
  const checked = checkDonationForm(values, limits);
  return checked.ok ? {} : messagesByField<DonationField>(checked.errors);
}

export function validateField(field: DonationField, values: DonationFormValues, limits: DonationLimits): string | undefined {
  return validateDonationForm(values, limits)[field];
}
