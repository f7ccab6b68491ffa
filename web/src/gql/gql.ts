/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query BankCheckSection {\n    bankCheck {\n      periodFrom\n      periodTo\n      importedOn\n      stale\n      bankCredits\n      bankCreditsCount\n      donationsCounted\n      donationsCountedCount\n      underReview\n      underReviewCount\n      ignoredByOrganisation\n      ignoredByOrganisationCount\n    }\n  }\n": typeof types.BankCheckSectionDocument,
    "\n  query CommentsSection($first: Int!, $after: String) {\n    comments(first: $first, after: $after) {\n      nodes {\n        id\n        ...CommentCardFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.CommentsSectionDocument,
    "\n  fragment CommentCardFields on Comment {\n    name\n    avatar\n    amount\n    content\n    dedication\n    createdAt\n  }\n": typeof types.CommentCardFieldsFragmentDoc,
    "\n  query AdsPixel {\n    siteConfig {\n      adsPixel {\n        id\n        scriptUrl\n      }\n    }\n  }\n": typeof types.AdsPixelDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "fragment AmountCardFields on DonationOption {\n  value\n  label\n  description\n  impact\n  popular\n  raffleEntries\n  checkoutUrl\n}": typeof types.AmountCardFieldsFragmentDoc,
    "\n  query MonthlyGiving {\n    campaign {\n      monthlyGiving\n    }\n  }\n": typeof types.MonthlyGivingDocument,
    "\n  query DedicationsOffered {\n    campaign {\n      dedications\n    }\n  }\n": typeof types.DedicationsOfferedDocument,
    "\n  query DonationOptions {\n    donationOptions {\n      value\n      ...AmountCardFields\n    }\n    campaign {\n      closing {\n        closedAt\n      }\n      usage {\n        title\n        text\n      }\n      raffle {\n        ...RaffleBannerFields\n      }\n      trustBadges {\n        ...TrustBadgeFields\n      }\n    }\n  }\n": typeof types.DonationOptionsDocument,
    "\n  mutation CreateMonthlyDonation($input: CreateMonthlyDonationInput!) {\n    createMonthlyDonation(input: $input) {\n      donorUrl\n      pixCode\n      amount\n      expiresAt\n      firstDueDate\n    }\n  }\n": typeof types.CreateMonthlyDonationDocument,
    "\n  query DonationLimits {\n    campaign {\n      donationLimits {\n        minAmount\n        maxAmount\n        presetAmounts\n      }\n    }\n  }\n": typeof types.DonationLimitsDocument,
    "\n  query DonorDonation($accessToken: String!) {\n    donorDonation(accessToken: $accessToken) {\n      id\n      status\n      statusLabel\n      amount\n      createdAt\n      paidAt\n      pixCode\n      expiresAt\n      receipt {\n        title\n        path\n      }\n      publicReference\n      erasedAt\n      share {\n        code\n        donations\n        amount\n      }\n    }\n    # Who the bank app will show as receiving, said before the code (rules/pix-holder.ts).\n    # The same fields as the dialog's PixHolder query: one object in the cache, never replaced by a smaller one.\n    campaign {\n      pixHolder {\n        name\n        document\n        line\n      }\n    }\n  }\n": typeof types.DonorDonationDocument,
    "\n  query MonthlyDonation($accessToken: String!) {\n    monthlyDonation(accessToken: $accessToken) {\n      id\n      status\n      statusLabel\n      amount\n      dayOfMonth\n      pixCode\n      expiresAt\n      cancelledBy\n      cancelledAt\n      nextDueDate\n      createdAt\n      erasedAt\n      pausedAt\n      changesFrom\n      nextCharge {\n        month\n        dueDate\n        amount\n        sentToBank\n      }\n      amountChange {\n        amount\n        pixCode\n        expiresAt\n      }\n      changes {\n        at\n        description\n      }\n      payments {\n        month\n        dueDate\n        amount\n        status\n        statusLabel\n        paidAt\n        receiptPath\n      }\n    }\n  }\n": typeof types.MonthlyDonationDocument,
    "\n  mutation CancelMonthlyDonation($accessToken: String!) {\n    cancelMonthlyDonation(accessToken: $accessToken) {\n      id\n      status\n      statusLabel\n      cancelledBy\n      cancelledAt\n    }\n  }\n": typeof types.CancelMonthlyDonationDocument,
    "\n  mutation ChangeMonthlyAmount($accessToken: String!, $amount: String!) {\n    changeMonthlyDonationAmount(accessToken: $accessToken, amount: $amount) {\n      id\n    }\n  }\n": typeof types.ChangeMonthlyAmountDocument,
    "\n  mutation ChangeMonthlyDay($accessToken: String!, $dayOfMonth: Int!) {\n    changeMonthlyDonationDay(accessToken: $accessToken, dayOfMonth: $dayOfMonth) {\n      id\n    }\n  }\n": typeof types.ChangeMonthlyDayDocument,
    "\n  mutation SkipMonthlyMonth($accessToken: String!, $month: String!) {\n    skipMonthlyDonationMonth(accessToken: $accessToken, month: $month) {\n      id\n    }\n  }\n": typeof types.SkipMonthlyMonthDocument,
    "\n  mutation PauseMonthlyDonation($accessToken: String!) {\n    pauseMonthlyDonation(accessToken: $accessToken) {\n      id\n    }\n  }\n": typeof types.PauseMonthlyDonationDocument,
    "\n  mutation ResumeMonthlyDonation($accessToken: String!) {\n    resumeMonthlyDonation(accessToken: $accessToken) {\n      id\n    }\n  }\n": typeof types.ResumeMonthlyDonationDocument,
    "\n  query Footer {\n    campaign {\n      organisation {\n        ...OrganisationFields\n      }\n      trustBadges {\n        ...TrustBadgeFields\n      }\n      officialChannels {\n        links {\n          kind\n          label\n          url\n        }\n        domain\n      }\n    }\n  }\n": typeof types.FooterDocument,
    "\n  query SiteHeader {\n    campaign {\n      isExample\n      closing {\n        closedAt\n      }\n      organisation {\n        name\n      }\n    }\n  }\n": typeof types.SiteHeaderDocument,
    "\n  query CampaignHero {\n    campaign {\n      raised\n      goal\n      supportersCount\n      heartsReceived\n      title\n      badge\n      summary\n      videoUrl\n      videoPoster {\n        ...PictureFields\n      }\n      raffle {\n        ...RaffleBannerFields\n      }\n      goalExtensions {\n        previousGoal\n        goal\n        reason\n      }\n      closing {\n        message\n        surplusText\n        spent\n        balance\n      }\n      pixHolder {\n        name\n        document\n      }\n    }\n    bankCheck {\n      importedOn\n      stale\n      underReviewCount\n    }\n    budget {\n      lines {\n        category\n        description\n        planned\n      }\n    }\n  }\n": typeof types.CampaignHeroDocument,
    "\n  query LegalOrganisation {\n    campaign {\n      title\n      organisation {\n        ...OrganisationFields\n      }\n    }\n  }\n": typeof types.LegalOrganisationDocument,
    "\n  query RecentDonations($limit: Int!) {\n    recentDonations(limit: $limit) {\n      id\n      name\n      amount\n      paidAt\n    }\n  }\n": typeof types.RecentDonationsDocument,
    "\n  query CampaignTotals {\n    campaign {\n      raised\n      supportersCount\n    }\n  }\n": typeof types.CampaignTotalsDocument,
    "\n  mutation CreateDonation($input: CreateDonationInput!) {\n    createDonation(input: $input) {\n      id\n      accessToken\n      donorUrl\n    }\n  }\n": typeof types.CreateDonationDocument,
    "\n  mutation IssuePixCode($donationId: ID!, $accessToken: String!) {\n    pixCode(donationId: $donationId, accessToken: $accessToken) {\n      donationId\n      expiresAt\n      ...PixCodePanelFields\n    }\n  }\n": typeof types.IssuePixCodeDocument,
    "\n  query DonationStatus($id: ID!, $accessToken: String!) {\n    donationStatus(id: $id, accessToken: $accessToken) {\n      id\n      status\n      paidAt\n      shareCode\n    }\n  }\n": typeof types.DonationStatusDocument,
    "\n  fragment PixCodePanelFields on PixCharge {\n    pixCode\n    amount\n  }\n": typeof types.PixCodePanelFieldsFragmentDoc,
    "\n  query ShareBlock {\n    campaign {\n      share {\n        title\n        message\n      }\n    }\n    siteConfig {\n      publicUrl\n    }\n  }\n": typeof types.ShareBlockDocument,
    "\n  query StorySection {\n    campaign {\n      goal\n      organisation {\n        name\n        city\n      }\n      officialChannels {\n        relationship\n        beneficiary\n      }\n      story {\n        ...StoryViewFields\n        proofImage {\n          ...PictureFields\n        }\n      }\n    }\n  }\n": typeof types.StorySectionDocument,
    "fragment StoryViewFields on Story {\n  title\n  verifiedLabel\n  paragraphs\n  blocks {\n    title\n    text\n  }\n}": typeof types.StoryViewFieldsFragmentDoc,
    "fragment CampaignUpdateFields on CampaignUpdate {\n  id\n  title\n  body\n  publishedAt\n  editedAt\n}": typeof types.CampaignUpdateFieldsFragmentDoc,
    "\n  query UpdatesSection($first: Int!) {\n    campaignUpdates(first: $first) {\n      nodes {\n        ...CampaignUpdateFields\n      }\n    }\n  }\n": typeof types.UpdatesSectionDocument,
    "fragment OrganisationFields on Organisation {\n  name\n  cnpj\n  email\n  whatsapp\n  city\n}": typeof types.OrganisationFieldsFragmentDoc,
    "\n  fragment PictureFields on Image {\n    url\n    alt\n    width\n    height\n    srcSet\n    webpSrcSet\n  }\n": typeof types.PictureFieldsFragmentDoc,
    "fragment RaffleBannerFields on Raffle {\n  prize\n  drawDate\n  minAmount\n  text\n}": typeof types.RaffleBannerFieldsFragmentDoc,
    "fragment TrustBadgeFields on TrustBadge {\n  icon\n  title\n  text\n}": typeof types.TrustBadgeFieldsFragmentDoc,
    "\n  query PixHolder {\n    campaign {\n      pixHolder {\n        name\n        document\n        line\n      }\n    }\n  }\n": typeof types.PixHolderDocument,
};
const documents: Documents = {
    "\n  query BankCheckSection {\n    bankCheck {\n      periodFrom\n      periodTo\n      importedOn\n      stale\n      bankCredits\n      bankCreditsCount\n      donationsCounted\n      donationsCountedCount\n      underReview\n      underReviewCount\n      ignoredByOrganisation\n      ignoredByOrganisationCount\n    }\n  }\n": types.BankCheckSectionDocument,
    "\n  query CommentsSection($first: Int!, $after: String) {\n    comments(first: $first, after: $after) {\n      nodes {\n        id\n        ...CommentCardFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.CommentsSectionDocument,
    "\n  fragment CommentCardFields on Comment {\n    name\n    avatar\n    amount\n    content\n    dedication\n    createdAt\n  }\n": types.CommentCardFieldsFragmentDoc,
    "\n  query AdsPixel {\n    siteConfig {\n      adsPixel {\n        id\n        scriptUrl\n      }\n    }\n  }\n": types.AdsPixelDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n": types.SendContactMessageDocument,
    "fragment AmountCardFields on DonationOption {\n  value\n  label\n  description\n  impact\n  popular\n  raffleEntries\n  checkoutUrl\n}": types.AmountCardFieldsFragmentDoc,
    "\n  query MonthlyGiving {\n    campaign {\n      monthlyGiving\n    }\n  }\n": types.MonthlyGivingDocument,
    "\n  query DedicationsOffered {\n    campaign {\n      dedications\n    }\n  }\n": types.DedicationsOfferedDocument,
    "\n  query DonationOptions {\n    donationOptions {\n      value\n      ...AmountCardFields\n    }\n    campaign {\n      closing {\n        closedAt\n      }\n      usage {\n        title\n        text\n      }\n      raffle {\n        ...RaffleBannerFields\n      }\n      trustBadges {\n        ...TrustBadgeFields\n      }\n    }\n  }\n": types.DonationOptionsDocument,
    "\n  mutation CreateMonthlyDonation($input: CreateMonthlyDonationInput!) {\n    createMonthlyDonation(input: $input) {\n      donorUrl\n      pixCode\n      amount\n      expiresAt\n      firstDueDate\n    }\n  }\n": types.CreateMonthlyDonationDocument,
    "\n  query DonationLimits {\n    campaign {\n      donationLimits {\n        minAmount\n        maxAmount\n        presetAmounts\n      }\n    }\n  }\n": types.DonationLimitsDocument,
    "\n  query DonorDonation($accessToken: String!) {\n    donorDonation(accessToken: $accessToken) {\n      id\n      status\n      statusLabel\n      amount\n      createdAt\n      paidAt\n      pixCode\n      expiresAt\n      receipt {\n        title\n        path\n      }\n      publicReference\n      erasedAt\n      share {\n        code\n        donations\n        amount\n      }\n    }\n    # Who the bank app will show as receiving, said before the code (rules/pix-holder.ts).\n    # The same fields as the dialog's PixHolder query: one object in the cache, never replaced by a smaller one.\n    campaign {\n      pixHolder {\n        name\n        document\n        line\n      }\n    }\n  }\n": types.DonorDonationDocument,
    "\n  query MonthlyDonation($accessToken: String!) {\n    monthlyDonation(accessToken: $accessToken) {\n      id\n      status\n      statusLabel\n      amount\n      dayOfMonth\n      pixCode\n      expiresAt\n      cancelledBy\n      cancelledAt\n      nextDueDate\n      createdAt\n      erasedAt\n      pausedAt\n      changesFrom\n      nextCharge {\n        month\n        dueDate\n        amount\n        sentToBank\n      }\n      amountChange {\n        amount\n        pixCode\n        expiresAt\n      }\n      changes {\n        at\n        description\n      }\n      payments {\n        month\n        dueDate\n        amount\n        status\n        statusLabel\n        paidAt\n        receiptPath\n      }\n    }\n  }\n": types.MonthlyDonationDocument,
    "\n  mutation CancelMonthlyDonation($accessToken: String!) {\n    cancelMonthlyDonation(accessToken: $accessToken) {\n      id\n      status\n      statusLabel\n      cancelledBy\n      cancelledAt\n    }\n  }\n": types.CancelMonthlyDonationDocument,
    "\n  mutation ChangeMonthlyAmount($accessToken: String!, $amount: String!) {\n    changeMonthlyDonationAmount(accessToken: $accessToken, amount: $amount) {\n      id\n    }\n  }\n": types.ChangeMonthlyAmountDocument,
    "\n  mutation ChangeMonthlyDay($accessToken: String!, $dayOfMonth: Int!) {\n    changeMonthlyDonationDay(accessToken: $accessToken, dayOfMonth: $dayOfMonth) {\n      id\n    }\n  }\n": types.ChangeMonthlyDayDocument,
    "\n  mutation SkipMonthlyMonth($accessToken: String!, $month: String!) {\n    skipMonthlyDonationMonth(accessToken: $accessToken, month: $month) {\n      id\n    }\n  }\n": types.SkipMonthlyMonthDocument,
    "\n  mutation PauseMonthlyDonation($accessToken: String!) {\n    pauseMonthlyDonation(accessToken: $accessToken) {\n      id\n    }\n  }\n": types.PauseMonthlyDonationDocument,
    "\n  mutation ResumeMonthlyDonation($accessToken: String!) {\n    resumeMonthlyDonation(accessToken: $accessToken) {\n      id\n    }\n  }\n": types.ResumeMonthlyDonationDocument,
    "\n  query Footer {\n    campaign {\n      organisation {\n        ...OrganisationFields\n      }\n      trustBadges {\n        ...TrustBadgeFields\n      }\n      officialChannels {\n        links {\n          kind\n          label\n          url\n        }\n        domain\n      }\n    }\n  }\n": types.FooterDocument,
    "\n  query SiteHeader {\n    campaign {\n      isExample\n      closing {\n        closedAt\n      }\n      organisation {\n        name\n      }\n    }\n  }\n": types.SiteHeaderDocument,
    "\n  query CampaignHero {\n    campaign {\n      raised\n      goal\n      supportersCount\n      heartsReceived\n      title\n      badge\n      summary\n      videoUrl\n      videoPoster {\n        ...PictureFields\n      }\n      raffle {\n        ...RaffleBannerFields\n      }\n      goalExtensions {\n        previousGoal\n        goal\n        reason\n      }\n      closing {\n        message\n        surplusText\n        spent\n        balance\n      }\n      pixHolder {\n        name\n        document\n      }\n    }\n    bankCheck {\n      importedOn\n      stale\n      underReviewCount\n    }\n    budget {\n      lines {\n        category\n        description\n        planned\n      }\n    }\n  }\n": types.CampaignHeroDocument,
    "\n  query LegalOrganisation {\n    campaign {\n      title\n      organisation {\n        ...OrganisationFields\n      }\n    }\n  }\n": types.LegalOrganisationDocument,
    "\n  query RecentDonations($limit: Int!) {\n    recentDonations(limit: $limit) {\n      id\n      name\n      amount\n      paidAt\n    }\n  }\n": types.RecentDonationsDocument,
    "\n  query CampaignTotals {\n    campaign {\n      raised\n      supportersCount\n    }\n  }\n": types.CampaignTotalsDocument,
    "\n  mutation CreateDonation($input: CreateDonationInput!) {\n    createDonation(input: $input) {\n      id\n      accessToken\n      donorUrl\n    }\n  }\n": types.CreateDonationDocument,
    "\n  mutation IssuePixCode($donationId: ID!, $accessToken: String!) {\n    pixCode(donationId: $donationId, accessToken: $accessToken) {\n      donationId\n      expiresAt\n      ...PixCodePanelFields\n    }\n  }\n": types.IssuePixCodeDocument,
    "\n  query DonationStatus($id: ID!, $accessToken: String!) {\n    donationStatus(id: $id, accessToken: $accessToken) {\n      id\n      status\n      paidAt\n      shareCode\n    }\n  }\n": types.DonationStatusDocument,
    "\n  fragment PixCodePanelFields on PixCharge {\n    pixCode\n    amount\n  }\n": types.PixCodePanelFieldsFragmentDoc,
    "\n  query ShareBlock {\n    campaign {\n      share {\n        title\n        message\n      }\n    }\n    siteConfig {\n      publicUrl\n    }\n  }\n": types.ShareBlockDocument,
    "\n  query StorySection {\n    campaign {\n      goal\n      organisation {\n        name\n        city\n      }\n      officialChannels {\n        relationship\n        beneficiary\n      }\n      story {\n        ...StoryViewFields\n        proofImage {\n          ...PictureFields\n        }\n      }\n    }\n  }\n": types.StorySectionDocument,
    "fragment StoryViewFields on Story {\n  title\n  verifiedLabel\n  paragraphs\n  blocks {\n    title\n    text\n  }\n}": types.StoryViewFieldsFragmentDoc,
    "fragment CampaignUpdateFields on CampaignUpdate {\n  id\n  title\n  body\n  publishedAt\n  editedAt\n}": types.CampaignUpdateFieldsFragmentDoc,
    "\n  query UpdatesSection($first: Int!) {\n    campaignUpdates(first: $first) {\n      nodes {\n        ...CampaignUpdateFields\n      }\n    }\n  }\n": types.UpdatesSectionDocument,
    "fragment OrganisationFields on Organisation {\n  name\n  cnpj\n  email\n  whatsapp\n  city\n}": types.OrganisationFieldsFragmentDoc,
    "\n  fragment PictureFields on Image {\n    url\n    alt\n    width\n    height\n    srcSet\n    webpSrcSet\n  }\n": types.PictureFieldsFragmentDoc,
    "fragment RaffleBannerFields on Raffle {\n  prize\n  drawDate\n  minAmount\n  text\n}": types.RaffleBannerFieldsFragmentDoc,
    "fragment TrustBadgeFields on TrustBadge {\n  icon\n  title\n  text\n}": types.TrustBadgeFieldsFragmentDoc,
    "\n  query PixHolder {\n    campaign {\n      pixHolder {\n        name\n        document\n        line\n      }\n    }\n  }\n": types.PixHolderDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankCheckSection {\n    bankCheck {\n      periodFrom\n      periodTo\n      importedOn\n      stale\n      bankCredits\n      bankCreditsCount\n      donationsCounted\n      donationsCountedCount\n      underReview\n      underReviewCount\n      ignoredByOrganisation\n      ignoredByOrganisationCount\n    }\n  }\n"): (typeof documents)["\n  query BankCheckSection {\n    bankCheck {\n      periodFrom\n      periodTo\n      importedOn\n      stale\n      bankCredits\n      bankCreditsCount\n      donationsCounted\n      donationsCountedCount\n      underReview\n      underReviewCount\n      ignoredByOrganisation\n      ignoredByOrganisationCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentsSection($first: Int!, $after: String) {\n    comments(first: $first, after: $after) {\n      nodes {\n        id\n        ...CommentCardFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommentsSection($first: Int!, $after: String) {\n    comments(first: $first, after: $after) {\n      nodes {\n        id\n        ...CommentCardFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentCardFields on Comment {\n    name\n    avatar\n    amount\n    content\n    dedication\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CommentCardFields on Comment {\n    name\n    avatar\n    amount\n    content\n    dedication\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdsPixel {\n    siteConfig {\n      adsPixel {\n        id\n        scriptUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdsPixel {\n    siteConfig {\n      adsPixel {\n        id\n        scriptUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AmountCardFields on DonationOption {\n  value\n  label\n  description\n  impact\n  popular\n  raffleEntries\n  checkoutUrl\n}"): (typeof documents)["fragment AmountCardFields on DonationOption {\n  value\n  label\n  description\n  impact\n  popular\n  raffleEntries\n  checkoutUrl\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonthlyGiving {\n    campaign {\n      monthlyGiving\n    }\n  }\n"): (typeof documents)["\n  query MonthlyGiving {\n    campaign {\n      monthlyGiving\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DedicationsOffered {\n    campaign {\n      dedications\n    }\n  }\n"): (typeof documents)["\n  query DedicationsOffered {\n    campaign {\n      dedications\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DonationOptions {\n    donationOptions {\n      value\n      ...AmountCardFields\n    }\n    campaign {\n      closing {\n        closedAt\n      }\n      usage {\n        title\n        text\n      }\n      raffle {\n        ...RaffleBannerFields\n      }\n      trustBadges {\n        ...TrustBadgeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DonationOptions {\n    donationOptions {\n      value\n      ...AmountCardFields\n    }\n    campaign {\n      closing {\n        closedAt\n      }\n      usage {\n        title\n        text\n      }\n      raffle {\n        ...RaffleBannerFields\n      }\n      trustBadges {\n        ...TrustBadgeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMonthlyDonation($input: CreateMonthlyDonationInput!) {\n    createMonthlyDonation(input: $input) {\n      donorUrl\n      pixCode\n      amount\n      expiresAt\n      firstDueDate\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMonthlyDonation($input: CreateMonthlyDonationInput!) {\n    createMonthlyDonation(input: $input) {\n      donorUrl\n      pixCode\n      amount\n      expiresAt\n      firstDueDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DonationLimits {\n    campaign {\n      donationLimits {\n        minAmount\n        maxAmount\n        presetAmounts\n      }\n    }\n  }\n"): (typeof documents)["\n  query DonationLimits {\n    campaign {\n      donationLimits {\n        minAmount\n        maxAmount\n        presetAmounts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DonorDonation($accessToken: String!) {\n    donorDonation(accessToken: $accessToken) {\n      id\n      status\n      statusLabel\n      amount\n      createdAt\n      paidAt\n      pixCode\n      expiresAt\n      receipt {\n        title\n        path\n      }\n      publicReference\n      erasedAt\n      share {\n        code\n        donations\n        amount\n      }\n    }\n    # Who the bank app will show as receiving, said before the code (rules/pix-holder.ts).\n    # The same fields as the dialog's PixHolder query: one object in the cache, never replaced by a smaller one.\n    campaign {\n      pixHolder {\n        name\n        document\n        line\n      }\n    }\n  }\n"): (typeof documents)["\n  query DonorDonation($accessToken: String!) {\n    donorDonation(accessToken: $accessToken) {\n      id\n      status\n      statusLabel\n      amount\n      createdAt\n      paidAt\n      pixCode\n      expiresAt\n      receipt {\n        title\n        path\n      }\n      publicReference\n      erasedAt\n      share {\n        code\n        donations\n        amount\n      }\n    }\n    # Who the bank app will show as receiving, said before the code (rules/pix-holder.ts).\n    # The same fields as the dialog's PixHolder query: one object in the cache, never replaced by a smaller one.\n    campaign {\n      pixHolder {\n        name\n        document\n        line\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonthlyDonation($accessToken: String!) {\n    monthlyDonation(accessToken: $accessToken) {\n      id\n      status\n      statusLabel\n      amount\n      dayOfMonth\n      pixCode\n      expiresAt\n      cancelledBy\n      cancelledAt\n      nextDueDate\n      createdAt\n      erasedAt\n      pausedAt\n      changesFrom\n      nextCharge {\n        month\n        dueDate\n        amount\n        sentToBank\n      }\n      amountChange {\n        amount\n        pixCode\n        expiresAt\n      }\n      changes {\n        at\n        description\n      }\n      payments {\n        month\n        dueDate\n        amount\n        status\n        statusLabel\n        paidAt\n        receiptPath\n      }\n    }\n  }\n"): (typeof documents)["\n  query MonthlyDonation($accessToken: String!) {\n    monthlyDonation(accessToken: $accessToken) {\n      id\n      status\n      statusLabel\n      amount\n      dayOfMonth\n      pixCode\n      expiresAt\n      cancelledBy\n      cancelledAt\n      nextDueDate\n      createdAt\n      erasedAt\n      pausedAt\n      changesFrom\n      nextCharge {\n        month\n        dueDate\n        amount\n        sentToBank\n      }\n      amountChange {\n        amount\n        pixCode\n        expiresAt\n      }\n      changes {\n        at\n        description\n      }\n      payments {\n        month\n        dueDate\n        amount\n        status\n        statusLabel\n        paidAt\n        receiptPath\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMonthlyDonation($accessToken: String!) {\n    cancelMonthlyDonation(accessToken: $accessToken) {\n      id\n      status\n      statusLabel\n      cancelledBy\n      cancelledAt\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMonthlyDonation($accessToken: String!) {\n    cancelMonthlyDonation(accessToken: $accessToken) {\n      id\n      status\n      statusLabel\n      cancelledBy\n      cancelledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMonthlyAmount($accessToken: String!, $amount: String!) {\n    changeMonthlyDonationAmount(accessToken: $accessToken, amount: $amount) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMonthlyAmount($accessToken: String!, $amount: String!) {\n    changeMonthlyDonationAmount(accessToken: $accessToken, amount: $amount) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMonthlyDay($accessToken: String!, $dayOfMonth: Int!) {\n    changeMonthlyDonationDay(accessToken: $accessToken, dayOfMonth: $dayOfMonth) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMonthlyDay($accessToken: String!, $dayOfMonth: Int!) {\n    changeMonthlyDonationDay(accessToken: $accessToken, dayOfMonth: $dayOfMonth) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipMonthlyMonth($accessToken: String!, $month: String!) {\n    skipMonthlyDonationMonth(accessToken: $accessToken, month: $month) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SkipMonthlyMonth($accessToken: String!, $month: String!) {\n    skipMonthlyDonationMonth(accessToken: $accessToken, month: $month) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseMonthlyDonation($accessToken: String!) {\n    pauseMonthlyDonation(accessToken: $accessToken) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PauseMonthlyDonation($accessToken: String!) {\n    pauseMonthlyDonation(accessToken: $accessToken) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeMonthlyDonation($accessToken: String!) {\n    resumeMonthlyDonation(accessToken: $accessToken) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeMonthlyDonation($accessToken: String!) {\n    resumeMonthlyDonation(accessToken: $accessToken) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Footer {\n    campaign {\n      organisation {\n        ...OrganisationFields\n      }\n      trustBadges {\n        ...TrustBadgeFields\n      }\n      officialChannels {\n        links {\n          kind\n          label\n          url\n        }\n        domain\n      }\n    }\n  }\n"): (typeof documents)["\n  query Footer {\n    campaign {\n      organisation {\n        ...OrganisationFields\n      }\n      trustBadges {\n        ...TrustBadgeFields\n      }\n      officialChannels {\n        links {\n          kind\n          label\n          url\n        }\n        domain\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteHeader {\n    campaign {\n      isExample\n      closing {\n        closedAt\n      }\n      organisation {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiteHeader {\n    campaign {\n      isExample\n      closing {\n        closedAt\n      }\n      organisation {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignHero {\n    campaign {\n      raised\n      goal\n      supportersCount\n      heartsReceived\n      title\n      badge\n      summary\n      videoUrl\n      videoPoster {\n        ...PictureFields\n      }\n      raffle {\n        ...RaffleBannerFields\n      }\n      goalExtensions {\n        previousGoal\n        goal\n        reason\n      }\n      closing {\n        message\n        surplusText\n        spent\n        balance\n      }\n      pixHolder {\n        name\n        document\n      }\n    }\n    bankCheck {\n      importedOn\n      stale\n      underReviewCount\n    }\n    budget {\n      lines {\n        category\n        description\n        planned\n      }\n    }\n  }\n"): (typeof documents)["\n  query CampaignHero {\n    campaign {\n      raised\n      goal\n      supportersCount\n      heartsReceived\n      title\n      badge\n      summary\n      videoUrl\n      videoPoster {\n        ...PictureFields\n      }\n      raffle {\n        ...RaffleBannerFields\n      }\n      goalExtensions {\n        previousGoal\n        goal\n        reason\n      }\n      closing {\n        message\n        surplusText\n        spent\n        balance\n      }\n      pixHolder {\n        name\n        document\n      }\n    }\n    bankCheck {\n      importedOn\n      stale\n      underReviewCount\n    }\n    budget {\n      lines {\n        category\n        description\n        planned\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegalOrganisation {\n    campaign {\n      title\n      organisation {\n        ...OrganisationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query LegalOrganisation {\n    campaign {\n      title\n      organisation {\n        ...OrganisationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentDonations($limit: Int!) {\n    recentDonations(limit: $limit) {\n      id\n      name\n      amount\n      paidAt\n    }\n  }\n"): (typeof documents)["\n  query RecentDonations($limit: Int!) {\n    recentDonations(limit: $limit) {\n      id\n      name\n      amount\n      paidAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignTotals {\n    campaign {\n      raised\n      supportersCount\n    }\n  }\n"): (typeof documents)["\n  query CampaignTotals {\n    campaign {\n      raised\n      supportersCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDonation($input: CreateDonationInput!) {\n    createDonation(input: $input) {\n      id\n      accessToken\n      donorUrl\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDonation($input: CreateDonationInput!) {\n    createDonation(input: $input) {\n      id\n      accessToken\n      donorUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssuePixCode($donationId: ID!, $accessToken: String!) {\n    pixCode(donationId: $donationId, accessToken: $accessToken) {\n      donationId\n      expiresAt\n      ...PixCodePanelFields\n    }\n  }\n"): (typeof documents)["\n  mutation IssuePixCode($donationId: ID!, $accessToken: String!) {\n    pixCode(donationId: $donationId, accessToken: $accessToken) {\n      donationId\n      expiresAt\n      ...PixCodePanelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DonationStatus($id: ID!, $accessToken: String!) {\n    donationStatus(id: $id, accessToken: $accessToken) {\n      id\n      status\n      paidAt\n      shareCode\n    }\n  }\n"): (typeof documents)["\n  query DonationStatus($id: ID!, $accessToken: String!) {\n    donationStatus(id: $id, accessToken: $accessToken) {\n      id\n      status\n      paidAt\n      shareCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PixCodePanelFields on PixCharge {\n    pixCode\n    amount\n  }\n"): (typeof documents)["\n  fragment PixCodePanelFields on PixCharge {\n    pixCode\n    amount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareBlock {\n    campaign {\n      share {\n        title\n        message\n      }\n    }\n    siteConfig {\n      publicUrl\n    }\n  }\n"): (typeof documents)["\n  query ShareBlock {\n    campaign {\n      share {\n        title\n        message\n      }\n    }\n    siteConfig {\n      publicUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorySection {\n    campaign {\n      goal\n      organisation {\n        name\n        city\n      }\n      officialChannels {\n        relationship\n        beneficiary\n      }\n      story {\n        ...StoryViewFields\n        proofImage {\n          ...PictureFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StorySection {\n    campaign {\n      goal\n      organisation {\n        name\n        city\n      }\n      officialChannels {\n        relationship\n        beneficiary\n      }\n      story {\n        ...StoryViewFields\n        proofImage {\n          ...PictureFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StoryViewFields on Story {\n  title\n  verifiedLabel\n  paragraphs\n  blocks {\n    title\n    text\n  }\n}"): (typeof documents)["fragment StoryViewFields on Story {\n  title\n  verifiedLabel\n  paragraphs\n  blocks {\n    title\n    text\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CampaignUpdateFields on CampaignUpdate {\n  id\n  title\n  body\n  publishedAt\n  editedAt\n}"): (typeof documents)["fragment CampaignUpdateFields on CampaignUpdate {\n  id\n  title\n  body\n  publishedAt\n  editedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpdatesSection($first: Int!) {\n    campaignUpdates(first: $first) {\n      nodes {\n        ...CampaignUpdateFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query UpdatesSection($first: Int!) {\n    campaignUpdates(first: $first) {\n      nodes {\n        ...CampaignUpdateFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrganisationFields on Organisation {\n  name\n  cnpj\n  email\n  whatsapp\n  city\n}"): (typeof documents)["fragment OrganisationFields on Organisation {\n  name\n  cnpj\n  email\n  whatsapp\n  city\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PictureFields on Image {\n    url\n    alt\n    width\n    height\n    srcSet\n    webpSrcSet\n  }\n"): (typeof documents)["\n  fragment PictureFields on Image {\n    url\n    alt\n    width\n    height\n    srcSet\n    webpSrcSet\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RaffleBannerFields on Raffle {\n  prize\n  drawDate\n  minAmount\n  text\n}"): (typeof documents)["fragment RaffleBannerFields on Raffle {\n  prize\n  drawDate\n  minAmount\n  text\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TrustBadgeFields on TrustBadge {\n  icon\n  title\n  text\n}"): (typeof documents)["fragment TrustBadgeFields on TrustBadge {\n  icon\n  title\n  text\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PixHolder {\n    campaign {\n      pixHolder {\n        name\n        document\n        line\n      }\n    }\n  }\n"): (typeof documents)["\n  query PixHolder {\n    campaign {\n      pixHolder {\n        name\n        document\n        line\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;