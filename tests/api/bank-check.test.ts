// Issue 50, goal 2: "Conferido com o banco", derived from the imported statements and never typed:
// statements uploaded over HTTP to the real app and database, the figures read back on
// /transparencia, in the ledger's JSON and CSV, and on the home page.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BANK_CHECK_STALE_DAYS } from '../../rules/bank-check.js';
import { createDonation, confirmDonation, manualClock } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';
import { ensureWebBuild, serverRenderedHtml } from '../support/web-build.js';

const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const LINES = `query L($status: StatementLineStatus!) { statementLines(status: $status, first: 50) { nodes { id amount } } }`;
const ACCEPT = `mutation A($id: ID!, $donor: StatementDonorInput) { acceptStatementLine(id: $id, donor: $donor) { id status } }`;
const IGNORE = `mutation I($id: ID!, $reason: String!) { ignoreStatementLine(id: $id, reason: $reason) { id status } }`;
const REGISTER = `mutation R($input: OutsideDonationInput!) { registerOutsideDonation(input: $input) { id status } }`;
const ANNUL = `mutation C($id: ID!, $reason: String!) { correctOutsideDonation(id: $id, reason: $reason) { annulled { id } } }`;

let app: TestApp;
const clock = manualClock(new Date('2026-03-01T12:00:00.000Z'));
const moveTo = (at: string) => clock.advanceSeconds((new Date(at).getTime() - clock.now().getTime()) / 1000);

beforeAll(async () => {
  // The home page's section is in the server's HTML: its renderer is built from the sources under test.
  ensureWebBuild();
  // Public answers kept for a minute, as in production they are for a moment: only an import or a
  // decision on a line may make the next read show new figures.
  app = await startTestApp({ now: clock.now, env: { PUBLIC_CACHE_TTL_MS: '60000' } });
});
afterAll(() => app.close());

/** A spreadsheet statement, as a bank's CSV export: date; amount; description. */
async function importCsv(name: string, rows: string[]) {
  const form = new FormData();
  form.append('file', new Blob([`Data;Valor;Descrição\n${rows.join('\n')}\n`]), name);
  const response = await fetch(`${app.url}/api/admin/statements`, { method: 'POST', headers: ADMIN, body: form });
  const body = (await response.json()) as any;
  expect(response.status).toBe(201);
  return body;
}

async function paidAt(at: string, amount: string): Promise<string> {
  moveTo(at);
  const id = await createDonation(app, { amount });
  await confirmDonation(app, id);
  return id;
}

async function lineId(status: string, amount: string): Promise<string> {
  const { body } = await app.graphql(LINES, { status }, ADMIN);
  return body.data.statementLines.nodes.find((line: any) => line.amount === amount).id;
}

const ledgerJson = async () => (await (await fetch(`${app.url}/api/transparency`)).json()) as any;
const page = async () => (await fetch(`${app.url}/transparencia`)).text();
/** The CSV's bank-check lines, each as its cells (no cell of theirs holds a comma). */
async function csvBankLines(): Promise<string[][]> {
  const text = await (await fetch(`${app.url}/api/transparency.csv`)).text();
  return text
    .split('\r\n')
    .filter((line) => line.startsWith('bank-check,'))
    .map((line) => line.split(','));
}
/** The text of the home page's "Conferido com o banco" section (server-rendered), tags dropped; '' when absent. */
async function homeSection(): Promise<string> {
  const html = await serverRenderedHtml(`${app.url}/`);
  const section = /<section[^>]*id="banco"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
  return section.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}
