import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { OUTSIDE_MAX_CENTS, OUTSIDE_MIN_DAY } from '../../../rules/outside-donation.js';
import { badInput } from '../errors.js';
import { OfxReader, OfxSyntaxError, type OfxAggregate } from './ofx-reader.js';
import { brasiliaDayOf } from '../../../rules/brasilia-time.js';

/**
 * A bank statement as the organiser downloads it, read into plain lines: OFX 1.x (SGML, as
 * Brazilian banks export it, usually windows-1252), OFX 2 (XML), or a simple CSV of date, amount
 * and description. OFX is read by a streaming reader (ofx-reader.ts) that counts transactions as
 * they come, so a file past STATEMENT_LINES_MAX is refused without being read whole.
 */

export interface StatementLineRead {
  /**
   * Derived from everything the bank says of the transaction (account, FITID, day, amount,
   * description, and which occurrence of all that in the file): the same line, the same id. Banks
   * reuse FITIDs, so the FITID alone does not name one line.
   */
  id: Types.ObjectId;
  /** The statement (bank/branch/account) this line is in: a file may hold several accounts. */
  account: string;
  bankRef: string;
  postedOn: string;
  postedAt: Date;
  amountCents: number;
  trnType: string;
  description: string;
}

export interface StatementRead {
  format: 'ofx' | 'csv';
  /** Every account in the file, joined: a summary for the import record; each line has its own. */
  account: string;
  lines: StatementLineRead[];
}

export interface StatementReadOptions {
  /** Today, to refuse lines posted far in the future; the system clock when not given. */
  now?: Date;
  /**
   * Called once per transaction as it is read, before it is checked (for a CSV, once per record,
   * the header included): lets a caller see how far reading went.
   */
  onTransaction?: (count: number) => void;
}

/** More lines than a campaign's account moves in years: a file past it is not a statement we should read. */
export const STATEMENT_LINES_MAX = 5000;
/** The largest line read: what the product takes as one outside donation (R$ 1.000.000,00); more is not a campaign's. */
export const STATEMENT_AMOUNT_MAX_CENTS = OUTSIDE_MAX_CENTS;
/** The earliest posting day read, as for outside donations; and how far past today a bank may post (scheduled lines). */
export const STATEMENT_FIRST_DAY = OUTSIDE_MIN_DAY;
export const STATEMENT_FUTURE_DAYS = 7;

const notAStatement = () =>
  badInput(
    'file',
    'O arquivo não é um extrato OFX nem uma planilha CSV com data, valor e descrição. Baixe o extrato do banco em OFX (ou Money/Quicken) ou em CSV.',
  );
const tooManyLines = () =>
  badInput('file', `O extrato tem mais de ${STATEMENT_LINES_MAX} lançamentos: importe um período menor.`);
const corrupt = () =>
  badInput('file', 'O arquivo parece um extrato OFX, mas está incompleto ou corrompido: baixe-o de novo no banco.');

/** The line's _id: 12 bytes of SHA-256 of its identity, so every import of it names the same document. */
export const lineIdOf = (identity: string): Types.ObjectId =>
  new Types.ObjectId(createHash('sha256').update(identity).digest().subarray(0, 12));

const utf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/**
 * The file's text, one line at a time, each line decoded by its own encoding: a line that is valid
 * UTF-8 is UTF-8 (windows-1252 text with accents almost never is, and some banks label UTF-8
 * exports "CHARSET:1252"), any other is windows-1252, the charset Brazilian banks declare (a
 * declared ISO-8859-1 reads the same). Spreadsheets mix both when lines were pasted from elsewhere.
 * Lazy, so a reader that stops early decodes no further.
 */
export function* decodedLines(bytes: Uint8Array): Generator<string> {
  let start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end < 0) end = bytes.length;
    const line = bytes.subarray(start, end);
    let text: string;
    try {
      text = utf8.decode(line);
    } catch {
      text = windows1252.decode(line);
    }
    yield end < bytes.length ? `${text}\n` : text;
    start = end + 1;
  }
}

