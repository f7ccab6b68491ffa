/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BudgetLineInput = {
  /** Planned, in reais as typed ("1.500,00"): more than zero, at most R$ 10.000.000,00. */
  amount: string;
  category: ExpenseCategory;
  /** What the line pays for, up to 200 characters: the home page lists it under the goal. */
  description: string;
};

export type CampaignUpdateInput = {
  body: string;
  title: string;
};

export type Channel =
  /** Neither. */
  | 'DIRECT'
  /** A donor's share link (?ref=), whatever utm it also carried. */
  | 'REF'
  /** A utm_source (one row per source). */
  | 'UTM';

export type CloseCampaignInput = {
  /** Shown on the page and in every refusal of a donation. */
  message: string;
  /** What is done with any money beyond the goal; shown on the page. */
  surplusText?: string | null | undefined;
};

export type DataRequestKind =
  | 'CORRECTION'
  | 'ERASURE'
  | 'EXPORT';

export type DedicationKind =
  /** Em homenagem a */
  | 'IN_HONOUR'
  /** Em memória de */
  | 'IN_MEMORY';

export type DonationFilter = {
  /** Created at or after. */
  from?: string | null | undefined;
  /** At most this amount, in reais. */
  maxAmount?: string | null | undefined;
  /** At least this amount, in reais. */
  minAmount?: string | null | undefined;
  /** Part of the donor's name or e-mail, case-insensitive. */
  search?: string | null | undefined;
  status?: DonationStatus | null | undefined;
  /** Created before. */
  to?: string | null | undefined;
  utmCampaign?: string | null | undefined;
  utmSource?: string | null | undefined;
};

export type DonationOptionInput = {
  checkoutUrl?: string | null | undefined;
  description: string;
  impact: string;
  label: string;
  popular?: boolean | null | undefined;
  raffleEntries?: number | null | undefined;
  /** Amount in reais. */
  value: string;
};

export type DonationOrigin =
  | 'DIRECT_PIX'
  /** Registered by the organisation from the panel (cash, a transfer, an event). */
  | 'REGISTERED'
  | 'SITE';

export type DonationStatus =
  | 'EXPIRED'
  | 'PAID'
  | 'PENDING';

export type ExpenseCategory =
  | 'CONSULTAS'
  | 'OUTROS'
  | 'REMEDIOS'
  | 'TRATAMENTOS'
  | 'VEICULO_ADAPTADO';

export type ExpenseInput = {
  amount: string;
  category: ExpenseCategory;
  date: string;
  description: string;
  supplier: string;
};

export type ExtendGoalInput = {
  /** The new goal, in reais; above what was raised. */
  goal: string;
  /** Why the goal grew; shown beside it. */
  reason: string;
};

export type ImageInput = {
  /** What the picture shows, for those who cannot see it. Required. */
  alt: string;
  /** From POST /api/admin/images; absent keeps the current picture. */
  imageId?: string | number | null | undefined;
};

export type InviteTeamMemberInput = {
  email: string;
  name: string;
  role: TeamRole;
};

export type MonthlyDonationStatus =
  /** Authorised: the campaign is paid every month. */
  | 'ACTIVE'
  /** The code was issued; the donor has not authorised it in their bank app yet. */
  | 'AWAITING_AUTHORISATION'
  /** Cancelled by the donor (here or in the bank app), the campaign or a bank. */
  | 'CANCELLED'
  /** The code was never authorised and ran out. */
  | 'EXPIRED'
  /** The donor's bank refused the authorisation. */
  | 'REJECTED';

export type MonthlyRetryPolicy =
  /** A failed month is not charged again. */
  | 'NO_RETRY'
  /** Up to three more attempts within seven days of the due date (Pix Automático's PERMITE_3R_7D). */
  | 'RETRY_3_IN_7_DAYS';

export type NotificationSettingsInput = {
  contactMessages: boolean;
  dailySummary: boolean;
  failedEmails: boolean;
  paidDonations: PaidDonationNotice;
  paymentIssues: boolean;
};

export type OfficialChannelsInput = {
  /** The beneficiary's name as the story calls them. */
  beneficiary?: string | null | undefined;
  /** At most 8, in the order the footer lists them; an empty list removes them all. */
  links: Array<OfficialLinkInput>;
  /** The organiser's relationship to the beneficiary ("mãe", "tio", "amiga da família"); set with beneficiary, or neither. */
  relationship?: string | null | undefined;
};

export type OfficialLinkInput = {
  kind: OfficialLinkKind;
  /** https only; a known kind's own host (wa.me or chat.whatsapp.com for WhatsApp). At most 300 characters. */
  url: string;
};

export type OfficialLinkKind =
  | 'FACEBOOK'
  | 'INSTAGRAM'
  | 'OTHER'
  | 'SITE'
  | 'TIKTOK'
  | 'WHATSAPP'
  | 'YOUTUBE';

export type OrganisationInput = {
  city?: string | null | undefined;
  /** CNPJ (numeric or alphanumeric) or, for a person, CPF; with or without punctuation. */
  cnpj?: string | null | undefined;
  email: string;
  name: string;
  /** WhatsApp with country and area code; any punctuation is ignored. */
  whatsapp?: string | null | undefined;
};

export type OutboxStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SENDING'
  | 'SENT';

export type OutsideDonationInput = {
  /** Amount in reais: "50", "50,5", "1.234,56" (rules/money.ts), at most two decimals. */
  amount: string;
  /** Printed on the receipt; kept encrypted like every CPF. */
  cpf?: string | null | undefined;
  /** With an e-mail, the receipt is e-mailed to the donor. */
  email?: string | null | undefined;
  /** Client-generated key (8-100 characters); a retry with the same key returns the same donation. */
  idempotencyKey: string;
  /** True unless the donor agreed to be named on the page (the ledger and the recent donations then show the first name). */
  isAnonymous?: boolean | null | undefined;
  method: OutsideMethod;
  /** The donor's name; empty when unknown. */
  name?: string | null | undefined;
  /** Private note for the organisation (where, who brought it). */
  note?: string | null | undefined;
  /** The day the money arrived, YYYY-MM-DD in Brasília; not in the future. */
  receivedOn: string;
};

