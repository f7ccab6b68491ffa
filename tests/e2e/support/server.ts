import { randomUUID } from 'node:crypto';
import { startBuiltServer } from '../../support/built-server.js';
import { testDatabaseUri } from '../../support/harness.js';

export interface RunningSite {
  url: string;
  mongodbUri: string;
  dbName: string;
  stop(): Promise<void>;
}

/** Runs the built server (`dist/server/api/src/main.js`) as `npm start` would, on its own database. */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const dbName = `e2e_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const mongodbUri = `${testDatabaseUri()}/${dbName}`;
  const server = await startBuiltServer({ NODE_ENV: 'test', MONGODB_URI: mongodbUri, ...env });
  return { url: server.url, mongodbUri, dbName, stop: server.stop };
}
