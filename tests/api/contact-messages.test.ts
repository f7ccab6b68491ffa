// Issue 38, goal 4: the organiser answers the contact messages from the panel. Through the real
// app over HTTP, a real database and a real SMTP server on loopback: the answer reaches the donor
// with Reply-To the organisation's e-mail and the message quoted, is kept, and a deleted message
// takes its answers and their unsent e-mails with it. The donor's own copy and erasure go through
// "Minhas doações", whose link proves the address.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { deleteOldContactMessages } from '../../api/src/contact/retention.js';
import { deliverDueMessages } from '../../api/src/mail/sender.js';
import { CONTACT_MESSAGE_RETENTION_DAYS } from '../../rules/retention.js';
import { settleLinkRequests } from '../../api/src/my-donations/service.js';
import { createDonation, manualClock, pixVariables } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';

const PUBLIC_URL = 'https://doe.exemplo.org.br';
const MAIL_FROM = 'Campanha da Ana <doacoes@exemplo.org.br>';
const ORGANISATION = { name: 'Associação Amigos da Ana', email: 'contato@amigosdaana.org.br' };
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

const SEND = `mutation Send($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`;
const FIELDS = `id name email message createdAt answeredAt answers { id text answeredAt answeredBy }`;
const LIST = `query List($answered: Boolean) {
  contactMessages(answered: $answered) { nodes { ${FIELDS} } pageInfo { hasNextPage } }
  unansweredContactMessages
}`;
const ANSWER = `mutation Answer($id: ID!, $text: String!) { answerContactMessage(id: $id, text: $text) { ${FIELDS} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteContactMessage(id: $id) }`;

const MARIA = { name: 'Maria da Silva', email: 'Maria@Exemplo.com.br', message: 'Olá!\nPosso levar doações de roupa?' };

