import type { Permission } from '../../../rules/team.js';

/**
 * What each admin field needs, in one table (rules/team.ts says which roles have which).
 * Every `@admin` root field must be here: the schema refuses to build otherwise
 * (graphql/access.ts), so a new field cannot be left open; `tests/api/team-roles.test.ts`
 * calls each field as each role. Reading is everyone's; each change belongs to one area.
 */
export const ADMIN_FIELD_PERMISSIONS: Readonly<Record<string, Permission>> = {
  // Reading: every role.
  'Query.auditLog': 'read',
  'Query.launchChecklist': 'read',
  // The PIX holder's document whole: the owner's, as the team's addresses are.
  'Query.pixHolderRecord': 'owner',
  // The organisation's CPF whole, for the form: the owner's, who alone changes it; the others read it masked.
  'Query.organisationTaxId': 'owner',
  'Query.adminComments': 'read',
  'Query.contactMessages': 'read',
  'Query.unansweredContactMessages': 'read',
  'Query.donations': 'read',
  'Query.donation': 'read',
  'Query.shareStats': 'read',
  'Query.dataRequests': 'read',
  'Query.outbox': 'read',
  'Query.mailDelivery': 'read',
  'Query.monthlyDonations': 'read',
  'Query.monthlyGivingSetup': 'read',
  'Query.updateEmails': 'read',
  'Query.paymentIssues': 'read',
  'Query.booksCheck': 'read',
  'Query.refunds': 'read',
  'Query.receipts': 'read',
  'Query.sharePreview': 'read',
  'Query.statementLines': 'read',
  'Query.statementImports': 'read',
  'Query.donationStats': 'read',
  'Query.expenses': 'read',
  'Query.me': 'read',
  // Money: donations, refunds, outside donations, expenses, the statement.
  'Mutation.publishDirectDonation': 'money',
  'Mutation.registerOutsideDonation': 'money',
  'Mutation.correctOutsideDonation': 'money',
  'Mutation.cancelMonthlyDonationAsOrganiser': 'money',
  'Mutation.confirmDonation': 'money',
  'Mutation.refundPayment': 'money',
  'Mutation.refundDonation': 'money',
  'Mutation.acceptStatementLine': 'money',
  'Mutation.ignoreStatementLine': 'money',
  'Mutation.recordExpense': 'money',
  'Mutation.correctExpense': 'money',
  'Mutation.removeExpense': 'money',
  'Mutation.removeExpenseProof': 'money',
  // The planned budget, beside the expenses it is read against.
  'Mutation.setBudget': 'money',
  'Mutation.removeBudgetProof': 'money',
  // Content: texts, photos, updates, comments, answers to donors. The organisation's identity
  // inside updateCampaign is the owner's (campaign/resolvers.ts checks it).
  'Mutation.updateCampaign': 'content',
  'Mutation.hideComment': 'content',
  'Mutation.unhideComment': 'content',
  'Mutation.postUpdate': 'content',
  'Mutation.editUpdate': 'content',
  'Mutation.answerContactMessage': 'content',
  'Mutation.deleteContactMessage': 'content',
  // The owner's: people, settings, the e-mails, and the team screen's reading (addresses of the team).
  'Query.team': 'owner',
  'Mutation.setMonthlyGiving': 'owner',
  // The goal's end: a stretch goal, or closing the campaign (issue 39).
  'Mutation.extendGoal': 'owner',
  'Mutation.closeCampaign': 'owner',
  // Who receives the money, as the donor's bank shows it (issue 50): the owner's, like the identity.
  'Mutation.setPixHolder': 'owner',
  'Mutation.confirmPixHolderTest': 'owner',
  'Mutation.setOfficialChannels': 'owner',
  'Mutation.resendEmail': 'owner',
  'Mutation.inviteTeamMember': 'owner',
  'Mutation.setTeamMemberRole': 'owner',
  'Mutation.removeTeamMember': 'owner',
  'Mutation.endTeamMemberSession': 'owner',
  // A person's own passkeys and e-mails: anyone signed in as themselves.
  'Mutation.removeMyPasskey': 'read',
  'Query.myNotifications': 'read',
  'Mutation.setMyNotifications': 'read',
};

/** What each admin REST route needs (the same areas). */
export const ADMIN_ROUTE_PERMISSIONS = {
  imageUpload: 'content',
  expenseProofUpload: 'money',
  budgetProofUpload: 'money',
  outsideProofUpload: 'money',
  outsideProofRead: 'read',
  statementUpload: 'money',
  donationsCsv: 'money',
  posterPdf: 'read',
  cardsPdf: 'read',
  metrics: 'owner',
} as const satisfies Record<string, Permission>;