/** The whole text, decoded line by line (see decodedLines). */
export function decodeStatement(bytes: Uint8Array): string {
  let text = '';
  for (const line of decodedLines(bytes)) text += line;
  return text;
}

/**
 * A spreadsheet's amount, as pt-BR people type it: "-1.234,56", "1234.56", "+50,00", "1,234.56",
 * "1.000" (one thousand) → signed cents; the last separator is the decimal one unless three digits
 * follow it.
 */
export function readStatementAmount(text: string): number | null {
  const trimmed = text.replace(/\s|R\$/g, '');
  const match = /^([+-]?)(\d[\d.,]*)$/.exec(trimmed);
  if (!match) return null;
  const body = match[2]!;
  const lastSeparator = Math.max(body.lastIndexOf(','), body.lastIndexOf('.'));
  const decimals = lastSeparator >= 0 ? body.slice(lastSeparator + 1) : '';
  // A lone '.' or ',' followed by three digits ("1.000") is a thousands separator in pt-BR.
  const isDecimal = lastSeparator >= 0 && decimals.length <= 2 && !/[.,]/.test(decimals);
  const whole = (isDecimal ? body.slice(0, lastSeparator) : body).replace(/[.,]/g, '');
  if (!/^\d{1,12}$/.test(whole) || (isDecimal && !/^\d{1,2}$/.test(decimals))) return null;
  const cents = Number(whole) * 100 + (isDecimal ? Number(decimals.padEnd(2, '0')) : 0);
  return match[1] === '-' ? -cents : cents;
}
export const readCsvAmount = readStatementAmount;

/**
 * OFX's TRNAMT: a sign, digits and ONE decimal mark, '.' or ',', with no thousands separators
 * (OFX 1.0.2 §3.2.9.1; 2.x §3.2.9.1): "5.000" is five reais, "10.5" ten and a half, ".5" fifty
 * cents. Brazilian banks also write "1.234,56" (both marks): then the last mark is the decimal one
 * and the other groups thousands in threes. Decimals past the cent must be zeros; anything else
 * is not read (null), never guessed.
 */
export function readOfxAmount(text: string): number | null {
  const match = /^([+-]?)(\d*)(?:([.,])(\d*))?$/.exec(text.replace(/\s/g, ''));
  let sign: string, whole: string, decimals: string;
  if (match) [sign, whole, decimals] = [match[1]!, match[2]!, match[4] ?? ''];
  else {
    const grouped = /^([+-]?)(\d{1,3}(?:\.\d{3})+|\d{1,3}(?:,\d{3})+)([.,])(\d*)$/.exec(text.replace(/\s/g, ''));
    // The grouping mark is the other one: "1.234,56", "1,234.56"; never "1.234.56".
    if (!grouped || grouped[2]!.includes(grouped[3]!)) return null;
    [sign, whole, decimals] = [grouped[1]!, grouped[2]!.replace(/[.,]/g, ''), grouped[4]!];
  }
  if (whole === '' && decimals === '') return null;
  if (whole.length > 15 || /[1-9]/.test(decimals.slice(2))) return null;
  const cents = Number(whole || '0') * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  return sign === '-' && cents !== 0 ? -cents : cents;
}

const isCalendarDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const dayText = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
/** Noon in Brasília (UTC−3): a day without a time stays that day wherever it is read. */
export const noonInBrasilia = (day: string): Date => new Date(`${day}T15:00:00.000Z`);

/**
 * OFX's DTPOSTED: YYYYMMDD[HHMMSS[.XXX]][[offset[:TZ]]]. A date without a time is the day written.
 * With a time, the day is Brasília's: "20261201020000[+0:GMT]" is 23:00 of 30 November there.
 * Without an offset the time is taken as Brasília's (OFX says GMT, but Brazilian banks writing no
 * offset mean their own time).
 */
