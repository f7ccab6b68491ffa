import { Types } from 'mongoose';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { rebuildLedgerLists } from './ledger-store.js';
import { publicDataChanged } from '../cache/public-cache.js';
import { objectIdOf } from '../db/ids.js';
import { checkedProof, deleteProofFile, proofBucket, readProofFile, writeProofFile } from '../images/proof-files.js';
import type { Deps } from '../deps.js';
import { AppError, badInput, isDatabaseUnavailable } from '../errors.js';
import type { Expense } from '../generated/graphql.js';
import { activeExpense, parseExpenseId, toExpense, toExpenseProof } from './expenses.js';
import type { ExpenseDocument } from './model.js';

/** Proofs per expense: an invoice and its receipts, not an album. */
export const PROOFS_PER_EXPENSE_MAX = 10;
/** What the bucket is called in MongoDB (`proofs.files`, `proofs.chunks`). */
const BUCKET_NAME = 'proofs';

const proofNotFound = () => new AppError('NOT_FOUND', 'Comprovante não encontrado.', { field: 'proofId' });
const bucketOf = (deps: Deps) => proofBucket(deps, BUCKET_NAME);

/**
 * Attaches a proof to an expense: checked and re-encoded first, so a refused file
 * stores nothing; a file whose expense went away meanwhile is deleted again.
 */
export async function attachExpenseProof(
  deps: Deps,
  actor: AdminActor,
  expenseId: unknown,
  file: Buffer | undefined,
): Promise<ReturnType<typeof toExpenseProof>> {
  const _id = parseExpenseId(expenseId, 'expenseId');
  const expense = await activeExpense(deps, _id);
  if (!file) throw badInput('file', 'Envie o comprovante no campo "file" (multipart/form-data).');
  if (expense.proofs.length >= PROOFS_PER_EXPENSE_MAX)
    throw badInput('file', `Cada despesa pode ter até ${PROOFS_PER_EXPENSE_MAX} comprovantes.`);
  const { data, contentType } = await checkedProof(file);
  const proof = { _id: new Types.ObjectId(), contentType, size: data.length, uploadedAt: deps.now() };
  await writeProofFile(bucketOf(deps), proof._id, data, { expenseId: _id, contentType });
  const attached = await deps.models.Expense.updateOne(
    { _id, removedAt: null, [`proofs.${PROOFS_PER_EXPENSE_MAX - 1}`]: { $exists: false } },
    { $push: { proofs: proof } },
  );
  if (attached.matchedCount === 0) {
    await deleteProofFile(deps, bucketOf(deps), proof._id);
    throw new AppError('CONFLICT', 'A despesa foi removida ou já tem o máximo de comprovantes. Carregue e tente de novo.', {
      field: 'expenseId',
    });
  }
  await rebuildLedgerLists(deps);
  publicDataChanged(deps, 'content');
  await recordAudit(deps, actor, {
    action: 'attachExpenseProof',
    target: _id.toHexString(),
    details: { proofId: proof._id.toHexString(), contentType, size: data.length },
  });
  return toExpenseProof(proof);
}

/** Takes a proof off an expense and deletes its file (a wrong upload must really go away). */
export async function removeExpenseProof(deps: Deps, actor: AdminActor, expenseId: unknown, proofId: unknown): Promise<Expense> {
  const _id = parseExpenseId(expenseId, 'expenseId');
  const proof = objectIdOf(proofId, 'proofId', 'Identificador de comprovante inválido.');
  const expense = await activeExpense(deps, _id);
  const stored = expense.proofs.find((candidate) => candidate._id.equals(proof));
  if (!stored) throw proofNotFound();
  // $pullAll of the stored subdocument: FerretDB v1 does not apply $pull with a condition.
  const updated = await deps.models.Expense.findOneAndUpdate(
    { _id, removedAt: null, 'proofs._id': proof },
    { $pullAll: { proofs: [stored] } },
    { returnDocument: 'after' },
  ).lean<ExpenseDocument>();
  if (!updated) throw proofNotFound();
  await deleteProofFile(deps, bucketOf(deps), proof);
  await rebuildLedgerLists(deps);
  publicDataChanged(deps, 'content');
  await recordAudit(deps, actor, {
    action: 'removeExpenseProof',
    target: _id.toHexString(),
    details: { proofId: proof.toHexString() },
  });
  return toExpense(updated);
}

export interface ProofFile {
  data: Buffer;
  contentType: string;
}

/**
 * A proof of an expense on the ledger, read whole before anything is sent, so a file
 * that cannot be read back answers 404 rather than a broken download.
 */
export async function readProof(deps: Deps, proofId: unknown): Promise<ProofFile> {
  if (typeof proofId !== 'string' || !/^[0-9a-f]{24}$/i.test(proofId)) throw proofNotFound();
  const _id = new Types.ObjectId(proofId);
  const expense = await deps.models.Expense.findOne(
    { 'proofs._id': _id, removedAt: null },
    { proofs: 1 },
  ).lean<ExpenseDocument>();
  const proof = expense?.proofs.find((candidate) => candidate._id.equals(_id));
  if (!proof) throw proofNotFound();
  try {
    return { data: await readProofFile(bucketOf(deps), _id, proof.size), contentType: proof.contentType };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    deps.logger.error({ err: error, proofId }, 'a proof file could not be read back');
    throw proofNotFound();
  }
}
