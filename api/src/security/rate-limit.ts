/**
 * Rate limits per client IP and action, counted in MongoDB so that every server
 * instance behind a load balancer shares the same counters.
 *
 * How to use it (donations, PIX, contact, admin):
 *
 *   import { consumeRateLimit } from '../security/rate-limit.js';
 *   await consumeRateLimit(deps, 'sendContactMessage', context.clientIp); // or clientIpOf(req) in REST
 *
 * It throws `AppError('RATE_LIMITED', …, { retryAfterSeconds })` once the client has
 * used up its window; REST answers 429 with `Retry-After`, GraphQL gives the error
 * extension `retryAfterSeconds` and the HTTP `Retry-After` header. Call it before
 * any write, so that a refused call changes nothing.
 *
 * For admin authentication (security/admin-auth.ts): `consumeRateLimit(deps,
 * 'adminAuthFailure', ip)` after each wrong token only, so the right token is never
 * refused. For limits on what was created rather than attempted (donations):
 * `reserveRateLimit`, and release the reservation when the call created nothing.
 *
 * Fixed windows: one document per client, action and window, whose `_id` is
 * `${action}:${client}:${windowStartMs}`, moved with one atomic upsert `$inc` on that
 * `_id`: the lookup is the primary key (a query on another field scans the collection
 * on FerretDB v1) and the `_id`'s uniqueness keeps concurrent first calls to one
 * document. FerretDB has no TTL indexes, so old windows are deleted periodically
 * (startRateLimitSweeper).
 */
import type { Config } from '../config.js';
import type { Deps } from '../deps.js';
import { isDuplicateKeyError } from '../db/ids.js';
import { AppError } from '../errors.js';

export type RateLimitAction =
  | 'createDonation'
  | 'pixCode'
  | 'sendContactMessage'
  | 'adminAuthFailure'
  | 'myDonationsLink'
  | 'myDonationsLinkEmail'
  | 'panelSignInLinkEmail';

export interface RateLimit {
  /** Calls allowed per window and client. */
  max: number;
  windowSeconds: number;
}

/**
 * Production defaults. Generous enough for a family sharing one address, or a few
 * phones behind the same mobile carrier NAT, and far below what a script needs to
 * flood the campaign with fake pending donations.
 */
export const DEFAULT_RATE_LIMITS: Record<RateLimitAction, RateLimit> = {
  createDonation: { max: 30, windowSeconds: 600 },
  pixCode: { max: 60, windowSeconds: 600 },
  sendContactMessage: { max: 5, windowSeconds: 600 },
  adminAuthFailure: { max: 10, windowSeconds: 900 },
  // "Minhas doações": a person asks once or twice; a script trying addresses, or mail-bombing one, is stopped.
  myDonationsLink: { max: 10, windowSeconds: 600 },
  /** Per address (counted under its hash), whatever the client: no inbox is sent more than this many links an hour. */
  myDonationsLinkEmail: { max: 3, windowSeconds: 3600 },
  /** The panel's "Entrar com e-mail", per client and address: a person asks a few times; past it, nothing more is sent to that client's asking. */
  panelSignInLinkEmail: { max: 5, windowSeconds: 3600 },
};

/** The environment variable that overrides each action's limit, as "max/windowSeconds". */
export const RATE_LIMIT_ENV: Record<RateLimitAction, keyof Config> = {
  createDonation: 'RATE_LIMIT_CREATE_DONATION',
  pixCode: 'RATE_LIMIT_PIX_CODE',
  sendContactMessage: 'RATE_LIMIT_CONTACT',
  adminAuthFailure: 'RATE_LIMIT_ADMIN_AUTH',
  myDonationsLink: 'RATE_LIMIT_MY_DONATIONS',
  myDonationsLinkEmail: 'RATE_LIMIT_MY_DONATIONS_EMAIL',
  panelSignInLinkEmail: 'RATE_LIMIT_PANEL_LINK_EMAIL',
};

/**
 * Tests run many calls from 127.0.0.1 against one database; without an explicit
 * setting they get limits a thousand times higher, so only the tests about rate
 * limits (which set them) ever meet one.
 */
const TEST_MODE_FACTOR = 1000;

export function rateLimitOf(config: Config, action: RateLimitAction): RateLimit {
  const configured = config[RATE_LIMIT_ENV[action]] as RateLimit | undefined;
  if (configured) return configured;
  const limit = DEFAULT_RATE_LIMITS[action];
  return config.NODE_ENV === 'test' ? { ...limit, max: limit.max * TEST_MODE_FACTOR } : limit;
}

/**
 * The client a limit applies to. IPv4-mapped IPv6 addresses count as their IPv4
 * address; other IPv6 addresses count by /64, since one subscriber usually gets a
 * whole /64 and could otherwise rotate addresses for free.
 */
export function rateLimitClientOf(clientIp: string): string {
  const ip = clientIp.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const groups = expandIpv6(ip.split('%')[0]!);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip;
}

function expandIpv6(ip: string): string[] | undefined {
  const halves = ip.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return undefined;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}

interface Window {
  _id: string;
  key: string;
  windowStart: Date;
  retryAfterSeconds: number;
}

