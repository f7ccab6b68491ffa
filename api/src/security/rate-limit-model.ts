import { Schema, type Connection } from 'mongoose';

/** One client's count of one action in one window (security/rate-limit.ts). */
const rateLimitSchema = new Schema(
  {
    /** `${action}:${client}:${windowStart in ms}` (windowOf). */
    _id: { type: String, required: true },
    /** `${action}:${client}`, for the organiser's and the tests' eyes. */
    key: { type: String, required: true },
    windowStart: { type: Date, required: true },
    count: { type: Number, required: true, default: 0 },
  },
  { versionKey: false },
);
// The sweep's range query; the counters themselves are found by _id.
rateLimitSchema.index({ windowStart: 1 });

/**
 * A new collection name for the `_id`-keyed windows: the earlier `rate_limits` kept
 * ObjectId ids under a unique {key, windowStart} index, which the new documents would
 * collide with during a deploy. Switching only restarts the counters' current window;
 * the old collection can be dropped.
 */
export const rateLimitModel = (connection: Connection) =>
  connection.model('RateLimitWindow', rateLimitSchema, 'rateLimitWindows');

/** Its collections in `deps.models` (db/models.ts), bound to a connection in app/models.ts. */
declare module '../db/models.js' {
  interface Models {
    RateLimitWindow: ReturnType<typeof rateLimitModel>;
  }
}
