import { isValidCpf as thirdPartyIsValidCpf, generateCpf } from '@brazilian-utils/brazilian-utils';
import { Types } from 'mongoose';
import { decryptFor } from '../../api/src/crypto/encryption.js';
import { isValidCpf } from '../../rules/documents.js';
import { CREATE_DONATION, createDonation, validDonation, firstError } from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';

const count = (app: TestApp) => app.deps.models.Donation.countDocuments();
const stored = (app: TestApp, id: string) => app.deps.models.Donation.findById(new Types.ObjectId(id)).lean();

async function postDonation(app: TestApp, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/api/donations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('donationOptions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("lists the seed's eight preset amounts from the campaign content", async () => {
    const { body } = await app.graphql(
      '{ donationOptions { value label description impact popular raffleEntries checkoutUrl } }',
    );
    expect(body.errors).toBeUndefined();
    const options = body.data.donationOptions;
    expect(options.map((option: { value: string }) => option.value)).toEqual([
      '30.00',
      '50.00',
      '100.00',
      '150.00',
      '200.00',
      '250.00',
      '500.00',
      '1000.00',
    ]);
    expect(
      options.filter((option: { popular: boolean }) => option.popular).map((option: { value: string }) => option.value),
    ).toEqual(['100.00', '150.00']);
    expect(options.map((option: { raffleEntries: number }) => option.raffleEntries)).toEqual([0, 1, 2, 4, 5, 7, 18, 35]);
    for (const option of options) {
      expect(option.label).not.toBe('');
      expect(option.impact).not.toBe('');
      expect(option.checkoutUrl).toBeNull();
    }
  });
});

describe('donationOptions from other content', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      env: { DONATION_MIN_CENTS: '4000' },
      content: (content) => ({
        ...content,
        donationOptions: [
          { amountCents: 2500, label: 'Pequena', description: 'd', impact: 'i', popular: true, raffleEntries: 0 },
          {
            amountCents: 7777,
            label: 'Externa',
            description: 'd',
            impact: 'i',
            popular: false,
            raffleEntries: 3,
            checkoutUrl: 'https://pagamento.exemplo.com/p/7777',
          },
        ],
      }),
    });
  });
  afterAll(() => app.close());

  it('follows the configuration, checkout links included', async () => {
    const { body } = await app.graphql('{ donationOptions { value label popular raffleEntries checkoutUrl } }');
    expect(body.data.donationOptions).toEqual([
      { value: '25.00', label: 'Pequena', popular: true, raffleEntries: 0, checkoutUrl: null },
      { value: '77.77', label: 'Externa', popular: false, raffleEntries: 3, checkoutUrl: 'https://pagamento.exemplo.com/p/7777' },
    ]);
  });

  it('accepts a preset amount below the custom minimum, and refuses a custom one', async () => {
    expect(await createDonation(app, { amount: '25' })).toMatch(/^[0-9a-f]{24}$/);
    const { body } = await app.graphql(CREATE_DONATION, { input: validDonation({ amount: '30' }) });
    expect(firstError(body).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'amount' });
    expect(firstError(body).message).toBe('O valor da doação deve ficar entre R$ 40,00 e R$ 50.000,00.');
  });
});

