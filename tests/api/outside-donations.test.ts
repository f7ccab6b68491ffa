import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { runPaymentSweep } from '../../api/src/app/jobs.js';
import { CAMPAIGN_ID } from '../../api/src/campaign/model.js';
import { deliverDueMessages } from '../../api/src/mail/sender.js';
import { checkBooks } from '../../api/src/payments/books.js';
import { rebuildLedger } from '../../api/src/transparency/ledger-store.js';
import { firstError, paidDonation } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import { pdfText } from '../support/pdf.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';

const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const FIELDS = `id status amount name email cpf isAnonymous origin paidAt confirmedBy
  outside { method receivedOn note annulledAt annulReason replacedBy replaces proofs { id url contentType size } }`;
const REGISTER = `mutation R($input: OutsideDonationInput!) { registerOutsideDonation(input: $input) { ${FIELDS} } }`;
const CORRECT = `mutation C($id: ID!, $reason: String!, $correction: OutsideDonationInput) {
  correctOutsideDonation(id: $id, reason: $reason, correction: $correction) { annulled { ${FIELDS} } replacement { ${FIELDS} } }
}`;
const BOOKS = `{ booksCheck { raised difference registeredByOrganisation registeredByOrganisationCount annulled annulledCount differingLines } }`;

let keys = 0;
const cash = (overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: `outside-test-${++keys}-${Date.now()}`,
  amount: '250,00',
  receivedOn: '2026-03-10',
  method: 'CASH',
  note: 'Rifa do sábado, entregue pela tia Lúcia',
  ...overrides,
});