/** The text of /transparencia's bank-check section, tags dropped. */
async function pageSection(): Promise<string> {
  const html = await page();
  const section = /<section[^>]*data-testid="bank-check"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
  return section.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('"Conferido com o banco": the bank statements against the donations counted', () => {
  beforeAll(async () => {
    await paidAt('2026-03-02T14:00:00.000Z', '50,00');
    await paidAt('2026-03-03T15:00:00.000Z', '35,50');
  });

  it('shows nothing at all before the first import: no heading, no JSON object, no CSV line', async () => {
    const html = await page();
    expect(html).not.toContain('Conferido com o banco');
    expect(html).not.toContain('data-testid="bank-check"');
    expect(await ledgerJson()).not.toHaveProperty('bankCheck');
    expect(await csvBankLines()).toEqual([]);
    const home = await serverRenderedHtml(`${app.url}/`);
    expect(home).not.toContain('id="banco"');
    expect(home).not.toContain('Conferido com o banco');
  });

  it('after a statement whose credits are the paid donations, reads "conferido" with both sums exact to the cent', async () => {
    moveTo('2026-03-05T12:00:00.000Z');
    const imported = await importCsv('extrato-1.csv', [
      '02/03/2026;50,00;PIX RECEBIDO - MARIA DAS DORES',
      '03/03/2026;35,50;PIX RECEBIDO - JOAO PEDRO',
      '04/03/2026;-10,00;TARIFA BANCARIA',
    ]);
    expect(imported).toMatchObject({ matched: 2, unmatched: 0 });

    expect((await ledgerJson()).bankCheck).toEqual({
      periodFrom: '2026-03-02',
      periodTo: '2026-03-04',
      importedAt: '2026-03-05T12:00:00.000Z',
      importedOn: '2026-03-05',
      checked: true,
      stale: false,
      staleAfterDays: BANK_CHECK_STALE_DAYS,
      bankCredits: '85.50',
      bankCreditsCount: 2,
      donationsCounted: '85.50',
      donationsCountedCount: 2,
      difference: '0.00',
      matchedToSiteDonations: '85.50',
      matchedToSiteDonationsCount: 2,
      acceptedAsOutsideDonations: '0.00',
      acceptedAsOutsideDonationsCount: 0,
      underReview: '0.00',
      underReviewCount: 0,
      ignoredByOrganisation: '0.00',
      ignoredByOrganisationCount: 0,
    });
    const section = await pageSection();
    expect(section).toContain('Conferido com o banco');
    expect(section).toContain('Conferido com o extrato do banco em 05/03/2026.');
    expect(section).toContain('Período do extrato 02/03/2026 a 04/03/2026');
    expect(section).toContain('Entradas no banco no período (2 lançamentos) R$ 85,50');
    expect(section).toContain('Doações contadas no período (2 doações) R$ 85,50');
    // Public: no payer, no description of a line.
    expect(section).not.toMatch(/MARIA|JOAO|TARIFA/);
    // The home page says the same, in the HTML the server sends (no JavaScript needed).
    const home = await homeSection();
    expect(home).toContain('Conferido com o banco');
    expect(home).toContain('Conferido com o extrato do banco em 05/03/2026.');
    expect(home).toContain('Entradas no banco no período (2 lançamentos) R$ 85,50');
    expect(home).toContain('Doações contadas no período (2 doações) R$ 85,50');
    expect(home).not.toMatch(/MARIA|JOAO|TARIFA/);
    const csv = await csvBankLines();
    expect(csv[0]).toEqual(['bank-check', '2026-03-05', '', 'Extrato do banco importado em', '', '', '', 'conferido', '']);
    expect(csv.find((cells) => cells[3] === 'Entradas no banco no período')).toEqual([
      'bank-check',
      '',
      '',
      'Entradas no banco no período',
      '',
      '',
      '85.50',
      '2 lançamentos',
      '',
    ]);
  });

  it('counts credits waiting for the organiser as "em análise", and a decision on each shows on the next read', async () => {
    moveTo('2026-03-06T12:00:00.000Z');
    await importCsv('extrato-2.csv', ['05/03/2026;120,00;DEPOSITO EM DINHEIRO', '05/03/2026;7,00;PIX RECEBIDO - ESTORNO LOJA']);
    expect((await ledgerJson()).bankCheck).toMatchObject({
      periodFrom: '2026-03-02',
      periodTo: '2026-03-05',
      importedOn: '2026-03-06',
      checked: false,
      bankCredits: '212.50',
      bankCreditsCount: 4,
      donationsCounted: '85.50',
      underReview: '127.00',
      underReviewCount: 2,
    });
    expect(await pageSection()).toContain('Extrato do banco importado em 06/03/2026: 2 lançamentos em análise.');

    const ignored = await app.graphql(IGNORE, { id: await lineId('UNMATCHED', '7.00'), reason: 'Estorno de uma compra.' }, ADMIN);
    expect(ignored.body.data.ignoreStatementLine.status).toBe('IGNORED');
    // Read right after the decision: the cached answer was retired by it.
    expect((await ledgerJson()).bankCheck).toMatchObject({
      checked: false,
      bankCredits: '212.50',
      underReview: '120.00',
      underReviewCount: 1,
      ignoredByOrganisation: '7.00',
      ignoredByOrganisationCount: 1,
    });
    const section = await pageSection();
    expect(section).toContain('1 lançamento em análise');
    expect(await homeSection()).toContain('Extrato do banco importado em 06/03/2026: 1 lançamento em análise.');
    // The organiser's reason stays with the organiser.
    expect(section).not.toContain('Estorno');
    expect((await csvBankLines())[0]![7]).toBe('1 lançamento em análise');

    const accepted = await app.graphql(ACCEPT, { id: await lineId('UNMATCHED', '120.00'), donor: { name: 'Ana Lima' } }, ADMIN);
    expect(accepted.body.data.acceptStatementLine.status).toBe('ACCEPTED');
    expect((await ledgerJson()).bankCheck).toMatchObject({
      checked: true,
      bankCredits: '212.50',
      bankCreditsCount: 4,
      donationsCounted: '205.50',
      donationsCountedCount: 3,
      difference: '7.00',
      acceptedAsOutsideDonations: '120.00',
      acceptedAsOutsideDonationsCount: 1,
      underReviewCount: 0,
    });
    const after = await pageSection();
    expect(after).toContain('Conferido com o extrato do banco em 06/03/2026.');
    expect(after).not.toContain('Ana Lima');
    expect(await homeSection()).toContain('Conferido com o extrato do banco em 06/03/2026.');
  });

  it('derives the bank credits from imported lines only: neither a donation registered by hand nor a copy of a line makes them grow', async () => {
    const registered = await app.graphql(
      REGISTER,
      {
        input: {
          idempotencyKey: 'bank-check-cash-1',
          amount: '200,00',
          receivedOn: '2026-03-04',
          method: 'CASH',
          note: 'Bazar da igreja',
        },
      },
      ADMIN,
    );
    expect(registered.body.data.registerOutsideDonation.status).toBe('PAID');
    // The same deposit in another export of the bank: stored as a copy, never counted.
    const copy = await importCsv('extrato-2-outra-exportacao.csv', ['05/03/2026;120,00;DEPOSITO EM DINHEIRO AG 0341']);
    expect(copy).toMatchObject({ copies: 1, unmatched: 0 });
    expect((await ledgerJson()).bankCheck).toMatchObject({
      checked: true,
      bankCredits: '212.50',
      bankCreditsCount: 4,
      donationsCounted: '405.50',
      donationsCountedCount: 4,
      difference: '-193.00',
    });
    // Annulled by the organiser: no longer counted, here as in the totals.
    const annulled = await app.graphql(
      ANNUL,
      { id: registered.body.data.registerOutsideDonation.id, reason: 'Registrada em dobro.' },
      ADMIN,
    );
    expect(annulled.body.errors).toBeUndefined();
    expect((await ledgerJson()).bankCheck).toMatchObject({ donationsCounted: '205.50', donationsCountedCount: 3 });
  });

  it(`says "não conferido desde <dia>" once ${BANK_CHECK_STALE_DAYS} days pass without a statement`, async () => {
    moveTo('2026-03-06T12:00:00.000Z');
    clock.advanceSeconds(BANK_CHECK_STALE_DAYS * 86_400 - 60);
    expect((await ledgerJson()).bankCheck.stale).toBe(false);
    clock.advanceSeconds(120);
    expect((await ledgerJson()).bankCheck).toMatchObject({ stale: true, importedOn: '2026-03-06', checked: true });
    const section = await pageSection();
    expect(section).toContain('Não conferido com o banco desde 06/03/2026.');
    expect(section).not.toContain('Conferido com o extrato');
    expect(await homeSection()).toContain('Não conferido com o banco desde 06/03/2026.');
    expect((await csvBankLines())[0]![7]).toBe('não conferido desde 06/03/2026');
  });
});

describe('"Conferido com o banco" leaves out what is not money arriving', () => {
  let itau: TestApp;
  beforeAll(async () => {
    itau = await startTestApp({
      now: manualClock(new Date('2026-03-16T12:00:00.000Z')).now,
      // The transfers between the campaign's own accounts name its CNPJ.
      content: (content) => ({
        ...content,
        organisation: { ...content.organisation, name: 'Instituto Exemplo de Apoio', cnpj: '11.222.333/0001-81' },
      }),
    });
  });
  afterAll(() => itau.close());

  it('counts neither debits nor transfers between own accounts as credits of the bank', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(readFileSync(new URL('./fixtures/statements/itau-2026-03-01-a-15.ofx', import.meta.url)))]),
      'itau.ofx',
    );
    const response = await fetch(`${itau.url}/api/admin/statements`, { method: 'POST', headers: ADMIN, body: form });
    // 10 credits, 2 of them transfers from the campaign's own account (R$ 500,00 and R$ 300,00), and 2 debits.
    expect(await response.json()).toMatchObject({ credits: 10, debits: 2, ignored: 4, unmatched: 8 });
    const { bankCheck } = (await (await fetch(`${itau.url}/api/transparency`)).json()) as any;
    expect(bankCheck).toMatchObject({
      periodFrom: '2026-03-02',
      periodTo: '2026-03-13',
      bankCredits: '1719.56',
      bankCreditsCount: 8,
      underReview: '1719.56',
      underReviewCount: 8,
      ignoredByOrganisationCount: 0,
      donationsCounted: '0.00',
      checked: false,
    });
  });
});
