// One bank deposit counted once, across files and formats: the same R$ 77 exported as CSV and as
// OFX (or as two CSV layouts) is one movement. Real files uploaded over HTTP to the real app and
// database; the public total read from GET /api/campaign.
import { Types } from 'mongoose';
import { ensureIndexes } from '../../api/src/app/indexes.js';
import { formatDate } from '../../rules/brasilia-time.js';
import { createDonation, firstError, manualClock, notifyPayment, PIX_CODE, pixVariables } from '../support/donation-scenarios.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const WEBHOOK_SECRET = 'twins-webhook-secret-0123456789abcdef';

const LINES = `query L($status: StatementLineStatus!) {
  statementLines(status: $status, first: 200) {
    nodes { id format postedOn amount description status matchedDonationId acceptedDonationId ignoredReason ignoredByImport twinOf }
  }
}`;
const ACCEPT = `mutation A($id: ID!) { acceptStatementLine(id: $id) { id status acceptedDonationId } }`;

let app: TestApp;
// The organiser imports at the end of the month; the site's donations are paid on their days.
const END_OF_MONTH = new Date('2026-11-30T12:00:00.000Z');
const clock = manualClock(END_OF_MONTH);

beforeAll(async () => {
  app = await startTestApp({
    now: clock.now,
    env: { PIX_WEBHOOK_SECRET: WEBHOOK_SECRET, RATE_LIMIT_CREATE_DONATION: '100000/60', RATE_LIMIT_PIX_CODE: '100000/60' },
  });
});
afterAll(() => app.close());

