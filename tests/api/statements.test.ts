// Issue 37, goal 3: the bank statement, imported. Real files (windows-1252 SGML OFX of Itaú and
// Bradesco, OFX 2 XML, a spreadsheet's CSV) uploaded over HTTP to the real app and database.
import { readFileSync } from 'node:fs';
import { CAMPAIGN_ID } from '../../api/src/campaign/model.js';
import { DEBIT_REASON, OWN_TRANSFER_REASON } from '../../api/src/statements/import.js';
import {
  createDonation,
  confirmDonation,
  manualClock,
  notifyPayment,
  PIX_CODE,
  pixVariables,
} from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const WEBHOOK_SECRET = 'statement-webhook-secret-0123456789';
const FIXTURES = new URL('./fixtures/statements/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));
/** The end-to-end id the Itaú statement's memo carries for the R$ 35,00 credit. */
const END_TO_END_ID = 'E18236120202603011200s0123abcdef';

const LINES = `query L($status: StatementLineStatus!) {
  statementLines(status: $status, first: 200) {
    nodes { id account postedOn amount description endToEndId status matchedBy matchedDonationId acceptedDonationId ignoredReason ignoredByImport proposedName }
  }
}`;
const ACCEPT = `mutation A($id: ID!, $donor: StatementDonorInput) {
  acceptStatementLine(id: $id, donor: $donor) { id status acceptedDonationId }
}`;
const IGNORE = `mutation I($id: ID!, $reason: String!) { ignoreStatementLine(id: $id, reason: $reason) { id status ignoredReason } }`;

let app: TestApp;
const clock = manualClock(new Date('2026-03-01T12:00:00.000Z'));

beforeAll(async () => {
  app = await startTestApp({
    now: clock.now,
    env: { PIX_WEBHOOK_SECRET: WEBHOOK_SECRET, RATE_LIMIT_CREATE_DONATION: '100000/60', RATE_LIMIT_PIX_CODE: '100000/60' },
    content: (content) => ({
      ...content,
      organisation: { ...content.organisation, name: 'Instituto Exemplo de Apoio', cnpj: '11.222.333/0001-81' },
    }),
  });
});
afterAll(() => app.close());

async function upload(bytes: Buffer, name: string, headers: Record<string, string> = ADMIN) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${app.url}/api/admin/statements`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

async function lines(status: string): Promise<any[]> {
  const { body } = await app.graphql(LINES, { status }, ADMIN);
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.statementLines.nodes;
}

const totals = async () => {
  const campaign = (await app.deps.models.Campaign.findById(CAMPAIGN_ID).lean())!;
  return { raisedCents: campaign.raisedCents, supportersCount: campaign.supportersCount };
};

/** A site donation paid at the given instant, through the organiser's confirmation. */
async function paidAt(at: string, amount: string): Promise<string> {
  clock.advanceSeconds((new Date(at).getTime() - clock.now().getTime()) / 1000);
  const id = await createDonation(app, { amount });
  await confirmDonation(app, id);
  return id;
}

describe('the bank statement, imported', () => {
  const site: Record<string, string> = {};

  beforeAll(async () => {
    // Paid by the PIX whose end-to-end id the bank's memo names, a week before the bank posted it.
    clock.advanceSeconds(60);
    site.byEndToEnd = await createDonation(app, { amount: '35,00' });
    await app.graphql(PIX_CODE, pixVariables(site.byEndToEnd));
    const { txid } = (await app.deps.models.Donation.findById(site.byEndToEnd).lean())!;
    const paid = await notifyPayment(app, WEBHOOK_SECRET, {
      endToEndId: END_TO_END_ID,
      txid,
      valor: '35.00',
      horario: clock.now().toISOString(),
    });
    expect(paid.status).toBe(200);
    // Two of R$ 50,00: the bank posted two on 03/03; the nearer one goes to the first line.
    site.fiftyFirst = await paidAt('2026-03-03T14:00:00.000Z', '50,00');
    site.fiftySecond = await paidAt('2026-03-04T09:00:00.000Z', '50,00');
    // Paid the day before the bank posted it (03/06).
    site.eighty = await paidAt('2026-03-05T13:00:00.000Z', '80,00');
    // Same amount as the cash deposit of 03/10, but paid ten days later: no match.
    site.late = await paidAt('2026-03-20T13:00:00.000Z', '100,00');
  });

  it('imports the Itaú statement of 10 credits and 2 debits once, matches what the site knows, and accepting counts the rest once', async () => {
    const before = await totals();
    const first = await upload(fixture('itau-2026-03-01-a-15.ofx'), 'extrato-itau.ofx');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      format: 'OFX',
      account: '0341/0157012345',
      firstDay: '2026-03-02',
      lastDay: '2026-03-13',
      credits: 10,
      debits: 2,
      inserted: 12,
      alreadyImported: 0,
      matched: 4,
      unmatched: 4,
      ignored: 4,
    });
    expect(await totals()).toEqual(before);

    const matched = await lines('MATCHED');
    const byAmountDay = (amount: string, day: string) =>
      matched.filter((line) => line.amount === amount && line.postedOn === day).map((line) => line.matchedDonationId);
    expect(byAmountDay('50.00', '2026-03-03').sort()).toEqual([site.fiftyFirst, site.fiftySecond].sort());
    const [firstFifty] = matched.filter((line) => line.description === 'PIX RECEBIDO - ANA PAULA GONÇALVES');
    expect(firstFifty.matchedDonationId).toBe(site.fiftyFirst);
    expect(byAmountDay('80.00', '2026-03-06')).toEqual([site.eighty]);
    expect(matched.find((line) => line.amount === '35.00')).toMatchObject({
      matchedBy: 'END_TO_END_ID',
      endToEndId: END_TO_END_ID,
      matchedDonationId: site.byEndToEnd,
    });

    const unmatched = await lines('UNMATCHED');
    // The accents of the windows-1252 file, read as the bank wrote them.
    expect(unmatched.map((line) => line.description).sort()).toEqual([
      'DEPÓSITO EM DINHEIRO AG 0341',
      'PIX RECEBIDO - JOSÉ CARLOS DE ALMEIDA',
      'PIX RECEBIDO - JOÃO DA SILVA',
      'TRANSFERÊNCIA RECEBIDA - HOSPITAL SÃO LUCAS',
    ]);
    expect(unmatched.find((line) => line.amount === '150.00').proposedName).toBe('José Carlos de Almeida');
    const ignored = await lines('IGNORED');
    expect(ignored.map((line) => [line.amount, line.ignoredReason, line.ignoredByImport]).sort()).toEqual(
      [
        ['-320.00', DEBIT_REASON, true],
        ['-12.90', DEBIT_REASON, true],
        ['500.00', OWN_TRANSFER_REASON, true],
        ['300.00', OWN_TRANSFER_REASON, true],
      ].sort(),
    );

    // The organiser accepts three and ignores the hospital's refund.
    const accept = (amount: string) => unmatched.find((line) => line.amount === amount).id;
    const hospital = unmatched.find((line) => line.amount === '1234.56').id;
    expect((await app.graphql(IGNORE, { id: hospital, reason: '  ' }, ADMIN)).body.errors![0].extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    const ignoredNow = await app.graphql(IGNORE, { id: hospital, reason: 'Reembolso do hospital, não é doação.' }, ADMIN);
    expect(ignoredNow.body.data.ignoreStatementLine).toMatchObject({ status: 'IGNORED' });
    const accepted = await Promise.all(
      ['150.00', '100.00', '20.00'].map((amount) =>
        app.graphql(
          ACCEPT,
          { id: accept(amount), donor: amount === '150.00' ? { name: 'José Carlos de Almeida' } : null },
          ADMIN,
        ),
      ),
    );
    for (const answer of accepted) expect(answer.body.data.acceptStatementLine.status).toBe('ACCEPTED');
    const counted = await totals();
    expect(counted.raisedCents - before.raisedCents).toBe(15000 + 10000 + 2000);
    expect(counted.supportersCount - before.supportersCount).toBe(3);
    const pixDonation = await app.deps.models.Donation.findById(
      accepted[0]!.body.data.acceptStatementLine.acceptedDonationId,
    ).lean();
    expect(pixDonation).toMatchObject({ status: 'paid', amountCents: 15000, origin: 'registered' });

    // Accepting again, twice at once, and importing the same file again change nothing.
    const again = await Promise.all([
      app.graphql(ACCEPT, { id: accept('150.00') }, ADMIN),
      app.graphql(ACCEPT, { id: accept('150.00') }, ADMIN),
    ]);
    for (const answer of again)
      expect(answer.body.data.acceptStatementLine.acceptedDonationId).toBe(
        accepted[0]!.body.data.acceptStatementLine.acceptedDonationId,
      );
    const second = await upload(fixture('itau-2026-03-01-a-15.ofx'), 'extrato-itau.ofx');
    expect(second.body).toMatchObject({
      credits: 10,
      debits: 2,
      inserted: 0,
      alreadyImported: 12,
      matched: 0,
      unmatched: 0,
      ignored: 0,
    });
    expect(await totals()).toEqual(counted);
    expect(await app.deps.models.StatementLine.countDocuments()).toBe(12);
    // A matched or ignored line is not accepted.
    const conflict = await app.graphql(ACCEPT, { id: hospital }, ADMIN);
    expect(conflict.body.errors![0].extensions.code).toBe('CONFLICT');

    // An overlapping statement (03/10 to 03/20): six lines known, two new.
    const overlap = await upload(fixture('itau-2026-03-10-a-20.ofx'), 'extrato-itau-2.ofx');
    expect(overlap.body).toMatchObject({
      credits: 6,
      debits: 2,
      inserted: 2,
      alreadyImported: 6,
      matched: 0,
      unmatched: 1,
      ignored: 1,
    });
    expect(await app.deps.models.StatementLine.countDocuments()).toBe(14);
    expect(await totals()).toEqual(counted);
    const audit = await app.deps.models.AuditEntry.find({
      action: { $in: ['importStatement', 'acceptStatementLine', 'ignoreStatementLine'] },
    }).lean();
    expect(audit.filter((entry) => entry.action === 'importStatement')).toHaveLength(3);
    expect(audit.filter((entry) => entry.action === 'acceptStatementLine')).toHaveLength(3);
  });

  it('reads Bradesco (decimal commas, NAME apart), OFX 2 XML in UTF-8, and a semicolon CSV with identical lines', async () => {
    const bradesco = await upload(fixture('bradesco-2026-03.ofx'), 'bradesco.ofx');
    expect(bradesco.body).toMatchObject({ account: '0237/3456/0098765-4', credits: 2, debits: 1, inserted: 3 });
    const inter = await upload(fixture('inter-2026-03.ofx'), 'inter.ofx');
    expect(inter.body).toMatchObject({ account: '0077/12345678', credits: 1, debits: 1, inserted: 2 });
    const csv = await upload(fixture('planilha-2026-03.csv'), 'planilha.csv');
    expect(csv.body).toMatchObject({ format: 'CSV', account: 'csv', credits: 3, debits: 1, inserted: 4 });
    expect((await upload(fixture('planilha-2026-03.csv'), 'planilha.csv')).body).toMatchObject({
      inserted: 0,
      alreadyImported: 4,
    });
    // The same lines written with commas, ISO dates and quoted amounts are the same transactions.
    const commas = Buffer.from(
      'date,amount,description\n2026-03-02,"40,00",PIX RECEBIDO - TEREZINHA\n2026-03-02,40.00,PIX RECEBIDO - TEREZINHA\n2026-03-05,"1.234,56",PIX RECEBIDO - NOVO\n',
    );
    expect((await upload(commas, 'outra.csv')).body).toMatchObject({ credits: 3, inserted: 1, alreadyImported: 2 });

    const descriptions = [...(await lines('UNMATCHED')), ...(await lines('IGNORED'))].map((line) => [
      line.amount,
      line.description,
    ]);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        ['250.00', 'TRANSFERÊNCIA PIX REM: JOSÉ ANTÔNIO PEREIRA'],
        ['1000.00', 'DEPÓSITO DINHEIRO CAIXA ELETRÔNICO'],
        ['-230.00', 'PAGTO ELETRÔNICO COBRANÇA ÓTICA VISÃO'],
        ['75.50', 'Pix recebido: "Cp :00000000-RAIMUNDA NONATO CONCEIÇÃO"'],
        ['-9.90', 'Pagamento efetuado: "Gráfica Três Irmãos"'],
        ['1500.00', 'DOAÇÃO EVENTO BAZAR SÃO JOSÉ'],
        ['1234.56', 'PIX RECEBIDO - NOVO'],
      ]),
    );
    expect(descriptions.filter(([amount]) => amount === '40.00')).toHaveLength(2);
  });

  it('refuses a file that is not a statement, storing nothing, and refuses whoever is not the organiser', async () => {
    const linesBefore = await app.deps.models.StatementLine.countDocuments();
    const importsBefore = await app.deps.models.StatementImport.countDocuments();
    for (const [bytes, name] of [
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'foto.png'],
      [Buffer.from('Querida Ana,\nmelhoras!\n'), 'carta.txt'],
      [Buffer.from('OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n'), 'cortado.ofx'],
    ] as const) {
      const answer = await upload(bytes, name);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('BAD_USER_INPUT');
      expect(answer.body.message).toMatch(/extrato|OFX|CSV/);
    }
    expect(await app.deps.models.StatementLine.countDocuments()).toBe(linesBefore);
    expect(await app.deps.models.StatementImport.countDocuments()).toBe(importsBefore);

    const stranger = await upload(fixture('itau-2026-03-01-a-15.ofx'), 'x.ofx', {
      authorization: 'Bearer not-the-token-0123456789',
    });
    expect(stranger.status).toBe(401);
    const anonymous = await upload(fixture('itau-2026-03-01-a-15.ofx'), 'x.ofx', {});
    expect(anonymous.status).toBe(401);
    const query = await app.graphql(LINES, { status: 'UNMATCHED' });
    expect(query.body.errors![0].extensions.code).toBe('UNAUTHENTICATED');
    const [line] = await lines('UNMATCHED');
    const mutation = await app.graphql(ACCEPT, { id: line.id });
    expect(mutation.body.errors![0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await app.deps.models.StatementLine.countDocuments()).toBe(linesBefore);
  });

  it('two imports of the same file at once store each line once', async () => {
    const text = 'Data;Valor;Descrição\n10/03/2026;12,34;PIX RECEBIDO - CONCORRENTE\n11/03/2026;56,78;PIX RECEBIDO - OUTRO\n';
    const answers = await Promise.all([upload(Buffer.from(text), 'a.csv'), upload(Buffer.from(text), 'a.csv')]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers.reduce((sum, answer) => sum + answer.body.inserted, 0)).toBe(2);
    expect(answers.reduce((sum, answer) => sum + answer.body.alreadyImported, 0)).toBe(2);
  });

  it("a donor who erases their data takes the payer's name off the statement line matched to their donation", async () => {
    const donation = site.fiftyFirst!;
    const lineOf = () => app.deps.models.StatementLine.findOne({ matchedDonationId: donation }).lean();
    const before = (await lineOf())!;
    expect(before.description).toBe('PIX RECEBIDO - ANA PAULA GONÇALVES');
    const erased = await fetch(`${app.url}/api/minha-doacao/${pixVariables(donation).accessToken}/dados`, {
      method: 'DELETE',
    });
    expect(erased.status).toBe(200);
    expect(await lineOf()).toEqual({ ...before, description: '', updatedAt: expect.any(Date) });
    // The other lines keep the bank's words.
    expect(await app.deps.models.StatementLine.countDocuments({ description: '' })).toBe(1);
  });
});
