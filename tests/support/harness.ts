import { randomBytes, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Writable } from 'node:stream';
import type { Connection } from 'mongoose';
import type { Express } from 'express';
import { createApp } from '../../api/src/app.js';
import { loadContentFile, type CampaignContent } from '../../api/src/campaign/content.js';
import { ensureCampaignData } from '../../api/src/first-start.js';
import { loadConfig, type Config } from '../../api/src/config.js';
import { connectDatabase } from '../../api/src/db/connection.js';
import { ensureIndexes } from '../../api/src/app/indexes.js';
import { createModels } from '../../api/src/app/models.js';
import { createDeps, type Deps, type Subscriptions } from '../../api/src/deps.js';
import { createLogger } from '../../api/src/logger.js';
import { appEvents } from '../../api/src/app/events.js';
import { appFeeds } from '../../api/src/app/feeds.js';
import { closeWhenAnswered, createHttpServer } from '../../api/src/http/server.js';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

/**
 * What production refuses to start without (config.ts productionProblems), for a test
 * app that must run as production: the test server's database, a real random key, an
 * SMTP address nothing listens on, and a PIX key that is not the example's.
 */
export function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    MONGODB_URI: testDatabaseUri(),
    CPF_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: 'https://doe.exemplo.org.br',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PIX_KEY: 'contato@amigosdalia.org.br',
    PIX_MERCHANT_NAME: 'Amigos da Lia',
  };
}

export function testDatabaseUri(): string {
  const uri = process.env.TEST_MONGODB_URI;
  if (!uri) throw new Error('TEST_MONGODB_URI is not set: the Jest global setup starts the database');
  return uri;
}

export interface TestApp {
  url: string;
  deps: Deps;
  connection: Connection;
  server: Server;
  /** The Express app the server runs behind the answers given at once (app/at-once.ts). */
  expressApp: Express;
  /** POST /graphql; returns the parsed JSON body and the HTTP status. */
  graphql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: { data?: T; errors?: any[] } }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  content?: (content: CampaignContent) => CampaignContent;
  now?: () => Date;
  /** Opens the connection with the driver's command monitoring, to count commands (db/connection.ts countCommands). */
  monitorCommands?: boolean;
  /** Where the app's log lines go (with LOG_LEVEL in env): a test reading what the app logged. */
  logTo?: Writable;
  /** Another test app's database, joined as a second machine would (kept when this one closes). */
  sameDatabaseAs?: TestApp;
  /** The subscriptions the app publishes to (app/events.ts `appEvents` unless given). */
  events?: Subscriptions;
}

/**
 * The real Express app on a loopback port, over a fresh database on the real
 * MongoDB server: a small named scenario per test file, nothing mocked.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // The public cache is off unless a test asks for it (tests/api/cache.test.ts does):
  // most tests write to the database directly and read the result at once.
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ADMIN_TOKEN,
    PUBLIC_CACHE_TTL_MS: '0',
    ...options.env,
  });
  const shared = options.sameDatabaseAs?.connection.name;
  const connection = await connectDatabase(testDatabaseUri(), shared ?? `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`, {
    monitorCommands: options.monitorCommands ?? false,
  });
  const models = createModels(connection);
  await ensureIndexes(models);
  const deps: Deps = createDeps({
    config,
    logger: createLogger(config, options.logTo),
    models,
    events: options.events ?? appEvents,
    feeds: appFeeds,
    now: options.now,
  });
  const content = loadContentFile();
  await ensureCampaignData(deps, options.content ? options.content(content) : content);
  const { app: expressApp, listener, stop } = await createApp(deps);
  const server = createHttpServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    deps,
    connection,
    server,
    expressApp,
    async graphql(query, variables, headers) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as any };
    },
    async close() {
      await closeWhenAnswered(server);
      await stop();
      if (!shared) await connection.dropDatabase().catch(() => {});
      await connection.close();
    },
  };
}
