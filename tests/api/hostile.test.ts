import { createHash, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { Types } from 'mongoose';
import { ensureIndexes } from '../../api/src/app/indexes.js';
import { notifyPayment } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

/**
 * Hostile input against every public operation and REST alias: whatever arrives,
 * the answer is a 4xx (or a 2xx for input that happens to be valid) with a stable
 * code, nothing internal leaks, and nothing is written unless it was accepted.
 */

const WEBHOOK_SECRET = 'webhook-secret-for-hostile-tests';

/** Codes a client may see; INTERNAL_SERVER_ERROR would mean a bug reached the edge. */
const CLIENT_CODES = new Set([
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'NOT_FOUND',
  'CONFLICT',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
]);

/** What an answer must never contain: driver and runtime internals, stack frames, source paths. */
const INTERNALS =
  /mongo|mongoose|E11000|Cast to|ObjectParameterError|BSON|\bstack\b|\bat \S+ \(|node_modules|api\/src|TypeError|ReferenceError|Cannot read propert|undefined is not/i;

// ----------------------------------------------------------------- hostile values

/** Strings a careless parser or a regex trips on. */
const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '\udfff',
    'a\u0000b',
    '\u202eoãçifitrec',
    '\u200b\u200b\u200b',
    '\ufeffMaria',
    'Zalgo: M̵̢̛̤a̸̧̜r̶̢̛i̷̧̛a̴̛̗',
    '👩‍👩‍👧‍👦'.repeat(50),
    'Ｍａｒｉａ',
    '<script>alert(1)</script>',
    "'; DROP TABLE donations; --",
    '{"$gt": ""}',
    '$where',
    '__proto__',
    'constructor',
    '../../../../etc/passwd',
    '%00',
    '1e309',
    '-0',
    'NaN',
    '50,00,00',
    '999999999999999999999',
    'x'.repeat(70_000),
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** MongoDB operators where a string belongs. */
const operatorInjection = fc.constantFrom<unknown>(
  { $gt: '' },
  { $ne: null },
  { $regex: '.*' },
  { $where: 'sleep(1000)' },
  { $expr: { $eq: [1, 1] } },
  { $in: ['a', 'b'] },
  [{ $gt: '' }],
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  operatorInjection,
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, 50.005, [], {}, [null]),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Objects whose keys are hostile too: prototype pollution and operator keys. */
const hostileObject = fc
  .tuple(
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', '$set', '$where')),
      hostileValue,
      {
        maxKeys: 6,
      },
    ),
    fc.boolean(),
  )
  .map(([entries, withProto]) => {
    // JSON.parse('{"__proto__": …}') gives an own property named __proto__, as a raw body would.
    const text = JSON.stringify(entries);
    return withProto
      ? JSON.parse(text.replace(/^\{/, '{"__proto__":{"isAdmin":true,"polluted":true},').replace(/,\}$/, '}'))
      : entries;
  });

const VALID_DONATION = { name: 'Ana Lima', email: 'ana@example.com', amount: '50' };

/** Mostly the valid value, sometimes something hostile: some inputs must pass, or "no write" proves nothing. */
const validOr = (valid: unknown) =>
  fc.oneof({ arbitrary: fc.constant(valid), weight: 5 }, { arbitrary: hostileValue, weight: 1 });
/** Mostly absent, sometimes hostile. */
const absentOr = () => fc.oneof({ arbitrary: fc.constant(undefined), weight: 9 }, { arbitrary: hostileValue, weight: 1 });

/** A donation input where any field may be replaced by something hostile, or be valid. */
const donationInput = fc
  .record({
    idempotencyKey: fc.oneof({ arbitrary: fc.uuid(), weight: 5 }, { arbitrary: hostileValue, weight: 1 }),
    name: validOr(VALID_DONATION.name),
    email: validOr(VALID_DONATION.email),
    amount: validOr(VALID_DONATION.amount),
    cpf: absentOr(),
    phone: absentOr(),
    message: absentOr(),
    products: absentOr(),
    utmSource: absentOr(),
    isAnonymous: absentOr(),
  })
  .chain((input) =>
    fc.oneof(
      { arbitrary: fc.constant(input), weight: 2 },
      { arbitrary: hostileObject.map((extra) => ({ ...extra, ...input })), weight: 1 },
    ),
  );

// ----------------------------------------------------------------- checks

function expectSafeErrors(errors: { message: string; extensions?: { code?: string } }[] | undefined, context: unknown): void {
  for (const error of errors ?? []) {
    if (!CLIENT_CODES.has(error.extensions?.code ?? ''))
      throw new Error(`unexpected code in ${JSON.stringify(error)} for ${JSON.stringify(context)}`);
    if (INTERNALS.test(error.message)) throw new Error(`internal detail leaked: ${error.message}`);
    if (JSON.stringify(error.extensions).match(/stacktrace|exception/i))
      throw new Error(`stack leaked: ${JSON.stringify(error)}`);
  }
}

async function expectSafeResponse(response: Response, context: unknown): Promise<any> {
  const text = await response.text();
  // Node's HTTP parser refuses an oversized URL or header before the app sees it.
  if (response.status === 431 || response.status === 414) return {};
  if (response.status >= 500)
    throw new Error(`${response.status} for ${JSON.stringify(context).slice(0, 500)}: ${text.slice(0, 500)}`);
  if (INTERNALS.test(text.slice(0, 5000)) && response.status >= 400)
    throw new Error(`internal detail leaked: ${text.slice(0, 500)}`);
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`not JSON (${response.status}): ${text.slice(0, 200)}`);
  }
  if (response.status >= 400 && !body.errors) {
    expect(CLIENT_CODES.has(body.code)).toBe(true);
    expect(typeof body.message).toBe('string');
  }
  expectSafeErrors(body.errors, context);
  return body;
}

