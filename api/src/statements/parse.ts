import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { parseSync } from 'ofx-js';
import { badInput } from '../errors.js';

/**
 * A bank statement as the organiser downloads it, read into plain lines: OFX 1.x (SGML, as
 * Brazilian banks export it, usually windows-1252), OFX 2 (XML), or a simple CSV of date, amount
 * and description. The OFX structure is read by `ofx-js`; the bytes, the amounts and the dates,
 * which banks write each their own way, are read here.
 */

export interface StatementLineRead {
  /** Derived from the bank's identity of the transaction: the same transaction, the same id. */
  id: Types.ObjectId;
  bankRef: string;
  postedOn: string;
  postedAt: Date;
  amountCents: number;
  trnType: string;
  description: string;
}

export interface StatementRead {
  format: 'ofx' | 'csv';
  account: string;
  lines: StatementLineRead[];
}

/** More lines than a campaign's account moves in years: a file past it is not a statement we should read. */
export const STATEMENT_LINES_MAX = 5000;

const notAStatement = () =>
  badInput(
    'file',
    'O arquivo não é um extrato OFX nem uma planilha CSV com data, valor e descrição. Baixe o extrato do banco em OFX (ou Money/Quicken) ou em CSV.',
  );

/** The line's _id: 12 bytes of SHA-256 of its identity, so every import of it names the same document. */
export const lineIdOf = (identity: string): Types.ObjectId =>
  new Types.ObjectId(createHash('sha256').update(identity).digest().subarray(0, 12));

const decodeUtf8 = (bytes: Uint8Array): string | null => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
};

/** The encoding a file declares: OFX 1's CHARSET/ENCODING header, or the XML declaration's. */
function declaredEncoding(head: string): 'utf-8' | 'windows-1252' | null {
  const xml = /<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1];
  if (xml) return /utf-?8/i.test(xml) ? 'utf-8' : 'windows-1252';
  if (/^ENCODING:\s*UTF-?8/im.test(head)) return 'utf-8';
  if (/^CHARSET:\s*(1252|ISO-?8859-?1|8859-?1|WINDOWS-1252)/im.test(head)) return 'windows-1252';
  return null;
}

/**
 * The file's text. What the file declares is honoured, with one exception: a file that says
 * windows-1252 (or nothing) but is valid UTF-8 with accents is UTF-8, since some banks label
 * UTF-8 exports "CHARSET:1252", and windows-1252 text with accents is almost never valid UTF-8.
 */
export function decodeStatement(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, 1024));
  const utf8 = decodeUtf8(bytes);
  if (declaredEncoding(head) === 'utf-8' || utf8 !== null) return utf8 ?? new TextDecoder('windows-1252').decode(bytes);
  return new TextDecoder('windows-1252').decode(bytes);
}

/** "-1.234,56", "1234.56", "+50,00", "1,234.56" → signed cents; the last separator is the decimal one. */
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

const isCalendarDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const dayText = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
/** Noon in Brasília (UTC−3): a day without a time stays that day wherever it is read. */
export const noonInBrasilia = (day: string): Date => new Date(`${day}T15:00:00.000Z`);

/** OFX's DTPOSTED: YYYYMMDD[HHMMSS[.XXX]][[offset:TZ]]; without an offset the time is Brasília's. */
function readOfxDate(text: string): { postedOn: string; postedAt: Date } | null {
  const match =
    /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?(?:\.\d+)?)?\s*(?:\[\s*([+-]?\d{1,2}(?:\.\d+)?)(?::[^\]]*)?\])?/.exec(
      text.trim(),
    );
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isCalendarDay(year, month, day)) return null;
  const postedOn = dayText(year, month, day);
  if (match[4] === undefined) return { postedOn, postedAt: noonInBrasilia(postedOn) };
  const offsetHours = match[7] === undefined ? -3 : Number(match[7]);
  const utc = Date.UTC(year, month - 1, day, Number(match[4]), Number(match[5]), Number(match[6] ?? 0)) - offsetHours * 3_600_000;
  return { postedOn, postedAt: new Date(utc) };
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

/**
 * The description a person reads: NAME and MEMO, the name left out when the memo already says
 * it (Bradesco repeats the payer in both).
 */
function describe(name: string, memo: string): string {
  if (!name) return memo;
  if (!memo || memo.toUpperCase().includes(name.toUpperCase())) return memo || name;
  return `${name} - ${memo}`;
}

type OfxNode = Record<string, unknown>;
const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const textOf = (value: unknown): string => (typeof value === 'string' ? oneLine(value) : '');

/**
 * ofx-js reads a leaf element only when it has a value; banks also write empty ones (`<MEMO>`
 * with nothing after it). In SGML an element never closed anywhere in the file is a leaf, so an
 * empty one is dropped before parsing.
 */
function withoutEmptyLeaves(text: string): string {
  const closed = new Set([...text.matchAll(/<\/([A-Za-z0-9_.]+)>/g)].map((match) => match[1]!.toUpperCase()));
  return text.replace(/<([A-Za-z0-9_.]+)>[ \t\r\n]*(?=<)/g, (whole, name: string) =>
    closed.has(name.toUpperCase()) ? whole : '',
  );
}

