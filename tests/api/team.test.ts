import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type GraphQLInputType,
} from 'graphql';
import { readFileSync } from 'node:fs';
import { settleSignInLinkRequests } from '../../api/src/team/service.js';
import { PERMISSIONS, roleAllows, TEAM_ROLES, type Permission, type TeamRole } from '../../rules/team.js';
import { firstError } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const INVITE = `mutation I($input: InviteTeamMemberInput!) { inviteTeamMember(input: $input) { id email role joinedAt } }`;
const ME = `{ me { kind name email role permissions } }`;
const TEAM = `{ team { id email role joinedAt sessions { id } } }`;

/** A literal for an argument of this type, enough to pass validation: the access check runs before any resolver. */
function dummyLiteral(type: GraphQLInputType): string {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) return `[${dummyLiteral(inner.ofType as GraphQLInputType)}]`;
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${dummyLiteral(field.type)}`).join(', ')} }`;
  }
  if (isScalarType(inner)) {
    if (inner.name === 'Int' || inner.name === 'Float') return '1';
    if (inner.name === 'Boolean') return 'false';
    if (inner.name === 'DateTime') return '"2026-01-01T00:00:00.000Z"';
    return '"000000000000000000000000"';
  }
  throw new Error(`no literal for ${String(inner)}`);
}

