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
  },
  { timestamps: true, versionKey: false, minimize: false },
);

/** The match key of the line that stands for this donation (matched or accepted): at most one line has it. */
export const donationMatchKey = (donationId: Types.ObjectId): string => `donation:${donationId.toHexString()}`;

statementLineSchema.index({ matchKey: 1 }, { unique: true });
// The panel's lists, one status at a time, newest posting first (statements/review.ts).
statementLineSchema.index({ status: 1, postedOn: -1, _id: -1 });

export type StatementLineDocument = InferSchemaType<typeof statementLineSchema> & { _id: Types.ObjectId };

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
