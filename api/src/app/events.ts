import { addToFeed, removeFromFeed } from '../cache/feeds.js';
import { publicDataChanged } from '../cache/public-cache.js';
import { takeAnnulledOffTotals, takeRefundOffTotals } from '../campaign/totals.js';
import { ledgerPaymentInc } from '../campaign/ledger.js';
import { campaignClosed, recordPassedMilestones } from '../campaign/goal.js';
import { cancelMonthlyOnClosing } from '../monthly/closing.js';
import { createDonationComment } from '../comments/service.js';
import { Subscriptions, type Deps } from '../deps.js';
import type { DonationDocument } from '../donations/model.js';
import { directDonationPublished } from '../donations/direct.js';
import { outsideDonationAnnulled } from '../donations/outside.js';
import { donationPaid, erasedDuringPayment } from '../donations/paid.js';
import { publicDonorName, recentDonationItem } from '../donations/service.js';
import { forgetErasedDonor } from '../donor/erasure.js';
import { refundChanged } from '../payments/refunds.js';
import { statementsChanged } from '../statements/changed.js';
import { referralBrought } from '../referrals/service.js';
import { duplicatePaymentReceived } from '../payments/service.js';
import { paymentConfirmed } from '../payments/thank-you.js';
import { issuerOf } from '../receipts/service.js';
import { rebuildLedgerLists } from '../transparency/ledger-store.js';
import { dedicationLine, dedicationPaid } from '../dedications/service.js';

/** A paid donation's public message, as a comment (none when it has none). */
const publishComment = (deps: Deps, donation: DonationDocument & { paidAt: Date }) =>
  createDonationComment(deps, {
    _id: donation._id,
    publicName: publicDonorName(donation),
    amountCents: donation.amountCents,
    message: donation.message ?? '',
    paidAt: donation.paidAt,
    // Shown with the comment only when the donor is named, as on /transparencia (transparency/ledger.ts).
    dedication: donation.dedication && !donation.isAnonymous ? dedicationLine(donation.dedication) : '',
  });

/**
 * What follows from what, in one place: the publishers (donations/confirm.ts and the like) name no
 * subscriber. Every way money arrives (the one-off donation, a month of monthly giving,
 * the organiser's confirmation) is confirmed through `confirmPaid` (donations/confirm.ts), which publishes
 * "donation paid" once when it claims the payment, and again from the sweep after a crash;
 * each subscriber is idempotent, so each effect still happens once, and none depends on another
 * (tests/api/event-order.test.ts runs them reversed).
 */
export const appEvents = new Subscriptions()
  // (The hero's totals and the public ledger's count are moved before the event, donations/paid.ts.)
  // The home page's recent donations.
  .on(donationPaid, (deps, { donation }) => addToFeed(deps, 'recentDonations', recentDonationItem(donation)))
  // The donor's message, published as a comment.
  .on(donationPaid, (deps, { donation }) => publishComment(deps, donation))
  // The page, the share card and the totals' readers see the new figures, once every write above is in.
  .after(donationPaid, async (deps) => publicDataChanged(deps, 'totals'))
  // A share link brought it: the link's donor, if they asked for updates, hears of the first one.
  .on(donationPaid, (deps, { donation }) => referralBrought(deps, donation))
  // The receipt, then the thank-you e-mail that attaches it.
  .on(donationPaid, (deps, { donation, endToEndId, campaign }) =>
    paymentConfirmed(
      deps,
      donation,
      endToEndId === undefined ? undefined : { endToEndId, issuer: campaign ? issuerOf(campaign.content) : null },
    ),
  )
  // Given in someone's honour or memory: the address the donor gave is told, once.
  .on(donationPaid, (deps, { donation }) => dedicationPaid(deps, donation))
  // The goal's milestones the new total passed, for the panel's suggestion of an update.
  .on(donationPaid, (deps, { campaign }) => recordPassedMilestones(deps, { campaign: campaign ?? undefined }))
  // The donor erased their data while the subscribers above wrote it: clean up after them.
  .on(erasedDuringPayment, (deps, { donationId }) => forgetErasedDonor(deps, donationId))
  // A charge paid twice: the ledger lists the second payment, received and to be sent back.
  .on(duplicatePaymentReceived, async (deps) => {
    await rebuildLedgerLists(deps);
  })
  .after(duplicatePaymentReceived, async (deps) => publicDataChanged(deps, 'totals'))
  // A refund: off the totals once it is done (a counted donation's), on the ledger in flight or done.
  .on(refundChanged, async (deps, { refund }) => {
    if (refund.status === 'DEVOLVIDO' && refund.countsInTotals) await takeRefundOffTotals(deps, refund);
  })
  .on(refundChanged, async (deps) => {
    await rebuildLedgerLists(deps);
  })
  .after(refundChanged, async (deps) => publicDataChanged(deps, 'totals'))
  // The organiser put a direct PIX's donor on the page: its name in the recent donations, its message as a comment, the pages' caches.
  .on(directDonationPublished, (deps, { donation }) => addToFeed(deps, 'recentDonations', recentDonationItem(donation)))
  .on(directDonationPublished, (deps, { donation }) => publishComment(deps, donation))
  .after(directDonationPublished, async (deps) => publicDataChanged(deps, 'totals'))
  // The organiser annulled a registered donation: off the totals and the ledger's counters in one guarded update, off the recent donations.
  .on(outsideDonationAnnulled, (deps, { donation }) => takeAnnulledOffTotals(deps, donation, ledgerPaymentInc(donation, -1)))
  .on(outsideDonationAnnulled, (deps, { donation }) => removeFromFeed(deps, 'recentDonations', donation._id.toHexString()))
  .after(outsideDonationAnnulled, async (deps) => publicDataChanged(deps, 'totals'))
  // The organiser closed the campaign: the monthly donations end, each donor told why.
  .on(campaignClosed, (deps, event) => cancelMonthlyOnClosing(deps, event))
  // A statement imported or a line decided: the public "conferido com o banco" shows it.
  .after(statementsChanged, async (deps) => publicDataChanged(deps, 'totals'));
