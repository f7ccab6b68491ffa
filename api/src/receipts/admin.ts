import type { Deps } from '../deps.js';
import { ADMIN_PAGE, pageSizeOf } from '../db/pagination.js';
import { badInput } from '../errors.js';
import type { ReceiptConnection } from '../generated/graphql.js';
import { centsToReais } from '../../../rules/money.js';
import type { ReceiptDocument } from './model.js';

type Page = { first?: number | null; after?: string | null };

/** A receipts page's cursor: the number of the last receipt seen. */
function receiptCursorOf(after: string | null | undefined): number | null {
  if (after === null || after === undefined || after === '') return null;
  if (!/^[1-9]\d{0,14}$/.test(after)) throw badInput('after', 'Cursor de paginação inválido.');
  return Number(after);
}

/**
 * Receipts in issue order, newest first: by their number (unique, never reused), not by
 * `_id`, which is the donation's and follows when the donation was created. The cursor
 * is the last number seen; the unique index on `number` serves the walk.
 */
export async function listReceipts(deps: Deps, args: Page): Promise<ReceiptConnection> {
  const size = pageSizeOf(args.first, ADMIN_PAGE);
  const after = receiptCursorOf(args.after);
  const docs = await deps.models.Receipt.find(after === null ? {} : { number: { $lt: after } })
    .sort({ number: -1 })
    .limit(size + 1)
    .lean<ReceiptDocument[]>();
  const page = docs.slice(0, size);
  const pageInfo = { hasNextPage: docs.length > size, endCursor: page.length > 0 ? String(page.at(-1)!.number) : null };
  return {
    nodes: page.map((receipt) => ({
      number: receipt.number,
      kind: receipt.kind === 'recibo' ? 'RECIBO' : 'COMPROVANTE',
      donationId: receipt._id.toHexString(),
      donorName: receipt.donorName,
      amount: centsToReais(receipt.amountCents),
      paidAt: receipt.paidAt,
      issuedAt: receipt.issuedAt,
      endToEndId: receipt.endToEndId ?? null,
    })),
    pageInfo,
  };
}
