import * as z from 'zod/mini';
import type { DonationLimits } from './amount.js';
import {
  DONATION_INPUT_FIELDS,
  MESSAGES,
  PRODUCT_MAX_LENGTH,
  PRODUCTS_MAX_LENGTH,
  amountRule,
  anonymousNameRule,
  cpfRule,
  emailRule,
  idempotencyKeyRule,
  isAnonymousRule,
  wantsUpdatesRule,
  messageRule,
  nameRule,
  optionalTextRule,
  phoneRule,
  referredByRule,
  trackingRule,
} from './donation-rules.js';
import { DONATION_FORM_FIELDS, type DonationFormField } from './donation-fields.js';
import { fieldErrorsOf, fieldSchema } from './field.js';
import { centsToBrl } from './money.js';
import { CONTROL_CHARACTER, characterCount, type FieldError } from './rule.js';
import { checkDedication, type Dedication } from './dedication.js';
import { TRACKING_FIELDS, type TrackingParams } from './tracking.js';

/**
 * A donation request as zod schemas over the field rules (rules/donation-rules.ts):
 * the API parses every call with donationInputSchema, the donation form checks what
 * the donor typed with donationFormSchema.
 */

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

/** The dedication (rules/dedication.ts): each problem under `dedication.<field>`, as the forms show it. */
const dedicationSchema = z.pipe(
  z.optional(z.unknown()),
  z.transform((input: unknown, ctx): Dedication | null => {
    const checked = checkDedication(input);
    if ('value' in checked) return checked.value;
    for (const error of checked.errors)
      ctx.issues.push({ code: 'custom', message: error.message, input, path: error.field.split('.').slice(1) });
    return z.NEVER;
  }),
);

/** A createDonation request (GraphQL input or REST body); a client's ipAddress or userAgent is dropped. */
export function donationInputSchema(limits: DonationLimits, isAnonymous = false) {
  const trackingShape = Object.fromEntries(TRACKING_FIELDS.map((field) => [field, fieldSchema(trackingRule(field))]));
  const fields = z.object(
    {
      idempotencyKey: fieldSchema(idempotencyKeyRule),
      ...donationFormSchema(limits, isAnonymous).shape,
      isAnonymous: fieldSchema(isAnonymousRule),
      wantsUpdates: fieldSchema(wantsUpdatesRule),
      ...(trackingShape as Record<(typeof TRACKING_FIELDS)[number], ReturnType<typeof fieldSchema<string | undefined>>>),
      referredBy: fieldSchema(referredByRule),
      dedication: dedicationSchema,
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
        // Only when asked: a request without it hashes as before (the idempotency check compares hashes).
        ...(raw.wantsUpdates ? { wantsUpdates: true as const } : {}),
        // Likewise: a request without a share code hashes as before.
        ...(raw.referredBy ? { referredBy: raw.referredBy } : {}),
        // And one without a dedication (rules/dedication.ts).
        ...(raw.dedication ? { dedication: raw.dedication } : {}),
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
