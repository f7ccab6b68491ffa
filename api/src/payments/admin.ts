import { centsToReais } from '../../../rules/money.js';
import type { AdminActor } from '../audit/service.js';
import { recordAudit } from '../audit/service.js';
import { ADMIN_PAGE, afterIdOf, pageNewestFirst, pageSizeOf } from '../db/pagination.js';
import type { Deps } from '../deps.js';
import { toAdminDonation } from '../donations/admin.js';
import type { DonationDocument } from '../donations/model.js';
import type { AdminDonation, BooksCheck, PaymentIssue, PaymentIssueConnection } from '../generated/graphql.js';
import { checkBooks } from './books.js';
import type { PaymentConflictDocument } from './conflict-model.js';
import type { PixPaymentDocument } from './model.js';
import { confirmPaid } from '../donations/confirm.js';

/** The organiser saw the money in the bank: mark the donation paid (effects once, like a webhook). */
export async function confirmDonationByAdmin(deps: Deps, actor: AdminActor, id: unknown): Promise<AdminDonation> {
  const { donation, confirmedNow } = await confirmPaid(deps, String(id), 'admin');
  await recordAudit(deps, actor, {
    action: 'confirmDonation',
    target: donation._id.toHexString(),
    details: { confirmedNow, amount: centsToReais(donation.amountCents) },
  });
  return toAdminDonation(deps, donation as DonationDocument);
}

/**
 * The payments that did not count and the reports that contradict a recorded payment
 * (conflict-model.ts), as one list newest first by `_id`: a page of each, merged, so the
 * cursor (the last id shown) pages through both.
 */
export async function listPaymentIssues(
  deps: Deps,
  args: { first?: number | null; after?: string | null },
): Promise<PaymentIssueConnection> {
  const size = pageSizeOf(args.first, ADMIN_PAGE);
  const after = afterIdOf(args.after);
  const [payments, conflicts] = await Promise.all([
    pageNewestFirst<PixPaymentDocument>(deps.models.PixPayment, { outcome: { $ne: 'CONFIRMED' } }, size, after),
    pageNewestFirst<PaymentConflictDocument>(deps.models.PaymentConflict, {}, size, after),
  ]);
  const merged = [
    ...payments.page.map((doc) => ({ doc, node: paymentIssueOf(doc) })),
    ...conflicts.page.map((doc) => ({ doc, node: conflictIssueOf(doc) })),
  ].sort((a, b) => (a.doc._id.toHexString() < b.doc._id.toHexString() ? 1 : -1));
  const page = merged.slice(0, size);
  return {
    nodes: page.map(({ node }) => node),
    pageInfo: {
      hasNextPage: merged.length > size || payments.pageInfo.hasNextPage || conflicts.pageInfo.hasNextPage,
      endCursor: page.at(-1)?.doc._id.toHexString() ?? null,
    },
  };
}

const reaisOrNull = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : centsToReais(cents));

function paymentIssueOf(doc: PixPaymentDocument): PaymentIssue {
  return {
    id: doc._id.toHexString(),
    kind: doc.outcome as Exclude<typeof doc.outcome, 'CONFIRMED'>,
    endToEndId: doc.endToEndId,
    txid: doc.txid ?? '',
    amount: centsToReais(doc.amountCents),
    expectedAmount: reaisOrNull(doc.expectedCents),
    donationId: doc.donationId ? doc.donationId.toHexString() : null,
    source: doc.source,
    settledAt: doc.settledAt ?? null,
    receivedAt: doc.receivedAt,
    recordedPaymentId: null,
  };
}

function conflictIssueOf(doc: PaymentConflictDocument): PaymentIssue {
  return {
    id: doc._id.toHexString(),
    kind: 'CONFLICTING_REPORT',
    endToEndId: doc.endToEndId,
    txid: doc.txid ?? '',
    amount: centsToReais(doc.amountCents),
    expectedAmount: reaisOrNull(doc.expectedCents),
    donationId: doc.donationId ? doc.donationId.toHexString() : null,
    source: doc.source,
    settledAt: doc.settledAt ?? null,
    receivedAt: doc.receivedAt,
    recordedPaymentId: doc.paymentId.toHexString(),
  };
}

export async function getBooksCheck(deps: Deps): Promise<BooksCheck> {
  const books = await checkBooks(deps);
  return {
    raised: centsToReais(books.raisedCents),
    baselineRaised: centsToReais(books.baselineRaisedCents),
    paidSum: centsToReais(books.paidSumCents),
    straightToKey: centsToReais(books.directSumCents),
    straightToKeyCount: books.directCount,
    throughSiteCodes: centsToReais(books.paidSumCents - books.directSumCents - books.registeredSumCents - books.annulledSumCents),
    throughSiteCodesCount: books.paidCount - books.directCount - books.registeredCount - books.annulledCount,
    registeredByOrganisation: centsToReais(books.registeredSumCents),
    registeredByOrganisationCount: books.registeredCount,
    annulled: centsToReais(books.annulledSumCents),
    annulledCount: books.annulledCount,
    expectedRaised: centsToReais(books.expectedRaisedCents),
    difference: centsToReais(books.differenceCents),
    supportersCount: books.supportersCount,
    expectedSupporters: books.expectedSupporters,
    paidCount: books.paidCount,
    refunded: centsToReais(books.refundedSumCents),
    refundedCount: books.refundedCount,
    spent: centsToReais(books.spentCents),
    balance: centsToReais(books.balanceCents),
    differingLines: books.differingLines,
    statsPaidCount: books.statsPaidCount,
    statsPaidAmount: centsToReais(books.statsPaidCents),
    durationMs: books.elapsedMs,
  };
}
