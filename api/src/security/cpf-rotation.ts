import { decryptCpf, encryptCpf } from '../crypto/cpf.js';
import type { Deps } from '../deps.js';

export interface CpfRotationResult {
  /** Re-encrypted from the previous key to the current one. */
  reencrypted: number;
  /** Already under the current key (a second run, or written by an updated instance). */
  alreadyCurrent: number;
  /** Readable with neither key: left untouched and listed for the operator. */
  unreadableIds: string[];
}

/**
 * Moves every stored CPF from the previous key to the current one. Each value is
 * replaced with a conditional update on its old ciphertext, so running it again, or
 * while instances still write with the old key, is harmless: run it until it reports
 * nothing left to re-encrypt.
 */
export async function reencryptCpfs(deps: Deps, previousKey: Buffer, currentKey: Buffer): Promise<CpfRotationResult> {
  const result: CpfRotationResult = { reencrypted: 0, alreadyCurrent: 0, unreadableIds: [] };
  const cursor = deps.models.Donation.find({ cpfEncrypted: { $gt: '' } }, { cpfEncrypted: 1 })
    .lean()
    .cursor();
  for await (const donation of cursor) {
    const stored = donation.cpfEncrypted;
    try {
      decryptCpf(stored, currentKey);
      result.alreadyCurrent++;
      continue;
    } catch {
      // Not under the current key: try the previous one.
    }
    let cpf: string;
    try {
      cpf = decryptCpf(stored, previousKey);
    } catch {
      result.unreadableIds.push(String(donation._id));
      continue;
    }
    const updated = await deps.models.Donation.updateOne(
      { _id: donation._id, cpfEncrypted: stored },
      { $set: { cpfEncrypted: encryptCpf(cpf, currentKey) } },
    );
    if (updated.modifiedCount === 1) result.reencrypted++;
  }
  return result;
}
