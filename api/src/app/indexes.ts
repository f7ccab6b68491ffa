import { backfillChargeKeys } from '../payments/model.js';
import { backfillTurnKeys } from '../statements/model.js';
import type { Models } from '../db/models.js';
import { ensureQueryIndexes } from '../db/query-indexes.js';

/** Indexes carry rules (idempotency, exactly-once), so they are built before the app serves. */
export async function ensureIndexes(models: Models): Promise<void> {
  for (const model of Object.values(models)) {
    await model.createCollection().catch((error: { code?: number }) => {
      if (error.code !== 48) throw error; // NamespaceExists
    });
    // Documents stored before a unique field existed get it first, or its index cannot be built.
    if (model === models.PixPayment) await backfillChargeKeys(models.PixPayment);
    if (model === models.StatementLine) await backfillTurnKeys(models.StatementLine);
    await model.createIndexes();
  }
  await ensureQueryIndexes(models);
}
