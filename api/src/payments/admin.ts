import { centsToReais } from '../../../rules/money.js';
import type { AdminActor } from '../audit/service.js';
import { recordAudit } from '../audit/service.js';
import { ADMIN_PAGE, afterIdOf, pageNewestFirst, pageSizeOf } from '../db/pagination.js';
import type { Deps } from '../deps.js';
import { toAdminDonation } from '../donations/admin.js';
import type { DonationDocument } from '../donations/model.js';
import type { AdminDonation, BooksCheck, PaymentIssueConnection } from '../generated/graphql.js';
import { checkBooks } from './books.js';
import type { PixPaymentDocument } from './model.js';
import { confirmPayment } from './service.js';

/** The organiser saw the money in the bank: mark the donation paid (effects once, like a webhook). */
export async function confirmDonationByAdmin(deps: Deps, actor: AdminActor, id: unknown): Promise<AdminDonation> {
  const { donation, confirmedNow } = await confirmPayment(deps, String(id), 'admin');
  await recordAudit(deps, actor, {
    action: 'confirmDonation',
    target: donation._id.toHexString(),
    details: { confirmedNow, amount: centsToReais(donation.amountCents) },
  });
  return toAdminDonation(deps, donation as DonationDocument);
}

export async function listPaymentIssues(
  deps: Deps,
  args: { first?: number | null; after?: string | null },
): Promise<PaymentIssueConnection> {
  const { page, pageInfo } = await pageNewestFirst<PixPaymentDocument>(
    deps.models.PixPayment,
    { outcome: { $ne: 'CONFIRMED' } },
    pageSizeOf(args.first, ADMIN_PAGE),
    afterIdOf(args.after),
  );
  return {
    nodes: page.map((doc) => ({
      id: doc._id.toHexString(),
      kind: doc.outcome as Exclude<typeof doc.outcome, 'CONFIRMED'>,
      endToEndId: doc.endToEndId,
      txid: doc.txid ?? '',
      amount: centsToReais(doc.amountCents),
      expectedAmount: doc.expectedCents === null || doc.expectedCents === undefined ? null : centsToReais(doc.expectedCents),
      donationId: doc.donationId ? doc.donationId.toHexString() : null,
      source: doc.source,
      settledAt: doc.settledAt ?? null,
      receivedAt: doc.receivedAt,
    })),
    pageInfo,
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