function readOfx(text: string): StatementRead {
  let parsed: { OFX: OfxNode };
  try {
    parsed = parseSync(withoutEmptyLeaves(text)) as { OFX: OfxNode };
  } catch {
    throw badInput('file', 'O arquivo parece um extrato OFX, mas está incompleto ou corrompido: baixe-o de novo no banco.');
  }
  const bank = parsed.OFX?.BANKMSGSRSV1 as OfxNode | undefined;
  const responses = asList(bank?.STMTTRNRS as OfxNode | OfxNode[] | undefined);
  const statements = responses.map((response) => response.STMTRS as OfxNode | undefined).filter((item) => item !== undefined);
  if (statements.length === 0)
    throw badInput(
      'file',
      'O arquivo OFX não tem extrato de conta corrente (BANKMSGSRSV1): extratos de cartão de crédito não são lidos aqui.',
    );
  const accounts = new Set<string>();
  const lines: StatementLineRead[] = [];
  for (const statement of statements) {
    const from = (statement.BANKACCTFROM ?? {}) as OfxNode;
    // "0341" and "341" are one bank.
    const bankId = textOf(from.BANKID).replace(/^0+(?=\d)/, '');
    const branchId = textOf(from.BRANCHID);
    const accountId = textOf(from.ACCTID);
    if (!bankId || !accountId)
      throw badInput('file', 'O extrato OFX não diz de que conta é (BANKACCTFROM sem BANKID ou ACCTID).');
    const account = [bankId.padStart(4, '0'), branchId, accountId].filter(Boolean).join('/');
    accounts.add(account);
    const list = (statement.BANKTRANLIST ?? {}) as OfxNode;
    const occurrences = new Map<string, number>();
    for (const transaction of asList(list.STMTTRN as OfxNode | OfxNode[] | undefined)) {
      const posted = readOfxDate(textOf(transaction.DTPOSTED));
      const amountCents = readStatementAmount(textOf(transaction.TRNAMT));
      if (!posted || amountCents === null)
        throw badInput(
          'file',
          `O extrato OFX tem um lançamento com data ou valor ilegível (FITID ${textOf(transaction.FITID) || 'ausente'}).`,
        );
      const trnType = textOf(transaction.TRNTYPE).toUpperCase();
      const description = describe(textOf(transaction.NAME), textOf(transaction.MEMO));
      let bankRef = textOf(transaction.FITID);
      if (!bankRef) {
        // No FITID (rare): the line is known by what it says, as a CSV line is.
        const what = `${posted.postedOn}\n${amountCents}\n${description}`;
        const seen = occurrences.get(what) ?? 0;
        occurrences.set(what, seen + 1);
        bankRef = `sem-fitid:${createHash('sha256').update(`${what}\n${seen}`).digest('hex').slice(0, 24)}`;
      }
      // A debit the bank wrote without its minus sign is still a debit.
      const signed = trnType === 'DEBIT' && amountCents > 0 ? -amountCents : amountCents;
      lines.push({
        id: lineIdOf(`ofx\n${account}\n${bankRef}`),
        bankRef,
        ...posted,
        amountCents: signed,
        trnType,
        description,
      });
    }
  }
  return { format: 'ofx', account: [...accounts].join(', '), lines };
}

/** One CSV record per line, quotes honoured ("1.234,56" in a comma-separated file). */
function csvRecords(text: string, delimiter: string): string[][] {
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
    if (record.some((value) => value.trim() !== '')) records.push(record);
    record = [];
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

function readCsv(text: string): StatementRead | null {
  const firstLine = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const delimiter = firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
  const records = csvRecords(text, delimiter);
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
    const description = oneLine(row[descriptionColumn] ?? '');
    // Two identical lines on one day are two transactions: the occurrence tells them apart, and
    // the same file (or another export of those days) gives each the same number again.
    const what = `${postedOn}\n${amountCents}\n${description}`;
    const seen = occurrences.get(what) ?? 0;
    occurrences.set(what, seen + 1);
    const bankRef = createHash('sha256').update(`${what}\n${seen}`).digest('hex').slice(0, 32);
    lines.push({
      id: lineIdOf(`csv\n${bankRef}`),
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

const looksLikeOfx = (text: string) => /^\s*OFXHEADER\s*:/i.test(text) || /<OFX>/i.test(text.slice(0, 4096));

/** The statement in a file, or BAD_USER_INPUT on `file` saying what is wrong with it. */
export function readStatement(bytes: Uint8Array): StatementRead {
  if (bytes.length === 0)
    throw badInput('file', 'Nenhum arquivo recebido, ou o arquivo está vazio: envie o extrato no campo "file".');
  // A picture, a PDF or a zip: no statement, whatever the bytes decode to.
  if (bytes.subarray(0, 4096).includes(0)) throw notAStatement();
  const text = decodeStatement(bytes);
  const statement = looksLikeOfx(text) ? readOfx(text) : readCsv(text);
  if (!statement) throw notAStatement();
  if (statement.lines.length > STATEMENT_LINES_MAX)
    throw badInput('file', `O extrato tem mais de ${STATEMENT_LINES_MAX} lançamentos: importe um período menor.`);
  return statement;
}
