import type { AddressInfo } from 'node:net';
import { setUpAdminToken, welcomeMessage, type AdminTokenSetup } from './panel/development-token.js';
import { createApp } from './app.js';
import { loadContentFile, type CampaignContent } from './campaign/content.js';
import { ensureCampaignData } from './first-start.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { connectWithRetry, markDraining } from './db/connection.js';
import { startDatabaseServer } from './db/database-server.js';
import { ensureIndexes } from './app/indexes.js';
import { createModels } from './app/models.js';
import { createDeps, type Deps } from './deps.js';
import { createProcessLogger, routeConsoleTo, writeFatalLine } from './logger.js';
import { startOutboxSender } from './mail/sender.js';
import { startJobs } from './app/jobs.js';
import { boundHeapGrowth } from './app/heap.js';
import { servedApp } from './app/listener.js';
import { closeWhenAnswered, createHttpServer } from './http/server.js';
import type { PeriodicJobs } from './periodic.js';
import { apiPixSettingsFrom } from './pix/api-pix/client.js';
import { startRateLimitSweeper } from './security/rate-limit.js';
import { appEvents } from './app/events.js';
import { appFeeds } from './app/feeds.js';

/**
 * How long SIGTERM waits for in-flight requests before cutting what is left; below
 * the usual 30 s a container orchestrator gives before SIGKILL.
 */
export const SHUTDOWN_GRACE_MS = 25_000;
/**
 * After the grace period, how long closing the rest may take before the process exits
 * anyway. SHUTDOWN_DELAY_SECONDS comes before all this: the orchestrator's stop timeout
 * must exceed delay + grace + cleanup (compose.yaml's stop_grace_period).
 */
const SHUTDOWN_CLEANUP_MS = 4_000;

/** A start-up problem the operator must fix: one JSON line on stderr, exit code 1. */
function refuseToStart(message: string): never {
  writeFatalLine(message);
  process.exit(1);
}

function loadConfigOrRefuse(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) refuseToStart(error.message);
    throw error;
  }
}

function setUpAdminTokenOrRefuse(config: Config): AdminTokenSetup {
  try {
    return setUpAdminToken(config);
  } catch (error) {
    refuseToStart(`cannot keep the development admin token in DATA_DIR (${config.DATA_DIR}): ${(error as Error).message}`);
  }
}

function loadContentOrRefuse(config: Config): CampaignContent {
  let content: CampaignContent;
  try {
    content = loadContentFile(config.CONTENT_FILE);
  } catch (error) {
    refuseToStart((error as Error).message.replace(/\s*\n\s*/g, ' '));
  }
  return content;
}

async function main(): Promise<void> {
  boundHeapGrowth();
  const adminToken = setUpAdminTokenOrRefuse(loadConfigOrRefuse());
  const { config } = adminToken;
  const content = loadContentOrRefuse(config);
  // A token development generated is printed on purpose, once, by the welcome line: only a configured one is masked.
  const logger = createProcessLogger(adminToken.tokenFile ? { ...config, ADMIN_TOKEN: undefined } : config);
  routeConsoleTo(logger);
  if (config.PIX_PROVIDER === 'api-pix') {
    try {
      apiPixSettingsFrom(config); // certificate files readable, credentials present
    } catch (error) {
      refuseToStart(`invalid configuration: ${(error as Error).message}`);
    }
  }

  const database = await startDatabaseServer({
    mongodbUri: config.MONGODB_URI,
    dataDir: config.DATA_DIR,
    log: (line) => logger.info(line),
  });
  logger.info({ kind: database.kind }, `database: ${database.kind === 'external' ? 'MONGODB_URI' : database.kind}`);

  // The server listens while the database is still unreachable; /readyz says when it may get traffic.
  const link = connectWithRetry(database.uri, {
    log: logger,
    onConnected: async () => {
      await ensureIndexes(deps.models);
      await ensureCampaignData(deps, content);
    },
  });
  const deps: Deps = createDeps({ config, logger, models: createModels(link.connection), events: appEvents, feeds: appFeeds });

  const { listener, stop } = await createApp(deps, { databaseState: database.kind === 'external' ? undefined : database.state });
  const http = servedApp(listener, config, logger);
  const server = createHttpServer(http.listener);
  server.on('error', (error: NodeJS.ErrnoException) =>
    refuseToStart(`cannot listen on ${config.HOST}:${config.PORT}: ${error.code ?? error.message}`),
  );
  server.listen(config.PORT, config.HOST, () => {
    const { port } = server.address() as AddressInfo;
    const siteUrl = config.PUBLIC_URL ?? `http://localhost:${port}`;
    if (config.NODE_ENV === 'development') logger.info(welcomeMessage(adminToken, siteUrl));
    else logger.info(`Campaign site listening at ${siteUrl}`);
  });
  let stopping = false;
  let stopSweeper: (() => void) | undefined;
  let jobs: PeriodicJobs | undefined;
  let stopOutbox: (() => Promise<void>) | undefined;
  link.ready.then(
    () => {
      logger.info('ready for traffic');
      // The jobs only work on the database: started before it is reachable they would just log failures.
      if (stopping) return;
      stopSweeper = startRateLimitSweeper(deps);
      // Payment sweep, image cleanup and (api-pix) reconciliation and monthly giving (app/jobs.ts).
      jobs = startJobs(deps);
      // The donors' e-mails: delivered over SMTP, retried across outages and restarts.
      stopOutbox = startOutboxSender(deps);
    },
    () => {},
  );

  let delayed: NodeJS.Timeout | undefined;
  const drain = () => {
    delayed = undefined;
    logger.info({ inFlight: http.inFlight }, 'shutting down: finishing in-flight requests');
    // New connections are refused (closeWhenAnswered below), new requests on open ones get 503.
    http.startDraining();
    const cutOff = setTimeout(() => {
      logger.warn(`requests still running after ${SHUTDOWN_GRACE_MS} ms; closing them`);
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    cutOff.unref();
    // Whatever hangs while closing, the process ends: an orchestrator would SIGKILL it anyway.
    setTimeout(() => {
      logger.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + SHUTDOWN_CLEANUP_MS).unref();
    void closeWhenAnswered(server).then(async () => {
      clearTimeout(cutOff);
      stopSweeper?.();
      await jobs?.stop();
      await stopOutbox?.();
      await stop();
      // The database closes last: nothing that could still use it is running.
      await link.close();
      await database.stop();
      logger.info('stopped');
      process.exit(0);
    });
  };
  const shutdown = (signal: string) => {
    if (stopping) {
      // A second signal during the delay (Ctrl-C twice) need not wait for it.
      if (delayed) {
        clearTimeout(delayed);
        drain();
      }
      return;
    }
    stopping = true;
    // /readyz answers 503 from now on, so the proxy's health check moves traffic off this instance.
    markDraining(link.connection);
    const delayMs = config.SHUTDOWN_DELAY_SECONDS * 1000;
    if (delayMs === 0) {
      logger.info({ signal }, 'stopping');
      drain();
      return;
    }
    // Until the proxy has seen that (its health interval), it still sends requests here:
    // they are served as usual, instead of being refused while it has nowhere else to go.
    logger.info({ signal, delayMs }, `stopping: not ready, still serving for ${delayMs} ms before draining`);
    delayed = setTimeout(drain, delayMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  writeFatalLine(`failed to start: ${error instanceof Error ? error.message.replace(/\s*\n\s*/g, ' ') : String(error)}`);
  process.exit(1);
});
