// Bank statements read as the OFX specification says, bounded while read, every line kept: the
// reader (api/src/statements/parse.ts, ofx-reader.ts) directly for reading rules, and the real
// import over HTTP for what the organiser sees.
import { readdirSync, readFileSync } from 'node:fs';
import { AppError } from '../../api/src/errors.js';
import { readStatement, STATEMENT_LINES_MAX, type StatementRead } from '../../api/src/statements/parse.js';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/harness.js';

const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const NOW = new Date('2026-12-02T12:00:00.000Z');

interface Trn {
  fitId?: string;
  amount: string;
  posted?: string;
  memo?: string;
  type?: string;
}
const stmttrn = (trn: Trn) =>
  `<STMTTRN>\n<TRNTYPE>${trn.type ?? 'CREDIT'}\n<DTPOSTED>${trn.posted ?? '20261105'}\n<TRNAMT>${trn.amount}\n` +
  `${trn.fitId === undefined ? '' : `<FITID>${trn.fitId}\n`}<MEMO>${trn.memo ?? 'PIX RECEBIDO'}\n</STMTTRN>\n`;
const statementOf = (account: string, body: string) =>
  `<STMTTRNRS>\n<TRNUID>1\n<STMTRS>\n<CURDEF>BRL\n<BANKACCTFROM>\n<BANKID>0341\n<BRANCHID>0157\n<ACCTID>${account}\n` +
  `<ACCTTYPE>CHECKING\n</BANKACCTFROM>\n<BANKTRANLIST>\n<DTSTART>20261101\n<DTEND>20261130\n${body}</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n`;
/** An OFX 1.0.2 SGML file as Itaú writes it, with the given transactions. */
const sgml = (trns: Trn[] | string, account = '12345') =>
  'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\n' +
  'OLDFILEUID:NONE\nNEWFILEUID:NONE\n\n<OFX>\n<BANKMSGSRSV1>\n' +
  statementOf(account, typeof trns === 'string' ? trns : trns.map(stmttrn).join('')) +
  '</BANKMSGSRSV1>\n</OFX>\n';
const read = (text: string | Buffer, options = {}) =>
  readStatement(typeof text === 'string' ? Buffer.from(text, 'latin1') : text, { now: NOW, ...options });
const refusal = (text: string | Buffer, options = {}): AppError => {
  try {
    read(text, options);
  } catch (error) {
    return error as AppError;
  }
  throw new Error('read without refusal');
};
const amounts = (statement: StatementRead) => statement.lines.map((line) => line.amountCents);

describe('OFX amounts as the specification writes them', () => {
  it('reads one decimal mark, "." or ",", with no thousands separator; both marks as Brazilian banks write them', () => {
    const written = ['5.000', '10.500', '.5', '-10.5', '1234.56', '1234,56', '1.234,56', '1,234.56', '+7', '0,10', '-.05'];
    expect(amounts(read(sgml(written.map((amount, i) => ({ amount, fitId: `A${i}` })))))).toEqual([
      500, 1050, 50, -1050, 123456, 123456, 123456, 123456, 700, 10, -5,
    ]);
  });

  it.each([['1,2,3'], ['1.234.56'], ['12,3456'], ['R$ 10'], ['1e3'], ['.'], [''], ['10.001']])(
    'refuses %j naming the line, and guesses nothing',
    (amount) => {
      const error = refusal(
        sgml([
          { amount: '10.00', fitId: 'OK1' },
          { amount, fitId: 'X77' },
        ]),
      );
      expect(error.code).toBe('BAD_USER_INPUT');
      expect(error.message).toBe(
        `Lançamento FITID X77: valor "${amount}" ilegível (o OFX escreve o valor com um só separador decimal, como 1234.56).`,
      );
    },
  );

  it('a CSV keeps its pt-BR reading: "1.000" there is one thousand reais', () => {
    const csv = read('data;valor;descricao\n05/11/2026;1.000;DOACAO A\n06/11/2026;5.000,50;DOACAO B\n');
    expect(amounts(csv)).toEqual([100000, 500050]);
  });

  it('refuses an amount no campaign line can be, in OFX and CSV, naming the line', () => {
    expect(refusal(sgml([{ amount: '999999999999.99', fitId: 'BIG1' }])).message).toBe(
      'Lançamento FITID BIG1: valor R$ 999.999.999.999,99 acima do máximo de R$ 1.000.000,00 por lançamento.',
    );
    expect(refusal(sgml([{ amount: '-1000000.01', fitId: 'BIG2', type: 'DEBIT' }])).message).toMatch(
      /^Lançamento FITID BIG2: valor R\$ -1\.000\.000,01 acima/,
    );
    expect(refusal('data;valor;descricao\n05/11/2026;10,00;A\n06/11/2026;999.999.999.999,99;B\n').message).toMatch(
      /^Linha 3 do CSV: valor R\$ 999\.999\.999\.999,99 acima do máximo/,
    );
    // The largest allowed is read.
    expect(amounts(read(sgml([{ amount: '1000000.00', fitId: 'MAX' }])))).toEqual([100_000_000]);
  });
});

