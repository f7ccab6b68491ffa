import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { startTestApp, type TestApp } from '../support/harness.js';

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
  const createKnownDonation = async (): Promise<string> => {
    const created = await app.graphql(`mutation($input: CreateDonationInput!) { createDonation(input: $input) { id } }`, {
      input: { ...VALID_DONATION, idempotencyKey: `hostile-known-${randomUUID()}` },
    });
    return created.body.data.createDonation.id;
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
    const knownDonationId = await createKnownDonation();
    await fc.assert(
      fc.asyncProperty(hostileValue, async (value) => {
        for (const [query, variables] of [
          [`query($id: ID!) { donationStatus(id: $id) { id status } }`, { id: value }],
          [`mutation($id: ID!) { pixCode(donationId: $id) { pixCode } }`, { id: value }],
          [`query($after: String) { comments(first: 3, after: $after) { nodes { id } } }`, { after: value }],
          [`query($after: String) { recentDonations(limit: 3, after: $after) { id } }`, { after: value }],
          [`query($first: Int) { comments(first: $first) { nodes { id } } }`, { first: value }],
          [`query($limit: Int) { recentDonations(limit: $limit) { id } }`, { limit: value }],
        ] as const) {
          const body = await expectSafeResponse(await gql(query, variables), { query, variables });
          // An operator object never finds the known donation.
          if (typeof value === 'object' && value !== null && query.includes('donationStatus'))
            expect(body.data?.donationStatus?.id).toBeUndefined();
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
    const known = await gql(`query($id: ID!) { donationStatus(id: $id) { id status } }`, { id: knownDonationId });
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
    const knownDonationId = await createKnownDonation();
    const issued = await (
      await gql(`mutation($id: ID!) { pixCode(donationId: $id) { pixCode amount } }`, { id: knownDonationId })
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
