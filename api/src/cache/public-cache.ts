import { memorySlot, type Deps } from '../deps.js';

/** Responses kept at most, whatever the variety of queries a crowd (or an attacker) sends. */
export const MAX_CACHED_RESPONSES = 500;
/** Read results kept at most (pages of comments, recent donations, donation statuses...). */
export const MAX_CACHED_VALUES = 1000;

interface Remembered {
  value: Promise<unknown>;
  version: number;
  expiresAt: number;
}

export interface CachedResponse {
  body: Buffer;
  headers: Record<string, string>;
  version: number;
  expiresAt: number;
}

/**
 * What anyone may read, kept in this process for a short while so that a crowd of
 * visitors costs one database read per PUBLIC_CACHE_TTL_MS, not one per request.
 * Invalidating bumps the version, which retires every entry at once; another
 * instance's changes show up when the entries expire.
 */
export class PublicCache {
  private version = 0;
  private readonly values = new Map<string, Remembered>();
  private readonly responses = new Map<string, CachedResponse>();
  /** Loads under way when nothing is kept (TTL 0): concurrent callers still share them. */
  private readonly inFlight = new Map<string, { value: Promise<unknown>; version: number }>();

  constructor(readonly ttlMs: number) {}

  get currentVersion(): number {
    return this.version;
  }

  /** Drops everything; the next read goes to the database. */
  invalidate(): void {
    this.version++;
    this.values.clear();
    this.responses.clear();
    // A load started before the change may return the old data: later callers start their own.
    this.inFlight.clear();
  }

  /**
   * `load()`'s result, shared by every caller until it expires or the cache is
   * invalidated. Concurrent callers share one load, so an expiry under load costs
   * one query, not one per waiting request.
   */
  remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return this.singleFlight(key, load);
    const now = performance.now();
    const entry = this.values.get(key);
    if (entry && entry.version === this.version && now < entry.expiresAt) return entry.value as Promise<T>;
    const value = load();
    this.values.delete(key);
    if (this.values.size >= MAX_CACHED_VALUES) this.values.delete(this.values.keys().next().value!);
    this.values.set(key, { value, version: this.version, expiresAt: now + this.ttlMs });
    // A failed load is not remembered: the next caller tries again.
    value.catch(() => {
      if (this.values.get(key)?.value === value) this.values.delete(key);
    });
    return value;
  }

  /** `load()`'s result shared by the callers that ask while it runs, and forgotten once it settles. */
  singleFlight<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running && running.version === this.version) return running.value as Promise<T>;
    const value = load();
    const entry = { value, version: this.version };
    this.inFlight.set(key, entry);
    const forget = () => {
      if (this.inFlight.get(key) === entry) this.inFlight.delete(key);
    };
    value.then(forget, forget);
    return value;
  }

  response(key: string): CachedResponse | undefined {
    const entry = this.responses.get(key);
    if (!entry) return undefined;
    if (entry.version === this.version && performance.now() < entry.expiresAt) return entry;
    this.responses.delete(key);
    return undefined;
  }

  /**
   * Keeps a response computed from data read at `version`; one computed before an
   * invalidation is dropped, as it may show the old totals.
   */
  storeResponse(
    key: string,
    response: { body: Buffer; headers: Record<string, string> },
    version: number,
    maxAgeMs: number,
  ): void {
    const lifetime = Math.min(this.ttlMs, maxAgeMs);
    if (lifetime <= 0 || version !== this.version) return;
    if (this.responses.size >= MAX_CACHED_RESPONSES) this.responses.delete(this.responses.keys().next().value!);
    this.responses.set(key, { ...response, version, expiresAt: performance.now() + lifetime });
  }
}

const publicCache = memorySlot('public cache', (config) => new PublicCache(config.PUBLIC_CACHE_TTL_MS));

export function publicCacheOf(deps: Deps): PublicCache {
  return deps.memory.get(publicCache);
}

/** What a visitor can see changed: the live totals, the published comments, or the organiser's content. */
export type PublicChange = 'totals' | 'comments' | 'content';

/**
 * The one way to retire cached public answers: the service that changed what a visitor
 * sees says so, right after the write. Every change retires every entry: they are few
 * and cheap to recompute, and the page state mixes them all. Other instances see the
 * change when their entries expire (PUBLIC_CACHE_TTL_MS).
 */
export function publicDataChanged(deps: Deps, _change: PublicChange): void {
  publicCacheOf(deps).invalidate();
}

/**
 * Every public read goes through here: concurrent misses of one key share one database
 * read (single flight), and the result is kept for PUBLIC_CACHE_TTL_MS unless `keep` is false. The key must
 * name the read and every argument that changes its result.
 */
export function publicRead<T>(deps: Deps, key: string, load: () => Promise<T>, options: { keep?: boolean } = {}): Promise<T> {
  const cache = publicCacheOf(deps);
  // keep: false for what must never be served old (a donor waiting for "paid"): shared while it runs, then read again.
  return options.keep === false ? cache.singleFlight(key, load) : cache.remember(key, load);
}
