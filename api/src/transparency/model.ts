import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';

import {
  EXPENSE_CATEGORY_VALUES as EXPENSE_CATEGORIES,
  type ExpenseCategoryName as ExpenseCategoryValue,
} from '../../../rules/expense.js';

/** How a person reads each category on the page and in the open data. */
export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategoryValue, string> = {
  REMEDIOS: 'Remédios',
  CONSULTAS: 'Consultas',
  TRATAMENTOS: 'Tratamentos',
  VEICULO_ADAPTADO: 'Veículo adaptado',
  OUTROS: 'Outros',
};

const versionFields = {
  /** YYYY-MM-DD, the day in Brasília. */
  date: { type: String, required: true },
  category: { type: String, enum: EXPENSE_CATEGORIES, required: true },
  description: { type: String, required: true },
  supplier: { type: String, required: true },
  amountCents: { type: Number, required: true },
};

/** An earlier version of an expense, kept when the organiser corrects it: the page shows "corrigido em". */
const expenseVersionSchema = new Schema({ ...versionFields, recordedAt: { type: Date, required: true } }, { _id: false });

/** A proof (invoice, receipt): the file lives in GridFS under the same id. */
const expenseProofSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
    uploadedAt: { type: Date, required: true },
  },
  { _id: false },
);

/**
 * One expense the organiser paid from the campaign's money. Removal keeps the document
 * (`removedAt`) so the audit trail can still show what was taken off the ledger.
 */
const expenseSchema = new Schema(
  {
    ...versionFields,
    proofs: { type: [expenseProofSchema], default: [] },
    recordedAt: { type: Date, required: true },
    correctedAt: { type: Date, default: null },
    history: { type: [expenseVersionSchema], default: [] },
    removedAt: { type: Date, default: null },
    /** Moves with every correction: a correction applies only to the version it was made from. */
    revision: { type: Number, required: true, default: 0 },
  },
  { versionKey: false, minimize: false },
);

// The public ledger: by day of the expense, newest first.
expenseSchema.index({ removedAt: 1, date: -1, _id: -1 });
// A proof's download finds its expense.
expenseSchema.index({ 'proofs._id': 1 });

export type ExpenseDocument = InferSchemaType<typeof expenseSchema> & { _id: Types.ObjectId };
export type ExpenseProofDocument = ExpenseDocument['proofs'][number];

export const expenseModel = (connection: Connection) => connection.model('Expense', expenseSchema, 'expenses');

/** A dated post by the organiser ("novidades"): on the home page, /transparencia and the Atom feed. */
const campaignUpdateSchema = new Schema(
  {
    title: { type: String, required: true },
    body: { type: String, required: true },
    publishedAt: { type: Date, required: true },
    editedAt: { type: Date, default: null },
  },
  { versionKey: false, minimize: false },
);

export type CampaignUpdateDocument = InferSchemaType<typeof campaignUpdateSchema> & { _id: Types.ObjectId };

export const campaignUpdateModel = (connection: Connection) =>
  connection.model('CampaignUpdate', campaignUpdateSchema, 'campaignUpdates');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    Expense: ReturnType<typeof expenseModel>;
    CampaignUpdate: ReturnType<typeof campaignUpdateModel>;
  }
}
