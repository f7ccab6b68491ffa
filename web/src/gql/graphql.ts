/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ContactMessageInput = {
  email: string;
  message: string;
  name: string;
};

export type CreateDonationInput = {
  adgroupid?: string | null | undefined;
  adposition?: string | null | undefined;
  /** Amount in reais: "50", "50,5", "1.234,56" or "1234.56" (rules/money.ts), at most two decimals. */
  amount: string;
  campaignid?: string | null | undefined;
  cpf?: string | null | undefined;
  creative?: string | null | undefined;
  /** "Em homenagem a" / "Em memória de" someone (optional); DEDICATIONS_DISABLED while the organiser has them off (Campaign.dedications). */
  dedication?: DedicationInput | null | undefined;
  device?: string | null | undefined;
  email: string;
  gbraid?: string | null | undefined;
  gclid?: string | null | undefined;
  /** Client-generated key (8-100 characters); a retry with the same key returns the same donation. */
  idempotencyKey: string;
  isAnonymous?: boolean | null | undefined;
  keyword?: string | null | undefined;
  matchtype?: string | null | undefined;
  message?: string | null | undefined;
  /** Required unless isAnonymous is true: the receipt and the private link need only the e-mail. */
  name?: string | null | undefined;
  network?: string | null | undefined;
  phone?: string | null | undefined;
  placement?: string | null | undefined;
  /** Text label of the donation. */
  product?: string | null | undefined;
  /** JSON list [{id, title, unitPrice (cents), quantity: 1, tangible: false}]; built by the server when absent. */
  products?: string | null | undefined;
  /** The share code of the link the visit arrived by (`?ref=`, rules/referral.ts); one not well formed is ignored. */
  referredBy?: string | null | undefined;
  target?: string | null | undefined;
  utmCampaign?: string | null | undefined;
  utmContent?: string | null | undefined;
  utmMedium?: string | null | undefined;
  utmSource?: string | null | undefined;
  utmTerm?: string | null | undefined;
  /** The unticked box "Quero receber novidades da campanha por e-mail": true records the consent (with when and which text). */
  wantsUpdates?: boolean | null | undefined;
  wbraid?: string | null | undefined;
};

export type CreateMonthlyDonationInput = {
  adgroupid?: string | null | undefined;
  adposition?: string | null | undefined;
  /** Monthly amount in reais, as CreateDonationInput.amount. */
  amount: string;
  campaignid?: string | null | undefined;
  cpf: string;
  creative?: string | null | undefined;
  /** Day of the month each charge falls due, 1-28. */
  dayOfMonth: number;
  device?: string | null | undefined;
  email: string;
  gbraid?: string | null | undefined;
  gclid?: string | null | undefined;
  /** Client-generated key (8-100 characters); a retry with the same key returns the same monthly donation. */
  idempotencyKey: string;
  isAnonymous?: boolean | null | undefined;
  keyword?: string | null | undefined;
  matchtype?: string | null | undefined;
  message?: string | null | undefined;
  /** Pix Automático identifies the payer: full name and CPF are required. */
  name: string;
  network?: string | null | undefined;
  /** True: the code pays the first month now and authorises the next ones (journey 3). False: it only authorises; the first charge falls on the next chosen day (journey 2). */
  payFirstNow: boolean;
  placement?: string | null | undefined;
  /** As CreateDonationInput.referredBy: every month charged counts for the donor whose link it is. */
  referredBy?: string | null | undefined;
  target?: string | null | undefined;
  utmCampaign?: string | null | undefined;
  utmContent?: string | null | undefined;
  utmMedium?: string | null | undefined;
  /** Ad and campaign attribution, as CreateDonationInput's: every month charged carries it. */
  utmSource?: string | null | undefined;
  utmTerm?: string | null | undefined;
  /** As CreateDonationInput.wantsUpdates. */
  wantsUpdates?: boolean | null | undefined;
  wbraid?: string | null | undefined;
};