/** How money outside the site's codes came. */
export type OutsideMethod =
  /** Dinheiro */
  | 'CASH'
  /** PIX direto na chave */
  | 'DIRECT_PIX'
  /** Evento (rifa, bazar, jantar) */
  | 'EVENT'
  /** Transferência (TED, DOC, depósito) */
  | 'TRANSFER';

/** How a person hears of paid donations. */
export type PaidDonationNotice =
  /** One e-mail per paid donation, at once. */
  | 'EACH'
  /** At most one e-mail every 15 minutes, listing the donations paid since the last. */
  | 'GROUPED'
  /** Not by e-mail. */
  | 'OFF';

export type PixHolderInput = {
  /** The holder's CPF or CNPJ (numeric or alphanumeric), with or without punctuation. */
  document: string;
  /** The bank or payment institution of the account, as the app names it. At most 80 characters. */
  institution: string;
  /** The key holder's name as the bank app prints it (Receita Federal's registry); stored in capitals. At most 150 characters. */
  name: string;
};

export type RaffleInput = {
  /** YYYY-MM-DD. */
  drawDate: string;
  /** Minimum donation in reais. */
  minAmount: string;
  /** Prize in reais. */
  prize: string;
  text: string;
};

export type RefundMethod =
  | 'API_PIX'
  | 'MANUAL';

export type RefundStatus =
  | 'DEVOLVIDO'
  | 'EM_PROCESSAMENTO'
  | 'NAO_REALIZADO';

export type ShareInput = {
  description: string;
  message: string;
  title: string;
};

export type SignedInKind =
  /** A person of the team. */
  | 'MEMBER'
  /** The admin token (every power): the first sign-in, programs, the GraphQL IDE. */
  | 'TOKEN';

/** Who gave an accepted credit, when the organiser knows; every field optional. */
export type StatementDonorInput = {
  cpf?: string | null | undefined;
  /** With an e-mail, the receipt is e-mailed to the donor. */
  email?: string | null | undefined;
  /** True unless the donor agreed to be named on the page. */
  isAnonymous?: boolean | null | undefined;
  name?: string | null | undefined;
};

export type StatementLineStatus =
  /** Registered as an outside donation. */
  | 'ACCEPTED'
  /** Not a donation: a debit, a transfer between the campaign's own accounts, or the organiser's reason. */
  | 'IGNORED'
  /** Conferida: the money of a donation the site already counts. */
  | 'MATCHED'
  /** A credit the site does not know: waiting for the organiser to accept or ignore it. */
  | 'UNMATCHED';

export type StoryBlockInput = {
  text: string;
  title: string;
};

export type StoryInput = {
  blocks: Array<StoryBlockInput>;
  paragraphs: Array<string>;
  title: string;
  verifiedLabel: string;
};

export type TeamRole =
  /** Conteúdo: texts, photos, updates, comments, answers to donors. */
  | 'CONTENT'
  /** Finanças: donations, refunds, outside donations, expenses, exports, statements. */
  | 'FINANCE'
  /** Dono(a): everything, people, identity, PIX and monthly settings. */
  | 'OWNER'
  /** Leitura: sees, changes nothing. */
  | 'READER';

export type TrustBadgeInput = {
  /** One of: pix, lock, shield, verified, star, heart. */
  icon: string;
  text: string;
  title: string;
};

/** Only the fields given change; the result is validated as a whole before it is stored. */
export type UpdateCampaignInput = {
  badge?: string | null | undefined;
  /** Money raised outside this site, in reais; `raised` moves by the change. */
  baselineRaised?: string | null | undefined;
  /** Supporters counted outside this site; `supportersCount` moves by the change. */
  baselineSupporters?: number | null | undefined;
  /** Replaces the preset amounts. */
  donationOptions?: Array<DonationOptionInput> | null | undefined;
  /** Goal in reais. */
  goal?: string | null | undefined;
  isExample?: boolean | null | undefined;
  /** The organiser's identity: printed on receipts issued from now on, the legal pages, the footer and the e-mails. */
  organisation?: OrganisationInput | null | undefined;
  /** The story's proof picture (a medical report, a photo). */
  proofImage?: ImageInput | null | undefined;
  raffle?: RaffleInput | null | undefined;
  /** True removes the raffle. */
  removeRaffle?: boolean | null | undefined;
  share?: ShareInput | null | undefined;
  /** The picture of the share preview (WhatsApp, social networks). */
  shareImage?: ImageInput | null | undefined;
  story?: StoryInput | null | undefined;
  summary?: string | null | undefined;
  title?: string | null | undefined;
  trustBadges?: Array<TrustBadgeInput> | null | undefined;
  usage?: Array<UsageItemInput> | null | undefined;
  /** The hero's video poster; an uploaded image's id, or none to keep the current picture with a new description. */
  videoPoster?: ImageInput | null | undefined;
  videoUrl?: string | null | undefined;
};

export type UpdateMailingStatus =
  /** Every e-mail of it is in the outbox (sent, waiting its turn, or failed). */
  | 'DONE'
  /** Posted; its e-mails are being written to the outbox. */
  | 'PENDING';

export type UsageItemInput = {
  text: string;
  title: string;
};

export type AmountCardFieldsFragment = { value: string, label: string, description: string, impact: string, popular: boolean, raffleEntries: number, checkoutUrl: string | null };

export type StoryViewFieldsFragment = { title: string, verifiedLabel: string, paragraphs: Array<string>, blocks: Array<{ title: string, text: string }> };

export type CampaignUpdateFieldsFragment = { id: string, title: string, body: string, publishedAt: string, editedAt: string | null };

export type PanelSharePreviewQueryVariables = Exact<{ [key: string]: never; }>;


export type PanelSharePreviewQuery = { sharePreview: { imageUrl: string, width: number, height: number, title: string, description: string, url: string } };

export type PanelMeQueryVariables = Exact<{ [key: string]: never; }>;


export type PanelMeQuery = { me: { kind: SignedInKind, name: string | null, email: string | null, role: TeamRole, permissions: Array<string>, passkeys: Array<{ id: string, createdAt: string, lastUsedAt: string | null }> } };

export type PanelMyNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type PanelMyNotificationsQuery = { myNotifications: { paidDonations: PaidDonationNotice, contactMessages: boolean, paymentIssues: boolean, failedEmails: boolean, dailySummary: boolean } };

export type PanelSetMyNotificationsMutationVariables = Exact<{
  input: NotificationSettingsInput;
}>;


