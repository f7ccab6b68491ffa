/**
 * The donation form's fields, in the order the donor fills them (errors are reported in
 * this order). A module of its own: the home page needs the list, and a bundler puts a
 * module shared by the page and the form into the page's first download whole, rules and all.
 */
export const DONATION_FORM_FIELDS = ['name', 'email', 'phone', 'cpf', 'amount', 'message'] as const;
export type DonationFormField = (typeof DONATION_FORM_FIELDS)[number];
