import { Schema, Types, type Connection, type InferSchemaType } from 'mongoose';

/**
 * What the organiser decided, or the import decided for them, about one line of a bank statement:
 * `matched` to a donation the site already counts, `unmatched` (a credit waiting for the
 * organiser), `accepted` (registered as an outside donation), `ignored` (with its reason).
 */
export const STATEMENT_LINE_STATUSES = ['matched', 'unmatched', 'accepted', 'ignored'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];

/**
 * One transaction of an imported statement, stored once: its _id is derived from the bank's
 * identity of the transaction (statements/parse.ts `lineIdOf`), so the same file imported twice,
 * or two statements over the same days, insert it once (the duplicate key decides, even between
 * concurrent imports). Every field exists from the insert, so no index needs to be sparse.
 */
const statementLineSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    /** The import that stored it first. */
    importId: { type: Schema.Types.ObjectId, required: true },
    /** That import's file name, to name the line to the organiser; '' for lines stored before it was kept. */
    fileName: { type: String, default: '' },
    format: { type: String, enum: ['ofx', 'csv'], required: true },
    /** "0341/0157012345" (BANKID[/BRANCHID]/ACCTID) for OFX; "csv" for a spreadsheet, which names no account. */
    account: { type: String, required: true },
    /** The bank's FITID; for a CSV line, the hash its identity was taken from. */
    bankRef: { type: String, required: true },
    /** The day the bank posted it, YYYY-MM-DD as the statement wrote it. */
    postedOn: { type: String, required: true },
    /** The posting instant: the statement's time when it has one, else noon in Brasília. */
    postedAt: { type: Date, required: true },
    /** Signed: a credit is positive, a debit negative. */
    amountCents: { type: Number, required: true },
    /** OFX TRNTYPE (CREDIT, DEBIT, XFER, ...); '' for CSV. */
    trnType: { type: String, default: '' },
    /** The bank's own words (NAME and MEMO), kept as the statement has them. */
    description: { type: String, default: '' },
    /** A PIX end-to-end id the description carries; '' when none. */
    endToEndId: { type: String, default: '' },
    status: { type: String, enum: STATEMENT_LINE_STATUSES, required: true },
    /** How a matched line was matched: 'endToEndId' or 'amountAndDay'; '' otherwise. */
    matchedBy: { type: String, default: '' },
    matchedDonationId: { type: Schema.Types.ObjectId, default: null },
    /**
     * "donation:<id>" once the line stands for a donation (matched or accepted), else "line:<own id>":
     * unique, so two lines never stand for one donation, even when two imports run at once.
     */
    matchKey: { type: String, required: true },
    acceptedDonationId: { type: Schema.Types.ObjectId, default: null },
    ignoredReason: { type: String, default: '' },
    /** 'import' when the rules ignored it (a debit, a transfer between own accounts), 'organiser' otherwise. */
    ignoredBy: { type: String, default: '' },
    /** When the organiser accepted or ignored it; null while it waits or when the import decided. */
    decidedAt: { type: Date, default: null },
    /**
     * Set on a copy: the line of an earlier file that is the same bank movement (isSameDeposit),
     * the original every copy of the deposit points to. A copy is ignored by the import and never
     * counted; null on the original and on every other line.
     */
    twinOf: { type: Schema.Types.ObjectId, default: null },
    /**
     * Credits of one day and amount are decided one at a time (stored as original, copy or match;
     * accepted): each decision takes the next turn of its day and amount, and `turnKey` is unique,
     * so two decisions made at once on the same view cannot both be written; the later one looks
     * again. 0, with turnKey "line:<own id>", for lines no decision of that kind concerns (debits).
     */
    turn: { type: Number, default: 0 },
    turnKey: { type: String, required: true },
  },
  { timestamps: true, versionKey: false, minimize: false },
);

/** The match key of the line that stands for this donation (matched or accepted): at most one line has it. */
export const donationMatchKey = (donationId: Types.ObjectId): string => `donation:${donationId.toHexString()}`;

statementLineSchema.index({ matchKey: 1 }, { unique: true });
statementLineSchema.index({ turnKey: 1 }, { unique: true });
// A credit's fellows: the lines of its day and amount, the only ones that can be the same deposit.
statementLineSchema.index({ postedOn: 1, amountCents: 1 });
// A line's copies, whose payer's name goes with the line's when the donor's data is erased.
statementLineSchema.index({ twinOf: 1 });
// The panel's lists, one status at a time, newest posting first (statements/review.ts).
statementLineSchema.index({ status: 1, postedOn: -1, _id: -1 });

export type StatementLineDocument = InferSchemaType<typeof statementLineSchema> & { _id: Types.ObjectId };

/** The turn key of a line no turn concerns: unique by the line itself. */
export const ownTurnKey = (lineId: Types.ObjectId): string => `line:${lineId.toHexString()}`;
/** The key of one decision among the credits of a day and amount (see `turn`). */
export const turnKeyOf = (postedOn: string, amountCents: number, turn: number): string =>
  `turn:${postedOn}:${amountCents}:${turn}`;

/**
 * Lines stored before turns existed get their own turn key, so the unique index can be built (FerretDB
 * v1 has no partial index). Called before the indexes are built (app/indexes.ts); a no-op once done.
 */