export type PanelSetMyNotificationsMutation = { setMyNotifications: { paidDonations: PaidDonationNotice, contactMessages: boolean, paymentIssues: boolean, failedEmails: boolean, dailySummary: boolean } };

export type PanelRemoveMyPasskeyMutationVariables = Exact<{
  id: string | number;
}>;


export type PanelRemoveMyPasskeyMutation = { removeMyPasskey: boolean };

export type PanelBudgetQueryVariables = Exact<{ [key: string]: never; }>;


export type PanelBudgetQuery = { budget: { planned: string, spent: string, remaining: string, lines: Array<{ category: ExpenseCategory, description: string, planned: string, spent: string, remaining: string, proof: { id: string, url: string, contentType: string } | null }>, unplanned: Array<{ category: ExpenseCategory, spent: string }> } | null };

export type PanelSetBudgetMutationVariables = Exact<{
  lines: Array<BudgetLineInput> | BudgetLineInput;
}>;


export type PanelSetBudgetMutation = { setBudget: { planned: string } | null };

export type PanelRemoveBudgetProofMutationVariables = Exact<{
  category: ExpenseCategory;
}>;


export type PanelRemoveBudgetProofMutation = { removeBudgetProof: { planned: string } | null };

export type PanelDedicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type PanelDedicationsQuery = { campaign: { dedications: boolean } };

export type PanelSetDedicationsMutationVariables = Exact<{
  enabled: boolean;
}>;


export type PanelSetDedicationsMutation = { setDedications: boolean };

export type PanelOfficialChannelsQueryVariables = Exact<{ [key: string]: never; }>;


export type PanelOfficialChannelsQuery = { campaign: { officialChannels: { relationship: string | null, beneficiary: string | null, domain: string | null, links: Array<{ kind: OfficialLinkKind, url: string }> } } };

export type PanelSetOfficialChannelsMutationVariables = Exact<{
  input: OfficialChannelsInput;
}>;


export type PanelSetOfficialChannelsMutation = { setOfficialChannels: { relationship: string | null, beneficiary: string | null, domain: string | null, links: Array<{ kind: OfficialLinkKind, label: string, url: string }> } };

export type PanelPixHolderQueryVariables = Exact<{ [key: string]: never; }>;


export type PanelPixHolderQuery = { pixHolderRecord: { name: string, document: string, maskedDocument: string, institution: string, testedAt: string | null } | null };

export type PanelSetPixHolderMutationVariables = Exact<{
  input: PixHolderInput;
}>;


export type PanelSetPixHolderMutation = { setPixHolder: { name: string, document: string, maskedDocument: string, institution: string, testedAt: string | null } };

export type PanelConfirmPixHolderTestMutationVariables = Exact<{
  confirmed: boolean;
}>;


export type PanelConfirmPixHolderTestMutation = { confirmPixHolderTest: { name: string, document: string, maskedDocument: string, institution: string, testedAt: string | null } };

export type PanelCampaignQueryVariables = Exact<{
  owner: boolean;
}>;


export type PanelCampaignQuery = { organisationTaxId?: string | null, campaign: { isExample: boolean, badge: string, title: string, summary: string, videoUrl: string | null, goal: string, raised: string, organisation: { name: string, cnpj: string | null, email: string, whatsapp: string | null, city: string | null }, videoPoster: { url: string, alt: string } | null, story: { title: string, verifiedLabel: string, paragraphs: Array<string>, proofImage: { url: string, alt: string } | null, blocks: Array<{ title: string, text: string }> }, usage: Array<{ title: string, text: string }>, raffle: { prize: string, drawDate: string, minAmount: string, text: string } | null, trustBadges: Array<{ icon: string, title: string, text: string }>, share: { title: string, description: string, message: string, image: { url: string, alt: string } | null } }, donationOptions: Array<{ value: string, label: string, description: string, impact: string, popular: boolean, raffleEntries: number, checkoutUrl: string | null }>, booksCheck: { baselineRaised: string, expectedSupporters: number, paidCount: number } };

export type PanelUpdateCampaignMutationVariables = Exact<{
  input: UpdateCampaignInput;
}>;


export type PanelUpdateCampaignMutation = { updateCampaign: { isExample: boolean, title: string, raised: string, goal: string, supportersCount: number } };