describe('OFX dates, as days in Brasília', () => {
  it.each([
    ['20261201020000[+0:GMT]', '2026-11-30', '2026-12-01T02:00:00.000Z'],
    ['20261201020000[0]', '2026-11-30', '2026-12-01T02:00:00.000Z'],
    ['20261201020000[-3:BRT]', '2026-12-01', '2026-12-01T05:00:00.000Z'],
    ['20261130200000[-5.5:XYZ]', '2026-11-30', '2026-12-01T01:30:00.000Z'],
    ['20261130233000.000[-5.5:XYZ]', '2026-12-01', '2026-12-01T05:00:00.000Z'],
    ['20261201000000', '2026-12-01', '2026-12-01T03:00:00.000Z'],
    ['20261201', '2026-12-01', '2026-12-01T15:00:00.000Z'],
    // Brazil's summer time (until 2019): 01:30 UTC of 2 January 2019 was 23:30 of the 1st there.
    ['20190102013000[+0:GMT]', '2019-01-01', '2019-01-02T01:30:00.000Z'],
  ])('%s is posted on %s', (posted, day, instant) => {
    const [line] = read(sgml([{ amount: '10.00', fitId: 'D1', posted }])).lines;
    expect(line).toMatchObject({ postedOn: day, postedAt: new Date(instant) });
  });

  it.each([
    ['99991231', 'data 31/12/9999 impossível para um extrato (aceitas de 01/01/2000 a 09/12/2026).'],
    ['19991231', 'data 31/12/1999 impossível para um extrato (aceitas de 01/01/2000 a 09/12/2026).'],
    ['20261215', 'data 15/12/2026 impossível para um extrato (aceitas de 01/01/2000 a 09/12/2026).'],
    ['20260230', 'data "20260230" ilegível ou inexistente.'],
    ['2026-11-05', 'data "2026-11-05" ilegível ou inexistente.'],
    ['20261105250000', 'data "20261105250000" ilegível ou inexistente.'],
  ])('refuses %s naming the line', (posted, message) => {
    expect(refusal(sgml([{ amount: '10.00', fitId: 'D9', posted }])).message).toBe(`Lançamento FITID D9: ${message}`);
  });

  it('refuses a CSV day out of bounds naming the line', () => {
    expect(refusal('data;valor;descricao\n31/12/9999;10,00;A\n').message).toMatch(
      /^Linha 2 do CSV: data 31\/12\/9999 impossível/,
    );
  });
});

