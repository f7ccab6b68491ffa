import mongoose, { type Connection } from 'mongoose';
import type { Logger } from 'pino';

export const DEFAULT_DB_NAME = 'campanha';

/** The database named in the URI's path, or the default one. */
export function databaseNameOf(uri: string): string {
  const match = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(uri);
  return match?.[1] ? decodeURIComponent(match[1]) : DEFAULT_DB_NAME;
}

const CONNECTION_OPTIONS = {
  bufferCommands: false,
  autoIndex: false,
  serverSelectionTimeoutMS: 3000,
  // A socket that stalls without closing (a proxy or network that drops packets) fails the
  // operation as a network error (503) instead of holding the request forever. Longer than
  // any single read or write this app makes, cursor batches included.
  socketTimeoutMS: 15_000,
} as const;

/**
 * Opens a connection with no command buffering, so a lost database makes requests
 * fail fast (SERVICE_UNAVAILABLE) instead of hanging behind a queue.
 */
export async function connectDatabase(
  uri: string,
  dbName = databaseNameOf(uri),
  options: { monitorCommands?: boolean } = {},
): Promise<Connection> {
  const connection = mongoose.createConnection(uri, { ...CONNECTION_OPTIONS, dbName, ...options });
  await connection.asPromise();
  return connection;
}

/** Commands counted on a connection opened with `monitorCommands: true`, by name (find, aggregate, getMore...). */
export interface CommandCounter {
  total(): number;
  byName(): Record<string, number>;
  /** Every command in the order sent, with the collection it names (`npm run bench:commands` prints them). */
  sent(): SentCommand[];
  reset(): void;
  stop(): void;
}

export interface SentCommand {
  name: string;
  /** The collection the command names ('' for a command on the database, such as `ping`). */
  collection: string;
}

/** The collection a command names: the value of its first field for find/update/…, `collection` for getMore. */
function collectionOf(event: { commandName: string; command: Record<string, unknown> }): string {
  const named = event.commandName === 'getMore' ? event.command.collection : event.command[event.commandName];
  return typeof named === 'string' ? named : '';
}

/**
 * Counts every command the driver sends (`commandStarted`), as the server receives them:
 * what an operation costs in database round trips, the same on any MongoDB-compatible
 * server (`npm run bench`, tests/api/commands-per-operation.test.ts).
 */
export function countCommands(connection: Connection): CommandCounter {
  let sent: SentCommand[] = [];
  const onStarted = (event: { commandName: string; command: Record<string, unknown> }) => {
    sent.push({ name: event.commandName, collection: collectionOf(event) });
  };
  const client = connection.getClient();
  client.on('commandStarted', onStarted);
  return {
    total: () => sent.length,
    byName: () => {
      const counts: Record<string, number> = {};
      for (const { name } of sent) counts[name] = (counts[name] ?? 0) + 1;
      return counts;
    },
    sent: () => [...sent],
    reset: () => void (sent = []),
    stop: () => void client.off('commandStarted', onStarted),
  };
}

/** The URI without credentials, for logs. */
export function redactUri(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//[redacted]@');
}

type Readiness = 'starting' | 'ready' | 'draining';
// eslint-disable-next-line no-restricted-syntax -- the connection's own lifecycle, set before any app exists
const readinessOf = new WeakMap<Connection, Readiness>();

/**
 * Whether this instance should get traffic: connected, startup tasks done, not
 * shutting down. A connection opened by connectDatabase (tests) is ready when connected.
 */
export function isDatabaseReady(connection: Connection): boolean {
  const readiness = readinessOf.get(connection) ?? 'ready';
  return readiness === 'ready' && connection.readyState === 1;
}

/** Marks the instance as shutting down, so /readyz sends the load balancer elsewhere while requests drain. */
export function markDraining(connection: Connection): void {
  readinessOf.set(connection, 'draining');
}

export interface DatabaseLink {
  connection: Connection;
  /** Resolves once connected and the startup tasks have run; rejects only if closed first. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface RetryOptions {
  dbName?: string;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Runs after each successful connection until it succeeds once (indexes, campaign document). */
  onConnected: (connection: Connection) => Promise<void>;
  minDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Connects in the background and keeps trying until the database answers, so the
 * HTTP server can listen at once (with /readyz 503) instead of dying when the
 * database is late. After the first connection the driver reconnects by itself;
 * meanwhile requests fail fast with SERVICE_UNAVAILABLE (no command buffering).
 */
export function connectWithRetry(uri: string, options: RetryOptions): DatabaseLink {
  const { log, minDelayMs = 500, maxDelayMs = 10_000 } = options;
  const connection = mongoose.createConnection();
  readinessOf.set(connection, 'starting');
  let closed = false;
  let wake: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const where = redactUri(uri);
  const ready = (async () => {
    for (let attempt = 1, delay = minDelayMs; ; attempt++, delay = Math.min(delay * 2, maxDelayMs)) {
      if (closed) throw new Error('database link closed before it was ready');
      try {
        if (connection.readyState !== 1)
          await connection.openUri(uri, { ...CONNECTION_OPTIONS, dbName: options.dbName ?? databaseNameOf(uri) });
        await options.onConnected(connection);
        if (readinessOf.get(connection) === 'starting') readinessOf.set(connection, 'ready');
        log.info({ attempt }, `database connected (${where})`);
        return;
      } catch (error) {
        // Closing, not the failed attempt, is why the wait ends: the attempt's error is no cause of this one.
        // eslint-disable-next-line preserve-caught-error
        if (closed) throw new Error('database link closed before it was ready');
        const reason = error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error);
        log.warn({ attempt, retryInMs: delay }, `database not reachable at ${where} (${reason}); retrying in ${delay} ms`);
        await sleep(delay);
      }
    }
  })();
  // A caller that never awaits `ready` must not crash the process on close.
  ready.catch(() => {});

  connection.on('disconnected', () => {
    if (!closed && readinessOf.get(connection) === 'ready')
      log.warn(`database connection lost (${where}); answering 503 until it returns`);
  });
  connection.on('reconnected', () => log.info(`database connection back (${where})`));

  return {
    connection,
    ready,
    async close() {
      closed = true;
      wake?.();
      await connection.close().catch(() => {});
    },
  };
}
