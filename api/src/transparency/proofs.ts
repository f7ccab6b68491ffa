import mongoose, { Types } from 'mongoose';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { rebuildLedgerLists } from './ledger-store.js';
import { publicDataChanged } from '../cache/public-cache.js';
import { objectIdOf } from '../db/ids.js';
import { detectType, encoded, openPicture, PICTURE_TYPES, type PictureType } from '../images/decode.js';
import type { Deps } from '../deps.js';
import { AppError, badInput, isDatabaseUnavailable } from '../errors.js';
import type { Expense } from '../generated/graphql.js';
import { activeExpense, parseExpenseId, toExpense, toExpenseProof } from './expenses.js';
import type { ExpenseDocument } from './model.js';

/** Proofs per expense: an invoice and its receipts, not an album. */
export const PROOFS_PER_EXPENSE_MAX = 10;
/** Longest side of a stored image: a receipt stays legible and a phone downloads less. */
const IMAGE_MAX_SIDE = 2400;
/** What the bucket is called in MongoDB (`proofs.files`, `proofs.chunks`). */
const BUCKET_NAME = 'proofs';

/** What the content says the file is (never its name): the only kinds accepted. */
const ACCEPTED_TYPES = ['application/pdf', ...PICTURE_TYPES] as const;
type ProofType = (typeof ACCEPTED_TYPES)[number];

const unacceptedType = () => badInput('file', 'Tipo de arquivo não aceito: envie um PDF ou uma foto em JPEG, PNG ou WebP.');
const proofNotFound = () => new AppError('NOT_FOUND', 'Comprovante não encontrado.', { field: 'proofId' });

function bucketOf(deps: Deps): mongoose.mongo.GridFSBucket {
  return new mongoose.mongo.GridFSBucket(deps.models.Expense.db.db!, { bucketName: BUCKET_NAME });
}

/** An image decoded and encoded again in its own format (images/decode.ts): only the pixels survive. */
async function reencodeImage(buffer: Buffer, type: PictureType): Promise<Buffer> {
  const { image } = await openPicture(buffer);
  const resized = image.resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  return encoded(() => {
    if (type === 'image/jpeg') return resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    if (type === 'image/png') return resized.png({ compressionLevel: 9 }).toBuffer();
    return resized.webp({ quality: 85 }).toBuffer();
  });
}

/** The file as it will be stored and served, or BAD_USER_INPUT: type by content, images re-encoded. */
async function checkedProof(buffer: Buffer): Promise<{ data: Buffer; contentType: ProofType }> {
  const contentType = await detectType(buffer, ACCEPTED_TYPES);
  if (!contentType) throw unacceptedType();
  if (contentType === 'application/pdf') return { data: buffer, contentType };
  return { data: await reencodeImage(buffer, contentType), contentType };
}

function writeFile(deps: Deps, _id: Types.ObjectId, data: Buffer, metadata: Record<string, unknown>): Promise<void> {
  return new Promise((resolve, reject) => {
    const upload = bucketOf(deps).openUploadStreamWithId(_id, _id.toHexString(), { metadata });
    upload.once('error', reject);
    upload.once('finish', () => resolve());
    upload.end(data);
  });
}

async function deleteFile(deps: Deps, _id: Types.ObjectId): Promise<void> {
  await bucketOf(deps)
    .delete(_id)
    .catch((error: unknown) => deps.logger.warn({ err: error, proofId: _id.toHexString() }, 'could not delete a proof file'));
}

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
  await writeFile(deps, proof._id, data, { expenseId: _id, contentType });
  const attached = await deps.models.Expense.updateOne(
    { _id, removedAt: null, [`proofs.${PROOFS_PER_EXPENSE_MAX - 1}`]: { $exists: false } },
    { $push: { proofs: proof } },
  );
  if (attached.matchedCount === 0) {
    await deleteFile(deps, proof._id);
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
  await deleteFile(deps, proof);
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
    const chunks: Buffer[] = [];
    for await (const chunk of bucketOf(deps).openDownloadStream(_id)) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    if (data.length !== proof.size) throw new Error(`proof ${proofId}: ${data.length} bytes read, ${proof.size} stored`);
    return { data, contentType: proof.contentType };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    deps.logger.error({ err: error, proofId }, 'a proof file could not be read back');
    throw proofNotFound();
  }
}
