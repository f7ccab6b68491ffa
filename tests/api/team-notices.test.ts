import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { deliverDueMessages } from '../../api/src/mail/sender.js';
import { runNotices } from '../../api/src/team/notices.js';
import {
  PIX_CODE,
  createDonation,
  firstError,
  notifyPayment,
  paidDonation,
  pixVariables,
} from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';

const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const WEBHOOK_SECRET = 'webhook-secret-notices-0123456789';
const INVITE = `mutation I($input: InviteTeamMemberInput!) { inviteTeamMember(input: $input) { id } }`;
const SET = `mutation S($input: NotificationSettingsInput!) { setMyNotifications(input: $input) { paidDonations dailySummary } }`;
const NONE = { paidDonations: 'OFF', contactMessages: false, paymentIssues: false, failedEmails: false, dailySummary: false };
const CPF = '529.982.247-25';

describe('the team is told by e-mail what it asked for, once each, and never a donor’s CPF', () => {
  let smtp: TestSmtp;
  let app: TestApp;
  // 10:00 in Brasília: past the daily summary's hour, so the first day's summary is not due again today.
  let current = new Date('2026-03-10T13:00:00.000Z').getTime();
  const clock = {
    now: () => new Date(current),
    advance: (ms: number) => void (current += ms),
    set: (date: Date) => void (current = date.getTime()),
  };
  const sessions = new Map<string, string>();

  const notices = (to: string) =>
    app.deps.models.OutboxMessage.find({ to, eventKey: /^notice:/ })
      .sort({ _id: 1 })
      .lean();
  const as = (email: string) => ({ cookie: sessions.get(email)!, origin: app.url });

  async function member(email: string, name: string, role: string, settings: Record<string, unknown>) {
    await app.graphql(INVITE, { input: { email, name, role } }, ADMIN);
    const [invite] = await app.deps.models.OutboxMessage.find({ to: email }).lean();
    const secret = /\/painel\/entrar\/([A-Za-z0-9_-]{43})/.exec(invite!.text)![1];
    const answer = await fetch(`${app.url}/api/painel/link/entrar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ token: secret }),
    });
    sessions.set(email, answer.headers.get('set-cookie')!.split(';')[0]!);
    const { body } = await app.graphql(SET, { input: { ...NONE, ...settings } }, as(email));
    expect(body.errors).toBeUndefined();
  }

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Campanha <doacoes@exemplo.org.br>',
        PUBLIC_URL: 'https://doe.exemplo.org.br',
        PIX_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
      now: clock.now,
    });
    await runNotices(app.deps);
    await member('cada@exemplo.org.br', 'Clara Souza', 'FINANCE', { paidDonations: 'EACH' });
    await member('grupo@exemplo.org.br', 'Gustavo Lima', 'OWNER', { paidDonations: 'GROUPED' });
    await member('avisos@exemplo.org.br', 'Alice Dias', 'CONTENT', {
      contactMessages: true,
      paymentIssues: true,
      failedEmails: true,
      dailySummary: true,
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('a paid donation reaches at the next pass who asked for each one, and as a group who asked for groups', async () => {
    clock.advance(1_000);
    await paidDonation(app, { name: 'Roberta Nunes', email: 'roberta@exemplo.com.br', cpf: CPF, amount: '80,00' });
    // At the next pass of the job (every 30 seconds): a payment's own path writes nothing for the team.
    expect(await notices('cada@exemplo.org.br')).toHaveLength(0);
    clock.advance(5_000);
    await Promise.all([runNotices(app.deps), runNotices(app.deps)]);
    await runNotices(app.deps);
    const each = await notices('cada@exemplo.org.br');
    expect(each).toHaveLength(1);
    expect(each[0]).toMatchObject({ subject: 'Doação paga: R$ 80,00' });
    expect(each[0]!.text).toContain('Roberta doou R$ 80,00');
    expect(each[0]!.text).toContain('https://doe.exemplo.org.br/painel/doacoes');
    // Through the real SMTP server.
    await deliverDueMessages(app.deps);
    const delivered = smtp.received.filter((mail) => mail.subject === 'Doação paga: R$ 80,00');
    expect(delivered.map((mail) => mail.to)).toEqual([expect.objectContaining({ text: 'cada@exemplo.org.br' })]);

    // Grouped: the first at the next pass (above), then nothing for 15 minutes, then the rest in one e-mail.
    expect((await notices('grupo@exemplo.org.br')).map((mail) => mail.subject)).toEqual(['1 doação paga: R$ 80,00']);
    await paidDonation(app, { name: 'Samuel', amount: '20,00' });
    clock.advance(60_000);
    await paidDonation(app, { isAnonymous: true, name: '', amount: '30,00' });
    clock.advance(60_000);
    await Promise.all([runNotices(app.deps), runNotices(app.deps)]);
    expect(await notices('grupo@exemplo.org.br')).toHaveLength(1);
    clock.advance(15 * 60_000);
    await Promise.all([runNotices(app.deps), runNotices(app.deps)]);
    const grouped = await notices('grupo@exemplo.org.br');
    expect(grouped.map((mail) => mail.subject)).toEqual(['1 doação paga: R$ 80,00', '2 doações pagas: R$ 50,00']);
    expect(grouped[1]!.text).toContain('• Samuel: R$ 20,00');
    expect(grouped[1]!.text).toContain('• Doador anônimo: R$ 30,00');
    // Who asked for nothing of the kind hears nothing of it.
    expect((await notices('avisos@exemplo.org.br')).filter((mail) => /paga/.test(mail.subject))).toEqual([]);
  });

  it('a contact message, a payment that needs the organiser and a failed e-mail are told once each, with the screen that resolves them', async () => {
    const contact = await app.graphql(`mutation C($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`, {
      input: { name: 'Jorge Prado', email: 'jorge@exemplo.com.br', message: 'Posso doar em dinheiro no bazar?' },
    });
    expect(contact.body.errors).toBeUndefined();
    const unknown = await fetch(`${app.url}/api/pix/webhook/${WEBHOOK_SECRET}/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pix: [
          {
            endToEndId: 'E12345678202603101300NOTICE00001',
            txid: 'naoexiste123',
            valor: '75.00',
            horario: clock.now().toISOString(),
          },
        ],
      }),
    });
    expect(unknown.status).toBe(200);
    // A donor's e-mail the sender gave up on (its own tests cover how it gets there).
    const thanks = await app.deps.models.OutboxMessage.findOne({ to: 'roberta@exemplo.com.br' }).sort({ _id: -1 });
    await app.deps.models.OutboxMessage.updateOne(
      { _id: thanks!._id },
      { $set: { status: 'failed', lastError: '550 mailbox unavailable' } },
    );

    clock.advance(5_000);
    await runNotices(app.deps);
    await runNotices(app.deps);
    const told = await notices('avisos@exemplo.org.br');
    const subjects = told.map((mail) => mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Nova mensagem pelo "Fale conosco"',
        'Um pagamento precisa de você',
        'Um e-mail para um doador não foi entregue',
      ]),
    );
    expect(subjects).toHaveLength(3);
    expect(told.find((mail) => mail.subject.startsWith('Nova mensagem'))!.text).toContain('/painel/mensagens');
    expect(told.find((mail) => mail.subject.startsWith('Um pagamento'))!.text).toContain('R$ 75,00');
    expect(told.find((mail) => mail.subject.startsWith('Um e-mail'))!.text).toContain('/painel/emails');
  });

  it('sends the daily summary once each morning', async () => {
    // The next day, 08:05 in Brasília.
    clock.set(new Date('2026-03-11T11:05:00.000Z'));
    await Promise.all([runNotices(app.deps), runNotices(app.deps)]);
    await runNotices(app.deps);
    const summaries = (await notices('avisos@exemplo.org.br')).filter((mail) => mail.subject.startsWith('Resumo de ontem'));
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.subject).toBe('Resumo de ontem: R$ 130,00');
    expect(summaries[0]!.text).toContain('3 doações pagas, somando R$ 130,00');
    expect(summaries[0]!.text).toContain('1 pagamento para conferir');
  });

  it('a report contradicting a recorded payment is told once, as a payment that needs the organiser', async () => {
    clock.advance(60_000);
    const donation = await createDonation(app, { amount: '40,00' });
    expect((await app.graphql(PIX_CODE, pixVariables(donation))).body.data.pixCode).toBeTruthy();
    const { txid } = (await app.deps.models.Donation.findById(donation).lean())!;
    const pay = (valor: string) =>
      notifyPayment(app, WEBHOOK_SECRET, {
        endToEndId: 'E12345678202603101301NOTICE00002',
        txid,
        valor,
        horario: clock.now().toISOString(),
      });
    expect((await pay('40.00')).status).toBe(200);
    expect(await app.deps.models.PixPayment.findOne({ txid }).lean()).toMatchObject({ outcome: 'CONFIRMED' });
    // The same end-to-end id again, said to be of another amount (twice): one payment cannot be both.
    for (let round = 0; round < 2; round++) expect((await pay('400.00')).status).toBe(200);
    clock.advance(5_000);
    await runNotices(app.deps);
    await runNotices(app.deps);
    const told = (await notices('avisos@exemplo.org.br')).filter((mail) => mail.text.includes('contradiz'));
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('Um pagamento precisa de você');
    expect(told[0]!.text).toContain('R$ 400,00');
    expect(told[0]!.text).toContain('/painel/doacoes');
  });

  it('never puts a donor’s CPF, e-mail or phone in a notice; the token has no address to choose for', async () => {
    const all = await app.deps.models.OutboxMessage.find({ eventKey: /^notice:/ }).lean();
    expect(all.length).toBeGreaterThan(5);
    for (const mail of all) {
      for (const secret of ['52998224725', CPF, 'roberta@exemplo.com.br', 'jorge@exemplo.com.br', 'Nunes'])
        expect([mail.subject, mail.text, mail.html].join('\n')).not.toContain(secret);
    }
    const token = await app.graphql(SET, { input: NONE }, ADMIN);
    expect(firstError(token.body).extensions.code).toBe('CONFLICT');
    const wrong = await app.graphql(SET, { input: { ...NONE, paidDonations: 'SEMPRE' } }, as('cada@exemplo.org.br'));
    expect(firstError(wrong.body).extensions.code).toBeDefined();
  });
});
