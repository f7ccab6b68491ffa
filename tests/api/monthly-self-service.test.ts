import { Types } from 'mongoose';
import { runMonthly } from '../../api/src/monthly/charges.js';
import { settleLinkRequests } from '../../api/src/my-donations/service.js';
import { startFakePsp, type FakePsp } from '../support/fake-psp.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

/**
 * A monthly donor's own changes (issue 54, goal 2), end to end through the real app, a real
 * database and the test PSP validating every call against Banco Central's OpenAPI: the day,
 * skipping the next month (already at the bank or not), pausing and resuming, a new amount
 * (a new recurrence the donor authorises; the old one charges until then and is cancelled
 * once its last month settles), the page's link e-mailed again from "Minhas doações", and
 * bad input changing nothing.
 */

const WEBHOOK_SECRET = 'psp-webhook-secret-self-service-01';
const CNPJ = '11222333000181';
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

const CREATE = `mutation Create($input: CreateMonthlyDonationInput!) {
  createMonthlyDonation(input: $input) { id accessToken }
}`;
const FIELDS = `id status statusLabel amount dayOfMonth nextDueDate pausedAt skippedMonths changesFrom
  nextCharge { month dueDate amount sentToBank }
  amountChange { amount pixCode expiresAt }
  changes { kind description }
  payments { month dueDate amount status statusLabel }`;
const VIEW = `query View($token: String!) { monthlyDonation(accessToken: $token) { ${FIELDS} } }`;
const AMOUNT = `mutation A($token: String!, $amount: String!) { changeMonthlyDonationAmount(accessToken: $token, amount: $amount) { ${FIELDS} } }`;
const DAY = `mutation D($token: String!, $day: Int!) { changeMonthlyDonationDay(accessToken: $token, dayOfMonth: $day) { ${FIELDS} } }`;
const SKIP = `mutation S($token: String!, $month: String!) { skipMonthlyDonationMonth(accessToken: $token, month: $month) { ${FIELDS} } }`;
const PAUSE = `mutation P($token: String!) { pauseMonthlyDonation(accessToken: $token) { ${FIELDS} } }`;
const RESUME = `mutation R($token: String!) { resumeMonthlyDonation(accessToken: $token) { ${FIELDS} } }`;
const ADMIN_LIST = `{ monthlyDonations { nodes { id amount dayOfMonth pausedAt skippedMonths pendingAmount changes { kind description } } } }`;

let clock = Date.parse('2026-11-25T15:00:00Z');
const now = () => new Date(clock);
/** Noon in Brasília (15:00 UTC) of a calendar day. */
const setDay = (day: string) => (clock = Date.parse(`${day}T15:00:00Z`));

