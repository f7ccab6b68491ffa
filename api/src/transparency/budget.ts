import { Types } from 'mongoose';
import { checkBudgetInput, type BudgetLineValues } from '../../../rules/budget.js';
import { EXPENSE_CATEGORY_VALUES, type ExpenseCategoryName } from '../../../rules/expense.js';
import { centsToReais } from '../../../rules/money.js';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { publicDataChanged, publicRead } from '../cache/public-cache.js';
import { writeLedgerBudget } from '../campaign/ledger.js';
import { CAMPAIGN_ID } from '../campaign/model.js';
import type { Deps } from '../deps.js';
import { AppError, badInput, badInputOf, isDatabaseUnavailable } from '../errors.js';
import type { Budget as BudgetView, BudgetLineInput } from '../generated/graphql.js';
import { checkedProof, deleteProofFile, proofBucket, readProofFile, writeProofFile } from '../images/proof-files.js';
import type { ExpenseDocument } from './model.js';
import type { ProofFile } from './proofs.js';

/**
 * The campaign's planned budget (issue 50): one line per expense category (amount, what it
 * pays for, an optional proof such as a quote), shown against what the expenses of that
 * category add up to. Kept in the campaign document beside the ledger's lists
 * (`ledger.budget`), so /transparencia and the open data read it with the document they
 * already read: no extra round trip. Expenses of a category with no line are shown apart,
 * as "fora do orçamento", never hidden.
 */

export interface StoredBudgetProof {
  _id: Types.ObjectId;
  contentType: string;
  size: number;
  uploadedAt: Date;
}

export interface StoredBudgetLine extends BudgetLineValues {
  proof: StoredBudgetProof | null;
}

export interface StoredBudget {
  lines: StoredBudgetLine[];
  /** Moves on every write: a write applies only over the budget it was computed from. */
  rev: number;
  updatedAt: Date;
}

/** Proofs of the budget share the expenses' bucket (and its checks); each is found through its line. */
const bucketOf = (deps: Deps) => proofBucket(deps, 'proofs');

/** Where anyone opens a budget line's proof. */
export const budgetProofUrl = (proofId: Types.ObjectId) => `/api/transparency/budget/proofs/${proofId.toHexString()}`;

const budgetProofNotFound = () => new AppError('NOT_FOUND', 'Comprovante não encontrado.', { field: 'proofId' });
const conflict = () =>
  new AppError('CONFLICT', 'O orçamento foi alterado por outra pessoa enquanto você editava. Carregue e tente de novo.');

export async function readStoredBudget(deps: Deps): Promise<StoredBudget | null> {
  const doc = await deps.models.Campaign.findById(CAMPAIGN_ID, { 'ledger.budget': 1 }).lean();
  return (doc?.ledger as { budget?: StoredBudget } | undefined)?.budget ?? null;
}

/** Over the budget read: a change made meanwhile by someone else is never silently replaced. */
async function writeBudget(deps: Deps, current: StoredBudget | null, lines: StoredBudgetLine[]): Promise<void> {
  const next: StoredBudget = { lines, rev: (current?.rev ?? 0) + 1, updatedAt: deps.now() };
  if (!(await writeLedgerBudget(deps, current?.rev, next))) throw conflict();
  publicDataChanged(deps, 'content');
}

/** A line as the audit trail keeps it: values in reais, the proof by id, never a file. */
const auditLine = (line: StoredBudgetLine) => ({
  category: line.category,
  amount: centsToReais(line.amountCents),
  description: line.description,
  proofId: line.proof?._id.toHexString() ?? null,
});

/**
 * Replaces the budget with the lines sent (an empty list takes it off the site). A line whose
 * category stays keeps its proof; the proofs of lines taken out are deleted after the write.
 */