describe('every line kept, each with its own account', () => {
  it('two lines sharing a FITID are two lines; the same file read again names the same lines', () => {
    const file = sgml([
      { amount: '150.00', fitId: 'F1' },
      { amount: '275.00', fitId: 'F1' },
      { amount: '275.00', fitId: 'F1', memo: 'OUTRO' },
      { amount: '275.00', fitId: 'F1', posted: '20261106' },
    ]);
    const ids = read(file).lines.map((line) => line.id.toHexString());
    expect(new Set(ids).size).toBe(4);
    expect(read(file).lines.map((line) => line.id.toHexString())).toEqual(ids);
    // The line alone in another export of those days is the same line.
    expect(read(sgml([{ amount: '275.00', fitId: 'F1' }])).lines[0]!.id.toHexString()).toBe(ids[1]);
  });

  it('two identical lines in one file are two transactions, told apart by their order, as in a CSV', () => {
    const twice = read(
      sgml([
        { amount: '50.00', fitId: 'SAME' },
        { amount: '50.00', fitId: 'SAME' },
      ]),
    ).lines;
    expect(new Set(twice.map((line) => line.id.toHexString())).size).toBe(2);
    const once = read(sgml([{ amount: '50.00', fitId: 'SAME' }])).lines;
    expect(once[0]!.id.toHexString()).toBe(twice[0]!.id.toHexString());
  });

  it('a file with two accounts gives each line its own account', () => {
    const file =
      'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n<BANKMSGSRSV1>\n' +
      statementOf('11111', stmttrn({ amount: '10.00', fitId: 'A' })) +
      statementOf('22222', stmttrn({ amount: '20.00', fitId: 'A' })) +
      '</BANKMSGSRSV1>\n</OFX>\n';
    const statement = read(file);
    expect(statement.account).toBe('0341/0157/11111, 0341/0157/22222');
    expect(statement.lines.map((line) => [line.account, line.amountCents])).toEqual([
      ['0341/0157/11111', 1000],
      ['0341/0157/22222', 2000],
    ]);
    expect(statement.lines[0]!.id.equals(statement.lines[1]!.id)).toBe(false);
  });
});

describe('valid SGML and XML in all their forms', () => {
  it('reads lowercase tags, an empty unclosed MEMO beside closed leaves, and whitespace between tags', () => {
    const lower = read(
      sgml([{ amount: '10.00', fitId: 'L1' }]).replace(
        /<(\/?)([A-Z0-9.]+)>/g,
        (_, slash, name: string) => `<${slash}${name.toLowerCase()}>`,
      ),
    );
    expect(lower.lines).toMatchObject([{ bankRef: 'L1', amountCents: 1000, account: '0341/0157/12345' }]);
    const mixed = read(
      sgml(
        '<STMTTRN>\r\n  <TRNTYPE>CREDIT</TRNTYPE>\r\n  <DTPOSTED>20261105\r\n  <TRNAMT>  12.30  </TRNAMT>\r\n' +
          '  <FITID>M1</FITID>\r\n  <NAME>JOSÉ</NAME>\r\n  <MEMO>\r\n</STMTTRN>\r\n<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261106<TRNAMT>1<FITID>M2<MEMO></STMTTRN>',
      ),
    );
    expect(mixed.lines.map((line) => [line.bankRef, line.amountCents, line.description])).toEqual([
      ['M1', 1230, 'JOSÉ'],
      ['M2', 100, ''],
    ]);
  });

  it('reads OFX 2 XML with its <?OFX ?> header, entities and CRLF', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\r\n<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE"?>\r\n<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID>' +
      '<STMTRS><CURDEF>BRL</CURDEF><BANKACCTFROM><BANKID>260</BANKID><ACCTID>9</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>' +
      '<BANKTRANLIST><STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20261105120000[-3:BRT]</DTPOSTED><TRNAMT>.5</TRNAMT><FITID>X1</FITID>' +
      '<MEMO>Pix de Conceição &amp; Cia</MEMO><PAYEE><NAME>n</NAME></PAYEE></STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\r\n';
    expect(read(Buffer.from(xml, 'utf8')).lines).toMatchObject([
      { account: '0260/9', bankRef: 'X1', amountCents: 50, postedOn: '2026-11-05', description: 'Pix de Conceição & Cia' },
    ]);
  });

  it('refuses a file cut short or with a transaction never closed, instead of losing its lines', () => {
    const whole = sgml([
      { amount: '10.00', fitId: 'C1' },
      { amount: '20.00', fitId: 'C2' },
    ]);
    const message = 'O arquivo parece um extrato OFX, mas está incompleto ou corrompido: baixe-o de novo no banco.';
    expect(refusal(whole.slice(0, whole.indexOf('<FITID>C2'))).message).toBe(message);
    expect(refusal(whole.replace('</STMTTRN>', '')).message).toBe(message);
    expect(refusal(whole.replace('</BANKTRANLIST>', '</BANKTRANLST>')).message).toBe(message);
  });

  it('still says a credit-card statement is not read here', () => {
    const card =
      'OFXHEADER:100\n\n<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CCACCTFROM><ACCTID>1</CCACCTFROM><BANKTRANLIST>' +
      stmttrn({ amount: '1.00', fitId: 'K' }) +
      '</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>';
    expect(refusal(card).message).toMatch(/cartão de crédito/);
  });
});