export function readOfxDate(text: string): { postedOn: string; postedAt: Date } | null {
  const match =
    /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?(?:\.\d+)?)?\s*(?:\[\s*([+-]?\d{1,2}(?:\.\d+)?)\s*(?::[^\]]*)?\])?$/.exec(
      text.trim(),
    );
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isCalendarDay(year, month, day)) return null;
  const written = dayText(year, month, day);
  if (match[4] === undefined) return { postedOn: written, postedAt: noonInBrasilia(written) };
  const [hours, minutes, seconds] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 60) return null;
  const offsetHours = match[7] === undefined ? -3 : Number(match[7]);
  if (Math.abs(offsetHours) > 14) return null;
  const postedAt = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds) - Math.round(offsetHours * 3_600_000));
  return { postedOn: brasiliaDayOf(postedAt), postedAt };
}

/** A spreadsheet's date: dd/mm/yyyy (or dd-mm-yyyy, dd.mm.yyyy) or yyyy-mm-dd. */
function readCsvDate(text: string): string | null {
  const trimmed = text.trim();
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [year, month, day] = br
    ? [Number(br[3]), Number(br[2]), Number(br[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  return year && isCalendarDay(year, month, day) ? dayText(year, month, day) : null;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const quoted = (text: string) => `"${oneLine(text).slice(0, 40)}"`;
const brDay = (day: string) => day.split('-').reverse().join('/');
const brl = (cents: number) =>
  `R$ ${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100).toLocaleString('pt-BR')},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * The bounds of a line any statement file may hold: a day between STATEMENT_FIRST_DAY and a week
 * from today, an amount up to STATEMENT_AMOUNT_MAX_CENTS either way. Past them the file has a typo
 * or is not a bank's, and is refused naming the line, rather than stored and failing later.
 */
function checkBounds(line: { postedOn: string; amountCents: number }, lineName: string, now: Date): void {
  const lastDay = brasiliaDayOf(new Date(now.getTime() + STATEMENT_FUTURE_DAYS * 86_400_000));
  if (line.postedOn < STATEMENT_FIRST_DAY || line.postedOn > lastDay)
    throw badInput(
      'file',
      `${lineName}: data ${brDay(line.postedOn)} impossível para um extrato (aceitas de ${brDay(STATEMENT_FIRST_DAY)} a ${brDay(lastDay)}).`,
    );
  if (Math.abs(line.amountCents) > STATEMENT_AMOUNT_MAX_CENTS)
    throw badInput(
      'file',
      `${lineName}: valor ${brl(line.amountCents)} acima do máximo de ${brl(STATEMENT_AMOUNT_MAX_CENTS)} por lançamento.`,
    );
}

/**
 * The description a person reads: NAME and MEMO, the name left out when the memo already says
 * it (Bradesco repeats the payer in both).
 */
function describe(name: string, memo: string): string {
  if (!name) return memo;
  if (!memo || memo.toUpperCase().includes(name.toUpperCase())) return memo || name;
  return `${name} - ${memo}`;
}

const leaf = (aggregate: OfxAggregate | undefined, name: string) => oneLine(aggregate?.leaves.get(name) ?? '');

/** "0341/0157/12345": bank (4 digits, "0341" and "341" are one bank), branch, account. */
function accountOf(statement: OfxAggregate): string {
  const from = statement.children.find((child) => child.name === 'BANKACCTFROM');
  const bankId = leaf(from, 'BANKID').replace(/^0+(?=\d)/, '');
  const accountId = leaf(from, 'ACCTID');
  if (!bankId || !accountId) throw badInput('file', 'O extrato OFX não diz de que conta é (BANKACCTFROM sem BANKID ou ACCTID).');
  return [bankId.padStart(4, '0'), leaf(from, 'BRANCHID'), accountId].filter(Boolean).join('/');
}

/**
 * An OFX statement, read as it streams: each STMTTRN is checked and counted when it closes, and
 * reading stops at the first one past STATEMENT_LINES_MAX. A STMTTRN is in a BANKTRANLIST inside
 * a STMTRS whose BANKACCTFROM comes first (the OFX order), so each line knows its own account.
 */
function readOfx(bytes: Uint8Array, options: StatementReadOptions): StatementRead {
  const now = options.now ?? new Date();
  const lines: StatementLineRead[] = [];
  const accounts: string[] = [];
  const occurrences = new Map<string, number>();
  let transactions = 0;
  let creditCard = false;
  let statements = 0;
  const onClose = (aggregate: OfxAggregate, path: readonly OfxAggregate[]) => {
    if (aggregate.name === 'CCSTMTRS') creditCard = true;
    if (aggregate.name === 'STMTRS') {
      statements++;
      const account = accountOf(aggregate);
      if (!accounts.includes(account)) accounts.push(account);
      return;
    }
    if (aggregate.name !== 'STMTTRN') return;
    const statement = path.findLast((frame) => frame.name === 'STMTRS' || frame.name === 'CCSTMTRS');
    if (!statement || statement.name !== 'STMTRS' || !path.some((frame) => frame.name === 'BANKTRANLIST')) return;
    transactions++;
    options.onTransaction?.(transactions);
    if (transactions > STATEMENT_LINES_MAX) throw tooManyLines();
    const account = accountOf(statement);
    const fitId = leaf(aggregate, 'FITID');
    const lineName = `Lançamento ${fitId ? `FITID ${fitId}` : `${transactions} do extrato (sem FITID)`}`;
    const amountText = leaf(aggregate, 'TRNAMT');
    const amountCents = readOfxAmount(amountText);
    if (amountCents === null)
      throw badInput(
        'file',
        `${lineName}: valor ${quoted(amountText)} ilegível (o OFX escreve o valor com um só separador decimal, como 1234.56).`,
      );
    const dateText = leaf(aggregate, 'DTPOSTED');
    const posted = readOfxDate(dateText);
    if (!posted) throw badInput('file', `${lineName}: data ${quoted(dateText)} ilegível ou inexistente.`);
    const trnType = leaf(aggregate, 'TRNTYPE').toUpperCase();
    // A debit the bank wrote without its minus sign is still a debit.
    const signed = trnType === 'DEBIT' && amountCents > 0 ? -amountCents : amountCents;
    checkBounds({ postedOn: posted.postedOn, amountCents: signed }, lineName, now);
    const description = describe(leaf(aggregate, 'NAME'), leaf(aggregate, 'MEMO'));
    // Banks reuse FITIDs for different lines: the line is known by all it says, and two lines
    // saying exactly the same are two transactions, told apart by their order (as in a CSV).
    const what = `${account}\n${fitId}\n${posted.postedOn}\n${signed}\n${description}`;
    const seen = occurrences.get(what) ?? 0;
    occurrences.set(what, seen + 1);
    const bankRef = fitId || `sem-fitid:${createHash('sha256').update(`${what}\n${seen}`).digest('hex').slice(0, 24)}`;
    lines.push({
      id: lineIdOf(`ofx\n${what}\n${seen}`),
      account,
      bankRef,
      ...posted,
      amountCents: signed,
      trnType,
      description,
    });
  };
  const reader = new OfxReader(onClose, (name) => name === 'BANKACCTFROM');
  try {
    for (const piece of decodedLines(bytes)) reader.push(piece);
    reader.end();
  } catch (error) {
    if (error instanceof OfxSyntaxError) throw corrupt();
    throw error;
  }
  if (statements === 0)
    throw creditCard
      ? badInput(
          'file',
          'O arquivo OFX não tem extrato de conta corrente (BANKMSGSRSV1): extratos de cartão de crédito não são lidos aqui.',
        )
      : badInput('file', 'O arquivo OFX não tem extrato de conta corrente (STMTRS): baixe o extrato da conta no banco.');
  return { format: 'ofx', account: accounts.join(', '), lines };
}

/** One CSV record per line, quotes honoured ("1.234,56" in a comma-separated file). */
function csvRecords(text: string, delimiter: string, max: number, onRecord?: (count: number) => void): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    if (record.some((value) => value.trim() !== '')) {
      records.push(record);
      onRecord?.(records.length);
    }
    record = [];
    // Counted as read: a file past the limit is refused without reading the rest.
    if (records.length > max) throw tooManyLines();
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) endCell();
    else if (char === '\n') endRecord();
    else if (char !== '\r') cell += char;
  }
  endRecord();
  return records;
}

const plainWord = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
const DATE_HEADERS = ['data', 'date', 'dia', 'data lancamento', 'data do lancamento', 'data movimento'];
const AMOUNT_HEADERS = ['valor', 'amount', 'value', 'valor (r$)', 'quantia', 'credito/debito'];
const DESCRIPTION_HEADERS = [
  'descricao',
  'description',
  'historico',
  'lancamento',
  'memo',
  'detalhes',
  'descricao do lancamento',
];

function readCsv(text: string, options: StatementReadOptions): StatementRead | null {
  const now = options.now ?? new Date();
  const firstLine = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const delimiter = firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
  // One header line, then at most STATEMENT_LINES_MAX lines.
  const records = csvRecords(text, delimiter, STATEMENT_LINES_MAX + 1, options.onTransaction);
  if (records.length === 0) return null;
  const header = records[0]!.map(plainWord);
  const hasHeader = readCsvDate(records[0]![0] ?? '') === null;
  const column = (names: string[], fallback: number) => {
    const found = hasHeader ? header.findIndex((name) => names.includes(name)) : -1;
    return found >= 0 ? found : fallback;
  };
  const [dateColumn, amountColumn, descriptionColumn] = [
    column(DATE_HEADERS, 0),
    column(AMOUNT_HEADERS, 1),
    column(DESCRIPTION_HEADERS, 2),
  ];
  const rows = hasHeader ? records.slice(1) : records;
  const occurrences = new Map<string, number>();
  const lines: StatementLineRead[] = [];
  for (const [index, row] of rows.entries()) {
    const lineNumber = index + (hasHeader ? 2 : 1);
    const postedOn = readCsvDate(row[dateColumn] ?? '');
    const amountCents = readStatementAmount(row[amountColumn] ?? '');
    // Nothing in the file reads as a statement line: not a statement at all.
    if (index === 0 && (postedOn === null || amountCents === null)) return null;
    if (postedOn === null)
      throw badInput('file', `Linha ${lineNumber} do CSV: data inválida ("${oneLine(row[dateColumn] ?? '')}"): use dd/mm/aaaa.`);
    if (amountCents === null)
      throw badInput(
        'file',
        `Linha ${lineNumber} do CSV: valor inválido ("${oneLine(row[amountColumn] ?? '')}"): use 1.234,56 ou -89,90.`,
      );
    checkBounds({ postedOn, amountCents }, `Linha ${lineNumber} do CSV`, now);
    const description = oneLine(row[descriptionColumn] ?? '');
    // Two identical lines on one day are two transactions: the occurrence tells them apart, and
    // the same file (or another export of those days) gives each the same number again.
    const what = `${postedOn}\n${amountCents}\n${description}`;
    const seen = occurrences.get(what) ?? 0;
    occurrences.set(what, seen + 1);
    const bankRef = createHash('sha256').update(`${what}\n${seen}`).digest('hex').slice(0, 32);
    lines.push({
      id: lineIdOf(`csv\n${bankRef}`),
      account: 'csv',
      bankRef,
      postedOn,
      postedAt: noonInBrasilia(postedOn),
      amountCents,
      trnType: '',
      description,
    });
  }
  return lines.length > 0 ? { format: 'csv', account: 'csv', lines } : null;
}

const looksLikeOfx = (head: string) => /^\s*OFXHEADER\s*:/i.test(head) || /<OFX>/i.test(head);

/** The statement in a file, or BAD_USER_INPUT on `file` saying what is wrong with it (naming the line). */
export function readStatement(bytes: Uint8Array, options: StatementReadOptions = {}): StatementRead {
  if (bytes.length === 0)
    throw badInput('file', 'Nenhum arquivo recebido, ou o arquivo está vazio: envie o extrato no campo "file".');
  // A picture, a PDF or a zip: no statement, whatever the bytes decode to.
  if (bytes.subarray(0, 4096).includes(0)) throw notAStatement();
  const head = windows1252.decode(bytes.subarray(0, 4096));
  const statement = looksLikeOfx(head) ? readOfx(bytes, options) : readCsv(decodeStatement(bytes), options);
  if (!statement) throw notAStatement();
  if (statement.lines.length > STATEMENT_LINES_MAX) throw tooManyLines();
  return statement;
}