export async function setBudget(deps: Deps, actor: AdminActor, input: readonly BudgetLineInput[]): Promise<BudgetView | null> {
  const checked = checkBudgetInput(input.map((line) => ({ ...line })));
  if (!checked.ok) throw badInputOf(checked.errors);
  const current = await readStoredBudget(deps);
  const proofOf = (category: string) => current?.lines.find((line) => line.category === category)?.proof ?? null;
  const lines = checked.value.map((line) => ({ ...line, proof: proofOf(line.category) }));
  await writeBudget(deps, current, lines);
  const dropped = (current?.lines ?? []).filter((line) => line.proof && !lines.some((kept) => kept.category === line.category));
  for (const line of dropped) await deleteProofFile(deps, bucketOf(deps), line.proof!._id);
  await recordAudit(deps, actor, {
    action: 'setBudget',
    target: 'budget',
    details: { before: (current?.lines ?? []).map(auditLine), after: lines.map(auditLine) },
  });
  return loadBudgetView(deps);
}

function categoryOf(value: unknown): ExpenseCategoryName {
  if (!EXPENSE_CATEGORY_VALUES.includes(value as ExpenseCategoryName))
    throw badInput('category', 'Categoria desconhecida: use remédios, consultas, tratamentos, veículo adaptado ou outros.');
  return value as ExpenseCategoryName;
}

function lineOf(budget: StoredBudget | null, category: ExpenseCategoryName): StoredBudgetLine {
  const line = budget?.lines.find((candidate) => candidate.category === category);
  if (!line)
    throw new AppError('NOT_FOUND', 'Esta categoria não está no orçamento: salve o orçamento com ela antes de anexar.', {
      field: 'category',
    });
  return line;
}

/**
 * Attaches a proof (a quote, a prescription) to a budget line, replacing the one it had:
 * checked and re-encoded first as an expense's is, so a refused file stores nothing; a file
 * whose budget changed meanwhile is deleted again.
 */
export async function attachBudgetProof(deps: Deps, actor: AdminActor, category: unknown, file: Buffer | undefined) {
  const which = categoryOf(category);
  const current = await readStoredBudget(deps);
  const line = lineOf(current, which);
  if (!file) throw badInput('file', 'Envie o comprovante no campo "file" (multipart/form-data).');
  const { data, contentType } = await checkedProof(file);
  const proof: StoredBudgetProof = { _id: new Types.ObjectId(), contentType, size: data.length, uploadedAt: deps.now() };
  await writeProofFile(bucketOf(deps), proof._id, data, { budgetCategory: which, contentType });
  try {
    await writeBudget(
      deps,
      current,
      current!.lines.map((candidate) => (candidate.category === which ? { ...candidate, proof } : candidate)),
    );
  } catch (error) {
    await deleteProofFile(deps, bucketOf(deps), proof._id);
    throw error;
  }
  if (line.proof) await deleteProofFile(deps, bucketOf(deps), line.proof._id);
  await recordAudit(deps, actor, {
    action: 'attachBudgetProof',
    target: 'budget',
    details: { category: which, proofId: proof._id.toHexString(), replaced: line.proof?._id.toHexString() ?? null, contentType },
  });
  return { proof: proofView(proof) };
}

/** Takes the proof off a budget line and deletes its file. */
export async function removeBudgetProof(deps: Deps, actor: AdminActor, category: unknown): Promise<BudgetView | null> {
  const which = categoryOf(category);
  const current = await readStoredBudget(deps);
  const line = lineOf(current, which);
  if (!line.proof) throw budgetProofNotFound();
  await writeBudget(
    deps,
    current,
    current!.lines.map((candidate) => (candidate.category === which ? { ...candidate, proof: null } : candidate)),
  );
  await deleteProofFile(deps, bucketOf(deps), line.proof._id);
  await recordAudit(deps, actor, {
    action: 'removeBudgetProof',
    target: 'budget',
    details: { category: which, proofId: line.proof._id.toHexString() },
  });
  return loadBudgetView(deps);
}