describe('each line decoded by its own encoding', () => {
  it('a CSV with one windows-1252 line and one UTF-8 line keeps both as written', () => {
    const bytes = Buffer.concat([
      Buffer.from('data;valor;descricao\n05/11/2026;10,00;PIX JOS', 'latin1'),
      Buffer.from([0xc9]),
      Buffer.from('\n06/11/2026;20,00;PIX JOSÉ\n', 'utf8'),
    ]);
    expect(read(bytes).lines.map((line) => line.description)).toEqual(['PIX JOSÉ', 'PIX JOSÉ']);
  });

  it('an OFX declaring windows-1252 with a UTF-8 line reads both', () => {
    const bytes = Buffer.concat([
      Buffer.from(
        sgml([
          { amount: '1.00', fitId: 'E1', memo: 'SÃO PAULO' },
          { amount: '2.00', fitId: 'E2', memo: '@@' },
        ]).split('@@')[0]!,
        'latin1',
      ),
      Buffer.from('SÃO JOSÉ', 'utf8'),
      Buffer.from(
        sgml([
          { amount: '1.00', fitId: 'E1', memo: 'X' },
          { amount: '2.00', fitId: 'E2', memo: '@@' },
        ]).split('@@')[1]!,
        'latin1',
      ),
    ]);
    expect(read(bytes).lines.map((line) => line.description)).toEqual(['SÃO PAULO', 'SÃO JOSÉ']);
  });
});

/** 86,000 transactions in about 10 MB, under the upload limit (10 MiB): what a tester sent. */
const hugeFile = () => {
  const body: string[] = [];
  for (let i = 0; i < 86_000; i++)
    body.push(stmttrn({ amount: '10.00', fitId: `H${i}`, memo: `PIX RECEBIDO ${String(i).padStart(6, '0')} DOADOR` }));
  return Buffer.from(sgml(body.join('')), 'latin1');
};

describe('bounded while read', () => {
  it('stops reading at the first transaction past the limit', () => {
    const seen: number[] = [];
    const bytes = hugeFile();
    expect(bytes.length).toBeGreaterThan(9_000_000);
    expect(bytes.length).toBeLessThan(10 * 1024 * 1024);
    expect(refusal(bytes, { onTransaction: (count: number) => seen.push(count) }).message).toBe(
      `O extrato tem mais de ${STATEMENT_LINES_MAX} lançamentos: importe um período menor.`,
    );
    expect(seen.length).toBe(STATEMENT_LINES_MAX + 1);
    // Exactly the limit is read.
    expect(
      read(sgml(Array.from({ length: STATEMENT_LINES_MAX }, (_, i) => ({ amount: '1.00', fitId: `Q${i}` })))).lines,
    ).toHaveLength(STATEMENT_LINES_MAX);
  });

  it('a CSV is counted as it is parsed', () => {
    const rows = Array.from({ length: 86_000 }, (_, i) => `05/11/2026;1,00;LINHA ${i}`);
    const seen: number[] = [];
    const error = refusal(`data;valor;descricao\n${rows.join('\n')}\n`, { onTransaction: (count: number) => seen.push(count) });
    expect(error.message).toBe(`O extrato tem mais de ${STATEMENT_LINES_MAX} lançamentos: importe um período menor.`);
    // The header and one line past the limit, and no further.
    expect(seen.length).toBe(STATEMENT_LINES_MAX + 2);
    expect(read(`data;valor;descricao\n${rows.slice(0, STATEMENT_LINES_MAX).join('\n')}\n`).lines).toHaveLength(
      STATEMENT_LINES_MAX,
    );
  });
});