describe('createDonation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('records a pending donation with what the server saw, CPF encrypted', async () => {
    const input = validDonation({ email: ' Maria.Silva@Exemplo.com.BR ', utmTerm: 'doação', creative: 'video-1' });
    const { status, body } = await app.graphql(CREATE_DONATION, { input }, { 'user-agent': 'TestPhone/1.0' });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const id = body.data.createDonation.id;
    expect(id).toMatch(/^[0-9a-f]{24}$/);

    const donation = await stored(app, id);
    expect(donation).toMatchObject({
      idempotencyKey: input.idempotencyKey,
      status: 'pending',
      amountCents: 5000,
      name: 'Maria da Silva',
      email: 'maria.silva@exemplo.com.br',
      phone: '11987654321',
      isAnonymous: false,
      message: 'Força, Ana!',
      tracking: { utmSource: 'google', utmCampaign: 'inverno', gclid: 'abc123', utmTerm: 'doação', creative: 'video-1' },
      product: 'Doação de R$ 50,00',
      userAgent: 'TestPhone/1.0',
      txid: id,
      pixCode: null,
      expiresAt: null,
      paidAt: null,
    });
    expect(donation!.ipAddress).toMatch(/127\.0\.0\.1/);
    expect(JSON.parse(donation!.products)).toEqual([
      { id: 'donation-5000', title: 'Doação de R$ 50,00', unitPrice: 5000, quantity: 1, tangible: false },
    ]);
    expect(donation!.cpfEncrypted).not.toContain('52998224725');
    expect(donation!.cpfEncrypted).toMatch(/^v2:/);
    expect(decryptFor(app.deps.config, 'cpfAtRest', donation!.cpfEncrypted)).toBe('52998224725');
    expect(JSON.stringify(donation)).not.toMatch(/529\.?982\.?247-?25/);
  });

  it('encrypts the same CPF differently each time, and a wrong key cannot read it', async () => {
    const first = await stored(app, await createDonation(app));
    const second = await stored(app, await createDonation(app));
    expect(first!.cpfEncrypted).not.toBe(second!.cpfEncrypted);
    const otherMaster = { CPF_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('hex'), CPF_ENCRYPTION_KEY_PREVIOUS: undefined };
    expect(() => decryptFor(otherMaster, 'cpfAtRest', first!.cpfEncrypted)).toThrow();
  });

  it('accepts every amount spelling and the optional fields left out', async () => {
    const cases: Array<[string, number]> = [
      ['50', 5000],
      ['50.00', 5000],
      ['50,00', 5000],
      ['12,34', 1234],
      ['1.234,56', 123456],
      ['10', 1000],
      ['50000', 5000000],
    ];
    for (const [amount, cents] of cases) {
      const id = await createDonation(app, { amount, phone: null, cpf: null, message: null, isAnonymous: null });
      const donation = await stored(app, id);
      expect([amount, donation!.amountCents]).toEqual([amount, cents]);
      expect(donation).toMatchObject({ phone: '', cpfEncrypted: '', message: '', isAnonymous: false });
    }
  });

  it('accepts phones with formatting, a +55 prefix or a landline', async () => {
    for (const [phone, digits] of [
      ['+55 (21) 99876-5432', '21998765432'],
      ['(11) 3456-7890', '1134567890'],
      ['11.98765.4321', '11987654321'],
      ['', ''],
    ]) {
      const donation = await stored(app, await createDonation(app, { phone }));
      expect(donation!.phone).toBe(digits);
    }
  });

  it('accepts a products list that agrees with the amount and stores it normalised', async () => {
    const products = JSON.stringify([
      { id: 'p100', title: 'Doação R$ 100', unitPrice: 10000, quantity: 1, tangible: false, extra: 1 },
    ]);
    const donation = await stored(app, await createDonation(app, { amount: '100', products, product: 'Doação R$ 100' }));
    expect(JSON.parse(donation!.products)).toEqual([
      { id: 'p100', title: 'Doação R$ 100', unitPrice: 10000, quantity: 1, tangible: false },
    ]);
    expect(donation!.product).toBe('Doação R$ 100');
  });

  // Each bad value, the field the error must name. Any of them must leave the database untouched.
  const invalid: Array<[string, Record<string, unknown>]> = [
    ['name', { name: '' }],
    ['name', { name: 'A' }],
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(101) }],
    ['name', { name: '12345' }],
    ['email', { email: 'maria' }],
    ['email', { email: 'maria@' }],
    ['email', { email: 'maria silva@exemplo.com' }],
    ['email', { email: '' }],
    ['phone', { phone: '123' }],
    ['phone', { phone: '(11) 1234-567' }],
    ['phone', { phone: '(01) 98765-4321' }],
    ['phone', { phone: '(11) 88765-4321' }],
    ['phone', { phone: '+1 415 555 0100' }],
    ['phone', { phone: 'telefone' }],
    ['cpf', { cpf: '529.982.247-24' }],
    ['cpf', { cpf: '111.111.111-11' }],
    ['cpf', { cpf: '123' }],
    ['cpf', { cpf: 'abc.def.ghi-jk' }],
    ['amount', { amount: '0' }],
    ['amount', { amount: '9,99' }],
    ['amount', { amount: '50000,01' }],
    ['amount', { amount: '50.001' }],
    ['amount', { amount: '-50' }],
    ['amount', { amount: 'cinquenta' }],
    ['amount', { amount: '1e3' }],
    ['amount', { amount: '' }],
    ['message', { message: 'x'.repeat(501) }],
    ['message', { message: 'olá\u0000' }],
    ['utmSource', { utmSource: 'x'.repeat(201) }],
    ['gclid', { gclid: 'y'.repeat(201) }],
    ['campaignid', { campaignid: 'z'.repeat(201) }],
    ['product', { product: 'p'.repeat(201) }],
    ['products', { products: 'not json' }],
    ['products', { products: '[]' }],
    ['products', { products: JSON.stringify([{ id: 'a', title: 't', unitPrice: 4999, quantity: 1, tangible: false }]) }],
    ['products', { products: JSON.stringify([{ id: 'a', title: 't', unitPrice: 5000, quantity: 2, tangible: false }]) }],
    ['products', { products: JSON.stringify([{ id: 'a', title: 't', unitPrice: 5000, quantity: 1, tangible: true }]) }],
    ['idempotencyKey', { idempotencyKey: 'short' }],
    ['idempotencyKey', { idempotencyKey: 'com espaço no meio' }],
  ];

  it.each(invalid)('rejects a bad %s with BAD_USER_INPUT, a pt-BR message and no write', async (field, overrides) => {
    const before = await count(app);
    const { status, body } = await app.graphql(CREATE_DONATION, { input: validDonation(overrides) });
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(firstError(body).extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    expect(firstError(body).message).toMatch(/[a-zà-ú]{3,}/i);
    expect(firstError(body).message).not.toMatch(/error|invalid|undefined|stack/i);
    expect(await count(app)).toBe(before);
  });

  it('answers a missing required field through the schema, with a stable code', async () => {
    const input = validDonation();
    delete input.email;
    const { body } = await app.graphql(CREATE_DONATION, { input });
    expect(firstError(body).extensions.code).toBe('BAD_USER_INPUT');
  });

  it('gives the same donation for the same key and payload, and stores one', async () => {
    const input = validDonation();
    const first = await app.graphql(CREATE_DONATION, { input });
    const second = await app.graphql(CREATE_DONATION, { input });
    expect(second.body.data.createDonation.id).toBe(first.body.data.createDonation.id);
    expect(await app.deps.models.Donation.countDocuments({ idempotencyKey: input.idempotencyKey })).toBe(1);
  });

  it('rejects the same key with a different payload as CONFLICT, changing nothing', async () => {
    const input = validDonation();
    const id = await createDonation(app, input);
    for (const change of [{ amount: '100' }, { email: 'outra@exemplo.com' }, { cpf: '' }, { utmSource: 'facebook' }]) {
      const { body } = await app.graphql(CREATE_DONATION, { input: { ...input, ...change } });
      expect(firstError(body).extensions).toEqual({ code: 'CONFLICT', field: 'idempotencyKey' });
      expect(firstError(body).message).toMatch(/chave/i);
    }
    expect((await stored(app, id))!.amountCents).toBe(5000);
    expect(await app.deps.models.Donation.countDocuments({ idempotencyKey: input.idempotencyKey })).toBe(1);
  });

  it('treats spelling differences of the same donation as the same payload', async () => {
    const input = validDonation({ amount: '50,00' });
    const id = await createDonation(app, input);
    expect(await createDonation(app, { ...input, amount: '50.00', email: String(input.email).toUpperCase() })).toBe(id);
  });

  it('creates exactly one donation from 50 concurrent calls with one key', async () => {
    const input = validDonation();
    const results = await Promise.all(Array.from({ length: 50 }, () => app.graphql(CREATE_DONATION, { input })));
    const ids = new Set(results.map((result) => result.body.data?.createDonation.id));
    expect(results.every((result) => result.body.errors === undefined)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await app.deps.models.Donation.countDocuments({ idempotencyKey: input.idempotencyKey })).toBe(1);
  });

  it('stores nothing for a rejected key, which stays free for a valid request', async () => {
    const input = validDonation({ cpf: '000.000.000-01' });
    const rejected = await app.graphql(CREATE_DONATION, { input });
    expect(firstError(rejected.body).extensions.field).toBe('cpf');
    expect(await app.deps.models.Donation.countDocuments({ idempotencyKey: input.idempotencyKey })).toBe(0);
    expect(await createDonation(app, { ...input, cpf: '' })).toMatch(/^[0-9a-f]{24}$/);
  });

  it('checks CPF digits as @brazilian-utils does', () => {
    for (let i = 0; i < 200; i++) {
      const cpf = generateCpf();
      expect(isValidCpf(cpf)).toBe(true);
      const wrong = cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10);
      expect(isValidCpf(wrong)).toBe(thirdPartyIsValidCpf(wrong));
    }
  });
});