/** A budget line's proof, read whole before anything is sent; only a proof of a current line is served. */
export async function readBudgetProof(deps: Deps, proofId: unknown): Promise<ProofFile> {
  if (typeof proofId !== 'string' || !/^[0-9a-f]{24}$/i.test(proofId)) throw budgetProofNotFound();
  const _id = new Types.ObjectId(proofId);
  const proof = (await readStoredBudget(deps))?.lines.find((line) => line.proof?._id.equals(_id))?.proof;
  if (!proof) throw budgetProofNotFound();
  try {
    return { data: await readProofFile(bucketOf(deps), _id, proof.size), contentType: proof.contentType };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    deps.logger.error({ err: error, proofId }, 'a budget proof file could not be read back');
    throw budgetProofNotFound();
  }
}

const proofView = (proof: StoredBudgetProof) => ({
  id: proof._id.toHexString(),
  url: budgetProofUrl(proof._id),
  contentType: proof.contentType,
  size: proof.size,
});

/** Planned, spent and remaining, in cents: what the page, the open data and the API all show. */
export interface BudgetFigures {
  lines: (StoredBudgetLine & { spentCents: number; remainingCents: number })[];
  /** Categories with expenses and no line: spent outside the plan ("fora do orçamento"). */
  unplanned: { category: ExpenseCategoryName; spentCents: number }[];
  plannedCents: number;
  /** Every expense, planned or not. */
  spentCents: number;
  /** planned − spent (all of it): negative when more was spent than planned. */
  remainingCents: number;
  updatedAt: Date;
}

/** The budget against the expenses on the ledger; null while no budget is published. */
export function budgetFigures(
  budget: StoredBudget | null | undefined,
  expenses: readonly Pick<ExpenseDocument, 'category' | 'amountCents'>[],
): BudgetFigures | null {
  if (!budget?.lines.length) return null;
  const spent = new Map<string, number>();
  for (const expense of expenses) spent.set(expense.category, (spent.get(expense.category) ?? 0) + expense.amountCents);
  const lines = budget.lines.map((line) => {
    const spentCents = spent.get(line.category) ?? 0;
    return { ...line, spentCents, remainingCents: line.amountCents - spentCents };
  });
  const unplanned = EXPENSE_CATEGORY_VALUES.filter(
    (category) => spent.has(category) && !budget.lines.some((line) => line.category === category),
  ).map((category) => ({ category, spentCents: spent.get(category)! }));
  const plannedCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const spentCents = expenses.reduce((sum, expense) => sum + expense.amountCents, 0);
  return { lines, unplanned, plannedCents, spentCents, remainingCents: plannedCents - spentCents, updatedAt: budget.updatedAt };
}

/** The figures as the API writes money: reais strings, two decimals. */
export function budgetJson(figures: BudgetFigures, baseUrl = '') {
  return {
    lines: figures.lines.map((line) => ({
      category: line.category,
      description: line.description,
      planned: centsToReais(line.amountCents),
      spent: centsToReais(line.spentCents),
      remaining: centsToReais(line.remainingCents),
      proof: line.proof ? { ...proofView(line.proof), url: `${baseUrl}${budgetProofUrl(line.proof._id)}` } : null,
    })),
    unplanned: figures.unplanned.map((line) => ({ category: line.category, spent: centsToReais(line.spentCents) })),
    planned: centsToReais(figures.plannedCents),
    spent: centsToReais(figures.spentCents),
    remaining: centsToReais(figures.remainingCents),
    updatedAt: figures.updatedAt.toISOString(),
  };
}

/**
 * The budget against the ledger's expenses, as the API shows it; null while none is published.
 * One find of the campaign document's budget and expenses (never the ledger's page of donations):
 * the home page's state reads it on every rebuild.
 */
async function loadBudgetView(deps: Deps): Promise<BudgetView | null> {
  const doc = await deps.models.Campaign.findById(CAMPAIGN_ID, { 'ledger.budget': 1, 'ledger.expenses': 1 }).lean();
  const ledger = doc?.ledger as { budget?: StoredBudget; expenses?: ExpenseDocument[] } | undefined;
  const figures = budgetFigures(ledger?.budget, ledger?.expenses ?? []);
  return figures && budgetJson(figures);
}

/** The public `budget` query: from the public cache, as the rest of the page state. */
export const readBudgetView = (deps: Deps) => publicRead(deps, 'budget', () => loadBudgetView(deps));
