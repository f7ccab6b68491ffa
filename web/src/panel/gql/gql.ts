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
    "fragment AmountCardFields on DonationOption {\n  value\n  label\n  description\n  impact\n  popular\n  raffleEntries\n  checkoutUrl\n}": typeof types.AmountCardFieldsFragmentDoc,
    "fragment StoryViewFields on Story {\n  title\n  verifiedLabel\n  paragraphs\n  blocks {\n    title\n    text\n  }\n}": typeof types.StoryViewFieldsFragmentDoc,
    "fragment CampaignUpdateFields on CampaignUpdate {\n  id\n  title\n  body\n  publishedAt\n  editedAt\n}": typeof types.CampaignUpdateFieldsFragmentDoc,
    "\n  query PanelSharePreview {\n    sharePreview {\n      imageUrl\n      width\n      height\n      title\n      description\n      url\n    }\n  }\n": typeof types.PanelSharePreviewDocument,
    "\n  query PanelMe {\n    me {\n      kind\n      name\n      email\n      role\n      permissions\n      passkeys {\n        id\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": typeof types.PanelMeDocument,
    "\n  query PanelMyNotifications {\n    myNotifications {\n      paidDonations\n      contactMessages\n      paymentIssues\n      failedEmails\n      dailySummary\n    }\n  }\n": typeof types.PanelMyNotificationsDocument,
    "\n  mutation PanelSetMyNotifications($input: NotificationSettingsInput!) {\n    setMyNotifications(input: $input) {\n      paidDonations\n      contactMessages\n      paymentIssues\n      failedEmails\n      dailySummary\n    }\n  }\n": typeof types.PanelSetMyNotificationsDocument,
    "\n  mutation PanelRemoveMyPasskey($id: ID!) {\n    removeMyPasskey(id: $id)\n  }\n": typeof types.PanelRemoveMyPasskeyDocument,
    "\n  query PanelBudget {\n    budget {\n      lines {\n        category\n        description\n        planned\n        spent\n        remaining\n        proof {\n          id\n          url\n          contentType\n        }\n      }\n      unplanned {\n        category\n        spent\n      }\n      planned\n      spent\n      remaining\n    }\n  }\n": typeof types.PanelBudgetDocument,
    "\n  mutation PanelSetBudget($lines: [BudgetLineInput!]!) {\n    setBudget(lines: $lines) {\n      planned\n    }\n  }\n": typeof types.PanelSetBudgetDocument,
    "\n  mutation PanelRemoveBudgetProof($category: ExpenseCategory!) {\n    removeBudgetProof(category: $category) {\n      planned\n    }\n  }\n": typeof types.PanelRemoveBudgetProofDocument,
    "\n  query PanelDedications {\n    campaign {\n      dedications\n    }\n  }\n": typeof types.PanelDedicationsDocument,
    "\n  mutation PanelSetDedications($enabled: Boolean!) {\n    setDedications(enabled: $enabled)\n  }\n": typeof types.PanelSetDedicationsDocument,
    "\n  query PanelOfficialChannels {\n    campaign {\n      officialChannels {\n        links {\n          kind\n          url\n        }\n        relationship\n        beneficiary\n        domain\n      }\n    }\n  }\n": typeof types.PanelOfficialChannelsDocument,
    "\n  mutation PanelSetOfficialChannels($input: OfficialChannelsInput!) {\n    setOfficialChannels(input: $input) {\n      links {\n        kind\n        label\n        url\n      }\n      relationship\n      beneficiary\n      domain\n    }\n  }\n": typeof types.PanelSetOfficialChannelsDocument,
    "\n  query PanelPixHolder {\n    pixHolderRecord {\n      name\n      document\n      maskedDocument\n      institution\n      testedAt\n    }\n  }\n": typeof types.PanelPixHolderDocument,
    "\n  mutation PanelSetPixHolder($input: PixHolderInput!) {\n    setPixHolder(input: $input) {\n      name\n      document\n      maskedDocument\n      institution\n      testedAt\n    }\n  }\n": typeof types.PanelSetPixHolderDocument,
    "\n  mutation PanelConfirmPixHolderTest($confirmed: Boolean!) {\n    confirmPixHolderTest(confirmed: $confirmed) {\n      name\n      document\n      maskedDocument\n      institution\n      testedAt\n    }\n  }\n": typeof types.PanelConfirmPixHolderTestDocument,
    "\n  query PanelCampaign($owner: Boolean!) {\n    organisationTaxId @include(if: $owner)\n    campaign {\n      isExample\n      organisation {\n        ...OrganisationFields\n      }\n      videoPoster {\n        url\n        alt\n      }\n      badge\n      title\n      summary\n      videoUrl\n      goal\n      raised\n      story {\n        ...StoryViewFields\n        proofImage {\n          url\n          alt\n        }\n      }\n      usage {\n        title\n        text\n      }\n      raffle {\n        ...RaffleBannerFields\n      }\n      trustBadges {\n        ...TrustBadgeFields\n      }\n      share {\n        title\n        description\n        image {\n          url\n          alt\n        }\n        message\n      }\n    }\n    donationOptions {\n      ...AmountCardFields\n    }\n    booksCheck {\n      baselineRaised\n      expectedSupporters\n      paidCount\n    }\n  }\n": typeof types.PanelCampaignDocument,
    "\n  mutation PanelUpdateCampaign($input: UpdateCampaignInput!) {\n    updateCampaign(input: $input) {\n      isExample\n      title\n      ...PanelCampaignTotalsFields\n    }\n  }\n": typeof types.PanelUpdateCampaignDocument,
    "\n  query PanelComments($after: String) {\n    adminComments(first: 50, after: $after) {\n      nodes {\n        id\n        name\n        content\n        amount\n        hidden\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PanelCommentsDocument,
    "\n  mutation PanelHideComment($id: ID!) {\n    hideComment(id: $id) {\n      id\n      hidden\n    }\n  }\n": typeof types.PanelHideCommentDocument,
    "\n  mutation PanelShowComment($id: ID!) {\n    unhideComment(id: $id) {\n      id\n      hidden\n    }\n  }\n": typeof types.PanelShowCommentDocument,
    "\n  query PanelDataRequests($after: String) {\n    dataRequests(first: 200, after: $after) {\n      nodes {\n        id\n        donationId\n        kind\n        requestedAt\n        deadline\n        answeredAt\n        outcome\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PanelDataRequestsDocument,
    "\n  query PanelDonations($filter: DonationFilter, $after: String) {\n    donations(filter: $filter, first: 20, after: $after) {\n      nodes {\n        id\n        status\n        amount\n        name\n        email\n        phone\n        cpf\n        isAnonymous\n        message\n        txid\n        createdAt\n        pixIssuedAt\n        expiresAt\n        paidAt\n        confirmedBy\n        origin\n        payerMessage\n        dedication {\n          kind\n          name\n          email\n          message\n          showAmount\n        }\n        publishedAt\n        outside {\n          method\n          receivedOn\n          note\n          proofs {\n            id\n            url\n            contentType\n            size\n          }\n          annulledAt\n          annulReason\n          replacedBy\n          replaces\n        }\n        tracking {\n          utmSource\n          utmMedium\n          utmCampaign\n          gclid\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PanelDonationsDocument,
    "\n  mutation PanelConfirmDonation($id: ID!) {\n    confirmDonation(id: $id) {\n      id\n      status\n      paidAt\n      confirmedBy\n    }\n  }\n": typeof types.PanelConfirmDonationDocument,
    "\n  mutation PanelRefundDonation($donationId: ID!) {\n    refundDonation(donationId: $donationId) {\n      id\n      amount\n      status\n      method\n      failure\n    }\n  }\n": typeof types.PanelRefundDonationDocument,
    "\n  mutation PanelPublishDirectDonation($id: ID!, $name: String, $publishMessage: Boolean!) {\n    publishDirectDonation(id: $id, name: $name, publishMessage: $publishMessage) {\n      id\n      name\n      isAnonymous\n      message\n      publishedAt\n    }\n  }\n": typeof types.PanelPublishDirectDonationDocument,
    "\n  mutation PanelRegisterOutsideDonation($input: OutsideDonationInput!) {\n    registerOutsideDonation(input: $input) {\n      id\n      amount\n    }\n  }\n": typeof types.PanelRegisterOutsideDonationDocument,
    "\n  mutation PanelCorrectOutsideDonation($id: ID!, $reason: String!, $correction: OutsideDonationInput) {\n    correctOutsideDonation(id: $id, reason: $reason, correction: $correction) {\n      annulled {\n        id\n      }\n      replacement {\n        id\n        amount\n      }\n    }\n  }\n": typeof types.PanelCorrectOutsideDonationDocument,
    "\n  query PanelOutbox($status: OutboxStatus, $after: String) {\n    mailDelivery {\n      smtpConfigured\n    }\n    outbox(status: $status, first: 100, after: $after) {\n      nodes {\n        id\n        to\n        subject\n        text\n        status\n        attempts\n        lastError\n        createdAt\n        nextAttemptAt\n        sentAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PanelOutboxDocument,
    "\n  mutation PanelResendEmail($id: ID!) {\n    resendEmail(id: $id) {\n      id\n      status\n      attempts\n      nextAttemptAt\n    }\n  }\n": typeof types.PanelResendEmailDocument,
    "\n  query PanelExpenses($after: String) {\n    expenses(first: 100, after: $after) {\n      nodes {\n        id\n        date\n        category\n        description\n        supplier\n        amount\n        recordedAt\n        correctedAt\n        proofs {\n          id\n          url\n          contentType\n          size\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PanelExpensesDocument,
    "\n  mutation PanelRecordExpense($input: ExpenseInput!) {\n    recordExpense(input: $input) {\n      id\n    }\n  }\n": typeof types.PanelRecordExpenseDocument,
    "\n  mutation PanelCorrectExpense($id: ID!, $input: ExpenseInput!) {\n    correctExpense(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.PanelCorrectExpenseDocument,
    "\n  mutation PanelRemoveExpense($id: ID!) {\n    removeExpense(id: $id)\n  }\n": typeof types.PanelRemoveExpenseDocument,
    "\n  mutation PanelRemoveExpenseProof($expenseId: ID!, $proofId: ID!) {\n    removeExpenseProof(expenseId: $expenseId, proofId: $proofId) {\n      id\n    }\n  }\n": typeof types.PanelRemoveExpenseProofDocument,
    "\n  query PanelShareStats {\n    shareStats(first: 10) {\n      topLinks {\n        code\n        donorName\n        donations\n        amount\n      }\n      channels {\n        channel\n        source\n        donations\n        amount\n      }\n    }\n  }\n": typeof types.PanelShareStatsDocument,
    "\n  query PanelGoal {\n    campaign {\n      ...PanelGoalFields\n    }\n    campaignUpdates(first: 1) {\n      nodes {\n        id\n        publishedAt\n      }\n    }\n  }\n": typeof types.PanelGoalDocument,
    "\n  fragment PanelGoalFields on Campaign {\n    raised\n    goal\n    supportersCount\n    milestones {\n      percent\n      passed\n      passedAt\n    }\n    goalExtensions {\n      previousGoal\n      goal\n      reason\n    }\n    closing {\n      closedAt\n      message\n      surplusText\n    }\n  }\n": typeof types.PanelGoalFieldsFragmentDoc,
    "\n  mutation PanelExtendGoal($input: ExtendGoalInput!) {\n    extendGoal(input: $input) {\n      ...PanelGoalFields\n    }\n  }\n": typeof types.PanelExtendGoalDocument,
    "\n  mutation PanelCloseCampaign($input: CloseCampaignInput!) {\n    closeCampaign(input: $input) {\n      campaign {\n        ...PanelGoalFields\n      }\n      monthlyCancelled\n      monthlyFailed\n    }\n  }\n": typeof types.PanelCloseCampaignDocument,
    "\n  fragment PanelCampaignTotalsFields on Campaign {\n    raised\n    goal\n    supportersCount\n  }\n": typeof types.PanelCampaignTotalsFieldsFragmentDoc,
    "\n  fragment PanelDonationCountsFields on DonationStats {\n    created\n    paid\n    paidAmount\n  }\n": typeof types.PanelDonationCountsFieldsFragmentDoc,
    "\n  query PanelHome($today: DateTime!, $week: DateTime!) {\n    campaign {\n      ...PanelCampaignTotalsFields\n    }\n    all: donationStats {\n      ...PanelDonationCountsFields\n      conversionRate\n      codesIssued\n      codesPaid\n      codeConversionRate\n      averagePaidAmount\n      byDay {\n        date\n        created\n        paid\n        paidAmount\n      }\n      byAmount {\n        amount\n        isOption\n        created\n        paid\n        paidAmount\n        conversionRate\n      }\n      bySource {\n        utmSource\n        utmCampaign\n        created\n        paid\n        paidAmount\n        conversionRate\n      }\n    }\n    today: donationStats(from: $today) {\n      ...PanelDonationCountsFields\n    }\n    week: donationStats(from: $week) {\n      ...PanelDonationCountsFields\n    }\n    booksCheck {\n      raised\n      baselineRaised\n      paidSum\n      straightToKey\n      straightToKeyCount\n      throughSiteCodes\n      throughSiteCodesCount\n      registeredByOrganisation\n      registeredByOrganisationCount\n      annulled\n      annulledCount\n      expectedRaised\n      difference\n      supportersCount\n      expectedSupporters\n      paidCount\n      refunded\n      refundedCount\n      spent\n      balance\n      differingLines\n    }\n  }\n": typeof types.PanelHomeDocument,
    "\n  query PanelLaunchChecklist {\n    launchChecklist {\n      ready\n      items {\n        key\n        label\n        done\n        detail\n        fix\n      }\n    }\n  }\n": typeof types.PanelLaunchChecklistDocument,
    "fragment PanelContactMessage on ContactMessage {\n  id\n  name\n  email\n  message\n  createdAt\n  answeredAt\n  answers {\n    id\n    text\n    answeredAt\n    answeredBy\n  }\n}\n\nquery PanelContactMessages($answered: Boolean, $after: String) {\n  contactMessages(answered: $answered, first: 50, after: $after) {\n    nodes {\n      ...PanelContactMessage\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nquery PanelUnansweredMessages {\n  unansweredContactMessages\n}\n\nmutation PanelAnswerContactMessage($id: ID!, $text: String!) {\n  answerContactMessage(id: $id, text: $text) {\n    ...PanelContactMessage\n  }\n}\n\nmutation PanelDeleteContactMessage($id: ID!) {\n  deleteContactMessage(id: $id)\n}": typeof types.PanelContactMessageFragmentDoc,
    "\n  fragment PanelMonthlyGivingSetupFields on MonthlyGivingSetup {\n    available\n    unavailableReasons\n    enabled\n    retryPolicy\n    activeCount\n    awaitingCount\n  }\n": typeof types.PanelMonthlyGivingSetupFieldsFragmentDoc,
    "\n  query PanelMonthlyGivingSetup {\n    monthlyGivingSetup {\n      ...PanelMonthlyGivingSetupFields\n    }\n  }\n": typeof types.PanelMonthlyGivingSetupDocument,
    "\n  mutation PanelSetMonthlyGiving($enabled: Boolean!, $retryPolicy: MonthlyRetryPolicy!) {\n    setMonthlyGiving(enabled: $enabled, retryPolicy: $retryPolicy) {\n      ...PanelMonthlyGivingSetupFields\n    }\n  }\n": typeof types.PanelSetMonthlyGivingDocument,
    "\n  query PanelMonthlyDonations($status: MonthlyDonationStatus, $after: String) {\n    monthlyDonations(status: $status, first: 20, after: $after) {\n      nodes {\n        id\n        status\n        name\n        email\n        amount\n        dayOfMonth\n        idRec\n        nextDueDate\n        cancelledBy\n        cancelledAt\n        createdAt\n        monthsPaid\n        paidTotal\n        erasedAt\n        pausedAt\n        skippedMonths\n        pendingAmount\n        changes {\n          at\n          description\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PanelMonthlyDonationsDocument,
    "\n  mutation PanelCancelMonthlyDonation($id: ID!) {\n    cancelMonthlyDonationAsOrganiser(id: $id) {\n      id\n      status\n      nextDueDate\n      cancelledBy\n      cancelledAt\n      monthsPaid\n      paidTotal\n    }\n  }\n": typeof types.PanelCancelMonthlyDonationDocument,
    "\n  query PanelStatementLines($status: StatementLineStatus!, $after: String) {\n    statementLines(status: $status, first: 50, after: $after) {\n      nodes {\n        id\n        account\n        postedOn\n        amount\n        description\n        status\n        matchedBy\n        matchedDonationId\n        acceptedDonationId\n        ignoredReason\n        ignoredByImport\n        proposedName\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PanelStatementLinesDocument,
    "\n  mutation PanelAcceptStatementLine($id: ID!, $donor: StatementDonorInput) {\n    acceptStatementLine(id: $id, donor: $donor) {\n      id\n      status\n      acceptedDonationId\n    }\n  }\n": typeof types.PanelAcceptStatementLineDocument,
    "\n  mutation PanelIgnoreStatementLine($id: ID!, $reason: String!) {\n    ignoreStatementLine(id: $id, reason: $reason) {\n      id\n      status\n      ignoredReason\n    }\n  }\n": typeof types.PanelIgnoreStatementLineDocument,
    "\n  query PanelTeam {\n    team {\n      id\n      email\n      name\n      role\n      invitedAt\n      invitedBy\n      joinedAt\n      passkeyCount\n      sessions {\n        id\n        startedAt\n        expiresAt\n        ipAddress\n        userAgent\n      }\n    }\n  }\n": typeof types.PanelTeamDocument,
    "\n  mutation PanelInviteTeamMember($input: InviteTeamMemberInput!) {\n    inviteTeamMember(input: $input) {\n      id\n    }\n  }\n": typeof types.PanelInviteTeamMemberDocument,
    "\n  mutation PanelSetTeamMemberRole($id: ID!, $role: TeamRole!) {\n    setTeamMemberRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.PanelSetTeamMemberRoleDocument,
    "\n  mutation PanelRemoveTeamMember($id: ID!) {\n    removeTeamMember(id: $id) {\n      id\n    }\n  }\n": typeof types.PanelRemoveTeamMemberDocument,
    "\n  mutation PanelEndTeamMemberSession($memberId: ID!, $sessionId: ID!) {\n    endTeamMemberSession(memberId: $memberId, sessionId: $sessionId)\n  }\n": typeof types.PanelEndTeamMemberSessionDocument,
    "\n  query PanelUpdates($after: String) {\n    campaignUpdates(first: 50, after: $after) {\n      nodes {\n        ...CampaignUpdateFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PanelUpdatesDocument,
    "\n  query PanelUpdateEmails {\n    updateEmails {\n      recipients\n      mailings(first: 50) {\n        updateId\n        status\n        recipients\n        sent\n        waiting\n        failed\n      }\n    }\n  }\n": typeof types.PanelUpdateEmailsDocument,
    "\n  mutation PanelPostUpdate($input: CampaignUpdateInput!) {\n    postUpdate(input: $input) {\n      id\n    }\n  }\n": typeof types.PanelPostUpdateDocument,
    "\n  mutation PanelEditUpdate($id: ID!, $input: CampaignUpdateInput!) {\n    editUpdate(id: $id, input: $input) {\n      id\n      title\n      body\n      editedAt\n    }\n  }\n": typeof types.PanelEditUpdateDocument,
    "fragment OrganisationFields on Organisation {\n  name\n  cnpj\n  email\n  whatsapp\n  city\n}": typeof types.OrganisationFieldsFragmentDoc,
    "fragment RaffleBannerFields on Raffle {\n  prize\n  drawDate\n  minAmount\n  text\n}": typeof types.RaffleBannerFieldsFragmentDoc,
    "fragment TrustBadgeFields on TrustBadge {\n  icon\n  title\n  text\n}": typeof types.TrustBadgeFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment AmountCardFields on DonationOption {\n  value\n  label\n  description\n  impact\n  popular\n  raffleEntries\n  checkoutUrl\n}": types.AmountCardFieldsFragmentDoc,
    "fragment StoryViewFields on Story {\n  title\n  verifiedLabel\n  paragraphs\n  blocks {\n    title\n    text\n  }\n}": types.StoryViewFieldsFragmentDoc,
    "fragment CampaignUpdateFields on CampaignUpdate {\n  id\n  title\n  body\n  publishedAt\n  editedAt\n}": types.CampaignUpdateFieldsFragmentDoc,
    "\n  query PanelSharePreview {\n    sharePreview {\n      imageUrl\n      width\n      height\n      title\n      description\n      url\n    }\n  }\n": types.PanelSharePreviewDocument,
    "\n  query PanelMe {\n    me {\n      kind\n      name\n      email\n      role\n      permissions\n      passkeys {\n        id\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": types.PanelMeDocument,
    "\n  query PanelMyNotifications {\n    myNotifications {\n      paidDonations\n      contactMessages\n      paymentIssues\n      failedEmails\n      dailySummary\n    }\n  }\n": types.PanelMyNotificationsDocument,
    "\n  mutation PanelSetMyNotifications($input: NotificationSettingsInput!) {\n    setMyNotifications(input: $input) {\n      paidDonations\n      contactMessages\n      paymentIssues\n      failedEmails\n      dailySummary\n    }\n  }\n": types.PanelSetMyNotificationsDocument,
    "\n  mutation PanelRemoveMyPasskey($id: ID!) {\n    removeMyPasskey(id: $id)\n  }\n": types.PanelRemoveMyPasskeyDocument,
    "\n  query PanelBudget {\n    budget {\n      lines {\n        category\n        description\n        planned\n        spent\n        remaining\n        proof {\n          id\n          url\n          contentType\n        }\n      }\n      unplanned {\n        category\n        spent\n      }\n      planned\n      spent\n      remaining\n    }\n  }\n": types.PanelBudgetDocument,
    "\n  mutation PanelSetBudget($lines: [BudgetLineInput!]!) {\n    setBudget(lines: $lines) {\n      planned\n    }\n  }\n": types.PanelSetBudgetDocument,
    "\n  mutation PanelRemoveBudgetProof($category: ExpenseCategory!) {\n    removeBudgetProof(category: $category) {\n      planned\n    }\n  }\n": types.PanelRemoveBudgetProofDocument,
    "\n  query PanelDedications {\n    campaign {\n      dedications\n    }\n  }\n": types.PanelDedicationsDocument,
    "\n  mutation PanelSetDedications($enabled: Boolean!) {\n    setDedications(enabled: $enabled)\n  }\n": types.PanelSetDedicationsDocument,
    "\n  query PanelOfficialChannels {\n    campaign {\n      officialChannels {\n        links {\n          kind\n          url\n        }\n        relationship\n        beneficiary\n        domain\n      }\n    }\n  }\n": types.PanelOfficialChannelsDocument,
    "\n  mutation PanelSetOfficialChannels($input: OfficialChannelsInput!) {\n    setOfficialChannels(input: $input) {\n      links {\n        kind\n        label\n        url\n      }\n      relationship\n      beneficiary\n      domain\n    }\n  }\n": types.PanelSetOfficialChannelsDocument,
    "\n  query PanelPixHolder {\n    pixHolderRecord {\n      name\n      document\n      maskedDocument\n      institution\n      testedAt\n    }\n  }\n": types.PanelPixHolderDocument,
    "\n  mutation PanelSetPixHolder($input: PixHolderInput!) {\n    setPixHolder(input: $input) {\n      name\n      document\n      maskedDocument\n      institution\n      testedAt\n    }\n  }\n": types.PanelSetPixHolderDocument,
    "\n  mutation PanelConfirmPixHolderTest($confirmed: Boolean!) {\n    confirmPixHolderTest(confirmed: $confirmed) {\n      name\n      document\n      maskedDocument\n      institution\n      testedAt\n    }\n  }\n": types.PanelConfirmPixHolderTestDocument,
    "\n  query PanelCampaign($owner: Boolean!) {\n    organisationTaxId @include(if: $owner)\n    campaign {\n      isExample\n      organisation {\n        ...OrganisationFields\n      }\n      videoPoster {\n        url\n        alt\n      }\n      badge\n      title\n      summary\n      videoUrl\n      goal\n      raised\n      story {\n        ...StoryViewFields\n        proofImage {\n          url\n          alt\n        }\n      }\n      usage {\n        title\n        text\n      }\n      raffle {\n        ...RaffleBannerFields\n      }\n      trustBadges {\n        ...TrustBadgeFields\n      }\n      share {\n        title\n        description\n        image {\n          url\n          alt\n        }\n        message\n      }\n    }\n    donationOptions {\n      ...AmountCardFields\n    }\n    booksCheck {\n      baselineRaised\n      expectedSupporters\n      paidCount\n    }\n  }\n": types.PanelCampaignDocument,
    "\n  mutation PanelUpdateCampaign($input: UpdateCampaignInput!) {\n    updateCampaign(input: $input) {\n      isExample\n      title\n      ...PanelCampaignTotalsFields\n    }\n  }\n": types.PanelUpdateCampaignDocument,
    "\n  query PanelComments($after: String) {\n    adminComments(first: 50, after: $after) {\n      nodes {\n        id\n        name\n        content\n        amount\n        hidden\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PanelCommentsDocument,
    "\n  mutation PanelHideComment($id: ID!) {\n    hideComment(id: $id) {\n      id\n      hidden\n    }\n  }\n": types.PanelHideCommentDocument,
    "\n  mutation PanelShowComment($id: ID!) {\n    unhideComment(id: $id) {\n      id\n      hidden\n    }\n  }\n": types.PanelShowCommentDocument,
    "\n  query PanelDataRequests($after: String) {\n    dataRequests(first: 200, after: $after) {\n      nodes {\n        id\n        donationId\n        kind\n        requestedAt\n        deadline\n        answeredAt\n        outcome\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PanelDataRequestsDocument,
    "\n  query PanelDonations($filter: DonationFilter, $after: String) {\n    donations(filter: $filter, first: 20, after: $after) {\n      nodes {\n        id\n        status\n        amount\n        name\n        email\n        phone\n        cpf\n        isAnonymous\n        message\n        txid\n        createdAt\n        pixIssuedAt\n        expiresAt\n        paidAt\n        confirmedBy\n        origin\n        payerMessage\n        dedication {\n          kind\n          name\n          email\n          message\n          showAmount\n        }\n        publishedAt\n        outside {\n          method\n          receivedOn\n          note\n          proofs {\n            id\n            url\n            contentType\n            size\n          }\n          annulledAt\n          annulReason\n          replacedBy\n          replaces\n        }\n        tracking {\n          utmSource\n          utmMedium\n          utmCampaign\n          gclid\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PanelDonationsDocument,
    "\n  mutation PanelConfirmDonation($id: ID!) {\n    confirmDonation(id: $id) {\n      id\n      status\n      paidAt\n      confirmedBy\n    }\n  }\n": types.PanelConfirmDonationDocument,
    "\n  mutation PanelRefundDonation($donationId: ID!) {\n    refundDonation(donationId: $donationId) {\n      id\n      amount\n      status\n      method\n      failure\n    }\n  }\n": types.PanelRefundDonationDocument,
    "\n  mutation PanelPublishDirectDonation($id: ID!, $name: String, $publishMessage: Boolean!) {\n    publishDirectDonation(id: $id, name: $name, publishMessage: $publishMessage) {\n      id\n      name\n      isAnonymous\n      message\n      publishedAt\n    }\n  }\n": types.PanelPublishDirectDonationDocument,
    "\n  mutation PanelRegisterOutsideDonation($input: OutsideDonationInput!) {\n    registerOutsideDonation(input: $input) {\n      id\n      amount\n    }\n  }\n": types.PanelRegisterOutsideDonationDocument,
    "\n  mutation PanelCorrectOutsideDonation($id: ID!, $reason: String!, $correction: OutsideDonationInput) {\n    correctOutsideDonation(id: $id, reason: $reason, correction: $correction) {\n      annulled {\n        id\n      }\n      replacement {\n        id\n        amount\n      }\n    }\n  }\n": types.PanelCorrectOutsideDonationDocument,
    "\n  query PanelOutbox($status: OutboxStatus, $after: String) {\n    mailDelivery {\n      smtpConfigured\n    }\n    outbox(status: $status, first: 100, after: $after) {\n      nodes {\n        id\n        to\n        subject\n        text\n        status\n        attempts\n        lastError\n        createdAt\n        nextAttemptAt\n        sentAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PanelOutboxDocument,
    "\n  mutation PanelResendEmail($id: ID!) {\n    resendEmail(id: $id) {\n      id\n      status\n      attempts\n      nextAttemptAt\n    }\n  }\n": types.PanelResendEmailDocument,
    "\n  query PanelExpenses($after: String) {\n    expenses(first: 100, after: $after) {\n      nodes {\n        id\n        date\n        category\n        description\n        supplier\n        amount\n        recordedAt\n        correctedAt\n        proofs {\n          id\n          url\n          contentType\n          size\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PanelExpensesDocument,
    "\n  mutation PanelRecordExpense($input: ExpenseInput!) {\n    recordExpense(input: $input) {\n      id\n    }\n  }\n": types.PanelRecordExpenseDocument,
    "\n  mutation PanelCorrectExpense($id: ID!, $input: ExpenseInput!) {\n    correctExpense(id: $id, input: $input) {\n      id\n    }\n  }\n": types.PanelCorrectExpenseDocument,
    "\n  mutation PanelRemoveExpense($id: ID!) {\n    removeExpense(id: $id)\n  }\n": types.PanelRemoveExpenseDocument,
    "\n  mutation PanelRemoveExpenseProof($expenseId: ID!, $proofId: ID!) {\n    removeExpenseProof(expenseId: $expenseId, proofId: $proofId) {\n      id\n    }\n  }\n": types.PanelRemoveExpenseProofDocument,
    "\n  query PanelShareStats {\n    shareStats(first: 10) {\n      topLinks {\n        code\n        donorName\n        donations\n        amount\n      }\n      channels {\n        channel\n        source\n        donations\n        amount\n      }\n    }\n  }\n": types.PanelShareStatsDocument,
    "\n  query PanelGoal {\n    campaign {\n      ...PanelGoalFields\n    }\n    campaignUpdates(first: 1) {\n      nodes {\n        id\n        publishedAt\n      }\n    }\n  }\n": types.PanelGoalDocument,
    "\n  fragment PanelGoalFields on Campaign {\n    raised\n    goal\n    supportersCount\n    milestones {\n      percent\n      passed\n      passedAt\n    }\n    goalExtensions {\n      previousGoal\n      goal\n      reason\n    }\n    closing {\n      closedAt\n      message\n      surplusText\n    }\n  }\n": types.PanelGoalFieldsFragmentDoc,
    "\n  mutation PanelExtendGoal($input: ExtendGoalInput!) {\n    extendGoal(input: $input) {\n      ...PanelGoalFields\n    }\n  }\n": types.PanelExtendGoalDocument,
    "\n  mutation PanelCloseCampaign($input: CloseCampaignInput!) {\n    closeCampaign(input: $input) {\n      campaign {\n        ...PanelGoalFields\n      }\n      monthlyCancelled\n      monthlyFailed\n    }\n  }\n": types.PanelCloseCampaignDocument,
    "\n  fragment PanelCampaignTotalsFields on Campaign {\n    raised\n    goal\n    supportersCount\n  }\n": types.PanelCampaignTotalsFieldsFragmentDoc,
    "\n  fragment PanelDonationCountsFields on DonationStats {\n    created\n    paid\n    paidAmount\n  }\n": types.PanelDonationCountsFieldsFragmentDoc,
    "\n  query PanelHome($today: DateTime!, $week: DateTime!) {\n    campaign {\n      ...PanelCampaignTotalsFields\n    }\n    all: donationStats {\n      ...PanelDonationCountsFields\n      conversionRate\n      codesIssued\n      codesPaid\n      codeConversionRate\n      averagePaidAmount\n      byDay {\n        date\n        created\n        paid\n        paidAmount\n      }\n      byAmount {\n        amount\n        isOption\n        created\n        paid\n        paidAmount\n        conversionRate\n      }\n      bySource {\n        utmSource\n        utmCampaign\n        created\n        paid\n        paidAmount\n        conversionRate\n      }\n    }\n    today: donationStats(from: $today) {\n      ...PanelDonationCountsFields\n    }\n    week: donationStats(from: $week) {\n      ...PanelDonationCountsFields\n    }\n    booksCheck {\n      raised\n      baselineRaised\n      paidSum\n      straightToKey\n      straightToKeyCount\n      throughSiteCodes\n      throughSiteCodesCount\n      registeredByOrganisation\n      registeredByOrganisationCount\n      annulled\n      annulledCount\n      expectedRaised\n      difference\n      supportersCount\n      expectedSupporters\n      paidCount\n      refunded\n      refundedCount\n      spent\n      balance\n      differingLines\n    }\n  }\n": types.PanelHomeDocument,
    "\n  query PanelLaunchChecklist {\n    launchChecklist {\n      ready\n      items {\n        key\n        label\n        done\n        detail\n        fix\n      }\n    }\n  }\n": types.PanelLaunchChecklistDocument,
    "fragment PanelContactMessage on ContactMessage {\n  id\n  name\n  email\n  message\n  createdAt\n  answeredAt\n  answers {\n    id\n    text\n    answeredAt\n    answeredBy\n  }\n}\n\nquery PanelContactMessages($answered: Boolean, $after: String) {\n  contactMessages(answered: $answered, first: 50, after: $after) {\n    nodes {\n      ...PanelContactMessage\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nquery PanelUnansweredMessages {\n  unansweredContactMessages\n}\n\nmutation PanelAnswerContactMessage($id: ID!, $text: String!) {\n  answerContactMessage(id: $id, text: $text) {\n    ...PanelContactMessage\n  }\n}\n\nmutation PanelDeleteContactMessage($id: ID!) {\n  deleteContactMessage(id: $id)\n}": types.PanelContactMessageFragmentDoc,
    "\n  fragment PanelMonthlyGivingSetupFields on MonthlyGivingSetup {\n    available\n    unavailableReasons\n    enabled\n    retryPolicy\n    activeCount\n    awaitingCount\n  }\n": types.PanelMonthlyGivingSetupFieldsFragmentDoc,
    "\n  query PanelMonthlyGivingSetup {\n    monthlyGivingSetup {\n      ...PanelMonthlyGivingSetupFields\n    }\n  }\n": types.PanelMonthlyGivingSetupDocument,
    "\n  mutation PanelSetMonthlyGiving($enabled: Boolean!, $retryPolicy: MonthlyRetryPolicy!) {\n    setMonthlyGiving(enabled: $enabled, retryPolicy: $retryPolicy) {\n      ...PanelMonthlyGivingSetupFields\n    }\n  }\n": types.PanelSetMonthlyGivingDocument,
    "\n  query PanelMonthlyDonations($status: MonthlyDonationStatus, $after: String) {\n    monthlyDonations(status: $status, first: 20, after: $after) {\n      nodes {\n        id\n        status\n        name\n        email\n        amount\n        dayOfMonth\n        idRec\n        nextDueDate\n        cancelledBy\n        cancelledAt\n        createdAt\n        monthsPaid\n        paidTotal\n        erasedAt\n        pausedAt\n        skippedMonths\n        pendingAmount\n        changes {\n          at\n          description\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PanelMonthlyDonationsDocument,
    "\n  mutation PanelCancelMonthlyDonation($id: ID!) {\n    cancelMonthlyDonationAsOrganiser(id: $id) {\n      id\n      status\n      nextDueDate\n      cancelledBy\n      cancelledAt\n      monthsPaid\n      paidTotal\n    }\n  }\n": types.PanelCancelMonthlyDonationDocument,
    "\n  query PanelStatementLines($status: StatementLineStatus!, $after: String) {\n    statementLines(status: $status, first: 50, after: $after) {\n      nodes {\n        id\n        account\n        postedOn\n        amount\n        description\n        status\n        matchedBy\n        matchedDonationId\n        acceptedDonationId\n        ignoredReason\n        ignoredByImport\n        proposedName\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PanelStatementLinesDocument,
    "\n  mutation PanelAcceptStatementLine($id: ID!, $donor: StatementDonorInput) {\n    acceptStatementLine(id: $id, donor: $donor) {\n      id\n      status\n      acceptedDonationId\n    }\n  }\n": types.PanelAcceptStatementLineDocument,
    "\n  mutation PanelIgnoreStatementLine($id: ID!, $reason: String!) {\n    ignoreStatementLine(id: $id, reason: $reason) {\n      id\n      status\n      ignoredReason\n    }\n  }\n": types.PanelIgnoreStatementLineDocument,
    "\n  query PanelTeam {\n    team {\n      id\n      email\n      name\n      role\n      invitedAt\n      invitedBy\n      joinedAt\n      passkeyCount\n      sessions {\n        id\n        startedAt\n        expiresAt\n        ipAddress\n        userAgent\n      }\n    }\n  }\n": types.PanelTeamDocument,
    "\n  mutation PanelInviteTeamMember($input: InviteTeamMemberInput!) {\n    inviteTeamMember(input: $input) {\n      id\n    }\n  }\n": types.PanelInviteTeamMemberDocument,
    "\n  mutation PanelSetTeamMemberRole($id: ID!, $role: TeamRole!) {\n    setTeamMemberRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": types.PanelSetTeamMemberRoleDocument,
    "\n  mutation PanelRemoveTeamMember($id: ID!) {\n    removeTeamMember(id: $id) {\n      id\n    }\n  }\n": types.PanelRemoveTeamMemberDocument,
    "\n  mutation PanelEndTeamMemberSession($memberId: ID!, $sessionId: ID!) {\n    endTeamMemberSession(memberId: $memberId, sessionId: $sessionId)\n  }\n": types.PanelEndTeamMemberSessionDocument,
    "\n  query PanelUpdates($after: String) {\n    campaignUpdates(first: 50, after: $after) {\n      nodes {\n        ...CampaignUpdateFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PanelUpdatesDocument,
    "\n  query PanelUpdateEmails {\n    updateEmails {\n      recipients\n      mailings(first: 50) {\n        updateId\n        status\n        recipients\n        sent\n        waiting\n        failed\n      }\n    }\n  }\n": types.PanelUpdateEmailsDocument,
    "\n  mutation PanelPostUpdate($input: CampaignUpdateInput!) {\n    postUpdate(input: $input) {\n      id\n    }\n  }\n": types.PanelPostUpdateDocument,
    "\n  mutation PanelEditUpdate($id: ID!, $input: CampaignUpdateInput!) {\n    editUpdate(id: $id, input: $input) {\n      id\n      title\n      body\n      editedAt\n    }\n  }\n": types.PanelEditUpdateDocument,
    "fragment OrganisationFields on Organisation {\n  name\n  cnpj\n  email\n  whatsapp\n  city\n}": types.OrganisationFieldsFragmentDoc,
    "fragment RaffleBannerFields on Raffle {\n  prize\n  drawDate\n  minAmount\n  text\n}": types.RaffleBannerFieldsFragmentDoc,
    "fragment TrustBadgeFields on TrustBadge {\n  icon\n  title\n  text\n}": types.TrustBadgeFieldsFragmentDoc,
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
export function graphql(source: "fragment AmountCardFields on DonationOption {\n  value\n  label\n  description\n  impact\n  popular\n  raffleEntries\n  checkoutUrl\n}"): (typeof documents)["fragment AmountCardFields on DonationOption {\n  value\n  label\n  description\n  impact\n  popular\n  raffleEntries\n  checkoutUrl\n}"];
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
export function graphql(source: "\n  query PanelSharePreview {\n    sharePreview {\n      imageUrl\n      width\n      height\n      title\n      description\n      url\n    }\n  }\n"): (typeof documents)["\n  query PanelSharePreview {\n    sharePreview {\n      imageUrl\n      width\n      height\n      title\n      description\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelMe {\n    me {\n      kind\n      name\n      email\n      role\n      permissions\n      passkeys {\n        id\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelMe {\n    me {\n      kind\n      name\n      email\n      role\n      permissions\n      passkeys {\n        id\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelMyNotifications {\n    myNotifications {\n      paidDonations\n      contactMessages\n      paymentIssues\n      failedEmails\n      dailySummary\n    }\n  }\n"): (typeof documents)["\n  query PanelMyNotifications {\n    myNotifications {\n      paidDonations\n      contactMessages\n      paymentIssues\n      failedEmails\n      dailySummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelSetMyNotifications($input: NotificationSettingsInput!) {\n    setMyNotifications(input: $input) {\n      paidDonations\n      contactMessages\n      paymentIssues\n      failedEmails\n      dailySummary\n    }\n  }\n"): (typeof documents)["\n  mutation PanelSetMyNotifications($input: NotificationSettingsInput!) {\n    setMyNotifications(input: $input) {\n      paidDonations\n      contactMessages\n      paymentIssues\n      failedEmails\n      dailySummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelRemoveMyPasskey($id: ID!) {\n    removeMyPasskey(id: $id)\n  }\n"): (typeof documents)["\n  mutation PanelRemoveMyPasskey($id: ID!) {\n    removeMyPasskey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelBudget {\n    budget {\n      lines {\n        category\n        description\n        planned\n        spent\n        remaining\n        proof {\n          id\n          url\n          contentType\n        }\n      }\n      unplanned {\n        category\n        spent\n      }\n      planned\n      spent\n      remaining\n    }\n  }\n"): (typeof documents)["\n  query PanelBudget {\n    budget {\n      lines {\n        category\n        description\n        planned\n        spent\n        remaining\n        proof {\n          id\n          url\n          contentType\n        }\n      }\n      unplanned {\n        category\n        spent\n      }\n      planned\n      spent\n      remaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelSetBudget($lines: [BudgetLineInput!]!) {\n    setBudget(lines: $lines) {\n      planned\n    }\n  }\n"): (typeof documents)["\n  mutation PanelSetBudget($lines: [BudgetLineInput!]!) {\n    setBudget(lines: $lines) {\n      planned\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelRemoveBudgetProof($category: ExpenseCategory!) {\n    removeBudgetProof(category: $category) {\n      planned\n    }\n  }\n"): (typeof documents)["\n  mutation PanelRemoveBudgetProof($category: ExpenseCategory!) {\n    removeBudgetProof(category: $category) {\n      planned\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelDedications {\n    campaign {\n      dedications\n    }\n  }\n"): (typeof documents)["\n  query PanelDedications {\n    campaign {\n      dedications\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelSetDedications($enabled: Boolean!) {\n    setDedications(enabled: $enabled)\n  }\n"): (typeof documents)["\n  mutation PanelSetDedications($enabled: Boolean!) {\n    setDedications(enabled: $enabled)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelOfficialChannels {\n    campaign {\n      officialChannels {\n        links {\n          kind\n          url\n        }\n        relationship\n        beneficiary\n        domain\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelOfficialChannels {\n    campaign {\n      officialChannels {\n        links {\n          kind\n          url\n        }\n        relationship\n        beneficiary\n        domain\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelSetOfficialChannels($input: OfficialChannelsInput!) {\n    setOfficialChannels(input: $input) {\n      links {\n        kind\n        label\n        url\n      }\n      relationship\n      beneficiary\n      domain\n    }\n  }\n"): (typeof documents)["\n  mutation PanelSetOfficialChannels($input: OfficialChannelsInput!) {\n    setOfficialChannels(input: $input) {\n      links {\n        kind\n        label\n        url\n      }\n      relationship\n      beneficiary\n      domain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelPixHolder {\n    pixHolderRecord {\n      name\n      document\n      maskedDocument\n      institution\n      testedAt\n    }\n  }\n"): (typeof documents)["\n  query PanelPixHolder {\n    pixHolderRecord {\n      name\n      document\n      maskedDocument\n      institution\n      testedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelSetPixHolder($input: PixHolderInput!) {\n    setPixHolder(input: $input) {\n      name\n      document\n      maskedDocument\n      institution\n      testedAt\n    }\n  }\n"): (typeof documents)["\n  mutation PanelSetPixHolder($input: PixHolderInput!) {\n    setPixHolder(input: $input) {\n      name\n      document\n      maskedDocument\n      institution\n      testedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelConfirmPixHolderTest($confirmed: Boolean!) {\n    confirmPixHolderTest(confirmed: $confirmed) {\n      name\n      document\n      maskedDocument\n      institution\n      testedAt\n    }\n  }\n"): (typeof documents)["\n  mutation PanelConfirmPixHolderTest($confirmed: Boolean!) {\n    confirmPixHolderTest(confirmed: $confirmed) {\n      name\n      document\n      maskedDocument\n      institution\n      testedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelCampaign($owner: Boolean!) {\n    organisationTaxId @include(if: $owner)\n    campaign {\n      isExample\n      organisation {\n        ...OrganisationFields\n      }\n      videoPoster {\n        url\n        alt\n      }\n      badge\n      title\n      summary\n      videoUrl\n      goal\n      raised\n      story {\n        ...StoryViewFields\n        proofImage {\n          url\n          alt\n        }\n      }\n      usage {\n        title\n        text\n      }\n      raffle {\n        ...RaffleBannerFields\n      }\n      trustBadges {\n        ...TrustBadgeFields\n      }\n      share {\n        title\n        description\n        image {\n          url\n          alt\n        }\n        message\n      }\n    }\n    donationOptions {\n      ...AmountCardFields\n    }\n    booksCheck {\n      baselineRaised\n      expectedSupporters\n      paidCount\n    }\n  }\n"): (typeof documents)["\n  query PanelCampaign($owner: Boolean!) {\n    organisationTaxId @include(if: $owner)\n    campaign {\n      isExample\n      organisation {\n        ...OrganisationFields\n      }\n      videoPoster {\n        url\n        alt\n      }\n      badge\n      title\n      summary\n      videoUrl\n      goal\n      raised\n      story {\n        ...StoryViewFields\n        proofImage {\n          url\n          alt\n        }\n      }\n      usage {\n        title\n        text\n      }\n      raffle {\n        ...RaffleBannerFields\n      }\n      trustBadges {\n        ...TrustBadgeFields\n      }\n      share {\n        title\n        description\n        image {\n          url\n          alt\n        }\n        message\n      }\n    }\n    donationOptions {\n      ...AmountCardFields\n    }\n    booksCheck {\n      baselineRaised\n      expectedSupporters\n      paidCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelUpdateCampaign($input: UpdateCampaignInput!) {\n    updateCampaign(input: $input) {\n      isExample\n      title\n      ...PanelCampaignTotalsFields\n    }\n  }\n"): (typeof documents)["\n  mutation PanelUpdateCampaign($input: UpdateCampaignInput!) {\n    updateCampaign(input: $input) {\n      isExample\n      title\n      ...PanelCampaignTotalsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelComments($after: String) {\n    adminComments(first: 50, after: $after) {\n      nodes {\n        id\n        name\n        content\n        amount\n        hidden\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelComments($after: String) {\n    adminComments(first: 50, after: $after) {\n      nodes {\n        id\n        name\n        content\n        amount\n        hidden\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelHideComment($id: ID!) {\n    hideComment(id: $id) {\n      id\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation PanelHideComment($id: ID!) {\n    hideComment(id: $id) {\n      id\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelShowComment($id: ID!) {\n    unhideComment(id: $id) {\n      id\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation PanelShowComment($id: ID!) {\n    unhideComment(id: $id) {\n      id\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelDataRequests($after: String) {\n    dataRequests(first: 200, after: $after) {\n      nodes {\n        id\n        donationId\n        kind\n        requestedAt\n        deadline\n        answeredAt\n        outcome\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelDataRequests($after: String) {\n    dataRequests(first: 200, after: $after) {\n      nodes {\n        id\n        donationId\n        kind\n        requestedAt\n        deadline\n        answeredAt\n        outcome\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelDonations($filter: DonationFilter, $after: String) {\n    donations(filter: $filter, first: 20, after: $after) {\n      nodes {\n        id\n        status\n        amount\n        name\n        email\n        phone\n        cpf\n        isAnonymous\n        message\n        txid\n        createdAt\n        pixIssuedAt\n        expiresAt\n        paidAt\n        confirmedBy\n        origin\n        payerMessage\n        dedication {\n          kind\n          name\n          email\n          message\n          showAmount\n        }\n        publishedAt\n        outside {\n          method\n          receivedOn\n          note\n          proofs {\n            id\n            url\n            contentType\n            size\n          }\n          annulledAt\n          annulReason\n          replacedBy\n          replaces\n        }\n        tracking {\n          utmSource\n          utmMedium\n          utmCampaign\n          gclid\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelDonations($filter: DonationFilter, $after: String) {\n    donations(filter: $filter, first: 20, after: $after) {\n      nodes {\n        id\n        status\n        amount\n        name\n        email\n        phone\n        cpf\n        isAnonymous\n        message\n        txid\n        createdAt\n        pixIssuedAt\n        expiresAt\n        paidAt\n        confirmedBy\n        origin\n        payerMessage\n        dedication {\n          kind\n          name\n          email\n          message\n          showAmount\n        }\n        publishedAt\n        outside {\n          method\n          receivedOn\n          note\n          proofs {\n            id\n            url\n            contentType\n            size\n          }\n          annulledAt\n          annulReason\n          replacedBy\n          replaces\n        }\n        tracking {\n          utmSource\n          utmMedium\n          utmCampaign\n          gclid\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelConfirmDonation($id: ID!) {\n    confirmDonation(id: $id) {\n      id\n      status\n      paidAt\n      confirmedBy\n    }\n  }\n"): (typeof documents)["\n  mutation PanelConfirmDonation($id: ID!) {\n    confirmDonation(id: $id) {\n      id\n      status\n      paidAt\n      confirmedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelRefundDonation($donationId: ID!) {\n    refundDonation(donationId: $donationId) {\n      id\n      amount\n      status\n      method\n      failure\n    }\n  }\n"): (typeof documents)["\n  mutation PanelRefundDonation($donationId: ID!) {\n    refundDonation(donationId: $donationId) {\n      id\n      amount\n      status\n      method\n      failure\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelPublishDirectDonation($id: ID!, $name: String, $publishMessage: Boolean!) {\n    publishDirectDonation(id: $id, name: $name, publishMessage: $publishMessage) {\n      id\n      name\n      isAnonymous\n      message\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  mutation PanelPublishDirectDonation($id: ID!, $name: String, $publishMessage: Boolean!) {\n    publishDirectDonation(id: $id, name: $name, publishMessage: $publishMessage) {\n      id\n      name\n      isAnonymous\n      message\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelRegisterOutsideDonation($input: OutsideDonationInput!) {\n    registerOutsideDonation(input: $input) {\n      id\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation PanelRegisterOutsideDonation($input: OutsideDonationInput!) {\n    registerOutsideDonation(input: $input) {\n      id\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelCorrectOutsideDonation($id: ID!, $reason: String!, $correction: OutsideDonationInput) {\n    correctOutsideDonation(id: $id, reason: $reason, correction: $correction) {\n      annulled {\n        id\n      }\n      replacement {\n        id\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PanelCorrectOutsideDonation($id: ID!, $reason: String!, $correction: OutsideDonationInput) {\n    correctOutsideDonation(id: $id, reason: $reason, correction: $correction) {\n      annulled {\n        id\n      }\n      replacement {\n        id\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelOutbox($status: OutboxStatus, $after: String) {\n    mailDelivery {\n      smtpConfigured\n    }\n    outbox(status: $status, first: 100, after: $after) {\n      nodes {\n        id\n        to\n        subject\n        text\n        status\n        attempts\n        lastError\n        createdAt\n        nextAttemptAt\n        sentAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelOutbox($status: OutboxStatus, $after: String) {\n    mailDelivery {\n      smtpConfigured\n    }\n    outbox(status: $status, first: 100, after: $after) {\n      nodes {\n        id\n        to\n        subject\n        text\n        status\n        attempts\n        lastError\n        createdAt\n        nextAttemptAt\n        sentAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelResendEmail($id: ID!) {\n    resendEmail(id: $id) {\n      id\n      status\n      attempts\n      nextAttemptAt\n    }\n  }\n"): (typeof documents)["\n  mutation PanelResendEmail($id: ID!) {\n    resendEmail(id: $id) {\n      id\n      status\n      attempts\n      nextAttemptAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelExpenses($after: String) {\n    expenses(first: 100, after: $after) {\n      nodes {\n        id\n        date\n        category\n        description\n        supplier\n        amount\n        recordedAt\n        correctedAt\n        proofs {\n          id\n          url\n          contentType\n          size\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelExpenses($after: String) {\n    expenses(first: 100, after: $after) {\n      nodes {\n        id\n        date\n        category\n        description\n        supplier\n        amount\n        recordedAt\n        correctedAt\n        proofs {\n          id\n          url\n          contentType\n          size\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelRecordExpense($input: ExpenseInput!) {\n    recordExpense(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PanelRecordExpense($input: ExpenseInput!) {\n    recordExpense(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelCorrectExpense($id: ID!, $input: ExpenseInput!) {\n    correctExpense(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PanelCorrectExpense($id: ID!, $input: ExpenseInput!) {\n    correctExpense(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelRemoveExpense($id: ID!) {\n    removeExpense(id: $id)\n  }\n"): (typeof documents)["\n  mutation PanelRemoveExpense($id: ID!) {\n    removeExpense(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelRemoveExpenseProof($expenseId: ID!, $proofId: ID!) {\n    removeExpenseProof(expenseId: $expenseId, proofId: $proofId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PanelRemoveExpenseProof($expenseId: ID!, $proofId: ID!) {\n    removeExpenseProof(expenseId: $expenseId, proofId: $proofId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelShareStats {\n    shareStats(first: 10) {\n      topLinks {\n        code\n        donorName\n        donations\n        amount\n      }\n      channels {\n        channel\n        source\n        donations\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelShareStats {\n    shareStats(first: 10) {\n      topLinks {\n        code\n        donorName\n        donations\n        amount\n      }\n      channels {\n        channel\n        source\n        donations\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelGoal {\n    campaign {\n      ...PanelGoalFields\n    }\n    campaignUpdates(first: 1) {\n      nodes {\n        id\n        publishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelGoal {\n    campaign {\n      ...PanelGoalFields\n    }\n    campaignUpdates(first: 1) {\n      nodes {\n        id\n        publishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PanelGoalFields on Campaign {\n    raised\n    goal\n    supportersCount\n    milestones {\n      percent\n      passed\n      passedAt\n    }\n    goalExtensions {\n      previousGoal\n      goal\n      reason\n    }\n    closing {\n      closedAt\n      message\n      surplusText\n    }\n  }\n"): (typeof documents)["\n  fragment PanelGoalFields on Campaign {\n    raised\n    goal\n    supportersCount\n    milestones {\n      percent\n      passed\n      passedAt\n    }\n    goalExtensions {\n      previousGoal\n      goal\n      reason\n    }\n    closing {\n      closedAt\n      message\n      surplusText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelExtendGoal($input: ExtendGoalInput!) {\n    extendGoal(input: $input) {\n      ...PanelGoalFields\n    }\n  }\n"): (typeof documents)["\n  mutation PanelExtendGoal($input: ExtendGoalInput!) {\n    extendGoal(input: $input) {\n      ...PanelGoalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelCloseCampaign($input: CloseCampaignInput!) {\n    closeCampaign(input: $input) {\n      campaign {\n        ...PanelGoalFields\n      }\n      monthlyCancelled\n      monthlyFailed\n    }\n  }\n"): (typeof documents)["\n  mutation PanelCloseCampaign($input: CloseCampaignInput!) {\n    closeCampaign(input: $input) {\n      campaign {\n        ...PanelGoalFields\n      }\n      monthlyCancelled\n      monthlyFailed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PanelCampaignTotalsFields on Campaign {\n    raised\n    goal\n    supportersCount\n  }\n"): (typeof documents)["\n  fragment PanelCampaignTotalsFields on Campaign {\n    raised\n    goal\n    supportersCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PanelDonationCountsFields on DonationStats {\n    created\n    paid\n    paidAmount\n  }\n"): (typeof documents)["\n  fragment PanelDonationCountsFields on DonationStats {\n    created\n    paid\n    paidAmount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelHome($today: DateTime!, $week: DateTime!) {\n    campaign {\n      ...PanelCampaignTotalsFields\n    }\n    all: donationStats {\n      ...PanelDonationCountsFields\n      conversionRate\n      codesIssued\n      codesPaid\n      codeConversionRate\n      averagePaidAmount\n      byDay {\n        date\n        created\n        paid\n        paidAmount\n      }\n      byAmount {\n        amount\n        isOption\n        created\n        paid\n        paidAmount\n        conversionRate\n      }\n      bySource {\n        utmSource\n        utmCampaign\n        created\n        paid\n        paidAmount\n        conversionRate\n      }\n    }\n    today: donationStats(from: $today) {\n      ...PanelDonationCountsFields\n    }\n    week: donationStats(from: $week) {\n      ...PanelDonationCountsFields\n    }\n    booksCheck {\n      raised\n      baselineRaised\n      paidSum\n      straightToKey\n      straightToKeyCount\n      throughSiteCodes\n      throughSiteCodesCount\n      registeredByOrganisation\n      registeredByOrganisationCount\n      annulled\n      annulledCount\n      expectedRaised\n      difference\n      supportersCount\n      expectedSupporters\n      paidCount\n      refunded\n      refundedCount\n      spent\n      balance\n      differingLines\n    }\n  }\n"): (typeof documents)["\n  query PanelHome($today: DateTime!, $week: DateTime!) {\n    campaign {\n      ...PanelCampaignTotalsFields\n    }\n    all: donationStats {\n      ...PanelDonationCountsFields\n      conversionRate\n      codesIssued\n      codesPaid\n      codeConversionRate\n      averagePaidAmount\n      byDay {\n        date\n        created\n        paid\n        paidAmount\n      }\n      byAmount {\n        amount\n        isOption\n        created\n        paid\n        paidAmount\n        conversionRate\n      }\n      bySource {\n        utmSource\n        utmCampaign\n        created\n        paid\n        paidAmount\n        conversionRate\n      }\n    }\n    today: donationStats(from: $today) {\n      ...PanelDonationCountsFields\n    }\n    week: donationStats(from: $week) {\n      ...PanelDonationCountsFields\n    }\n    booksCheck {\n      raised\n      baselineRaised\n      paidSum\n      straightToKey\n      straightToKeyCount\n      throughSiteCodes\n      throughSiteCodesCount\n      registeredByOrganisation\n      registeredByOrganisationCount\n      annulled\n      annulledCount\n      expectedRaised\n      difference\n      supportersCount\n      expectedSupporters\n      paidCount\n      refunded\n      refundedCount\n      spent\n      balance\n      differingLines\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelLaunchChecklist {\n    launchChecklist {\n      ready\n      items {\n        key\n        label\n        done\n        detail\n        fix\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelLaunchChecklist {\n    launchChecklist {\n      ready\n      items {\n        key\n        label\n        done\n        detail\n        fix\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PanelContactMessage on ContactMessage {\n  id\n  name\n  email\n  message\n  createdAt\n  answeredAt\n  answers {\n    id\n    text\n    answeredAt\n    answeredBy\n  }\n}\n\nquery PanelContactMessages($answered: Boolean, $after: String) {\n  contactMessages(answered: $answered, first: 50, after: $after) {\n    nodes {\n      ...PanelContactMessage\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nquery PanelUnansweredMessages {\n  unansweredContactMessages\n}\n\nmutation PanelAnswerContactMessage($id: ID!, $text: String!) {\n  answerContactMessage(id: $id, text: $text) {\n    ...PanelContactMessage\n  }\n}\n\nmutation PanelDeleteContactMessage($id: ID!) {\n  deleteContactMessage(id: $id)\n}"): (typeof documents)["fragment PanelContactMessage on ContactMessage {\n  id\n  name\n  email\n  message\n  createdAt\n  answeredAt\n  answers {\n    id\n    text\n    answeredAt\n    answeredBy\n  }\n}\n\nquery PanelContactMessages($answered: Boolean, $after: String) {\n  contactMessages(answered: $answered, first: 50, after: $after) {\n    nodes {\n      ...PanelContactMessage\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nquery PanelUnansweredMessages {\n  unansweredContactMessages\n}\n\nmutation PanelAnswerContactMessage($id: ID!, $text: String!) {\n  answerContactMessage(id: $id, text: $text) {\n    ...PanelContactMessage\n  }\n}\n\nmutation PanelDeleteContactMessage($id: ID!) {\n  deleteContactMessage(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PanelMonthlyGivingSetupFields on MonthlyGivingSetup {\n    available\n    unavailableReasons\n    enabled\n    retryPolicy\n    activeCount\n    awaitingCount\n  }\n"): (typeof documents)["\n  fragment PanelMonthlyGivingSetupFields on MonthlyGivingSetup {\n    available\n    unavailableReasons\n    enabled\n    retryPolicy\n    activeCount\n    awaitingCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelMonthlyGivingSetup {\n    monthlyGivingSetup {\n      ...PanelMonthlyGivingSetupFields\n    }\n  }\n"): (typeof documents)["\n  query PanelMonthlyGivingSetup {\n    monthlyGivingSetup {\n      ...PanelMonthlyGivingSetupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelSetMonthlyGiving($enabled: Boolean!, $retryPolicy: MonthlyRetryPolicy!) {\n    setMonthlyGiving(enabled: $enabled, retryPolicy: $retryPolicy) {\n      ...PanelMonthlyGivingSetupFields\n    }\n  }\n"): (typeof documents)["\n  mutation PanelSetMonthlyGiving($enabled: Boolean!, $retryPolicy: MonthlyRetryPolicy!) {\n    setMonthlyGiving(enabled: $enabled, retryPolicy: $retryPolicy) {\n      ...PanelMonthlyGivingSetupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelMonthlyDonations($status: MonthlyDonationStatus, $after: String) {\n    monthlyDonations(status: $status, first: 20, after: $after) {\n      nodes {\n        id\n        status\n        name\n        email\n        amount\n        dayOfMonth\n        idRec\n        nextDueDate\n        cancelledBy\n        cancelledAt\n        createdAt\n        monthsPaid\n        paidTotal\n        erasedAt\n        pausedAt\n        skippedMonths\n        pendingAmount\n        changes {\n          at\n          description\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelMonthlyDonations($status: MonthlyDonationStatus, $after: String) {\n    monthlyDonations(status: $status, first: 20, after: $after) {\n      nodes {\n        id\n        status\n        name\n        email\n        amount\n        dayOfMonth\n        idRec\n        nextDueDate\n        cancelledBy\n        cancelledAt\n        createdAt\n        monthsPaid\n        paidTotal\n        erasedAt\n        pausedAt\n        skippedMonths\n        pendingAmount\n        changes {\n          at\n          description\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelCancelMonthlyDonation($id: ID!) {\n    cancelMonthlyDonationAsOrganiser(id: $id) {\n      id\n      status\n      nextDueDate\n      cancelledBy\n      cancelledAt\n      monthsPaid\n      paidTotal\n    }\n  }\n"): (typeof documents)["\n  mutation PanelCancelMonthlyDonation($id: ID!) {\n    cancelMonthlyDonationAsOrganiser(id: $id) {\n      id\n      status\n      nextDueDate\n      cancelledBy\n      cancelledAt\n      monthsPaid\n      paidTotal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelStatementLines($status: StatementLineStatus!, $after: String) {\n    statementLines(status: $status, first: 50, after: $after) {\n      nodes {\n        id\n        account\n        postedOn\n        amount\n        description\n        status\n        matchedBy\n        matchedDonationId\n        acceptedDonationId\n        ignoredReason\n        ignoredByImport\n        proposedName\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelStatementLines($status: StatementLineStatus!, $after: String) {\n    statementLines(status: $status, first: 50, after: $after) {\n      nodes {\n        id\n        account\n        postedOn\n        amount\n        description\n        status\n        matchedBy\n        matchedDonationId\n        acceptedDonationId\n        ignoredReason\n        ignoredByImport\n        proposedName\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelAcceptStatementLine($id: ID!, $donor: StatementDonorInput) {\n    acceptStatementLine(id: $id, donor: $donor) {\n      id\n      status\n      acceptedDonationId\n    }\n  }\n"): (typeof documents)["\n  mutation PanelAcceptStatementLine($id: ID!, $donor: StatementDonorInput) {\n    acceptStatementLine(id: $id, donor: $donor) {\n      id\n      status\n      acceptedDonationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelIgnoreStatementLine($id: ID!, $reason: String!) {\n    ignoreStatementLine(id: $id, reason: $reason) {\n      id\n      status\n      ignoredReason\n    }\n  }\n"): (typeof documents)["\n  mutation PanelIgnoreStatementLine($id: ID!, $reason: String!) {\n    ignoreStatementLine(id: $id, reason: $reason) {\n      id\n      status\n      ignoredReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelTeam {\n    team {\n      id\n      email\n      name\n      role\n      invitedAt\n      invitedBy\n      joinedAt\n      passkeyCount\n      sessions {\n        id\n        startedAt\n        expiresAt\n        ipAddress\n        userAgent\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelTeam {\n    team {\n      id\n      email\n      name\n      role\n      invitedAt\n      invitedBy\n      joinedAt\n      passkeyCount\n      sessions {\n        id\n        startedAt\n        expiresAt\n        ipAddress\n        userAgent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelInviteTeamMember($input: InviteTeamMemberInput!) {\n    inviteTeamMember(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PanelInviteTeamMember($input: InviteTeamMemberInput!) {\n    inviteTeamMember(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelSetTeamMemberRole($id: ID!, $role: TeamRole!) {\n    setTeamMemberRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation PanelSetTeamMemberRole($id: ID!, $role: TeamRole!) {\n    setTeamMemberRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelRemoveTeamMember($id: ID!) {\n    removeTeamMember(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PanelRemoveTeamMember($id: ID!) {\n    removeTeamMember(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelEndTeamMemberSession($memberId: ID!, $sessionId: ID!) {\n    endTeamMemberSession(memberId: $memberId, sessionId: $sessionId)\n  }\n"): (typeof documents)["\n  mutation PanelEndTeamMemberSession($memberId: ID!, $sessionId: ID!) {\n    endTeamMemberSession(memberId: $memberId, sessionId: $sessionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelUpdates($after: String) {\n    campaignUpdates(first: 50, after: $after) {\n      nodes {\n        ...CampaignUpdateFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelUpdates($after: String) {\n    campaignUpdates(first: 50, after: $after) {\n      nodes {\n        ...CampaignUpdateFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelUpdateEmails {\n    updateEmails {\n      recipients\n      mailings(first: 50) {\n        updateId\n        status\n        recipients\n        sent\n        waiting\n        failed\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelUpdateEmails {\n    updateEmails {\n      recipients\n      mailings(first: 50) {\n        updateId\n        status\n        recipients\n        sent\n        waiting\n        failed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelPostUpdate($input: CampaignUpdateInput!) {\n    postUpdate(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PanelPostUpdate($input: CampaignUpdateInput!) {\n    postUpdate(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelEditUpdate($id: ID!, $input: CampaignUpdateInput!) {\n    editUpdate(id: $id, input: $input) {\n      id\n      title\n      body\n      editedAt\n    }\n  }\n"): (typeof documents)["\n  mutation PanelEditUpdate($id: ID!, $input: CampaignUpdateInput!) {\n    editUpdate(id: $id, input: $input) {\n      id\n      title\n      body\n      editedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrganisationFields on Organisation {\n  name\n  cnpj\n  email\n  whatsapp\n  city\n}"): (typeof documents)["fragment OrganisationFields on Organisation {\n  name\n  cnpj\n  email\n  whatsapp\n  city\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RaffleBannerFields on Raffle {\n  prize\n  drawDate\n  minAmount\n  text\n}"): (typeof documents)["fragment RaffleBannerFields on Raffle {\n  prize\n  drawDate\n  minAmount\n  text\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TrustBadgeFields on TrustBadge {\n  icon\n  title\n  text\n}"): (typeof documents)["fragment TrustBadgeFields on TrustBadge {\n  icon\n  title\n  text\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;