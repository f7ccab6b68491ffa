import { Types } from 'mongoose';
import { CAMPAIGN_ID } from '../../api/src/campaign/model.js';
import { countCommands } from '../../api/src/db/connection.js';
import { runMonthly } from '../../api/src/monthly/charges.js';
import { runPaymentSweep } from '../../api/src/app/jobs.js';
import { startFakePsp, type FakePsp } from '../support/fake-psp.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import { pdfText } from '../support/pdf.js';
import { paidDonation, pixVariables } from '../support/donation-scenarios.js';
import { shareCodeOfDonation } from '../../api/src/referrals/service.js';

/**
 * Monthly giving with Pix Automático, end to end through the real app and the test PSP
 * (tests/support/fake-psp.ts, which validates every request against Banco Central's
 * OpenAPI): authorisation with the first month paid, months charged inside their window
 * as the clock moves, a refused charge retried, a lost webhook found by reconciliation,
 * cancellation from both sides, and every payment counted once in the totals, receipts,
 * ledger and e-mails.
 */

const WEBHOOK_SECRET = 'psp-webhook-secret-monthly-0123';
const CNPJ = '11222333000181';
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

const SETUP = `{ monthlyGivingSetup { available unavailableReasons enabled retryPolicy activeCount awaitingCount } }`;
const SET = `mutation Set($enabled: Boolean!, $policy: MonthlyRetryPolicy!) {
  setMonthlyGiving(enabled: $enabled, retryPolicy: $policy) { available enabled retryPolicy unavailableReasons }
}`;
const CREATE = `mutation Create($input: CreateMonthlyDonationInput!) {
  createMonthlyDonation(input: $input) { id accessToken donorUrl pixCode amount expiresAt firstDueDate }
}`;
const VIEW = `query View($token: String!) {
  monthlyDonation(accessToken: $token) {
    id status statusLabel amount dayOfMonth pixCode cancelledBy nextDueDate erasedAt
    payments { month dueDate amount status statusLabel paidAt receiptPath }
  }
}`;
const CANCEL = `mutation Cancel($token: String!) { cancelMonthlyDonation(accessToken: $token) { status statusLabel cancelledBy } }`;

let clock = Date.parse('2026-11-25T15:00:00Z');
const now = () => new Date(clock);
/** Noon in Brasília (15:00 UTC) of a calendar day. */
const setDay = (day: string) => (clock = Date.parse(`${day}T15:00:00Z`));