export type DedicationInput = {
  /** Who is told of the donation once it is paid (for IN_MEMORY, the family); empty for nobody. */
  email?: string | null | undefined;
  kind: DedicationKind;
  /** A short message for the notice, at most 280 characters. */
  message?: string | null | undefined;
  /** The honoree's name, 2-80 characters. */
  name: string;
  /** Whether the notice tells the amount (default false). */
  showAmount?: boolean | null | undefined;
};

export type DedicationKind =
  /** Em homenagem a */
  | 'IN_HONOUR'
  /** Em memória de */
  | 'IN_MEMORY';

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

export type MonthlyPaymentStatus =
  /** Cancelled before it was paid. */
  | 'CANCELLED'
  /** The month was not paid (refused, or every retry failed). */
  | 'FAILED'
  | 'PAID'
  /** A charge failed and the bank tries again (the organiser's retry policy). */
  | 'RETRYING'
  /** The month's charge was sent to the donor's bank; it is paid on the due date. */
  | 'SCHEDULED';

export type OfficialLinkKind =
  | 'FACEBOOK'
  | 'INSTAGRAM'
  | 'OTHER'
  | 'SITE'
  | 'TIKTOK'
  | 'WHATSAPP'
  | 'YOUTUBE';

export type BankCheckSectionQueryVariables = Exact<{ [key: string]: never; }>;


export type BankCheckSectionQuery = { bankCheck: { periodFrom: string, periodTo: string, importedOn: string, stale: boolean, bankCredits: string, bankCreditsCount: number, donationsCounted: string, donationsCountedCount: number, underReview: string, underReviewCount: number, ignoredByOrganisation: string, ignoredByOrganisationCount: number } | null };

export type CommentsSectionQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type CommentsSectionQuery = { comments: { nodes: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'CommentCardFieldsFragment': CommentCardFieldsFragment } }
    )>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type CommentCardFieldsFragment = { name: string, avatar: string, amount: string | null, content: string, dedication: string | null, createdAt: string } & { ' $fragmentName'?: 'CommentCardFieldsFragment' };

export type AdsPixelQueryVariables = Exact<{ [key: string]: never; }>;


export type AdsPixelQuery = { siteConfig: { adsPixel: { id: string, scriptUrl: string } | null } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { id: string } };

export type AmountCardFieldsFragment = { value: string, label: string, description: string, impact: string, popular: boolean, raffleEntries: number, checkoutUrl: string | null } & { ' $fragmentName'?: 'AmountCardFieldsFragment' };

export type MonthlyGivingQueryVariables = Exact<{ [key: string]: never; }>;


export type MonthlyGivingQuery = { campaign: { monthlyGiving: boolean } };

export type DedicationsOfferedQueryVariables = Exact<{ [key: string]: never; }>;


export type DedicationsOfferedQuery = { campaign: { dedications: boolean } };

export type DonationOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DonationOptionsQuery = { donationOptions: Array<(
    { value: string }
    & { ' $fragmentRefs'?: { 'AmountCardFieldsFragment': AmountCardFieldsFragment } }
  )>, campaign: { closing: { closedAt: string } | null, usage: Array<{ title: string, text: string }>, raffle: { ' $fragmentRefs'?: { 'RaffleBannerFieldsFragment': RaffleBannerFieldsFragment } } | null, trustBadges: Array<{ ' $fragmentRefs'?: { 'TrustBadgeFieldsFragment': TrustBadgeFieldsFragment } }> } };

export type CreateMonthlyDonationMutationVariables = Exact<{
  input: CreateMonthlyDonationInput;
}>;


export type CreateMonthlyDonationMutation = { createMonthlyDonation: { donorUrl: string, pixCode: string, amount: string, expiresAt: string, firstDueDate: string } };

export type DonationLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type DonationLimitsQuery = { campaign: { donationLimits: { minAmount: string, maxAmount: string, presetAmounts: Array<string> } } };