function windowOf(deps: Deps, action: RateLimitAction, clientIp: string, limit: RateLimit): Window {
  const now = deps.now().getTime();
  const windowMs = limit.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const key = `${action}:${rateLimitClientOf(clientIp)}`;
  return {
    _id: `${key}:${start}`,
    key,
    windowStart: new Date(start),
    retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)),
  };
}

const MESSAGES: Record<RateLimitAction, string> = {
  createDonation: 'Muitas doações seguidas a partir deste endereço. Aguarde alguns minutos e tente novamente.',
  pixCode: 'Muitos pedidos de código PIX seguidos. Aguarde alguns minutos e tente novamente.',
  sendContactMessage: 'Muitas mensagens seguidas. Aguarde alguns minutos e tente novamente.',
  adminAuthFailure: 'Muitas tentativas de acesso com token inválido. Aguarde alguns minutos.',
  myDonationsLink: 'Muitos pedidos seguidos a partir desta conexão. Aguarde alguns minutos e tente novamente.',
  // Never shown: past this limit the request is answered as any other and sends nothing (my-donations/service.ts).
  myDonationsLinkEmail:
    'Muitos pedidos para este e-mail na última hora. Confira a caixa de entrada e o spam, ou tente mais tarde.',
  // Never shown either: past it the panel's "Entrar com e-mail" answers as always and sends nothing (team/service.ts).
  panelSignInLinkEmail: 'Muitos links pedidos para este e-mail na última hora. Confira a caixa de entrada e o spam.',
};

const limited = (action: RateLimitAction, window: Window) =>
  new AppError('RATE_LIMITED', MESSAGES[action], { retryAfterSeconds: window.retryAfterSeconds });

/** Counts one call; throws RATE_LIMITED when it goes over the client's limit for the window. */
export async function consumeRateLimit(deps: Deps, action: RateLimitAction, clientIp: string): Promise<void> {
  const limit = rateLimitOf(deps.config, action);
  const window = windowOf(deps, action, clientIp, limit);
  const counted = await incrementWindow(deps, window);
  if (counted && counted.count > limit.max) throw limited(action, window);
}

async function incrementWindow(deps: Deps, window: Window): Promise<{ count: number } | null> {
  const increment = () =>
    deps.models.RateLimitWindow.findOneAndUpdate(
      { _id: window._id },
      { $inc: { count: 1 }, $setOnInsert: { key: window.key, windowStart: window.windowStart } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
  try {
    return await increment();
  } catch (error) {
    // Two first calls of a window raced to insert it; the loser's retry is a plain $inc.
    if (!isDuplicateKeyError(error)) throw error;
    return await increment();
  }
}

/** A call counted by reserveRateLimit that may still turn out not to count. */
export interface RateLimitReservation {
  /** Gives the call back: it did not do what the limit counts (a replay, a failed write). */
  release(): Promise<void>;
}

/**
 * Counts one call like consumeRateLimit, for limits on outcomes rather than attempts:
 * a refused call is given back at once (it created nothing), and the caller releases
 * the returned reservation when the call ends up creating nothing either. Counting
 * first and giving back keeps the limit exact under concurrency, where checking the
 * count before the write would let a burst through.
 */
export async function reserveRateLimit(deps: Deps, action: RateLimitAction, clientIp: string): Promise<RateLimitReservation> {
  const limit = rateLimitOf(deps.config, action);
  const window = windowOf(deps, action, clientIp, limit);
  const release = async () => {
    await deps.models.RateLimitWindow.updateOne({ _id: window._id }, { $inc: { count: -1 } });
  };
  const counted = await incrementWindow(deps, window);
  if (counted && counted.count > limit.max) {
    await release();
    throw limited(action, window);
  }
  return { release };
}

/** Throws RATE_LIMITED when the client has already used up its window, without counting a call. */
export async function assertNotRateLimited(deps: Deps, action: RateLimitAction, clientIp: string): Promise<void> {
  const limit = rateLimitOf(deps.config, action);
  const window = windowOf(deps, action, clientIp, limit);
  const current = await deps.models.RateLimitWindow.findById(window._id).lean();
  if (current && current.count >= limit.max) throw limited(action, window);
}

const LONGEST_WINDOW_SLACK_MS = 60_000;

/** Deletes windows that have ended; returns how many. */
export async function deleteEndedRateLimitWindows(deps: Deps): Promise<number> {
  const longest = Math.max(
    ...(Object.keys(DEFAULT_RATE_LIMITS) as RateLimitAction[]).map((action) => rateLimitOf(deps.config, action).windowSeconds),
  );
  const before = new Date(deps.now().getTime() - longest * 1000 - LONGEST_WINDOW_SLACK_MS);
  const result = await deps.models.RateLimitWindow.deleteMany({ windowStart: { $lt: before } });
  return result.deletedCount;
}

export const RATE_LIMIT_SWEEP_INTERVAL_MS = 5 * 60_000;

/** Deletes ended windows every few minutes (no TTL index on FerretDB); returns a stop function. */
export function startRateLimitSweeper(deps: Deps, intervalMs = RATE_LIMIT_SWEEP_INTERVAL_MS): () => void {
  const timer = setInterval(() => {
    deleteEndedRateLimitWindows(deps).catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'could not delete ended rate-limit windows; will retry'),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
