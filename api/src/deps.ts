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