export type DonorDonationQueryVariables = Exact<{
  accessToken: string;
}>;


export type DonorDonationQuery = { donorDonation: { id: string, status: DonationStatus, statusLabel: string, amount: string, createdAt: string, paidAt: string | null, pixCode: string | null, expiresAt: string | null, publicReference: string | null, erasedAt: string | null, receipt: { title: string, path: string } | null, share: { code: string, donations: number, amount: string } | null }, campaign: { pixHolder: { name: string, document: string, line: string } | null } };

export type MonthlyDonationQueryVariables = Exact<{
  accessToken: string;
}>;


export type MonthlyDonationQuery = { monthlyDonation: { id: string, status: MonthlyDonationStatus, statusLabel: string, amount: string, dayOfMonth: number, pixCode: string | null, expiresAt: string | null, cancelledBy: string | null, cancelledAt: string | null, nextDueDate: string | null, createdAt: string, erasedAt: string | null, pausedAt: string | null, changesFrom: string | null, nextCharge: { month: string, dueDate: string, amount: string, sentToBank: boolean } | null, amountChange: { amount: string, pixCode: string | null, expiresAt: string | null } | null, changes: Array<{ at: string, description: string }>, payments: Array<{ month: string, dueDate: string, amount: string, status: MonthlyPaymentStatus, statusLabel: string, paidAt: string | null, receiptPath: string | null }> } };

export type CancelMonthlyDonationMutationVariables = Exact<{
  accessToken: string;
}>;


export type CancelMonthlyDonationMutation = { cancelMonthlyDonation: { id: string, status: MonthlyDonationStatus, statusLabel: string, cancelledBy: string | null, cancelledAt: string | null } };

export type ChangeMonthlyAmountMutationVariables = Exact<{
  accessToken: string;
  amount: string;
}>;


export type ChangeMonthlyAmountMutation = { changeMonthlyDonationAmount: { id: string } };

export type ChangeMonthlyDayMutationVariables = Exact<{
  accessToken: string;
  dayOfMonth: number;
}>;


export type ChangeMonthlyDayMutation = { changeMonthlyDonationDay: { id: string } };

export type SkipMonthlyMonthMutationVariables = Exact<{
  accessToken: string;
  month: string;
}>;


export type SkipMonthlyMonthMutation = { skipMonthlyDonationMonth: { id: string } };

export type PauseMonthlyDonationMutationVariables = Exact<{
  accessToken: string;
}>;


export type PauseMonthlyDonationMutation = { pauseMonthlyDonation: { id: string } };

export type ResumeMonthlyDonationMutationVariables = Exact<{
  accessToken: string;
}>;


export type ResumeMonthlyDonationMutation = { resumeMonthlyDonation: { id: string } };

export type FooterQueryVariables = Exact<{ [key: string]: never; }>;


export type FooterQuery = { campaign: { organisation: { ' $fragmentRefs'?: { 'OrganisationFieldsFragment': OrganisationFieldsFragment } }, trustBadges: Array<{ ' $fragmentRefs'?: { 'TrustBadgeFieldsFragment': TrustBadgeFieldsFragment } }>, officialChannels: { domain: string | null, links: Array<{ kind: OfficialLinkKind, label: string, url: string }> } } };

export type SiteHeaderQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteHeaderQuery = { campaign: { isExample: boolean, closing: { closedAt: string } | null, organisation: { name: string } } };

export type CampaignHeroQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignHeroQuery = { campaign: { raised: string, goal: string, supportersCount: number, heartsReceived: number, title: string, badge: string, summary: string, videoUrl: string | null, videoPoster: { ' $fragmentRefs'?: { 'PictureFieldsFragment': PictureFieldsFragment } } | null, raffle: { ' $fragmentRefs'?: { 'RaffleBannerFieldsFragment': RaffleBannerFieldsFragment } } | null, goalExtensions: Array<{ previousGoal: string, goal: string, reason: string }>, closing: { message: string, surplusText: string, spent: string, balance: string } | null, pixHolder: { name: string, document: string } | null }, bankCheck: { importedOn: string, stale: boolean, underReviewCount: number } | null, budget: { lines: Array<{ category: ExpenseCategory, description: string, planned: string }> } | null };

