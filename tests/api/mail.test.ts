import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { Types } from 'mongoose';
import { deliverDueMessages, OUTBOX_CLAIM_SECONDS, retryDelaySeconds } from '../../api/src/mail/sender.js';
import { runPaymentSweep } from '../../api/src/app/jobs.js';
import {
  CREATE_DONATION,
  PIX_CODE,
  confirmDonation,
  manualClock,
  pixVariables,
  rememberAccessToken,
  validDonation,
} from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { pdfText } from '../support/pdf.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';

const MAIL_FROM = 'Campanha da Ana <doacoes@exemplo.org.br>';

describe("the donor's e-mails, through a real SMTP server", () => {
  let smtp: TestSmtp;
  let app: TestApp;
  let clock: ReturnType<typeof manualClock>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.stop());
  beforeEach(async () => {
    smtp.received.length = 0;
    clock = manualClock(new Date());
    app = await startTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM, PUBLIC_URL: 'https://doe.exemplo.org.br' },
      now: clock.now,
    });
  });
  afterEach(() => app.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const { body } = await app.graphql(CREATE_DONATION, { input: validDonation(overrides) });
    return { id: rememberAccessToken(body.data.createDonation), accessToken: body.data.createDonation.accessToken as string };
  };
  const outbox = () => app.deps.models.OutboxMessage.find().sort({ _id: 1 }).lean();

  it('sends the code right after it is issued, with its expiry and the private link', async () => {
    const { id, accessToken } = await create({ name: 'Maria da Silva', email: 'maria@exemplo.com.br', amount: '75,00' });
    const pix = (await app.graphql(PIX_CODE, pixVariables(id))).body.data.pixCode;
    expect(await deliverDueMessages(app.deps)).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toMatchObject({ text: 'maria@exemplo.com.br' });
    expect(mail!.from).toMatchObject({ text: MAIL_FROM.replace(/^(.*) </, '"$1" <') });
    expect(mail!.subject).toBe('Seu código PIX de R$ 75,00');
    expect(mail!.text).toContain('Olá, Maria!');
    expect(mail!.text).toContain(pix.pixCode);
    expect(mail!.text).toContain(`https://doe.exemplo.org.br/minha-doacao/${accessToken}`);
    expect(mail!.text).toMatch(/O código vale até \d{2}\/\d{2}\/\d{4}/);
    // Whole once the tags are read past: the HTML lets it wrap with <wbr>, which copies as nothing.
    expect(String(mail!.html).replace(/<wbr\/?>/g, '')).toContain(pix.pixCode);
    // No remote image, nothing fetched when the e-mail is opened.
    expect(mail!.html).not.toMatch(/<img|src=/i);
    // Reading the code again sends nothing more.
    await app.graphql(PIX_CODE, pixVariables(id));
    expect(await deliverDueMessages(app.deps)).toBe(0);
  });

  it('sends the receipt once the payment is confirmed: a recibo with the CPF, every field readable', async () => {
    const { id, accessToken } = await create({ name: 'Maria da Silva', cpf: '529.982.247-25', amount: '50,00' });
    await app.graphql(PIX_CODE, pixVariables(id));
    await confirmDonation(app, id);
    await confirmDonation(app, id).catch(() => {}); // a repeated confirmation writes no second e-mail
    expect(await deliverDueMessages(app.deps)).toBe(2);
    const [, thanks] = await smtp.waitFor(2);
    expect(thanks!.subject).toBe('Recebemos sua doação de R$ 50,00. Obrigado!');
    expect(thanks!.text).toContain('Em anexo está o recibo da doação, em PDF.');
    expect(thanks!.text).toContain(`https://doe.exemplo.org.br/minha-doacao/${accessToken}`);
    expect(thanks!.attachments).toHaveLength(1);
    const attachment = thanks!.attachments[0]!;
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.filename).toBe('recibo-doacao-000001.pdf');
    const text = pdfText(attachment.content);
    expect(text).toContain('RECIBO DE DOAÇÃO Nº 000001');
    expect(text).toContain('Recebedor: Instituto Exemplo de Apoio');
    expect(text).toContain('CNPJ/CPF do recebedor: 12.ABC.345/01DE-35');
    expect(text).toContain('Doador(a): Maria da Silva');
    expect(text).toContain('CPF do(a) doador(a): 529.982.247-25');
    expect(text).toContain('Valor: R$ 50,00 (cinquenta reais)');
    expect(text).toMatch(/Data do pagamento: \d{2}\/\d{2}\/\d{4}/);
    // Confirmed by the organiser: no end-to-end id, a dash on its line and the reason on a line of its own.
    expect(text).toContain('Identificador PIX (end-to-end): — Confirmação do pagamento: conferido no extrato');
    expect(text).toContain(
      'Confirmação do pagamento: conferido no extrato e confirmado pela organização (sem identificador do banco)',
    );
    // The ledger's absolute address (PUBLIC_URL), not a bare path.
    expect(text).toMatch(
      /Referência pública: [0-9A-Z]{4}-[0-9A-Z]{4} Confira a referência em: https:\/\/doe\.exemplo\.org\.br\/transparencia/,
    );
    expect(text).toContain('doação voluntária, sem nenhum bem ou serviço dado em troca');
    expect(text).toContain('"Doações Efetuadas", use o código 80');
    expect(text).toContain('Esta doação não é dedutível do imposto devido.');
    expect(await app.deps.models.OutboxMessage.countDocuments({ eventKey: `paid:${id}` })).toBe(1);
  });

  it('issues a comprovante without any CPF line when the donor gave none', async () => {
    const { id } = await create({ cpf: '', amount: '1.234,56' });
    await confirmDonation(app, id);
    await deliverDueMessages(app.deps);
    const [thanks] = await smtp.waitFor(1);
    expect(thanks!.text).toContain('o comprovante da doação');
    const text = pdfText(thanks!.attachments[0]!.content);
    expect(text).toContain('COMPROVANTE DE DOAÇÃO Nº');
    expect(text).not.toContain('CPF do(a) doador(a)');
    expect(text).toContain('Valor: R$ 1.234,56 (mil duzentos e trinta e quatro reais e cinquenta e seis centavos)');
  });

  it('an anonymous donor who gave no name gets "Olá!" and a receipt that says the name was not given', async () => {
    const { id } = await create({ isAnonymous: true, name: '', cpf: '' });
    await confirmDonation(app, id);
    await deliverDueMessages(app.deps);
    const [thanks] = await smtp.waitFor(1);
    expect(thanks!.text).toMatch(/^Olá!/);
    const text = pdfText(thanks!.attachments[0]!.content);
    expect(text).toContain('Doador(a): não informado (doação anônima)');
    expect(text).toContain('Declaramos que recebemos a quantia acima');
  });

  it('numbers receipts in sequence, never twice, under concurrent confirmations', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => create().then((created) => created.id)));
    await Promise.all(ids.map((id) => confirmDonation(app, id)));
    const numbers = (await app.deps.models.Receipt.find().lean()).map((receipt) => receipt.number).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keeps messages through an SMTP outage and delivers them when it is back, donations unaffected', async () => {
    await smtp.stop();
    try {
      const { id } = await create();
      await app.graphql(PIX_CODE, pixVariables(id));
      await confirmDonation(app, id);
      expect((await app.deps.models.Donation.findById(new Types.ObjectId(id)).lean())!.status).toBe('paid');
      expect(await deliverDueMessages(app.deps)).toBe(2);
      const waiting = await outbox();
      expect(waiting.map((message) => [message.status, message.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
      ]);
      expect(waiting[0]!.lastError).not.toBe('');
      // Not retried before its backoff.
      expect(await deliverDueMessages(app.deps)).toBe(0);
    } finally {
      await smtp.start();
    }
    clock.advanceSeconds(retryDelaySeconds(1));
    expect(await deliverDueMessages(app.deps)).toBe(2);
    await smtp.waitFor(2);
    expect((await outbox()).map((message) => message.status)).toEqual(['sent', 'sent']);
  });

  it('after a restart, takes over a message a dead sender had claimed, under the same Message-ID', async () => {
    const { id } = await create();
    await app.graphql(PIX_CODE, pixVariables(id));
    // A sender that claimed the message and died before recording the result.
    await app.deps.models.OutboxMessage.updateOne(
      {},
      { $set: { status: 'sending', attempts: 1, claimedUntil: new Date(clock.now().getTime() + OUTBOX_CLAIM_SECONDS * 1000) } },
    );
    expect(await deliverDueMessages(app.deps)).toBe(0);
    clock.advanceSeconds(OUTBOX_CLAIM_SECONDS);
    expect(await deliverDueMessages(app.deps)).toBe(1);
    const [mail] = await smtp.waitFor(1);
    const [stored] = await outbox();
    expect(mail!.messageId).toBe(stored!.messageId);
    expect(stored!.status).toBe('sent');
  });

  it('writes the code e-mail again when a crash between storing the code and writing the e-mail lost it', async () => {
    const { id, accessToken } = await create();
    await app.graphql(PIX_CODE, pixVariables(id));
    // What a crash right after the code was stored leaves: the code, and no e-mail for it.
    await app.deps.models.OutboxMessage.deleteMany({});
    expect((await runPaymentSweep(app.deps)).codeEmailsRecovered).toBe(1);
    expect((await runPaymentSweep(app.deps)).codeEmailsRecovered).toBe(0);
    expect(await deliverDueMessages(app.deps)).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('Seu código PIX de R$ 50,00');
    expect(mail!.text).toContain(`/minha-doacao/${accessToken}`);
  });

  it('two senders at once deliver each message once', async () => {
    const created = await Promise.all(Array.from({ length: 6 }, () => create()));
    for (const { id } of created) await app.graphql(PIX_CODE, pixVariables(id));
    const [first, second] = await Promise.all([deliverDueMessages(app.deps), deliverDueMessages(app.deps)]);
    expect(first + second).toBe(6);
    await smtp.waitFor(6);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(6);
    expect(smtp.received).toHaveLength(6);
  });
});

describe('without SMTP_URL (development)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('keeps the messages in the outbox and sends nothing', async () => {
    const { body } = await app.graphql(CREATE_DONATION, { input: validDonation() });
    const id = rememberAccessToken(body.data.createDonation);
    await app.graphql(PIX_CODE, pixVariables(id));
    expect(await deliverDueMessages(app.deps)).toBe(0);
    expect(await app.deps.models.OutboxMessage.countDocuments({ status: 'pending' })).toBe(1);
  });
});