const form = (fields: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('monthly self-service: amount, day, skip, pause and resume, link resent (test PSP validating against the OpenAPI)', () => {
  let psp: FakePsp;
  let app: TestApp;
  let webhookUrl: string;

  beforeAll(async () => {
    psp = await startFakePsp({ now });
    app = await startTestApp({
      now,
      env: psp.env({
        PIX_KEY: 'doacoes@instituto-exemplo.org.br',
        PIX_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RATE_LIMIT_CREATE_DONATION: '100000/60',
        RATE_LIMIT_PIX_CODE: '100000/60',
        // The production default, which the harness lifts.
        RATE_LIMIT_MY_DONATIONS_EMAIL: '3/3600',
      }),
      content: (content) => ({ ...content, organisation: { ...content.organisation, cnpj: CNPJ } }),
    });
    webhookUrl = `${app.url}/api/pix/webhook/${WEBHOOK_SECRET}`;
    const on = await app.graphql(
      `mutation { setMonthlyGiving(enabled: true, retryPolicy: RETRY_3_IN_7_DAYS) { enabled } }`,
      {},
      admin,
    );
    expect(on.body.data.setMonthlyGiving.enabled).toBe(true);
  });
  afterAll(async () => {
    await app?.close();
    await psp?.close();
  });
  afterEach(() => {
    // Every request the product sent the PSP matched the OpenAPI schemas.
    expect(psp.invalidRequests).toEqual([]);
  });

  const call = async (query: string, variables: Record<string, unknown>) => {
    const { body } = await app.graphql(query, variables);
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return Object.values(body.data)[0] as Record<string, any>;
  };
  const refusal = async (query: string, variables: Record<string, unknown>) => {
    const { body } = await app.graphql(query, variables);
    expect(body.data).toBeNull();
    return body.errors![0] as { message: string; extensions: { code: string; field?: string } };
  };
  const view = (token: string) => call(VIEW, { token });
  const cobrsOf = (idRec: string) => [...psp.cobrs.values()].filter((cobr) => cobr.idRec === idRec);
  const outbox = async (prefix: string) =>
    (await app.deps.models.OutboxMessage.find({}).lean()).filter((message) => message.eventKey.startsWith(prefix));
  const stored = async (id: string) => (await app.deps.models.Recurrence.findById(new Types.ObjectId(id)).lean())!;

  async function create(overrides: Record<string, unknown> = {}) {
    const receipt = await call(CREATE, {
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
    return { id: receipt.id as string, token: receipt.accessToken as string, idRec: (await stored(receipt.id)).idRec };
  }

  let monthly: Awaited<ReturnType<typeof create>>;
  let awaiting: Awaited<ReturnType<typeof create>>;

  it('refuses bad input and changes nothing, here or at the PSP', async () => {
    monthly = await create();
    const { rec, payment } = psp.authorise(monthly.idRec);
    await psp.notify(webhookUrl, [payment!]);
    await psp.notifyRec(webhookUrl, [rec]);
    expect(await view(monthly.token)).toMatchObject({
      status: 'ACTIVE',
      nextDueDate: '2026-12-10',
      nextCharge: { month: '2026-12', dueDate: '2026-12-10', amount: '30.00', sentToBank: false },
      changesFrom: '2026-12',
      changes: [],
    });
    awaiting = await create({ email: 'ana@example.com', name: 'Ana Lima', payFirstNow: false, dayOfMonth: 20 });
    const before = await stored(monthly.id);
    const recsBefore = psp.recs.size;
    const token = monthly.token;

    for (const amount of ['1,00', '9999999', 'abc', '30,001'])
      expect((await refusal(AMOUNT, { token, amount })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'amount' });
    for (const day of [0, 29, 31, -1])
      expect(await refusal(DAY, { token, day })).toMatchObject({
        message: 'Escolha um dia do mês entre 1 e 28.',
        extensions: { code: 'BAD_USER_INPUT', field: 'dayOfMonth' },
      });
    for (const month of ['2027-05', '2026-13', 'dezembro'])
      expect((await refusal(SKIP, { token, month })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'month' });
    expect((await refusal(SKIP, { token, month: '2027-05' })).message).toBe(
      'Só é possível pular o próximo mês a ser cobrado (12/2026).',
    );
    // Only an active monthly donation changes: one still waiting for its authorisation does not.
    for (const [query, variables] of [
      [PAUSE, {}],
      [DAY, { day: 5 }],
      [AMOUNT, { amount: '40' }],
      [RESUME, {}],
    ] as const)
      expect(await refusal(query, { token: awaiting.token, ...variables })).toMatchObject({
        message: 'Só é possível mudar uma doação mensal ativa.',
        extensions: { code: 'CONFLICT', field: 'status' },
      });
    expect((await refusal(PAUSE, { token: 'AAAAAAAAAAAAAAAAAAAAAA' })).extensions.code).toBe('NOT_FOUND');

    const after = await stored(monthly.id);
    for (const field of ['amountCents', 'dayOfMonth', 'nextDueDate', 'pausedAt', 'amountChange', 'idRec'] as const)
      expect(after[field]).toEqual(before[field]);
    expect(after.changes).toEqual([]);
    expect(after.skippedMonths).toEqual([]);
    expect((await stored(awaiting.id)).changes).toEqual([]);
    expect(psp.recs.size).toBe(recsBefore);
    expect(await outbox('monthly-change:')).toHaveLength(0);
  });

  it('changes the day from the next month on, and sends that month on its new day', async () => {
    const changed = await call(DAY, { token: monthly.token, day: 25 });
    expect(changed).toMatchObject({
      dayOfMonth: 25,
      nextDueDate: '2026-12-25',
      changesFrom: '2026-12',
      changes: [{ kind: 'DAY', description: 'Dia do débito alterado de 10 para 25' }],
    });
    // Repeated: nothing more.
    expect((await call(DAY, { token: monthly.token, day: 25 })).changes).toHaveLength(1);
    const [mail] = await outbox('monthly-change:');
    expect(await outbox('monthly-change:')).toHaveLength(1);
    expect(mail!.subject).toBe('Doação mensal: agora todo dia 25');
    expect(mail!.text).toContain('a partir de 12/2026');
    expect(mail!.text).toContain(`/doacao-mensal/${monthly.token}`);

    setDay('2026-12-14'); // 11 days before the new day: too early (the old day's window would be open)
    await runMonthly(app.deps);
    expect(cobrsOf(monthly.idRec)).toHaveLength(0);
    setDay('2026-12-15');
    await runMonthly(app.deps);
    expect(cobrsOf(monthly.idRec).map((cobr) => cobr.calendario.dataDeVencimento)).toEqual(['2026-12-25']);
  });

  it('skips the next month: cancelled at the bank when already sent, never sent otherwise', async () => {
    expect((await view(monthly.token)).nextCharge).toEqual({
      month: '2026-12',
      dueDate: '2026-12-25',
      amount: '30.00',
      sentToBank: true,
    });
    const [december] = cobrsOf(monthly.idRec);
    const skipped = await call(SKIP, { token: monthly.token, month: '2026-12' });
    expect(psp.cobrs.get(december!.txid)!.status).toBe('CANCELADA');
    expect(skipped).toMatchObject({
      skippedMonths: ['2026-12'],
      nextCharge: { month: '2027-01', dueDate: '2027-01-25', sentToBank: false },
    });
    expect(skipped.payments[0]).toMatchObject({ month: '2026-12', status: 'CANCELLED', statusLabel: 'pulado' });
    // Repeated: nothing more, at the PSP or by e-mail.
    const again = await call(SKIP, { token: monthly.token, month: '2026-12' });
    expect(again.changes.filter((change: { kind: string }) => change.kind === 'SKIP')).toHaveLength(1);
    expect((await outbox('monthly-change:')).filter((mail) => mail.eventKey.includes(':skip:'))).toHaveLength(1);

    // January is not at the bank yet: it is never sent.
    const january = await call(SKIP, { token: monthly.token, month: '2027-01' });
    expect(january).toMatchObject({
      skippedMonths: ['2026-12', '2027-01'],
      nextDueDate: '2027-02-25',
      nextCharge: { month: '2027-02', sentToBank: false },
    });
    setDay('2027-01-16');
    await runMonthly(app.deps);
    expect(cobrsOf(monthly.idRec)).toHaveLength(1);
    setDay('2027-02-15');
    await runMonthly(app.deps);
    expect(cobrsOf(monthly.idRec).map((cobr) => [cobr.calendario.dataDeVencimento, cobr.status])).toEqual([
      ['2026-12-25', 'CANCELADA'],
      ['2027-02-25', 'ATIVA'],
    ]);
    const mails = (await outbox('monthly-change:')).filter((mail) => mail.eventKey.includes(':skip:'));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Doação mensal: 12/2026 não será cobrado',
      'Doação mensal: 01/2027 não será cobrado',
    ]);
  });

  it('pauses (the month at the bank cancelled, none sent) and resumes with the next month still possible', async () => {
    const february = cobrsOf(monthly.idRec).find((cobr) => cobr.calendario.dataDeVencimento === '2027-02-25')!;
    const paused = await call(PAUSE, { token: monthly.token });
    expect(paused).toMatchObject({ status: 'ACTIVE', statusLabel: 'pausada', nextCharge: null, changesFrom: null });
    expect(paused.pausedAt).not.toBeNull();
    expect(psp.cobrs.get(february.txid)!.status).toBe('CANCELADA');
    expect(paused.payments[0]).toMatchObject({ month: '2027-02', status: 'CANCELLED', statusLabel: 'cancelado' });
    // Repeated: nothing more; skipping while paused is refused.
    expect(
      (await call(PAUSE, { token: monthly.token })).changes.filter((c: { kind: string }) => c.kind === 'PAUSE'),
    ).toHaveLength(1);
    expect(await refusal(SKIP, { token: monthly.token, month: '2027-03' })).toMatchObject({
      extensions: { code: 'CONFLICT', field: 'status' },
    });

    // The day changes while paused too: nothing is due, so resuming picks the month.
    expect(await call(DAY, { token: monthly.token, day: 24 })).toMatchObject({ dayOfMonth: 24, nextDueDate: null });
    const pausedDay = (await outbox('monthly-change:')).find((mail) => mail.subject === 'Doação mensal: agora todo dia 24')!;
    expect(pausedDay.text).toContain('quando você retomar a doação');
    await call(DAY, { token: monthly.token, day: 25 });

    setDay('2027-03-16'); // March's window (for the 25th) is open, but it is paused
    await runMonthly(app.deps);
    expect(cobrsOf(monthly.idRec)).toHaveLength(2);

    setDay('2027-03-20');
    const resumed = await call(RESUME, { token: monthly.token });
    expect(resumed).toMatchObject({
      statusLabel: 'ativa',
      pausedAt: null,
      nextCharge: { month: '2027-03', dueDate: '2027-03-25', sentToBank: true },
    });
    const march = cobrsOf(monthly.idRec).find((cobr) => cobr.calendario.dataDeVencimento === '2027-03-25')!;
    expect(march).toMatchObject({ status: 'ATIVA', valor: { original: '30.00' } });
    expect(
      (await call(RESUME, { token: monthly.token })).changes.filter((c: { kind: string }) => c.kind === 'RESUME'),
    ).toHaveLength(1);
    const subjects = (await outbox('monthly-change:')).map((mail) => mail.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Doação mensal pausada', 'Doação mensal retomada']));
    const resumedMail = (await outbox('monthly-change:')).find((mail) => mail.subject === 'Doação mensal retomada')!;
    expect(resumedMail.text).toContain('25/03/2027');
  });

  it('a new amount is a new recurrence the donor authorises; the old one charges until then, then is cancelled', async () => {
    const oldIdRec = monthly.idRec;
    const recsBefore = psp.recs.size;
    const asked = await call(AMOUNT, { token: monthly.token, amount: '50,00' });
    expect(psp.recs.size).toBe(recsBefore + 1);
    const newRec = [...psp.recs.values()].at(-1)!;
    expect(newRec).toMatchObject({
      status: 'CRIADA',
      valor: { valorRec: '50.00' },
      calendario: { periodicidade: 'MENSAL' },
      vinculo: { devedor: { nome: 'Maria das Dores Silva' } },
    });
    expect(asked).toMatchObject({ amount: '30.00', amountChange: { amount: '50.00' } });
    expect(asked.amountChange.pixCode).toMatch(/^000201/);
    expect(asked.changes[0]).toMatchObject({ kind: 'AMOUNT_REQUESTED' });
    const [codeMail] = await outbox('monthly-amount-code:');
    expect(codeMail!.text).toContain(asked.amountChange.pixCode);
    // Repeated: the same request, nothing new at the PSP.
    const again = await call(AMOUNT, { token: monthly.token, amount: '50' });
    expect(again.amountChange.pixCode).toBe(asked.amountChange.pixCode);
    expect(psp.recs.size).toBe(recsBefore + 1);
    expect(await outbox('monthly-amount-code:')).toHaveLength(1);

    // The organiser sees the request waiting.
    const listed = (await app.graphql(ADMIN_LIST, {}, admin)).body.data.monthlyDonations.nodes.find(
      (node: { id: string }) => node.id === monthly.id,
    );
    expect(listed).toMatchObject({ amount: '30.00', pendingAmount: '50.00' });

    // The donor authorises it in the bank app.
    const { rec } = psp.authorise(newRec.idRec);
    await psp.notifyRec(webhookUrl, [rec]);
    const changed = await view(monthly.token);
    expect(changed).toMatchObject({ status: 'ACTIVE', amount: '50.00', amountChange: null });
    expect(changed.changes[0]).toMatchObject({
      kind: 'AMOUNT',
      description: 'Valor alterado de R$ 30,00 para R$ 50,00, autorizado no banco',
    });
    expect((await stored(monthly.id)).idRec).toBe(newRec.idRec);
    // March was at the bank under the old authorisation: that one stays until March settles.
    expect(psp.recs.get(oldIdRec)!.status).toBe('APROVADA');
    const march = cobrsOf(oldIdRec).find((cobr) => cobr.calendario.dataDeVencimento === '2027-03-25')!;
    expect(march.status).toBe('ATIVA');
    const amountMails = (await outbox('monthly-change:')).filter((mail) => mail.eventKey.includes(':amount:'));
    expect(amountMails.map((mail) => mail.subject)).toEqual(['Doação mensal: novo valor de R$ 50,00']);

    setDay('2027-03-25');
    await psp.notifyCobr(webhookUrl, [psp.settleCobr(march.txid, 'PAGA')]);
    await runMonthly(app.deps);
    expect(psp.recs.get(oldIdRec)!.status).toBe('CANCELADA');
    // Its cancellation's notification ends nothing here.
    await psp.notifyRec(webhookUrl, [psp.recNotification(oldIdRec)]);
    expect((await view(monthly.token)).status).toBe('ACTIVE');
    expect((await stored(monthly.id)).retiring).toBe(false);

    setDay('2027-04-15');
    await runMonthly(app.deps);
    const [april] = cobrsOf(newRec.idRec);
    expect(april).toMatchObject({ calendario: { dataDeVencimento: '2027-04-25' }, valor: { original: '50.00' } });
    const page = await view(monthly.token);
    expect(
      page.payments.slice(0, 2).map((p: { month: string; amount: string; status: string }) => [p.month, p.amount, p.status]),
    ).toEqual([
      ['2027-04', '50.00', 'SCHEDULED'],
      ['2027-03', '30.00', 'PAID'],
    ]);

    // The organiser's history of the donor's changes, newest first.
    const history = (await app.graphql(ADMIN_LIST, {}, admin)).body.data.monthlyDonations.nodes.find(
      (node: { id: string }) => node.id === monthly.id,
    );
    expect(history).toMatchObject({ amount: '50.00', dayOfMonth: 25, pendingAmount: null, pausedAt: null });
    expect(history.changes.map((change: { kind: string }) => change.kind)).toEqual([
      'AMOUNT',
      'AMOUNT_REQUESTED',
      'RESUME',
      'DAY',
      'DAY',
      'PAUSE',
      'SKIP',
      'SKIP',
      'DAY',
    ]);
  });

  it('a request not yet authorised is replaced by another amount, and withdrawn by the current one', async () => {
    await call(AMOUNT, { token: monthly.token, amount: '70' });
    const first = (await stored(monthly.id)).amountChange!.idRec;
    const replaced = await call(AMOUNT, { token: monthly.token, amount: '80' });
    expect(replaced.amountChange.amount).toBe('80.00');
    expect(psp.recs.get(first)!.status).toBe('CANCELADA');
    const second = (await stored(monthly.id)).amountChange!.idRec;
    const withdrawn = await call(AMOUNT, { token: monthly.token, amount: '50' });
    expect(withdrawn).toMatchObject({ amount: '50.00', amountChange: null });
    expect(psp.recs.get(second)!.status).toBe('CANCELADA');
    // Their cancellations' notifications change nothing here.
    await psp.notifyRec(webhookUrl, [psp.recNotification(first), psp.recNotification(second)]);
    expect(await view(monthly.token)).toMatchObject({ status: 'ACTIVE', amount: '50.00', amountChange: null });
  });

  it('"Minhas doações" lists the monthly donations and e-mails a page’s link again, rate-limited', async () => {
    // Ana's monthly donation was never authorised, so no month of it exists: she still gets the link.
    expect((await fetch(`${app.url}/minhas-doacoes`, form({ email: 'ana@example.com' }))).status).toBe(200);
    await settleLinkRequests(app.deps);
    const linkMail = (await outbox('my-donations:')).find((mail) => mail.to === 'ana@example.com')!;
    const token = /\/minhas-doacoes\/([A-Za-z0-9_-]{32})/.exec(linkMail.text)![1]!;
    const page = await (await fetch(`${app.url}/minhas-doacoes/${token}`)).text();
    expect(page).toContain('Doações mensais');
    expect(page).toContain(`/minhas-doacoes/${token}/mensal/${awaiting.id}/link`);
    expect(page).not.toContain(monthly.id); // Maria's

    const resend = () => fetch(`${app.url}/minhas-doacoes/${token}/mensal/${awaiting.id}/link`, form());
    const sent = await resend();
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('Enviamos o link da doação mensal de R$ 30,00 para ana@example.com.');
    const [mail] = await outbox('monthly-link:');
    expect(mail).toMatchObject({ to: 'ana@example.com', subject: 'O link da sua doação mensal' });
    // The same link as before: it still opens the page.
    expect(mail!.text).toContain(`/doacao-mensal/${awaiting.token}`);
    expect((await view(awaiting.token)).id).toBe(awaiting.id);

    // Another address's monthly donation, or none: not found, and nothing is sent.
    expect((await fetch(`${app.url}/minhas-doacoes/${token}/mensal/${monthly.id}/link`, form())).status).toBe(404);
    expect((await fetch(`${app.url}/minhas-doacoes/${token}/mensal/nada/link`, form())).status).toBe(404);
    // Three an hour per monthly donation, as "Minhas doações" links per address.
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await outbox('monthly-link:')).toHaveLength(3);
    // An expired or unknown "Minhas doações" link sends nothing.
    expect((await fetch(`${app.url}/minhas-doacoes/${'x'.repeat(32)}/mensal/${awaiting.id}/link`, form())).status).toBe(404);
  });
});