export type LegalOrganisationQueryVariables = Exact<{ [key: string]: never; }>;


export type LegalOrganisationQuery = { campaign: { title: string, organisation: { ' $fragmentRefs'?: { 'OrganisationFieldsFragment': OrganisationFieldsFragment } } } };

export type RecentDonationsQueryVariables = Exact<{
  limit: number;
}>;


export type RecentDonationsQuery = { recentDonations: Array<{ id: string, name: string, amount: string, paidAt: string }> };

export type CampaignTotalsQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignTotalsQuery = { campaign: { raised: string, supportersCount: number } };

export type CreateDonationMutationVariables = Exact<{
  input: CreateDonationInput;
}>;


export type CreateDonationMutation = { createDonation: { id: string, accessToken: string, donorUrl: string } };

export type IssuePixCodeMutationVariables = Exact<{
  donationId: string | number;
  accessToken: string;
}>;


export type IssuePixCodeMutation = { pixCode: (
    { donationId: string, expiresAt: string }
    & { ' $fragmentRefs'?: { 'PixCodePanelFieldsFragment': PixCodePanelFieldsFragment } }
  ) };

export type DonationStatusQueryVariables = Exact<{
  id: string | number;
  accessToken: string;
}>;


export type DonationStatusQuery = { donationStatus: { id: string, status: DonationStatus, paidAt: string | null, shareCode: string | null } };

export type PixCodePanelFieldsFragment = { pixCode: string, amount: string } & { ' $fragmentName'?: 'PixCodePanelFieldsFragment' };

export type ShareBlockQueryVariables = Exact<{ [key: string]: never; }>;


export type ShareBlockQuery = { campaign: { share: { title: string, message: string } }, siteConfig: { publicUrl: string | null } };

export type StorySectionQueryVariables = Exact<{ [key: string]: never; }>;


export type StorySectionQuery = { campaign: { goal: string, organisation: { name: string, city: string | null }, officialChannels: { relationship: string | null, beneficiary: string | null }, story: (
      { proofImage: { ' $fragmentRefs'?: { 'PictureFieldsFragment': PictureFieldsFragment } } | null }
      & { ' $fragmentRefs'?: { 'StoryViewFieldsFragment': StoryViewFieldsFragment } }
    ) } };

export type StoryViewFieldsFragment = { title: string, verifiedLabel: string, paragraphs: Array<string>, blocks: Array<{ title: string, text: string }> } & { ' $fragmentName'?: 'StoryViewFieldsFragment' };

export type CampaignUpdateFieldsFragment = { id: string, title: string, body: string, publishedAt: string, editedAt: string | null } & { ' $fragmentName'?: 'CampaignUpdateFieldsFragment' };

export type UpdatesSectionQueryVariables = Exact<{
  first: number;
}>;


export type UpdatesSectionQuery = { campaignUpdates: { nodes: Array<{ ' $fragmentRefs'?: { 'CampaignUpdateFieldsFragment': CampaignUpdateFieldsFragment } }> } };

export type OrganisationFieldsFragment = { name: string, cnpj: string | null, email: string, whatsapp: string | null, city: string | null } & { ' $fragmentName'?: 'OrganisationFieldsFragment' };

export type PictureFieldsFragment = { url: string, alt: string, width: number, height: number, srcSet: string | null, webpSrcSet: string | null } & { ' $fragmentName'?: 'PictureFieldsFragment' };

export type RaffleBannerFieldsFragment = { prize: string, drawDate: string, minAmount: string, text: string } & { ' $fragmentName'?: 'RaffleBannerFieldsFragment' };

export type TrustBadgeFieldsFragment = { icon: string, title: string, text: string } & { ' $fragmentName'?: 'TrustBadgeFieldsFragment' };

