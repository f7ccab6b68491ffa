import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../graphql/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant, as an ISO 8601 string in UTC. */
  DateTime: { input: Date | string; output: Date | string; }
};

export type AdminComment = {
  __typename?: 'AdminComment';
  amount: Maybe<Scalars['String']['output']>;
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  donationId: Maybe<Scalars['ID']['output']>;
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type AdminCommentConnection = {
  __typename?: 'AdminCommentConnection';
  nodes: Array<AdminComment>;
  pageInfo: PageInfo;
};

/** A donation's dedication as the organiser sees it (the donor's data: erased with theirs). */
export type AdminDedication = {
  __typename?: 'AdminDedication';
  /** Who is told on payment; empty for nobody. */
  email: Scalars['String']['output'];
  kind: DedicationKind;
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Whether the notice tells the amount. */
  showAmount: Scalars['Boolean']['output'];
};

export type AdminDonation = {
  __typename?: 'AdminDonation';
  amount: Scalars['String']['output'];
  /** webhook, reconciliation or admin; empty while unpaid. */
  confirmedBy: Scalars['String']['output'];
  /** Decrypted; empty when not given. */
  cpf: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** "Em homenagem a" / "Em memória de" someone, as the donor gave it; null for none (and once erased). */
  dedication: Maybe<AdminDedication>;
  email: Scalars['String']['output'];
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  ipAddress: Scalars['String']['output'];
  isAnonymous: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** How the money came: SITE (a code this site generated), DIRECT_PIX (a PIX sent straight to the key) or REGISTERED (by the organisation). */
  origin: DonationOrigin;
  /** What the organisation recorded of a registered donation; null for any other. */
  outside: Maybe<OutsideDetails>;
  paidAt: Maybe<Scalars['DateTime']['output']>;
  /** A direct PIX's message from the payer: private, for the organiser only; empty otherwise. */
  payerMessage: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  pixIssuedAt: Maybe<Scalars['DateTime']['output']>;
  product: Scalars['String']['output'];
  /** When the organiser put a direct PIX's donor on the page; null before (and for any other donation). */
  publishedAt: Maybe<Scalars['DateTime']['output']>;
  status: DonationStatus;
  tracking: Tracking;
  txid: Scalars['String']['output'];
  userAgent: Scalars['String']['output'];
};

export type AdminDonationConnection = {
  __typename?: 'AdminDonationConnection';
  nodes: Array<AdminDonation>;
  pageInfo: PageInfo;
};

export type AdminMonthlyDonation = {
  __typename?: 'AdminMonthlyDonation';
  /** Monthly amount, in reais. */
  amount: Scalars['String']['output'];
  cancelledAt: Maybe<Scalars['DateTime']['output']>;
  /** Who cancelled, in the organiser's words ("o doador, na página da doação", "o doador, no app do banco", "o banco do doador", "a campanha", "o banco da campanha"), when CANCELLED. */
  cancelledBy: Maybe<Scalars['String']['output']>;
  /** What the donor changed, newest first. */
  changes: Array<MonthlyDonationChange>;
  createdAt: Scalars['DateTime']['output'];
  dayOfMonth: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  erasedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** The PSP's id of the recurrence (RecId), '' before it was created there. */
  idRec: Scalars['String']['output'];
  /** Months paid so far, and their sum in reais. */
  monthsPaid: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  nextDueDate: Maybe<Scalars['String']['output']>;
  paidTotal: Scalars['String']['output'];
  /** Since when the donor paused it, while ACTIVE. */
  pausedAt: Maybe<Scalars['DateTime']['output']>;
  /** A new amount, in reais, waiting for the donor's authorisation in the bank app. */
  pendingAmount: Maybe<Scalars['String']['output']>;
  /** Months (YYYY-MM) the donor skipped. */
  skippedMonths: Array<Scalars['String']['output']>;
  status: MonthlyDonationStatus;
};

export type AdminMonthlyDonationConnection = {
  __typename?: 'AdminMonthlyDonationConnection';
  nodes: Array<AdminMonthlyDonation>;
  pageInfo: PageInfo;
};

/** What an admin field needs: the permissions of rules/team.ts, by the same names in capitals. */
export type AdminPermission =
  /** Texts, photos, updates, comments, answers to donors. */
  | 'CONTENT'
  /** Donations, refunds, outside donations, expenses, the budget, the bank statement. */
  | 'MONEY'
  /** People, the organisation's identity and who receives the money, the goal's end, settings, the e-mails. */
  | 'OWNER'
  /** Reading: every role. */
  | 'READ';

export type AdsPixel = {
  __typename?: 'AdsPixel';
  id: Scalars['String']['output'];
  scriptUrl: Scalars['String']['output'];
};

export type AmountStats = {
  __typename?: 'AmountStats';
  amount: Scalars['String']['output'];
  conversionRate: Scalars['Float']['output'];
  created: Scalars['Int']['output'];
  isOption: Scalars['Boolean']['output'];
  paid: Scalars['Int']['output'];
  paidAmount: Scalars['String']['output'];
};

export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: Scalars['String']['output'];
  actor: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  /** The mutation's arguments and what changed, as JSON. */
  details: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  ipAddress: Scalars['String']['output'];
  target: Scalars['String']['output'];
};

export type AuditEntryConnection = {
  __typename?: 'AuditEntryConnection';
  nodes: Array<AuditEntry>;
  pageInfo: PageInfo;
};

/**
 * Derived from the imported statements, never typed (api/src/transparency/bank-check.ts): sums in reais,
 * counts and days (YYYY-MM-DD, in Brasília) only; no payer, description or bank id.
 */
export type BankCheck = {
  __typename?: 'BankCheck';
  /** Credits the bank shows for the period, copies and transfers between own accounts left out. */
  bankCredits: Scalars['String']['output'];
  bankCreditsCount: Scalars['Int']['output'];
  /** Nothing under review: every credit of the period is matched, accepted or set aside with a reason. */
  checked: Scalars['Boolean']['output'];
  /** Donations paid in the period (refunded and annulled left out). */
  donationsCounted: Scalars['String']['output'];
  donationsCountedCount: Scalars['Int']['output'];
  ignoredByOrganisation: Scalars['String']['output'];
  ignoredByOrganisationCount: Scalars['Int']['output'];
  /** The day the last statement was imported. */
  importedOn: Scalars['String']['output'];
  /** First and last posting days of the imported statements. */
  periodFrom: Scalars['String']['output'];
  periodTo: Scalars['String']['output'];
  /** No statement imported for more than staleAfterDays: the site says "não conferido desde" importedOn. */
  stale: Scalars['Boolean']['output'];
  staleAfterDays: Scalars['Int']['output'];
  underReview: Scalars['String']['output'];
  underReviewCount: Scalars['Int']['output'];
};

export type BooksCheck = {
  __typename?: 'BooksCheck';
  /** Registered entries the organisation annulled (corrections): paid in paidSum, and off the totals. */
  annulled: Scalars['String']['output'];
  annulledCount: Scalars['Int']['output'];
  /** raised − spent. */
  balance: Scalars['String']['output'];
  baselineRaised: Scalars['String']['output'];
  /** raised − expectedRaised, in reais; "0.00" when the books are right. */
  difference: Scalars['String']['output'];
  /** Ledger lines the totals do not reflect yet, in pt-BR; empty when the books close. */
  differingLines: Array<Scalars['String']['output']>;
  /** How long the check took, in milliseconds: it reads every paid donation. */
  durationMs: Scalars['Int']['output'];
  expectedRaised: Scalars['String']['output'];
  expectedSupporters: Scalars['Int']['output'];
  paidCount: Scalars['Int']['output'];
  paidSum: Scalars['String']['output'];
  raised: Scalars['String']['output'];
  /** Refunds of counted donations, done (DEVOLVIDO): expectedRaised = baselineRaised + paidSum − refunded − annulled. */
  refunded: Scalars['String']['output'];
  refundedCount: Scalars['Int']['output'];
  /** Of paidSum, registered by the organisation (cash, transfers, events) and still counting, in reais. */
  registeredByOrganisation: Scalars['String']['output'];
  registeredByOrganisationCount: Scalars['Int']['output'];
  /** Expenses on the ledger. */
  spent: Scalars['String']['output'];
  /** Their sum as the buckets hold it, in reais; equal to paidSum when they are right. */
  statsPaidAmount: Scalars['String']['output'];
  /** Paid donations as the statistics buckets count them (donationStats); equal to paidCount when they are right. */
  statsPaidCount: Scalars['Int']['output'];
  /** Of paidSum, PIX sent straight to the key (no code of the site), in reais; the rest came through the site's codes. */
  straightToKey: Scalars['String']['output'];
  straightToKeyCount: Scalars['Int']['output'];
  supportersCount: Scalars['Int']['output'];
  /** Of paidSum, what came through the site's own PIX codes (neither straight to the key nor registered), in reais. */
  throughSiteCodes: Scalars['String']['output'];
  throughSiteCodesCount: Scalars['Int']['output'];
};

export type Budget = {
  __typename?: 'Budget';
  /** In the categories' order. */
  lines: Array<BudgetLine>;
  planned: Scalars['String']['output'];
  /** planned − spent. */
  remaining: Scalars['String']['output'];
  /** Every expense on the ledger, planned or not. */
  spent: Scalars['String']['output'];
  unplanned: Array<BudgetUnplanned>;
  updatedAt: Scalars['DateTime']['output'];
};

/** A line of the budget against the expenses recorded in its category; sums in reais. */
export type BudgetLine = {
  __typename?: 'BudgetLine';
  category: ExpenseCategory;
  description: Scalars['String']['output'];
  planned: Scalars['String']['output'];
  /** A quote or estimate behind the figure, when the organiser attached one. */
  proof: Maybe<ExpenseProof>;
  /** planned − spent: negative when more was spent than planned. */
  remaining: Scalars['String']['output'];
  spent: Scalars['String']['output'];
};

export type BudgetLineInput = {
  /** Planned, in reais as typed ("1.500,00"): more than zero, at most R$ 10.000.000,00. */
  amount: Scalars['String']['input'];
  category: ExpenseCategory;
  /** What the line pays for, up to 200 characters: the home page lists it under the goal. */
  description: Scalars['String']['input'];
};

/** Expenses of a category the budget has no line for: shown as "fora do orçamento", never hidden. */
export type BudgetUnplanned = {
  __typename?: 'BudgetUnplanned';
  category: ExpenseCategory;
  spent: Scalars['String']['output'];
};

export type CacheControlScope =
  | 'PRIVATE'
  | 'PUBLIC';

export type Campaign = {
  __typename?: 'Campaign';
  badge: Scalars['String']['output'];
  /** Set once the organiser closed the campaign. */
  closing: Maybe<CampaignClosing>;
  /** True when the donation form offers "Em homenagem a" / "Em memória de" (on unless the organiser turned it off: setDedications). */
  dedications: Scalars['Boolean']['output'];
  /** The amounts a donor may give; the donation form checks them with the same rules as the API. */
  donationLimits: DonationLimits;
  /** Goal, in reais. */
  goal: Scalars['String']['output'];
  /** The stretch goals, oldest first; the first one's previousGoal is the original goal. Empty when the goal never grew. */
  goalExtensions: Array<GoalExtension>;
  heartsReceived: Scalars['Int']['output'];
  /** True until every item of the go-live checklist (launchChecklist) is done: the page shows the "Conteúdo de exemplo" ribbon. */
  isExample: Scalars['Boolean']['output'];
  /** The current goal's milestones, 25 % first. */
  milestones: Array<GoalMilestone>;
  /** True when donors may choose "mensal": the organiser turned it on and the PSP offers Pix Automático. */
  monthlyGiving: Scalars['Boolean']['output'];
  /** The official profiles, who organises for whom, and the site's domain. */
  officialChannels: OfficialChannels;
  organisation: Organisation;
  /** Who receives the PIX, as the bank app will show it; null while the organiser has not recorded it. */
  pixHolder: Maybe<PixHolder>;
  raffle: Maybe<Raffle>;
  /** Total raised, in reais: the offline baseline plus every paid donation. */
  raised: Scalars['String']['output'];
  share: Share;
  story: Story;
  /** The short story shown in the hero. */
  summary: Scalars['String']['output'];
  supportersCount: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  trustBadges: Array<TrustBadge>;
  /** How the money is used (medicines, consultations, treatments). */
  usage: Array<UsageItem>;
  videoPoster: Maybe<Image>;
  /** Embeddable video player URL, loaded only after the visitor clicks the poster. */
  videoUrl: Maybe<Scalars['String']['output']>;
};

/** The organiser closed the campaign: no donation is taken, the page is the record. */
export type CampaignClosing = {
  __typename?: 'CampaignClosing';
  /** Raised minus spent, in reais, as /transparencia says it. */
  balance: Scalars['String']['output'];
  closedAt: Scalars['DateTime']['output'];
  /** The organiser's closing message. */
  message: Scalars['String']['output'];
  /** Spent so far, in reais, as /transparencia lists it. */
  spent: Scalars['String']['output'];
  /** What is done with any surplus; empty when the organiser wrote nothing. */
  surplusText: Scalars['String']['output'];
};

export type CampaignUpdate = {
  __typename?: 'CampaignUpdate';
  body: Scalars['String']['output'];
  editedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  publishedAt: Scalars['DateTime']['output'];
  title: Scalars['String']['output'];
};

export type CampaignUpdateConnection = {
  __typename?: 'CampaignUpdateConnection';
  nodes: Array<CampaignUpdate>;
  pageInfo: PageInfo;
};