const counts = async (app: TestApp) => ({
  donations: await app.deps.models.Donation.countDocuments(),
  contactMessages: await app.deps.models.ContactMessage.countDocuments(),
  comments: await app.deps.models.Comment.countDocuments(),
  campaign: JSON.stringify(await app.deps.models.Campaign.findById('main', { raisedCents: 1, supportersCount: 1 }).lean()),
});

const RUNS = { numRuns: 60 };

describe('hostile input', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { PIX_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  });

  /** A real pending donation of the test's own, which hostile input must never reach. */
  const createKnownDonation = async (): Promise<{ id: string; accessToken: string }> => {
    const created = await app.graphql(
      `mutation($input: CreateDonationInput!) { createDonation(input: $input) { id accessToken } }`,
      { input: { ...VALID_DONATION, idempotencyKey: `hostile-known-${randomUUID()}` } },
    );
    return created.body.data.createDonation;
  };
  afterAll(() => app.close());

  const gql = (query: string, variables?: unknown) =>
    fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });

  it('createDonation (GraphQL and REST) writes exactly the donations it accepted', async () => {
    const before = await counts(app);
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(donationInput, fc.boolean(), async (input, viaRest) => {
        const response = viaRest
          ? await fetch(`${app.url}/api/donations`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(input),
            })
          : await gql(`mutation($input: CreateDonationInput!) { createDonation(input: $input) { id } }`, { input });
        const body = await expectSafeResponse(response, input);
        const id = viaRest ? body.id : body.data?.createDonation?.id;
        if (id) accepted++;
        else expect(response.status === 200 && !viaRest ? body.errors?.length : response.status).toBeTruthy();
        // The prototype was never polluted by a __proto__ key.
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      RUNS,
    );
    const after = await counts(app);
    expect(after.donations - before.donations).toBe(accepted);
    expect(after.campaign).toBe(before.campaign);
    // Not a vacuous run: both outcomes happened.
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(RUNS.numRuns);
  });

  it('ids and cursors with operators or junk never match a record they should not', async () => {
    const { id: knownDonationId, accessToken: knownToken } = await createKnownDonation();
    await fc.assert(
      fc.asyncProperty(hostileValue, async (value) => {
        for (const [query, variables] of [
          [
            `query($id: ID!, $token: String!) { donationStatus(id: $id, accessToken: $token) { id status } }`,
            { id: value, token: value },
          ],
          [
            `query($id: ID!, $token: String!) { donationStatus(id: $id, accessToken: $token) { id status } }`,
            { id: knownDonationId, token: value },
          ],
          [
            `mutation($id: ID!, $token: String!) { pixCode(donationId: $id, accessToken: $token) { pixCode } }`,
            { id: value, token: value },
          ],
          [
            `mutation($id: ID!, $token: String!) { pixCode(donationId: $id, accessToken: $token) { pixCode } }`,
            { id: knownDonationId, token: value },
          ],
          [`query($after: String) { comments(first: 3, after: $after) { nodes { id } } }`, { after: value }],
          [`query($after: String) { recentDonations(limit: 3, after: $after) { id } }`, { after: value }],
          [`query($first: Int) { comments(first: $first) { nodes { id } } }`, { first: value }],
          [`query($limit: Int) { recentDonations(limit: $limit) { id } }`, { limit: value }],
        ] as const) {
          const body = await expectSafeResponse(await gql(query, variables), { query, variables });
          // An operator object never finds the known donation.
          // Neither does any token but the donation's own.
          if (query.includes('donationStatus')) expect(body.data?.donationStatus?.id).toBeUndefined();
        }
        // A URL cannot carry a lone surrogate (browsers send U+FFFD), so neither does this one.
        const path = (typeof value === 'string' ? value : JSON.stringify(value)).replace(
          /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
          '\uFFFD',
        );
        const rest = await fetch(`${app.url}/api/pix/${encodeURIComponent(path)}`);
        await expectSafeResponse(rest, path);
        expect(rest.status).not.toBe(200);
        await expectSafeResponse(
          await fetch(`${app.url}/api/comments?after=${encodeURIComponent(path)}&first=${encodeURIComponent(path)}`),
          path,
        );
      }),
      { numRuns: 40 },
    );
    // The real id still works: the failures above were about the input.
    const known = await gql(`query($id: ID!, $token: String!) { donationStatus(id: $id, accessToken: $token) { id status } }`, {
      id: knownDonationId,
      token: knownToken,
    });
    expect(((await known.json()) as any).data.donationStatus.status).toBe('PENDING');
  });

  it('sendContactMessage stores only what it accepted', async () => {
    const before = await counts(app);
    let accepted = 0;
    const contactInput = fc.record(
      {
        name: validOr('Carlos Alberto'),
        email: validOr('carlos@example.com'),
        message: validOr('Gostaria de ajudar de outra forma.'),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(contactInput, async (input) => {
        const body = await expectSafeResponse(
          await gql(`mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`, { input }),
          input,
        );
        if (body.data?.sendContactMessage?.id) accepted++;
      }),
      RUNS,
    );
    expect((await counts(app)).contactMessages - before.contactMessages).toBe(accepted);
    expect(accepted).toBeGreaterThan(0);
  });

  it('malformed bodies, wrong content types and random documents get 4xx with a stable code', async () => {
    const before = await counts(app);
    const rawBody = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom(
        '{',
        '{"query": ',
        '[]',
        '[{}]',
        'null',
        '"text"',
        '{"query": 5}',
        '{"query": "{ campaign { raised } ", "variables": []}',
        '\u0000',
      ),
      fc.jsonValue().map((value) => JSON.stringify(value)),
    );
    const document = fc.oneof(
      fc.string({ maxLength: 100 }),
      fc.constantFrom(
        '{ campaign { raised ... on Campaign { goal ... on Campaign { goal } } } }',
        'query { __typename } mutation { __typename }',
        '{ campaign @skip(if: true) @skip(if: true) { goal } }',
        `{ ${'a: campaign { goal } '.repeat(50)} }`,
        `{ campaign { ${'raised '.repeat(3000)} } }`,
        `fragment A on Campaign { ...B } fragment B on Campaign { ...A } { campaign { ...A } }`,
        'subscription { campaign { goal } }',
        'mutation { createDonation(input: {}) { id } }',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        rawBody,
        document,
        fc.constantFrom('/graphql', '/api/donations', '/api/pix/webhook/pix'),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
        ),
        async (body, query, path, contentType) => {
          const raw = await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });
          await expectSafeResponse(raw, { path, body, contentType });
          const doc = await gql(query);
          await expectSafeResponse(doc, query);
        },
      ),
      RUNS,
    );
    expect(await counts(app)).toEqual(before);
  });

  it('the webhook rejects unauthenticated, malformed and replayed notifications', async () => {
    const { id: knownDonationId, accessToken: knownAccessToken } = await createKnownDonation();
    const issued = await (
      await gql(`mutation($id: ID!, $token: String!) { pixCode(donationId: $id, accessToken: $token) { pixCode amount } }`, {
        id: knownDonationId,
        token: knownAccessToken,
      })
    ).json();
    expect((issued as any).data.pixCode.amount).toBe('50.00');
    const { txid } = (await app.deps.models.Donation.findById(knownDonationId).lean())!;
    const notification = {
      pix: [{ endToEndId: 'E18236120202603101200s0123456789', txid, valor: '50.00', horario: new Date().toISOString() }],
    };
    const send = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${app.url}/api/pix/webhook/pix`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const before = await counts(app);

    for (const headers of [
      {} as Record<string, string>,
      { 'x-webhook-secret': 'wrong-secret-0123456789' },
      { authorization: `Bearer ${WEBHOOK_SECRET}` },
    ]) {
      const response = await send(notification, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    expect(
      (
        await fetch(`${app.url}/api/pix/webhook/not-the-secret/pix`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(notification),
        })
      ).status,
    ).toBe(401);

    const secret = { 'x-webhook-secret': WEBHOOK_SECRET };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(hostileObject, hostileValue, fc.record({ pix: fc.array(hostileObject, { maxLength: 3 }) })),
        async (body) => {
          const response = await send(body, secret);
          await expectSafeResponse(response, body);
        },
      ),
      { numRuns: 40 },
    );
    expect(await counts(app)).toEqual(before);

    const first = await send(notification, secret);
    expect(first.status).toBe(200);
    const paid = await counts(app);
    expect(JSON.parse(paid.campaign).raisedCents - JSON.parse(before.campaign).raisedCents).toBe(5000);
    // The PSP retries, or someone replays a captured call: the money counts once.
    for (let replay = 0; replay < 3; replay++) {
      const again = await send(notification, secret);
      expect(again.status).toBe(200);
      expect(((await again.json()) as any).results[0].repeated).toBe(true);
    }
    const otherId = { pix: [{ ...notification.pix[0], endToEndId: 'E18236120202603101200s9999999999' }] };
    expect((await send(otherId, secret)).status).toBe(200);
    expect((await counts(app)).campaign).toBe(paid.campaign);
  });
});

describe('rate limits count what they protect, not what an attacker sends', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_CREATE_DONATION: '3/600', RATE_LIMIT_ADMIN_AUTH: '10/900' } });
  });
  afterAll(() => app.close());

  const donate = (body: unknown) =>
    fetch(`${app.url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('donations: rejected bodies and replays count nothing; a known key is answered even when limited', async () => {
    for (let i = 0; i < 5; i++)
      expect((await donate({ ...VALID_DONATION, amount: 'abc', idempotencyKey: `bad-${i}-key` })).status).toBe(400);
    const first = { ...VALID_DONATION, idempotencyKey: 'limit-first-0001' };
    const created = await donate(first);
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    // Retries of the same donation are no new donations.
    for (let i = 0; i < 3; i++) expect(await (await donate(first)).json()).toMatchObject({ id });
    for (const key of ['limit-second-001', 'limit-third-0001'])
      expect((await donate({ ...VALID_DONATION, idempotencyKey: key })).status).toBe(200);

    const over = await donate({ ...VALID_DONATION, idempotencyKey: 'limit-fourth-001' });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    // The donor whose answer was lost still gets their donation back with its key.
    const lost = await donate(first);
    expect(lost.status).toBe(200);
    expect(await lost.json()).toMatchObject({ id });
    // The refused one stored nothing.
    expect(await app.deps.models.Donation.countDocuments()).toBe(3);
  });

  const ADMIN_QUERY = '{ booksCheck { __typename } }';
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('admin login: other Authorization headers and public requests are no attempts', async () => {
    for (let i = 0; i < 12; i++) {
      const anyHeader = [{ authorization: 'Basic abc' }, bearer(`wrong-${i}-0123456789abcdef`), { authorization: 'x' }][i % 3]!;
      expect((await app.graphql('{ campaign { goal } }', {}, anyHeader)).body.errors).toBeUndefined();
      const csv = await fetch(`${app.url}/api/admin/donations.csv`, { headers: { authorization: 'Basic abc' } });
      expect(csv.status).toBe(401);
      const basicOnAdmin = await app.graphql(ADMIN_QUERY, {}, { authorization: 'Basic abc' });
      expect(basicOnAdmin.body.errors![0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect(await app.deps.models.RateLimitWindow.countDocuments({ key: /^adminAuthFailure/ })).toBe(0);
    expect((await app.graphql(ADMIN_QUERY, {}, bearer(ADMIN_TOKEN))).body.errors).toBeUndefined();
  });

  it('admin login: wrong tokens are limited, the right token never is (GraphQL and REST alike)', async () => {
    for (let i = 0; i < 10; i++) {
      const wrong = await app.graphql(ADMIN_QUERY, {}, bearer(`guess-${i}-0123456789abcdef`));
      expect(wrong.body.errors![0].extensions.code).toBe('UNAUTHENTICATED');
    }
    const limitedGraphql = await app.graphql(ADMIN_QUERY, {}, bearer('guess-10-0123456789abcdef'));
    expect(limitedGraphql.body.errors![0].extensions.code).toBe('RATE_LIMITED');
    const limitedRest = await fetch(`${app.url}/api/admin/donations.csv`, { headers: bearer('guess-11-0123456789abcdef') });
    expect(limitedRest.status).toBe(429);
    expect(Number(limitedRest.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await app.graphql(ADMIN_QUERY, {}, bearer(ADMIN_TOKEN))).body.errors).toBeUndefined();
    const csv = await fetch(`${app.url}/api/admin/donations.csv`, { headers: bearer(ADMIN_TOKEN) });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
  });
});

describe('concurrent payments of one charge', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { PIX_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  });
  afterAll(() => app.close());

  const notify = (pix: unknown) => notifyPayment(app, WEBHOOK_SECRET, pix);

  it.each([20, 10])(
    '%i payments at once with different end-to-end ids: exactly one confirms, the others are duplicates',
    async (count) => {
      const created = await app.graphql(`mutation($input: CreateDonationInput!) { createDonation(input: $input) { id } }`, {
        input: { ...VALID_DONATION, idempotencyKey: `concurrent-payments-${count}` },
      });
      const id: string = created.body.data.createDonation.id;
      const { txid } = (await app.deps.models.Donation.findById(id).lean())!;
      const before = (await app.deps.models.Campaign.findById('main').lean())!;

      const answers = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          notify({
            endToEndId: `E${count}x${String(i).padStart(6, '0')}`,
            txid,
            valor: '50.00',
            horario: new Date().toISOString(),
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(count).fill(200));
      // Webhook answers name donations and payments: never cached.
      expect(answers.map((answer) => answer.headers.get('cache-control'))).toEqual(Array(count).fill('no-store'));

      const payments = await app.deps.models.PixPayment.find({ txid }).lean();
      expect(payments).toHaveLength(count);
      expect(payments.filter((payment) => payment.outcome === 'CONFIRMED')).toHaveLength(1);
      expect(payments.filter((payment) => payment.outcome === 'DUPLICATE_PAYMENT')).toHaveLength(count - 1);
      const after = (await app.deps.models.Campaign.findById('main').lean())!;
      expect(after.raisedCents - before.raisedCents).toBe(5000);
      expect(after.supportersCount - before.supportersCount).toBe(1);
    },
  );

  it('payments recorded before the charge key get one at start-up, and the index is built', async () => {
    const donationId = new Types.ObjectId();
    const base = { txid: donationId.toHexString(), amountCents: 5000, expectedCents: 5000, source: 'webhook' };
    await app.deps.models.PixPayment.collection.dropIndex('chargeKey_1');
    await app.deps.models.PixPayment.collection.insertMany([
      { ...base, endToEndId: 'Eold0001', donationId, outcome: 'CONFIRMED', receivedAt: new Date('2026-01-01T00:00:00Z') },
      { ...base, endToEndId: 'Eold0002', donationId, outcome: 'CONFIRMED', receivedAt: new Date('2026-01-01T00:00:01Z') },
      {
        ...base,
        endToEndId: 'Eold0003',
        donationId: null,
        outcome: 'UNKNOWN_TXID',
        receivedAt: new Date('2026-01-01T00:00:02Z'),
      },
    ]);
    await ensureIndexes(app.deps.models);
    const old = await app.deps.models.PixPayment.find({ endToEndId: /^Eold/ }).sort({ endToEndId: 1 }).lean();
    expect(old.map((payment) => [payment.outcome, payment.chargeKey])).toEqual([
      ['CONFIRMED', `confirmed:${donationId.toHexString()}`],
      ['DUPLICATE_PAYMENT', 'payment:Eold0002'],
      ['UNKNOWN_TXID', 'payment:Eold0003'],
    ]);
    const indexes = await app.deps.models.PixPayment.collection.indexes();
    expect(indexes.find((index) => index.name === 'chargeKey_1')?.unique).toBe(true);
  });
});

describe("a donation's PIX code belongs to whoever created the donation", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const create = async (key: string) => {
    const response = await fetch(`${app.url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...VALID_DONATION, idempotencyKey: key }),
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await response.json()) as { id: string; accessToken: string };
  };
  const restCode = (id: string, init: { query?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${app.url}/api/pix/${id}${init.query ?? ''}`, { headers: init.headers ?? {} });
  const PIX = `mutation($id: ID!, $token: String!) { pixCode(donationId: $id, accessToken: $token) { pixCode } }`;

  it('a guessed id, with no token or somebody else’s, neither reads nor issues the code', async () => {
    const mine = await create('owner-mine-0001');
    const theirs = await create('owner-theirs-01');
    expect(mine.accessToken).toMatch(/^[\w-]{22}$/);

    const missing = await restCode(theirs.id);
    expect(missing.status).toBe(400);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(await missing.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'accessToken' });
    for (const attempt of [
      restCode(theirs.id, { query: `?accessToken=${mine.accessToken}` }),
      restCode(theirs.id, { headers: { 'x-access-token': 'A'.repeat(22) } }),
    ]) {
      const response = await attempt;
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Doação não encontrada.' });
    }
    const viaGraphql = await app.graphql(PIX, { id: theirs.id, token: mine.accessToken });
    expect(viaGraphql.body.errors![0].extensions.code).toBe('NOT_FOUND');
    // Nothing was issued, so no expiry started.
    expect(await app.deps.models.Donation.findById(theirs.id).lean()).toMatchObject({ pixCode: null, expiresAt: null });
  });

  it('the creator reads it by REST (query or header) and GraphQL; the database keeps only a hash', async () => {
    const mine = await create('owner-reads-0001');
    const byQuery = await restCode(mine.id, { query: `?accessToken=${mine.accessToken}` });
    expect(byQuery.status).toBe(200);
    expect(byQuery.headers.get('cache-control')).toBe('no-store');
    const code = ((await byQuery.json()) as { pixCode: string }).pixCode;
    const byHeader = await restCode(mine.id, { headers: { 'x-access-token': mine.accessToken } });
    expect(((await byHeader.json()) as { pixCode: string }).pixCode).toBe(code);
    expect((await app.graphql(PIX, { id: mine.id, token: mine.accessToken })).body.data.pixCode.pixCode).toBe(code);

    const stored = await app.deps.models.Donation.findById(mine.id).lean();
    expect(JSON.stringify(stored)).not.toContain(mine.accessToken);
    expect(stored!.accessTokenHashes).toEqual([createHash('sha256').update(mine.accessToken).digest('hex')]);

    // A retry whose answer was lost gets a token of its own, which works too.
    const replay = await create('owner-reads-0001');
    expect(replay.id).toBe(mine.id);
    expect(replay.accessToken).not.toBe(mine.accessToken);
    expect(replay.accessToken).toMatch(/^[\w-]{22}$/);
    expect((await create('owner-reads-0001')).accessToken).toBe(replay.accessToken);
    expect((await restCode(mine.id, { query: `?accessToken=${replay.accessToken}` })).status).toBe(200);
    expect((await app.deps.models.Donation.findById(mine.id).lean())!.accessTokenHashes).toHaveLength(2);
  });
});

describe('HTTP and GraphQL edges', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };

  /** A request with a Host header fetch() would never send. */
  const withHost = (host: string, path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { port } = new URL(app.url);
      const req = httpRequest({ host: '127.0.0.1', port, path, setHost: false, headers: { host } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('a malformed Host answers 400, on pages and APIs alike', async () => {
    for (const host of ['a b', 'x:99999', '[::1', 'exa_mple..org', 'x:0', '[zz::1]:80'])
      for (const path of ['/', '/api/campaign', '/graphql?query=%7B__typename%7D', '/manifest.webmanifest']) {
        const answer = await withHost(host, path);
        expect([host, path, answer.status]).toEqual([host, path, 400]);
        expect(JSON.parse(answer.body)).toEqual({ code: 'BAD_REQUEST', message: 'Cabeçalho Host inválido.' });
      }
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:8080', 'doe.exemplo.org.br'])
      expect((await withHost(host, '/api/campaign')).status).toBe(200);
  });

  it('variables nested deeper than any input answer 400, by POST and GET', async () => {
    // Written as text: JSON.stringify itself overflows the stack on such a value.
    const deep = `${'{"a":['.repeat(2500)}"x"${']}'.repeat(2500)}`;
    const post = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"query":"query($after: String) { comments(after: $after) { nodes { id } } }","variables":{"after":${deep}}}`,
    });
    expect(post.status).toBe(400);
    expect(((await post.json()) as any).errors[0]).toEqual({
      message: 'Variáveis aninhadas demais na requisição.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const query = encodeURIComponent('query($after: String) { comments(after: $after) { nodes { id } } }');
    // A URL holds less: 20 levels, still past the limit.
    const lessDeep = `${'{"a":['.repeat(10)}"x"${']}'.repeat(10)}`;
    const get = await fetch(`${app.url}/graphql?query=${query}&variables=${encodeURIComponent(`{"after":${lessDeep}}`)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(400);
    // Nesting as deep as the real inputs (campaign content with its options) still passes.
    const shallow = await app.graphql('query($after: String) { comments(after: $after) { nodes { id } } }', {
      after: null,
      unused: { a: [{ b: { c: [1] } }] },
    });
    expect(shallow.body.errors).toBeUndefined();
  });

  const ADMIN_DONATION_FIELDS = `id status amount name email phone cpf isAnonymous message product txid createdAt pixIssuedAt
    expiresAt paidAt confirmedBy ipAddress userAgent tracking { utmSource utmMedium utmCampaign utmTerm utmContent gclid gbraid
    wbraid keyword matchtype network device adposition target placement adgroupid campaignid creative }`;

  it('the cost limit counts a page size however it is given, and says what to lower', async () => {
    // The organiser's full page passes with the default page size and with the same size written out.
    for (const args of ['', '(first: 50)']) {
      const page = await app.graphql(
        `{ donations${args} { nodes { ${ADMIN_DONATION_FIELDS} } pageInfo { endCursor hasNextPage } } }`,
        {},
        ADMIN,
      );
      expect([args, page.body.errors]).toEqual([args, undefined]);
    }
    const aliases = (args: string) =>
      Array.from(
        { length: 10 },
        (_, i) =>
          `c${i}: comments${args} { nodes { id name avatar amount content createdAt } pageInfo { endCursor hasNextPage } }`,
      ).join(' ');
    const viaDefault = await app.graphql(`{ ${aliases('')} }`);
    expect(viaDefault.body.errors).toBeUndefined();
    for (const [query, variables] of [
      [`{ ${aliases('(first: 50)')} }`, {}],
      [`query($n: Int) { ${aliases('(first: $n)')} }`, { n: 50 }],
    ] as const) {
      const costly = await app.graphql(query, variables);
      expect(costly.status).toBe(400);
      expect(costly.body.errors![0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'first' });
      expect(costly.body.errors![0].message).toMatch(/^Consulta grande demais .*diminua "first" em "comments" \(hoje 50\)/);
      expect(costly.body.errors![0].message).not.toMatch(/Syntax Error/);
    }
  });

  it('DateTime refuses impossible dates instead of moving them', async () => {
    const STATS = 'query($from: DateTime) { donationStats(from: $from) { created } }';
    for (const from of [
      '2026-02-30T00:00:00Z',
      '2026-02-29',
      '2026-04-31T10:00:00-03:00',
      '2026-13-01T00:00:00Z',
      '2026-01-01T24:00:00Z',
    ]) {
      const viaVariable = await app.graphql(STATS, { from }, ADMIN);
      expect([from, viaVariable.body.errors?.[0]?.extensions?.code]).toEqual([from, 'BAD_USER_INPUT']);
      // A literal is refused while the document is validated, before anything runs.
      const viaLiteral = await app.graphql(`{ donationStats(from: "${from}") { created } }`, {}, ADMIN);
      expect([from, viaLiteral.status, viaLiteral.body.errors?.[0]?.extensions?.code]).toEqual([
        from,
        400,
        'GRAPHQL_VALIDATION_FAILED',
      ]);
      expect(viaLiteral.body.errors![0].message).toMatch(/Data inválida/);
      const csv = await fetch(`${app.url}/api/admin/donations.csv?from=${encodeURIComponent(from)}`, { headers: ADMIN });
      expect([from, csv.status]).toEqual([from, 400]);
    }
    expect((await app.graphql(STATS, { from: '2026-02-30T00:00:00Z' }, ADMIN)).body.errors![0].message).toMatch(
      /30\/02\/2026 não existe/,
    );
    for (const from of ['2028-02-29T00:00:00Z', '2026-02-28', '2026-03-01T12:30:00.123-03:00'])
      expect([from, (await app.graphql(STATS, { from }, ADMIN)).body.errors]).toEqual([from, undefined]);
  });
});
