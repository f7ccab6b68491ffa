import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { isInputObjectType, isObjectType } from 'graphql';
import { buildSchema } from '../../api/src/app/schema.js';
import { centsToReais } from '../../rules/money.js';
import { TRACKING_FIELDS } from '../../rules/tracking.js';
import {
  emptyDonationForm,
  toDonationRequest,
  validateDonationForm,
  type DonationFormValues,
} from '../../web/src/features/donation/form.js';

import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * One table of what a donor can type, run against the donation form's checks and
 * against the API over real HTTP: both must accept the same inputs, and refuse the
 * same ones naming the same field with the same pt-BR message.
 */
type Case = [label: string, change: Partial<DonationFormValues>, refusedField: string | null];

const cases: Case[] = [
  ['a minimal donation', {}, null],
  ['every optional field', { phone: '(11) 98765-4321', cpf: '529.982.247-25', message: 'Força!' }, null],
  ['a phone with +55', { phone: '+55 11 98765-4321' }, null],
  ['a landline', { phone: '(11) 3456-7890' }, null],
  ['an amount with thousands', { amount: '1.234,56' }, null],
  ['an amount with a decimal point', { amount: '1234.56' }, null],
  ['an amount with one decimal', { amount: '50,5' }, null],
  ['an amount with R$', { amount: 'R$ 75' }, null],
  ['the smallest amount', { amount: '10' }, null],
  ['the largest amount', { amount: '50.000,00' }, null],
  ['a preset below the minimum', { amount: '5,00' }, null],
  ['a name with accents', { name: 'João Conceição' }, null],
  ['an e-mail in capitals', { email: 'MARIA@EXEMPLO.COM.BR' }, null],
  ['a one-letter name', { name: 'A' }, 'name'],
  ['a name without letters', { name: '12' }, 'name'],
  ['a name too long', { name: 'x'.repeat(101) }, 'name'],
  ['a control character in the name', { name: 'Jo\u0007ão' }, 'name'],
  ['an e-mail without domain', { email: 'maria@' }, 'email'],
  ['an e-mail with a space', { email: 'maria exemplo.com' }, 'email'],
  ['a short phone', { phone: '1198765' }, 'phone'],
  ['a mobile without the 9', { phone: '11887654321' }, 'phone'],
  ['a foreign phone', { phone: '+1 212 555 0100' }, 'phone'],
  ['a wrong CPF', { cpf: '123.456.789-00' }, 'cpf'],
  ['a repeated-digit CPF', { cpf: '111.111.111-11' }, 'cpf'],
  ['letters in the CPF', { cpf: '529.982.247-2a' }, 'cpf'],
  ['an amount below the minimum', { amount: '9,99' }, 'amount'],
  ['an amount above the maximum', { amount: '50000,01' }, 'amount'],
  ['three decimals', { amount: '10,001' }, 'amount'],
  ['a leading zero', { amount: '010.000' }, 'amount'],
  ['a misplaced thousands dot', { amount: '0.030' }, 'amount'],
  ['mixed separators', { amount: '1,234.56' }, 'amount'],
  ['letters as amount', { amount: 'cinquenta' }, 'amount'],
  ['no name from a donor who is not anonymous', { name: '' }, 'name'],
  ['an anonymous donor without a name', { isAnonymous: true, name: '' }, null],
  ['an anonymous donor whose name is only spaces', { isAnonymous: true, name: '   ' }, null],
  ['an anonymous donor who gives a name anyway', { isAnonymous: true, name: 'Maria' }, null],
  ['an anonymous donor with a one-letter name', { isAnonymous: true, name: 'A' }, 'name'],
  ['an anonymous donor without an e-mail', { isAnonymous: true, name: '', email: '' }, 'email'],
  ['an anonymous donor with an invalid e-mail', { isAnonymous: true, name: '', email: 'maria@' }, 'email'],
  ['a message too long', { message: 'a'.repeat(501) }, 'message'],
  ['a control character in the message', { message: 'oi\u0000' }, 'message'],
];

describe('the donation form and the API apply one rulebook', () => {
  let app: TestApp;
  // The limits the API serves to the page (Campaign.donationLimits); the form reads them from there.
  let limits: { minCents: number; maxCents: number; presetCents: number[] };

  beforeAll(async () => {
    app = await startTestApp({
      content: (content) => ({
        ...content,
        donationOptions: [
          { ...content.donationOptions[0]!, amountCents: 500, checkoutUrl: undefined },
          ...content.donationOptions,
        ],
      }),
    });
    const { body } = await app.graphql(`{ campaign { donationLimits { minAmount maxAmount presetAmounts } } }`);
    const served = body.data.campaign.donationLimits;
    const cents = (reais: string) => Math.round(Number(reais) * 100);
    limits = {
      minCents: cents(served.minAmount),
      maxCents: cents(served.maxAmount),
      presetCents: served.presetAmounts.map(cents),
    };
  });
  afterAll(() => app.close());

  it('serves the limits the server enforces', () => {
    expect(limits.minCents).toBe(app.deps.config.DONATION_MIN_CENTS);
    expect(limits.maxCents).toBe(app.deps.config.DONATION_MAX_CENTS);
    expect(limits.presetCents).toContain(500);
    expect(centsToReais(limits.maxCents)).toBe('50000.00');
  });

  it.each(cases)('%s', async (_label, change, refusedField) => {
    const values = { ...emptyDonationForm(5000), name: 'Maria Silva', email: 'maria@exemplo.com.br', ...change };
    const formErrors = validateDonationForm(values, limits);

    // What the form would send if it had not checked first: the donor's text as typed.
    const asTyped = { ...values, idempotencyKey: `parity-${randomUUID()}` };
    const rest = await fetch(`${app.url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(asTyped),
    });
    const restBody = (await rest.json()) as { id?: string; field?: string; message?: string };

    if (refusedField === null) {
      expect(formErrors).toEqual({});
      expect(rest.status).toBe(200);
      // What the form actually sends after its check is accepted too, through GraphQL.
      const { body } = await app.graphql(`mutation($input: CreateDonationInput!) { createDonation(input: $input) { id } }`, {
        input: { ...toDonationRequest(values), idempotencyKey: `parity-${randomUUID()}` },
      });
      expect(body.errors).toBeUndefined();
      return;
    }
    expect(Object.keys(formErrors)).toEqual([refusedField]);
    expect(rest.status).toBe(400);
    expect(restBody.field).toBe(refusedField);
    expect(restBody.message).toBe(formErrors[refusedField as keyof typeof formErrors]);
  });
});

describe('the schema and rules/ name the same tracking fields', () => {
  it('CreateDonationInput takes, and Tracking returns, exactly rules/tracking.ts fields', () => {
    const schema = buildSchema();
    const input = schema.getType('CreateDonationInput');
    const tracking = schema.getType('Tracking');
    if (!isInputObjectType(input) || !isObjectType(tracking)) throw new Error('schema types missing');
    expect(Object.keys(tracking.getFields())).toEqual(TRACKING_FIELDS);
    expect(Object.keys(input.getFields()).filter((name) => (TRACKING_FIELDS as string[]).includes(name))).toEqual(
      TRACKING_FIELDS,
    );
  });
});
