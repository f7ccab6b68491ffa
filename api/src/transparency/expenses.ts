import { Types } from 'mongoose';
import { publicDataChanged } from '../cache/public-cache.js';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { ADMIN_PAGE, afterIdOf, pageNewestFirst, pageSizeOf } from '../db/pagination.js';
import { objectIdOf } from '../db/ids.js';
import type { Deps } from '../deps.js';
import { AppError, badInputOf } from '../errors.js';
import type { Expense, ExpenseConnection, ExpenseInput } from '../generated/graphql.js';
import { checkExpenseInput, type ExpenseValues } from '../../../rules/expense.js';
import { centsToReais } from '../../../rules/money.js';
import type { ExpenseDocument, ExpenseProofDocument } from './model.js';
import { rebuildLedgerLists } from './ledger-store.js';

/** Where anyone opens a proof: the page, the open data and the organiser's panel link here. */
export const proofUrl = (proofId: Types.ObjectId | string) =>
  `/api/transparency/proofs/${typeof proofId === 'string' ? proofId : proofId.toHexString()}`;

export const parseExpenseId = (id: unknown, field = 'id'): Types.ObjectId =>
  objectIdOf(id, field, 'Identificador de despesa inválido.');

const expenseNotFound = (field = 'id') => new AppError('NOT_FOUND', 'Despesa não encontrada.', { field });

function valuesOf(deps: Deps, input: ExpenseInput): ExpenseValues {
  const checked = checkExpenseInput({ ...input }, deps.now());
  if (!checked.ok) throw badInputOf(checked.errors);
  return checked.value;
}

export const toExpenseProof = (proof: Pick<ExpenseProofDocument, '_id' | 'contentType' | 'size'>) => ({
  id: proof._id.toHexString(),
  url: proofUrl(proof._id),
  contentType: proof.contentType,
  size: proof.size,
});

/**
 * An expense's former versions, oldest first, as the organiser's panel (GraphQL) and the open
 * data (open-data.ts) show them: the amount in reais, when each was recorded in ISO 8601 text,
 * which the GraphQL DateTime also takes.
 */
export const expenseHistory = ({ history }: Pick<ExpenseDocument, 'history'>) =>
  history.map((version) => ({
    date: version.date,
    category: version.category,
    description: version.description,
    supplier: version.supplier,
    amount: centsToReais(version.amountCents),
    recordedAt: version.recordedAt.toISOString(),
  }));

export function toExpense(expense: ExpenseDocument): Expense {
  return {
    id: expense._id.toHexString(),
    date: expense.date,
    category: expense.category,
    description: expense.description,
    supplier: expense.supplier,
    amount: centsToReais(expense.amountCents),
    proofs: expense.proofs.map(toExpenseProof),
    recordedAt: expense.recordedAt,
    correctedAt: expense.correctedAt ?? null,
    history: expenseHistory(expense),
  };
}

/** What changed, for the audit trail: the values, never a file. */
const auditValues = (values: ExpenseValues) => ({ ...values, amount: centsToReais(values.amountCents), amountCents: undefined });

export async function recordExpense(deps: Deps, actor: AdminActor, input: ExpenseInput): Promise<Expense> {
  const values = valuesOf(deps, input);
  const expense = await deps.models.Expense.create({ ...values, recordedAt: deps.now() });
  await rebuildLedgerLists(deps);
  publicDataChanged(deps, 'content');
  await recordAudit(deps, actor, { action: 'recordExpense', target: expense._id.toHexString(), details: auditValues(values) });
  return toExpense(expense.toObject() as ExpenseDocument);
}

/**
 * Replaces an expense's values and keeps the former version in its history. The update
 * is guarded by the version read, so two corrections at once cannot lose one.
 */
export async function correctExpense(deps: Deps, actor: AdminActor, id: unknown, input: ExpenseInput): Promise<Expense> {
  const _id = parseExpenseId(id);
  const values = valuesOf(deps, input);
  const current = await deps.models.Expense.findOne({ _id, removedAt: null }).lean<ExpenseDocument>();
  if (!current) throw expenseNotFound();
  const former = {
    date: current.date,
    category: current.category,
    description: current.description,
    supplier: current.supplier,
    amountCents: current.amountCents,
    recordedAt: current.correctedAt ?? current.recordedAt,
  };
  const corrected = await deps.models.Expense.findOneAndUpdate(
    { _id, removedAt: null, revision: current.revision },
    { $set: { ...values, correctedAt: deps.now() }, $push: { history: former }, $inc: { revision: 1 } },
    { returnDocument: 'after' },
  ).lean<ExpenseDocument>();
  if (!corrected)
    throw new AppError('CONFLICT', 'A despesa foi alterada por outra pessoa enquanto você editava. Carregue e tente de novo.');
  await rebuildLedgerLists(deps);
  publicDataChanged(deps, 'content');
  await recordAudit(deps, actor, {
    action: 'correctExpense',
    target: _id.toHexString(),
    details: { before: auditValues(former), after: auditValues(values) },
  });
  return toExpense(corrected);
}

/** Takes an expense off the ledger; the document stays for the audit trail, its proofs stop being served. */
export async function removeExpense(deps: Deps, actor: AdminActor, id: unknown): Promise<string> {
  const _id = parseExpenseId(id);
  const removed = await deps.models.Expense.findOneAndUpdate(
    { _id, removedAt: null },
    { $set: { removedAt: deps.now() } },
    { returnDocument: 'after' },
  ).lean<ExpenseDocument>();
  if (!removed) throw expenseNotFound();
  await rebuildLedgerLists(deps);
  publicDataChanged(deps, 'content');
  await recordAudit(deps, actor, {
    action: 'removeExpense',
    target: _id.toHexString(),
    details: { ...auditValues(removed), proofs: removed.proofs.map((proof) => proof._id.toHexString()) },
  });
  return _id.toHexString();
}

export async function listExpenses(
  deps: Deps,
  args: { first?: number | null; after?: string | null },
): Promise<ExpenseConnection> {
  const { page, pageInfo } = await pageNewestFirst<ExpenseDocument>(
    deps.models.Expense,
    { removedAt: null },
    pageSizeOf(args.first, ADMIN_PAGE),
    afterIdOf(args.after),
  );
  return { nodes: page.map(toExpense), pageInfo };
}

/** An expense the organiser can still change, or NOT_FOUND on `field`. */
export async function activeExpense(deps: Deps, _id: Types.ObjectId, field = 'expenseId'): Promise<ExpenseDocument> {
  const expense = await deps.models.Expense.findOne({ _id, removedAt: null }).lean<ExpenseDocument>();
  if (!expense) throw expenseNotFound(field);
  return expense;
}