describe('the import over HTTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  async function upload(bytes: Buffer | string, name = 'extrato.ofx') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes)]), name);
    const response = await fetch(`${app.url}/api/admin/statements`, { method: 'POST', headers: ADMIN, body: form });
    return { status: response.status, body: (await response.json()) as any };
  }

  it('keeps both lines of a reused FITID, and importing again changes nothing', async () => {
    const file = sgml([
      { amount: '150.00', fitId: 'REUSED', memo: 'PIX RECEBIDO - ANA' },
      { amount: '275.00', fitId: 'REUSED', memo: 'PIX RECEBIDO - BIA' },
    ]);
    const first = await upload(file);
    expect(first.body).toMatchObject({ credits: 2, inserted: 2, alreadyImported: 0 });
    const stored = await app.deps.models.StatementLine.find({ bankRef: 'REUSED' }).lean();
    expect(stored.map((line) => line.amountCents).sort()).toEqual([15000, 27500]);
    expect((await upload(file)).body).toMatchObject({ credits: 2, inserted: 0, alreadyImported: 2 });
    expect(await app.deps.models.StatementLine.countDocuments({ bankRef: 'REUSED' })).toBe(2);
  });

  it.each([
    [
      'an impossible amount',
      { amount: '999999999999.99', fitId: 'IMP1' },
      /^Lançamento FITID IMP1: valor R\$ 999\.999\.999\.999,99 acima/,
    ],
    [
      'an amount the specification cannot read',
      { amount: '1,2,3', fitId: 'X77' },
      /^Lançamento FITID X77: valor "1,2,3" ilegível/,
    ],
    [
      'an impossible day',
      { amount: '10.00', fitId: 'IMP2', posted: '99991231' },
      /^Lançamento FITID IMP2: data 31\/12\/9999 impossível/,
    ],
  ])('refuses %s naming the line, and stores nothing', async (_, bad, message) => {
    const before = await app.deps.models.StatementLine.countDocuments();
    const imports = await app.deps.models.StatementImport.countDocuments();
    const answer = await upload(sgml([{ amount: '10.00', fitId: 'GOOD1' }, bad]));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file' });
    expect(answer.body.message).toMatch(message);
    expect(await app.deps.models.StatementLine.countDocuments()).toBe(before);
    expect(await app.deps.models.StatementImport.countDocuments()).toBe(imports);
  });

  it('refuses the 86,000-line file with the limit, storing nothing', async () => {
    const before = await app.deps.models.StatementLine.countDocuments();
    const answer = await upload(hugeFile());
    expect(answer.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'file',
      message: `O extrato tem mais de ${STATEMENT_LINES_MAX} lançamentos: importe um período menor.`,
    });
    expect(await app.deps.models.StatementLine.countDocuments()).toBe(before);
  });
});

// The corpus: files shaped as Brazilian banks export them, read by the product and compared line
// for line with what ofxtools (an established OFX parser) reads of them. expected.json is written
// by tools/statements-corpus/read-with-ofxtools.py; where ofxtools and the product differ on
// purpose, the file's entry in expected.json says so ("differs") and the test checks the product's
// reading given there.
describe('the corpus, read as ofxtools reads it', () => {
  const CORPUS = new URL('./fixtures/statements/corpus/', import.meta.url);
  const expected = JSON.parse(readFileSync(new URL('expected.json', CORPUS), 'utf8')) as Record<
    string,
    { lines: { fitId: string; amountCents: number; postedOn: string; account: string }[] }
  >;
  const files = readdirSync(CORPUS).filter((name) => name.endsWith('.ofx'));

  it('has every file and its expected reading', () => {
    expect(files.length).toBeGreaterThanOrEqual(25);
    expect(Object.keys(expected).sort()).toEqual([...files].sort());
  });

  it.each(files)('%s', (name) => {
    const statement = read(readFileSync(new URL(name, CORPUS)));
    expect(
      statement.lines.map((line) => ({
        fitId: line.bankRef,
        amountCents: line.amountCents,
        postedOn: line.postedOn,
        account: line.account,
      })),
    ).toEqual(expected[name]!.lines);
  });
});
