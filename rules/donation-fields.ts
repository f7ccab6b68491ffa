/**
 * The donation form's fields, in the order the donor fills them (errors are reported in
 * this order). No zod here: the home page needs the list, the validator loads with the form.
 */
export const DONATION_FORM_FIELDS = ['name', 'email', 'phone', 'cpf', 'amount', 'message'] as const;
export type DonationFormField = (typeof DONATION_FORM_FIELDS)[number];
