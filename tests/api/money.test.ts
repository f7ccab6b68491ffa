import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Types } from 'mongoose';
import {
  apiReaisToCents,
  centsToAmountInput,
  centsToBrl,
  centsToReais,
  readReaisNumber,
  readReaisText,
} from '../../rules/money.js';
import { validDonation } from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';

const cents = fc.integer({ min: 0, max: 999_999_999_999_99 });

describe('one amount grammar (rules/money.ts)', () => {
  it('reads every way the same amount can be written to the same cents', () => {
    fc.assert(
      fc.property(cents, (value) => {
        const whole = Math.floor(value / 100);
        const fraction = String(value % 100).padStart(2, '0');
        const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
        expect(readReaisText(centsToAmountInput(value))).toEqual({ ok: true, cents: value }); // "1234,56"
        expect(readReaisText(`${grouped},${fraction}`)).toEqual({ ok: true, cents: value }); // "1.234,56"
        expect(readReaisText(centsToReais(value))).toEqual({ ok: true, cents: value }); // "1234.56"
        expect(readReaisText(centsToBrl(value))).toEqual({ ok: true, cents: value }); // "R$ 1.234,56"
        expect(apiReaisToCents(centsToReais(value))).toBe(value);
      }),
    );
  });

  it('reads a JSON number as reais, never with the thousands rule', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(readReaisNumber(value / 100)).toEqual({ ok: true, cents: value });
      }),
    );
    // Three decimals are an error, not R$ 10.001,00 or R$ 12.345,00.
    expect(readReaisNumber(10.001)).toEqual({ ok: false, reason: 'decimals' });
    expect(readReaisNumber(12.345)).toEqual({ ok: false, reason: 'decimals' });
    expect(readReaisNumber(1e21).ok).toBe(false);
    expect(readReaisNumber(-1).ok).toBe(false);
    expect(readReaisNumber(Number.NaN).ok).toBe(false);
  });

  it('refuses any text with more than two decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        fc.stringMatching(/^\d{3,6}$/),
        fc.constantFrom(',', '.'),
        (whole, decimals, mark) => {
          const text = `${whole}${mark}${decimals}`;
          const reading = readReaisText(text);
          // Only "1.234" (a dot and exactly three digits after a 1-3 digit group) is a thousands separator.
          if (mark === '.' && decimals.length === 3 && /^[1-9]\d{0,2}$/.test(String(whole)))
            expect(reading).toEqual({ ok: true, cents: Number(`${whole}${decimals}`) * 100 });
          else expect(reading.ok).toBe(false);
        },
      ),
    );
  });

  it.each(['010.000', '0.030', '050', '1,234.56', '1.234.56', '1.23,45', '12.34,5', ',50', '50,', '1e3', '+50', '-50', ' ', ''])(
    'refuses %j',
    (text) => {
      expect(readReaisText(text).ok).toBe(false);
    },
  );
});

describe('amounts through the API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const post = async (amount: unknown) => {
    const response = await fetch(`${app.url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validDonation({ amount })),
    });
    return { status: response.status, body: (await response.json()) as { id?: string; field?: string; message?: string } };
  };
  const storedCents = async (id: string) => (await app.deps.models.Donation.findById(new Types.ObjectId(id)).lean())!.amountCents;

  it.each([
    [10.001, 'Use no máximo duas casas decimais, como 50,25.'],
    [12.345, 'Use no máximo duas casas decimais, como 50,25.'],
    ['0.030', 'Use no máximo duas casas decimais, como 50,25.'],
    ['010.000', 'Informe um valor como 50 ou 50,00.'],
    ['1,234.56', 'Informe um valor como 50 ou 50,00.'],
  ])('refuses %j with a pt-BR message and stores nothing', async (amount, message) => {
    const before = await app.deps.models.Donation.countDocuments();
    const { status, body } = await post(amount);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'amount', message });
    expect(await app.deps.models.Donation.countDocuments()).toBe(before);
  });

  it.each([
    [10.5, 1050],
    [75, 7500],
    ['1.234,56', 123456],
    ['1234.56', 123456],
    ['1.234', 123400],
    ['50,5', 5050],
  ])('stores %j as %i cents', async (amount, expected) => {
    const { status, body } = await post(amount);
    expect(status).toBe(200);
    expect(await storedCents(body.id!)).toBe(expected);
  });
});
