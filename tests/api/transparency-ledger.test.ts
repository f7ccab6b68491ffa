import { Types } from 'mongoose';
import { rebuildDerived } from '../../api/src/rebuild-derived.js';
import { CAMPAIGN_ID } from '../../api/src/campaign/model.js';
import { publicReferenceOf, readPublicReference } from '../../api/src/receipts/reference.js';
import {
  CREATE_DONATION,
  PIX_CODE,
  pixVariables,
  rememberAccessToken,
  validDonation,
  paidDonation,
  manualClock,
} from '../support/donation-scenarios.js';
import { pdfText } from '../support/pdf.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { ADMIN, POST_UPDATE, REMOVE_EXPENSE, invoicePdf, recordExpense, uploadProof } from '../support/transparency-scenarios.js';

const WEBHOOK_SECRET = 'webhook-secret-0123456789abcdef';
const ENV = { PIX_WEBHOOK_SECRET: WEBHOOK_SECRET, RATE_LIMIT_CREATE_DONATION: '100000/60', RATE_LIMIT_PIX_CODE: '100000/60' };
const HERO = `{ campaign { raised supportersCount } }`;
const brl = (reais: string) => `R$ ${reais.split('.')[0]!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${reais.split('.')[1]}`;

interface LedgerJson {
  totals: Record<string, string | number>;
  donations: {
    nodes: { reference: string; name: string; amount: string; paidAt: string; refunded: boolean }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
  expenses: {
    id: string;
    amount: string;
    category: string;
    categoryLabel: string;
    proofs: { url: string; contentType: string }[];
  }[];
  updates: { title: string }[];
}

describe('transparency: the public ledger, its page, open data and feed', () => {
  let app: TestApp;
  /** The donor paid through the PSP's webhook: the line carries a reference derived from this end-to-end id. */
  const endToEndId = `E12345678202603011200${'k7q2m9xd4pz'}`;
  let donor: { id: string; accessToken: string };
  let expenseId: string;

  // Scenario: the content's baseline; three donations paid (one anonymous, one through the webhook), one
  // left pending; two expenses recorded (one with a PDF proof) and a third removed; one update posted.
  beforeAll(async () => {
    app = await startTestApp({ env: ENV });
    await paidDonation(app, { name: 'Beatriz Moura Lima', amount: '100,00' });
    await paidDonation(app, { name: 'Carlos Dias', isAnonymous: true, amount: '25,50' });
    const { body } = await app.graphql(CREATE_DONATION, { input: validDonation({ name: 'Joana Prado', amount: '80,00' }) });
    donor = body.data.createDonation;
    rememberAccessToken(donor);
    await app.graphql(PIX_CODE, pixVariables(donor.id));
    const { txid } = (await app.deps.models.Donation.findById(donor.id).lean())!;
    const paid = await fetch(`${app.url}/api/pix/webhook/${WEBHOOK_SECRET}/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pix: [{ endToEndId, txid, valor: '80.00', horario: new Date().toISOString() }] }),
    });
    expect(paid.status).toBe(200);
    await app.graphql(CREATE_DONATION, { input: validDonation({ amount: '999,00' }) });
    expenseId = (await recordExpense(app, { amount: '350,40', category: 'REMEDIOS', date: '2026-03-02' })).id;
    expect((await uploadProof(app, expenseId, invoicePdf())).status).toBe(201);
    await recordExpense(app, {
      amount: '1.200,00',
      category: 'VEICULO_ADAPTADO',
      description: 'Adaptação da van',
      date: '2026-03-05',
    });
    const removed = await recordExpense(app, { amount: '9.999,00', description: 'Engano' });
    await app.graphql(REMOVE_EXPENSE, { id: removed.id }, ADMIN);
    await app.graphql(POST_UPDATE, { input: { title: 'Primeira consulta & exames', body: 'Tudo <bem> com a Ana.' } }, ADMIN);
  });
  afterAll(() => app.close());

  const ledger = async (query = '') => (await (await fetch(`${app.url}/api/transparency${query}`)).json()) as LedgerJson;

  it('totals reconcile: baseline + confirmed − refunded = raised = the hero; balance = raised − spent', async () => {
    const { totals } = await ledger();
    const hero = (await app.graphql(HERO)).body.data.campaign;
    const baseline = '47823.50';
    expect(totals).toMatchObject({
      declaredBaseline: baseline,
      confirmedDonations: '205.50',
      confirmedDonationsCount: 3,
      refunded: '0.00',
      raised: '48029.00',
      spent: '1550.40',
      balance: '46478.60',
      duplicatePaymentsCount: 0,
    });
    expect(totals.raised).toBe(hero.raised);
  });

  it('lists every confirmed donation newest first, first name or "Doador anônimo", a reference and never the end-to-end id', async () => {
    const response = await fetch(`${app.url}/api/transparency`);
    const text = await response.text();
    expect(text).not.toContain(endToEndId);
    const { donations } = JSON.parse(text) as LedgerJson;
    expect(donations.nodes.map((line) => [line.name, line.amount])).toEqual([
      ['Joana', '80.00'],
      ['Doador anônimo', '25.50'],
      ['Beatriz', '100.00'],
    ]);
    expect(donations.nodes[0]!.reference).toBe(publicReferenceOf({ endToEndId, donationId: donor.id }));
    for (const line of donations.nodes) expect(line.reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const firstPage = await ledger('?first=2');
    expect(firstPage.donations.pageInfo.hasNextPage).toBe(true);
    const secondPage = await ledger(`?first=2&after=${firstPage.donations.pageInfo.endCursor}`);
    expect(secondPage.donations.nodes.map((line) => line.name)).toEqual(['Beatriz']);
    expect((await fetch(`${app.url}/api/transparency?first=abc`)).status).toBe(400);
    expect((await fetch(`${app.url}/api/transparency?after=zzz`)).status).toBe(400);
  });

  it('lists the expenses on the ledger with their proofs, the removed one gone', async () => {
    const { expenses } = await ledger();
    expect(expenses.map((expense) => [expense.amount, expense.categoryLabel])).toEqual([
      ['1200.00', 'Veículo adaptado'],
      ['350.40', 'Remédios'],
    ]);
    const proof = expenses[1]!.proofs[0]!;
    expect(proof).toMatchObject({
      contentType: 'application/pdf',
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api\/transparency\/proofs\/[0-9a-f]{24}$/),
    });
    expect((await fetch(proof.url)).status).toBe(200);
  });

  it('the donor finds their line by the reference on their private page and receipt', async () => {
    const status = (await (await fetch(`${app.url}/api/minha-doacao/${donor.accessToken}`)).json()) as {
      publicReference: string;
    };
    const reference = publicReferenceOf({ endToEndId, donationId: donor.id });
    expect(status.publicReference).toBe(reference);
    const pdf = await fetch(`${app.url}/api/minha-doacao/${donor.accessToken}/recibo.pdf`);
    const receipt = pdfText(Buffer.from(await pdf.arrayBuffer()));
    // No PUBLIC_URL here: the reference, and no address that would only work on this machine (nor a bare path).
    expect(receipt).toContain(`Referência pública (na página de transparência da campanha): ${reference}`);
    expect(receipt).not.toContain('/transparencia');
    // Paid through the PSP: its end-to-end id on its line, and no line about a confirmation by hand.
    expect(receipt).toContain(`Identificador PIX (end-to-end): ${endToEndId}`);
    expect(receipt).not.toContain('Confirmação do pagamento');

    // As typed on a phone: lower case, no dash, an O for a zero.
    const typed = reference.toLowerCase().replace('-', ' ');
    const page = await fetch(`${app.url}/transparencia?ref=${encodeURIComponent(typed)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const found = /<div class="card found"[^]*?<\/div>/.exec(html)?.[0] ?? '';
    expect(found).toContain('Joana');
    expect(found).toContain('R$ 80,00');
    expect(found).toContain(reference);
    expect(readPublicReference('7kq2 m9xo')).toBe('7KQ2-M9X0');
  });

  it('the page says so for an unknown reference, and refuses a malformed one in pt-BR', async () => {
    const unknown = await (await fetch(`${app.url}/transparencia?ref=ZZZZ-ZZZZ`)).text();
    expect(unknown).toContain('Nenhuma doação confirmada com a referência');
    const malformed = await fetch(`${app.url}/transparencia?ref=${encodeURIComponent('<script>')}`);
    expect(malformed.status).toBe(400);
    const html = await malformed.text();
    expect(html).toContain('Referência inválida');
    expect(html).not.toContain('<script>');
  });

  it('/transparencia is server-rendered HTML with the totals, the lines, the expenses and the updates, escaped', async () => {
    const response = await fetch(`${app.url}/transparencia`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const { totals } = await ledger();
    for (const key of ['declaredBaseline', 'confirmedDonations', 'raised', 'balance'] as const)
      expect(html).toContain(brl(totals[key] as string));
    expect(html).toContain('declarado pela organização');
    expect(html).toContain('Adaptação da van');
    expect(html).toContain('Primeira consulta &amp; exames');
    expect(html).toContain('Tudo &lt;bem&gt; com a Ana.');
    expect(html).not.toContain('<script');
    expect(html).toMatch(/<a href="\/api\/transparency\/proofs\/[0-9a-f]{24}" download="">Comprovante \(PDF/);
    // A stale page link starts again from the newest donations.
    const stale = await fetch(`${app.url}/transparencia?apos=nope`, { redirect: 'manual' });
    expect(stale.status).toBe(302);
  });

  it('the CSV has the totals, every donation, expense and refund, in one table', async () => {
    const response = await fetch(`${app.url}/api/transparency.csv`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('kind,date,reference,description,category,supplier,amount,status,proof');
    const { totals, donations } = await ledger();
    expect(lines).toContain(`total,,,Total arrecadado,,,${totals.raised},,`);
    expect(lines).toContain(`total,,,Saldo,,,${totals.balance},,`);
    for (const donation of donations.nodes)
      expect(lines).toContain(
        `donation,${donation.paidAt},${donation.reference},${donation.name},,,${donation.amount},confirmada,`,
      );
    expect(lines.filter((line) => line.startsWith('expense,'))).toHaveLength(2);
    expect(lines.join('\n')).not.toContain(endToEndId);
  });

  it('/novidades.xml is an Atom feed of the updates', async () => {
    const response = await fetch(`${app.url}/novidades.xml`);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
    expect(xml).toContain('<title>Primeira consulta &amp; exames</title>');
    expect(xml).toContain('<content type="text">Tudo &lt;bem&gt; com a Ana.</content>');
    expect(xml.match(/<entry>/g)).toHaveLength(1);
    expect(xml).toMatch(/<id>http:\/\/127\.0\.0\.1:\d+\/transparencia#novidade-[0-9a-f]{24}<\/id>/);
  });

  it('references are stable and differ between payments', () => {
    const donationId = new Types.ObjectId();
    expect(publicReferenceOf({ endToEndId, donationId })).toBe(
      publicReferenceOf({ endToEndId, donationId: new Types.ObjectId() }),
    );
    expect(publicReferenceOf({ donationId })).not.toBe(publicReferenceOf({ endToEndId, donationId }));
  });
});

// Scenarios that change the ledger, on an app of their own: the one above is only read.
describe('transparency: the ledger as it changes', () => {
  let app: TestApp;
  // The app's clock, moved by the test where time matters (the search index's refresh).
  const clock = manualClock(new Date());
  beforeAll(async () => {
    app = await startTestApp({ env: ENV, now: clock.now });
  });
  afterAll(() => app.close());

  const ledger = async (query = '') => (await (await fetch(`${app.url}/api/transparency${query}`)).json()) as LedgerJson;

  it('a correction shows "corrigido em" on the page and the former version in the open data', async () => {
    const expense = await recordExpense(app, { amount: '350,40', category: 'REMEDIOS', date: '2026-03-02' });
    const { body } = await app.graphql(
      `mutation($id: ID!, $input: ExpenseInput!) { correctExpense(id: $id, input: $input) { id } }`,
      {
        id: expense.id,
        input: {
          date: '2026-03-02',
          category: 'REMEDIOS',
          description: 'Medicamentos de março',
          supplier: 'Farmácia Popular Centro',
          amount: '340,40',
        },
      },
      ADMIN,
    );
    expect(body.errors).toBeUndefined();
    const html = await (await fetch(`${app.url}/transparencia`)).text();
    expect(html).toContain('corrigido em');
    const corrected = (await ledger()).expenses.find((line) => line.id === expense.id) as unknown as {
      amount: string;
      history: { amount: string }[];
    };
    expect(corrected).toMatchObject({ amount: '340.40', history: [{ amount: '350.40' }] });
    expect((await ledger()).totals).toMatchObject({ spent: '340.40' });
  });

  it('the kept ledger is rebuilt from the collections with the same figures: on first read after an upgrade, and by stats:rebuild', async () => {
    await paidDonation(app, { name: 'Paula Reis', amount: '33,00' });
    const expense = await recordExpense(app, { amount: '12,00' });
    await uploadProof(app, expense.id, invoicePdf());
    await app.graphql(POST_UPDATE, { input: { title: 'Notícia', body: 'Texto.' } }, ADMIN);
    const withoutDate = async () => ({ ...(await (await fetch(`${app.url}/api/transparency`)).json()), generatedAt: null });
    const before = await withoutDate();
    // As a database written before the ledger was kept: no kept part, no end-to-end id on the donations.
    await app.deps.models.Campaign.collection.updateOne({ _id: CAMPAIGN_ID as never }, { $unset: { ledger: '' } });
    await app.deps.models.Donation.collection.updateMany({}, { $unset: { paidEndToEndId: '' } });
    expect(await withoutDate()).toEqual(before);
    const report = await rebuildDerived(app.deps);
    expect(report.ledger.confirmedCount).toBe(before.totals.confirmedDonationsCount);
    expect(await withoutDate()).toEqual(before);
  });

  it('finds a donation paid after the search index was read, once the index may refresh', async () => {
    expect(await (await fetch(`${app.url}/transparencia?ref=ZZZZ-ZZZ0`)).text()).toContain('Nenhuma doação confirmada');
    const id = await paidDonation(app, { name: 'Renata Alves', amount: '15,00' });
    const reference = publicReferenceOf({ donationId: id });
    // A miss refreshes the index at most every 2 s, so made-up references cannot make the server scan.
    clock.advanceSeconds(2);
    const html = await (await fetch(`${app.url}/transparencia?ref=${reference}`)).text();
    expect(/<div class="card found"[^]*?<\/div>/.exec(html)?.[0]).toContain('Renata');
  });
});
