import type { Types } from 'mongoose';
import { encryptFor } from '../crypto/encryption.js';
import type { Deps } from '../deps.js';
import { accessTokenHashOf } from './service.js';

/**
 * Writes of the Donation collection that other domains ask for (donor, monthly, my-donations,
 * transparency): donations/ owns the collection, so every write of it is here or beside it
 * (service.ts, states.ts, updates-consent.ts), each one the single command it was at its caller.
 */

/** The donor's correction of their name or e-mail (donor/service.ts correctDonorData). */
export async function correctDonorFields(
  deps: Deps,
  donationId: Types.ObjectId,
  changes: { name?: string; email?: string },
): Promise<void> {
  await deps.models.Donation.updateOne({ _id: donationId }, { $set: changes });
}

/**
 * Gives a pending donation its private link's token (kept encrypted, its hash among the access
 * tokens), unless it has one or was erased meanwhile. True when this call gave it.
 */
export async function mintDonorLinkToken(deps: Deps, donationId: Types.ObjectId, token: string): Promise<boolean> {
  const minted = await deps.models.Donation.updateOne(
    { _id: donationId, donorLinkTokenEncrypted: '', erasedAt: null },
    {
      $set: { donorLinkTokenEncrypted: encryptFor(deps.config, 'donorLinkToken', token) },
      $addToSet: { accessTokenHashes: accessTokenHashOf(token) },
    },
  );
  return minted.matchedCount === 1;
}

/** One month of a monthly donation, as monthly/service.ts makes it from the recurrence: inserted once (its idempotency key). */
export function insertMonthDonation(deps: Deps, month: Parameters<Deps['models']['Donation']['create']>[0]) {
  return deps.models.Donation.create(month);
}

/** The first month of a monthly donation carries the composite code the donor pays (monthly/service.ts). */
export async function setFirstMonthPixCode(deps: Deps, donationId: Types.ObjectId, pixCode: string): Promise<void> {
  await deps.models.Donation.updateOne({ _id: donationId }, { $set: { pixCode } });
}

/** Expires a month's donation now, while still pending (never a paid one): the expiry sweep counts it. */
export async function expirePendingNow(deps: Deps, donationId: Types.ObjectId): Promise<void> {
  await deps.models.Donation.updateOne({ _id: donationId, status: 'pending' }, { $set: { expiresAt: deps.now() } });
}

/** Stores the end-to-end ids of paid donations' confirming payments, a batch in one unordered bulk write (transparency/ledger-store.ts). */
export async function recordPaidEndToEndIds(
  deps: Deps,
  batch: Array<{ donationId: Types.ObjectId; endToEndId: string }>,
): Promise<void> {
  await deps.models.Donation.bulkWrite(
    batch.map(({ donationId, endToEndId }) => ({
      updateOne: { filter: { _id: donationId }, update: { $set: { paidEndToEndId: endToEndId } } },
    })),
    { ordered: false },
  );
}