export type PanelCommentsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type PanelCommentsQuery = { adminComments: { nodes: Array<{ id: string, name: string, content: string, amount: string | null, hidden: boolean, createdAt: string }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type PanelHideCommentMutationVariables = Exact<{
  id: string | number;
}>;


export type PanelHideCommentMutation = { hideComment: { id: string, hidden: boolean } };

export type PanelShowCommentMutationVariables = Exact<{
  id: string | number;
}>;


export type PanelShowCommentMutation = { unhideComment: { id: string, hidden: boolean } };

export type PanelDataRequestsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type PanelDataRequestsQuery = { dataRequests: { nodes: Array<{ id: string, donationId: string, kind: DataRequestKind, requestedAt: string, deadline: string, answeredAt: string | null, outcome: string }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type PanelDonationsQueryVariables = Exact<{
  filter?: DonationFilter | null | undefined;
  after?: string | null | undefined;
}>;


export type PanelDonationsQuery = { donations: { nodes: Array<{ id: string, status: DonationStatus, amount: string, name: string, email: string, phone: string, cpf: string, isAnonymous: boolean, message: string, txid: string, createdAt: string, pixIssuedAt: string | null, expiresAt: string | null, paidAt: string | null, confirmedBy: string, origin: DonationOrigin, payerMessage: string, publishedAt: string | null, dedication: { kind: DedicationKind, name: string, email: string, message: string, showAmount: boolean } | null, outside: { method: OutsideMethod, receivedOn: string, note: string, annulledAt: string | null, annulReason: string, replacedBy: string | null, replaces: string | null, proofs: Array<{ id: string, url: string, contentType: string, size: number }> } | null, tracking: { utmSource: string | null, utmMedium: string | null, utmCampaign: string | null, gclid: string | null } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type PanelConfirmDonationMutationVariables = Exact<{
  id: string | number;
}>;


export type PanelConfirmDonationMutation = { confirmDonation: { id: string, status: DonationStatus, paidAt: string | null, confirmedBy: string } };

export type PanelRefundDonationMutationVariables = Exact<{
  donationId: string | number;
}>;


export type PanelRefundDonationMutation = { refundDonation: { id: string, amount: string, status: RefundStatus, method: RefundMethod, failure: string } };

export type PanelPublishDirectDonationMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  publishMessage: boolean;
}>;


export type PanelPublishDirectDonationMutation = { publishDirectDonation: { id: string, name: string, isAnonymous: boolean, message: string, publishedAt: string | null } };

export type PanelRegisterOutsideDonationMutationVariables = Exact<{
  input: OutsideDonationInput;
}>;


export type PanelRegisterOutsideDonationMutation = { registerOutsideDonation: { id: string, amount: string } };

export type PanelCorrectOutsideDonationMutationVariables = Exact<{
  id: string | number;
  reason: string;
  correction?: OutsideDonationInput | null | undefined;
}>;


export type PanelCorrectOutsideDonationMutation = { correctOutsideDonation: { annulled: { id: string }, replacement: { id: string, amount: string } | null } };

export type PanelOutboxQueryVariables = Exact<{
  status?: OutboxStatus | null | undefined;
  after?: string | null | undefined;
}>;


export type PanelOutboxQuery = { mailDelivery: { smtpConfigured: boolean }, outbox: { nodes: Array<{ id: string, to: string, subject: string, text: string, status: OutboxStatus, attempts: number, lastError: string, createdAt: string, nextAttemptAt: string, sentAt: string | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type PanelResendEmailMutationVariables = Exact<{
  id: string | number;
}>;


export type PanelResendEmailMutation = { resendEmail: { id: string, status: OutboxStatus, attempts: number, nextAttemptAt: string } };

export type PanelExpensesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type PanelExpensesQuery = { expenses: { nodes: Array<{ id: string, date: string, category: ExpenseCategory, description: string, supplier: string, amount: string, recordedAt: string, correctedAt: string | null, proofs: Array<{ id: string, url: string, contentType: string, size: number }> }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type PanelRecordExpenseMutationVariables = Exact<{
  input: ExpenseInput;
}>;


export type PanelRecordExpenseMutation = { recordExpense: { id: string } };

export type PanelCorrectExpenseMutationVariables = Exact<{
  id: string | number;
  input: ExpenseInput;
}>;


export type PanelCorrectExpenseMutation = { correctExpense: { id: string } };

export type PanelRemoveExpenseMutationVariables = Exact<{
  id: string | number;
}>;


export type PanelRemoveExpenseMutation = { removeExpense: string };

export type PanelRemoveExpenseProofMutationVariables = Exact<{
  expenseId: string | number;
  proofId: string | number;
}>;


export type PanelRemoveExpenseProofMutation = { removeExpenseProof: { id: string } };

export type PanelShareStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type PanelShareStatsQuery = { shareStats: { topLinks: Array<{ code: string, donorName: string, donations: number, amount: string }>, channels: Array<{ channel: Channel, source: string | null, donations: number, amount: string }> } };

export type PanelGoalQueryVariables = Exact<{ [key: string]: never; }>;


export type PanelGoalQuery = { campaign: { raised: string, goal: string, supportersCount: number, milestones: Array<{ percent: number, passed: boolean, passedAt: string | null }>, goalExtensions: Array<{ previousGoal: string, goal: string, reason: string }>, closing: { closedAt: string, message: string, surplusText: string } | null }, campaignUpdates: { nodes: Array<{ id: string, publishedAt: string }> } };

export type PanelGoalFieldsFragment = { raised: string, goal: string, supportersCount: number, milestones: Array<{ percent: number, passed: boolean, passedAt: string | null }>, goalExtensions: Array<{ previousGoal: string, goal: string, reason: string }>, closing: { closedAt: string, message: string, surplusText: string } | null };

export type PanelExtendGoalMutationVariables = Exact<{
  input: ExtendGoalInput;
}>;


export type PanelExtendGoalMutation = { extendGoal: { raised: string, goal: string, supportersCount: number, milestones: Array<{ percent: number, passed: boolean, passedAt: string | null }>, goalExtensions: Array<{ previousGoal: string, goal: string, reason: string }>, closing: { closedAt: string, message: string, surplusText: string } | null } };

export type PanelCloseCampaignMutationVariables = Exact<{
  input: CloseCampaignInput;
}>;


export type PanelCloseCampaignMutation = { closeCampaign: { monthlyCancelled: number, monthlyFailed: number, campaign: { raised: string, goal: string, supportersCount: number, milestones: Array<{ percent: number, passed: boolean, passedAt: string | null }>, goalExtensions: Array<{ previousGoal: string, goal: string, reason: string }>, closing: { closedAt: string, message: string, surplusText: string } | null } } };

export type PanelCampaignTotalsFieldsFragment = { raised: string, goal: string, supportersCount: number };

export type PanelDonationCountsFieldsFragment = { created: number, paid: number, paidAmount: string };

export type PanelHomeQueryVariables = Exact<{
  today: string;
  week: string;
}>;


export type PanelHomeQuery = { campaign: { raised: string, goal: string, supportersCount: number }, all: { conversionRate: number, codesIssued: number, codesPaid: number, codeConversionRate: number, averagePaidAmount: string, created: number, paid: number, paidAmount: string, byDay: Array<{ date: string, created: number, paid: number, paidAmount: string }>, byAmount: Array<{ amount: string, isOption: boolean, created: number, paid: number, paidAmount: string, conversionRate: number }>, bySource: Array<{ utmSource: string | null, utmCampaign: string | null, created: number, paid: number, paidAmount: string, conversionRate: number }> }, today: { created: number, paid: number, paidAmount: string }, week: { created: number, paid: number, paidAmount: string }, booksCheck: { raised: string, baselineRaised: string, paidSum: string, straightToKey: string, straightToKeyCount: number, throughSiteCodes: string, throughSiteCodesCount: number, registeredByOrganisation: string, registeredByOrganisationCount: number, annulled: string, annulledCount: number, expectedRaised: string, difference: string, supportersCount: number, expectedSupporters: number, paidCount: number, refunded: string, refundedCount: number, spent: string, balance: string, differingLines: Array<string> } };

export type PanelLaunchChecklistQueryVariables = Exact<{ [key: string]: never; }>;


export type PanelLaunchChecklistQuery = { launchChecklist: { ready: boolean, items: Array<{ key: string, label: string, done: boolean, detail: string, fix: string }> } };

export type PanelContactMessageFragment = { id: string, name: string, email: string, message: string, createdAt: string, answeredAt: string | null, answers: Array<{ id: string, text: string, answeredAt: string, answeredBy: string }> };

export type PanelContactMessagesQueryVariables = Exact<{
  answered?: boolean | null | undefined;
  after?: string | null | undefined;
}>;


export type PanelContactMessagesQuery = { contactMessages: { nodes: Array<{ id: string, name: string, email: string, message: string, createdAt: string, answeredAt: string | null, answers: Array<{ id: string, text: string, answeredAt: string, answeredBy: string }> }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type PanelUnansweredMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type PanelUnansweredMessagesQuery = { unansweredContactMessages: number };

export type PanelAnswerContactMessageMutationVariables = Exact<{
  id: string | number;
  text: string;
}>;


export type PanelAnswerContactMessageMutation = { answerContactMessage: { id: string, name: string, email: string, message: string, createdAt: string, answeredAt: string | null, answers: Array<{ id: string, text: string, answeredAt: string, answeredBy: string }> } };

export type PanelDeleteContactMessageMutationVariables = Exact<{
  id: string | number;
}>;


export type PanelDeleteContactMessageMutation = { deleteContactMessage: string };

export type PanelMonthlyGivingSetupFieldsFragment = { available: boolean, unavailableReasons: Array<string>, enabled: boolean, retryPolicy: MonthlyRetryPolicy, activeCount: number, awaitingCount: number };

export type PanelMonthlyGivingSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type PanelMonthlyGivingSetupQuery = { monthlyGivingSetup: { available: boolean, unavailableReasons: Array<string>, enabled: boolean, retryPolicy: MonthlyRetryPolicy, activeCount: number, awaitingCount: number } };

export type PanelSetMonthlyGivingMutationVariables = Exact<{
  enabled: boolean;
  retryPolicy: MonthlyRetryPolicy;
}>;


export type PanelSetMonthlyGivingMutation = { setMonthlyGiving: { available: boolean, unavailableReasons: Array<string>, enabled: boolean, retryPolicy: MonthlyRetryPolicy, activeCount: number, awaitingCount: number } };

export type PanelMonthlyDonationsQueryVariables = Exact<{
  status?: MonthlyDonationStatus | null | undefined;
  after?: string | null | undefined;
}>;


export type PanelMonthlyDonationsQuery = { monthlyDonations: { nodes: Array<{ id: string, status: MonthlyDonationStatus, name: string, email: string, amount: string, dayOfMonth: number, idRec: string, nextDueDate: string | null, cancelledBy: string | null, cancelledAt: string | null, createdAt: string, monthsPaid: number, paidTotal: string, erasedAt: string | null, pausedAt: string | null, skippedMonths: Array<string>, pendingAmount: string | null, changes: Array<{ at: string, description: string }> }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type PanelCancelMonthlyDonationMutationVariables = Exact<{
  id: string | number;
}>;


export type PanelCancelMonthlyDonationMutation = { cancelMonthlyDonationAsOrganiser: { id: string, status: MonthlyDonationStatus, nextDueDate: string | null, cancelledBy: string | null, cancelledAt: string | null, monthsPaid: number, paidTotal: string } };

export type PanelStatementLinesQueryVariables = Exact<{
  status: StatementLineStatus;
  after?: string | null | undefined;
}>;


export type PanelStatementLinesQuery = { statementLines: { nodes: Array<{ id: string, account: string, postedOn: string, amount: string, description: string, status: StatementLineStatus, matchedBy: string | null, matchedDonationId: string | null, acceptedDonationId: string | null, ignoredReason: string, ignoredByImport: boolean, proposedName: string }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type PanelAcceptStatementLineMutationVariables = Exact<{
  id: string | number;
  donor?: StatementDonorInput | null | undefined;
}>;


export type PanelAcceptStatementLineMutation = { acceptStatementLine: { id: string, status: StatementLineStatus, acceptedDonationId: string | null } };

export type PanelIgnoreStatementLineMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type PanelIgnoreStatementLineMutation = { ignoreStatementLine: { id: string, status: StatementLineStatus, ignoredReason: string } };

export type PanelTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type PanelTeamQuery = { team: Array<{ id: string, email: string, name: string, role: TeamRole, invitedAt: string, invitedBy: string, joinedAt: string | null, passkeyCount: number, sessions: Array<{ id: string, startedAt: string, expiresAt: string, ipAddress: string, userAgent: string }> }> };

export type PanelInviteTeamMemberMutationVariables = Exact<{
  input: InviteTeamMemberInput;
}>;


export type PanelInviteTeamMemberMutation = { inviteTeamMember: { id: string } };

export type PanelSetTeamMemberRoleMutationVariables = Exact<{
  id: string | number;
  role: TeamRole;
}>;


export type PanelSetTeamMemberRoleMutation = { setTeamMemberRole: { id: string, role: TeamRole } };

export type PanelRemoveTeamMemberMutationVariables = Exact<{
  id: string | number;
}>;


export type PanelRemoveTeamMemberMutation = { removeTeamMember: { id: string } };

export type PanelEndTeamMemberSessionMutationVariables = Exact<{
  memberId: string | number;
  sessionId: string | number;
}>;


export type PanelEndTeamMemberSessionMutation = { endTeamMemberSession: boolean };

export type PanelUpdatesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type PanelUpdatesQuery = { campaignUpdates: { nodes: Array<{ id: string, title: string, body: string, publishedAt: string, editedAt: string | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type PanelUpdateEmailsQueryVariables = Exact<{ [key: string]: never; }>;


export type PanelUpdateEmailsQuery = { updateEmails: { recipients: number, mailings: Array<{ updateId: string, status: UpdateMailingStatus, recipients: number, sent: number, waiting: number, failed: number }> } };

export type PanelPostUpdateMutationVariables = Exact<{
  input: CampaignUpdateInput;
}>;


export type PanelPostUpdateMutation = { postUpdate: { id: string } };

export type PanelEditUpdateMutationVariables = Exact<{
  id: string | number;
  input: CampaignUpdateInput;
}>;


export type PanelEditUpdateMutation = { editUpdate: { id: string, title: string, body: string, editedAt: string | null } };

export type OrganisationFieldsFragment = { name: string, cnpj: string | null, email: string, whatsapp: string | null, city: string | null };

export type RaffleBannerFieldsFragment = { prize: string, drawDate: string, minAmount: string, text: string };

export type TrustBadgeFieldsFragment = { icon: string, title: string, text: string };

export const AmountCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmountCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DonationOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"raffleEntries"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}}]}}]} as unknown as DocumentNode<AmountCardFieldsFragment, unknown>;
export const StoryViewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedLabel"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<StoryViewFieldsFragment, unknown>;
export const CampaignUpdateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignUpdateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}}]} as unknown as DocumentNode<CampaignUpdateFieldsFragment, unknown>;
export const PanelGoalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PanelGoalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raised"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"supportersCount"}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"passedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"goalExtensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousGoal"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"surplusText"}}]}}]}}]} as unknown as DocumentNode<PanelGoalFieldsFragment, unknown>;
export const PanelCampaignTotalsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PanelCampaignTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raised"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"supportersCount"}}]}}]} as unknown as DocumentNode<PanelCampaignTotalsFieldsFragment, unknown>;
export const PanelDonationCountsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PanelDonationCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DonationStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}}]}}]} as unknown as DocumentNode<PanelDonationCountsFieldsFragment, unknown>;
export const PanelContactMessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PanelContactMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredBy"}}]}}]}}]} as unknown as DocumentNode<PanelContactMessageFragment, unknown>;
export const PanelMonthlyGivingSetupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PanelMonthlyGivingSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonthlyGivingSetup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableReasons"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"retryPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"activeCount"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingCount"}}]}}]} as unknown as DocumentNode<PanelMonthlyGivingSetupFieldsFragment, unknown>;
export const OrganisationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]} as unknown as DocumentNode<OrganisationFieldsFragment, unknown>;
export const RaffleBannerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RaffleBannerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Raffle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<RaffleBannerFieldsFragment, unknown>;
export const TrustBadgeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrustBadgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrustBadge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<TrustBadgeFieldsFragment, unknown>;
export const PanelSharePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelSharePreview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharePreview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<PanelSharePreviewQuery, PanelSharePreviewQueryVariables>;
export const PanelMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]}}]} as unknown as DocumentNode<PanelMeQuery, PanelMeQueryVariables>;
export const PanelMyNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelMyNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidDonations"}},{"kind":"Field","name":{"kind":"Name","value":"contactMessages"}},{"kind":"Field","name":{"kind":"Name","value":"paymentIssues"}},{"kind":"Field","name":{"kind":"Name","value":"failedEmails"}},{"kind":"Field","name":{"kind":"Name","value":"dailySummary"}}]}}]}}]} as unknown as DocumentNode<PanelMyNotificationsQuery, PanelMyNotificationsQueryVariables>;
export const PanelSetMyNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelSetMyNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMyNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidDonations"}},{"kind":"Field","name":{"kind":"Name","value":"contactMessages"}},{"kind":"Field","name":{"kind":"Name","value":"paymentIssues"}},{"kind":"Field","name":{"kind":"Name","value":"failedEmails"}},{"kind":"Field","name":{"kind":"Name","value":"dailySummary"}}]}}]}}]} as unknown as DocumentNode<PanelSetMyNotificationsMutation, PanelSetMyNotificationsMutationVariables>;
export const PanelRemoveMyPasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelRemoveMyPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMyPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PanelRemoveMyPasskeyMutation, PanelRemoveMyPasskeyMutationVariables>;
export const PanelBudgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"proof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unplanned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}}]}}]} as unknown as DocumentNode<PanelBudgetQuery, PanelBudgetQueryVariables>;
export const PanelSetBudgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelSetBudget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lines"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetLineInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBudget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lines"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lines"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planned"}}]}}]}}]} as unknown as DocumentNode<PanelSetBudgetMutation, PanelSetBudgetMutationVariables>;
export const PanelRemoveBudgetProofDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelRemoveBudgetProof"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpenseCategory"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBudgetProof"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planned"}}]}}]}}]} as unknown as DocumentNode<PanelRemoveBudgetProofMutation, PanelRemoveBudgetProofMutationVariables>;
export const PanelDedicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelDedications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dedications"}}]}}]}}]} as unknown as DocumentNode<PanelDedicationsQuery, PanelDedicationsQueryVariables>;
export const PanelSetDedicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelSetDedications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDedications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}]}]}}]} as unknown as DocumentNode<PanelSetDedicationsMutation, PanelSetDedicationsMutationVariables>;
export const PanelOfficialChannelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelOfficialChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"officialChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiary"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]}}]} as unknown as DocumentNode<PanelOfficialChannelsQuery, PanelOfficialChannelsQueryVariables>;
export const PanelSetOfficialChannelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelSetOfficialChannels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfficialChannelsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOfficialChannels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiary"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]} as unknown as DocumentNode<PanelSetOfficialChannelsMutation, PanelSetOfficialChannelsMutationVariables>;
export const PanelPixHolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelPixHolder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pixHolderRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"maskedDocument"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"testedAt"}}]}}]}}]} as unknown as DocumentNode<PanelPixHolderQuery, PanelPixHolderQueryVariables>;
export const PanelSetPixHolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelSetPixHolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PixHolderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPixHolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"maskedDocument"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"testedAt"}}]}}]}}]} as unknown as DocumentNode<PanelSetPixHolderMutation, PanelSetPixHolderMutationVariables>;
export const PanelConfirmPixHolderTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelConfirmPixHolderTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPixHolderTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"confirmed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmed"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"maskedDocument"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"testedAt"}}]}}]}}]} as unknown as DocumentNode<PanelConfirmPixHolderTestMutation, PanelConfirmPixHolderTestMutationVariables>;
export const PanelCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organisationTaxId"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isExample"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videoPoster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"raised"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryViewFields"}},{"kind":"Field","name":{"kind":"Name","value":"proofImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"raffle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RaffleBannerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trustBadges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrustBadgeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"share"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"donationOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmountCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booksCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baselineRaised"}},{"kind":"Field","name":{"kind":"Name","value":"expectedSupporters"}},{"kind":"Field","name":{"kind":"Name","value":"paidCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedLabel"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RaffleBannerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Raffle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrustBadgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrustBadge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmountCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DonationOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"raffleEntries"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}}]}}]} as unknown as DocumentNode<PanelCampaignQuery, PanelCampaignQueryVariables>;
export const PanelUpdateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelUpdateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isExample"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PanelCampaignTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PanelCampaignTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raised"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"supportersCount"}}]}}]} as unknown as DocumentNode<PanelUpdateCampaignMutation, PanelUpdateCampaignMutationVariables>;
export const PanelCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<PanelCommentsQuery, PanelCommentsQueryVariables>;
export const PanelHideCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelHideComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]} as unknown as DocumentNode<PanelHideCommentMutation, PanelHideCommentMutationVariables>;
export const PanelShowCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelShowComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unhideComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]} as unknown as DocumentNode<PanelShowCommentMutation, PanelShowCommentMutationVariables>;
export const PanelDataRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelDataRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<PanelDataRequestsQuery, PanelDataRequestsQueryVariables>;
export const PanelDonationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelDonations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"txid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pixIssuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedBy"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"payerMessage"}},{"kind":"Field","name":{"kind":"Name","value":"dedication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"showAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outside"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"proofs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"annulledAt"}},{"kind":"Field","name":{"kind":"Name","value":"annulReason"}},{"kind":"Field","name":{"kind":"Name","value":"replacedBy"}},{"kind":"Field","name":{"kind":"Name","value":"replaces"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tracking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"utmSource"}},{"kind":"Field","name":{"kind":"Name","value":"utmMedium"}},{"kind":"Field","name":{"kind":"Name","value":"utmCampaign"}},{"kind":"Field","name":{"kind":"Name","value":"gclid"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<PanelDonationsQuery, PanelDonationsQueryVariables>;
export const PanelConfirmDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelConfirmDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedBy"}}]}}]}}]} as unknown as DocumentNode<PanelConfirmDonationMutation, PanelConfirmDonationMutationVariables>;
export const PanelRefundDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelRefundDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"donationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"donationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"donationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}}]}}]}}]} as unknown as DocumentNode<PanelRefundDonationMutation, PanelRefundDonationMutationVariables>;
export const PanelPublishDirectDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelPublishDirectDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"publishMessage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishDirectDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"publishMessage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"publishMessage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode<PanelPublishDirectDonationMutation, PanelPublishDirectDonationMutationVariables>;
export const PanelRegisterOutsideDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelRegisterOutsideDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OutsideDonationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerOutsideDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<PanelRegisterOutsideDonationMutation, PanelRegisterOutsideDonationMutationVariables>;
export const PanelCorrectOutsideDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelCorrectOutsideDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"correction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutsideDonationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctOutsideDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"correction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"correction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annulled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replacement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<PanelCorrectOutsideDonationMutation, PanelCorrectOutsideDonationMutationVariables>;
export const PanelOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smtpConfigured"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<PanelOutboxQuery, PanelOutboxQueryVariables>;
export const PanelResendEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelResendEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}}]}}]}}]} as unknown as DocumentNode<PanelResendEmailMutation, PanelResendEmailMutationVariables>;
export const PanelExpensesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelExpenses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expenses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"correctedAt"}},{"kind":"Field","name":{"kind":"Name","value":"proofs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<PanelExpensesQuery, PanelExpensesQueryVariables>;
export const PanelRecordExpenseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelRecordExpense"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpenseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordExpense"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PanelRecordExpenseMutation, PanelRecordExpenseMutationVariables>;
export const PanelCorrectExpenseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelCorrectExpense"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpenseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctExpense"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PanelCorrectExpenseMutation, PanelCorrectExpenseMutationVariables>;
export const PanelRemoveExpenseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelRemoveExpense"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeExpense"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PanelRemoveExpenseMutation, PanelRemoveExpenseMutationVariables>;
export const PanelRemoveExpenseProofDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelRemoveExpenseProof"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expenseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proofId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeExpenseProof"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"expenseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expenseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"proofId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proofId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PanelRemoveExpenseProofMutation, PanelRemoveExpenseProofMutationVariables>;
export const PanelShareStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelShareStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"donations"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"donations"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<PanelShareStatsQuery, PanelShareStatsQueryVariables>;
export const PanelGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelGoal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PanelGoalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaignUpdates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PanelGoalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raised"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"supportersCount"}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"passedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"goalExtensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousGoal"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"surplusText"}}]}}]}}]} as unknown as DocumentNode<PanelGoalQuery, PanelGoalQueryVariables>;
export const PanelExtendGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelExtendGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendGoalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendGoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PanelGoalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PanelGoalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raised"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"supportersCount"}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"passedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"goalExtensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousGoal"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"surplusText"}}]}}]}}]} as unknown as DocumentNode<PanelExtendGoalMutation, PanelExtendGoalMutationVariables>;
export const PanelCloseCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelCloseCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloseCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PanelGoalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFailed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PanelGoalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raised"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"supportersCount"}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"passedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"goalExtensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousGoal"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"surplusText"}}]}}]}}]} as unknown as DocumentNode<PanelCloseCampaignMutation, PanelCloseCampaignMutationVariables>;
export const PanelHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelHome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"today"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"week"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PanelCampaignTotalsFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"all"},"name":{"kind":"Name","value":"donationStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PanelDonationCountsFields"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}},{"kind":"Field","name":{"kind":"Name","value":"codesIssued"}},{"kind":"Field","name":{"kind":"Name","value":"codesPaid"}},{"kind":"Field","name":{"kind":"Name","value":"codeConversionRate"}},{"kind":"Field","name":{"kind":"Name","value":"averagePaidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"byDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"isOption"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"utmSource"}},{"kind":"Field","name":{"kind":"Name","value":"utmCampaign"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"today"},"name":{"kind":"Name","value":"donationStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"today"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PanelDonationCountsFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"week"},"name":{"kind":"Name","value":"donationStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"week"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PanelDonationCountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booksCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raised"}},{"kind":"Field","name":{"kind":"Name","value":"baselineRaised"}},{"kind":"Field","name":{"kind":"Name","value":"paidSum"}},{"kind":"Field","name":{"kind":"Name","value":"straightToKey"}},{"kind":"Field","name":{"kind":"Name","value":"straightToKeyCount"}},{"kind":"Field","name":{"kind":"Name","value":"throughSiteCodes"}},{"kind":"Field","name":{"kind":"Name","value":"throughSiteCodesCount"}},{"kind":"Field","name":{"kind":"Name","value":"registeredByOrganisation"}},{"kind":"Field","name":{"kind":"Name","value":"registeredByOrganisationCount"}},{"kind":"Field","name":{"kind":"Name","value":"annulled"}},{"kind":"Field","name":{"kind":"Name","value":"annulledCount"}},{"kind":"Field","name":{"kind":"Name","value":"expectedRaised"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"supportersCount"}},{"kind":"Field","name":{"kind":"Name","value":"expectedSupporters"}},{"kind":"Field","name":{"kind":"Name","value":"paidCount"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCount"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"differingLines"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PanelCampaignTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raised"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"supportersCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PanelDonationCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DonationStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}}]}}]} as unknown as DocumentNode<PanelHomeQuery, PanelHomeQueryVariables>;
export const PanelLaunchChecklistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelLaunchChecklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"launchChecklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"fix"}}]}}]}}]}}]} as unknown as DocumentNode<PanelLaunchChecklistQuery, PanelLaunchChecklistQueryVariables>;
export const PanelContactMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelContactMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answered"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"answered"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answered"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PanelContactMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PanelContactMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredBy"}}]}}]}}]} as unknown as DocumentNode<PanelContactMessagesQuery, PanelContactMessagesQueryVariables>;
export const PanelUnansweredMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelUnansweredMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unansweredContactMessages"}}]}}]} as unknown as DocumentNode<PanelUnansweredMessagesQuery, PanelUnansweredMessagesQueryVariables>;
export const PanelAnswerContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelAnswerContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PanelContactMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PanelContactMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredBy"}}]}}]}}]} as unknown as DocumentNode<PanelAnswerContactMessageMutation, PanelAnswerContactMessageMutationVariables>;
export const PanelDeleteContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelDeleteContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PanelDeleteContactMessageMutation, PanelDeleteContactMessageMutationVariables>;
export const PanelMonthlyGivingSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelMonthlyGivingSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyGivingSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PanelMonthlyGivingSetupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PanelMonthlyGivingSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonthlyGivingSetup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableReasons"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"retryPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"activeCount"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingCount"}}]}}]} as unknown as DocumentNode<PanelMonthlyGivingSetupQuery, PanelMonthlyGivingSetupQueryVariables>;
export const PanelSetMonthlyGivingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelSetMonthlyGiving"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"retryPolicy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MonthlyRetryPolicy"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMonthlyGiving"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}},{"kind":"Argument","name":{"kind":"Name","value":"retryPolicy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"retryPolicy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PanelMonthlyGivingSetupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PanelMonthlyGivingSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonthlyGivingSetup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableReasons"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"retryPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"activeCount"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingCount"}}]}}]} as unknown as DocumentNode<PanelSetMonthlyGivingMutation, PanelSetMonthlyGivingMutationVariables>;
export const PanelMonthlyDonationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelMonthlyDonations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MonthlyDonationStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyDonations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"idRec"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"monthsPaid"}},{"kind":"Field","name":{"kind":"Name","value":"paidTotal"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"skippedMonths"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<PanelMonthlyDonationsQuery, PanelMonthlyDonationsQueryVariables>;
export const PanelCancelMonthlyDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelCancelMonthlyDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMonthlyDonationAsOrganiser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"monthsPaid"}},{"kind":"Field","name":{"kind":"Name","value":"paidTotal"}}]}}]}}]} as unknown as DocumentNode<PanelCancelMonthlyDonationMutation, PanelCancelMonthlyDonationMutationVariables>;
export const PanelStatementLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelStatementLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatementLineStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statementLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"postedOn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"matchedBy"}},{"kind":"Field","name":{"kind":"Name","value":"matchedDonationId"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedDonationId"}},{"kind":"Field","name":{"kind":"Name","value":"ignoredReason"}},{"kind":"Field","name":{"kind":"Name","value":"ignoredByImport"}},{"kind":"Field","name":{"kind":"Name","value":"proposedName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<PanelStatementLinesQuery, PanelStatementLinesQueryVariables>;
export const PanelAcceptStatementLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelAcceptStatementLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"donor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatementDonorInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptStatementLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"donor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"donor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedDonationId"}}]}}]}}]} as unknown as DocumentNode<PanelAcceptStatementLineMutation, PanelAcceptStatementLineMutationVariables>;
export const PanelIgnoreStatementLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelIgnoreStatementLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ignoreStatementLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ignoredReason"}}]}}]}}]} as unknown as DocumentNode<PanelIgnoreStatementLineMutation, PanelIgnoreStatementLineMutationVariables>;
export const PanelTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"passkeyCount"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}}]}}]}}]}}]} as unknown as DocumentNode<PanelTeamQuery, PanelTeamQueryVariables>;
export const PanelInviteTeamMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelInviteTeamMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteTeamMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteTeamMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PanelInviteTeamMemberMutation, PanelInviteTeamMemberMutationVariables>;
export const PanelSetTeamMemberRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelSetTeamMemberRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTeamMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<PanelSetTeamMemberRoleMutation, PanelSetTeamMemberRoleMutationVariables>;
export const PanelRemoveTeamMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelRemoveTeamMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTeamMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PanelRemoveTeamMemberMutation, PanelRemoveTeamMemberMutationVariables>;
export const PanelEndTeamMemberSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelEndTeamMemberSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endTeamMemberSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}]}]}}]} as unknown as DocumentNode<PanelEndTeamMemberSessionMutation, PanelEndTeamMemberSessionMutationVariables>;
export const PanelUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignUpdates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignUpdateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignUpdateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}}]} as unknown as DocumentNode<PanelUpdatesQuery, PanelUpdatesQueryVariables>;
export const PanelUpdateEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PanelUpdateEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"mailings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]}}]} as unknown as DocumentNode<PanelUpdateEmailsQuery, PanelUpdateEmailsQueryVariables>;
export const PanelPostUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelPostUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PanelPostUpdateMutation, PanelPostUpdateMutationVariables>;
export const PanelEditUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PanelEditUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}}]}}]} as unknown as DocumentNode<PanelEditUpdateMutation, PanelEditUpdateMutationVariables>;