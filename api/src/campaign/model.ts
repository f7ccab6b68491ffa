import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { invalidatePublicCacheOf } from '../cache/public-cache.js';

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
    heartsReceived: { type: Number, required: true, default: 0 },
    /** The organiser's content (campaign/content.ts), validated before it is stored. */
    content: { type: Schema.Types.Mixed, required: true },
  },
  { timestamps: true, versionKey: false, minimize: false },
);

// Any write to the campaign (a payment's $inc, edited content) retires this process's
// public cache at once, whichever service made it.
campaignSchema.post(['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne'], function () {
  invalidatePublicCacheOf(this.model.db);
});
campaignSchema.post('save', function () {
  invalidatePublicCacheOf(this.db);
});

export type CampaignDocument = InferSchemaType<typeof campaignSchema>;

export const campaignModel = (connection: Connection) => connection.model('Campaign', campaignSchema, 'campaigns');