async function upload(text: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(text)]), name);
  const response = await fetch(`${app.url}/api/admin/statements`, { method: 'POST', headers: ADMIN, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

/** A statement in the bank's CSV: "dd/mm/aaaa;valor;descrição" lines. */
const csv = (...lines: string[]) => ['Data;Valor;Descrição', ...lines].join('\n') + '\n';

/** Itaú's OFX 1 (SGML), one account, the given transactions. */
function ofx(transactions: { fitId: string; day: string; amount: string; memo: string }[]): string {
  return [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'CHARSET:1252',
    '',
    '<OFX>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>BRL',
    '<BANKACCTFROM><BANKID>0341<BRANCHID>0157<ACCTID>012345<ACCTTYPE>CHECKING</BANKACCTFROM>',
    '<BANKTRANLIST><DTSTART>20261101<DTEND>20261131',
    ...transactions.map(
      ({ fitId, day, amount, memo }) =>
        `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${day}<TRNAMT>${amount}<FITID>${fitId}<MEMO>${memo}</STMTTRN>`,
    ),
    '</BANKTRANLIST><LEDGERBAL><BALAMT>0.00<DTASOF>20261131</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\n');
}

/** The public total, as the site shows it. */
async function raisedCents(): Promise<number> {
  const campaign = (await (await fetch(`${app.url}/api/campaign`)).json()) as { raised: string };
  return Math.round(Number(campaign.raised) * 100);
}

async function lines(status: string): Promise<any[]> {
  const { body } = await app.graphql(LINES, { status }, ADMIN);
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.statementLines.nodes;
}
const linesOn = async (status: string, day: string) => (await lines(status)).filter((line) => line.postedOn === day);
/** The day (in Brasília) a line was stored. */
const importedOn = async (id: string) => formatDate((await app.deps.models.StatementLine.findById(id).lean())!.createdAt);
const accept = (id: string) => app.graphql(ACCEPT, { id }, ADMIN);

/** A site donation paid by its PIX code (the PSP's webhook) at the given instant. */
async function paidByPix(at: string, amount: string): Promise<string> {
  clock.advanceSeconds((new Date(at).getTime() - clock.now().getTime()) / 1000);
  const id = await createDonation(app, { amount });
  await app.graphql(PIX_CODE, pixVariables(id));
  const { txid } = (await app.deps.models.Donation.findById(id).lean())!;
  const endToEndId = `E00000000${at.replace(/\D/g, '').slice(0, 12)}${new Types.ObjectId().toHexString().slice(-11)}`;
  const paid = await notifyPayment(app, WEBHOOK_SECRET, {
    endToEndId,
    txid,
    valor: amount.replace(',', '.'),
    horario: clock.now().toISOString(),
  });
  expect(paid.status).toBe(200);
  clock.advanceSeconds((END_OF_MONTH.getTime() - clock.now().getTime()) / 1000);
  return id;
}

describe('one bank deposit, counted once across files and formats', () => {
  it('the CSV line matched to a paid donation, then the OFX and another CSV layout of the same deposit: copies, never counted', async () => {
    const before = await raisedCents();
    const donation = await paidByPix('2026-11-01T13:10:00.000Z', '77,00');
    expect(await raisedCents()).toBe(before + 7700);

    const first = await upload(csv('01/11/2026;77,00;PIX RECEBIDO - FULANO'), 'extrato-dezembro.csv');
    expect(first.body).toMatchObject({ inserted: 1, matched: 1, unmatched: 0, copies: 0 });
    const [csvLine] = await linesOn('MATCHED', '2026-11-01');
    expect(csvLine).toMatchObject({ matchedDonationId: donation, twinOf: null });

    const second = await upload(
      ofx([{ fitId: 'X77', day: '20261101', amount: '77.00', memo: 'PIX RECEBIDO - FULANO' }]),
      'extrato-dezembro.ofx',
    );
    expect(second.body).toMatchObject({
      credits: 1,
      inserted: 1,
      alreadyImported: 0,
      matched: 0,
      unmatched: 0,
      ignored: 0,
      copies: 1,
    });
    const [copy] = await linesOn('IGNORED', '2026-11-01');
    expect(copy).toMatchObject({ format: 'OFX', amount: '77.00', ignoredByImport: true, twinOf: csvLine.id });
    expect(copy.ignoredReason).toBe(
      `Mesmo lançamento do extrato extrato-dezembro.csv importado em ${await importedOn(csvLine.id)} (CSV): não é outra doação.`,
    );
    expect(await linesOn('UNMATCHED', '2026-11-01')).toEqual([]);

    // Accepting the copy is refused with the line it copies, and changes nothing.
    const refused = await accept(copy.id);
    expect(firstError(refused.body).extensions.code).toBe('CONFLICT');
    expect(firstError(refused.body).message).toBe(
      'Este crédito é o mesmo lançamento de 01/11/2026, R$ 77,00, do extrato extrato-dezembro.csv (CSV), já conferido com uma doação do site: registrá-lo contaria o mesmo dinheiro duas vezes.',
    );
    expect((await linesOn('IGNORED', '2026-11-01'))[0]).toMatchObject({ id: copy.id, twinOf: csvLine.id });

    // The bank's other spreadsheet layout (commas, ISO day, the payer's full name): a copy too.
    const third = await upload('date,amount,description\n2026-11-01,77.00,PIX RECEBIDO FULANO DE TAL\n', 'movimento.csv');
    expect(third.body).toMatchObject({ inserted: 1, unmatched: 0, copies: 1 });
    // The same files again: known lines, nothing new.
    expect(
      (await upload(ofx([{ fitId: 'X77', day: '20261101', amount: '77.00', memo: 'PIX RECEBIDO - FULANO' }]), 'de-novo.ofx'))
        .body,
    ).toMatchObject({ inserted: 0, alreadyImported: 1, copies: 0 });
    expect(await raisedCents()).toBe(before + 7700);
    expect(await app.deps.models.Donation.countDocuments({ status: 'paid', amountCents: 7700 })).toBe(1);
  });

  it('the OFX first, then the CSV: the CSV line is the copy', async () => {
    const before = await raisedCents();
    const donation = await paidByPix('2026-11-02T10:00:00.000Z', '77,00');
    const first = await upload(
      ofx([{ fitId: 'Y77', day: '20261102', amount: '77.00', memo: 'PIX RECEBIDO - BELTRANA SOUZA' }]),
      'itau.ofx',
    );
    expect(first.body).toMatchObject({ matched: 1, copies: 0 });
    const [ofxLine] = await linesOn('MATCHED', '2026-11-02');
    expect(ofxLine).toMatchObject({ format: 'OFX', matchedDonationId: donation });

    const second = await upload(csv('02/11/2026;77,00;Pix recebido - Beltrana Souza'), 'planilha.csv');
    expect(second.body).toMatchObject({ inserted: 1, matched: 0, unmatched: 0, copies: 1 });
    const [copy] = await linesOn('IGNORED', '2026-11-02');
    expect(copy).toMatchObject({ format: 'CSV', twinOf: ofxLine.id });
    expect(copy.ignoredReason).toBe(
      `Mesmo lançamento do extrato itau.ofx importado em ${await importedOn(ofxLine.id)} (OFX): não é outra doação.`,
    );
    expect(firstError((await accept(copy.id)).body).extensions.code).toBe('CONFLICT');
    expect(await raisedCents()).toBe(before + 7700);
  });

  it('an unmatched CSV line accepted as an outside donation: its OFX copy is not counted again, and accepting it is refused', async () => {
    const before = await raisedCents();
    expect((await upload(csv('03/11/2026;77,00;PIX RECEBIDO - CICLANO'), 'dezembro.csv')).body).toMatchObject({
      unmatched: 1,
    });
    const [waiting] = await linesOn('UNMATCHED', '2026-11-03');
    expect((await accept(waiting.id)).body.data.acceptStatementLine.status).toBe('ACCEPTED');
    expect(await raisedCents()).toBe(before + 7700);

    const copyImport = await upload(
      ofx([{ fitId: 'Z77', day: '20261103', amount: '77.00', memo: 'PIX RECEBIDO - CICLANO' }]),
      'dezembro.ofx',
    );
    expect(copyImport.body).toMatchObject({ inserted: 1, unmatched: 0, copies: 1 });
    expect(await linesOn('UNMATCHED', '2026-11-03')).toEqual([]);
    const [copy] = await linesOn('IGNORED', '2026-11-03');
    const refused = await accept(copy.id);
    expect(firstError(refused.body)).toMatchObject({
      message:
        'Este crédito é o mesmo lançamento de 03/11/2026, R$ 77,00, do extrato dezembro.csv (CSV), já registrado como doação: registrá-lo contaria o mesmo dinheiro duas vezes.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await raisedCents()).toBe(before + 7700);
  });

  it('a twin stored before copies were told apart (unmatched beside a matched line) is refused at accept, naming the other line', async () => {
    const before = await raisedCents();
    await paidByPix('2026-11-04T09:00:00.000Z', '77,00');
    await upload(csv('04/11/2026;77,00;PIX RECEBIDO - FULANO'), 'antigo.csv');
    await upload(ofx([{ fitId: 'OLD77', day: '20261104', amount: '77.00', memo: 'PIX RECEBIDO - FULANO' }]), 'antigo.ofx');
    // As the import stored it before: unmatched, not tied to the CSV line, without the new fields.
    const twin = (await app.deps.models.StatementLine.findOne({ postedOn: '2026-11-04', format: 'ofx' }).lean())!;
    const copy = { id: twin._id.toHexString() };
    await app.deps.models.StatementLine.collection.updateOne(
      { _id: twin._id },
      {
        $set: { status: 'unmatched', ignoredReason: '', ignoredBy: '', turn: 0, turnKey: `line:${copy.id}` },
        $unset: { twinOf: '', fileName: '' },
      },
    );
    const csvLine = (await app.deps.models.StatementLine.findOne({ postedOn: '2026-11-04', format: 'csv' }).lean())!;
    await app.deps.models.StatementLine.collection.updateOne({ _id: csvLine._id }, { $unset: { fileName: '' } });
    expect(await raisedCents()).toBe(before + 7700);

    const refused = await accept(copy.id);
    expect(firstError(refused.body)).toMatchObject({
      message:
        'Este crédito parece ser o mesmo lançamento de 04/11/2026, R$ 77,00, do extrato antigo.csv (CSV), já conferido com uma doação do site: registrá-lo contaria o mesmo dinheiro duas vezes.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await linesOn('UNMATCHED', '2026-11-04')).map((line) => line.id)).toEqual([copy.id]);
    expect(await raisedCents()).toBe(before + 7700);
  });

  it('two twins stored before copies were told apart, accepted at once: one is registered, the other refused', async () => {
    for (const day of ['05', '06', '07']) {
      const before = await raisedCents();
      await upload(csv(`${day}/11/2026;77,00;PIX RECEBIDO - CONCORRENTE`), `corrida-${day}.csv`);
      await upload(
        ofx([{ fitId: `RACE${day}`, day: `202611${day}`, amount: '77.00', memo: 'PIX RECEBIDO - CONCORRENTE' }]),
        `corrida-${day}.ofx`,
      );
      const twin = (await app.deps.models.StatementLine.findOne({ postedOn: `2026-11-${day}`, format: 'ofx' }).lean())!;
      await app.deps.models.StatementLine.collection.updateOne(
        { _id: twin._id },
        { $set: { status: 'unmatched', ignoredReason: '', ignoredBy: '', twinOf: null } },
      );
      const waiting = await linesOn('UNMATCHED', `2026-11-${day}`);
      expect(waiting).toHaveLength(2);
      const answers = await Promise.all(waiting.map((line) => accept(line.id)));
      const accepted = answers.filter((answer) => answer.body.data?.acceptStatementLine?.status === 'ACCEPTED');
      const refused = answers.filter((answer) => answer.body.errors?.[0]?.extensions.code === 'CONFLICT');
      expect([accepted.length, refused.length]).toEqual([1, 1]);
      expect(await raisedCents()).toBe(before + 7700);
    }
  });

  it('two R$ 77 in the CSV and three in the OFX of one day: two copies pair up, the third is a new credit', async () => {
    const before = await raisedCents();
    // Within one file, two identical lines are two transactions.
    const first = await upload(csv('08/11/2026;77,00;PIX RECEBIDO', '08/11/2026;77,00;PIX RECEBIDO'), 'dois.csv');
    expect(first.body).toMatchObject({ credits: 2, inserted: 2, unmatched: 2, copies: 0 });
    const second = await upload(
      ofx([
        { fitId: 'P1', day: '20261108', amount: '77.00', memo: 'PIX RECEBIDO - ANA' },
        { fitId: 'P2', day: '20261108', amount: '77.00', memo: 'PIX RECEBIDO - BIA' },
        { fitId: 'P3', day: '20261108', amount: '77.00', memo: 'PIX RECEBIDO - CAIO' },
      ]),
      'tres.ofx',
    );
    expect(second.body).toMatchObject({ credits: 3, inserted: 3, unmatched: 1, copies: 2 });
    const copies = await linesOn('IGNORED', '2026-11-08');
    const csvIds = (await app.deps.models.StatementLine.find({ postedOn: '2026-11-08', format: 'csv' }).lean()).map((line) =>
      line._id.toHexString(),
    );
    expect(copies.map((line) => line.twinOf).sort()).toEqual(csvIds.sort());

    // Every original is registered once: three deposits, three donations.
    const waiting = await linesOn('UNMATCHED', '2026-11-08');
    expect(waiting).toHaveLength(3);
    for (const line of waiting) expect((await accept(line.id)).body.data.acceptStatementLine.status).toBe('ACCEPTED');
    for (const line of copies) expect(firstError((await accept(line.id)).body).extensions.code).toBe('CONFLICT');
    expect(await raisedCents()).toBe(before + 3 * 7700);
  });

  it("a CSV line without the payer's name is one of the OFX's two payers: the other is a deposit of its own, accepted", async () => {
    const before = await raisedCents();
    await paidByPix('2026-11-15T11:00:00.000Z', '77,00');
    expect((await upload(csv('15/11/2026;77,00;PIX RECEBIDO'), 'sem-nome.csv')).body).toMatchObject({ matched: 1 });
    const second = await upload(
      ofx([
        { fitId: 'N1', day: '20261115', amount: '77.00', memo: 'PIX RECEBIDO - ANA' },
        { fitId: 'N2', day: '20261115', amount: '77.00', memo: 'PIX RECEBIDO - BIA' },
      ]),
      'com-nome.ofx',
    );
    expect(second.body).toMatchObject({ inserted: 2, unmatched: 1, copies: 1 });
    const [other] = await linesOn('UNMATCHED', '2026-11-15');
    expect(other.description).toBe('PIX RECEBIDO - BIA');
    expect((await accept(other.id)).body.data.acceptStatementLine.status).toBe('ACCEPTED');
    expect(await raisedCents()).toBe(before + 2 * 7700);
  });

  it("a donor who erases their data takes the payer's name off the line matched to their donation and off its copies", async () => {
    const donation = await paidByPix('2026-11-16T11:00:00.000Z', '77,00');
    await upload(csv('16/11/2026;77,00;PIX RECEBIDO - JOANA DARC'), 'joana.csv');
    expect(
      (await upload(ofx([{ fitId: 'J1', day: '20261116', amount: '77.00', memo: 'PIX RECEBIDO - JOANA DARC' }]), 'joana.ofx'))
        .body,
    ).toMatchObject({ copies: 1 });
    const erased = await fetch(`${app.url}/api/minha-doacao/${pixVariables(donation).accessToken}/dados`, { method: 'DELETE' });
    expect(erased.status).toBe(200);
    const stored = await app.deps.models.StatementLine.find({ postedOn: '2026-11-16' }).lean();
    expect(stored.map((line) => [line.format, line.status, line.description]).sort()).toEqual([
      ['csv', 'matched', ''],
      ['ofx', 'ignored', ''],
    ]);
  });

  it('the CSV and the OFX imported at the same moment: one credit and one copy, round after round', async () => {
    for (const [day, amount] of [
      ['09', '77,00'],
      ['10', '78,00'],
      ['11', '79,00'],
      ['12', '80,00'],
    ] as const) {
      const before = await raisedCents();
      const answers = await Promise.all([
        upload(csv(`${day}/11/2026;${amount};PIX RECEBIDO - SIMULTANEO`), `ao-mesmo-tempo-${day}.csv`),
        upload(
          ofx([{ fitId: `SIM${day}`, day: `202611${day}`, amount: amount.replace(',', '.'), memo: 'PIX RECEBIDO - SIMULTANEO' }]),
          `ao-mesmo-tempo-${day}.ofx`,
        ),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(answers.map((answer) => answer.body.copies).sort()).toEqual([0, 1]);
      const waiting = await linesOn('UNMATCHED', `2026-11-${day}`);
      expect(waiting).toHaveLength(1);
      expect((await linesOn('IGNORED', `2026-11-${day}`))[0].twinOf).toBe(waiting[0].id);
      expect((await accept(waiting[0].id)).body.data.acceptStatementLine.status).toBe('ACCEPTED');
      expect(await raisedCents()).toBe(before + Number(amount.replace(',', '')));
    }
  });

  it('a different deposit of the same amount and day is not a twin: another payer, or another PIX end-to-end id', async () => {
    const before = await raisedCents();
    const e2e = (n: number) => `E1823612020261113120000000000${n}AB`;
    expect(e2e(1)).toHaveLength(32);
    await upload(csv('13/11/2026;77,00;PIX RECEBIDO - FULANO', `13/11/2026;77,00;PIX RECEBIDO ${e2e(1)}`), 'dia-13.csv');
    const second = await upload(
      ofx([
        { fitId: 'D1', day: '20261113', amount: '77.00', memo: 'PIX RECEBIDO - MARIA' },
        { fitId: 'D2', day: '20261113', amount: '77.00', memo: `PIX RECEBIDO ${e2e(2)}` },
        { fitId: 'D3', day: '20261113', amount: '77.00', memo: 'PIX RECEBIDO - FULANO' },
      ]),
      'dia-13.ofx',
    );
    // Only FULANO is the same deposit; MARIA and the other PIX are deposits of their own.
    expect(second.body).toMatchObject({ inserted: 3, unmatched: 2, copies: 1 });
    const waiting = await linesOn('UNMATCHED', '2026-11-13');
    expect(waiting.map((line) => line.description).sort()).toEqual(
      ['PIX RECEBIDO - FULANO', 'PIX RECEBIDO - MARIA', `PIX RECEBIDO ${e2e(1)}`, `PIX RECEBIDO ${e2e(2)}`].sort(),
    );
    for (const line of waiting) expect((await accept(line.id)).body.data.acceptStatementLine.status).toBe('ACCEPTED');
    expect(await raisedCents()).toBe(before + 4 * 7700);
  });

  it('lines stored before copies were told apart: the start-up gives each its own turn key, and a new file pairs with them', async () => {
    const { StatementLine } = app.deps.models;
    // A database as the previous version left it: no turn index, two equal lines of one CSV with no turn key.
    await StatementLine.collection.dropIndex('turnKey_1');
    const importId = new Types.ObjectId();
    const legacy = [new Types.ObjectId(), new Types.ObjectId()];
    await StatementLine.collection.insertMany(
      legacy.map((_id, n) => ({
        _id,
        importId,
        format: 'csv',
        account: 'csv',
        bankRef: `legado-${n}`,
        postedOn: '2026-11-14',
        postedAt: new Date('2026-11-14T15:00:00.000Z'),
        amountCents: 7700,
        trnType: '',
        description: 'PIX RECEBIDO - ANTIGO',
        endToEndId: '',
        status: 'unmatched',
        matchedBy: '',
        matchedDonationId: null,
        matchKey: `line:${_id.toHexString()}`,
        acceptedDonationId: null,
        ignoredReason: '',
        ignoredBy: '',
        decidedAt: null,
        createdAt: new Date('2026-11-15T12:00:00.000Z'),
        updatedAt: new Date('2026-11-15T12:00:00.000Z'),
      })),
    );
    await ensureIndexes(app.deps.models);
    const backfilled = await StatementLine.find({ _id: { $in: legacy } }).lean();
    expect(backfilled.map((line) => line.turnKey).sort()).toEqual(legacy.map((id) => `line:${id.toHexString()}`).sort());

    const before = await raisedCents();
    const answer = await upload(
      ofx([
        { fitId: 'L1', day: '20261114', amount: '77.00', memo: 'PIX RECEBIDO - ANTIGO' },
        { fitId: 'L2', day: '20261114', amount: '77.00', memo: 'PIX RECEBIDO - ANTIGO' },
      ]),
      'novo.ofx',
    );
    expect(answer.body).toMatchObject({ inserted: 2, unmatched: 0, copies: 2 });
    const copies = await linesOn('IGNORED', '2026-11-14');
    expect(copies.map((line) => line.twinOf).sort()).toEqual(legacy.map((id) => id.toHexString()).sort());
    // The old import left no record of the file's name: the reason says what it knows.
    expect(copies[0].ignoredReason).toBe('Mesmo lançamento do extrato importado em 15/11/2026 (CSV): não é outra doação.');
    for (const id of legacy) expect((await accept(id.toHexString())).body.data.acceptStatementLine.status).toBe('ACCEPTED');
    expect(await raisedCents()).toBe(before + 2 * 7700);
  });
});
