import { Schema, type Connection } from 'mongoose';

/**
 * The organiser's statistics, kept as they happen: one small document per São Paulo day
 * of creation × utmSource × utmCampaign × amount, holding how many donations of that
 * bucket are in each status and their sum. Every change of a donation's status moves
 * one bucket with an atomic `$inc` (`moveStats`), so `donationStats` reads a few hundred
 * buckets however many donations there are. `rebuildStatsBuckets` recounts them from the
 * donations and says whether they matched (`npm run stats:rebuild`).
 */
const statsBucketSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** YYYY-MM-DD, São Paulo time, of the donations' creation. */
    day: { type: String, required: true },
    utmSource: { type: String, default: null },
    utmCampaign: { type: String, default: null },
    amountCents: { type: Number, required: true },
    /** Donations of the bucket per status, e.g. `{pending: 3, paid: 2, expired: 1}`; a status absent counts 0. */
    count: { type: Schema.Types.Mixed, default: () => ({}) },
    /** Their sum in cents per status. */
    cents: { type: Schema.Types.Mixed, default: () => ({}) },
    /** How many of them were given a PIX code (the first step of paying), and how many of those were paid. */
    issued: { type: Number, default: 0 },
    issuedPaid: { type: Number, default: 0 },
  },
  { versionKey: false, minimize: false },
);

export interface StatsBucketDocument {
  _id: string;
  day: string;
  utmSource: string | null;
  utmCampaign: string | null;
  amountCents: number;
  count: Record<string, number>;
  cents: Record<string, number>;
  issued?: number;
  issuedPaid?: number;
}

export const statsBucketModel = (connection: Connection) => connection.model('StatsBucket', statsBucketSchema, 'statsBuckets');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    StatsBucket: ReturnType<typeof statsBucketModel>;
  }
}
