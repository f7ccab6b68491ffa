import { Schema, type Connection } from 'mongoose';

/** The home page's lists (cache/feeds.ts): one document per list; apart, so db/models.ts imports no service. */
const feedSchema = new Schema(
  {
    _id: { type: String, required: true },
    items: { type: [Schema.Types.Mixed], default: [] },
    complete: { type: Boolean, default: true },
    /** Moves on every write: a write applies only over the revision it read (compare and set). */
    rev: { type: Number, default: 0 },
  },
  { versionKey: false, minimize: false },
);

export const publicFeedModel = (connection: Connection) => connection.model('PublicFeed', feedSchema, 'publicFeeds');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    PublicFeed: ReturnType<typeof publicFeedModel>;
  }
}