describe('POST /api/donations', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  // The seed's client body: amount as a number, its own idea of IP and user agent, no key.
  const seedPayload = {
    name: 'João Pereira',
    email: 'joao@exemplo.com',
    phone: '',
    cpf: '',
    amount: 100,
    isAnonymous: true,
    userAgent: 'forged-agent',
    ipAddress: '203.0.113.9',
    utmSource: 'google',
    product: 'Doação de R$ 100,00',
    products: JSON.stringify([{ id: 'x', title: 'Doação de R$ 100,00', unitPrice: 10000, quantity: 1, tangible: false }]),
    somethingElse: 'ignored',
  };

  it("accepts the seed's payload, ignoring the client's IP and user agent", async () => {
    const response = await fetch(`${app.url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'RealBrowser/2.0' },
      body: JSON.stringify(seedPayload),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { id: string };
    expect(Object.keys(body)).toEqual(['id', 'accessToken', 'donorUrl']);
    const donation = await stored(app, body.id);
    expect(donation).toMatchObject({ amountCents: 10000, isAnonymous: true, userAgent: 'RealBrowser/2.0' });
    expect(donation!.ipAddress).not.toBe('203.0.113.9');
    expect(donation!.ipAddress).toMatch(/127\.0\.0\.1/);
    expect(donation!.idempotencyKey).toMatch(/^rest-/);
  });

  it('accepts the amount as a number or a string', async () => {
    for (const amount of [50, 50.5, '50,50', '50.5']) {
      const { status, body } = await postDonation(app, { ...seedPayload, amount, products: undefined });
      expect(status).toBe(200);
      expect((await stored(app, body.id))!.amountCents).toBe(amount === 50 ? 5000 : 5050);
    }
  });

  it('is idempotent through the Idempotency-Key header or the body', async () => {
    const headers = { 'idempotency-key': `hdr-${new Types.ObjectId().toHexString()}` };
    const first = await postDonation(app, seedPayload, headers);
    const second = await postDonation(app, seedPayload, headers);
    expect(second.body.id).toBe(first.body.id);
    const key = `body-${new Types.ObjectId().toHexString()}`;
    const third = await postDonation(app, { ...seedPayload, idempotencyKey: key });
    const conflict = await postDonation(app, { ...seedPayload, idempotencyKey: key, amount: 200, products: undefined });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ code: 'CONFLICT', field: 'idempotencyKey' });
    expect(third.body.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('answers bad input with 400 and the same code, field and message as GraphQL', async () => {
    const before = await count(app);
    for (const overrides of [{ email: 'nope' }, { amount: 5 }, { cpf: '123.456.789-00' }, { isAnonymous: 'sim' }, { name: 42 }]) {
      const rest = await postDonation(app, { ...seedPayload, ...overrides });
      expect(rest.status).toBe(400);
      expect(rest.body.code).toBe('BAD_USER_INPUT');
      expect(typeof rest.body.message).toBe('string');
      const field = Object.keys(overrides)[0]!;
      expect(rest.body.field).toBe(field);
      if (typeof Object.values(overrides)[0] === 'string' && field !== 'isAnonymous') {
        const graphql = await app.graphql(CREATE_DONATION, { input: validDonation(overrides) });
        expect(firstError(graphql.body).message).toBe(rest.body.message);
      }
    }
    expect(await count(app)).toBe(before);
  });

  it('answers a body that is not a donation with 400 JSON', async () => {
    for (const body of ['{"name": ', '[1,2]', '"texto"', 'null']) {
      const response = await postDonation(app, body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('when the database is down', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await app.connection.close();
  });
  afterAll(() => app.close());

  it('answers SERVICE_UNAVAILABLE / 503 quickly instead of hanging', async () => {
    const graphql = await app.graphql(CREATE_DONATION, { input: validDonation() });
    expect(firstError(graphql.body).extensions.code).toBe('SERVICE_UNAVAILABLE');
    const rest = await postDonation(app, validDonation());
    expect(rest.status).toBe(503);
    expect(rest.body.code).toBe('SERVICE_UNAVAILABLE');
    for (const path of ['/api/comments', `/api/pix/${new Types.ObjectId().toHexString()}`]) {
      const response = await fetch(`${app.url}${path}`);
      expect([path, response.status]).toEqual([path, 503]);
    }
    for (const query of ['{ comments { nodes { id } } }', '{ recentDonations { id } }', '{ donationOptions { value } }']) {
      const { body } = await app.graphql(query);
      expect([query, firstError(body).extensions.code]).toEqual([query, 'SERVICE_UNAVAILABLE']);
    }
  });
});
