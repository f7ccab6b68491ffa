import type { FeedSources } from '../deps.js';
import { commentsFeedSource } from '../comments/service.js';
import { recentDonationsFeedSource } from '../donations/service.js';

/**
 * Where each public list kept in one document (cache/feeds.ts) is rebuilt from, in the
 * composition root beside the events: the cache names no domain, and no domain module
 * registers anything when it is imported.
 */
export const appFeeds: FeedSources = {
  recentDonations: recentDonationsFeedSource,
  comments: commentsFeedSource,
};
