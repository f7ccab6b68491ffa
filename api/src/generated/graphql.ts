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

export type AdsPixel = {
  __typename?: 'AdsPixel';
  id: Scalars['String']['output'];
  scriptUrl: Scalars['String']['output'];
};

export type CacheControlScope =
  | 'PRIVATE'
  | 'PUBLIC';

export type Campaign = {
  __typename?: 'Campaign';
  badge: Scalars['String']['output'];
  /** Goal, in reais. */
  goal: Scalars['String']['output'];
  heartsReceived: Scalars['Int']['output'];
  /** True while the page shows example content rather than the organiser's. */
  isExample: Scalars['Boolean']['output'];
  organisation: Organisation;
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

export type Comment = {
  __typename?: 'Comment';
  /** Amount donated, in reais, when known. */
  amount: Maybe<Scalars['String']['output']>;
  /** Picture URL; a default picture served by the app when the supporter has none. */
  avatar: Scalars['String']['output'];
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CommentConnection = {
  __typename?: 'CommentConnection';
  nodes: Array<Comment>;
  pageInfo: PageInfo;
};

export type ContactMessage = {
  __typename?: 'ContactMessage';
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
  /** Amount in reais: "50", "50.00" or "50,00". */
  amount: Scalars['String']['input'];
  campaignid?: InputMaybe<Scalars['String']['input']>;
  cpf?: InputMaybe<Scalars['String']['input']>;
  creative?: InputMaybe<Scalars['String']['input']>;
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
  name: Scalars['String']['input'];
  network?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  placement?: InputMaybe<Scalars['String']['input']>;
  /** Text label of the donation. */
  product?: InputMaybe<Scalars['String']['input']>;
  /** JSON list [{id, title, unitPrice (cents), quantity: 1, tangible: false}]; built by the server when absent. */
  products?: InputMaybe<Scalars['String']['input']>;
  target?: InputMaybe<Scalars['String']['input']>;
  utmCampaign?: InputMaybe<Scalars['String']['input']>;
  utmContent?: InputMaybe<Scalars['String']['input']>;
  utmMedium?: InputMaybe<Scalars['String']['input']>;
  utmSource?: InputMaybe<Scalars['String']['input']>;
  utmTerm?: InputMaybe<Scalars['String']['input']>;
  wbraid?: InputMaybe<Scalars['String']['input']>;
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

export type DonationReceipt = {
  __typename?: 'DonationReceipt';
  id: Scalars['ID']['output'];
};

export type DonationStatus =
  | 'EXPIRED'
  | 'PAID'
  | 'PENDING';

export type DonationStatusInfo = {
  __typename?: 'DonationStatusInfo';
  id: Scalars['ID']['output'];
  paidAt: Maybe<Scalars['DateTime']['output']>;
  status: DonationStatus;
};

export type Image = {
  __typename?: 'Image';
  alt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Records a pending donation. The same idempotencyKey never creates two donations. */
  createDonation: DonationReceipt;
  /** Issues (or returns the still valid) PIX copy-and-paste code of a pending donation. */
  pixCode: PixCharge;
  /** A message from the contact form, kept for the organiser. */
  sendContactMessage: ContactMessageReceipt;
};


export type MutationCreateDonationArgs = {
  input: CreateDonationInput;
};


export type MutationPixCodeArgs = {
  donationId: Scalars['ID']['input'];
};


export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};

export type Organisation = {
  __typename?: 'Organisation';
  cnpj: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** WhatsApp number in international digits, e.g. 5511999999999. */
  whatsapp: Maybe<Scalars['String']['output']>;
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type PixCharge = {
  __typename?: 'PixCharge';
  amount: Scalars['String']['output'];
  donationId: Scalars['ID']['output'];
  expiresAt: Scalars['DateTime']['output'];
  /** PIX copy-and-paste BR Code (EMV MPM). */
  pixCode: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The campaign: live totals and the content the page shows. */
  campaign: Campaign;
  /** Supporters' comments, newest first. Hidden comments never appear. */
  comments: CommentConnection;
  /** Messages from the contact form, newest first. */
  contactMessages: ContactMessageConnection;
  /** The preset amounts, from the campaign's content. */
  donationOptions: Array<DonationOption>;
  /** What the donor's PIX dialog needs to know: the status and, once paid, when. */
  donationStatus: DonationStatusInfo;
  /** Paid donations, newest first, as a donor may see them: first name only, never contact data. */
  recentDonations: Array<RecentDonation>;
  /** What the page needs to know about the site itself (public address, ads pixel). */
  siteConfig: SiteConfig;
};


export type QueryCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryContactMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDonationStatusArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRecentDonationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
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

export type RecentDonation = {
  __typename?: 'RecentDonation';
  amount: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** First name only, or "Doador anônimo". */
  name: Scalars['String']['output'];
  paidAt: Scalars['DateTime']['output'];
};

export type Share = {
  __typename?: 'Share';
  description: Scalars['String']['output'];
  image: Maybe<Image>;
  /** Pre-filled WhatsApp message; the page link is appended. */
  message: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type SiteConfig = {
  __typename?: 'SiteConfig';
  /** Ads pixel, loaded only after marketing consent; null when not configured. */
  adsPixel: Maybe<AdsPixel>;
  /** Absolute address of the site, for share links; null when not configured (the page uses its own). */
  publicUrl: Maybe<Scalars['String']['output']>;
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

export type TrustBadge = {
  __typename?: 'TrustBadge';
  /** One of: pix, lock, shield, verified, star, heart. */
  icon: Scalars['String']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type UsageItem = {
  __typename?: 'UsageItem';
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
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
  AdsPixel: ResolverTypeWrapper<AdsPixel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CacheControlScope: CacheControlScope;
  Campaign: ResolverTypeWrapper<Campaign>;
  Comment: ResolverTypeWrapper<Comment>;
  CommentConnection: ResolverTypeWrapper<CommentConnection>;
  ContactMessage: ResolverTypeWrapper<ContactMessage>;
  ContactMessageConnection: ResolverTypeWrapper<ContactMessageConnection>;
  ContactMessageInput: ContactMessageInput;
  ContactMessageReceipt: ResolverTypeWrapper<ContactMessageReceipt>;
  CreateDonationInput: CreateDonationInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DonationOption: ResolverTypeWrapper<DonationOption>;
  DonationReceipt: ResolverTypeWrapper<DonationReceipt>;
  DonationStatus: DonationStatus;
  DonationStatusInfo: ResolverTypeWrapper<DonationStatusInfo>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Organisation: ResolverTypeWrapper<Organisation>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PixCharge: ResolverTypeWrapper<PixCharge>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Raffle: ResolverTypeWrapper<Raffle>;
  RecentDonation: ResolverTypeWrapper<RecentDonation>;
  Share: ResolverTypeWrapper<Share>;
  SiteConfig: ResolverTypeWrapper<SiteConfig>;
  Story: ResolverTypeWrapper<Story>;
  StoryBlock: ResolverTypeWrapper<StoryBlock>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TrustBadge: ResolverTypeWrapper<TrustBadge>;
  UsageItem: ResolverTypeWrapper<UsageItem>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdsPixel: AdsPixel;
  Boolean: Scalars['Boolean']['output'];
  Campaign: Campaign;
  Comment: Comment;
  CommentConnection: CommentConnection;
  ContactMessage: ContactMessage;
  ContactMessageConnection: ContactMessageConnection;
  ContactMessageInput: ContactMessageInput;
  ContactMessageReceipt: ContactMessageReceipt;
  CreateDonationInput: CreateDonationInput;
  DateTime: Scalars['DateTime']['output'];
  DonationOption: DonationOption;
  DonationReceipt: DonationReceipt;
  DonationStatusInfo: DonationStatusInfo;
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Organisation: Organisation;
  PageInfo: PageInfo;
  PixCharge: PixCharge;
  Query: Record<PropertyKey, never>;
  Raffle: Raffle;
  RecentDonation: RecentDonation;
  Share: Share;
  SiteConfig: SiteConfig;
  Story: Story;
  StoryBlock: StoryBlock;
  String: Scalars['String']['output'];
  TrustBadge: TrustBadge;
  UsageItem: UsageItem;
};

export type AdminDirectiveArgs = { };

export type AdminDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = AdminDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AdsPixelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdsPixel'] = ResolversParentTypes['AdsPixel']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scriptUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CampaignResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Campaign'] = ResolversParentTypes['Campaign']> = {
  badge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  goal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heartsReceived?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isExample?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType>;
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

export type CommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  amount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommentConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentConnection'] = ResolversParentTypes['CommentConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ContactMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = {
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

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

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
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DonationStatusInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DonationStatusInfo'] = ResolversParentTypes['DonationStatusInfo']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DonationStatus'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createDonation?: Resolver<ResolversTypes['DonationReceipt'], ParentType, ContextType, RequireFields<MutationCreateDonationArgs, 'input'>>;
  pixCode?: Resolver<ResolversTypes['PixCharge'], ParentType, ContextType, RequireFields<MutationPixCodeArgs, 'donationId'>>;
  sendContactMessage?: Resolver<ResolversTypes['ContactMessageReceipt'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
};

export type OrganisationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Organisation'] = ResolversParentTypes['Organisation']> = {
  cnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  whatsapp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PixChargeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PixCharge'] = ResolversParentTypes['PixCharge']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  donationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pixCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  campaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType>;
  comments?: Resolver<ResolversTypes['CommentConnection'], ParentType, ContextType, RequireFields<QueryCommentsArgs, 'first'>>;
  contactMessages?: Resolver<ResolversTypes['ContactMessageConnection'], ParentType, ContextType, RequireFields<QueryContactMessagesArgs, 'first'>>;
  donationOptions?: Resolver<Array<ResolversTypes['DonationOption']>, ParentType, ContextType>;
  donationStatus?: Resolver<ResolversTypes['DonationStatusInfo'], ParentType, ContextType, RequireFields<QueryDonationStatusArgs, 'id'>>;
  recentDonations?: Resolver<Array<ResolversTypes['RecentDonation']>, ParentType, ContextType, RequireFields<QueryRecentDonationsArgs, 'limit'>>;
  siteConfig?: Resolver<ResolversTypes['SiteConfig'], ParentType, ContextType>;
};

export type RaffleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Raffle'] = ResolversParentTypes['Raffle']> = {
  drawDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prize?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecentDonationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecentDonation'] = ResolversParentTypes['RecentDonation']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ShareResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Share'] = ResolversParentTypes['Share']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SiteConfig'] = ResolversParentTypes['SiteConfig']> = {
  adsPixel?: Resolver<Maybe<ResolversTypes['AdsPixel']>, ParentType, ContextType>;
  publicUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type TrustBadgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrustBadge'] = ResolversParentTypes['TrustBadge']> = {
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UsageItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UsageItem'] = ResolversParentTypes['UsageItem']> = {
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AdsPixel?: AdsPixelResolvers<ContextType>;
  Campaign?: CampaignResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentConnection?: CommentConnectionResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  ContactMessageConnection?: ContactMessageConnectionResolvers<ContextType>;
  ContactMessageReceipt?: ContactMessageReceiptResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DonationOption?: DonationOptionResolvers<ContextType>;
  DonationReceipt?: DonationReceiptResolvers<ContextType>;
  DonationStatusInfo?: DonationStatusInfoResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Organisation?: OrganisationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PixCharge?: PixChargeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Raffle?: RaffleResolvers<ContextType>;
  RecentDonation?: RecentDonationResolvers<ContextType>;
  Share?: ShareResolvers<ContextType>;
  SiteConfig?: SiteConfigResolvers<ContextType>;
  Story?: StoryResolvers<ContextType>;
  StoryBlock?: StoryBlockResolvers<ContextType>;
  TrustBadge?: TrustBadgeResolvers<ContextType>;
  UsageItem?: UsageItemResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  admin?: AdminDirectiveResolver<any, any, ContextType>;
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
};
