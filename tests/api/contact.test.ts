import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const SEND = `mutation Send($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`;
const LIST = `query List($first: Int, $after: String) {
  contactMessages(first: $first, after: $after) { nodes { id name email message createdAt } pageInfo { endCursor hasNextPage } }
}`;
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe('contact form messages', () => {
  // Each test lists the messages it sent, from 12:00 on: a fresh app, database and clock each.
  let app: TestApp;
  let clock: Date;

  beforeEach(async () => {
    clock = new Date('2025-06-22T12:00:00Z');
    app = await startTestApp({ now: () => clock });
  });
  afterEach(() => app?.close());

  const storedCount = () => app.deps.models.ContactMessage.countDocuments();

  it('stores a valid message, trimmed, and lists it for the organiser only', async () => {
    const sent = await app.graphql(SEND, {
      input: { name: '  Maria   da Silva ', email: ' maria@exemplo.com.br ', message: 'Olá!\r\nQuero ajudar com transporte. ' },
    });
    expect(sent.body.errors).toBeUndefined();
    const id = sent.body.data.sendContactMessage.id;

    const stored = await app.deps.models.ContactMessage.findById(id).lean();
    expect(stored).toMatchObject({
      name: 'Maria da Silva',
      email: 'maria@exemplo.com.br',
      message: 'Olá!\nQuero ajudar com transporte.',
    });
    expect(stored!.createdAt.toISOString()).toBe('2025-06-22T12:00:00.000Z');

    const anonymous = await app.graphql(LIST);
    expect(anonymous.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(anonymous.body.data).toBeNull();

    const listed = await app.graphql(LIST, {}, admin);
    expect(listed.body.data.contactMessages.nodes).toEqual([
      {
        id,
        name: 'Maria da Silva',
        email: 'maria@exemplo.com.br',
        message: 'Olá!\nQuero ajudar com transporte.',
        createdAt: '2025-06-22T12:00:00.000Z',
      },
    ]);
  });

  it.each([
    [{ name: 'M', email: 'm@exemplo.com', message: 'Uma mensagem longa.' }, 'name', 'Informe o seu nome.'],
    [{ name: 'Maria', email: 'sem-arroba', message: 'Uma mensagem longa.' }, 'email', 'e-mail válido'],
    [{ name: 'Maria', email: '', message: 'Uma mensagem longa.' }, 'email', 'Informe o seu e-mail'],
    [{ name: 'Maria', email: 'm@exemplo.com', message: 'curta' }, 'message', 'pelo menos 10'],
    [{ name: 'Maria', email: 'm@exemplo.com', message: 'x'.repeat(2001) }, 'message', 'no máximo 2000'],
    [{ name: 'x'.repeat(101), email: 'm@exemplo.com', message: 'Uma mensagem longa.' }, 'name', 'no máximo 100'],
  ])('refuses %j with a pt-BR message naming the field, storing nothing', async (input, field, text) => {
    const before = await storedCount();
    const sent = await app.graphql(SEND, { input });
    const error = sent.body.errors?.[0];
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.extensions.field).toBe(field);
    expect(error.message).toContain(text);
    expect(await storedCount()).toBe(before);
  });

  it('pages newest first', async () => {
    for (const name of ['Ana Primeira', 'Bruno Segundo', 'Carla Terceira', 'Davi Quarto']) {
      clock = new Date(clock.getTime() + 60_000);
      await app.graphql(SEND, { input: { name, email: 'a@b.co', message: 'Mensagem de teste aqui.' } });
    }
    const first = await app.graphql(LIST, { first: 2 }, admin);
    const page1 = first.body.data.contactMessages;
    expect(page1.nodes.map((node: { name: string }) => node.name)).toEqual(['Davi Quarto', 'Carla Terceira']);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await app.graphql(LIST, { first: 2, after: page1.pageInfo.endCursor }, admin);
    const page2 = second.body.data.contactMessages;
    expect(page2.nodes.map((node: { name: string }) => node.name)).toEqual(['Bruno Segundo', 'Ana Primeira']);
    expect(page2.pageInfo.hasNextPage).toBe(false);

    const bad = await app.graphql(LIST, { first: 0 }, admin);
    expect(bad.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    const badCursor = await app.graphql(LIST, { after: 'nope' }, admin);
    expect(badCursor.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('contact form rate limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_CONTACT: '2/600' } });
  });
  afterAll(() => app?.close());

  it('refuses the third message from one address in the window and stores nothing more', async () => {
    const input = { name: 'Maria', email: 'm@exemplo.com', message: 'Mensagem repetida aqui.' };
    expect((await app.graphql(SEND, { input })).body.errors).toBeUndefined();
    expect((await app.graphql(SEND, { input })).body.errors).toBeUndefined();
    const third = await app.graphql(SEND, { input });
    expect(third.body.errors?.[0].extensions.code).toBe('RATE_LIMITED');
    expect(third.body.errors?.[0].message).toMatch(/Aguarde/);
    expect(await app.deps.models.ContactMessage.countDocuments()).toBe(2);
  });
});
