import { Types } from 'mongoose';
import { countCommands } from '../../api/src/db/connection.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { joinTeam, type Member } from '../support/team-scenarios.js';
import { ADMIN, invoicePdf, recordExpense } from '../support/transparency-scenarios.js';

const BUDGET_FIELDS = `lines { category description planned spent remaining proof { id url contentType size } }
  unplanned { category spent } planned spent remaining updatedAt`;
const SET_BUDGET = `mutation Set($lines: [BudgetLineInput!]!) { setBudget(lines: $lines) { ${BUDGET_FIELDS} } }`;
const REMOVE_BUDGET_PROOF = `mutation Remove($category: ExpenseCategory!) { removeBudgetProof(category: $category) { ${BUDGET_FIELDS} } }`;
const BUDGET = `{ budget { ${BUDGET_FIELDS} } }`;
const AUDIT = `{ auditLog(first: 50) { nodes { action target details } } }`;

const PLAN = [
  { category: 'VEICULO_ADAPTADO', amount: '80.000,00', description: 'Adaptação do carro para a cadeira de rodas' },
  { category: 'REMEDIOS', amount: '1.200,00', description: 'Remédios de seis meses' },
  { category: 'CONSULTAS', amount: '500,00', description: 'Consultas com o neurologista' },
];

function uploadBudgetProof(app: TestApp, category: string, file: Buffer, headers: Record<string, string> = ADMIN) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'orcamento.pdf');
  return fetch(`${app.url}/api/admin/budget/${category}/proof`, { method: 'POST', headers, body: form });
}

/** The cells of one row of the page's budget table, as text. */
function rowOf(html: string, category: string): string[] {
  const row = new RegExp(`<tr data-category="${category}">([\\s\\S]*?)</tr>`).exec(html)?.[1];
  if (!row) throw new Error(`no budget row for ${category}`);
  return [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) =>
    cell[1]!
      .replace(/<br\/?>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim(),
  );
}

