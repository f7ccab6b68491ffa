import { join } from 'node:path';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { MongoInstance } from 'mongodb-memory-server';
import { startOfflineMongo, type DatabaseProcessState } from './offline-mongo.js';

export type DatabaseKind = 'external' | 'embedded' | 'offline';

export interface DatabaseServer {
  uri: string;
  kind: DatabaseKind;
  /** Whether the server process this app started is up; an external server is the driver's business. */
  state(): DatabaseProcessState;
  stop(): Promise<void>;
}

interface Options {
  mongodbUri?: string | undefined;
  /** Directory for data that must survive restarts; omit for a throw-away server (tests). */
  dataDir?: string | undefined;
  log: (line: string) => void;
  /** Fixed port for the embedded or offline server (fault tests restart it at the same address); default: any. */
  port?: number;
}

/**
 * Chooses the database as DECISIONS §2 says: MONGODB_URI when set, else an embedded
 * mongod (mongodb-memory-server), else FerretDB built from tools/offline-mongo.
 */
export async function startDatabaseServer(options: Options): Promise<DatabaseServer> {
  if (options.mongodbUri) return { uri: options.mongodbUri, kind: 'external', state: () => 'running', stop: async () => {} };

  try {
    const { MongoBinary, MongoMemoryServer } = await import('mongodb-memory-server');
    // The binary first: where it cannot be downloaded (no internet) this fails with one
    // line below, instead of mongodb-memory-server's warning with a whole stack trace.
    await MongoBinary.getPath();
    const dbPath = options.dataDir ? join(options.dataDir, 'mongodb') : undefined;
    if (dbPath) mkdirSync(dbPath, { recursive: true });
    const server = await MongoMemoryServer.create({
      instance: {
        ...(dbPath ? { dbPath, storageEngine: 'wiredTiger' as const } : {}),
        ...(options.port ? { port: options.port } : {}),
      },
    });
    // mongodb-memory-server does not restart a mongod that died: say so, and liveness fails (an orchestrator restarts the app).
    let state: DatabaseProcessState = 'running';
    let stopping = false;
    server.instanceInfo?.instance.once('instanceClosed' as Parameters<MongoInstance['once']>[0], () => {
      if (stopping) return;
      state = 'failed';
      options.log('embedded mongod exited and is not restarted; the app must be restarted');
    });
    return {
      uri: server.getUri().replace(/\/$/, ''),
      kind: 'embedded',
      state: () => state,
      stop: async () => {
        stopping = true;
        await server.stop({ doCleanup: !dbPath });
      },
    };
  } catch (error) {
    options.log(
      `Embedded mongod is not available (${(error as Error).message.split('\n')[0]!.replace(/,? Details:.*$/, '')}); using the offline server.`,
    );
  }

  const throwAway = !options.dataDir;
  const dataDir = options.dataDir ? join(options.dataDir, 'ferretdb') : join(tmpdir(), `ferretdb-${process.pid}-${Date.now()}`);
  const offline = await startOfflineMongo({ dataDir, log: options.log, ...(options.port ? { port: options.port } : {}) });
  const stop = async () => {
    await offline.stop();
    if (throwAway) rmSync(dataDir, { recursive: true, force: true });
  };
  return { uri: offline.uri, kind: 'offline', state: offline.state, stop };
}
