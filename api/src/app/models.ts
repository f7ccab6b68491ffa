import type { Connection } from 'mongoose';
import type { Models } from '../db/models.js';
import { auditEntryModel } from '../audit/model.js';
import { campaignModel } from '../campaign/model.js';
import { contactMessageModel } from '../contact/model.js';
import { rateLimitModel } from '../security/rate-limit-model.js';
import { commentModel } from '../comments/model.js';
import { donationModel } from '../donations/model.js';
import { pixPaymentModel } from '../payments/model.js';
import { paymentConflictModel } from '../payments/conflict-model.js';
import { pixInboxModel } from '../payments/inbox-model.js';
import { refundModel } from '../payments/refund-model.js';
import { counterModel, receiptModel } from '../receipts/model.js';
import { outboxMessageModel } from '../mail/model.js';
import { dataRequestModel } from '../donor/model.js';
import { adminSessionModel } from '../security/admin-session-model.js';
import { noticeStateModel } from '../team/notices-model.js';
import { passkeyModel, signInLinkModel, teamMemberModel, teamOwnerCountModel, webAuthnChallengeModel } from '../team/model.js';
import { campaignUpdateModel, expenseModel } from '../transparency/model.js';
import { pixIssueModel } from '../donations/pix-issue-model.js';
import { paymentClaimModel } from '../donations/claim-model.js';
import { statsBucketModel } from '../stats/model.js';
import { publicFeedModel } from '../cache/feed-model.js';
import { imageModel } from '../images/model.js';
import { updateMailingModel, updatesStopModel } from '../news/model.js';
import { myDonationsLinkModel } from '../my-donations/model.js';
import { monthlyChargeModel, recurrenceModel } from '../monthly/model.js';
import { statementImportModel, statementLineModel } from '../statements/model.js';
import { shareCodeModel } from '../referrals/model.js';
import { dedicationStopModel } from '../dedications/model.js';

/** Every model, bound to one connection, so tests can run apps against separate databases. */
export function createModels(connection: Connection): Models {
  return {
    Campaign: campaignModel(connection),
    ContactMessage: contactMessageModel(connection),
    RateLimitWindow: rateLimitModel(connection),
    Donation: donationModel(connection),
    Comment: commentModel(connection),
    PixPayment: pixPaymentModel(connection),
    PaymentConflict: paymentConflictModel(connection),
    PixInbox: pixInboxModel(connection),
    Refund: refundModel(connection),
    AuditEntry: auditEntryModel(connection),
    Receipt: receiptModel(connection),
    Counter: counterModel(connection),
    OutboxMessage: outboxMessageModel(connection),
    DataRequest: dataRequestModel(connection),
    AdminSession: adminSessionModel(connection),
    TeamMember: teamMemberModel(connection),
    SignInLink: signInLinkModel(connection),
    Passkey: passkeyModel(connection),
    WebAuthnChallenge: webAuthnChallengeModel(connection),
    TeamOwnerCount: teamOwnerCountModel(connection),
    NoticeState: noticeStateModel(connection),
    Expense: expenseModel(connection),
    CampaignUpdate: campaignUpdateModel(connection),
    PixIssue: pixIssueModel(connection),
    PaymentClaim: paymentClaimModel(connection),
    StatsBucket: statsBucketModel(connection),
    PublicFeed: publicFeedModel(connection),
    Image: imageModel(connection),
    UpdateMailing: updateMailingModel(connection),
    UpdatesStop: updatesStopModel(connection),
    MyDonationsLink: myDonationsLinkModel(connection),
    Recurrence: recurrenceModel(connection),
    MonthlyCharge: monthlyChargeModel(connection),
    StatementLine: statementLineModel(connection),
    StatementImport: statementImportModel(connection),
    ShareCode: shareCodeModel(connection),
    DedicationStop: dedicationStopModel(connection),
  };
}
