import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/** The one campaign this site raises money for. */
export const CAMPAIGN_ID = 'main';

const campaignSchema = new Schema(
  {
    _id: { type: String, default: CAMPAIGN_ID },
    /** Baseline plus every paid donation; moved only with atomic $inc. */
    raisedCents: { type: Number, required: true, default: 0 },
    supportersCount: { type: Number, required: true, default: 0 },
    /** Donations whose payment was added to the totals recently: makes that $inc idempotent (payments/service.ts). */
    appliedDonationIds: { type: [String], default: [] },
    /** Refunds already taken off the totals: makes that $inc idempotent (campaign/totals.ts, takeRefundOffTotals). */
    appliedRefundIds: { type: [String], default: [] },
    heartsReceived: { type: Number, required: true, default: 0 },
    /** What the public ledger shows besides its page of donations, kept current (transparency/ledger-store.ts). */
    ledger: { type: Schema.Types.Mixed },
    /** Monthly giving (monthly/setup.ts): offered to donors when on; the retry policy of the recurrences set up from now on. */
    monthlyGiving: {
      enabled: { type: Boolean, default: false },
      retryPolicy: { type: String, enum: ['NAO_PERMITE', 'PERMITE_3R_7D'], default: 'PERMITE_3R_7D' },
    },
    /** Dedications ("em homenagem a" / "em memória de", rules/dedication.ts): offered unless the organiser turned them off. */
    dedications: {
      enabled: { type: Boolean, default: true },
    },
    /** Each stretch goal ("meta estendida", campaign/goal.ts), oldest first: the goal it replaced, the new one, why. */
    goalExtensions: {
      type: [new Schema({ previousGoalCents: Number, goalCents: Number, reason: String, at: Date }, { _id: false })],
      default: [],
    },
    /** Set once when the organiser closes the campaign (campaign/goal.ts): donations stop, the page becomes the record. */
    closing: {
      type: new Schema({ at: Date, message: String, surplusText: String }, { _id: false }),
      default: null,
    },
    /** "<goalCents>:<percent>" of each milestone recorded: makes that $push idempotent (campaign/goal.ts). */
    passedMilestoneKeys: { type: [String], default: [] },
    /** When each milestone of a goal was passed; `at` null when it was already passed as the goal was set. */
    milestones: {
      type: [new Schema({ percent: Number, goalCents: Number, at: Date }, { _id: false })],
      default: [],
    },
    /** The official profiles and who organises for whom (campaign/official-channels.ts); apart from `content`, which updateCampaign replaces whole. */
    officialChannels: { type: Schema.Types.Mixed, default: null },
    /** The organiser's content (campaign/content.ts), validated before it is stored. */
    content: { type: Schema.Types.Mixed, required: true },
  },
  { timestamps: true, versionKey: false, minimize: false },
);

export type CampaignDocument = InferSchemaType<typeof campaignSchema>;

export const campaignModel = (connection: Connection) => connection.model('Campaign', campaignSchema, 'campaigns');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    Campaign: ReturnType<typeof campaignModel>;
  }
}
