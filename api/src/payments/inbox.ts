import { performance } from 'node:perf_hooks';
import { isDuplicateKeyError } from '../db/ids.js';
import { memorySlot, type Deps } from '../deps.js';
import type { PixInboxDocument } from './inbox-model.js';
import { applyReportedPix, type ReceiveResult } from './receive.js';

// Applies the webhook's payments: at once while the answer can wait, the rest queued
// (inbox-model.ts) and applied after the answer, and in the payment sweep.

export type AppliedEntry = ReceiveResult & { endToEndId: string; refunds?: (string | null)[] };

/**
 * Applies a notification's entries in order, one at a time (it may list the same charge
 * twice), until `budget.ms` has passed or the answer has already gone (`budget.answered`):
 * the rest is written down and applied after the answer. Returns what was applied now and
 * how many were queued.
 */
export async function applyPixEntries(
  deps: Deps,
  entries: { endToEndId: string }[],
  budget: { ms: number; answered: () => boolean } = { ms: Infinity, answered: () => false },
): Promise<{ results: AppliedEntry[]; queued: number }> {
  const results: AppliedEntry[] = [];
  const startedAt = performance.now();
  for (const [index, entry] of entries.entries()) {
    if (performance.now() - startedAt > budget.ms || budget.answered()) {
      const rest = entries.slice(index);
      await queuePixEntries(deps, rest);
      applyPixInboxLater(deps);
      return { results, queued: rest.length };
    }
    results.push({ endToEndId: entry.endToEndId, ...(await applyReportedPix(deps, entry)) });
  }
  return { results, queued: 0 };
}

/** How long one claim lasts: a process that died while applying leaves the entry to the next. */
const CLAIM_MS = 120_000;
/** After a failure (the PSP or the database unavailable), the next try waits this much more each time, up to an hour. */
const RETRY_BASE_MS = 30_000;

/** Writes entries to apply later; an entry already waiting (the same batch sent again) is kept as it was. */
export async function queuePixEntries(deps: Deps, entries: { endToEndId: string }[]): Promise<void> {
  const now = deps.now();
  try {
    await deps.models.PixInbox.insertMany(
      entries.map((pix) => ({ _id: pix.endToEndId, pix, receivedAt: now, nextAttemptAt: now })),
      { ordered: false },
    );
  } catch (error) {
    if (!onlyDuplicateKeys(error)) throw error;
  }
}

/** Whether every entry a bulk insert refused was refused as already there (the driver gives one write error or several). */
function onlyDuplicateKeys(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: unknown } | null)?.writeErrors;
  if (writeErrors === undefined) return isDuplicateKeyError(error);
  return [writeErrors].flat().every(isDuplicateKeyError);
}

const running = memorySlot('pix inbox', () => ({ current: null as Promise<number> | null }));

/**
 * Applies every entry due, one at a time, each claimed first so two instances do not both
 * work on it; an applied entry is deleted, a failed one waits and is tried again. Returns how
 * many were applied. One run per process at a time: a second call joins the first.
 */
export function applyPixInbox(deps: Deps): Promise<number> {
  const slot = deps.memory.get(running);
  slot.current ??= applyDue(deps).finally(() => (slot.current = null));
  return slot.current;
}

async function applyDue(deps: Deps): Promise<number> {
  let applied = 0;
  for (;;) {
    const now = deps.now();
    const entry = await deps.models.PixInbox.findOneAndUpdate(
      { nextAttemptAt: { $lte: now } },
      { $set: { nextAttemptAt: new Date(now.getTime() + CLAIM_MS) } },
      { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
    ).lean<PixInboxDocument>();
    if (!entry) return applied;
    try {
      await applyPixEntries(deps, [entry.pix as { endToEndId: string }]);
      await deps.models.PixInbox.deleteOne({ _id: entry._id });
      applied++;
    } catch (error) {
      const attempts = entry.attempts + 1;
      const waitMs = Math.min(RETRY_BASE_MS * 2 ** (attempts - 1), 3_600_000);
      deps.logger.warn(
        { err: error, endToEndId: entry._id, attempts },
        'a queued PIX payment could not be applied; it will be tried again',
      );
      await deps.models.PixInbox.updateOne(
        { _id: entry._id },
        {
          $set: { nextAttemptAt: new Date(deps.now().getTime() + waitMs), lastError: String(error).slice(0, 500) },
          $inc: { attempts: 1 },
        },
      );
    }
  }
}

/** Starts applying in the background, after the answer has left; failures are logged and left to the sweep. */
export function applyPixInboxLater(deps: Deps): void {
  applyPixInbox(deps).catch((error: unknown) =>
    deps.logger.error({ err: error }, 'queued PIX payments could not be applied; the payment sweep tries again'),
  );
}

/** Resolves once the run in progress, if any, has finished (shutdown, tests). */
export async function settlePixInbox(deps: Deps): Promise<void> {
  await deps.memory.get(running).current?.catch(() => {});
}
