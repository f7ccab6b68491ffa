import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { deliverDueMessages } from '../../api/src/mail/sender.js';
import {
  CREATE_DONATION,
  PIX_CODE,
  confirmDonation,
  createDonation,
  firstError,
  pixVariables,
  rememberAccessToken,
  validDonation,
} from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';

const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const OUTBOX = `query($status: OutboxStatus) { outbox(status: $status) { nodes { id to subject text status attempts sentAt } } }`;
const RECEIPTS = `{ receipts { nodes { number kind donationId donorName amount } } }`;
const REQUESTS = `{ dataRequests { nodes { donationId kind requestedAt deadline answeredAt outcome } } }`;
const RESEND = `mutation($id: ID!) { resendEmail(id: $id) { id status } }`;

describe("the organiser's view of what donors are owed: e-mails, receipts, data requests", () => {
  let smtp: TestSmtp;
  let app: TestApp;
  let donationId: string;
  let accessToken: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  it('lists the outbox with each message text, pending until sent, then sent', async () => {
    const { body } = await app.graphql(CREATE_DONATION, { input: validDonation({ name: 'Rita Lopes', amount: '40,00' }) });
    donationId = rememberAccessToken(body.data.createDonation);
    accessToken = body.data.createDonation.accessToken;
    await app.graphql(PIX_CODE, pixVariables(donationId));
    await confirmDonation(app, donationId);
    const pending = (await app.graphql(OUTBOX, { status: 'PENDING' }, ADMIN)).body.data.outbox.nodes;
    expect(pending.map((message: any) => message.subject)).toEqual([
      'Recebemos sua doação de R$ 40,00. Obrigado!',
      'Seu código PIX de R$ 40,00',
    ]);
    expect(pending[1].text).toContain('Olá, Rita!');
    await deliverDueMessages(app.deps);
    const sent = (await app.graphql(OUTBOX, { status: 'SENT' }, ADMIN)).body.data.outbox.nodes;
    expect(sent).toHaveLength(2);
    expect(sent[0].sentAt).not.toBeNull();
  });

  it('resends a sent e-mail under the same Message-ID, and says so when it is still in line', async () => {
    const [latest] = (await app.graphql(OUTBOX, {}, ADMIN)).body.data.outbox.nodes;
    const before = smtp.received.length;
    expect((await app.graphql(RESEND, { id: latest.id }, ADMIN)).body.data.resendEmail.status).toBe('PENDING');
    const again = firstError((await app.graphql(RESEND, { id: latest.id }, ADMIN)).body);
    expect(again.extensions.code).toBe('CONFLICT');
    await deliverDueMessages(app.deps);
    const received = await smtp.waitFor(before + 1);
    expect(received.at(-1)!.messageId).toBe(received.find((mail) => mail.subject === latest.subject)!.messageId);
    const audit = (await app.graphql('{ auditLog(first: 1) { nodes { action target } } }', {}, ADMIN)).body.data.auditLog.nodes;
    expect(audit[0]).toEqual({ action: 'resendEmail', target: latest.id });
  });

  it('lists the receipts issued', async () => {
    const receipts = (await app.graphql(RECEIPTS, {}, ADMIN)).body.data.receipts.nodes;
    expect(receipts).toEqual([{ number: 1, kind: 'RECIBO', donationId, donorName: 'Rita Lopes', amount: '40.00' }]);
  });

  it('lists the receipts by number, newest first, in stable pages, whatever order the donations were made in', async () => {
    const [first, second, third] = [
      await createDonation(app, { name: 'Ana Primeira' }),
      await createDonation(app, { name: 'Bia Segunda' }),
      await createDonation(app, { name: 'Caio Terceiro' }),
    ];
    // Paid in another order than created: the receipts are numbered as they are issued.
    for (const id of [third, first, second]) await confirmDonation(app, id!);
    const PAGE = `query($after: String) { receipts(first: 2, after: $after) { nodes { number donationId } pageInfo { hasNextPage endCursor } } }`;
    const one = (await app.graphql(PAGE, {}, ADMIN)).body.data.receipts;
    expect(one.nodes).toEqual([
      { number: 4, donationId: second },
      { number: 3, donationId: first },
    ]);
    expect(one.pageInfo.hasNextPage).toBe(true);
    const two = (await app.graphql(PAGE, { after: one.pageInfo.endCursor }, ADMIN)).body.data.receipts;
    expect(two.nodes).toEqual([
      { number: 2, donationId: third },
      { number: 1, donationId },
    ]);
    expect(two.pageInfo.hasNextPage).toBe(false);
    const bad = firstError((await app.graphql(PAGE, { after: 'nope' }, ADMIN)).body);
    expect(bad.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
  });

  it('lists the data requests with their 15-day deadline', async () => {
    await fetch(`${app.url}/api/minha-doacao/${accessToken}/dados`, { method: 'DELETE' });
    const [request] = (await app.graphql(REQUESTS, {}, ADMIN)).body.data.dataRequests.nodes;
    expect(request).toMatchObject({ donationId, kind: 'ERASURE', outcome: 'apagado; recibo emitido mantido (art. 16, I)' });
    expect(Date.parse(request.deadline) - Date.parse(request.requestedAt)).toBe(15 * 86_400_000);
    expect(request.answeredAt).not.toBeNull();
  });

  it('is for the organiser only', async () => {
    for (const query of [OUTBOX, RECEIPTS, REQUESTS])
      expect(firstError((await app.graphql(query)).body).extensions.code).toBe('UNAUTHENTICATED');
  });
});
