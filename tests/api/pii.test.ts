import { formatCpf, generateCpf } from '@brazilian-utils/brazilian-utils';
import { getDirective } from '@graphql-tools/utils';
import {
  GraphQLObjectType,
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { Types } from 'mongoose';
import { buildSchema } from '../../api/src/app/schema.js';
import {
  CREATE_DONATION,
  PIX_CODE,
  confirmDonation,
  pixVariables,
  rememberAccessToken,
  validDonation,
} from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';

// Distinctive personal data, so any appearance in a response is a leak and not a coincidence.
const cpfDigits = generateCpf();
const DONOR = {
  name: 'Zacarias Quintanilha',
  email: 'zacarias.quintanilha.7731@exemplo.com.br',
  phone: '(31) 97777-1234',
  cpf: formatCpf(cpfDigits),
  message: 'Torcendo muito!',
};
const FORWARDED_IP = '198.51.100.77';
const FORBIDDEN = [
  DONOR.email,
  'zacarias.quintanilha.7731',
  DONOR.phone,
  '31977771234',
  '97777-1234',
  DONOR.cpf,
  cpfDigits,
  FORWARDED_IP,
  'Quintanilha',
];

/** Every scalar of a type, nested objects a few levels deep: what a curious client could ask for. */
function selectionOf(type: GraphQLObjectType, depth = 0): string {
  const fields = Object.values(type.getFields()).flatMap((field) => {
    if (field.args.some((arg) => isNonNullType(arg.type))) return [];
    const named = getNamedType(field.type);
    if (isLeafType(named)) return [field.name];
    if (isObjectType(named) && depth < 4) return [`${field.name} { ${selectionOf(named, depth + 1)} }`];
    return [];
  });
  return fields.join(' ');
}

function publicRootFields(schema: GraphQLSchema, root: GraphQLObjectType): Array<GraphQLField<unknown, unknown>> {
  return Object.values(root.getFields()).filter((field) => getDirective(schema, field, 'public')?.[0]);
}

/** Fails naming the response and the secret when a response carries any of the donor's personal data. */
function expectNoPersonalData(responses: Array<{ source: string; text: string }>): void {
  for (const { source, text } of responses) {
    for (const secret of FORBIDDEN) expect([source, secret, text.includes(secret)]).toEqual([source, secret, false]);
  }
}

describe('personal data never leaves through a public response', () => {
  let app: TestApp;
  let donationId: string;
  /** What the public mutations answered while the scenario was set up. */
  const creationResponses: Array<{ source: string; text: string }> = [];

  // Scenario: Zacarias donates twice (once named, once anonymous) behind a proxy, takes both PIX codes, and
  // both are paid through the organiser's confirmation, which publishes his message. Tests only read it.
  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
    const headers = { 'x-forwarded-for': FORWARDED_IP };
    const created = await app.graphql(CREATE_DONATION, { input: validDonation(DONOR) }, headers);
    creationResponses.push({ source: 'createDonation', text: JSON.stringify(created.body) });
    donationId = rememberAccessToken(created.body.data.createDonation);

    const rest = await fetch(`${app.url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ ...DONOR, amount: 100 }),
    });
    creationResponses.push({ source: 'POST /api/donations', text: await rest.text() });

    const anonymousId = rememberAccessToken(
      (await app.graphql(CREATE_DONATION, { input: validDonation({ ...DONOR, isAnonymous: true }) }, headers)).body.data
        .createDonation,
    );
    for (const id of [donationId, anonymousId]) {
      const pix = await app.graphql(PIX_CODE, pixVariables(id), headers);
      creationResponses.push({ source: `pixCode ${id}`, text: JSON.stringify(pix.body) });
      await confirmDonation(app, id);
    }
    const stored = await app.deps.models.Donation.findById(new Types.ObjectId(donationId)).lean();
    expect(stored!.ipAddress).toBe(FORWARDED_IP);
    expect(stored!.email).toBe(DONOR.email);
  });
  afterAll(() => app.close());

  it('holds for every public query, asked for every field', async () => {
    const schema = buildSchema();
    const args: Record<string, string> = {
      donationStatus: `(id: "${donationId}", accessToken: "${pixVariables(donationId).accessToken}")`,
      donorDonation: `(accessToken: "${pixVariables(donationId).accessToken}")`,
      // Monthly giving is off here (static PIX codes): the answer is NOT_FOUND, and carries nothing.
      // tests/api/monthly-giving.test.ts reads a real monthly donation's page for the same data.
      monthlyDonation: `(accessToken: "${pixVariables(donationId).accessToken}")`,
    };
    const responses: Array<{ source: string; text: string }> = [];
    for (const field of publicRootFields(schema, schema.getQueryType()!)) {
      const required = field.args.filter((arg) => isNonNullType(arg.type));
      if (required.length > 0 && !args[field.name]) throw new Error(`PII test: give arguments for Query.${field.name}`);
      const named = getNamedType(field.type);
      const selection = isObjectType(named) ? ` { ${selectionOf(named)} }` : '';
      const { body } = await app.graphql(`{ ${field.name}${args[field.name] ?? ''}${selection} }`);
      // Only monthlyDonation is asked with a token that opens nothing here (see above).
      const expectedErrors = field.name === 'monthlyDonation' ? ['NOT_FOUND'] : undefined;
      expect([field.name, body.errors?.map((error: { extensions: { code: string } }) => error.extensions.code)]).toEqual([
        field.name,
        expectedErrors,
      ]);
      responses.push({ source: `Query.${field.name}`, text: JSON.stringify(body) });
    }
    expect(responses.length).toBeGreaterThanOrEqual(5);
    // The donor's own message shows, with the first name only: the scenario's data did reach these responses.
    const comments = responses.find((response) => response.source === 'Query.comments')!.text;
    expect(comments).toContain(DONOR.message);
    expect(comments).toContain('"Zacarias"');
    expect(comments).toContain('Doador anônimo');
    const recent = responses.find((response) => response.source === 'Query.recentDonations')!.text;
    expect(recent).toContain('"Zacarias"');
    expectNoPersonalData(responses);
  });

  it('holds for every public mutation response', async () => {
    const schema = buildSchema();
    const contact = await app.graphql(
      'mutation { sendContactMessage(input: { name: "Zacarias Quintanilha", email: "zacarias.quintanilha.7731@exemplo.com.br", message: "Olá, como recebo o recibo?" }) { id } }',
    );
    expect(contact.body.data.sendContactMessage.id).toEqual(expect.any(String));
    // createDonation (GraphQL and REST) and pixCode were called by the scenario above.
    expect(creationResponses.map((response) => response.source.split(' ')[0])).toEqual([
      'createDonation',
      'POST',
      'pixCode',
      'pixCode',
    ]);
    // Monthly giving is off here: its answers are refusals, and carry none of the donor's data either
    // (tests/api/monthly-giving.test.ts checks a real monthly donation's answers).
    const monthly = await app.graphql(
      `mutation($input: CreateMonthlyDonationInput!) { createMonthlyDonation(input: $input) { id accessToken donorUrl pixCode amount } }`,
      {
        input: {
          idempotencyKey: 'pii-monthly-0001',
          name: DONOR.name,
          cpf: DONOR.cpf,
          email: DONOR.email,
          amount: '50',
          dayOfMonth: 5,
          payFirstNow: true,
        },
      },
    );
    expect(monthly.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const cancel = await app.graphql(
      `mutation { cancelMonthlyDonation(accessToken: "${pixVariables(donationId).accessToken}") { status } }`,
    );
    expect(cancel.body.errors?.[0].extensions.code).toBe('NOT_FOUND');
    creationResponses.push(
      { source: 'createMonthlyDonation', text: JSON.stringify(monthly.body) },
      { source: 'cancelMonthlyDonation', text: JSON.stringify(cancel.body) },
    );
    // The monthly donor's own changes, asked with a token that opens no monthly donation: refused the same way.
    const token = pixVariables(donationId).accessToken;
    const changes: Record<string, string> = {
      changeMonthlyDonationAmount: `accessToken: "${token}", amount: "60"`,
      changeMonthlyDonationDay: `accessToken: "${token}", dayOfMonth: 10`,
      skipMonthlyDonationMonth: `accessToken: "${token}", month: "2027-01"`,
      pauseMonthlyDonation: `accessToken: "${token}"`,
      resumeMonthlyDonation: `accessToken: "${token}"`,
    };
    for (const [name, args] of Object.entries(changes)) {
      const { body } = await app.graphql(`mutation { ${name}(${args}) { status amount } }`);
      expect([name, body.errors?.[0].extensions.code]).toEqual([name, 'NOT_FOUND']);
      creationResponses.push({ source: name, text: JSON.stringify(body) });
    }
    const covered = new Set([
      'createDonation',
      'pixCode',
      'sendContactMessage',
      'createMonthlyDonation',
      'cancelMonthlyDonation',
      ...Object.keys(changes),
    ]);
    for (const field of publicRootFields(schema, schema.getMutationType()!)) {
      // A new public mutation must be called here too.
      expect([field.name, covered.has(field.name)]).toEqual([field.name, true]);
    }
    expectNoPersonalData([...creationResponses, { source: 'sendContactMessage', text: JSON.stringify(contact.body) }]);
  });

  it('holds for every REST alias and the page', async () => {
    const responses: Array<{ source: string; text: string }> = [];
    const pixPath = `/api/pix/${donationId}?accessToken=${pixVariables(donationId).accessToken}`;
    for (const path of ['/api/campaign', '/api/comments', pixPath, '/']) {
      const response = await fetch(`${app.url}${path}`);
      responses.push({ source: `GET ${path}`, text: await response.text() });
    }
    // The comments alias carries the scenario's message, so the check below looks at real data.
    expect(responses[1]!.text).toContain(DONOR.message);
    expectNoPersonalData(responses);
  });

  it('holds for the transparency page, its open data and the updates feed', async () => {
    const ledger = (await (await fetch(`${app.url}/api/transparency`)).json()) as {
      donations: { nodes: { name: string; reference: string }[] };
    };
    const line = ledger.donations.nodes.find((node) => node.name === 'Zacarias')!;
    const responses: Array<{ source: string; text: string }> = [];
    for (const path of [
      '/transparencia',
      `/transparencia?ref=${line.reference}`,
      '/api/transparency',
      '/api/transparency.csv',
      '/novidades.xml',
    ]) {
      const response = await fetch(`${app.url}${path}`);
      expect([path, response.status]).toEqual([path, 200]);
      responses.push({ source: `GET ${path}`, text: await response.text() });
    }
    // The scenario's donations are there, by first name and as "Doador anônimo": the check looks at real lines.
    for (const { source, text } of responses.slice(0, 4)) expect([source, text.includes('Zacarias')]).toEqual([source, true]);
    expect(responses[0]!.text).toContain('Doador anônimo');
    expectNoPersonalData(responses);
  });
});
