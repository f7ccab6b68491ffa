import { firstError, manualClock } from '../support/donation-scenarios.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import {
  ADMIN,
  CORRECT_EXPENSE,
  EDIT_UPDATE,
  POST_UPDATE,
  RECORD_EXPENSE,
  REMOVE_EXPENSE,
  recordExpense,
  validExpense,
} from '../support/transparency-scenarios.js';

const EXPENSES = `query Expenses($first: Int, $after: String) {
  expenses(first: $first, after: $after) { nodes { id amount description correctedAt history { amount } } pageInfo { hasNextPage endCursor } }
}`;
const UPDATES = `query Updates($first: Int, $after: String) {
  campaignUpdates(first: $first, after: $after) { nodes { id title body publishedAt editedAt } pageInfo { hasNextPage endCursor } }
}`;
const AUDIT = `{ auditLog(first: 50) { nodes { action target details } } }`;

describe('transparency: the organiser records expenses and posts updates', () => {
  // 15:00 UTC is 12:00 in Brasília: "today" there is 2026-03-10.
  const clock = manualClock(new Date('2026-03-10T15:00:00.000Z'));
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ now: clock.now });
  });
  afterAll(() => app.close());

  const audit = async () =>
    (await app.graphql(AUDIT, {}, ADMIN)).body.data.auditLog.nodes as { action: string; target: string; details: string }[];
  const expenseCount = () => app.deps.models.Expense.countDocuments();

  it('records an expense with its values normalised, and audits it', async () => {
    const { body } = await app.graphql(
      RECORD_EXPENSE,
      {
        input: validExpense({
          description: '  Consulta com neurologista  ',
          category: 'CONSULTAS',
          amount: '1.250,00',
          date: '2026-03-10',
        }),
      },
      ADMIN,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.recordExpense).toMatchObject({
      date: '2026-03-10',
      category: 'CONSULTAS',
      description: 'Consulta com neurologista',
      amount: '1250.00',
      proofs: [],
      history: [],
      correctedAt: null,
      recordedAt: clock.now().toISOString(),
    });
    const entry = (await audit()).find((item) => item.target === body.data.recordExpense.id)!;
    expect(entry.action).toBe('recordExpense');
    expect(JSON.parse(entry.details)).toMatchObject({ amount: '1250.00', category: 'CONSULTAS' });
  });

  it.each([
    ['a negative amount', { amount: '-10,00' }, 'amount', 'positivo'],
    ['a zero amount', { amount: '0,00' }, 'amount', 'maior que zero'],
    ['an absurd amount', { amount: '2.000.000,00' }, 'amount', 'limite'],
    ['an amount with three decimals', { amount: '10,001' }, 'amount', 'duas casas'],
    ['a date in the future (tomorrow in Brasília)', { date: '2026-03-11' }, 'date', 'futuro'],
    ['a date that does not exist', { date: '2026-02-30' }, 'date', 'AAAA-MM-DD'],
    ['a date before 2000', { date: '1999-12-31' }, 'date', '2000'],
    ['an empty description', { description: '   ' }, 'description', 'descrição'],
    ['a supplier too long', { supplier: 'x'.repeat(201) }, 'supplier', '200'],
  ])('refuses %s with a pt-BR message on its field, storing nothing', async (_case, overrides, field, words) => {
    const before = await expenseCount();
    const { body } = await app.graphql(RECORD_EXPENSE, { input: validExpense(overrides) }, ADMIN);
    const error = firstError(body);
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(error.message).toContain(words);
    expect(await expenseCount()).toBe(before);
  });

  it('refuses an unknown category before anything runs', async () => {
    const before = await expenseCount();
    const { body } = await app.graphql(RECORD_EXPENSE, { input: validExpense({ category: 'VIAGENS' }) }, ADMIN);
    expect(firstError(body).extensions.code).toBe('BAD_USER_INPUT');
    expect(await expenseCount()).toBe(before);
  });

  it('needs the organiser: no token, no expense, no update', async () => {
    const recorded = await app.graphql(RECORD_EXPENSE, { input: validExpense() });
    expect(firstError(recorded.body).extensions.code).toBe('UNAUTHENTICATED');
    const posted = await app.graphql(POST_UPDATE, { input: { title: 'Oi', body: 'Texto' } });
    expect(firstError(posted.body).extensions.code).toBe('UNAUTHENTICATED');
    const listed = await app.graphql(EXPENSES, {});
    expect(firstError(listed.body).extensions.code).toBe('UNAUTHENTICATED');
  });

  it('a correction keeps the former version in the history, with when it was corrected', async () => {
    const expense = await recordExpense(app, { amount: '100,00', description: 'Fisioterapia' });
    clock.advanceSeconds(3600);
    const { body } = await app.graphql(
      CORRECT_EXPENSE,
      {
        id: expense.id,
        input: validExpense({ amount: '110,00', description: 'Fisioterapia (10 sessões)', category: 'TRATAMENTOS' }),
      },
      ADMIN,
    );
    expect(body.errors).toBeUndefined();
    const corrected = body.data.correctExpense;
    expect(corrected).toMatchObject({ amount: '110.00', category: 'TRATAMENTOS', correctedAt: clock.now().toISOString() });
    expect(corrected.history).toEqual([
      expect.objectContaining({ amount: '100.00', description: 'Fisioterapia', category: 'REMEDIOS' }),
    ]);
    clock.advanceSeconds(60);
    const again = await app.graphql(CORRECT_EXPENSE, { id: expense.id, input: validExpense({ amount: '111,00' }) }, ADMIN);
    expect(again.body.data.correctExpense.history.map((version: { amount: string }) => version.amount)).toEqual([
      '100.00',
      '110.00',
    ]);
    const entry = (await audit()).find((item) => item.action === 'correctExpense' && item.target === expense.id)!;
    expect(JSON.parse(entry.details)).toMatchObject({ before: { amount: '110.00' }, after: { amount: '111.00' } });
  });

  it('a bad correction changes nothing', async () => {
    const expense = await recordExpense(app, { amount: '80,00' });
    const { body } = await app.graphql(CORRECT_EXPENSE, { id: expense.id, input: validExpense({ amount: '-80,00' }) }, ADMIN);
    expect(firstError(body).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'amount' });
    const stored = (await app.deps.models.Expense.findById(expense.id).lean())!;
    expect(stored).toMatchObject({ amountCents: 8000, history: [], correctedAt: null });
  });

  it('removes an expense from the list, audited; removing or correcting it again is NOT_FOUND', async () => {
    const expense = await recordExpense(app, { description: 'Lançada por engano' });
    const { body } = await app.graphql(REMOVE_EXPENSE, { id: expense.id }, ADMIN);
    expect(body.data.removeExpense).toBe(expense.id);
    const listed = (await app.graphql(EXPENSES, { first: 200 }, ADMIN)).body.data.expenses.nodes;
    expect(listed.map((node: { id: string }) => node.id)).not.toContain(expense.id);
    expect(firstError((await app.graphql(REMOVE_EXPENSE, { id: expense.id }, ADMIN)).body).extensions.code).toBe('NOT_FOUND');
    const correction = await app.graphql(CORRECT_EXPENSE, { id: expense.id, input: validExpense() }, ADMIN);
    expect(firstError(correction.body).extensions.code).toBe('NOT_FOUND');
    expect(firstError((await app.graphql(REMOVE_EXPENSE, { id: 'nope' }, ADMIN)).body).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'id',
    });
    expect((await audit()).some((item) => item.action === 'removeExpense' && item.target === expense.id)).toBe(true);
  });

  it('lists expenses newest first, paged', async () => {
    const ids = [];
    for (const amount of ['1,00', '2,00', '3,00']) ids.push((await recordExpense(app, { amount })).id);
    const first = (await app.graphql(EXPENSES, { first: 2 }, ADMIN)).body.data.expenses;
    expect(first.nodes.map((node: { id: string }) => node.id)).toEqual([ids[2], ids[1]]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await app.graphql(EXPENSES, { first: 1, after: first.pageInfo.endCursor }, ADMIN)).body.data.expenses;
    expect(next.nodes[0].id).toBe(ids[0]);
  });

  it('posts and edits updates, public newest first; an edit shows when it was edited', async () => {
    const posted = (
      await app.graphql(
        POST_UPDATE,
        { input: { title: ' Primeira sessão ', body: 'Ana começou a fisioterapia.\nObrigado!' } },
        ADMIN,
      )
    ).body.data.postUpdate;
    expect(posted).toMatchObject({ title: 'Primeira sessão', body: 'Ana começou a fisioterapia.\nObrigado!', editedAt: null });
    clock.advanceSeconds(60);
    const second = (await app.graphql(POST_UPDATE, { input: { title: 'Cadeira nova', body: 'Chegou!' } }, ADMIN)).body.data
      .postUpdate;
    clock.advanceSeconds(60);
    const edited = await app.graphql(
      EDIT_UPDATE,
      { id: posted.id, input: { title: 'Primeira sessão de fisioterapia', body: 'Texto corrigido.' } },
      ADMIN,
    );
    expect(edited.body.data.editUpdate).toMatchObject({
      title: 'Primeira sessão de fisioterapia',
      editedAt: clock.now().toISOString(),
    });
    const { body } = await app.graphql(UPDATES, { first: 10 });
    expect(body.errors).toBeUndefined();
    expect(body.data.campaignUpdates.nodes.map((node: { id: string }) => node.id)).toEqual([second.id, posted.id]);
    expect(body.data.campaignUpdates.nodes[1]).toMatchObject({ body: 'Texto corrigido.', publishedAt: posted.publishedAt });
    const actions = (await audit()).map((item) => item.action);
    expect(actions).toEqual(expect.arrayContaining(['postUpdate', 'editUpdate']));
  });

  it('refuses an empty or oversized update and an unknown one', async () => {
    const before = await app.deps.models.CampaignUpdate.countDocuments();
    const empty = await app.graphql(POST_UPDATE, { input: { title: '', body: 'x' } }, ADMIN);
    expect(firstError(empty.body)).toMatchObject({
      message: 'Preencha o título.',
      extensions: { code: 'BAD_USER_INPUT', field: 'title' },
    });
    const long = await app.graphql(POST_UPDATE, { input: { title: 'Ok', body: 'x'.repeat(10_001) } }, ADMIN);
    expect(firstError(long.body).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'body' });
    expect(await app.deps.models.CampaignUpdate.countDocuments()).toBe(before);
    const unknown = await app.graphql(EDIT_UPDATE, { id: '0123456789abcdef01234567', input: { title: 'a', body: 'b' } }, ADMIN);
    expect(firstError(unknown.body).extensions.code).toBe('NOT_FOUND');
  });
});