export type PixHolderQueryVariables = Exact<{ [key: string]: never; }>;


export type PixHolderQuery = { campaign: { pixHolder: { name: string, document: string, line: string } | null } };

export const CommentCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"dedication"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CommentCardFieldsFragment, unknown>;
export const AmountCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmountCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DonationOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"raffleEntries"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}}]}}]} as unknown as DocumentNode<AmountCardFieldsFragment, unknown>;
export const PixCodePanelFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PixCodePanelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PixCharge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pixCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]} as unknown as DocumentNode<PixCodePanelFieldsFragment, unknown>;
export const StoryViewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedLabel"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<StoryViewFieldsFragment, unknown>;
export const CampaignUpdateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignUpdateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}}]} as unknown as DocumentNode<CampaignUpdateFieldsFragment, unknown>;
export const OrganisationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]} as unknown as DocumentNode<OrganisationFieldsFragment, unknown>;
export const PictureFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcSet"}}]}}]} as unknown as DocumentNode<PictureFieldsFragment, unknown>;
export const RaffleBannerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RaffleBannerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Raffle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<RaffleBannerFieldsFragment, unknown>;
export const TrustBadgeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrustBadgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrustBadge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<TrustBadgeFieldsFragment, unknown>;
export const BankCheckSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankCheckSection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"importedOn"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"bankCredits"}},{"kind":"Field","name":{"kind":"Name","value":"bankCreditsCount"}},{"kind":"Field","name":{"kind":"Name","value":"donationsCounted"}},{"kind":"Field","name":{"kind":"Name","value":"donationsCountedCount"}},{"kind":"Field","name":{"kind":"Name","value":"underReview"}},{"kind":"Field","name":{"kind":"Name","value":"underReviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"ignoredByOrganisation"}},{"kind":"Field","name":{"kind":"Name","value":"ignoredByOrganisationCount"}}]}}]}}]} as unknown as DocumentNode<BankCheckSectionQuery, BankCheckSectionQueryVariables>;
export const CommentsSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommentsSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"dedication"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CommentsSectionQuery, CommentsSectionQueryVariables>;
export const AdsPixelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdsPixel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adsPixel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scriptUrl"}}]}}]}}]}}]} as unknown as DocumentNode<AdsPixelQuery, AdsPixelQueryVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const MonthlyGivingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonthlyGiving"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyGiving"}}]}}]}}]} as unknown as DocumentNode<MonthlyGivingQuery, MonthlyGivingQueryVariables>;
export const DedicationsOfferedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DedicationsOffered"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dedications"}}]}}]}}]} as unknown as DocumentNode<DedicationsOfferedQuery, DedicationsOfferedQueryVariables>;
export const DonationOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonationOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmountCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"raffle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RaffleBannerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trustBadges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrustBadgeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmountCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DonationOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"raffleEntries"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RaffleBannerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Raffle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrustBadgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrustBadge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<DonationOptionsQuery, DonationOptionsQueryVariables>;
export const CreateMonthlyDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMonthlyDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMonthlyDonationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMonthlyDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donorUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pixCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstDueDate"}}]}}]}}]} as unknown as DocumentNode<CreateMonthlyDonationMutation, CreateMonthlyDonationMutationVariables>;
export const DonationLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonationLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"presetAmounts"}}]}}]}}]}}]} as unknown as DocumentNode<DonationLimitsQuery, DonationLimitsQueryVariables>;
export const DonorDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonorDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donorDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"pixCode"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicReference"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"share"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"donations"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pixHolder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"line"}}]}}]}}]}}]} as unknown as DocumentNode<DonorDonationQuery, DonorDonationQueryVariables>;
export const MonthlyDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonthlyDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"pixCode"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changesFrom"}},{"kind":"Field","name":{"kind":"Name","value":"nextCharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"sentToBank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amountChange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"pixCode"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"receiptPath"}}]}}]}}]}}]} as unknown as DocumentNode<MonthlyDonationQuery, MonthlyDonationQueryVariables>;
export const CancelMonthlyDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelMonthlyDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMonthlyDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}}]}}]}}]} as unknown as DocumentNode<CancelMonthlyDonationMutation, CancelMonthlyDonationMutationVariables>;
export const ChangeMonthlyAmountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeMonthlyAmount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeMonthlyDonationAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ChangeMonthlyAmountMutation, ChangeMonthlyAmountMutationVariables>;
export const ChangeMonthlyDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeMonthlyDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dayOfMonth"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeMonthlyDonationDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"dayOfMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dayOfMonth"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ChangeMonthlyDayMutation, ChangeMonthlyDayMutationVariables>;
export const SkipMonthlyMonthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SkipMonthlyMonth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skipMonthlyDonationMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SkipMonthlyMonthMutation, SkipMonthlyMonthMutationVariables>;
export const PauseMonthlyDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseMonthlyDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseMonthlyDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PauseMonthlyDonationMutation, PauseMonthlyDonationMutationVariables>;
export const ResumeMonthlyDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeMonthlyDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeMonthlyDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ResumeMonthlyDonationMutation, ResumeMonthlyDonationMutationVariables>;
export const FooterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Footer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trustBadges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrustBadgeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"officialChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrustBadgeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrustBadge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<FooterQuery, FooterQueryVariables>;
export const SiteHeaderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteHeader"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isExample"}},{"kind":"Field","name":{"kind":"Name","value":"closing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SiteHeaderQuery, SiteHeaderQueryVariables>;
export const CampaignHeroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignHero"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raised"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"supportersCount"}},{"kind":"Field","name":{"kind":"Name","value":"heartsReceived"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoPoster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"raffle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RaffleBannerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"goalExtensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousGoal"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"surplusText"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pixHolder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importedOn"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"underReviewCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcSet"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RaffleBannerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Raffle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<CampaignHeroQuery, CampaignHeroQueryVariables>;
export const LegalOrganisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegalOrganisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]} as unknown as DocumentNode<LegalOrganisationQuery, LegalOrganisationQueryVariables>;
export const RecentDonationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentDonations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentDonations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]} as unknown as DocumentNode<RecentDonationsQuery, RecentDonationsQueryVariables>;
export const CampaignTotalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raised"}},{"kind":"Field","name":{"kind":"Name","value":"supportersCount"}}]}}]}}]} as unknown as DocumentNode<CampaignTotalsQuery, CampaignTotalsQueryVariables>;
export const CreateDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDonationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"donorUrl"}}]}}]}}]} as unknown as DocumentNode<CreateDonationMutation, CreateDonationMutationVariables>;
export const IssuePixCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IssuePixCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"donationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pixCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"donationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"donationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PixCodePanelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PixCodePanelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PixCharge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pixCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]} as unknown as DocumentNode<IssuePixCodeMutation, IssuePixCodeMutationVariables>;
export const DonationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"shareCode"}}]}}]}}]} as unknown as DocumentNode<DonationStatusQuery, DonationStatusQueryVariables>;
export const ShareBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShareBlock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}}]}}]}}]} as unknown as DocumentNode<ShareBlockQuery, ShareBlockQueryVariables>;
export const StorySectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StorySection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"officialChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relationship"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryViewFields"}},{"kind":"Field","name":{"kind":"Name","value":"proofImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedLabel"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcSet"}}]}}]} as unknown as DocumentNode<StorySectionQuery, StorySectionQueryVariables>;
export const UpdatesSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpdatesSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignUpdates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignUpdateFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignUpdateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}}]} as unknown as DocumentNode<UpdatesSectionQuery, UpdatesSectionQueryVariables>;
export const PixHolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PixHolder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pixHolder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"line"}}]}}]}}]}}]} as unknown as DocumentNode<PixHolderQuery, PixHolderQueryVariables>;