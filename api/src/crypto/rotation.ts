import type { Model } from 'mongoose';
import type { Deps } from '../deps.js';
import { decryptWith, encryptWith, isUnderCurrentMaster } from './encryption.js';
import { keyringOf, type KeyPurpose } from './keys.js';

/** Every stored ciphertext, by collection and field, with the purpose it was encrypted for. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every collection is rotated the same way
type AnyModel = Model<any>;

function encryptedFieldsOf(deps: Deps): Array<{ name: string; model: AnyModel; field: string; purpose: KeyPurpose }> {
  const { Donation, PixIssue, Receipt, Recurrence } = deps.models;
  // pixIssues: written by earlier versions only, its ciphertexts rotate with the rest.
  return [
    { name: 'pixIssues.donorLinkTokenEncrypted', model: PixIssue, field: 'donorLinkTokenEncrypted', purpose: 'donorLinkToken' },
    { name: 'donations.cpfEncrypted', model: Donation, field: 'cpfEncrypted', purpose: 'cpfAtRest' },
    { name: 'donations.donorLinkTokenEncrypted', model: Donation, field: 'donorLinkTokenEncrypted', purpose: 'donorLinkToken' },
    { name: 'receipts.cpfEncrypted', model: Receipt, field: 'cpfEncrypted', purpose: 'receiptData' },
    { name: 'recurrences.cpfEncrypted', model: Recurrence, field: 'cpfEncrypted', purpose: 'cpfAtRest' },
    {
      name: 'recurrences.donorLinkTokenEncrypted',
      model: Recurrence,
      field: 'donorLinkTokenEncrypted',
      purpose: 'donorLinkToken',
    },
  ];
}

export interface FieldRotationResult {
  /** Collection and field, e.g. "receipts.cpfEncrypted". */
  field: string;
  /** Rewritten under the current master (from the previous one, or from the legacy format). */
  reencrypted: number;
  /** Already under the current master (a second run, or written by an instance already configured). */
  alreadyCurrent: number;
  /** Changed by someone else between the read and the write (erased, rewritten): left as they made it. */
  changedMeanwhile: number;
  /** Readable under neither master: left untouched, listed by _id for the operator. */
  unreadableIds: string[];
}

export interface KeyRotationResult {
  fields: FieldRotationResult[];
  /** Nothing left under the previous master or the legacy format: CPF_ENCRYPTION_KEY_PREVIOUS may go. */
  complete: boolean;
}

/**
 * Moves every ciphertext the master protects to the current master (CPF_ENCRYPTION_KEY),
 * reading it under the current or the previous one (CPF_ENCRYPTION_KEY_PREVIOUS).
 *
 * Safe while instances run and safe to repeat: each value is replaced by a single-document
 * update conditional on the ciphertext it read, so a concurrent write (an erasure, a new
 * value) is never overwritten, and a value already under the current master is left alone.
 * No multi-document transaction: each update stands alone, and a run that stops half way
 * is finished by the next one.
 */
export async function rotateEncryptedValues(deps: Deps): Promise<KeyRotationResult> {
  const keyring = keyringOf(deps.config);
  const fields: FieldRotationResult[] = [];
  for (const { name, model, field, purpose } of encryptedFieldsOf(deps)) {
    const result: FieldRotationResult = {
      field: name,
      reencrypted: 0,
      alreadyCurrent: 0,
      changedMeanwhile: 0,
      unreadableIds: [],
    };
    const cursor = model
      .find({ [field]: { $gt: '' } }, { [field]: 1 })
      .lean<Array<Record<string, unknown>>>()
      .cursor();
    for await (const document of cursor) {
      const stored = document[field] as string;
      let plaintext: string;
      try {
        plaintext = decryptWith(keyring, purpose, stored);
      } catch {
        result.unreadableIds.push(String(document._id));
        continue;
      }
      if (isUnderCurrentMaster(keyring, stored)) {
        result.alreadyCurrent++;
        continue;
      }
      const updated = await model.updateOne(
        { _id: document._id, [field]: stored },
        { $set: { [field]: encryptWith(keyring.current, purpose, plaintext) } },
      );
      if (updated.modifiedCount === 1) result.reencrypted++;
      else result.changedMeanwhile++;
    }
    fields.push(result);
  }
  return { fields, complete: fields.every((result) => result.unreadableIds.length === 0 && result.changedMeanwhile === 0) };
}
