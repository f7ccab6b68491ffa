import fc from 'fast-check';
import { CREATE_DONATION, validDonation } from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * Generated bad donations, each with at least one field broken in a way the rules of
 * issue 3 forbid, sent to the real app. None may yield a 5xx, and none may write.
 */
const notAString = fc.oneof(
  fc.integer(),
  // Finite only: JSON sends NaN and ±Infinity as null, which an optional field rightly takes as "not given".
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant({}),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
// Starts with letters so that trimming spaces cannot bring it back under the limit.
const longerThan = (limit: number) => fc.string({ maxLength: 100 }).map((tail) => 'x'.repeat(limit + 1) + tail);
const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));

/** A CPF of 11 digits whose second check digit is off by one. */
const cpfWithWrongCheckDigit = digits(9, 9).map((base) => {
  const check = (text: string, weight: number) => {
    let sum = 0;
    for (let i = 0; i < text.length; i++) sum += Number(text[i]) * (weight - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = check(base, 10);
  const second = check(base + first, 11);
  return `${base}${first}${(second + 1) % 10}`;
});

const brokenField = fc.oneof(
  fc.record({
    field: fc.constant('name'),
    value: fc.oneof(fc.string({ maxLength: 1 }), longerThan(100), digits(2, 20), notAString),
  }),
  fc.record({
    field: fc.constant('email'),
    value: fc.oneof(
      fc.string({ maxLength: 40 }).filter((text) => !text.includes('@')),
      fc.constant('a@'),
      fc.constant('@b.com'),
      notAString,
    ),
  }),
  fc.record({
    field: fc.constant('phone'),
    value: fc.oneof(digits(1, 9), digits(12, 20), fc.stringMatching(/^[a-z]{1,12}$/), notAString),
  }),
  fc.record({
    field: fc.constant('cpf'),
    value: fc.oneof(
      cpfWithWrongCheckDigit,
      digits(1, 10),
      digits(12, 14),
      fc.constantFrom('000.000.000-00', '999.999.999-99'),
      notAString,
    ),
  }),
  fc.record({
    field: fc.constant('amount'),
    value: fc.oneof(
      fc.integer({ min: -1_000_000, max: 9 }).map(String),
      fc.integer({ min: 50_001, max: 10_000_000 }),
      fc.double({ min: 0, max: 9.99, noNaN: true }),
      fc.constantFrom('10,001', '1e5', 'NaN', 'Infinity', '', ' ', '50.', '.50', '50,0,0', '0x32', '٥٠'),
      fc.constantFrom(Number.NaN, -1, 0),
      fc.boolean(),
      fc.constant({ $gt: 0 }),
    ),
  }),
  fc.record({ field: fc.constant('message'), value: fc.oneof(longerThan(500), notAString) }),
  fc.record({
    field: fc.constantFrom('utmSource', 'utmMedium', 'utmCampaign', 'gclid', 'keyword', 'adgroupid', 'campaignid', 'creative'),
    value: fc.oneof(longerThan(200), notAString),
  }),
  fc.record({
    field: fc.constant('products'),
    value: fc.oneof(
      fc.string({ minLength: 1, maxLength: 50 }).filter((text) => text.trim() !== ''),
      fc
        .integer({ min: 1, max: 10_000_000 })
        .filter((cents) => cents !== 5000)
        .map((unitPrice) => JSON.stringify([{ id: 'x', title: 't', unitPrice, quantity: 1, tangible: false }])),
      fc.constant('[]'),
      fc.constant('{}'),
      notAString,
    ),
  }),
  fc.record({ field: fc.constant('isAnonymous'), value: fc.oneof(fc.string(), fc.integer(), fc.constant({})) }),
  fc.record({
    field: fc.constant('idempotencyKey'),
    value: fc.oneof(fc.string({ maxLength: 7 }), fc.string({ minLength: 101, maxLength: 150 }), notAString),
  }),
);

/** One to three broken fields over a valid donation, sometimes with junk extra fields too. */
const badPayload = fc
  .tuple(
    fc.array(brokenField, { minLength: 1, maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 10 }), fc.anything(), { maxKeys: 3 }),
  )
  .map(([broken, extra]) => {
    const payload: Record<string, unknown> = { ...extra, ...validDonation() };
    for (const { field, value } of broken) payload[field] = value;
    return payload;
  });

/** Bodies that are not a donation at all. */
const notADonation = fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.array(fc.anything(), { maxLength: 3 }));

describe('createDonation under generated bad input', () => {
  let app: TestApp;
  let calls = 0;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('never answers 5xx and never writes a donation (REST)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ arbitrary: badPayload, weight: 9 }, { arbitrary: notADonation, weight: 1 }),
        async (payload) => {
          calls += 1;
          const response = await fetch(`${app.url}/api/donations`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(payload),
          });
          const body = (await response.json()) as { code: string; message: string };
          expect(response.status).toBe(400);
          expect(body.code).toBe('BAD_USER_INPUT');
          expect(body.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 500 },
    );
    expect(calls).toBeGreaterThanOrEqual(500);
    expect(await app.deps.models.Donation.countDocuments()).toBe(0);
  });

  it('never answers 5xx and never writes a donation (GraphQL)', async () => {
    await fc.assert(
      fc.asyncProperty(badPayload, async (input) => {
        const { status, body } = await app.graphql(CREATE_DONATION, { input });
        expect(status).toBeLessThan(500);
        expect(body.data?.createDonation ?? null).toBeNull();
        expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }),
      { numRuns: 200 },
    );
    expect(await app.deps.models.Donation.countDocuments()).toBe(0);
  });
});
