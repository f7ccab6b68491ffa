import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Models } from './db/models.js';

/** What every service needs, passed explicitly so tests build it from real parts. */
export interface Deps {
  config: Config;
  logger: Logger;
  models: Models;
  /** The clock; tests move it instead of waiting. */
  now: () => Date;
  /** This app's in-process state (caches, write queues, clients): one per app, never shared between apps. */
  memory: AppMemory;
  /** Who hears what happens (a donation paid): wired once, in the composition root (app/events.ts). */
  events: Subscriptions;
  /** How each public list is rebuilt from its collection (cache/feeds.ts): declared in the composition root (app/feeds.ts). */
  feeds: FeedSources;
}

/** The public lists kept in one document each (cache/feeds.ts). */
export type FeedId = 'recentDonations' | 'comments';

export interface FeedItem {
  /** The donation's (or comment's) _id, as hex. */
  id: string;
  /** What the list is sorted by, newest first (then by id). */
  at: Date;
  [field: string]: unknown;
}

/**
 * How each feed is rebuilt from its collection: every entry, streamed in any order (the
 * newest FEED_SIZE + 1 are kept as they pass). A sorted query would be an index walk on
 * MongoDB but a sort of the whole collection on FerretDB v1, which can outlast the socket
 * timeout; a rebuild is rare (the first read after an upgrade, `npm run stats:rebuild`).
 */
export type FeedSources = Record<FeedId, (deps: Deps) => AsyncIterable<FeedItem>>;

/**
 * Something that happens, declared by the domain that makes it happen (`donationPaid`,
 * donations/paid.ts), with what it carries. The publisher names no subscriber: each domain's
 * effect is subscribed in the composition root, so the publisher imports none of them.
 */
export interface EventKind<E> {
  readonly name: string;
  /** Only carries the event's type. */
  readonly _event?: E;
}

export const eventKind = <E>(name: string): EventKind<E> => ({ name });

/** A subscriber reads the event as published: it is frozen, so no subscriber hands another anything through it. */
export type Subscriber<E> = (deps: Deps, event: Readonly<E>) => Promise<void>;

/**
 * The subscribers of each kind. Each is independent of the others: the event is complete and
 * frozen when published, so their order is not a contract (`reversed()` lets a test show it).
 * `after` subscribers run once every `on` subscriber has written: what reads all their writes
 * (the public pages' caches retired) waits for them. A subscriber that throws stops the rest and
 * fails the publish: the publisher's own recovery publishes again, so every subscriber is idempotent.
 */
export class Subscriptions {
  private readonly byKind = new Map<EventKind<unknown>, Subscriber<unknown>[]>();
  private readonly afterKind = new Map<EventKind<unknown>, Subscriber<unknown>[]>();

  on<E>(kind: EventKind<E>, subscriber: Subscriber<E>): this {
    this.byKind.set(kind, [...(this.byKind.get(kind) ?? []), subscriber as Subscriber<unknown>]);
    return this;
  }

  after<E>(kind: EventKind<E>, subscriber: Subscriber<E>): this {
    this.afterKind.set(kind, [...(this.afterKind.get(kind) ?? []), subscriber as Subscriber<unknown>]);
    return this;
  }

  async publish<E>(deps: Deps, kind: EventKind<E>, event: E): Promise<void> {
    const published = Object.freeze({ ...event });
    for (const subscriber of this.byKind.get(kind) ?? []) await subscriber(deps, published);
    for (const subscriber of this.afterKind.get(kind) ?? []) await subscriber(deps, published);
  }

  /** The same subscriptions with each kind's `on` subscribers in the opposite order. */
  reversed(): Subscriptions {
    const copy = new Subscriptions();
    for (const [kind, subscribers] of this.byKind) copy.byKind.set(kind, [...subscribers].reverse());
    for (const [kind, subscribers] of this.afterKind) copy.afterKind.set(kind, [...subscribers]);
    return copy;
  }
}

/**
 * One piece of an app's in-process state, declared by the module that owns it and
 * made on first use. Two apps in one process (the two-instance tests) each get
 * their own, as two servers would; nothing outlives the app's `Deps`.
 */
export interface MemorySlot<T> {
  readonly name: string;
  readonly create: (config: Config) => T;
}

export function memorySlot<T>(name: string, create: (config: Config) => T): MemorySlot<T> {
  return { name, create };
}

export class AppMemory {
  private readonly values = new Map<MemorySlot<unknown>, unknown>();

  constructor(private readonly config: Config) {}

  get<T>(slot: MemorySlot<T>): T {
    if (!this.values.has(slot)) this.values.set(slot, slot.create(this.config));
    return this.values.get(slot) as T;
  }

  /** Drops a slot's value (a closed connection pool); the next `get` makes a new one. */
  forget(slot: MemorySlot<unknown>): void {
    this.values.delete(slot);
  }
}

/** Deps for one app: its own memory, the real clock unless a test moves it. */
export function createDeps(parts: Omit<Deps, 'memory' | 'now'> & { now?: () => Date }): Deps {
  return { ...parts, now: parts.now ?? (() => new Date()), memory: new AppMemory(parts.config) };
}