describe('answering contact messages', () => {
  let smtp: TestSmtp;
  let app: TestApp;
  let clock: ReturnType<typeof manualClock>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.stop());
  beforeEach(async () => {
    smtp.received.length = 0;
    clock = manualClock(new Date('2026-05-04T13:00:00Z'));
    app = await startTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM, PUBLIC_URL },
      now: clock.now,
      content: (content) => ({ ...content, organisation: { ...content.organisation, ...ORGANISATION } }),
    });
  });
  afterEach(() => app.close());

  const send = async (input = MARIA): Promise<string> => {
    const { body } = await app.graphql(SEND, { input });
    expect(body.errors).toBeUndefined();
    clock.advanceSeconds(60);
    return body.data.sendContactMessage.id;
  };
  const list = async (answered?: boolean) =>
    (await app.graphql(LIST, answered === undefined ? {} : { answered }, admin)).body.data;
  const outbox = () => app.deps.models.OutboxMessage.find().sort({ _id: 1 }).lean();
  const auditActions = async () => (await app.deps.models.AuditEntry.find().sort({ _id: 1 }).lean()).map((entry) => entry.action);
  const errorOf = (body: { errors?: any[] }) => body.errors?.[0];

  it('e-mails the answer to the donor, Reply-To the organisation, quoting the message without a CPF; the message is answered', async () => {
    const id = await send({ ...MARIA, message: 'Meu CPF é 529.982.247-25.\nPosso levar doações de roupa?' });
    const other = await send({ name: 'João Souza', email: 'joao@exemplo.com', message: 'Vocês aceitam cestas básicas?' });
    expect((await list()).unansweredContactMessages).toBe(2);

    const { body } = await app.graphql(ANSWER, { id, text: '  Pode sim!\r\nEntregue na secretaria, das 9h às 17h.  ' }, admin);
    expect(body.errors).toBeUndefined();
    const answered = body.data.answerContactMessage;
    expect(answered.answeredAt).toBe(clock.now().toISOString());
    expect(answered.answers).toEqual([
      {
        id: expect.any(String),
        text: 'Pode sim!\nEntregue na secretaria, das 9h às 17h.',
        answeredAt: clock.now().toISOString(),
        answeredBy: expect.stringMatching(/^admin:[0-9a-f]{8} \(token\)$/),
      },
    ]);

    expect(await deliverDueMessages(app.deps)).toBe(1);
    const [mail] = (await smtp.waitFor(1)) as ParsedMail[];
    expect((mail!.to as { text: string }).text.toLowerCase()).toBe('maria@exemplo.com.br');
    expect(mail!.from?.text).toBe('"Campanha da Ana" <doacoes@exemplo.org.br>');
    expect(mail!.replyTo?.text).toBe(ORGANISATION.email);
    expect(mail!.subject).toBe(`Resposta à sua mensagem para ${ORGANISATION.name}`);
    expect(mail!.text).toContain('Olá, Maria!');
    expect(mail!.text).toContain('Pode sim!\nEntregue na secretaria, das 9h às 17h.');
    expect(mail!.text).toContain('> Meu CPF é [CPF omitido].\n> Posso levar doações de roupa?');
    expect(mail!.html).toContain('<blockquote');
    for (const part of [mail!.text, mail!.html, mail!.subject]) {
      expect(part).not.toContain('529.982.247-25');
      expect(part).not.toContain('52998224725');
    }

    // Answered and unanswered apart, newest first; the menu's count follows.
    const all = await list();
    expect(all.contactMessages.nodes.map((node: { id: string }) => node.id)).toEqual([other, id]);
    expect(all.unansweredContactMessages).toBe(1);
    expect((await list(true)).contactMessages.nodes.map((node: { id: string }) => node.id)).toEqual([id]);
    expect((await list(false)).contactMessages.nodes.map((node: { id: string }) => node.id)).toEqual([other]);

    // A second answer is kept after the first, and sent on its own.
    clock.advanceSeconds(3600);
    const again = await app.graphql(ANSWER, { id, text: 'Esquecemos: traga as roupas lavadas.' }, admin);
    expect(again.body.data.answerContactMessage.answers.map((answer: { text: string }) => answer.text)).toEqual([
      'Pode sim!\nEntregue na secretaria, das 9h às 17h.',
      'Esquecemos: traga as roupas lavadas.',
    ]);
    expect(await deliverDueMessages(app.deps)).toBe(1);
    expect(await auditActions()).toEqual(['answerContactMessage', 'answerContactMessage']);
  });

  it('deletes a message with its answers and its e-mail not yet sent; a sent one keeps only that it was sent', async () => {
    const id = await send();
    const kept = await send({ name: 'João Souza', email: 'joao@exemplo.com', message: 'Vocês aceitam cestas básicas?' });
    await app.graphql(ANSWER, { id, text: 'Primeira resposta, já enviada.' }, admin);
    await app.graphql(ANSWER, { id: kept, text: 'Aceitamos, obrigado!' }, admin);
    expect(await deliverDueMessages(app.deps)).toBe(2);
    await app.graphql(ANSWER, { id, text: 'Segunda resposta, ainda na fila.' }, admin);
    expect((await outbox()).map((message) => message.status)).toEqual(['sent', 'sent', 'pending']);

    const { body } = await app.graphql(DELETE, { id }, admin);
    expect(body).toEqual({ data: { deleteContactMessage: id } });
    expect(await app.deps.models.ContactMessage.findById(id).lean()).toBeNull();
    const [sent, other] = await outbox();
    expect(await outbox()).toHaveLength(2);
    // The first answer's e-mail left already: the outbox says so, with no copy of the donor's words or address.
    expect(sent).toMatchObject({ status: 'sent', to: '', replyTo: '', text: '', html: '' });
    expect(other).toMatchObject({ status: 'sent', to: 'joao@exemplo.com' });
    expect(await deliverDueMessages(app.deps)).toBe(0);
    expect((await list()).contactMessages.nodes.map((node: { id: string }) => node.id)).toEqual([kept]);
    expect(await auditActions()).toEqual([
      'answerContactMessage',
      'answerContactMessage',
      'answerContactMessage',
      'deleteContactMessage',
    ]);

    // Deleted twice, or answered once deleted: not found, and nothing written.
    for (const [query, variables] of [
      [DELETE, { id }],
      [ANSWER, { id, text: 'Tarde demais.' }],
    ] as const) {
      const late = await app.graphql(query, variables, admin);
      expect(errorOf(late.body).extensions.code).toBe('NOT_FOUND');
      expect(errorOf(late.body).message).toContain('Mensagem não encontrada');
    }
    expect(await outbox()).toHaveLength(2);
  });

  it('the retention period takes an answered message with its answers’ e-mails, which quote it', async () => {
    const id = await send();
    await app.graphql(ANSWER, { id, text: 'Pode sim, obrigado!' }, admin);
    expect(await deliverDueMessages(app.deps)).toBe(1);
    await app.graphql(ANSWER, { id, text: 'Uma segunda resposta, que ficou na fila.' }, admin);
    clock.advanceSeconds((CONTACT_MESSAGE_RETENTION_DAYS + 1) * 86_400);
    expect(await deleteOldContactMessages(app.deps)).toBe(1);
    expect(await app.deps.models.ContactMessage.countDocuments()).toBe(0);
    expect(await outbox()).toEqual([expect.objectContaining({ status: 'sent', to: '', text: '', html: '' })]);
  });

  it('refuses the public: no list, count, answer or deletion without the admin token', async () => {
    const id = await send();
    for (const [query, variables] of [
      [LIST, {}],
      [ANSWER, { id, text: 'Resposta de um intruso.' }],
      [DELETE, { id }],
    ] as const) {
      const { body } = await app.graphql(query, variables);
      expect(errorOf(body).extensions.code).toBe('UNAUTHENTICATED');
      expect(body.data).toBeNull();
    }
    const wrong = await app.graphql(DELETE, { id }, { authorization: 'Bearer not-the-token-0123456789' });
    expect(errorOf(wrong.body).extensions.code).toBe('UNAUTHENTICATED');
    expect(await app.deps.models.ContactMessage.findById(id).lean()).toMatchObject({ answeredAt: null, answers: [] });
    expect(await outbox()).toEqual([]);
    expect(await auditActions()).toEqual([]);
  });

  it.each([
    ['', 'text', 'Escreva a resposta.'],
    ['   \n  ', 'text', 'Escreva a resposta.'],
    ['x'.repeat(5001), 'text', 'no máximo 5000 caracteres'],
    ['Olá\u0007 Maria', 'text', 'caractere invisível'],
    ['Olá\tMaria', 'text', 'caractere invisível'],
    ['Seu recibo sai no CPF 529.982.247-25.', 'text', 'Não envie CPF por e-mail'],
  ])('refuses the answer %j in pt-BR, changing nothing', async (text, field, message) => {
    const id = await send();
    const { body } = await app.graphql(ANSWER, { id, text }, admin);
    expect(errorOf(body).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(errorOf(body).message).toContain(message);
    expect(await app.deps.models.ContactMessage.findById(id).lean()).toMatchObject({ answeredAt: null, answers: [] });
    expect(await outbox()).toEqual([]);
    expect(await auditActions()).toEqual([]);
  });

  it('refuses a malformed id as bad input and an unknown one as not found', async () => {
    await send();
    const malformed = await app.graphql(DELETE, { id: 'nao-e-um-id' }, admin);
    expect(errorOf(malformed.body).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    const unknown = await app.graphql(ANSWER, { id: '0123456789abcdef01234567', text: 'Olá!' }, admin);
    expect(errorOf(unknown.body).extensions).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(await app.deps.models.ContactMessage.countDocuments()).toBe(1);
    expect(await outbox()).toEqual([]);
  });

  describe('the donor’s own messages, through "Minhas doações"', () => {
    const form = (fields: Record<string, string> = {}) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual' as const,
    });

    /** The link e-mailed to an address that donated, as its owner opens it. */
    async function linkOf(email: string): Promise<string> {
      await fetch(`${app.url}/minhas-doacoes`, form({ email }));
      await settleLinkRequests(app.deps);
      while ((await deliverDueMessages(app.deps)) > 0);
      const mail = smtp.received.find((received) => received.subject?.startsWith('Suas doações'));
      return new RegExp(`${PUBLIC_URL}(/minhas-doacoes/[A-Za-z0-9_-]{32})`).exec(mail?.text ?? '')![1]!;
    }

    it('shows the messages sent with the address and their answers, and erases them with their e-mails', async () => {
      await createDonation(app, { name: 'Maria da Silva', email: 'maria@exemplo.com.br' });
      const mine = await send();
      const older = await send({ ...MARIA, message: 'Outra mensagem minha, sem resposta.' });
      const someoneElse = await send({ name: 'João Souza', email: 'joao@exemplo.com', message: 'Vocês aceitam cestas básicas?' });
      await app.graphql(ANSWER, { id: mine, text: 'Pode sim, obrigado!' }, admin);
      await app.graphql(ANSWER, { id: someoneElse, text: 'Aceitamos!' }, admin);
      const path = await linkOf('maria@exemplo.com.br');

      // The answers' e-mails left with the link's: erasure keeps only that they were sent.
      const page = await (await fetch(`${app.url}${path}`)).text();
      expect(page).toContain('Mensagens pelo &quot;Fale conosco&quot;');
      expect(page).toContain('Posso levar doações de roupa?');
      expect(page).toContain('Outra mensagem minha, sem resposta.');
      expect(page).toContain('Pode sim, obrigado!');
      expect(page).not.toContain('cestas básicas');

      const erased = await fetch(`${app.url}${path}/mensagens/apagar`, form());
      expect(erased.status).toBe(200);
      expect(await erased.text()).toContain('As 2 mensagens foram apagadas, com as respostas.');
      expect(await app.deps.models.ContactMessage.find({ _id: { $in: [mine, older] } }).lean()).toEqual([]);
      expect(await app.deps.models.ContactMessage.findById(someoneElse).lean()).not.toBeNull();
      const recipients = (await outbox()).map((message) => message.to);
      expect(recipients).not.toContain('Maria@Exemplo.com.br');
      expect(await app.deps.models.OutboxMessage.find({ eventKey: new RegExp(`^contact-answer:${mine}:`) }).lean()).toEqual([
        expect.objectContaining({ status: 'sent', to: '', text: '', html: '' }),
      ]);
      expect(recipients).toContain('joao@exemplo.com');
      expect(await (await fetch(`${app.url}${path}`)).text()).not.toContain('Fale conosco&quot;');
    });

    it('neither shows nor erases them through a donation’s page, whose token its creator holds whatever address was typed', async () => {
      const id = await createDonation(app, { name: 'Outra Pessoa', email: 'maria@exemplo.com.br' });
      const mine = await send();
      const donation = (await app.deps.models.Donation.findById(id).lean())!;
      const token = pixVariables(id).accessToken;
      const exported = await (await fetch(`${app.url}/api/minha-doacao/${token}/dados`)).text();
      expect(exported).not.toContain('Posso levar doações de roupa?');
      await fetch(`${app.url}/api/minha-doacao/${token}/dados`, { method: 'DELETE' });
      expect(await app.deps.models.Donation.findById(id, { erasedAt: 1 }).lean()).toMatchObject({ erasedAt: expect.any(Date) });
      expect(donation.email).toBe('maria@exemplo.com.br');
      expect(await app.deps.models.ContactMessage.findById(mine).lean()).not.toBeNull();
    });
  });
});
