import { ConfigError, loadConfig, type Config } from '../config.js';
import { connectDatabase } from '../db/connection.js';
import { startDatabaseServer } from '../db/database-server.js';
import { createModels } from '../app/models.js';
import { createDeps, type Deps } from '../deps.js';
import { createProcessLogger } from '../logger.js';
import { appEvents } from '../app/events.js';
import { appFeeds } from '../app/feeds.js';

/**
 * Runs an operator command against the database the server would use, then exits
 * with the status the command returns (2 when it could not run at all).
 */
export function runCommand(
  name: string,
  command: (deps: Deps) => Promise<number>,
  precheck?: (config: Config) => string | null,
): void {
  const main = async (): Promise<number> => {
    const config = loadConfig();
    const problem = precheck?.(config);
    if (problem) {
      process.stderr.write(`${name}: ${problem}\n`);
      return 2;
    }
    const logger = createProcessLogger(config);
    const database = await startDatabaseServer({
      mongodbUri: config.MONGODB_URI,
      dataDir: config.DATA_DIR,
      log: (line) => logger.info(line),
    });
    const connection = await connectDatabase(database.uri);
    try {
      return await command(createDeps({ config, logger, models: createModels(connection), events: appEvents, feeds: appFeeds }));
    } finally {
      await connection.close();
      await database.stop();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(
        `${name} failed: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exit(2);
    },
  );
}