export type CampaignUpdateInput = {
  body: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type Channel =
  /** Neither. */
  | 'DIRECT'
  /** A donor's share link (?ref=), whatever utm it also carried. */
  | 'REF'
  /** A utm_source (one row per source). */
  | 'UTM';

export type ChannelStat = {
  __typename?: 'ChannelStat';
  /** In reais. */
  amount: Scalars['String']['output'];
  channel: Channel;
  donations: Scalars['Int']['output'];
  /** The utm_source, for UTM; null otherwise. */
  source: Maybe<Scalars['String']['output']>;
};

export type CloseCampaignInput = {
  /** Shown on the page and in every refusal of a donation. */
  message: Scalars['String']['input'];
  /** What is done with any money beyond the goal; shown on the page. */
  surplusText?: InputMaybe<Scalars['String']['input']>;
};

export type CloseCampaignResult = {
  __typename?: 'CloseCampaignResult';
  campaign: Campaign;
  /** Monthly donations cancelled by this call (each donor e-mailed). */
  monthlyCancelled: Scalars['Int']['output'];
  /** Monthly donations the PSP could not cancel now: calling closeCampaign again retries them. */
  monthlyFailed: Scalars['Int']['output'];
};

export type Comment = {
  __typename?: 'Comment';
  /** Amount donated, in reais, when known. */
  amount: Maybe<Scalars['String']['output']>;
  /** Picture URL; a default picture served by the app when the supporter has none. */
  avatar: Scalars['String']['output'];
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** "Em homenagem a …" / "Em memória de …" when its named donor gave in someone's honour or memory; null otherwise. */
  dedication: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CommentConnection = {
  __typename?: 'CommentConnection';
  nodes: Array<Comment>;
  pageInfo: PageInfo;
};

export type ContactAnswer = {
  __typename?: 'ContactAnswer';
  answeredAt: Scalars['DateTime']['output'];
  /** Who answered, as the audit trail names them: the team member, or "admin:<fingerprint> (token)". */
  answeredBy: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

export type ContactMessage = {
  __typename?: 'ContactMessage';
  /** When it was last answered; null while it has no answer. */
  answeredAt: Maybe<Scalars['DateTime']['output']>;
  /** The answers e-mailed to the sender, oldest first. */
  answers: Array<ContactAnswer>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ContactMessageConnection = {
  __typename?: 'ContactMessageConnection';
  nodes: Array<ContactMessage>;
  pageInfo: PageInfo;
};

export type ContactMessageInput = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type ContactMessageReceipt = {
  __typename?: 'ContactMessageReceipt';
  id: Scalars['ID']['output'];
};

export type CreateDonationInput = {
  adgroupid?: InputMaybe<Scalars['String']['input']>;
  adposition?: InputMaybe<Scalars['String']['input']>;
  /** Amount in reais: "50", "50,5", "1.234,56" or "1234.56" (rules/money.ts), at most two decimals. */
  amount: Scalars['String']['input'];
  campaignid?: InputMaybe<Scalars['String']['input']>;
  cpf?: InputMaybe<Scalars['String']['input']>;
  creative?: InputMaybe<Scalars['String']['input']>;
  /** "Em homenagem a" / "Em memória de" someone (optional); DEDICATIONS_DISABLED while the organiser has them off (Campaign.dedications). */
  dedication?: InputMaybe<DedicationInput>;
  device?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  gbraid?: InputMaybe<Scalars['String']['input']>;
  gclid?: InputMaybe<Scalars['String']['input']>;
  /** Client-generated key (8-100 characters); a retry with the same key returns the same donation. */
  idempotencyKey: Scalars['String']['input'];
  isAnonymous?: InputMaybe<Scalars['Boolean']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  matchtype?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  /** Required unless isAnonymous is true: the receipt and the private link need only the e-mail. */
  name?: InputMaybe<Scalars['String']['input']>;
  network?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  placement?: InputMaybe<Scalars['String']['input']>;
  /** Text label of the donation. */
  product?: InputMaybe<Scalars['String']['input']>;
  /** JSON list [{id, title, unitPrice (cents), quantity: 1, tangible: false}]; built by the server when absent. */
  products?: InputMaybe<Scalars['String']['input']>;
  /** The share code of the link the visit arrived by (`?ref=`, rules/referral.ts); one not well formed is ignored. */
  referredBy?: InputMaybe<Scalars['String']['input']>;
  target?: InputMaybe<Scalars['String']['input']>;
  utmCampaign?: InputMaybe<Scalars['String']['input']>;
  utmContent?: InputMaybe<Scalars['String']['input']>;
  utmMedium?: InputMaybe<Scalars['String']['input']>;
  utmSource?: InputMaybe<Scalars['String']['input']>;
  utmTerm?: InputMaybe<Scalars['String']['input']>;
  /** The unticked box "Quero receber novidades da campanha por e-mail": true records the consent (with when and which text). */
  wantsUpdates?: InputMaybe<Scalars['Boolean']['input']>;
  wbraid?: InputMaybe<Scalars['String']['input']>;
};

export type CreateMonthlyDonationInput = {
  adgroupid?: InputMaybe<Scalars['String']['input']>;
  adposition?: InputMaybe<Scalars['String']['input']>;
  /** Monthly amount in reais, as CreateDonationInput.amount. */
  amount: Scalars['String']['input'];
  campaignid?: InputMaybe<Scalars['String']['input']>;
  cpf: Scalars['String']['input'];
  creative?: InputMaybe<Scalars['String']['input']>;
  /** Day of the month each charge falls due, 1-28. */
  dayOfMonth: Scalars['Int']['input'];
  device?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  gbraid?: InputMaybe<Scalars['String']['input']>;
  gclid?: InputMaybe<Scalars['String']['input']>;
  /** Client-generated key (8-100 characters); a retry with the same key returns the same monthly donation. */
  idempotencyKey: Scalars['String']['input'];
  isAnonymous?: InputMaybe<Scalars['Boolean']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  matchtype?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  /** Pix Automático identifies the payer: full name and CPF are required. */
  name: Scalars['String']['input'];
  network?: InputMaybe<Scalars['String']['input']>;
  /** True: the code pays the first month now and authorises the next ones (journey 3). False: it only authorises; the first charge falls on the next chosen day (journey 2). */
  payFirstNow: Scalars['Boolean']['input'];
  placement?: InputMaybe<Scalars['String']['input']>;
  /** As CreateDonationInput.referredBy: every month charged counts for the donor whose link it is. */
  referredBy?: InputMaybe<Scalars['String']['input']>;
  target?: InputMaybe<Scalars['String']['input']>;
  utmCampaign?: InputMaybe<Scalars['String']['input']>;
  utmContent?: InputMaybe<Scalars['String']['input']>;
  utmMedium?: InputMaybe<Scalars['String']['input']>;
  /** Ad and campaign attribution, as CreateDonationInput's: every month charged carries it. */
  utmSource?: InputMaybe<Scalars['String']['input']>;
  utmTerm?: InputMaybe<Scalars['String']['input']>;
  /** As CreateDonationInput.wantsUpdates. */
  wantsUpdates?: InputMaybe<Scalars['Boolean']['input']>;
  wbraid?: InputMaybe<Scalars['String']['input']>;
};

export type DataRequest = {
  __typename?: 'DataRequest';
  answeredAt: Maybe<Scalars['DateTime']['output']>;
  /** requestedAt + 15 days (LGPD art. 19). */
  deadline: Scalars['DateTime']['output'];
  donationId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  kind: DataRequestKind;
  outcome: Scalars['String']['output'];
  requestedAt: Scalars['DateTime']['output'];
};

export type DataRequestConnection = {
  __typename?: 'DataRequestConnection';
  nodes: Array<DataRequest>;
  pageInfo: PageInfo;
};

export type DataRequestKind =
  | 'CORRECTION'
  | 'ERASURE'
  | 'EXPORT';

export type DayStats = {
  __typename?: 'DayStats';
  created: Scalars['Int']['output'];
  /** YYYY-MM-DD, São Paulo time. */
  date: Scalars['String']['output'];
  paid: Scalars['Int']['output'];
  paidAmount: Scalars['String']['output'];
};

export type DedicationInput = {
  /** Who is told of the donation once it is paid (for IN_MEMORY, the family); empty for nobody. */
  email?: InputMaybe<Scalars['String']['input']>;
  kind: DedicationKind;
  /** A short message for the notice, at most 280 characters. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** The honoree's name, 2-80 characters. */
  name: Scalars['String']['input'];
  /** Whether the notice tells the amount (default false). */
  showAmount?: InputMaybe<Scalars['Boolean']['input']>;
};

export type DedicationKind =
  /** Em homenagem a */
  | 'IN_HONOUR'
  /** Em memória de */
  | 'IN_MEMORY';

export type DonationFilter = {
  /** Created at or after. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** At most this amount, in reais. */
  maxAmount?: InputMaybe<Scalars['String']['input']>;
  /** At least this amount, in reais. */
  minAmount?: InputMaybe<Scalars['String']['input']>;
  /** Part of the donor's name or e-mail, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<DonationStatus>;
  /** Created before. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
  utmCampaign?: InputMaybe<Scalars['String']['input']>;
  utmSource?: InputMaybe<Scalars['String']['input']>;
};

export type DonationLimits = {
  __typename?: 'DonationLimits';
  /** Largest custom amount, in reais. */
  maxAmount: Scalars['String']['output'];
  /** Smallest custom amount, in reais. */
  minAmount: Scalars['String']['output'];
  /** The preset amounts, in reais: always accepted, even outside minAmount and maxAmount. */
  presetAmounts: Array<Scalars['String']['output']>;
};

export type DonationOption = {
  __typename?: 'DonationOption';
  /** External checkout page; when absent the built-in PIX form is used. */
  checkoutUrl: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  impact: Scalars['String']['output'];
  label: Scalars['String']['output'];
  popular: Scalars['Boolean']['output'];
  /** How many names the donor gets in the raffle (0 for none). */
  raffleEntries: Scalars['Int']['output'];
  /** Amount in reais. */
  value: Scalars['String']['output'];
};

export type DonationOptionInput = {
  checkoutUrl?: InputMaybe<Scalars['String']['input']>;
  description: Scalars['String']['input'];
  impact: Scalars['String']['input'];
  label: Scalars['String']['input'];
  popular?: InputMaybe<Scalars['Boolean']['input']>;
  raffleEntries?: InputMaybe<Scalars['Int']['input']>;
  /** Amount in reais. */
  value: Scalars['String']['input'];
};

export type DonationOrigin =
  | 'DIRECT_PIX'
  /** Registered by the organisation from the panel (cash, a transfer, an event). */
  | 'REGISTERED'
  | 'SITE';

export type DonationReceipt = {
  __typename?: 'DonationReceipt';
  /** Secret that opens this donation's PIX code (pixCode, GET /api/pix/{id}); only its creator has it. */
  accessToken: Scalars['String']['output'];
  /** The donor's private page (status, code, receipt, their data): /minha-doacao/<accessToken>. Keep it: it is the only way back. */
  donorUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type DonationStats = {
  __typename?: 'DonationStats';
  /** paidAmount / paid, in reais ("0.00" when nothing was paid). */
  averagePaidAmount: Scalars['String']['output'];
  /** By amount, highest first; `isOption` tells preset amounts from custom ones. */
  byAmount: Array<AmountStats>;
  /** By the day the donation was created, São Paulo time, oldest first. */
  byDay: Array<DayStats>;
  /** By utmSource and utmCampaign (null when the visit had none), most created first. */
  bySource: Array<SourceStats>;
  byStatus: Array<StatusStats>;
  /** codesPaid / codesIssued, 0 to 1 (0 when no code was issued): how many codes became payments. */
  codeConversionRate: Scalars['Float']['output'];
  /** Donations of the period given a PIX code: the donors who got as far as paying. */
  codesIssued: Scalars['Int']['output'];
  /** Of those, how many were paid (a payment confirmed by hand without a code is not one). */
  codesPaid: Scalars['Int']['output'];
  /** paid / created, 0 to 1 (0 when nothing was created). */
  conversionRate: Scalars['Float']['output'];
  /** Donations created in the period. */
  created: Scalars['Int']['output'];
  from: Maybe<Scalars['DateTime']['output']>;
  paid: Scalars['Int']['output'];
  /** Sum of paid donations, in reais. */
  paidAmount: Scalars['String']['output'];
  to: Maybe<Scalars['DateTime']['output']>;
};

export type DonationStatus =
  | 'EXPIRED'
  | 'PAID'
  | 'PENDING';

export type DonationStatusInfo = {
  __typename?: 'DonationStatusInfo';
  id: Scalars['ID']['output'];
  paidAt: Maybe<Scalars['DateTime']['output']>;
  /** Once paid: the donation's share code; its link is <site>/?ref=<code> (names nobody). */
  shareCode: Maybe<Scalars['String']['output']>;
  status: DonationStatus;
};

export type DonorDonation = {
  __typename?: 'DonorDonation';
  /** Amount in reais. */
  amount: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** When the donor's personal data were erased at their request. */
  erasedAt: Maybe<Scalars['DateTime']['output']>;
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  paidAt: Maybe<Scalars['DateTime']['output']>;
  /** The copy-and-paste code while the donation can still be paid. */
  pixCode: Maybe<Scalars['String']['output']>;
  /** Once paid: the short reference of the donation's line on /transparencia. */
  publicReference: Maybe<Scalars['String']['output']>;
  /** Once paid and issued: the receipt's title and where to download its PDF. */
  receipt: Maybe<DonorReceipt>;
  /** Once paid: the donation's share link and what it brought. */
  share: Maybe<DonorShare>;
  status: DonationStatus;
  /** The status in the donor's words: "aguardando pagamento", "pago", "expirado". */
  statusLabel: Scalars['String']['output'];
};

export type DonorReceipt = {
  __typename?: 'DonorReceipt';
  /** The PDF's path on this site. */
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A donor's share link (<site>/?ref=<code>): the code names nobody, and what it brought names no one who gave. */
export type DonorShare = {
  __typename?: 'DonorShare';
  /** Their sum, in reais. */
  amount: Scalars['String']['output'];
  code: Scalars['String']['output'];
  /** Paid donations made by visits that arrived by the link. */
  donations: Scalars['Int']['output'];
};

export type Expense = {
  __typename?: 'Expense';
  amount: Scalars['String']['output'];
  category: ExpenseCategory;
  /** Set when corrected; the page shows 'corrigido em'. */
  correctedAt: Maybe<Scalars['DateTime']['output']>;
  /** Day of the expense, YYYY-MM-DD (Brasília); never in the future. */
  date: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Earlier versions, oldest first. */
  history: Array<ExpenseVersion>;
  id: Scalars['ID']['output'];
  proofs: Array<ExpenseProof>;
  recordedAt: Scalars['DateTime']['output'];
  supplier: Scalars['String']['output'];
};

export type ExpenseCategory =
  | 'CONSULTAS'
  | 'OUTROS'
  | 'REMEDIOS'
  | 'TRATAMENTOS'
  | 'VEICULO_ADAPTADO';

export type ExpenseConnection = {
  __typename?: 'ExpenseConnection';
  nodes: Array<Expense>;
  pageInfo: PageInfo;
};

export type ExpenseInput = {
  amount: Scalars['String']['input'];
  category: ExpenseCategory;
  date: Scalars['String']['input'];
  description: Scalars['String']['input'];
  supplier: Scalars['String']['input'];
};

export type ExpenseProof = {
  __typename?: 'ExpenseProof';
  contentType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  size: Scalars['Int']['output'];
  /** Public URL of the file (anyone can open it): /api/transparency/proofs/<id> */
  url: Scalars['String']['output'];
};

export type ExpenseVersion = {
  __typename?: 'ExpenseVersion';
  amount: Scalars['String']['output'];
  category: ExpenseCategory;
  date: Scalars['String']['output'];
  description: Scalars['String']['output'];
  recordedAt: Scalars['DateTime']['output'];
  supplier: Scalars['String']['output'];
};

export type ExtendGoalInput = {
  /** The new goal, in reais; above what was raised. */
  goal: Scalars['String']['input'];
  /** Why the goal grew; shown beside it. */
  reason: Scalars['String']['input'];
};

/** A stretch goal: the goal before it, reached, and why it grew. */
export type GoalExtension = {
  __typename?: 'GoalExtension';
  extendedAt: Scalars['DateTime']['output'];
  /** The goal it set, in reais. */
  goal: Scalars['String']['output'];
  /** The goal it replaced, in reais (reached when the extension was set). */
  previousGoal: Scalars['String']['output'];
  reason: Scalars['String']['output'];
};

/** One of the current goal's milestones (25, 50, 75, 100 %). */
export type GoalMilestone = {
  __typename?: 'GoalMilestone';
  passed: Scalars['Boolean']['output'];
  /** When a payment passed it; null when not passed, or when it was already passed as the goal was set. */
  passedAt: Maybe<Scalars['DateTime']['output']>;
  percent: Scalars['Int']['output'];
};

export type Image = {
  __typename?: 'Image';
  /** Required for every picture: what a screen reader says. */
  alt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  /** An uploaded photo's id (POST /api/admin/images); null for the site's own pictures. */
  imageId: Maybe<Scalars['ID']['output']>;
  /** The JPEG sizes as an HTML srcset (`/media/<id>-480.jpg 480w, …`); null for the site's own pictures. */
  srcSet: Maybe<Scalars['String']['output']>;
  /** The picture at its largest JPEG: the fallback of every browser. */
  url: Scalars['String']['output'];
  /** The same sizes in WebP, for a <picture> source; null for the site's own pictures. */
  webpSrcSet: Maybe<Scalars['String']['output']>;
  width: Scalars['Int']['output'];
};

export type ImageInput = {
  /** What the picture shows, for those who cannot see it. Required. */
  alt: Scalars['String']['input'];
  /** From POST /api/admin/images; absent keeps the current picture. */
  imageId?: InputMaybe<Scalars['ID']['input']>;
};

export type InviteTeamMemberInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  role: TeamRole;
};

export type LaunchChecklist = {
  __typename?: 'LaunchChecklist';
  items: Array<LaunchChecklistItem>;
  /** Every item done: the "Conteúdo de exemplo" ribbon is gone. (Production refuses donations only while the identity or the PIX holder is the example's: see identity, pixHolder.) */
  ready: Scalars['Boolean']['output'];
};

export type LaunchChecklistItem = {
  __typename?: 'LaunchChecklistItem';
  /** What is missing, or what was found, in pt-BR. */
  detail: Scalars['String']['output'];
  done: Scalars['Boolean']['output'];
  /** Where it is fixed: a panel path (/painel/…), or the setting to change (docs). */
  fix: Scalars['String']['output'];
  /** Stable: texts, videoPoster, proofImage, shareImage, identity, legalController, pixHolder, pixHolderTest, pixKey, smtp, publicUrl. */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type MailDelivery = {
  __typename?: 'MailDelivery';
  /** SMTP_URL is set: the outbox sends what is due. False: nothing is sent; messages wait in the outbox. */
  smtpConfigured: Scalars['Boolean']['output'];
};

export type Me = {
  __typename?: 'Me';
  email: Maybe<Scalars['String']['output']>;
  kind: SignedInKind;
  /** Null for the token. */
  name: Maybe<Scalars['String']['output']>;
  passkeys: Array<MyPasskey>;
  /** read, money, content, owner: what the role allows (rules/team.ts). */
  permissions: Array<Scalars['String']['output']>;
  role: TeamRole;
};

export type MonthlyAmountChange = {
  __typename?: 'MonthlyAmountChange';
  /** The new monthly amount, in reais. */
  amount: Scalars['String']['output'];
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** The code to authorise it in the bank app; null once it ran out (ask again). */
  pixCode: Maybe<Scalars['String']['output']>;
  requestedAt: Scalars['DateTime']['output'];
};

export type MonthlyChangeKind =
  | 'AMOUNT'
  | 'AMOUNT_DECLINED'
  | 'AMOUNT_REQUESTED'
  | 'DAY'
  | 'OTHER'
  | 'PAUSE'
  | 'RESUME'
  | 'SKIP';

export type MonthlyDonation = {
  __typename?: 'MonthlyDonation';
  /** Monthly amount, in reais. */
  amount: Scalars['String']['output'];
  /** A new amount waiting for the donor's authorisation in the bank app. */
  amountChange: Maybe<MonthlyAmountChange>;
  cancelledAt: Maybe<Scalars['DateTime']['output']>;
  /** Who cancelled, in the donor's words ("você, nesta página", "você, no app do banco", "a campanha", "o banco"), when CANCELLED. */
  cancelledBy: Maybe<Scalars['String']['output']>;
  /** What the donor changed, newest first. */
  changes: Array<MonthlyDonationChange>;
  /** The first month (YYYY-MM) a change of amount or day made now applies to, while ACTIVE and not paused. */
  changesFrom: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  dayOfMonth: Scalars['Int']['output'];
  /** When the donor erased their personal data (DELETE /api/doacao-mensal/<token>/dados), which also cancelled it. */
  erasedAt: Maybe<Scalars['DateTime']['output']>;
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** The next month charged, while ACTIVE and not paused. */
  nextCharge: Maybe<MonthlyNextCharge>;
  /** Next due date (YYYY-MM-DD) while ACTIVE. */
  nextDueDate: Maybe<Scalars['String']['output']>;
  /** Since when it is paused (no month charged until resumed; statusLabel "pausada"), while ACTIVE. */
  pausedAt: Maybe<Scalars['DateTime']['output']>;
  /** Every month charged so far (the first month paid at once included), newest first. */
  payments: Array<MonthlyPayment>;
  /** The code to authorise with, while AWAITING_AUTHORISATION. */
  pixCode: Maybe<Scalars['String']['output']>;
  /** Months (YYYY-MM) the donor skipped. */
  skippedMonths: Array<Scalars['String']['output']>;
  status: MonthlyDonationStatus;
  /** The status in the donor's words: "aguardando autorização", "ativa", "cancelada", "expirada", "recusada pelo banco". */
  statusLabel: Scalars['String']['output'];
};

export type MonthlyDonationChange = {
  __typename?: 'MonthlyDonationChange';
  at: Scalars['DateTime']['output'];
  /** What changed, in Portuguese ("Valor alterado de R$ 30,00 para R$ 50,00, autorizado no banco"). */
  description: Scalars['String']['output'];
  kind: MonthlyChangeKind;
};

export type MonthlyDonationReceipt = {
  __typename?: 'MonthlyDonationReceipt';
  /** Secret that opens the monthly donation's private page; only its creator has it. */
  accessToken: Scalars['String']['output'];
  /** Monthly amount, in reais. */
  amount: Scalars['String']['output'];
  /** The donor's private page: /doacao-mensal/<accessToken>. Keep it: it is the way to follow and cancel. */
  donorUrl: Scalars['String']['output'];
  /** When the code stops working if not authorised. */
  expiresAt: Scalars['DateTime']['output'];
  /** Date (YYYY-MM-DD) of the first monthly charge sent to the bank. */
  firstDueDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The copy-and-paste code to read in the bank app: it authorises the monthly donation (and pays the first month when payFirstNow). */
  pixCode: Scalars['String']['output'];
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

export type MonthlyGivingSetup = {
  __typename?: 'MonthlyGivingSetup';
  /** Monthly donations now ACTIVE. */
  activeCount: Scalars['Int']['output'];
  /** True when the option can be turned on: api-pix provider, the organiser's CNPJ, the PSP's recurrence scopes, the receiving account. */
  available: Scalars['Boolean']['output'];
  /** Monthly donations AWAITING_AUTHORISATION. */
  awaitingCount: Scalars['Int']['output'];
  enabled: Scalars['Boolean']['output'];
  retryPolicy: MonthlyRetryPolicy;
  /** Why it cannot be turned on, in Portuguese, one reason per line; empty when available. */
  unavailableReasons: Array<Scalars['String']['output']>;
};

export type MonthlyNextCharge = {
  __typename?: 'MonthlyNextCharge';
  amount: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  dueDate: Scalars['String']['output'];
  /** YYYY-MM. */
  month: Scalars['String']['output'];
  /** True when its charge is already at the bank (it can still be skipped until its due date). */
  sentToBank: Scalars['Boolean']['output'];
};

export type MonthlyPayment = {
  __typename?: 'MonthlyPayment';
  amount: Scalars['String']['output'];
  /** Due date, YYYY-MM-DD. */
  dueDate: Scalars['String']['output'];
  /** Month the charge belongs to, YYYY-MM. */
  month: Scalars['String']['output'];
  paidAt: Maybe<Scalars['DateTime']['output']>;
  /** Once paid: the receipt's PDF path on this site. */
  receiptPath: Maybe<Scalars['String']['output']>;
  status: MonthlyPaymentStatus;
  /** The status in the donor's words. */
  statusLabel: Scalars['String']['output'];
};

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

export type MonthlyRetryPolicy =
  /** A failed month is not charged again. */
  | 'NO_RETRY'
  /** Up to three more attempts within seven days of the due date (Pix Automático's PERMITE_3R_7D). */
  | 'RETRY_3_IN_7_DAYS';

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Registers an unmatched credit as an outside donation (method DIRECT_PIX when the bank's text
   * says PIX, else TRANSFER; the note is the bank's text), counted once in the totals: accepting
   * again returns the same line and registers nothing. CONFLICT when the line is matched or ignored,
   * when it is a copy of another file's line, or when another file's line of the same deposit is
   * already matched or accepted (the message names that line: file, day, amount). Audited.
   */
  acceptStatementLine: StatementLine;
  /**
   * Answers a contact message: the text is kept with it and e-mailed to its sender (through the
   * outbox, Reply-To the organisation's e-mail), quoting the message. Audited.
   */
  answerContactMessage: ContactMessage;
  /** Cancels the monthly donation at the PSP: no later month is charged. Cancelling again changes nothing. */
  cancelMonthlyDonation: MonthlyDonation;
  /** The organiser cancels a monthly donation (a donor asked by phone, say): at the PSP first, then here; the donor is told by e-mail. Cancelling again changes nothing. */
  cancelMonthlyDonationAsOrganiser: AdminMonthlyDonation;
  /**
   * The donor's changes (issue 54): each applies from the next month not yet sent to the bank (MonthlyDonation.changesFrom),
   * is e-mailed and recorded in `changes`; repeating one changes nothing more. Only while ACTIVE, else CONFLICT (field "status").
   * A new amount (limits as createMonthlyDonation; BAD_USER_INPUT, field "amount") needs a new authorisation in the bank app:
   * MonthlyDonation.amountChange carries its code; the current amount is charged until it is authorised. The current amount
   * withdraws a request not yet authorised.
   */
  changeMonthlyDonationAmount: MonthlyDonation;
  /** The day of the month, 1-28 (BAD_USER_INPUT, field "dayOfMonth"); a day too close to send the next month moves it to the month after. */
  changeMonthlyDonationDay: MonthlyDonation;
  /**
   * Closes the campaign, for good: every way of donating answers CAMPAIGN_CLOSED with the organiser's message,
   * each active monthly donation is cancelled with an e-mail, and the page becomes the record. Payments of codes
   * issued before still count. Calling it again changes nothing but retries the cancellations that failed.
   */
  closeCampaign: CloseCampaignResult;
  /** Marks a pending or expired donation paid (money seen in the bank). Repeating it changes nothing. */
  confirmDonation: AdminDonation;
  /** The owner made a R$ 1 PIX and the bank app showed the recorded holder (true, stored with the date), or withdraws it (false). */
  confirmPixHolderTest: PixHolderRecord;
  /** Replaces an expense's fields; the former version stays in its history. */
  correctExpense: Expense;
  /**
   * Corrects a registered donation, never silently: the entry is annulled with the reason (taken
   * off the totals once; its ledger line says "anulada") and, with `correction`, the corrected
   * entry is registered in its place. CONFLICT when it is not a registered donation or was annulled
   * before. Audited.
   */
  correctOutsideDonation: OutsideCorrection;
  /** Records a pending donation. The same idempotencyKey never creates two donations. */
  createDonation: DonationReceipt;
  /** Authorisation code of a new monthly donation. The same idempotencyKey never creates two. FORBIDDEN when monthly giving is off. */
  createMonthlyDonation: MonthlyDonationReceipt;
  /** Deletes a contact message, its answers and their e-mails not yet sent. Audited; answers the id. */
  deleteContactMessage: Scalars['ID']['output'];
  editUpdate: CampaignUpdate;
  /** Ends one session of a person (from `team`). False when it had ended. Audited. */
  endTeamMemberSession: Scalars['Boolean']['output'];
  /** Sets a stretch goal ("meta estendida") once the goal is reached: the page shows it with the reason, and the former goal as reached. */
  extendGoal: Campaign;
  /** Hides a comment from the public page. */
  hideComment: AdminComment;
  /** Sets an unmatched credit aside, with the organiser's reason (required). CONFLICT when it was matched or accepted. Audited. */
  ignoreStatementLine: StatementLine;
  /**
   * Invites a person: they are e-mailed a single-use link (valid 72 hours) that signs them in
   * with `role`. CONFLICT when the address is on the team already. Audited.
   */
  inviteTeamMember: TeamMember;
  /** No month is charged until resumed; a month already at the bank and not yet due is cancelled there. */
  pauseMonthlyDonation: MonthlyDonation;
  /**
   * Issues (or returns the still valid) PIX copy-and-paste code of a pending donation: the same
   * code until `expiresAt`, 30 minutes after issue. A paid or expired donation answers CONFLICT.
   * `accessToken` is the one createDonation returned; without the right one the donation is NOT_FOUND.
   */
  pixCode: PixCharge;
  postUpdate: CampaignUpdate;
  /**
   * Puts a PIX sent straight to the key on the page, once: `name` (empty: still anonymous) and,
   * when `publishMessage`, the payer's message as its public message. CONFLICT when the donation
   * is not a paid direct PIX or was published before. Audited.
   */
  publishDirectDonation: AdminDonation;
  recordExpense: Expense;
  /** Refunds a paid donation in full (through its payment when recorded; static provider: records a refund made by hand). */
  refundDonation: Refund;
  /** Refunds a recorded PIX payment in full: a duplicate (paymentIssues), or a donation's payment. */
  refundPayment: Refund;
  /**
   * Registers money the campaign received outside the site's PIX codes (cash, a transfer, a PIX
   * straight to the key the PSP does not list, an event) as a paid donation: counted once in the
   * totals, the statistics and the ledger, whose line says it was registered by the organisation.
   * With an e-mail, the receipt (the same numbering as every other) is e-mailed. The same
   * idempotencyKey never registers twice. Audited.
   */
  registerOutsideDonation: AdminDonation;
  removeBudgetProof: Maybe<Budget>;
  /** Takes an expense off the ledger (kept, with its proofs, in the audit trail). */
  removeExpense: Scalars['ID']['output'];
  removeExpenseProof: Expense;
  /** Removes one of the signed-in person's own passkeys. False when it was not theirs. */
  removeMyPasskey: Scalars['Boolean']['output'];
  /** Removes a person: every session of theirs ends at once; their links and passkeys stop working. Audited. */
  removeTeamMember: TeamMember;
  /** Puts a sent or failed e-mail back in line, under the same Message-ID. */
  resendEmail: OutboxMessage;
  /** Charges again from the next month whose charge can still reach the bank in time. */
  resumeMonthlyDonation: MonthlyDonation;
  /** A message from the contact form, kept for the organiser. */
  sendContactMessage: ContactMessageReceipt;
  /**
   * Replaces the planned budget, one line per category; an empty list takes it off the site (null).
   * A line keeps its proof while its category stays. The proof is sent to POST /api/admin/budget/<category>/proof.
   */
  setBudget: Maybe<Budget>;
  /**
   * Turns dedications on or off (on by default): while off, the donation forms hide the fields and
   * createDonation refuses a dedication with DEDICATIONS_DISABLED. Answers the new setting. Audited.
   */
  setDedications: Scalars['Boolean']['output'];
  /** Turns monthly giving on or off and sets the retry policy of the months charged from now on. Turning on needs MonthlyGivingSetup.available. */
  setMonthlyGiving: MonthlyGivingSetup;
  /** Chooses the signed-in person's e-mails. CONFLICT for the token, which has no address. */
  setMyNotifications: NotificationSettings;
  /**
   * Replaces the official channels (rules/official-channels.ts): the profiles and links every page names with
   * rel="me" and the footer lists, and who the organiser is to the beneficiary. Owner only: donors trust these.
   */
  setOfficialChannels: OfficialChannels;
  /**
   * Records who receives the PIX as the donor's bank app shows it: the page, the e-mails and the receipts tell the
   * donor to expect it. Owner only. A different holder clears the R$ 1 test's confirmation.
   */
  setPixHolder: PixHolderRecord;
  /** Changes a person's role. CONFLICT when it would leave the team without an owner. Audited. */
  setTeamMemberRole: TeamMember;
  /** Skips `month` (YYYY-MM), which must be MonthlyDonation.nextCharge.month (BAD_USER_INPUT, field "month"); a charge already at the bank is cancelled there. CONFLICT while paused. */
  skipMonthlyDonationMonth: MonthlyDonation;
  /** Shows a hidden comment again. */
  unhideComment: AdminComment;
  /** Changes the campaign's content. Changing the baseline moves `raised` by the same difference. */
  updateCampaign: Campaign;
};


export type MutationAcceptStatementLineArgs = {
  donor?: InputMaybe<StatementDonorInput>;
  id: Scalars['ID']['input'];
};


export type MutationAnswerContactMessageArgs = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type MutationCancelMonthlyDonationArgs = {
  accessToken: Scalars['String']['input'];
};


export type MutationCancelMonthlyDonationAsOrganiserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangeMonthlyDonationAmountArgs = {
  accessToken: Scalars['String']['input'];
  amount: Scalars['String']['input'];
};


export type MutationChangeMonthlyDonationDayArgs = {
  accessToken: Scalars['String']['input'];
  dayOfMonth: Scalars['Int']['input'];
};


export type MutationCloseCampaignArgs = {
  input: CloseCampaignInput;
};


export type MutationConfirmDonationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationConfirmPixHolderTestArgs = {
  confirmed: Scalars['Boolean']['input'];
};


export type MutationCorrectExpenseArgs = {
  id: Scalars['ID']['input'];
  input: ExpenseInput;
};


export type MutationCorrectOutsideDonationArgs = {
  correction?: InputMaybe<OutsideDonationInput>;
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationCreateDonationArgs = {
  input: CreateDonationInput;
};


export type MutationCreateMonthlyDonationArgs = {
  input: CreateMonthlyDonationInput;
};


export type MutationDeleteContactMessageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEditUpdateArgs = {
  id: Scalars['ID']['input'];
  input: CampaignUpdateInput;
};


export type MutationEndTeamMemberSessionArgs = {
  memberId: Scalars['ID']['input'];
  sessionId: Scalars['ID']['input'];
};


export type MutationExtendGoalArgs = {
  input: ExtendGoalInput;
};


export type MutationHideCommentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationIgnoreStatementLineArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationInviteTeamMemberArgs = {
  input: InviteTeamMemberInput;
};


export type MutationPauseMonthlyDonationArgs = {
  accessToken: Scalars['String']['input'];
};


export type MutationPixCodeArgs = {
  accessToken: Scalars['String']['input'];
  donationId: Scalars['ID']['input'];
};


export type MutationPostUpdateArgs = {
  input: CampaignUpdateInput;
};


export type MutationPublishDirectDonationArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  publishMessage: Scalars['Boolean']['input'];
};


export type MutationRecordExpenseArgs = {
  input: ExpenseInput;
};


export type MutationRefundDonationArgs = {
  donationId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRefundPaymentArgs = {
  paymentId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRegisterOutsideDonationArgs = {
  input: OutsideDonationInput;
};


export type MutationRemoveBudgetProofArgs = {
  category: ExpenseCategory;
};


export type MutationRemoveExpenseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveExpenseProofArgs = {
  expenseId: Scalars['ID']['input'];
  proofId: Scalars['ID']['input'];
};


export type MutationRemoveMyPasskeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveTeamMemberArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResendEmailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResumeMonthlyDonationArgs = {
  accessToken: Scalars['String']['input'];
};


export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationSetBudgetArgs = {
  lines: Array<BudgetLineInput>;
};


export type MutationSetDedicationsArgs = {
  enabled: Scalars['Boolean']['input'];
};


export type MutationSetMonthlyGivingArgs = {
  enabled: Scalars['Boolean']['input'];
  retryPolicy: MonthlyRetryPolicy;
};


export type MutationSetMyNotificationsArgs = {
  input: NotificationSettingsInput;
};


export type MutationSetOfficialChannelsArgs = {
  input: OfficialChannelsInput;
};


export type MutationSetPixHolderArgs = {
  input: PixHolderInput;
};


export type MutationSetTeamMemberRoleArgs = {
  id: Scalars['ID']['input'];
  role: TeamRole;
};


export type MutationSkipMonthlyDonationMonthArgs = {
  accessToken: Scalars['String']['input'];
  month: Scalars['String']['input'];
};


export type MutationUnhideCommentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCampaignArgs = {
  input: UpdateCampaignInput;
};

export type MyPasskey = {
  __typename?: 'MyPasskey';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
};

/**
 * What a person is told by e-mail, through the outbox, each with a link to the screen that
 * resolves it; never a donor's CPF.
 */
export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  /** A message through Fale conosco. */
  contactMessages: Scalars['Boolean']['output'];
  /** Each morning: raised yesterday, donations, and what waits. */
  dailySummary: Scalars['Boolean']['output'];
  /** An e-mail to a donor that could not be delivered. */
  failedEmails: Scalars['Boolean']['output'];
  paidDonations: PaidDonationNotice;
  /** A payment that needs the organiser (wrong amount, unknown charge, paid twice). */
  paymentIssues: Scalars['Boolean']['output'];
};

export type NotificationSettingsInput = {
  contactMessages: Scalars['Boolean']['input'];
  dailySummary: Scalars['Boolean']['input'];
  failedEmails: Scalars['Boolean']['input'];
  paidDonations: PaidDonationNotice;
  paymentIssues: Scalars['Boolean']['input'];
};

/** Where the campaign really is, and who runs it: what a donor can check against a copy of the page. */
export type OfficialChannels = {
  __typename?: 'OfficialChannels';
  beneficiary: Maybe<Scalars['String']['output']>;
  /** The site's own domain, from its configured public address (PUBLIC_URL); null when that is not configured. */
  domain: Maybe<Scalars['String']['output']>;
  links: Array<OfficialLink>;
  relationship: Maybe<Scalars['String']['output']>;
};

export type OfficialChannelsInput = {
  /** The beneficiary's name as the story calls them. */
  beneficiary?: InputMaybe<Scalars['String']['input']>;
  /** At most 8, in the order the footer lists them; an empty list removes them all. */
  links: Array<OfficialLinkInput>;
  /** The organiser's relationship to the beneficiary ("mãe", "tio", "amiga da família"); set with beneficiary, or neither. */
  relationship?: InputMaybe<Scalars['String']['input']>;
};

/** One of the campaign's official profiles or sites. */
export type OfficialLink = {
  __typename?: 'OfficialLink';
  kind: OfficialLinkKind;
  /** Instagram, WhatsApp, …, Site, Outro link: what the footer prints. */
  label: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type OfficialLinkInput = {
  kind: OfficialLinkKind;
  /** https only; a known kind's own host (wa.me or chat.whatsapp.com for WhatsApp). At most 300 characters. */
  url: Scalars['String']['input'];
};

export type OfficialLinkKind =
  | 'FACEBOOK'
  | 'INSTAGRAM'
  | 'OTHER'
  | 'SITE'
  | 'TIKTOK'
  | 'WHATSAPP'
  | 'YOUTUBE';

export type Organisation = {
  __typename?: 'Organisation';
  /** City and state where the organiser is, e.g. "São Paulo (SP)". */
  city: Maybe<Scalars['String']['output']>;
  /** A CNPJ whole (12.ABC.345/01DE-35); a person's CPF masked, ***.982.247-** (the owner reads it whole in Query.organisationTaxId). */
  cnpj: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** WhatsApp number in international digits, e.g. 5511999999999. */
  whatsapp: Maybe<Scalars['String']['output']>;
};

export type OrganisationInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  /** CNPJ (numeric or alphanumeric) or, for a person, CPF; with or without punctuation. */
  cnpj?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** WhatsApp with country and area code; any punctuation is ignored. */
  whatsapp?: InputMaybe<Scalars['String']['input']>;
};

export type OutboxMessage = {
  __typename?: 'OutboxMessage';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  donationId: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  lastError: Scalars['String']['output'];
  nextAttemptAt: Scalars['DateTime']['output'];
  sentAt: Maybe<Scalars['DateTime']['output']>;
  status: OutboxStatus;
  subject: Scalars['String']['output'];
  /** The plain-text body, so an organiser without SMTP can read what the donor would get. */
  text: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type OutboxMessageConnection = {
  __typename?: 'OutboxMessageConnection';
  nodes: Array<OutboxMessage>;
  pageInfo: PageInfo;
};

export type OutboxStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SENDING'
  | 'SENT';

export type OutsideCorrection = {
  __typename?: 'OutsideCorrection';
  /** The annulled entry. */
  annulled: AdminDonation;
  /** The entry registered in its place; null when it was only annulled. */
  replacement: Maybe<AdminDonation>;
};

/** What the organisation recorded of money registered outside the site's codes. */
export type OutsideDetails = {
  __typename?: 'OutsideDetails';
  annulReason: Scalars['String']['output'];
  /** When it was annulled, and why (then it counts nowhere); null while it counts. */
  annulledAt: Maybe<Scalars['DateTime']['output']>;
  method: OutsideMethod;
  note: Scalars['String']['output'];
  /** Proof images (a photo of the envelope, the transfer's receipt): private, served to the panel only. */
  proofs: Array<OutsideProof>;
  /** The day the money arrived, YYYY-MM-DD. */
  receivedOn: Scalars['String']['output'];
  /** The entry registered in its place by a correction. */
  replacedBy: Maybe<Scalars['ID']['output']>;
  /** The entry this one corrected. */
  replaces: Maybe<Scalars['ID']['output']>;
};

export type OutsideDonationInput = {
  /** Amount in reais: "50", "50,5", "1.234,56" (rules/money.ts), at most two decimals. */
  amount: Scalars['String']['input'];
  /** Printed on the receipt; kept encrypted like every CPF. */
  cpf?: InputMaybe<Scalars['String']['input']>;
  /** With an e-mail, the receipt is e-mailed to the donor. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Client-generated key (8-100 characters); a retry with the same key returns the same donation. */
  idempotencyKey: Scalars['String']['input'];
  /** True unless the donor agreed to be named on the page (the ledger and the recent donations then show the first name). */
  isAnonymous?: InputMaybe<Scalars['Boolean']['input']>;
  method: OutsideMethod;
  /** The donor's name; empty when unknown. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Private note for the organisation (where, who brought it). */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The day the money arrived, YYYY-MM-DD in Brasília; not in the future. */
  receivedOn: Scalars['String']['input'];
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

export type OutsideProof = {
  __typename?: 'OutsideProof';
  contentType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  size: Scalars['Int']['output'];
  /** Panel-only address (needs the organiser's sign-in). */
  url: Scalars['String']['output'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** How a person hears of paid donations. */
export type PaidDonationNotice =
  /** One e-mail per paid donation, at once. */
  | 'EACH'
  /** At most one e-mail every 15 minutes, listing the donations paid since the last. */
  | 'GROUPED'
  /** Not by e-mail. */
  | 'OFF';

export type PaymentIssue = {
  __typename?: 'PaymentIssue';
  /** What the payer paid, in reais. */
  amount: Scalars['String']['output'];
  donationId: Maybe<Scalars['ID']['output']>;
  endToEndId: Scalars['String']['output'];
  /** What the donation asked for, in reais; null when no donation has this txid. */
  expectedAmount: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: PaymentIssueKind;
  receivedAt: Scalars['DateTime']['output'];
  /** CONFLICTING_REPORT: the payment recorded first under this end-to-end id (txid, amount: what the later report said). */
  recordedPaymentId: Maybe<Scalars['ID']['output']>;
  settledAt: Maybe<Scalars['DateTime']['output']>;
  /** webhook or reconciliation. */
  source: Scalars['String']['output'];
  txid: Scalars['String']['output'];
};

export type PaymentIssueConnection = {
  __typename?: 'PaymentIssueConnection';
  nodes: Array<PaymentIssue>;
  pageInfo: PageInfo;
};

export type PaymentIssueKind =
  | 'AMOUNT_MISMATCH'
  /** A report gave an end-to-end id already recorded another charge or amount: nothing was counted; check it with the PSP. */
  | 'CONFLICTING_REPORT'
  | 'DUPLICATE_PAYMENT'
  | 'UNKNOWN_TXID'
  | 'UNVERIFIED';

export type PixCharge = {
  __typename?: 'PixCharge';
  amount: Scalars['String']['output'];
  donationId: Scalars['ID']['output'];
  expiresAt: Scalars['DateTime']['output'];
  /** PIX copy-and-paste BR Code (EMV MPM). */
  pixCode: Scalars['String']['output'];
};

/** Who receives the money, as the donor's bank app shows it before they confirm: the page says it before the code. */
export type PixHolder = {
  __typename?: 'PixHolder';
  /** The document as banks display it: a CPF as ***.456.789-** (never whole), a CNPJ whole. */
  document: Scalars['String']['output'];
  institution: Scalars['String']['output'];
  /** Name · document · institution, as one line to compare with the bank app's screen. */
  line: Scalars['String']['output'];
  /** As the bank prints it, in capitals. */
  name: Scalars['String']['output'];
};

export type PixHolderInput = {
  /** The holder's CPF or CNPJ (numeric or alphanumeric), with or without punctuation. */
  document: Scalars['String']['input'];
  /** The bank or payment institution of the account, as the app names it. At most 80 characters. */
  institution: Scalars['String']['input'];
  /** The key holder's name as the bank app prints it (Receita Federal's registry); stored in capitals. At most 150 characters. */
  name: Scalars['String']['input'];
};

/** The PIX key holder as recorded: for the organiser's panel only (the document whole). */
export type PixHolderRecord = {
  __typename?: 'PixHolderRecord';
  /** CPF or CNPJ, whole and formatted. */
  document: Scalars['String']['output'];
  institution: Scalars['String']['output'];
  /** As the bank shows it: a CPF as ***.456.789-**, a CNPJ whole. */
  maskedDocument: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** When the owner confirmed a R$ 1 PIX showed this holder; null until then. */
  testedAt: Maybe<Scalars['DateTime']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** Every comment, hidden ones too, newest first by createdAt (then id): what the organiser moderates. */
  adminComments: AdminCommentConnection;
  /** Every admin mutation, newest first. */
  auditLog: AuditEntryConnection;
  /** "Conferido com o banco" (issue 50): the imported bank statements against the donations counted; null before the first import. */
  bankCheck: Maybe<BankCheck>;
  /** The books: raised against the baseline plus every paid donation (zero difference when right). */
  booksCheck: BooksCheck;
  /** The planned budget against what was spent, per category (issue 50, api/src/transparency/budget.ts); null while none is published. */
  budget: Maybe<Budget>;
  /** The campaign: live totals and the content the page shows. */
  campaign: Campaign;
  /** The organiser's updates, newest first. */
  campaignUpdates: CampaignUpdateConnection;
  /** Supporters' comments, newest first, `first` 1-50 per page. Hidden comments never appear. */
  comments: CommentConnection;
  /** Messages from the contact form, newest first; `answered` keeps only the answered (true) or the unanswered (false). */
  contactMessages: ContactMessageConnection;
  /** Donors' requests about their data (LGPD art. 18), newest first, with the 15-day deadline of art. 19. */
  dataRequests: DataRequestConnection;
  /** One donation by id, as in `donations`. */
  donation: Maybe<AdminDonation>;
  /** The preset amounts, from the campaign's content. */
  donationOptions: Array<DonationOption>;
  /** Counts and sums of donations created in [from, to) (default: all time), by status, day, amount and source. */
  donationStats: DonationStats;
  /**
   * What the donor's PIX dialog needs to know: the status and, once paid, when. Only for
   * whoever holds the donation's access token (createDonation's answer); anyone else, like an
   * unknown id, gets NOT_FOUND.
   */
  donationStatus: DonationStatusInfo;
  /** Donations, newest first, with everything the organiser may see (CPF decrypted). */
  donations: AdminDonationConnection;
  /**
   * The donation a private link opens: its status, the PIX code while it can be paid, the
   * receipt once paid. Only for whoever holds the donation's access token (createDonation's
   * answer; only its hash is stored); any other text answers NOT_FOUND. Never cached.
   */
  donorDonation: DonorDonation;
  /** The campaign's expenses, newest first (the organiser's list; the public one is GET /api/transparency). */
  expenses: ExpenseConnection;
  /** What is still the example's or missing before the campaign goes live; the ribbon stays until every item is done. */
  launchChecklist: LaunchChecklist;
  /** Whether the donors' e-mails can leave: without SMTP_URL they wait in the outbox and are never sent. */
  mailDelivery: MailDelivery;
  /** Who is signed in (the token, or a person of the team), with their role and what it allows: the panel shows only that. */
  me: Me;
  /** The monthly donation a private link opens. Only for the holder of its access token; anything else answers NOT_FOUND. Never cached. */
  monthlyDonation: MonthlyDonation;
  /** Monthly donations, newest first, optionally of one status; `first` 1-200 (default 50). */
  monthlyDonations: AdminMonthlyDonationConnection;
  monthlyGivingSetup: MonthlyGivingSetup;
  /** The e-mails the signed-in person chose to receive (a person of the team; the token has no address). */
  myNotifications: NotificationSettings;
  /** The organisation's CNPJ or CPF whole, as the receipts print it, for the panel's form (Organisation.cnpj masks a CPF); null when unset. Owner only. */
  organisationTaxId: Maybe<Scalars['String']['output']>;
  /** The e-mails to donors, newest first: pending (waiting for SMTP or a retry), sent, failed (resend them). */
  outbox: OutboxMessageConnection;
  /**
   * Payments that arrived but did not count as a donation (amount mismatch, unknown txid, second
   * payment, unverified), and reports that contradict a payment already recorded, newest first.
   */
  paymentIssues: PaymentIssueConnection;
  /** The PIX key holder as the organiser recorded it, document whole, and when the R$ 1 test was confirmed; null when unset. */
  pixHolderRecord: Maybe<PixHolderRecord>;
  /** Receipts issued, newest first; numbers are sequential and never reused. */
  receipts: ReceiptConnection;
  /**
   * Paid donations, newest first, as a donor may see them: first name only, never contact data.
   * `limit` 1-50; `after` is the id of the last donation already shown (the next page is older).
   */
  recentDonations: Array<RecentDonation>;
  /** Refunds, newest first; of one payment or one donation when given (the organiser's refund state of a line). */
  refunds: RefundConnection;
  /** The link preview as WhatsApp draws it, with the card of the current total. */
  sharePreview: SharePreview;
  /** What the donors' share links brought (the `first` that brought the most), and paid donations by channel. */
  shareStats: ShareStats;
  /** What the page needs to know about the site itself (public address, ads pixel). */
  siteConfig: SiteConfig;
  /** The imports made, newest first, each with what it found. */
  statementImports: StatementImportConnection;
  /** The statement's lines in one state, newest posting first. */
  statementLines: StatementLineConnection;
  /** The team, in order of invitation, with each person's open sessions. */
  team: Array<TeamMember>;
  /** How many contact messages have no answer yet (the panel menu's count). */
  unansweredContactMessages: Scalars['Int']['output'];
  updateEmails: UpdateEmails;
};


export type QueryAdminCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCampaignUpdatesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryContactMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  answered?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDataRequestsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDonationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDonationStatsArgs = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryDonationStatusArgs = {
  accessToken: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type QueryDonationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DonationFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDonorDonationArgs = {
  accessToken: Scalars['String']['input'];
};


export type QueryExpensesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMonthlyDonationArgs = {
  accessToken: Scalars['String']['input'];
};


export type QueryMonthlyDonationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<MonthlyDonationStatus>;
};


export type QueryOutboxArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OutboxStatus>;
};


export type QueryPaymentIssuesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReceiptsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRecentDonationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRefundsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  donationId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  paymentId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryShareStatsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStatementImportsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStatementLinesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status: StatementLineStatus;
};

export type Raffle = {
  __typename?: 'Raffle';
  /** Draw date, ISO 8601 calendar date (YYYY-MM-DD). */
  drawDate: Scalars['String']['output'];
  /** Donations of at least this amount, in reais, take part. */
  minAmount: Scalars['String']['output'];
  /** Prize, in reais. */
  prize: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type RaffleInput = {
  /** YYYY-MM-DD. */
  drawDate: Scalars['String']['input'];
  /** Minimum donation in reais. */
  minAmount: Scalars['String']['input'];
  /** Prize in reais. */
  prize: Scalars['String']['input'];
  text: Scalars['String']['input'];
};

export type Receipt = {
  __typename?: 'Receipt';
  amount: Scalars['String']['output'];
  donationId: Scalars['ID']['output'];
  donorName: Scalars['String']['output'];
  endToEndId: Maybe<Scalars['String']['output']>;
  issuedAt: Scalars['DateTime']['output'];
  kind: ReceiptKind;
  number: Scalars['Int']['output'];
  paidAt: Scalars['DateTime']['output'];
};

export type ReceiptConnection = {
  __typename?: 'ReceiptConnection';
  nodes: Array<Receipt>;
  pageInfo: PageInfo;
};

export type ReceiptKind =
  /** Without a CPF. */
  | 'COMPROVANTE'
  /** With the donor's CPF. */
  | 'RECIBO';

export type RecentDonation = {
  __typename?: 'RecentDonation';
  amount: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** First name only, or "Doador anônimo". */
  name: Scalars['String']['output'];
  paidAt: Scalars['DateTime']['output'];
};

export type Refund = {
  __typename?: 'Refund';
  amount: Scalars['String']['output'];
  /** True when the refunded money was counted in the total raised (a donation, not a duplicate). */
  countsInTotals: Scalars['Boolean']['output'];
  donationId: Maybe<Scalars['ID']['output']>;
  endToEndId: Scalars['String']['output'];
  /** Why the PSP could not refund (NAO_REALIZADO). */
  failure: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  method: RefundMethod;
  paymentId: Maybe<Scalars['ID']['output']>;
  reason: Scalars['String']['output'];
  /** The devolução's id at the PSP (also for a manual one, as this site's reference). */
  refundId: Scalars['String']['output'];
  requestedAt: Scalars['DateTime']['output'];
  settledAt: Maybe<Scalars['DateTime']['output']>;
  status: RefundStatus;
};

export type RefundConnection = {
  __typename?: 'RefundConnection';
  nodes: Array<Refund>;
  pageInfo: PageInfo;
};

export type RefundMethod =
  | 'API_PIX'
  | 'MANUAL';

export type RefundStatus =
  | 'DEVOLVIDO'
  | 'EM_PROCESSAMENTO'
  | 'NAO_REALIZADO';

export type Share = {
  __typename?: 'Share';
  description: Scalars['String']['output'];
  image: Maybe<Image>;
  /** Pre-filled WhatsApp message; the page link is appended. */
  message: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ShareInput = {
  description: Scalars['String']['input'];
  message: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type ShareLinkStat = {
  __typename?: 'ShareLinkStat';
  /** In reais. */
  amount: Scalars['String']['output'];
  code: Scalars['String']['output'];
  donations: Scalars['Int']['output'];
  /** The first name the link's donor made public, else "Doador anônimo". */
  donorName: Scalars['String']['output'];
};

/** What WhatsApp shows of a link to the campaign: the same card, title and description as the page's Open Graph tags. */
export type SharePreview = {
  __typename?: 'SharePreview';
  description: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  /** The share card (JPEG): absolute with PUBLIC_URL, else a path on this site. */
  imageUrl: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** The campaign's address: absolute with PUBLIC_URL, else "/". */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type ShareStats = {
  __typename?: 'ShareStats';
  /** The site's paid donations by how the visit came, most money first. */
  channels: Array<ChannelStat>;
  /** Share links that brought paid donations, most money first. */
  topLinks: Array<ShareLinkStat>;
};

export type SignedInKind =
  /** A person of the team. */
  | 'MEMBER'
  /** The admin token (every power): the first sign-in, programs, the GraphQL IDE. */
  | 'TOKEN';

export type SiteConfig = {
  __typename?: 'SiteConfig';
  /** Ads pixel, loaded only after marketing consent; null when not configured. */
  adsPixel: Maybe<AdsPixel>;
  /** Absolute address of the site, for share links; null when not configured (the page uses its own). */
  publicUrl: Maybe<Scalars['String']['output']>;
};

export type SourceStats = {
  __typename?: 'SourceStats';
  conversionRate: Scalars['Float']['output'];
  created: Scalars['Int']['output'];
  paid: Scalars['Int']['output'];
  paidAmount: Scalars['String']['output'];
  utmCampaign: Maybe<Scalars['String']['output']>;
  utmSource: Maybe<Scalars['String']['output']>;
};

/** Who gave an accepted credit, when the organiser knows; every field optional. */
export type StatementDonorInput = {
  cpf?: InputMaybe<Scalars['String']['input']>;
  /** With an e-mail, the receipt is e-mailed to the donor. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** True unless the donor agreed to be named on the page. */
  isAnonymous?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** What one import of a statement found. */
export type StatementImport = {
  __typename?: 'StatementImport';
  account: Scalars['String']['output'];
  /** Lines an earlier import had stored (the same file, or an overlapping period): counted once, left as they were. */
  alreadyImported: Scalars['Int']['output'];
  at: Scalars['DateTime']['output'];
  /**
   * Lines stored now that another file had already brought (the same deposit exported in another
   * format or layout): kept as ignored copies (StatementLine.twinOf), never counted.
   */
  copies: Scalars['Int']['output'];
  credits: Scalars['Int']['output'];
  debits: Scalars['Int']['output'];
  fileName: Scalars['String']['output'];
  /** The first and last posting days in the file, YYYY-MM-DD; empty for a file with no lines. */
  firstDay: Scalars['String']['output'];
  /** OFX or CSV. */
  format: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  ignored: Scalars['Int']['output'];
  /** Lines stored by this import. */
  inserted: Scalars['Int']['output'];
  lastDay: Scalars['String']['output'];
  /** Of the lines stored now: matched to a site donation, waiting for the organiser, ignored, copies. */
  matched: Scalars['Int']['output'];
  unmatched: Scalars['Int']['output'];
};

export type StatementImportConnection = {
  __typename?: 'StatementImportConnection';
  nodes: Array<StatementImport>;
  pageInfo: PageInfo;
};

export type StatementLine = {
  __typename?: 'StatementLine';
  acceptedDonationId: Maybe<Scalars['ID']['output']>;
  /** BANKID[/BRANCHID]/ACCTID of an OFX statement; "csv" for a spreadsheet. */
  account: Scalars['String']['output'];
  /** Reais, signed: "150.00" for a credit, "-12.90" for a debit. */
  amount: Scalars['String']['output'];
  decidedAt: Maybe<Scalars['DateTime']['output']>;
  /** The bank's text (NAME and MEMO). */
  description: Scalars['String']['output'];
  /** The PIX end-to-end id the bank's text carries; empty when none. */
  endToEndId: Scalars['String']['output'];
  /** OFX or CSV. */
  format: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** True when the import's rules ignored it (a debit, a transfer between own accounts). */
  ignoredByImport: Scalars['Boolean']['output'];
  /** Why it is ignored; empty otherwise. */
  ignoredReason: Scalars['String']['output'];
  importedAt: Scalars['DateTime']['output'];
  /** How a matched line was matched: END_TO_END_ID or AMOUNT_AND_DAY; null otherwise. */
  matchedBy: Maybe<Scalars['String']['output']>;
  matchedDonationId: Maybe<Scalars['ID']['output']>;
  /** The day the bank posted it, YYYY-MM-DD. */
  postedOn: Scalars['String']['output'];
  /** A name read from the bank's text ("PIX RECEBIDO - JOSÉ"), to propose when accepting; empty when none. */
  proposedName: Scalars['String']['output'];
  status: StatementLineStatus;
  /** OFX TRNTYPE (CREDIT, DEBIT, XFER...); empty for CSV. */
  trnType: Scalars['String']['output'];
  /**
   * On a copy: the line of an earlier file that is the same bank movement (same day, amount and
   * account, and nothing the two texts say telling them apart). A copy is ignored and never counted;
   * null on every other line.
   */
  twinOf: Maybe<Scalars['ID']['output']>;
};

export type StatementLineConnection = {
  __typename?: 'StatementLineConnection';
  nodes: Array<StatementLine>;
  pageInfo: PageInfo;
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

export type StatusStats = {
  __typename?: 'StatusStats';
  /** In reais. */
  amount: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  status: DonationStatus;
};

export type Story = {
  __typename?: 'Story';
  blocks: Array<StoryBlock>;
  paragraphs: Array<Scalars['String']['output']>;
  proofImage: Maybe<Image>;
  title: Scalars['String']['output'];
  verifiedLabel: Scalars['String']['output'];
};

export type StoryBlock = {
  __typename?: 'StoryBlock';
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type StoryBlockInput = {
  text: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type StoryInput = {
  blocks: Array<StoryBlockInput>;
  paragraphs: Array<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  verifiedLabel: Scalars['String']['input'];
};

export type TeamMember = {
  __typename?: 'TeamMember';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invitedAt: Scalars['DateTime']['output'];
  /** Who invited them, as the audit names people. */
  invitedBy: Scalars['String']['output'];
  /** Their first sign-in; null while the invitation waits. */
  joinedAt: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  passkeyCount: Scalars['Int']['output'];
  role: TeamRole;
  sessions: Array<TeamSession>;
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

export type TeamSession = {
  __typename?: 'TeamSession';
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  ipAddress: Scalars['String']['output'];
  startedAt: Scalars['DateTime']['output'];
  userAgent: Scalars['String']['output'];
};

export type Tracking = {
  __typename?: 'Tracking';
  adgroupid: Maybe<Scalars['String']['output']>;
  adposition: Maybe<Scalars['String']['output']>;
  campaignid: Maybe<Scalars['String']['output']>;
  creative: Maybe<Scalars['String']['output']>;
  device: Maybe<Scalars['String']['output']>;
  gbraid: Maybe<Scalars['String']['output']>;
  gclid: Maybe<Scalars['String']['output']>;
  keyword: Maybe<Scalars['String']['output']>;
  matchtype: Maybe<Scalars['String']['output']>;
  network: Maybe<Scalars['String']['output']>;
  placement: Maybe<Scalars['String']['output']>;
  target: Maybe<Scalars['String']['output']>;
  utmCampaign: Maybe<Scalars['String']['output']>;
  utmContent: Maybe<Scalars['String']['output']>;
  utmMedium: Maybe<Scalars['String']['output']>;
  utmSource: Maybe<Scalars['String']['output']>;
  utmTerm: Maybe<Scalars['String']['output']>;
  wbraid: Maybe<Scalars['String']['output']>;
};

export type TrustBadge = {
  __typename?: 'TrustBadge';
  /** One of: pix, lock, shield, verified, star, heart. */
  icon: Scalars['String']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type TrustBadgeInput = {
  /** One of: pix, lock, shield, verified, star, heart. */
  icon: Scalars['String']['input'];
  text: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** Only the fields given change; the result is validated as a whole before it is stored. */
export type UpdateCampaignInput = {
  badge?: InputMaybe<Scalars['String']['input']>;
  /** Money raised outside this site, in reais; `raised` moves by the change. */
  baselineRaised?: InputMaybe<Scalars['String']['input']>;
  /** Supporters counted outside this site; `supportersCount` moves by the change. */
  baselineSupporters?: InputMaybe<Scalars['Int']['input']>;
  /** Replaces the preset amounts. */
  donationOptions?: InputMaybe<Array<DonationOptionInput>>;
  /** Goal in reais. */
  goal?: InputMaybe<Scalars['String']['input']>;
  isExample?: InputMaybe<Scalars['Boolean']['input']>;
  /** The organiser's identity: printed on receipts issued from now on, the legal pages, the footer and the e-mails. */
  organisation?: InputMaybe<OrganisationInput>;
  /** The story's proof picture (a medical report, a photo). */
  proofImage?: InputMaybe<ImageInput>;
  raffle?: InputMaybe<RaffleInput>;
  /** True removes the raffle. */
  removeRaffle?: InputMaybe<Scalars['Boolean']['input']>;
  share?: InputMaybe<ShareInput>;
  /** The picture of the share preview (WhatsApp, social networks). */
  shareImage?: InputMaybe<ImageInput>;
  story?: InputMaybe<StoryInput>;
  summary?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  trustBadges?: InputMaybe<Array<TrustBadgeInput>>;
  usage?: InputMaybe<Array<UsageItemInput>>;
  /** The hero's video poster; an uploaded image's id, or none to keep the current picture with a new description. */
  videoPoster?: InputMaybe<ImageInput>;
  videoUrl?: InputMaybe<Scalars['String']['input']>;
};

/** The campaign's updates by e-mail (unsubscribing is one click in each e-mail). */
export type UpdateEmails = {
  __typename?: 'UpdateEmails';
  /** The latest updates' e-mails, newest first. */
  mailings: Array<UpdateMailing>;
  /** How many addresses the next update will be e-mailed to: paid donors who asked, one per address. */
  recipients: Scalars['Int']['output'];
};


/** The campaign's updates by e-mail (unsubscribing is one click in each e-mail). */
export type UpdateEmailsMailingsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** One update's e-mails to the donors who asked for updates. */
export type UpdateMailing = {
  __typename?: 'UpdateMailing';
  failed: Scalars['Int']['output'];
  /** Addresses it is e-mailed to. */
  recipients: Scalars['Int']['output'];
  sent: Scalars['Int']['output'];
  status: UpdateMailingStatus;
  title: Scalars['String']['output'];
  updateId: Scalars['ID']['output'];
  /** In the outbox, waiting their turn (update e-mails leave one a second) or a retry. */
  waiting: Scalars['Int']['output'];
};

export type UpdateMailingStatus =
  /** Every e-mail of it is in the outbox (sent, waiting its turn, or failed). */
  | 'DONE'
  /** Posted; its e-mails are being written to the outbox. */
  | 'PENDING';

export type UsageItem = {
  __typename?: 'UsageItem';
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type UsageItemInput = {
  text: Scalars['String']['input'];
  title: Scalars['String']['input'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdminComment: ResolverTypeWrapper<AdminComment>;
  AdminCommentConnection: ResolverTypeWrapper<AdminCommentConnection>;
  AdminDedication: ResolverTypeWrapper<AdminDedication>;
  AdminDonation: ResolverTypeWrapper<AdminDonation>;
  AdminDonationConnection: ResolverTypeWrapper<AdminDonationConnection>;
  AdminMonthlyDonation: ResolverTypeWrapper<AdminMonthlyDonation>;
  AdminMonthlyDonationConnection: ResolverTypeWrapper<AdminMonthlyDonationConnection>;
  AdminPermission: AdminPermission;
  AdsPixel: ResolverTypeWrapper<AdsPixel>;
  AmountStats: ResolverTypeWrapper<AmountStats>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditEntryConnection: ResolverTypeWrapper<AuditEntryConnection>;
  BankCheck: ResolverTypeWrapper<BankCheck>;
  BooksCheck: ResolverTypeWrapper<BooksCheck>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Budget: ResolverTypeWrapper<Budget>;
  BudgetLine: ResolverTypeWrapper<BudgetLine>;
  BudgetLineInput: BudgetLineInput;
  BudgetUnplanned: ResolverTypeWrapper<BudgetUnplanned>;
  CacheControlScope: CacheControlScope;
  Campaign: ResolverTypeWrapper<Campaign>;
  CampaignClosing: ResolverTypeWrapper<CampaignClosing>;
  CampaignUpdate: ResolverTypeWrapper<CampaignUpdate>;
  CampaignUpdateConnection: ResolverTypeWrapper<CampaignUpdateConnection>;
  CampaignUpdateInput: CampaignUpdateInput;
  Channel: Channel;
  ChannelStat: ResolverTypeWrapper<ChannelStat>;
  CloseCampaignInput: CloseCampaignInput;
  CloseCampaignResult: ResolverTypeWrapper<CloseCampaignResult>;
  Comment: ResolverTypeWrapper<Comment>;
  CommentConnection: ResolverTypeWrapper<CommentConnection>;
  ContactAnswer: ResolverTypeWrapper<ContactAnswer>;
  ContactMessage: ResolverTypeWrapper<ContactMessage>;
  ContactMessageConnection: ResolverTypeWrapper<ContactMessageConnection>;
  ContactMessageInput: ContactMessageInput;
  ContactMessageReceipt: ResolverTypeWrapper<ContactMessageReceipt>;
  CreateDonationInput: CreateDonationInput;
  CreateMonthlyDonationInput: CreateMonthlyDonationInput;
  DataRequest: ResolverTypeWrapper<DataRequest>;
  DataRequestConnection: ResolverTypeWrapper<DataRequestConnection>;
  DataRequestKind: DataRequestKind;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DayStats: ResolverTypeWrapper<DayStats>;
  DedicationInput: DedicationInput;
  DedicationKind: DedicationKind;
  DonationFilter: DonationFilter;
  DonationLimits: ResolverTypeWrapper<DonationLimits>;
  DonationOption: ResolverTypeWrapper<DonationOption>;
  DonationOptionInput: DonationOptionInput;
  DonationOrigin: DonationOrigin;
  DonationReceipt: ResolverTypeWrapper<DonationReceipt>;
  DonationStats: ResolverTypeWrapper<DonationStats>;
  DonationStatus: DonationStatus;
  DonationStatusInfo: ResolverTypeWrapper<DonationStatusInfo>;
  DonorDonation: ResolverTypeWrapper<DonorDonation>;
  DonorReceipt: ResolverTypeWrapper<DonorReceipt>;
  DonorShare: ResolverTypeWrapper<DonorShare>;
  Expense: ResolverTypeWrapper<Expense>;
  ExpenseCategory: ExpenseCategory;
  ExpenseConnection: ResolverTypeWrapper<ExpenseConnection>;
  ExpenseInput: ExpenseInput;
  ExpenseProof: ResolverTypeWrapper<ExpenseProof>;
  ExpenseVersion: ResolverTypeWrapper<ExpenseVersion>;
  ExtendGoalInput: ExtendGoalInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GoalExtension: ResolverTypeWrapper<GoalExtension>;
  GoalMilestone: ResolverTypeWrapper<GoalMilestone>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  ImageInput: ImageInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteTeamMemberInput: InviteTeamMemberInput;
  LaunchChecklist: ResolverTypeWrapper<LaunchChecklist>;
  LaunchChecklistItem: ResolverTypeWrapper<LaunchChecklistItem>;
  MailDelivery: ResolverTypeWrapper<MailDelivery>;
  Me: ResolverTypeWrapper<Me>;
  MonthlyAmountChange: ResolverTypeWrapper<MonthlyAmountChange>;
  MonthlyChangeKind: MonthlyChangeKind;
  MonthlyDonation: ResolverTypeWrapper<MonthlyDonation>;
  MonthlyDonationChange: ResolverTypeWrapper<MonthlyDonationChange>;
  MonthlyDonationReceipt: ResolverTypeWrapper<MonthlyDonationReceipt>;
  MonthlyDonationStatus: MonthlyDonationStatus;
  MonthlyGivingSetup: ResolverTypeWrapper<MonthlyGivingSetup>;
  MonthlyNextCharge: ResolverTypeWrapper<MonthlyNextCharge>;
  MonthlyPayment: ResolverTypeWrapper<MonthlyPayment>;
  MonthlyPaymentStatus: MonthlyPaymentStatus;
  MonthlyRetryPolicy: MonthlyRetryPolicy;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyPasskey: ResolverTypeWrapper<MyPasskey>;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  NotificationSettingsInput: NotificationSettingsInput;
  OfficialChannels: ResolverTypeWrapper<OfficialChannels>;
  OfficialChannelsInput: OfficialChannelsInput;
  OfficialLink: ResolverTypeWrapper<OfficialLink>;
  OfficialLinkInput: OfficialLinkInput;
  OfficialLinkKind: OfficialLinkKind;
  Organisation: ResolverTypeWrapper<Organisation>;
  OrganisationInput: OrganisationInput;
  OutboxMessage: ResolverTypeWrapper<OutboxMessage>;
  OutboxMessageConnection: ResolverTypeWrapper<OutboxMessageConnection>;
  OutboxStatus: OutboxStatus;
  OutsideCorrection: ResolverTypeWrapper<OutsideCorrection>;
  OutsideDetails: ResolverTypeWrapper<OutsideDetails>;
  OutsideDonationInput: OutsideDonationInput;
  OutsideMethod: OutsideMethod;
  OutsideProof: ResolverTypeWrapper<OutsideProof>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaidDonationNotice: PaidDonationNotice;
  PaymentIssue: ResolverTypeWrapper<PaymentIssue>;
  PaymentIssueConnection: ResolverTypeWrapper<PaymentIssueConnection>;
  PaymentIssueKind: PaymentIssueKind;
  PixCharge: ResolverTypeWrapper<PixCharge>;
  PixHolder: ResolverTypeWrapper<PixHolder>;
  PixHolderInput: PixHolderInput;
  PixHolderRecord: ResolverTypeWrapper<PixHolderRecord>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Raffle: ResolverTypeWrapper<Raffle>;
  RaffleInput: RaffleInput;
  Receipt: ResolverTypeWrapper<Receipt>;
  ReceiptConnection: ResolverTypeWrapper<ReceiptConnection>;
  ReceiptKind: ReceiptKind;
  RecentDonation: ResolverTypeWrapper<RecentDonation>;
  Refund: ResolverTypeWrapper<Refund>;
  RefundConnection: ResolverTypeWrapper<RefundConnection>;
  RefundMethod: RefundMethod;
  RefundStatus: RefundStatus;
  Share: ResolverTypeWrapper<Share>;
  ShareInput: ShareInput;
  ShareLinkStat: ResolverTypeWrapper<ShareLinkStat>;
  SharePreview: ResolverTypeWrapper<SharePreview>;
  ShareStats: ResolverTypeWrapper<ShareStats>;
  SignedInKind: SignedInKind;
  SiteConfig: ResolverTypeWrapper<SiteConfig>;
  SourceStats: ResolverTypeWrapper<SourceStats>;
  StatementDonorInput: StatementDonorInput;
  StatementImport: ResolverTypeWrapper<StatementImport>;
  StatementImportConnection: ResolverTypeWrapper<StatementImportConnection>;
  StatementLine: ResolverTypeWrapper<StatementLine>;
  StatementLineConnection: ResolverTypeWrapper<StatementLineConnection>;
  StatementLineStatus: StatementLineStatus;
  StatusStats: ResolverTypeWrapper<StatusStats>;
  Story: ResolverTypeWrapper<Story>;
  StoryBlock: ResolverTypeWrapper<StoryBlock>;
  StoryBlockInput: StoryBlockInput;
  StoryInput: StoryInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TeamMember: ResolverTypeWrapper<TeamMember>;
  TeamRole: TeamRole;
  TeamSession: ResolverTypeWrapper<TeamSession>;
  Tracking: ResolverTypeWrapper<Tracking>;
  TrustBadge: ResolverTypeWrapper<TrustBadge>;
  TrustBadgeInput: TrustBadgeInput;
  UpdateCampaignInput: UpdateCampaignInput;
  UpdateEmails: ResolverTypeWrapper<UpdateEmails>;
  UpdateMailing: ResolverTypeWrapper<UpdateMailing>;
  UpdateMailingStatus: UpdateMailingStatus;
  UsageItem: ResolverTypeWrapper<UsageItem>;
  UsageItemInput: UsageItemInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminComment: AdminComment;
  AdminCommentConnection: AdminCommentConnection;
  AdminDedication: AdminDedication;
  AdminDonation: AdminDonation;
  AdminDonationConnection: AdminDonationConnection;
  AdminMonthlyDonation: AdminMonthlyDonation;
  AdminMonthlyDonationConnection: AdminMonthlyDonationConnection;
  AdsPixel: AdsPixel;
  AmountStats: AmountStats;
  AuditEntry: AuditEntry;
  AuditEntryConnection: AuditEntryConnection;
  BankCheck: BankCheck;
  BooksCheck: BooksCheck;
  Boolean: Scalars['Boolean']['output'];
  Budget: Budget;
  BudgetLine: BudgetLine;
  BudgetLineInput: BudgetLineInput;
  BudgetUnplanned: BudgetUnplanned;
  Campaign: Campaign;
  CampaignClosing: CampaignClosing;
  CampaignUpdate: CampaignUpdate;
  CampaignUpdateConnection: CampaignUpdateConnection;
  CampaignUpdateInput: CampaignUpdateInput;
  ChannelStat: ChannelStat;
  CloseCampaignInput: CloseCampaignInput;
  CloseCampaignResult: CloseCampaignResult;
  Comment: Comment;
  CommentConnection: CommentConnection;
  ContactAnswer: ContactAnswer;
  ContactMessage: ContactMessage;
  ContactMessageConnection: ContactMessageConnection;
  ContactMessageInput: ContactMessageInput;
  ContactMessageReceipt: ContactMessageReceipt;
  CreateDonationInput: CreateDonationInput;
  CreateMonthlyDonationInput: CreateMonthlyDonationInput;
  DataRequest: DataRequest;
  DataRequestConnection: DataRequestConnection;
  DateTime: Scalars['DateTime']['output'];
  DayStats: DayStats;
  DedicationInput: DedicationInput;
  DonationFilter: DonationFilter;
  DonationLimits: DonationLimits;
  DonationOption: DonationOption;
  DonationOptionInput: DonationOptionInput;
  DonationReceipt: DonationReceipt;
  DonationStats: DonationStats;
  DonationStatusInfo: DonationStatusInfo;
  DonorDonation: DonorDonation;
  DonorReceipt: DonorReceipt;
  DonorShare: DonorShare;
  Expense: Expense;
  ExpenseConnection: ExpenseConnection;
  ExpenseInput: ExpenseInput;
  ExpenseProof: ExpenseProof;
  ExpenseVersion: ExpenseVersion;
  ExtendGoalInput: ExtendGoalInput;
  Float: Scalars['Float']['output'];
  GoalExtension: GoalExtension;
  GoalMilestone: GoalMilestone;
  ID: Scalars['ID']['output'];
  Image: Image;
  ImageInput: ImageInput;
  Int: Scalars['Int']['output'];
  InviteTeamMemberInput: InviteTeamMemberInput;
  LaunchChecklist: LaunchChecklist;
  LaunchChecklistItem: LaunchChecklistItem;
  MailDelivery: MailDelivery;
  Me: Me;
  MonthlyAmountChange: MonthlyAmountChange;
  MonthlyDonation: MonthlyDonation;
  MonthlyDonationChange: MonthlyDonationChange;
  MonthlyDonationReceipt: MonthlyDonationReceipt;
  MonthlyGivingSetup: MonthlyGivingSetup;
  MonthlyNextCharge: MonthlyNextCharge;
  MonthlyPayment: MonthlyPayment;
  Mutation: Record<PropertyKey, never>;
  MyPasskey: MyPasskey;
  NotificationSettings: NotificationSettings;
  NotificationSettingsInput: NotificationSettingsInput;
  OfficialChannels: OfficialChannels;
  OfficialChannelsInput: OfficialChannelsInput;
  OfficialLink: OfficialLink;
  OfficialLinkInput: OfficialLinkInput;
  Organisation: Organisation;
  OrganisationInput: OrganisationInput;
  OutboxMessage: OutboxMessage;
  OutboxMessageConnection: OutboxMessageConnection;
  OutsideCorrection: OutsideCorrection;
  OutsideDetails: OutsideDetails;
  OutsideDonationInput: OutsideDonationInput;
  OutsideProof: OutsideProof;
  PageInfo: PageInfo;
  PaymentIssue: PaymentIssue;
  PaymentIssueConnection: PaymentIssueConnection;
  PixCharge: PixCharge;
  PixHolder: PixHolder;
  PixHolderInput: PixHolderInput;
  PixHolderRecord: PixHolderRecord;
  Query: Record<PropertyKey, never>;
  Raffle: Raffle;
  RaffleInput: RaffleInput;
  Receipt: Receipt;
  ReceiptConnection: ReceiptConnection;
  RecentDonation: RecentDonation;
  Refund: Refund;
  RefundConnection: RefundConnection;
  Share: Share;
  ShareInput: ShareInput;
  ShareLinkStat: ShareLinkStat;
  SharePreview: SharePreview;
  ShareStats: ShareStats;
  SiteConfig: SiteConfig;
  SourceStats: SourceStats;
  StatementDonorInput: StatementDonorInput;
  StatementImport: StatementImport;
  StatementImportConnection: StatementImportConnection;
  StatementLine: StatementLine;
  StatementLineConnection: StatementLineConnection;
  StatusStats: StatusStats;
  Story: Story;
  StoryBlock: StoryBlock;
  StoryBlockInput: StoryBlockInput;
  StoryInput: StoryInput;
  String: Scalars['String']['output'];
  TeamMember: TeamMember;
  TeamSession: TeamSession;
  Tracking: Tracking;
  TrustBadge: TrustBadge;
  TrustBadgeInput: TrustBadgeInput;
  UpdateCampaignInput: UpdateCampaignInput;
  UpdateEmails: UpdateEmails;
  UpdateMailing: UpdateMailing;
  UsageItem: UsageItem;
  UsageItemInput: UsageItemInput;
};

export type AdminDirectiveArgs = {
  permission?: Maybe<AdminPermission>;
};

export type AdminDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = AdminDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AdminCommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminComment'] = ResolversParentTypes['AdminComment']> = {
  amount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  donationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminCommentConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCommentConnection'] = ResolversParentTypes['AdminCommentConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['AdminComment']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type AdminDedicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminDedication'] = ResolversParentTypes['AdminDedication']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DedicationKind'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showAmount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminDonationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminDonation'] = ResolversParentTypes['AdminDonation']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dedication?: Resolver<Maybe<ResolversTypes['AdminDedication']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isAnonymous?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['DonationOrigin'], ParentType, ContextType>;
  outside?: Resolver<Maybe<ResolversTypes['OutsideDetails']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payerMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pixIssuedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DonationStatus'], ParentType, ContextType>;
  tracking?: Resolver<ResolversTypes['Tracking'], ParentType, ContextType>;
  txid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminDonationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminDonationConnection'] = ResolversParentTypes['AdminDonationConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['AdminDonation']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type AdminMonthlyDonationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminMonthlyDonation'] = ResolversParentTypes['AdminMonthlyDonation']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  cancelledBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['MonthlyDonationChange']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dayOfMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  erasedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idRec?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monthsPaid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextDueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidTotal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pausedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pendingAmount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skippedMonths?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MonthlyDonationStatus'], ParentType, ContextType>;
};

export type AdminMonthlyDonationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminMonthlyDonationConnection'] = ResolversParentTypes['AdminMonthlyDonationConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['AdminMonthlyDonation']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type AdsPixelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdsPixel'] = ResolversParentTypes['AdsPixel']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scriptUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AmountStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AmountStats'] = ResolversParentTypes['AmountStats']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conversionRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isOption?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntryConnection'] = ResolversParentTypes['AuditEntryConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type BankCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BankCheck'] = ResolversParentTypes['BankCheck']> = {
  bankCredits?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankCreditsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  donationsCounted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  donationsCountedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ignoredByOrganisation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ignoredByOrganisationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  importedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  staleAfterDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  underReview?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  underReviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BooksCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BooksCheck'] = ResolversParentTypes['BooksCheck']> = {
  annulled?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  annulledCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  baselineRaised?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  differingLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expectedRaised?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedSupporters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidSum?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  raised?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registeredByOrganisation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registeredByOrganisationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statsPaidAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statsPaidCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  straightToKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  straightToKeyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supportersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  throughSiteCodes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  throughSiteCodesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BudgetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Budget'] = ResolversParentTypes['Budget']> = {
  lines?: Resolver<Array<ResolversTypes['BudgetLine']>, ParentType, ContextType>;
  planned?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unplanned?: Resolver<Array<ResolversTypes['BudgetUnplanned']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BudgetLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BudgetLine'] = ResolversParentTypes['BudgetLine']> = {
  category?: Resolver<ResolversTypes['ExpenseCategory'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planned?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  proof?: Resolver<Maybe<ResolversTypes['ExpenseProof']>, ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BudgetUnplannedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BudgetUnplanned'] = ResolversParentTypes['BudgetUnplanned']> = {
  category?: Resolver<ResolversTypes['ExpenseCategory'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CampaignResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Campaign'] = ResolversParentTypes['Campaign']> = {
  badge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closing?: Resolver<Maybe<ResolversTypes['CampaignClosing']>, ParentType, ContextType>;
  dedications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  donationLimits?: Resolver<ResolversTypes['DonationLimits'], ParentType, ContextType>;
  goal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  goalExtensions?: Resolver<Array<ResolversTypes['GoalExtension']>, ParentType, ContextType>;
  heartsReceived?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isExample?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  milestones?: Resolver<Array<ResolversTypes['GoalMilestone']>, ParentType, ContextType>;
  monthlyGiving?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  officialChannels?: Resolver<ResolversTypes['OfficialChannels'], ParentType, ContextType>;
  organisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType>;
  pixHolder?: Resolver<Maybe<ResolversTypes['PixHolder']>, ParentType, ContextType>;
  raffle?: Resolver<Maybe<ResolversTypes['Raffle']>, ParentType, ContextType>;
  raised?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Share'], ParentType, ContextType>;
  story?: Resolver<ResolversTypes['Story'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trustBadges?: Resolver<Array<ResolversTypes['TrustBadge']>, ParentType, ContextType>;
  usage?: Resolver<Array<ResolversTypes['UsageItem']>, ParentType, ContextType>;
  videoPoster?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  videoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CampaignClosingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignClosing'] = ResolversParentTypes['CampaignClosing']> = {
  balance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surplusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CampaignUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignUpdate'] = ResolversParentTypes['CampaignUpdate']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CampaignUpdateConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignUpdateConnection'] = ResolversParentTypes['CampaignUpdateConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['CampaignUpdate']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ChannelStatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChannelStat'] = ResolversParentTypes['ChannelStat']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  donations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CloseCampaignResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CloseCampaignResult'] = ResolversParentTypes['CloseCampaignResult']> = {
  campaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType>;
  monthlyCancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyFailed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  amount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dedication?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommentConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentConnection'] = ResolversParentTypes['CommentConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ContactAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactAnswer'] = ResolversParentTypes['ContactAnswer']> = {
  answeredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  answeredBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = {
  answeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  answers?: Resolver<Array<ResolversTypes['ContactAnswer']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactMessageConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessageConnection'] = ResolversParentTypes['ContactMessageConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ContactMessageReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessageReceipt'] = ResolversParentTypes['ContactMessageReceipt']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DataRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DataRequest'] = ResolversParentTypes['DataRequest']> = {
  answeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deadline?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  donationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DataRequestKind'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type DataRequestConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DataRequestConnection'] = ResolversParentTypes['DataRequestConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['DataRequest']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DayStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DayStats'] = ResolversParentTypes['DayStats']> = {
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DonationLimitsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DonationLimits'] = ResolversParentTypes['DonationLimits']> = {
  maxAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presetAmounts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DonationOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DonationOption'] = ResolversParentTypes['DonationOption']> = {
  checkoutUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  impact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  popular?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  raffleEntries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DonationReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DonationReceipt'] = ResolversParentTypes['DonationReceipt']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  donorUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DonationStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DonationStats'] = ResolversParentTypes['DonationStats']> = {
  averagePaidAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byAmount?: Resolver<Array<ResolversTypes['AmountStats']>, ParentType, ContextType>;
  byDay?: Resolver<Array<ResolversTypes['DayStats']>, ParentType, ContextType>;
  bySource?: Resolver<Array<ResolversTypes['SourceStats']>, ParentType, ContextType>;
  byStatus?: Resolver<Array<ResolversTypes['StatusStats']>, ParentType, ContextType>;
  codeConversionRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  codesIssued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  codesPaid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conversionRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type DonationStatusInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DonationStatusInfo'] = ResolversParentTypes['DonationStatusInfo']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shareCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DonationStatus'], ParentType, ContextType>;
};

export type DonorDonationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DonorDonation'] = ResolversParentTypes['DonorDonation']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  erasedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pixCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publicReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receipt?: Resolver<Maybe<ResolversTypes['DonorReceipt']>, ParentType, ContextType>;
  share?: Resolver<Maybe<ResolversTypes['DonorShare']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DonationStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DonorReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DonorReceipt'] = ResolversParentTypes['DonorReceipt']> = {
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DonorShareResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DonorShare'] = ResolversParentTypes['DonorShare']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  donations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExpenseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Expense'] = ResolversParentTypes['Expense']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['ExpenseCategory'], ParentType, ContextType>;
  correctedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ExpenseVersion']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  proofs?: Resolver<Array<ResolversTypes['ExpenseProof']>, ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  supplier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExpenseConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExpenseConnection'] = ResolversParentTypes['ExpenseConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Expense']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ExpenseProofResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExpenseProof'] = ResolversParentTypes['ExpenseProof']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExpenseVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExpenseVersion'] = ResolversParentTypes['ExpenseVersion']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['ExpenseCategory'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  supplier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GoalExtensionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GoalExtension'] = ResolversParentTypes['GoalExtension']> = {
  extendedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  goal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousGoal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GoalMilestoneResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GoalMilestone'] = ResolversParentTypes['GoalMilestone']> = {
  passed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  srcSet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webpSrcSet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LaunchChecklistResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LaunchChecklist'] = ResolversParentTypes['LaunchChecklist']> = {
  items?: Resolver<Array<ResolversTypes['LaunchChecklistItem']>, ParentType, ContextType>;
  ready?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LaunchChecklistItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LaunchChecklistItem'] = ResolversParentTypes['LaunchChecklistItem']> = {
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailDelivery'] = ResolversParentTypes['MailDelivery']> = {
  smtpConfigured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SignedInKind'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passkeys?: Resolver<Array<ResolversTypes['MyPasskey']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType>;
};

export type MonthlyAmountChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonthlyAmountChange'] = ResolversParentTypes['MonthlyAmountChange']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pixCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MonthlyDonationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonthlyDonation'] = ResolversParentTypes['MonthlyDonation']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amountChange?: Resolver<Maybe<ResolversTypes['MonthlyAmountChange']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  cancelledBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['MonthlyDonationChange']>, ParentType, ContextType>;
  changesFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dayOfMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  erasedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextCharge?: Resolver<Maybe<ResolversTypes['MonthlyNextCharge']>, ParentType, ContextType>;
  nextDueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pausedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['MonthlyPayment']>, ParentType, ContextType>;
  pixCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skippedMonths?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MonthlyDonationStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MonthlyDonationChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonthlyDonationChange'] = ResolversParentTypes['MonthlyDonationChange']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MonthlyChangeKind'], ParentType, ContextType>;
};

export type MonthlyDonationReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonthlyDonationReceipt'] = ResolversParentTypes['MonthlyDonationReceipt']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  donorUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  firstDueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pixCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MonthlyGivingSetupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonthlyGivingSetup'] = ResolversParentTypes['MonthlyGivingSetup']> = {
  activeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  awaitingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  retryPolicy?: Resolver<ResolversTypes['MonthlyRetryPolicy'], ParentType, ContextType>;
  unavailableReasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MonthlyNextChargeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonthlyNextCharge'] = ResolversParentTypes['MonthlyNextCharge']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentToBank?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MonthlyPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonthlyPayment'] = ResolversParentTypes['MonthlyPayment']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  receiptPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MonthlyPaymentStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptStatementLine?: Resolver<ResolversTypes['StatementLine'], ParentType, ContextType, RequireFields<MutationAcceptStatementLineArgs, 'id'>>;
  answerContactMessage?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<MutationAnswerContactMessageArgs, 'id' | 'text'>>;
  cancelMonthlyDonation?: Resolver<ResolversTypes['MonthlyDonation'], ParentType, ContextType, RequireFields<MutationCancelMonthlyDonationArgs, 'accessToken'>>;
  cancelMonthlyDonationAsOrganiser?: Resolver<ResolversTypes['AdminMonthlyDonation'], ParentType, ContextType, RequireFields<MutationCancelMonthlyDonationAsOrganiserArgs, 'id'>>;
  changeMonthlyDonationAmount?: Resolver<ResolversTypes['MonthlyDonation'], ParentType, ContextType, RequireFields<MutationChangeMonthlyDonationAmountArgs, 'accessToken' | 'amount'>>;
  changeMonthlyDonationDay?: Resolver<ResolversTypes['MonthlyDonation'], ParentType, ContextType, RequireFields<MutationChangeMonthlyDonationDayArgs, 'accessToken' | 'dayOfMonth'>>;
  closeCampaign?: Resolver<ResolversTypes['CloseCampaignResult'], ParentType, ContextType, RequireFields<MutationCloseCampaignArgs, 'input'>>;
  confirmDonation?: Resolver<ResolversTypes['AdminDonation'], ParentType, ContextType, RequireFields<MutationConfirmDonationArgs, 'id'>>;
  confirmPixHolderTest?: Resolver<ResolversTypes['PixHolderRecord'], ParentType, ContextType, RequireFields<MutationConfirmPixHolderTestArgs, 'confirmed'>>;
  correctExpense?: Resolver<ResolversTypes['Expense'], ParentType, ContextType, RequireFields<MutationCorrectExpenseArgs, 'id' | 'input'>>;
  correctOutsideDonation?: Resolver<ResolversTypes['OutsideCorrection'], ParentType, ContextType, RequireFields<MutationCorrectOutsideDonationArgs, 'id' | 'reason'>>;
  createDonation?: Resolver<ResolversTypes['DonationReceipt'], ParentType, ContextType, RequireFields<MutationCreateDonationArgs, 'input'>>;
  createMonthlyDonation?: Resolver<ResolversTypes['MonthlyDonationReceipt'], ParentType, ContextType, RequireFields<MutationCreateMonthlyDonationArgs, 'input'>>;
  deleteContactMessage?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteContactMessageArgs, 'id'>>;
  editUpdate?: Resolver<ResolversTypes['CampaignUpdate'], ParentType, ContextType, RequireFields<MutationEditUpdateArgs, 'id' | 'input'>>;
  endTeamMemberSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEndTeamMemberSessionArgs, 'memberId' | 'sessionId'>>;
  extendGoal?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationExtendGoalArgs, 'input'>>;
  hideComment?: Resolver<ResolversTypes['AdminComment'], ParentType, ContextType, RequireFields<MutationHideCommentArgs, 'id'>>;
  ignoreStatementLine?: Resolver<ResolversTypes['StatementLine'], ParentType, ContextType, RequireFields<MutationIgnoreStatementLineArgs, 'id' | 'reason'>>;
  inviteTeamMember?: Resolver<ResolversTypes['TeamMember'], ParentType, ContextType, RequireFields<MutationInviteTeamMemberArgs, 'input'>>;
  pauseMonthlyDonation?: Resolver<ResolversTypes['MonthlyDonation'], ParentType, ContextType, RequireFields<MutationPauseMonthlyDonationArgs, 'accessToken'>>;
  pixCode?: Resolver<ResolversTypes['PixCharge'], ParentType, ContextType, RequireFields<MutationPixCodeArgs, 'accessToken' | 'donationId'>>;
  postUpdate?: Resolver<ResolversTypes['CampaignUpdate'], ParentType, ContextType, RequireFields<MutationPostUpdateArgs, 'input'>>;
  publishDirectDonation?: Resolver<ResolversTypes['AdminDonation'], ParentType, ContextType, RequireFields<MutationPublishDirectDonationArgs, 'id' | 'publishMessage'>>;
  recordExpense?: Resolver<ResolversTypes['Expense'], ParentType, ContextType, RequireFields<MutationRecordExpenseArgs, 'input'>>;
  refundDonation?: Resolver<ResolversTypes['Refund'], ParentType, ContextType, RequireFields<MutationRefundDonationArgs, 'donationId'>>;
  refundPayment?: Resolver<ResolversTypes['Refund'], ParentType, ContextType, RequireFields<MutationRefundPaymentArgs, 'paymentId'>>;
  registerOutsideDonation?: Resolver<ResolversTypes['AdminDonation'], ParentType, ContextType, RequireFields<MutationRegisterOutsideDonationArgs, 'input'>>;
  removeBudgetProof?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType, RequireFields<MutationRemoveBudgetProofArgs, 'category'>>;
  removeExpense?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemoveExpenseArgs, 'id'>>;
  removeExpenseProof?: Resolver<ResolversTypes['Expense'], ParentType, ContextType, RequireFields<MutationRemoveExpenseProofArgs, 'expenseId' | 'proofId'>>;
  removeMyPasskey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveMyPasskeyArgs, 'id'>>;
  removeTeamMember?: Resolver<ResolversTypes['TeamMember'], ParentType, ContextType, RequireFields<MutationRemoveTeamMemberArgs, 'id'>>;
  resendEmail?: Resolver<ResolversTypes['OutboxMessage'], ParentType, ContextType, RequireFields<MutationResendEmailArgs, 'id'>>;
  resumeMonthlyDonation?: Resolver<ResolversTypes['MonthlyDonation'], ParentType, ContextType, RequireFields<MutationResumeMonthlyDonationArgs, 'accessToken'>>;
  sendContactMessage?: Resolver<ResolversTypes['ContactMessageReceipt'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  setBudget?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType, RequireFields<MutationSetBudgetArgs, 'lines'>>;
  setDedications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetDedicationsArgs, 'enabled'>>;
  setMonthlyGiving?: Resolver<ResolversTypes['MonthlyGivingSetup'], ParentType, ContextType, RequireFields<MutationSetMonthlyGivingArgs, 'enabled' | 'retryPolicy'>>;
  setMyNotifications?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType, RequireFields<MutationSetMyNotificationsArgs, 'input'>>;
  setOfficialChannels?: Resolver<ResolversTypes['OfficialChannels'], ParentType, ContextType, RequireFields<MutationSetOfficialChannelsArgs, 'input'>>;
  setPixHolder?: Resolver<ResolversTypes['PixHolderRecord'], ParentType, ContextType, RequireFields<MutationSetPixHolderArgs, 'input'>>;
  setTeamMemberRole?: Resolver<ResolversTypes['TeamMember'], ParentType, ContextType, RequireFields<MutationSetTeamMemberRoleArgs, 'id' | 'role'>>;
  skipMonthlyDonationMonth?: Resolver<ResolversTypes['MonthlyDonation'], ParentType, ContextType, RequireFields<MutationSkipMonthlyDonationMonthArgs, 'accessToken' | 'month'>>;
  unhideComment?: Resolver<ResolversTypes['AdminComment'], ParentType, ContextType, RequireFields<MutationUnhideCommentArgs, 'id'>>;
  updateCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationUpdateCampaignArgs, 'input'>>;
};

export type MyPasskeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyPasskey'] = ResolversParentTypes['MyPasskey']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type NotificationSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = {
  contactMessages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dailySummary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  failedEmails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidDonations?: Resolver<ResolversTypes['PaidDonationNotice'], ParentType, ContextType>;
  paymentIssues?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OfficialChannelsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OfficialChannels'] = ResolversParentTypes['OfficialChannels']> = {
  beneficiary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['OfficialLink']>, ParentType, ContextType>;
  relationship?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OfficialLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OfficialLink'] = ResolversParentTypes['OfficialLink']> = {
  kind?: Resolver<ResolversTypes['OfficialLinkKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganisationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Organisation'] = ResolversParentTypes['Organisation']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  whatsapp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OutboxMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMessage'] = ResolversParentTypes['OutboxMessage']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  donationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OutboxStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OutboxMessageConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMessageConnection'] = ResolversParentTypes['OutboxMessageConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['OutboxMessage']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type OutsideCorrectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutsideCorrection'] = ResolversParentTypes['OutsideCorrection']> = {
  annulled?: Resolver<ResolversTypes['AdminDonation'], ParentType, ContextType>;
  replacement?: Resolver<Maybe<ResolversTypes['AdminDonation']>, ParentType, ContextType>;
};

export type OutsideDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutsideDetails'] = ResolversParentTypes['OutsideDetails']> = {
  annulReason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  annulledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['OutsideMethod'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  proofs?: Resolver<Array<ResolversTypes['OutsideProof']>, ParentType, ContextType>;
  receivedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  replacedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  replaces?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type OutsideProofResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutsideProof'] = ResolversParentTypes['OutsideProof']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PaymentIssueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentIssue'] = ResolversParentTypes['PaymentIssue']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  donationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  endToEndId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedAmount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PaymentIssueKind'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  recordedPaymentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  txid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentIssueConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentIssueConnection'] = ResolversParentTypes['PaymentIssueConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['PaymentIssue']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PixChargeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PixCharge'] = ResolversParentTypes['PixCharge']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  donationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pixCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PixHolderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PixHolder'] = ResolversParentTypes['PixHolder']> = {
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  institution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PixHolderRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PixHolderRecord'] = ResolversParentTypes['PixHolderRecord']> = {
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  institution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedDocument?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  testedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminComments?: Resolver<ResolversTypes['AdminCommentConnection'], ParentType, ContextType, RequireFields<QueryAdminCommentsArgs, 'first'>>;
  auditLog?: Resolver<ResolversTypes['AuditEntryConnection'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first'>>;
  bankCheck?: Resolver<Maybe<ResolversTypes['BankCheck']>, ParentType, ContextType>;
  booksCheck?: Resolver<ResolversTypes['BooksCheck'], ParentType, ContextType>;
  budget?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType>;
  campaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType>;
  campaignUpdates?: Resolver<ResolversTypes['CampaignUpdateConnection'], ParentType, ContextType, RequireFields<QueryCampaignUpdatesArgs, 'first'>>;
  comments?: Resolver<ResolversTypes['CommentConnection'], ParentType, ContextType, RequireFields<QueryCommentsArgs, 'first'>>;
  contactMessages?: Resolver<ResolversTypes['ContactMessageConnection'], ParentType, ContextType, RequireFields<QueryContactMessagesArgs, 'first'>>;
  dataRequests?: Resolver<ResolversTypes['DataRequestConnection'], ParentType, ContextType, RequireFields<QueryDataRequestsArgs, 'first'>>;
  donation?: Resolver<Maybe<ResolversTypes['AdminDonation']>, ParentType, ContextType, RequireFields<QueryDonationArgs, 'id'>>;
  donationOptions?: Resolver<Array<ResolversTypes['DonationOption']>, ParentType, ContextType>;
  donationStats?: Resolver<ResolversTypes['DonationStats'], ParentType, ContextType, Partial<QueryDonationStatsArgs>>;
  donationStatus?: Resolver<ResolversTypes['DonationStatusInfo'], ParentType, ContextType, RequireFields<QueryDonationStatusArgs, 'accessToken' | 'id'>>;
  donations?: Resolver<ResolversTypes['AdminDonationConnection'], ParentType, ContextType, RequireFields<QueryDonationsArgs, 'first'>>;
  donorDonation?: Resolver<ResolversTypes['DonorDonation'], ParentType, ContextType, RequireFields<QueryDonorDonationArgs, 'accessToken'>>;
  expenses?: Resolver<ResolversTypes['ExpenseConnection'], ParentType, ContextType, RequireFields<QueryExpensesArgs, 'first'>>;
  launchChecklist?: Resolver<ResolversTypes['LaunchChecklist'], ParentType, ContextType>;
  mailDelivery?: Resolver<ResolversTypes['MailDelivery'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  monthlyDonation?: Resolver<ResolversTypes['MonthlyDonation'], ParentType, ContextType, RequireFields<QueryMonthlyDonationArgs, 'accessToken'>>;
  monthlyDonations?: Resolver<ResolversTypes['AdminMonthlyDonationConnection'], ParentType, ContextType, Partial<QueryMonthlyDonationsArgs>>;
  monthlyGivingSetup?: Resolver<ResolversTypes['MonthlyGivingSetup'], ParentType, ContextType>;
  myNotifications?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  organisationTaxId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outbox?: Resolver<ResolversTypes['OutboxMessageConnection'], ParentType, ContextType, RequireFields<QueryOutboxArgs, 'first'>>;
  paymentIssues?: Resolver<ResolversTypes['PaymentIssueConnection'], ParentType, ContextType, RequireFields<QueryPaymentIssuesArgs, 'first'>>;
  pixHolderRecord?: Resolver<Maybe<ResolversTypes['PixHolderRecord']>, ParentType, ContextType>;
  receipts?: Resolver<ResolversTypes['ReceiptConnection'], ParentType, ContextType, RequireFields<QueryReceiptsArgs, 'first'>>;
  recentDonations?: Resolver<Array<ResolversTypes['RecentDonation']>, ParentType, ContextType, RequireFields<QueryRecentDonationsArgs, 'limit'>>;
  refunds?: Resolver<ResolversTypes['RefundConnection'], ParentType, ContextType, RequireFields<QueryRefundsArgs, 'first'>>;
  sharePreview?: Resolver<ResolversTypes['SharePreview'], ParentType, ContextType>;
  shareStats?: Resolver<ResolversTypes['ShareStats'], ParentType, ContextType, RequireFields<QueryShareStatsArgs, 'first'>>;
  siteConfig?: Resolver<ResolversTypes['SiteConfig'], ParentType, ContextType>;
  statementImports?: Resolver<ResolversTypes['StatementImportConnection'], ParentType, ContextType, RequireFields<QueryStatementImportsArgs, 'first'>>;
  statementLines?: Resolver<ResolversTypes['StatementLineConnection'], ParentType, ContextType, RequireFields<QueryStatementLinesArgs, 'first' | 'status'>>;
  team?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  unansweredContactMessages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updateEmails?: Resolver<ResolversTypes['UpdateEmails'], ParentType, ContextType>;
};

export type RaffleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Raffle'] = ResolversParentTypes['Raffle']> = {
  drawDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prize?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Receipt'] = ResolversParentTypes['Receipt']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  donationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  donorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endToEndId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReceiptKind'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ReceiptConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReceiptConnection'] = ResolversParentTypes['ReceiptConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Receipt']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type RecentDonationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecentDonation'] = ResolversParentTypes['RecentDonation']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type RefundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Refund'] = ResolversParentTypes['Refund']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countsInTotals?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  donationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  endToEndId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['RefundMethod'], ParentType, ContextType>;
  paymentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RefundStatus'], ParentType, ContextType>;
};

export type RefundConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefundConnection'] = ResolversParentTypes['RefundConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Refund']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ShareResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Share'] = ResolversParentTypes['Share']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShareLinkStatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShareLinkStat'] = ResolversParentTypes['ShareLinkStat']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  donations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  donorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SharePreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharePreview'] = ResolversParentTypes['SharePreview']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShareStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShareStats'] = ResolversParentTypes['ShareStats']> = {
  channels?: Resolver<Array<ResolversTypes['ChannelStat']>, ParentType, ContextType>;
  topLinks?: Resolver<Array<ResolversTypes['ShareLinkStat']>, ParentType, ContextType>;
};

export type SiteConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SiteConfig'] = ResolversParentTypes['SiteConfig']> = {
  adsPixel?: Resolver<Maybe<ResolversTypes['AdsPixel']>, ParentType, ContextType>;
  publicUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SourceStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SourceStats'] = ResolversParentTypes['SourceStats']> = {
  conversionRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utmCampaign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utmSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StatementImportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatementImport'] = ResolversParentTypes['StatementImport']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  alreadyImported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  copies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  debits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ignored?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inserted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unmatched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatementImportConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatementImportConnection'] = ResolversParentTypes['StatementImportConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['StatementImport']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type StatementLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatementLine'] = ResolversParentTypes['StatementLine']> = {
  acceptedDonationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endToEndId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ignoredByImport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ignoredReason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  importedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  matchedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  matchedDonationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  postedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  proposedName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StatementLineStatus'], ParentType, ContextType>;
  trnType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  twinOf?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type StatementLineConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatementLineConnection'] = ResolversParentTypes['StatementLineConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['StatementLine']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type StatusStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatusStats'] = ResolversParentTypes['StatusStats']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DonationStatus'], ParentType, ContextType>;
};

export type StoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Story'] = ResolversParentTypes['Story']> = {
  blocks?: Resolver<Array<ResolversTypes['StoryBlock']>, ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  proofImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifiedLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoryBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryBlock'] = ResolversParentTypes['StoryBlock']> = {
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TeamMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  invitedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  joinedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passkeyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['TeamSession']>, ParentType, ContextType>;
};

export type TeamSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamSession'] = ResolversParentTypes['TeamSession']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrackingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tracking'] = ResolversParentTypes['Tracking']> = {
  adgroupid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  adposition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  campaignid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creative?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  device?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gbraid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gclid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  matchtype?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  network?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utmCampaign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utmContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utmMedium?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utmSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utmTerm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wbraid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TrustBadgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrustBadge'] = ResolversParentTypes['TrustBadge']> = {
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UpdateEmailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateEmails'] = ResolversParentTypes['UpdateEmails']> = {
  mailings?: Resolver<Array<ResolversTypes['UpdateMailing']>, ParentType, ContextType, RequireFields<UpdateEmailsMailingsArgs, 'first'>>;
  recipients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UpdateMailingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateMailing'] = ResolversParentTypes['UpdateMailing']> = {
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UpdateMailingStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  waiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UsageItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UsageItem'] = ResolversParentTypes['UsageItem']> = {
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AdminComment?: AdminCommentResolvers<ContextType>;
  AdminCommentConnection?: AdminCommentConnectionResolvers<ContextType>;
  AdminDedication?: AdminDedicationResolvers<ContextType>;
  AdminDonation?: AdminDonationResolvers<ContextType>;
  AdminDonationConnection?: AdminDonationConnectionResolvers<ContextType>;
  AdminMonthlyDonation?: AdminMonthlyDonationResolvers<ContextType>;
  AdminMonthlyDonationConnection?: AdminMonthlyDonationConnectionResolvers<ContextType>;
  AdsPixel?: AdsPixelResolvers<ContextType>;
  AmountStats?: AmountStatsResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditEntryConnection?: AuditEntryConnectionResolvers<ContextType>;
  BankCheck?: BankCheckResolvers<ContextType>;
  BooksCheck?: BooksCheckResolvers<ContextType>;
  Budget?: BudgetResolvers<ContextType>;
  BudgetLine?: BudgetLineResolvers<ContextType>;
  BudgetUnplanned?: BudgetUnplannedResolvers<ContextType>;
  Campaign?: CampaignResolvers<ContextType>;
  CampaignClosing?: CampaignClosingResolvers<ContextType>;
  CampaignUpdate?: CampaignUpdateResolvers<ContextType>;
  CampaignUpdateConnection?: CampaignUpdateConnectionResolvers<ContextType>;
  ChannelStat?: ChannelStatResolvers<ContextType>;
  CloseCampaignResult?: CloseCampaignResultResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentConnection?: CommentConnectionResolvers<ContextType>;
  ContactAnswer?: ContactAnswerResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  ContactMessageConnection?: ContactMessageConnectionResolvers<ContextType>;
  ContactMessageReceipt?: ContactMessageReceiptResolvers<ContextType>;
  DataRequest?: DataRequestResolvers<ContextType>;
  DataRequestConnection?: DataRequestConnectionResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DayStats?: DayStatsResolvers<ContextType>;
  DonationLimits?: DonationLimitsResolvers<ContextType>;
  DonationOption?: DonationOptionResolvers<ContextType>;
  DonationReceipt?: DonationReceiptResolvers<ContextType>;
  DonationStats?: DonationStatsResolvers<ContextType>;
  DonationStatusInfo?: DonationStatusInfoResolvers<ContextType>;
  DonorDonation?: DonorDonationResolvers<ContextType>;
  DonorReceipt?: DonorReceiptResolvers<ContextType>;
  DonorShare?: DonorShareResolvers<ContextType>;
  Expense?: ExpenseResolvers<ContextType>;
  ExpenseConnection?: ExpenseConnectionResolvers<ContextType>;
  ExpenseProof?: ExpenseProofResolvers<ContextType>;
  ExpenseVersion?: ExpenseVersionResolvers<ContextType>;
  GoalExtension?: GoalExtensionResolvers<ContextType>;
  GoalMilestone?: GoalMilestoneResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  LaunchChecklist?: LaunchChecklistResolvers<ContextType>;
  LaunchChecklistItem?: LaunchChecklistItemResolvers<ContextType>;
  MailDelivery?: MailDeliveryResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  MonthlyAmountChange?: MonthlyAmountChangeResolvers<ContextType>;
  MonthlyDonation?: MonthlyDonationResolvers<ContextType>;
  MonthlyDonationChange?: MonthlyDonationChangeResolvers<ContextType>;
  MonthlyDonationReceipt?: MonthlyDonationReceiptResolvers<ContextType>;
  MonthlyGivingSetup?: MonthlyGivingSetupResolvers<ContextType>;
  MonthlyNextCharge?: MonthlyNextChargeResolvers<ContextType>;
  MonthlyPayment?: MonthlyPaymentResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyPasskey?: MyPasskeyResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  OfficialChannels?: OfficialChannelsResolvers<ContextType>;
  OfficialLink?: OfficialLinkResolvers<ContextType>;
  Organisation?: OrganisationResolvers<ContextType>;
  OutboxMessage?: OutboxMessageResolvers<ContextType>;
  OutboxMessageConnection?: OutboxMessageConnectionResolvers<ContextType>;
  OutsideCorrection?: OutsideCorrectionResolvers<ContextType>;
  OutsideDetails?: OutsideDetailsResolvers<ContextType>;
  OutsideProof?: OutsideProofResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentIssue?: PaymentIssueResolvers<ContextType>;
  PaymentIssueConnection?: PaymentIssueConnectionResolvers<ContextType>;
  PixCharge?: PixChargeResolvers<ContextType>;
  PixHolder?: PixHolderResolvers<ContextType>;
  PixHolderRecord?: PixHolderRecordResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Raffle?: RaffleResolvers<ContextType>;
  Receipt?: ReceiptResolvers<ContextType>;
  ReceiptConnection?: ReceiptConnectionResolvers<ContextType>;
  RecentDonation?: RecentDonationResolvers<ContextType>;
  Refund?: RefundResolvers<ContextType>;
  RefundConnection?: RefundConnectionResolvers<ContextType>;
  Share?: ShareResolvers<ContextType>;
  ShareLinkStat?: ShareLinkStatResolvers<ContextType>;
  SharePreview?: SharePreviewResolvers<ContextType>;
  ShareStats?: ShareStatsResolvers<ContextType>;
  SiteConfig?: SiteConfigResolvers<ContextType>;
  SourceStats?: SourceStatsResolvers<ContextType>;
  StatementImport?: StatementImportResolvers<ContextType>;
  StatementImportConnection?: StatementImportConnectionResolvers<ContextType>;
  StatementLine?: StatementLineResolvers<ContextType>;
  StatementLineConnection?: StatementLineConnectionResolvers<ContextType>;
  StatusStats?: StatusStatsResolvers<ContextType>;
  Story?: StoryResolvers<ContextType>;
  StoryBlock?: StoryBlockResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  TeamSession?: TeamSessionResolvers<ContextType>;
  Tracking?: TrackingResolvers<ContextType>;
  TrustBadge?: TrustBadgeResolvers<ContextType>;
  UpdateEmails?: UpdateEmailsResolvers<ContextType>;
  UpdateMailing?: UpdateMailingResolvers<ContextType>;
  UsageItem?: UsageItemResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  admin?: AdminDirectiveResolver<any, any, ContextType>;
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
};
