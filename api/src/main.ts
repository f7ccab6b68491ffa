import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { loadContentFile } from './campaign/content.js';
import { ensureCampaign } from './campaign/service.js';
import { ConfigError, loadConfig } from './config.js';
import { connectDatabase } from './db/connection.js';
import { startDatabaseServer } from './db/database-server.js';
import { ensureIndexes } from './db/indexes.js';
import { createModels } from './db/models.js';
import type { Deps } from './deps.js';
import { createLogger } from './logger.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);

  const content = loadContentFile(config.CONTENT_FILE);
  const database = await startDatabaseServer({
    mongodbUri: config.MONGODB_URI,
    dataDir: config.DATA_DIR,
    log: (line) => logger.info(line),
  });
  logger.info({ kind: database.kind }, `database: ${database.kind === 'external' ? 'MONGODB_URI' : database.kind}`);

  const connection = await connectDatabase(database.uri);
  const models = createModels(connection);
  await ensureIndexes(models);
  const deps: Deps = { config, logger, models, now: () => new Date() };
  await ensureCampaign(deps, content);

  const { app, stop } = await createApp(deps);
  const server = createServer(app);
  server.listen(config.PORT, config.HOST, () => {
    const { port } = server.address() as AddressInfo;
    logger.info(`Campaign site ready at ${config.PUBLIC_URL ?? `http://localhost:${port}`}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    server.close(() => {
      void (async () => {
        await stop();
        await connection.close();
        await database.stop();
        logger.info('stopped');
        process.exit(0);
      })();
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