export async function backfillTurnKeys(StatementLine: ReturnType<typeof statementLineModel>): Promise<number> {
  const missing = await StatementLine.find({ turnKey: { $exists: false } }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
  for (const line of missing)
    await StatementLine.updateOne({ _id: line._id }, { $set: { turn: 0, turnKey: ownTurnKey(line._id) } });
  return missing.length;
}

/** What decides whether two lines are one bank movement: what every statement says of a line. */
export type DepositFacts = Pick<
  StatementLineDocument,
  'format' | 'account' | 'bankRef' | 'postedOn' | 'amountCents' | 'description' | 'endToEndId'
>;

const wordsOf = (text: string): Set<string> =>
  new Set(
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .split(/[^0-9A-Z]+/)
      .filter(Boolean),
  );
/** A text's words, sorted, as one string: two texts with the same words say the same. */
export const depositWordsOf = (text: string): string => [...wordsOf(text)].sort().join(' ');
const within = (some: Set<string>, all: Set<string>) => [...some].every((word) => all.has(word));

/** The payer as banks write it, after "PIX RECEBIDO - " or "REM: "; '' when the text names no one. */
export function payerOf(description: string): string {
  const named = /(?:\bREM(?:ETENTE)?:|\s-\s)\s*([^-:]+)$/i.exec(description)?.[1]?.trim() ?? '';
  return /^[\p{L} .']{3,80}$/u.test(named) ? named : '';
}

/** An OFX FITID, the bank's own id of the movement; a CSV (and an OFX line without FITID) has none. */
export const bankIdOf = (line: Pick<DepositFacts, 'format' | 'bankRef'>): string =>
  line.format === 'ofx' && !line.bankRef.startsWith('sem-fitid:') ? line.bankRef : '';

/**
 * Two lines of different files are one bank movement (the same deposit, exported twice) when they
 * were posted the same day with the same amount, in the same account (a CSV names none, so it
 * fits any), and nothing they both say tells them apart:
 * - two PIX end-to-end ids, or two FITIDs of one account, that differ are two movements (the same
 *   FITID with another amount or text, which banks reuse, is told apart by the text);
 * - the bank's texts, compared word by word without accents, case or punctuation, must have one
 *   within the other ("PIX RECEBIDO" and "PIX RECEBIDO - FULANO DE TAL"), or the payer one names
 *   within the other's text; a line whose text was erased says nothing against it.
 * Two equal lines of ONE file are two movements: the import never pairs them (statements/import.ts).
 */
export function isSameDeposit(a: DepositFacts, b: DepositFacts): boolean {
  if (a.postedOn !== b.postedOn || a.amountCents !== b.amountCents) return false;
  if (a.account !== b.account && a.format !== 'csv' && b.format !== 'csv') return false;
  if (a.endToEndId && b.endToEndId) return a.endToEndId === b.endToEndId;
  if (a.format === 'ofx' && b.format === 'ofx' && bankIdOf(a) && bankIdOf(b) && bankIdOf(a) !== bankIdOf(b)) return false;
  const [wordsA, wordsB] = [wordsOf(a.description), wordsOf(b.description)];
  if (wordsA.size === 0 || wordsB.size === 0 || within(wordsA, wordsB) || within(wordsB, wordsA)) return true;
  const [payerA, payerB] = [wordsOf(payerOf(a.description)), wordsOf(payerOf(b.description))];
  return (payerA.size > 0 && within(payerA, wordsB)) || (payerB.size > 0 && within(payerB, wordsA));
}

/** What one import found: every upload is kept, with its summary, even when it added nothing. */
const statementImportSchema = new Schema(
  {
    at: { type: Date, required: true },
    fileName: { type: String, default: '' },
    format: { type: String, enum: ['ofx', 'csv'], required: true },
    account: { type: String, required: true },
    /** The first and last posting days of the file's lines, YYYY-MM-DD; '' for a file with none. */
    firstDay: { type: String, default: '' },
    lastDay: { type: String, default: '' },
    credits: { type: Number, required: true },
    debits: { type: Number, required: true },
    inserted: { type: Number, required: true },
    alreadyImported: { type: Number, required: true },
    matched: { type: Number, required: true },
    unmatched: { type: Number, required: true },
    ignored: { type: Number, required: true },
    /**
     * Lines stored now that another file had already brought (the same deposit in another format or
     * export): stored as ignored copies, never counted. Apart from matched, unmatched and ignored, so
     * inserted = matched + unmatched + ignored + copies. 0 on imports made before copies were told.
     */
    copies: { type: Number, default: 0 },
  },
  { versionKey: false, minimize: false },
);

export type StatementImportDocument = InferSchemaType<typeof statementImportSchema> & { _id: Types.ObjectId };

export const statementLineModel = (connection: Connection) =>
  connection.model('StatementLine', statementLineSchema, 'statementLines');
export const statementImportModel = (connection: Connection) =>
  connection.model('StatementImport', statementImportSchema, 'statementImports');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    StatementLine: ReturnType<typeof statementLineModel>;
    StatementImport: ReturnType<typeof statementImportModel>;
  }
}