describe('budget: the organiser plans what the goal pays for, donors see it against what was spent', () => {
  let app: TestApp;
  let finance: Member;
  let content: Member;

  beforeAll(async () => {
    app = await startTestApp({ monitorCommands: true });
    finance = await joinTeam(app, 'FINANCE', 'financas@exemplo.org.br', 'Pessoa Finanças');
    content = await joinTeam(app, 'CONTENT', 'conteudo@exemplo.org.br', 'Pessoa Conteúdo');
  });
  afterAll(() => app.close());

  const budget = async () => (await app.graphql(BUDGET)).body.data.budget;
  const transparencyHtml = async () => (await fetch(`${app.url}/transparencia`)).text();
  const audit = async () =>
    (await app.graphql(AUDIT, {}, ADMIN)).body.data.auditLog.nodes as { action: string; target: string; details: any }[];

  it('shows nothing before a budget is published', async () => {
    expect(await budget()).toBeNull();
    const html = await transparencyHtml();
    expect(html).not.toContain('Orçamento e gasto');
    const json = (await (await fetch(`${app.url}/api/transparency`)).json()) as Record<string, unknown>;
    expect(json).not.toHaveProperty('budget');
  });

  it('a role without money rights is refused and nothing is stored; bad input is refused with its field and changes nothing', async () => {
    const refused = await app.graphql(SET_BUDGET, { lines: PLAN }, content.headers);
    expect(refused.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await uploadBudgetProof(app, 'REMEDIOS', invoicePdf(), content.headers)).status).toBe(403);

    const cases: [Record<string, string>[], string, RegExp][] = [
      [[{ ...PLAN[0]!, amount: '0,00' }], 'lines.0.amount', /maior que zero/],
      [[{ ...PLAN[0]!, amount: '-10,00' }], 'lines.0.amount', /maior que zero/],
      [[{ ...PLAN[0]!, amount: '10.000.000,01' }], 'lines.0.amount', /limite de R\$ 10\.000\.000,00/],
      [[{ ...PLAN[0]!, amount: 'dez reais' }], 'lines.0.amount', /Valor inválido/],
      [[PLAN[1]!, { ...PLAN[1]!, description: 'De novo' }], 'lines.1.category', /uma vez no orçamento/],
      [[{ ...PLAN[0]!, description: '   ' }], 'lines.0.description', /Preencha o que esta linha paga/],
      [[{ ...PLAN[0]!, description: 'x'.repeat(201) }], 'lines.0.description', /até 200 caracteres/],
    ];
    for (const [lines, field, message] of cases) {
      const { body } = await app.graphql(SET_BUDGET, { lines }, ADMIN);
      expect(body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(body.errors![0]!.message).toMatch(message);
    }
    expect(await budget()).toBeNull();
    expect((await app.deps.models.Campaign.findById('main', { 'ledger.budget': 1 }).lean())?.ledger?.budget).toBeUndefined();
    expect((await audit()).filter((entry) => entry.action === 'setBudget')).toEqual([]);
  });

  it('finance sets it; the page shows planned, spent and remaining per category from the expenses, totals, and spending outside the plan', async () => {
    await recordExpense(app, { category: 'REMEDIOS', amount: '350,40' });
    await recordExpense(app, { category: 'REMEDIOS', amount: '49,60' });
    await recordExpense(app, { category: 'CONSULTAS', amount: '650,00' });
    // No line for treatments: spent outside the plan.
    await recordExpense(app, { category: 'TRATAMENTOS', amount: '120,00' });

    const { body } = await app.graphql(SET_BUDGET, { lines: PLAN }, finance.headers);
    expect(body.errors).toBeUndefined();
    const expected = {
      // In the categories' order, whatever order the form sent.
      lines: [
        { category: 'REMEDIOS', planned: '1200.00', spent: '400.00', remaining: '800.00', proof: null },
        { category: 'CONSULTAS', planned: '500.00', spent: '650.00', remaining: '-150.00', proof: null },
        { category: 'VEICULO_ADAPTADO', planned: '80000.00', spent: '0.00', remaining: '80000.00', proof: null },
      ],
      unplanned: [{ category: 'TRATAMENTOS', spent: '120.00' }],
      planned: '81700.00',
      spent: '1170.00',
      remaining: '80530.00',
    };
    expect(body.data.setBudget).toMatchObject(expected);
    expect(await budget()).toMatchObject(expected);

    const html = await transparencyHtml();
    expect(html).toContain('<h2 id="orcamento">Orçamento e gasto</h2>');
    expect(rowOf(html, 'REMEDIOS')).toEqual(['Remédios', 'Remédios de seis meses', 'R$ 1.200,00', 'R$ 400,00', 'R$ 800,00']);
    expect(rowOf(html, 'CONSULTAS')).toEqual([
      'Consultas',
      'Consultas com o neurologista',
      'R$ 500,00',
      'R$ 650,00',
      'R$ 150,00 acima do previsto',
    ]);
    expect(rowOf(html, 'TRATAMENTOS')).toEqual([
      'Tratamentos',
      'Fora do orçamento: gasto sem valor previsto nesta categoria',
      '—',
      'R$ 120,00',
      '—',
    ]);
    expect(rowOf(html, 'total')).toEqual(['Total', 'R$ 81.700,00', 'R$ 1.170,00', 'R$ 80.530,00']);

    const entry = (await audit()).find((item) => item.action === 'setBudget')!;
    expect(entry.target).toBe('budget');
    expect(JSON.stringify(entry.details)).toContain('Remédios de seis meses');
  });

  it('the public budget (in every page state) costs one find: the campaign document, never the ledger of donations', async () => {
    const counter = countCommands(app.connection);
    try {
      expect((await budget()).planned).toBe('81700.00');
      expect(counter.byName()).toEqual({ find: 1 });
    } finally {
      counter.stop();
    }
  });

  it('the ledger JSON and CSV carry the same figures', async () => {
    const json = (await (await fetch(`${app.url}/api/transparency`)).json()) as { budget: any };
    expect(json.budget).toMatchObject({
      lines: [
        { category: 'REMEDIOS', description: 'Remédios de seis meses', planned: '1200.00', spent: '400.00', remaining: '800.00' },
        { category: 'CONSULTAS', planned: '500.00', spent: '650.00', remaining: '-150.00' },
        { category: 'VEICULO_ADAPTADO', planned: '80000.00', spent: '0.00', remaining: '80000.00' },
      ],
      unplanned: [{ category: 'TRATAMENTOS', spent: '120.00' }],
      planned: '81700.00',
      spent: '1170.00',
      remaining: '80530.00',
    });
    const csv = await (await fetch(`${app.url}/api/transparency.csv`)).text();
    const budgetLines = csv.split('\r\n').filter((line) => line.startsWith('budget,'));
    expect(budgetLines).toHaveLength(5);
    expect(budgetLines[0]).toMatch(/^budget,[^,]+,,Remédios de seis meses,Remédios,,1200\.00,gasto 400\.00; restante 800\.00,$/);
    expect(budgetLines[3]).toBe('budget,,,Fora do orçamento,Tratamentos,,0.00,gasto 120.00,');
    expect(budgetLines[4]).toBe('budget,,,Orçamento total,,,81700.00,gasto 1170.00; restante 80530.00,');
  });

  it('a quote in PDF is attached to a line, linked on the page and served; taken off, it is no longer served', async () => {
    expect((await uploadBudgetProof(app, 'TRATAMENTOS', invoicePdf())).status).toBe(404);
    // The expense proofs' checks: by content, not by name or declared type; a refusal stores nothing.
    const refused = await uploadBudgetProof(app, 'VEICULO_ADAPTADO', Buffer.from('#!/bin/sh\necho oi\n'));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file' });
    expect(await app.connection.db!.collection('proofs.files').countDocuments()).toBe(0);
    const response = await uploadBudgetProof(app, 'VEICULO_ADAPTADO', invoicePdf(), finance.headers);
    expect(response.status).toBe(201);
    const { proof } = (await response.json()) as { proof: { id: string; url: string } };
    expect(proof.url).toBe(`/api/transparency/budget/proofs/${proof.id}`);

    const served = await fetch(`${app.url}${proof.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(invoicePdf())).toBe(true);
    expect(rowOf(await transparencyHtml(), 'VEICULO_ADAPTADO')[1]).toMatch(/Orçamento de veículo adaptado \(PDF, 1 kB\)$/);
    expect(await transparencyHtml()).toContain(`href="${proof.url}"`);

    // Saving the budget again keeps the line's proof.
    const kept = await app.graphql(SET_BUDGET, { lines: PLAN }, ADMIN);
    expect(kept.body.data.setBudget.lines[2].proof).toMatchObject({ id: proof.id });

    const removed = await app.graphql(REMOVE_BUDGET_PROOF, { category: 'VEICULO_ADAPTADO' }, finance.headers);
    expect(removed.body.data.removeBudgetProof.lines[2].proof).toBeNull();
    expect((await fetch(`${app.url}${proof.url}`)).status).toBe(404);
    expect(await app.connection.db!.collection('proofs.files').countDocuments({ _id: new Types.ObjectId(proof.id) })).toBe(0);
    expect((await audit()).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['attachBudgetProof', 'removeBudgetProof']),
    );
  });

  it('what the organiser typed is shown as text, never as markup', async () => {
    const hostile = 'Cadeira <img src=x onerror=alert(1)> & "rodas"';
    const { body } = await app.graphql(SET_BUDGET, { lines: [{ ...PLAN[0]!, description: hostile }] }, ADMIN);
    expect(body.errors).toBeUndefined();
    const html = await transparencyHtml();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Cadeira &lt;img src=x onerror=alert(1)&gt; &amp; &quot;rodas&quot;');
  });

  it('an empty list takes the budget off the site', async () => {
    const { body } = await app.graphql(SET_BUDGET, { lines: [] }, ADMIN);
    expect(body.errors).toBeUndefined();
    expect(body.data.setBudget).toBeNull();
    expect(await budget()).toBeNull();
    expect(await transparencyHtml()).not.toContain('Orçamento e gasto');
  });
});
