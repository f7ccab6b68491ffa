import { Types } from 'mongoose';
import { recordAudit, type AdminActor } from '../audit/service.js';
import { objectIdOf } from '../db/ids.js';
import type { Deps } from '../deps.js';
import { AppError, badInput, isDatabaseUnavailable } from '../errors.js';
import { checkedProof, deleteProofFile, proofBucket, readProofFile, writeProofFile } from '../images/proof-files.js';
import type { DonationDocument } from './model.js';
import { parseDonationId } from './service.js';

/**
 * The proofs of a registered donation (a photo of the envelope, a transfer's receipt): private,
 * since a donor's name, account or CPF is often on them. Kept in their own bucket and served to
 * the panel only (`GET /api/admin/donations/:id/proofs/:proofId`, with the organiser's sign-in);
 * the ledger says only that the organisation holds them.
 */

/** Proofs per entry: a receipt and its photos, not an album. */
export const PROOFS_PER_OUTSIDE_DONATION_MAX = 5;
const BUCKET_NAME = 'donationProofs';

const bucketOf = (deps: Deps) => proofBucket(deps, BUCKET_NAME);
const proofNotFound = () => new AppError('NOT_FOUND', 'Comprovante não encontrado.', { field: 'proofId' });

export const outsideProofUrlOf = (donationId: Types.ObjectId, proofId: Types.ObjectId) =>
  `/api/admin/donations/${donationId.toHexString()}/proofs/${proofId.toHexString()}`;

export function toOutsideProof(
  donationId: Types.ObjectId,
  proof: { _id: Types.ObjectId; contentType: string; size: number },
): { id: string; url: string; contentType: string; size: number } {
  return {
    id: proof._id.toHexString(),
    url: outsideProofUrlOf(donationId, proof._id),
    contentType: proof.contentType,
    size: proof.size,
  };
}

/** Attaches a proof: checked and re-encoded first, so a refused file stores nothing. Audited. */
export async function attachOutsideProof(
  deps: Deps,
  actor: AdminActor,
  donationId: unknown,
  file: Buffer | undefined,
): Promise<ReturnType<typeof toOutsideProof>> {
  const _id = parseDonationId(donationId, 'donationId');
  const donation = await deps.models.Donation.findById(_id, { origin: 1, outside: 1 }).lean<DonationDocument>();
  if (!donation) throw new AppError('NOT_FOUND', 'Doação não encontrada.', { field: 'donationId' });
  if (donation.origin !== 'registered' || !donation.outside)
    throw new AppError('CONFLICT', 'Só uma doação registrada pela organização recebe comprovante aqui.', { field: 'donationId' });
  if (!file) throw badInput('file', 'Envie o comprovante no campo "file" (multipart/form-data).');
  if (donation.outside.proofs.length >= PROOFS_PER_OUTSIDE_DONATION_MAX)
    throw badInput('file', `Cada entrada pode ter até ${PROOFS_PER_OUTSIDE_DONATION_MAX} comprovantes.`);
  const { data, contentType } = await checkedProof(file);
  const proof = { _id: new Types.ObjectId(), contentType, size: data.length, uploadedAt: deps.now() };
  await writeProofFile(bucketOf(deps), proof._id, data, { donationId: _id, contentType });
  const attached = await deps.models.Donation.updateOne(
    { _id, origin: 'registered', [`outside.proofs.${PROOFS_PER_OUTSIDE_DONATION_MAX - 1}`]: { $exists: false } },
    { $push: { 'outside.proofs': proof } },
  );
  if (attached.matchedCount === 0) {
    await deleteProofFile(deps, bucketOf(deps), proof._id);
    throw badInput('file', `Cada entrada pode ter até ${PROOFS_PER_OUTSIDE_DONATION_MAX} comprovantes.`);
  }
  await recordAudit(deps, actor, {
    action: 'attachOutsideProof',
    target: _id.toHexString(),
    details: { proofId: proof._id.toHexString(), contentType, size: data.length },
  });
  return toOutsideProof(_id, proof);
}

/** A proof of a registered donation, read whole before anything is sent (a file that cannot be read back is a 404). */
export async function readOutsideProof(
  deps: Deps,
  donationId: unknown,
  proofId: unknown,
): Promise<{ data: Buffer; contentType: string }> {
  const _id = parseDonationId(donationId, 'donationId');
  const proof = objectIdOf(proofId, 'proofId', 'Identificador de comprovante inválido.');
  const donation = await deps.models.Donation.findById(_id, { outside: 1 }).lean<DonationDocument>();
  const stored = donation?.outside?.proofs.find((candidate) => candidate._id.equals(proof));
  if (!stored) throw proofNotFound();
  try {
    return { data: await readProofFile(bucketOf(deps), proof, stored.size), contentType: stored.contentType };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    deps.logger.error({ err: error, proofId: proof.toHexString() }, 'a donation proof file could not be read back');
    throw proofNotFound();
  }
}

/**
 * An erased donor's traces in what the organisation recorded of their registered donation:
 * the note (an accepted statement line's is the bank's description, with the payer's name)
 * and the proofs, which often show a name, an account or a CPF. Amount, day and method stay,
 * for the books. The files go first: a stop half-way leaves a reference to nothing, never a
 * file that nothing names. Repeating it changes nothing.
 */
export async function forgetOutsideDonor(deps: Deps, donation: Pick<DonationDocument, '_id' | 'outside'>): Promise<void> {
  const { outside } = donation;
  if (!outside || (!outside.note && outside.proofs.length === 0)) return;
  for (const proof of outside.proofs) await deleteProofFile(deps, bucketOf(deps), proof._id);
  await deps.models.Donation.updateOne(
    { _id: donation._id, outside: { $ne: null } },
    { $set: { 'outside.note': '', 'outside.proofs': [] } },
  );
}