describe('money received outside the site, registered by the organiser: counted once, corrected in the open', () => {
  let smtp: TestSmtp;
  let app: TestApp;
  const now = new Date('2026-03-12T18:00:00.000Z');

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Campanha <doacoes@exemplo.org.br>', PUBLIC_URL: 'https://doe.exemplo.org.br' },
      now: () => now,
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const campaign = async () => (await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!;
  const register = (input: Record<string, unknown>, headers: Record<string, string> = ADMIN) =>
    app.graphql(REGISTER, { input }, headers);
  const ledgerJson = async () => (await (await fetch(`${app.url}/api/transparency`)).json()) as any;

  it('a cash donation with the donor’s CPF: counted once, on the ledger as registered, its receipt e-mailed and readable', async () => {
    // A site donation first: the registered one takes the next receipt number, the same numbering.
    await paidDonation(app, { amount: '30,00' });
    await deliverDueMessages(app.deps);
    smtp.received.length = 0;
    const before = await campaign();
    const input = cash({ name: 'Lúcia Helena Moraes', email: 'lucia@exemplo.com.br', cpf: '529.982.247-25', isAnonymous: false });

    const first = await register(input);
    expect(first.body.errors).toBeUndefined();
    const donation = first.body.data.registerOutsideDonation;
    expect(donation).toMatchObject({
      status: 'PAID',
      amount: '250.00',
      origin: 'REGISTERED',
      confirmedBy: 'admin',
      cpf: '52998224725',
      outside: { method: 'CASH', receivedOn: '2026-03-10', note: 'Rifa do sábado, entregue pela tia Lúcia', annulledAt: null },
    });
    // A past day is dated at its noon in Brasília, never on the next or previous day.
    expect(donation.paidAt).toBe('2026-03-10T15:00:00.000Z');

    // A double tap, or a retry after a lost answer: the same donation, counted once.
    const again = await register(input);
    expect(again.body.data.registerOutsideDonation.id).toBe(donation.id);
    const conflict = await register({ ...input, amount: '260,00' });
    expect(firstError(conflict.body).extensions.code).toBe('CONFLICT');

    const after = await campaign();
    expect(after.raisedCents - before.raisedCents).toBe(25_000);
    expect(after.supportersCount - before.supportersCount).toBe(1);
    expect(await app.deps.models.Donation.countDocuments({ origin: 'registered' })).toBe(1);

    // The ledger: its line says who registered it and how; the totals say where each real came from.
    const ledger = await ledgerJson();
    const line = ledger.donations.nodes.find((entry: any) => entry.amount === '250.00');
    expect(line).toMatchObject({
      name: 'Lúcia',
      origin: 'registeredByOrganisation',
      registeredByOrganisation: true,
      method: 'dinheiro',
      annulled: false,
    });
    expect(ledger.donations.nodes.find((entry: any) => entry.amount === '30.00')).toMatchObject({ origin: 'throughSiteCodes' });
    expect(ledger.totals).toMatchObject({
      registeredByOrganisation: '250.00',
      registeredByOrganisationCount: 1,
      throughSiteCodes: '30.00',
      straightToKey: '0.00',
    });
    const page = await (await fetch(`${app.url}/transparencia`)).text();
    expect(page).toContain('registrada pela organização · dinheiro');
    expect(page).toContain('registradas pela organização (1)');
    const csv = await (await fetch(`${app.url}/api/transparency.csv`)).text();
    expect(csv).toContain('Lúcia (registrada pela organização: dinheiro)');

    // The books close to the cent, and the recount from the collections agrees with the counters.
    const books = (await app.graphql(BOOKS, {}, ADMIN)).body.data.booksCheck;
    expect(books).toMatchObject({ difference: '0.00', registeredByOrganisation: '250.00', registeredByOrganisationCount: 1 });
    const counters = (await campaign()).ledger;
    await rebuildLedger(app.deps);
    expect((await campaign()).ledger).toMatchObject({
      confirmedCents: counters.confirmedCents,
      registeredCents: 25_000,
      registeredCount: 1,
    });

    // The receipt: a recibo with the CPF, numbered after the site donation's, e-mailed once.
    const receipts = await app.deps.models.Receipt.find().sort({ number: 1 }).lean();
    expect(receipts.map((receipt) => receipt.number)).toEqual([receipts[0]!.number, receipts[0]!.number + 1]);
    expect(receipts[1]).toMatchObject({ kind: 'recibo', amountCents: 25_000 });
    expect(await deliverDueMessages(app.deps)).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toMatchObject({ text: 'lucia@exemplo.com.br' });
    expect(mail!.attachments).toHaveLength(1);
    const text = pdfText(mail!.attachments[0]!.content);
    expect(text).toContain('Lúcia Helena Moraes');
    expect(text).toContain('529.982.247-25');
    expect(text).toContain('R$ 250,00');
    expect(text).toContain(`Nº ${String(receipts[1]!.number).padStart(6, '0')}`);
    // What arrived, as it arrived: cash on the day it came, never "por PIX".
    expect(text).toContain('Data do recebimento: 10/03/2026');
    expect(text).toContain('Forma de pagamento: dinheiro');
    expect(text).toContain('a quantia acima, em dinheiro, como doação voluntária');
    expect(text).not.toContain('por PIX');
  });

  it('refuses what is wrong with a clear message and a stable code, and stores nothing', async () => {
    const count = await app.deps.models.Donation.countDocuments();
    const raised = (await campaign()).raisedCents;
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ amount: 'cem reais' }, 'amount', /Valor inválido/],
      [{ amount: '0,00' }, 'amount', /maior que zero/],
      [{ receivedOn: '2026-03-13' }, 'receivedOn', /futuro/],
      [{ receivedOn: '2026-02-30' }, 'receivedOn', /Data inválida/],
      [{ cpf: '111.111.111-11' }, 'cpf', /CPF/],
      [{ email: 'não é e-mail' }, 'email', /e-mail/i],
      [{ idempotencyKey: 'x' }, 'idempotencyKey', /./],
    ];
    for (const [overrides, field, message] of cases) {
      const { body } = await register(cash(overrides));
      const error = firstError(body);
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(error.message).toMatch(message);
    }
    const anonymous = await register(cash(), {});
    expect(firstError(anonymous.body).extensions.code).toBe('UNAUTHENTICATED');
    expect(await app.deps.models.Donation.countDocuments()).toBe(count);
    expect((await campaign()).raisedCents).toBe(raised);
  });

  it('a correction annuls the entry with its reason and registers the right one: the totals move once, the books still close', async () => {
    const wrong = (await register(cash({ amount: '2.500,00', method: 'EVENT' }))).body.data.registerOutsideDonation;
    const before = await campaign();
    const reason = 'Digitei um zero a mais: o bazar rendeu R$ 250,00.';
    const corrected = cash({ amount: '250,00', method: 'EVENT' });

    // Two corrections at once (two people on two phones): one annulment, one replacement.
    const answers = await Promise.all([
      app.graphql(CORRECT, { id: wrong.id, reason, correction: corrected }, ADMIN),
      app.graphql(CORRECT, { id: wrong.id, reason, correction: corrected }, ADMIN),
    ]);
    const ok = answers.filter((answer) => !answer.body.errors);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((candidate) => candidate.body.errors))
      expect(firstError(answer.body).extensions.code).toBe('CONFLICT');
    const { annulled, replacement } = ok[0]!.body.data.correctOutsideDonation;
    expect(annulled.outside).toMatchObject({ annulReason: reason, replacedBy: replacement.id });
    expect(annulled.outside.annulledAt).not.toBeNull();
    expect(replacement).toMatchObject({ amount: '250.00', status: 'PAID', outside: { replaces: wrong.id, method: 'EVENT' } });
    expect(await app.deps.models.Donation.countDocuments({ 'outside.replaces': { $ne: null } })).toBe(1);

    const after = await campaign();
    expect(after.raisedCents - before.raisedCents).toBe(-225_000);
    expect(after.supportersCount).toBe(before.supportersCount);

    // Never silently: the annulled line stays on the ledger, marked, and counts nowhere.
    const ledger = await ledgerJson();
    expect(ledger.donations.nodes.find((entry: any) => entry.amount === '2500.00')).toMatchObject({ annulled: true });
    expect(await (await fetch(`${app.url}/transparencia`)).text()).toContain('anulada pela organização (não conta)');
    const books = (await app.graphql(BOOKS, {}, ADMIN)).body.data.booksCheck;
    expect(books).toMatchObject({ difference: '0.00', annulled: '2500.00', annulledCount: 1, differingLines: [] });
    expect((await checkBooks(app.deps)).supportersDifference).toBe(0);
    const ledgerBefore = (await campaign()).ledger;
    await rebuildLedger(app.deps);
    expect((await campaign()).ledger.confirmedCents).toBe(ledgerBefore.confirmedCents);

    // Annulled once: another correction of it is refused, and a site donation is not corrected this way.
    const twice = await app.graphql(CORRECT, { id: wrong.id, reason: 'de novo' }, ADMIN);
    expect(firstError(twice.body).extensions.code).toBe('CONFLICT');
    const site = await paidDonation(app, { amount: '20,00' });
    const notOurs = await app.graphql(CORRECT, { id: site, reason: 'teste' }, ADMIN);
    expect(firstError(notOurs.body).extensions.code).toBe('CONFLICT');
    const noReason = await app.graphql(CORRECT, { id: replacement.id, reason: '  ' }, ADMIN);
    expect(firstError(noReason.body).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });

    // The audit says who changed what, and why.
    const audit = await app.deps.models.AuditEntry.find({ target: wrong.id }).lean();
    expect(audit.map((entry) => entry.action).sort()).toEqual(['annulOutsideDonation', 'registerOutsideDonation']);
  });

  it('an annulment interrupted after its decision is finished by the sweep, once', async () => {
    const entry = (await register(cash({ amount: '80,00' }))).body.data.registerOutsideDonation;
    const before = await campaign();
    // The decision written, then the process died before the totals moved.
    await app.deps.models.Donation.updateOne(
      { _id: entry.id },
      { $set: { 'outside.annulledAt': now, 'outside.annulReason': 'Registrada em dobro.' } },
    );
    const first = await runPaymentSweep(app.deps);
    expect(first.finished).toBeGreaterThanOrEqual(1);
    await runPaymentSweep(app.deps);
    const after = await campaign();
    expect(after.raisedCents - before.raisedCents).toBe(-8_000);
    expect((await app.graphql(BOOKS, {}, ADMIN)).body.data.booksCheck.difference).toBe('0.00');
  });

  it('keeps proof images private: uploaded to the entry, served only to the panel', async () => {
    const entry = (await register(cash({ amount: '60,00', method: 'TRANSFER' }))).body.data.registerOutsideDonation;
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d0c0a0' } })
      .jpeg()
      .toBuffer();
    const upload = (file: Buffer, type: string, headers: Record<string, string> = ADMIN) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)], { type }), 'comprovante.jpg');
      return fetch(`${app.url}/api/admin/donations/${entry.id}/proofs`, { method: 'POST', headers, body: form });
    };
    expect((await upload(photo, 'image/jpeg', {})).status).toBe(401);
    const refused = await upload(Buffer.from('%!PS-Adobe not an image'), 'image/jpeg');
    expect(refused.status).toBe(400);
    const stored = await upload(photo, 'image/jpeg');
    expect(stored.status).toBe(201);
    const { proof } = (await stored.json()) as { proof: { id: string; url: string; contentType: string } };
    expect(proof).toMatchObject({ contentType: 'image/jpeg', url: `/api/admin/donations/${entry.id}/proofs/${proof.id}` });

    expect((await fetch(`${app.url}${proof.url}`)).status).toBe(401);
    const served = await fetch(`${app.url}${proof.url}`, { headers: ADMIN });
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(image).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    // Not a public proof: the ledger's proof address does not serve it.
    expect((await fetch(`${app.url}/api/transparency/proofs/${proof.id}`)).status).toBe(404);
    const listed = await app.graphql(
      `query D($id: ID!) { donation(id: $id) { outside { proofs { id } } } }`,
      { id: entry.id },
      ADMIN,
    );
    expect(listed.body.data.donation.outside.proofs).toEqual([{ id: proof.id }]);
  });
});