describe('the team: each person signs in as themselves, with a role the server enforces field by field', () => {
  let app: TestApp;
  const cookies = new Map<TeamRole, string>();
  const people = new Map<TeamRole, { id: string; email: string; name: string }>();

  const asMember = (role: TeamRole) => ({ cookie: cookies.get(role)!, origin: app.url });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url, ...headers },
      body: JSON.stringify(body),
    });
  /** The secret of the latest sign-in link e-mailed to an address, read from the outbox as the person reads their e-mail. */
  const linkSentTo = async (email: string) => {
    const [message] = await app.deps.models.OutboxMessage.find({ to: email }).sort({ _id: -1 }).limit(1).lean();
    const secret = /\/painel\/entrar\/([A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1];
    if (!secret) throw new Error(`no sign-in link e-mailed to ${email}`);
    return secret;
  };
  const signIn = async (secret: string) => post('/api/painel/link/entrar', { token: secret });

  beforeAll(async () => {
    app = await startTestApp();
    for (const role of TEAM_ROLES) {
      const email = `${role.toLowerCase()}@exemplo.org.br`;
      const name = `Pessoa ${role === 'OWNER' ? 'Dona' : role === 'FINANCE' ? 'Financeira' : role === 'CONTENT' ? 'Conteúdo' : 'Leitora'}`;
      const { body } = await app.graphql(INVITE, { input: { email, name, role } }, ADMIN);
      expect(body.errors).toBeUndefined();
      people.set(role, { id: body.data.inviteTeamMember.id, email, name });
      const answer = await signIn(await linkSentTo(email));
      expect(answer.status).toBe(201);
      const cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
      cookies.set(role, cookie);
    }
  });
  afterAll(() => app?.close());

  it('signs each person in from their e-mailed link, once: the link is single-use, the session is theirs', async () => {
    for (const role of TEAM_ROLES) {
      const { body } = await app.graphql(ME, {}, asMember(role));
      expect(body.data.me).toMatchObject({ kind: 'MEMBER', role, email: people.get(role)!.email });
    }
    const email = 'segunda@exemplo.org.br';
    await app.graphql(INVITE, { input: { email, name: 'Segunda Pessoa', role: 'READER' } }, ADMIN);
    const secret = await linkSentTo(email);
    expect((await signIn(secret)).status).toBe(201);
    const again = await signIn(secret);
    expect(again.status).toBe(401);
    expect(((await again.json()) as { message: string }).message).toMatch(/não vale mais/);
    // The token still opens everything, and says so.
    expect((await app.graphql(ME, {}, ADMIN)).body.data.me).toMatchObject({ kind: 'TOKEN', role: 'OWNER' });
  });

  it('"Entrar com e-mail" answers the same for any address and e-mails a link only to the team', async () => {
    const before = await app.deps.models.OutboxMessage.countDocuments();
    const stranger = await post('/api/painel/link', { email: 'ninguem@exemplo.com.br' });
    const member = await post('/api/painel/link', { email: people.get('FINANCE')!.email });
    expect(stranger.status).toBe(202);
    expect(member.status).toBe(202);
    expect(await stranger.json()).toEqual(await member.json());
    await settleSignInLinkRequests(app.deps);
    expect(await app.deps.models.OutboxMessage.countDocuments()).toBe(before + 1);
    expect(await app.deps.models.OutboxMessage.countDocuments({ to: 'ninguem@exemplo.com.br' })).toBe(0);
  });

  it('refuses every admin field to each role that must not have it, and lets through the ones it has', async () => {
    const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
    const fields = [
      ...Object.values(schema.getQueryType()!.getFields()).map((field) => ['Query', field] as const),
      ...Object.values(schema.getMutationType()!.getFields()).map((field) => ['Mutation', field] as const),
    ].filter(([, field]) => field.astNode?.directives?.some((directive) => directive.name.value === 'admin'));
    expect(fields.length).toBeGreaterThan(40);
    // Each field's permission as its SDL writes it, read here from the text and not through graphql/access.ts,
    // so that a wrong reading there cannot agree with itself.
    const permissionOf = (field: (typeof fields)[number][1]): Permission => {
      const admin = field.astNode!.directives!.find((directive) => directive.name.value === 'admin')!;
      const value = admin.arguments?.find((argument) => argument.name.value === 'permission')?.value;
      const permission = PERMISSIONS.find((known) => value?.kind === Kind.ENUM && value.value === known.toUpperCase());
      if (!permission) throw new Error(`${field.name}: @admin without a known permission`);
      return permission;
    };
    for (const [type, field] of fields) {
      const permission = permissionOf(field);
      const args = field.args.filter((arg) => isNonNullType(arg.type));
      const argText = args.length ? `(${args.map((arg) => `${arg.name}: ${dummyLiteral(arg.type)}`).join(', ')})` : '';
      const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
      const document = `${type === 'Mutation' ? 'mutation' : 'query'} { ${field.name}${argText}${selection} }`;
      for (const role of TEAM_ROLES) {
        const { body } = await app.graphql(document, {}, asMember(role));
        const codes = (body.errors ?? []).map((error: { extensions?: { code?: string } }) => error.extensions?.code);
        expect(codes).not.toContain('GRAPHQL_VALIDATION_FAILED');
        if (roleAllows(role, permission)) {
          // Through the access check: whatever the dummy arguments make of it, never a refusal by role.
          expect([`${type}.${field.name}`, role, codes.includes('FORBIDDEN')]).toEqual([`${type}.${field.name}`, role, false]);
        } else {
          expect([`${type}.${field.name}`, role, codes]).toEqual([`${type}.${field.name}`, role, ['FORBIDDEN']]);
        }
      }
    }
  });

  it('refuses each admin route to the roles without it', async () => {
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aabbcc' } })
      .jpeg()
      .toBuffer();
    const upload = (path: string, role: TeamRole) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'foto.jpg');
      return fetch(`${app.url}${path}`, { method: 'POST', headers: asMember(role), body: form });
    };
    const status = async (role: TeamRole, request: (role: TeamRole) => Promise<Response>) => (await request(role)).status;
    for (const role of TEAM_ROLES) {
      const image = await status(role, (r) => upload('/api/admin/images', r));
      expect([role, image === 403]).toEqual([role, !roleAllows(role, 'content')]);
      const statement = await status(role, (r) => upload('/api/admin/statements', r));
      expect([role, statement === 403]).toEqual([role, !roleAllows(role, 'money')]);
      const csv = await status(role, (r) => fetch(`${app.url}/api/admin/donations.csv`, { headers: asMember(r) }));
      expect([role, csv]).toEqual([role, roleAllows(role, 'money') ? 200 : 403]);
    }
  });

  it('keeps the texts with content, and the identity and the money before this site with the owner', async () => {
    const UPDATE = `mutation U($input: UpdateCampaignInput!) { updateCampaign(input: $input) { title } }`;
    const title = await app.graphql(UPDATE, { input: { title: 'Ajude a Ana a andar de novo' } }, asMember('CONTENT'));
    expect(title.body.errors).toBeUndefined();
    const identity = await app.graphql(
      UPDATE,
      { input: { organisation: { name: 'Outra Organização', email: 'outra@exemplo.org.br' } } },
      asMember('CONTENT'),
    );
    expect(firstError(identity.body).extensions).toMatchObject({ code: 'FORBIDDEN', field: 'organisation' });
    const baseline = await app.graphql(UPDATE, { input: { baselineRaised: '999,00' } }, asMember('CONTENT'));
    expect(firstError(baseline.body).extensions.code).toBe('FORBIDDEN');
    expect(
      firstError((await app.graphql(UPDATE, { input: { baselineRaised: '999,00' } }, asMember('FINANCE'))).body).extensions.code,
    ).toBe('FORBIDDEN');
    expect((await app.graphql(UPDATE, { input: { baselineRaised: '999,00' } }, asMember('OWNER'))).body.errors).toBeUndefined();
  });

  it('names the person in the audit, and the token as the token', async () => {
    const REGISTER = `mutation R($input: OutsideDonationInput!) { registerOutsideDonation(input: $input) { id } }`;
    const input = { idempotencyKey: 'team-audit-0001', amount: '40,00', receivedOn: '2026-01-10', method: 'CASH' };
    const { body } = await app.graphql(REGISTER, { input }, asMember('FINANCE'));
    expect(body.errors).toBeUndefined();
    const entry = await app.deps.models.AuditEntry.findOne({ action: 'registerOutsideDonation' }).lean();
    expect(entry!.actor).toBe(`Pessoa Financeira <${people.get('FINANCE')!.email}>`);
    const invite = await app.deps.models.AuditEntry.findOne({ action: 'inviteTeamMember' }).lean();
    expect(invite!.actor).toMatch(/^admin:[0-9a-f]{8} \(token\)$/);
  });

  it('removing a person ends their sessions at once; the team never loses its last owner', async () => {
    const reader = people.get('READER')!;
    expect((await app.graphql(ME, {}, asMember('READER'))).body.data.me.role).toBe('READER');
    const team = (await app.graphql(TEAM, {}, asMember('OWNER'))).body.data.team;
    expect(team.find((person: { id: string }) => person.id === reader.id).sessions).toHaveLength(1);
    const removed = await app.graphql(`mutation { removeTeamMember(id: "${reader.id}") { id } }`, {}, asMember('OWNER'));
    expect(removed.body.errors).toBeUndefined();
    expect(firstError((await app.graphql(ME, {}, asMember('READER'))).body).extensions.code).toBe('UNAUTHENTICATED');
    // A link asked for after removal sends nothing.
    const before = await app.deps.models.OutboxMessage.countDocuments({ to: reader.email });
    await post('/api/painel/link', { email: reader.email });
    await settleSignInLinkRequests(app.deps);
    expect(await app.deps.models.OutboxMessage.countDocuments({ to: reader.email })).toBe(before);

    const owner = people.get('OWNER')!;
    const demote = await app.graphql(
      `mutation { setTeamMemberRole(id: "${owner.id}", role: READER) { id } }`,
      {},
      asMember('OWNER'),
    );
    expect(firstError(demote.body).extensions.code).toBe('CONFLICT');
    const promote = await app.graphql(
      `mutation { setTeamMemberRole(id: "${people.get('CONTENT')!.id}", role: OWNER) { role } }`,
      {},
      asMember('OWNER'),
    );
    expect(promote.body.data.setTeamMemberRole.role).toBe('OWNER');
    // The promotion holds from the next request: the same session now has the owner's fields.
    expect((await app.graphql(TEAM, {}, asMember('CONTENT'))).body.errors).toBeUndefined();
  });
});