describe('monthly giving with Pix Automático (test PSP validating against the OpenAPI)', () => {
  let psp: FakePsp;
  let app: TestApp;
  let webhookUrl: string;

  beforeAll(async () => {
    psp = await startFakePsp({ now });
    app = await startTestApp({
      now,
      monitorCommands: true,
      env: psp.env({
        PIX_KEY: 'doacoes@instituto-exemplo.org.br',
        PIX_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RATE_LIMIT_CREATE_DONATION: '100000/60',
        RATE_LIMIT_PIX_CODE: '100000/60',
      }),
      content: (content) => ({ ...content, organisation: { ...content.organisation, cnpj: CNPJ } }),
    });
    webhookUrl = `${app.url}/api/pix/webhook/${WEBHOOK_SECRET}`;
  });
  afterAll(async () => {
    await app?.close();
    await psp?.close();
  });
  afterEach(() => {
    // Every request the product sent the PSP matched the OpenAPI schemas.
    expect(psp.invalidRequests).toEqual([]);
  });

  const raised = async () => (await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!.raisedCents;
  const view = async (token: string) => {
    const { body } = await app.graphql(VIEW, { token });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.monthlyDonation;
  };
  const cobrsOf = (idRec: string) => [...psp.cobrs.values()].filter((cobr) => cobr.idRec === idRec);
  const outbox = async (prefix: string) =>
    (await app.deps.models.OutboxMessage.find({}).lean()).filter((message) => message.eventKey.startsWith(prefix));

  async function create(overrides: Record<string, unknown> = {}) {
    const { body } = await app.graphql(CREATE, {
      input: {
        idempotencyKey: `monthly-${new Types.ObjectId().toHexString()}`,
        name: 'Maria das Dores Silva',
        cpf: '529.982.247-25',
        email: 'maria@example.com',
        amount: '30,00',
        dayOfMonth: 10,
        payFirstNow: true,
        ...overrides,
      },
    });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    const receipt = body.data.createMonthlyDonation;
    const recurrence = (await app.deps.models.Recurrence.findById(new Types.ObjectId(receipt.id)).lean())!;
    return { ...receipt, token: receipt.accessToken as string, idRec: recurrence.idRec };
  }

  it('is offered only once the organiser turns it on, and says why it cannot be', async () => {
    const before = await app.graphql(SETUP, {}, admin);
    expect(before.body.data.monthlyGivingSetup).toMatchObject({ available: true, unavailableReasons: [], enabled: false });
    const refused = await app.graphql(CREATE, {
      input: {
        idempotencyKey: 'monthly-off-0001',
        name: 'Ana Lima',
        cpf: '52998224725',
        email: 'a@example.com',
        amount: '30',
        dayOfMonth: 5,
        payFirstNow: true,
      },
    });
    expect(refused.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(await app.deps.models.Recurrence.countDocuments()).toBe(0);

    const on = await app.graphql(SET, { enabled: true, policy: 'RETRY_3_IN_7_DAYS' }, admin);
    expect(on.body.data.setMonthlyGiving).toMatchObject({ enabled: true, retryPolicy: 'RETRY_3_IN_7_DAYS' });
    const { body } = await app.graphql(`{ campaign { monthlyGiving } }`);
    expect(body.data.campaign.monthlyGiving).toBe(true);
  });

  it('refuses bad input in Portuguese and stores nothing', async () => {
    const { body } = await app.graphql(CREATE, {
      input: {
        idempotencyKey: 'monthly-bad-0001',
        name: 'Ana Lima',
        cpf: '',
        email: 'a@example.com',
        amount: '30',
        dayOfMonth: 31,
        payFirstNow: true,
      },
    });
    expect(body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0].message).toMatch(/CPF|dia/);
    expect(await app.deps.models.Recurrence.countDocuments()).toBe(0);
  });

  let monthly: Awaited<ReturnType<typeof create>>;
  const firstMonthCents = 3000;
  let raisedAtStart = 0;

  it('journey 3: one code pays the first month and authorises the rest', async () => {
    raisedAtStart = await raised();
    monthly = await create();
    expect(monthly.donorUrl).toBe(`/doacao-mensal/${monthly.token}`);
    expect(monthly.firstDueDate).toBe('2026-12-10');
    const rec = psp.recs.get(monthly.idRec)!;
    expect(rec.status).toBe('CRIADA');
    expect(rec.calendario).toMatchObject({ dataInicial: '2026-12-10', periodicidade: 'MENSAL' });
    expect(rec.vinculo.devedor).toMatchObject({ cpf: '52998224725', nome: 'Maria das Dores Silva' });
    expect(monthly.pixCode).toMatch(/^000201/);
    // One e-mail carries the code: the sweep that rewrites lost one-off code e-mails leaves this one alone.
    await runPaymentSweep(app.deps);
    const [codeMail] = await outbox('monthly-code:');
    expect(await outbox('monthly-code:')).toHaveLength(1);
    expect(await outbox('pix-code:')).toHaveLength(0);
    // Who the bank app will show as receiving, said before the code, as in a one-off code's e-mail.
    const sentence = 'O app do seu banco vai mostrar: ';
    expect(codeMail!.text).toContain(sentence);
    expect(codeMail!.text!.indexOf(sentence)).toBeLessThan(codeMail!.text!.indexOf(monthly.pixCode));
    // The same key answers the same monthly donation, with nothing new at the PSP.
    const recsBefore = psp.recs.size;
    expect((await view(monthly.token)).status).toBe('AWAITING_AUTHORISATION');

    const { rec: notified, payment } = psp.authorise(monthly.idRec);
    expect(payment).toBeDefined();
    expect((await psp.notify(webhookUrl, [payment!])).status).toBe(200);
    expect((await psp.notifyRec(webhookUrl, [notified])).status).toBe(200);
    expect(psp.recs.size).toBe(recsBefore);

    const page = await view(monthly.token);
    expect(page).toMatchObject({
      status: 'ACTIVE',
      statusLabel: 'ativa',
      amount: '30.00',
      dayOfMonth: 10,
      nextDueDate: '2026-12-10',
    });
    expect(page.payments).toHaveLength(1);
    expect(page.payments[0]).toMatchObject({ month: '2026-11', status: 'PAID', amount: '30.00' });
    expect(await raised()).toBe(raisedAtStart + firstMonthCents);
    expect(await outbox('monthly-active:')).toHaveLength(1);
  });

  it('sends each month once, inside the 10-to-2-day window, and records its payment', async () => {
    setDay('2026-11-29'); // 11 days before: too early
    await runMonthly(app.deps);
    expect(cobrsOf(monthly.idRec)).toHaveLength(0);

    setDay('2026-11-30'); // 10 days before: the window opens
    const sending = countCommands(app.connection);
    await runMonthly(app.deps);
    sending.stop();
    await Promise.all([runMonthly(app.deps), runMonthly(app.deps)]);
    const [december] = cobrsOf(monthly.idRec);
    expect(cobrsOf(monthly.idRec)).toHaveLength(1);
    expect(december!.calendario.dataDeVencimento).toBe('2026-12-10');
    expect(december!.valor.original).toBe('30.00');
    expect((await view(monthly.token)).payments[0]).toMatchObject({ month: '2026-12', status: 'SCHEDULED' });

    setDay('2026-12-10');
    const paid = psp.settleCobr(december!.txid, 'PAGA');
    const paying = countCommands(app.connection);
    expect((await psp.notifyCobr(webhookUrl, [paid])).status).toBe(200);
    paying.stop();
    // Database commands at the wire (docs/PERFORMANCE.md): a run that sends one month, with its
    // reconciliation of the one recurrence; a month's payment by webhook, all its effects (a one-off's is 16).
    expect(sending.total()).toBeLessThanOrEqual(18);
    expect(paying.total()).toBeLessThanOrEqual(17);
    // The same notification again, and the payment's own /pix notification: counted once.
    await psp.notifyCobr(webhookUrl, [paid]);
    await psp.notify(webhookUrl, paid.pix!);
    expect(await raised()).toBe(raisedAtStart + 2 * firstMonthCents);
    const page = await view(monthly.token);
    expect(page.payments.map((payment: { month: string; status: string }) => [payment.month, payment.status])).toEqual([
      ['2026-12', 'PAID'],
      ['2026-11', 'PAID'],
    ]);
    expect(page.nextDueDate).toBe('2027-01-10');
  });

  it('retries a refused month under the organiser’s policy, and finds a payment whose webhook was lost', async () => {
    setDay('2026-12-31');
    await runMonthly(app.deps);
    const january = cobrsOf(monthly.idRec).find((cobr) => cobr.calendario.dataDeVencimento === '2027-01-10')!;
    expect(january).toBeDefined();

    setDay('2027-01-10');
    const refused = psp.settleCobr(january.txid, 'REJEITADA');
    await psp.notifyCobr(webhookUrl, [refused]);
    const retried = psp.cobrs.get(january.txid)!;
    expect(retried.tentativas.at(-1)).toMatchObject({ status: 'AGENDADA', dataLiquidacao: '2027-01-11' });
    expect((await view(monthly.token)).payments[0]).toMatchObject({ month: '2027-01', status: 'RETRYING' });
    // Repeated, the notification asks for no second retry.
    await psp.notifyCobr(webhookUrl, [refused]);
    expect(psp.cobrs.get(january.txid)!.tentativas).toHaveLength(2);

    setDay('2027-01-11');
    psp.settleCobr(january.txid, 'PAGA'); // the PSP's webhook never arrives
    expect((await view(monthly.token)).payments[0].status).toBe('RETRYING');
    await runMonthly(app.deps);
    expect((await view(monthly.token)).payments[0]).toMatchObject({ month: '2027-01', status: 'PAID' });
    expect(await raised()).toBe(raisedAtStart + 3 * firstMonthCents);
  });

  it('issues one receipt per month, on the private page and by e-mail, and marks the months on the ledger', async () => {
    const page = await view(monthly.token);
    const paid = page.payments.filter((payment: { status: string }) => payment.status === 'PAID');
    expect(paid).toHaveLength(3);
    for (const payment of paid) {
      const response = await fetch(`${app.url}${payment.receiptPath}`);
      expect(response.status).toBe(200);
      const text = pdfText(Buffer.from(await response.arrayBuffer()));
      expect(text).toMatch(/30,00/);
    }
    // Another link opens no month's receipt.
    const other = paid[0].receiptPath.replace(monthly.token, 'AAAAAAAAAAAAAAAAAAAAAA');
    expect((await fetch(`${app.url}${other}`)).status).toBe(404);

    const donations = await app.deps.models.Donation.find({
      recurrenceId: new Types.ObjectId(monthly.id),
      status: 'paid',
    }).lean();
    expect(donations).toHaveLength(3);
    const paidMails = await outbox('paid:');
    expect(paidMails.filter((mail) => donations.some((donation) => donation._id.equals(mail.donationId!)))).toHaveLength(3);
    expect(paidMails.every((mail) => mail.text.includes('/doacao-mensal/'))).toBe(true);

    const ledger = (await (await fetch(`${app.url}/api/transparency`)).json()) as {
      donations: { nodes: { monthly: boolean; amount: string }[] };
    };
    expect(ledger.donations.nodes.filter((line) => line.monthly)).toHaveLength(3);
  });

  it('the donor cancels: at the PSP first, then no later month is charged', async () => {
    setDay('2027-01-31');
    await runMonthly(app.deps); // February's charge goes to the bank
    const february = cobrsOf(monthly.idRec).find((cobr) => cobr.calendario.dataDeVencimento === '2027-02-10')!;
    expect(february.status).toBe('ATIVA');

    const { body } = await app.graphql(CANCEL, { token: monthly.token });
    expect(body.data.cancelMonthlyDonation).toMatchObject({ status: 'CANCELLED', cancelledBy: 'você, nesta página' });
    expect(psp.recs.get(monthly.idRec)!.status).toBe('CANCELADA');
    expect(psp.cobrs.get(february.txid)!.status).toBe('CANCELADA');
    expect((await view(monthly.token)).payments[0]).toMatchObject({ month: '2027-02', status: 'CANCELLED' });
    // Again: nothing changes.
    expect((await app.graphql(CANCEL, { token: monthly.token })).body.data.cancelMonthlyDonation.status).toBe('CANCELLED');

    setDay('2027-03-01');
    await runMonthly(app.deps);
    expect(cobrsOf(monthly.idRec)).toHaveLength(3);
    expect(await raised()).toBe(raisedAtStart + 3 * firstMonthCents);
    expect(await outbox('monthly-cancelled:')).toHaveLength(1);
  });

  it('journey 2: the code only authorises; the payer later cancels in the bank app and the page says so', async () => {
    setDay('2027-03-02');
    const onlyAuthorise = await create({ payFirstNow: false, dayOfMonth: 20, amount: '50' });
    expect(onlyAuthorise.firstDueDate).toBe('2027-03-20');
    expect(psp.recs.get(onlyAuthorise.idRec)!.ativacao?.dadosJornada).toBeUndefined();
    const { rec, payment } = psp.authorise(onlyAuthorise.idRec);
    expect(payment).toBeUndefined();
    expect(rec.status).toBe('APROVADA');
    // The authorisation's webhook is lost: the next reconciliation, minutes later, finds it.
    expect((await view(onlyAuthorise.token)).status).toBe('AWAITING_AUTHORISATION');
    clock += 5 * 60_000;
    await runMonthly(app.deps);
    expect((await view(onlyAuthorise.token)).status).toBe('ACTIVE');
    expect(cobrsOf(onlyAuthorise.idRec)).toHaveLength(0); // 18 days before: too early
    setDay('2027-03-10');
    await runMonthly(app.deps);
    expect(cobrsOf(onlyAuthorise.idRec)).toHaveLength(1);
    expect((await view(onlyAuthorise.token)).payments).toHaveLength(1);

    // The organiser turned retries off: a refused month is over, and the donor is told.
    await app.graphql(SET, { enabled: true, policy: 'NO_RETRY' }, admin);
    setDay('2027-03-20');
    const [march] = cobrsOf(onlyAuthorise.idRec);
    await psp.notifyCobr(webhookUrl, [psp.settleCobr(march!.txid, 'REJEITADA')]);
    expect((await view(onlyAuthorise.token)).payments[0]).toMatchObject({ month: '2027-03', status: 'FAILED' });
    expect(psp.cobrs.get(march!.txid)!.tentativas).toHaveLength(1);
    expect(await outbox('monthly-failed:')).toHaveLength(1);

    const cancelled = psp.cancelByPayer(onlyAuthorise.idRec);
    await psp.notifyRec(webhookUrl, [cancelled]);
    const page = await view(onlyAuthorise.token);
    expect(page).toMatchObject({ status: 'CANCELLED', cancelledBy: 'você, no app do banco' });
    const mails = await outbox('monthly-cancelled:');
    expect(mails.some((mail) => mail.text.includes('no app do seu banco'))).toBe(true);
  });

  it('a cancellation in the bank app whose notification is lost is found within hours, and shown', async () => {
    const quiet = await create({ payFirstNow: false, dayOfMonth: 25, amount: '15' });
    psp.authorise(quiet.idRec);
    clock += 5 * 60_000;
    await runMonthly(app.deps);
    expect((await view(quiet.token)).status).toBe('ACTIVE');
    psp.cancelByPayer(quiet.idRec); // no notification arrives
    clock += 5 * 60_000;
    await runMonthly(app.deps);
    expect((await view(quiet.token)).status).toBe('ACTIVE'); // asked about every 6 hours, not every run
    clock += 6 * 3_600_000;
    await runMonthly(app.deps);
    expect(await view(quiet.token)).toMatchObject({ status: 'CANCELLED', cancelledBy: 'você, no app do banco' });
  });

  it('the organiser lists monthly donations and cancels one: at the PSP, then here, and the donor reads who did', async () => {
    const asked = await create({ name: 'Rita de Cássia Souza', email: 'rita@example.com', amount: '40' });
    const { payment } = psp.authorise(asked.idRec);
    await psp.notify(webhookUrl, [payment!]);
    await psp.notifyRec(webhookUrl, [psp.recNotification(asked.idRec)]);
    const list = await app.graphql(
      `{ monthlyDonations(status: ACTIVE) { nodes { id status name email amount monthsPaid paidTotal idRec } pageInfo { hasNextPage } } }`,
      {},
      admin,
    );
    expect(list.body.data.monthlyDonations.nodes).toContainEqual(
      expect.objectContaining({
        id: asked.id,
        status: 'ACTIVE',
        name: 'Rita de Cássia Souza',
        email: 'rita@example.com',
        monthsPaid: 1,
        paidTotal: '40.00',
        idRec: asked.idRec,
      }),
    );
    // Not without the organiser's token.
    expect((await app.graphql(`{ monthlyDonations { nodes { id } } }`)).body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');

    const CANCEL_AS_ORGANISER = `mutation($id: ID!) { cancelMonthlyDonationAsOrganiser(id: $id) { status cancelledBy monthsPaid } }`;
    const cancelled = await app.graphql(CANCEL_AS_ORGANISER, { id: asked.id }, admin);
    expect(cancelled.body.data.cancelMonthlyDonationAsOrganiser).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'a campanha',
      monthsPaid: 1,
    });
    expect(psp.recs.get(asked.idRec)!.status).toBe('CANCELADA');
    expect(await view(asked.token)).toMatchObject({ status: 'CANCELLED', cancelledBy: 'a campanha' });
    // The PSP's own notification of it, late: it changes nothing, and the page still names the campaign.
    await psp.notifyRec(webhookUrl, [psp.recNotification(asked.idRec)]);
    expect((await view(asked.token)).cancelledBy).toBe('a campanha');
    expect(
      (await app.graphql(CANCEL_AS_ORGANISER, { id: asked.id }, admin)).body.data.cancelMonthlyDonationAsOrganiser.status,
    ).toBe('CANCELLED');
    const audit = await app.deps.models.AuditEntry.countDocuments({ action: 'cancelMonthlyDonation' });
    expect(audit).toBe(2);
  });

  it('the donor downloads everything kept, then erases it: cancelled at the PSP first, each month erased, receipts kept', async () => {
    const mine = await create({
      name: 'João Pedro Alves',
      cpf: '390.533.447-05',
      email: 'joao@example.com',
      amount: '25',
      utmSource: 'instagram',
      utmCampaign: 'mensal-dezembro',
      gclid: 'click-0123456789',
    });
    const { payment } = psp.authorise(mine.idRec);
    await psp.notify(webhookUrl, [payment!]);
    await psp.notifyRec(webhookUrl, [psp.recNotification(mine.idRec)]);
    expect((await view(mine.token)).status).toBe('ACTIVE');

    const exported = (await (await fetch(`${app.url}/api/doacao-mensal/${mine.token}/dados`)).json()) as any;
    expect(exported.monthlyDonation).toMatchObject({
      name: 'João Pedro Alves',
      email: 'joao@example.com',
      cpf: '39053344705',
      amount: '25.00',
    });
    expect(exported.months).toHaveLength(1);
    // The ad that brought the donor is carried by the month (the statistics attribute it).
    expect(exported.months[0].donation).toMatchObject({
      status: 'paid',
      cpf: '39053344705',
      tracking: { utmSource: 'instagram', utmCampaign: 'mensal-dezembro', gclid: 'click-0123456789' },
    });
    expect(exported.months[0].receipt).not.toBeNull();

    const erase = () => fetch(`${app.url}/api/doacao-mensal/${mine.token}/dados`, { method: 'DELETE' });
    const answer = (await (await erase()).json()) as any;
    expect(answer).toMatchObject({ alreadyErased: false, cancelled: true });
    expect(answer.kept[0].what).toMatch(/recibo/);
    expect(psp.recs.get(mine.idRec)!.status).toBe('CANCELADA');
    const stored = (await app.deps.models.Recurrence.findById(new Types.ObjectId(mine.id)).lean())!;
    expect(stored).toMatchObject({ status: 'cancelled', name: '', email: '', cpfEncrypted: '', erasedAt: expect.any(Date) });
    const month = (await app.deps.models.Donation.findOne({ recurrenceId: stored._id }).lean())!;
    expect(month).toMatchObject({ name: '', email: '', cpfEncrypted: '', status: 'paid', erasedAt: expect.any(Date) });
    // The click id, one visit an ad platform can tie to a person, goes; the campaign labels stay for the statistics.
    expect(month.tracking).toMatchObject({ utmSource: 'instagram', gclid: null });
    expect(stored.tracking).toMatchObject({ utmSource: 'instagram', gclid: null });
    // The receipt stays (a fiscal document), and the money stays counted.
    expect(await app.deps.models.Receipt.countDocuments({ _id: month._id })).toBe(1);
    expect((await view(mine.token)).erasedAt).not.toBeNull();
    expect(((await (await erase()).json()) as any).alreadyErased).toBe(true);
    const after = (await (await fetch(`${app.url}/api/doacao-mensal/${mine.token}/dados`)).json()) as any;
    for (const record of [after.monthlyDonation, after.months[0].donation])
      expect(JSON.stringify(record)).not.toMatch(/João|joao@example|39053344705/);
    // What was said to be kept: the issued receipt, with the data it was issued with.
    expect(after.months[0].receipt).toMatchObject({ donorName: 'João Pedro Alves', cpf: '39053344705' });
  });

  it('answers NOT_FOUND to any other link, and keeps the donor’s CPF off the page', async () => {
    const { body } = await app.graphql(VIEW, { token: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect(body.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const page = await fetch(`${app.url}/api/doacao-mensal/${monthly.token}`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const text = await page.text();
    // Neither the page nor the code names the donor: the CPF, the e-mail and the surname stay with the PSP and the bank.
    for (const answer of [text, JSON.stringify(monthly)]) expect(answer).not.toMatch(/52998224725|529\.982|maria@example|Dores/);
  });

  it('a monthly donor who came by a share link: each paid month counts for that link, as a one-off donation does', async () => {
    const referrer = await paidDonation(app, { email: 'quem.compartilhou@example.com' });
    const code = await shareCodeOfDonation(app.deps, new Types.ObjectId(referrer));
    const SHARE = `query($id: ID!, $accessToken: String!) { donationStatus(id: $id, accessToken: $accessToken) { shareCode } }`;
    expect((await app.graphql(SHARE, pixVariables(referrer))).body.data.donationStatus.shareCode).toBe(code);

    const byLink = await create({ referredBy: code.toLowerCase(), email: 'veio.pelo.link@example.com' });
    expect((await app.deps.models.Recurrence.findById(new Types.ObjectId(byLink.id)).lean())?.referredBy).toBe(code);
    const { rec, payment } = psp.authorise(byLink.idRec);
    expect((await psp.notify(webhookUrl, [payment!])).status).toBe(200);
    expect((await psp.notifyRec(webhookUrl, [rec])).status).toBe(200);

    const brought = await app.deps.models.Donation.find({ referredBy: code, status: 'paid' }).lean();
    expect(brought.map((donation) => [String(donation.recurrenceId), donation.amountCents])).toEqual([[byLink.id, 3000]]);
    // The referrer's private page counts it with what their link brought.
    const DONOR = `query($accessToken: String!) { donorDonation(accessToken: $accessToken) { share { donations amount } } }`;
    const { body } = await app.graphql(DONOR, { accessToken: pixVariables(referrer).accessToken });
    expect(body.data.donorDonation.share).toEqual({ donations: 1, amount: '30.00' });
  });
});

describe('monthly giving: when it cannot be offered, the organiser is told why', () => {
  it('static PIX codes and no CNPJ: two reasons, and it cannot be turned on', async () => {
    const app = await startTestApp({
      content: (content) => ({ ...content, organisation: { ...content.organisation, cnpj: '52998224725' } }),
    });
    try {
      const { body } = await app.graphql(SETUP, {}, admin);
      const setup = body.data.monthlyGivingSetup;
      expect(setup.available).toBe(false);
      expect(setup.unavailableReasons.join('\n')).toMatch(/PIX_PROVIDER=static/);
      expect(setup.unavailableReasons.join('\n')).toMatch(/CNPJ/);
      const on = await app.graphql(SET, { enabled: true, policy: 'NO_RETRY' }, admin);
      expect(on.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
      expect((await app.graphql(`{ campaign { monthlyGiving } }`)).body.data.campaign.monthlyGiving).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('a PSP that did not grant the recurrence scopes: the missing scopes are named', async () => {
    const psp = await startFakePsp({ scopes: ['cob.write', 'cob.read', 'pix.read', 'pix.write'] });
    const app = await startTestApp({
      env: psp.env({ PIX_KEY: 'doacoes@instituto-exemplo.org.br' }),
      content: (content) => ({ ...content, organisation: { ...content.organisation, cnpj: CNPJ } }),
    });
    try {
      const { body } = await app.graphql(SETUP, {}, admin);
      expect(body.data.monthlyGivingSetup.available).toBe(false);
      expect(body.data.monthlyGivingSetup.unavailableReasons.join('\n')).toMatch(/rec\.write.*cobr\.write/);
    } finally {
      await app.close();
      await psp.close();
    }
  });
});
