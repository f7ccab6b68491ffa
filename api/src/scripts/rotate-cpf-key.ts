// `npm run rotate-cpf-key`: re-encrypts every stored CPF from CPF_ENCRYPTION_KEY_PREVIOUS
// to CPF_ENCRYPTION_KEY (docs/SECURITY.md, "Rotating secrets"). Safe to run twice.
import { ConfigError, decodeKey32, loadConfig } from '../config.js';
import { connectDatabase } from '../db/connection.js';
import { startDatabaseServer } from '../db/database-server.js';
import { createModels } from '../db/models.js';
import type { Deps } from '../deps.js';
import { createLogger } from '../logger.js';
import { reencryptCpfs } from '../security/cpf-rotation.js';

async function main(): Promise<number> {
  const config = loadConfig();
  const currentKey = config.CPF_ENCRYPTION_KEY ? decodeKey32(config.CPF_ENCRYPTION_KEY) : null;
  const previousKey = config.CPF_ENCRYPTION_KEY_PREVIOUS ? decodeKey32(config.CPF_ENCRYPTION_KEY_PREVIOUS) : null;
  if (!currentKey || !previousKey) {
    process.stderr.write('rotate-cpf-key: set CPF_ENCRYPTION_KEY (the new key) and CPF_ENCRYPTION_KEY_PREVIOUS (the old one)\n');
    return 2;
  }
  const logger = createLogger(config);
  const database = await startDatabaseServer({
    mongodbUri: config.MONGODB_URI,
    dataDir: config.DATA_DIR,
    log: (line) => logger.info(line),
  });
  const connection = await connectDatabase(database.uri);
  try {
    const deps: Deps = { config, logger, models: createModels(connection), now: () => new Date() };
    const result = await reencryptCpfs(deps, previousKey, currentKey);
    process.stdout.write(
      `CPFs re-encrypted: ${result.reencrypted}; already under the new key: ${result.alreadyCurrent}; ` +
        `unreadable with either key: ${result.unreadableIds.length}${result.unreadableIds.length ? ` (${result.unreadableIds.join(', ')})` : ''}\n`,
    );
    return result.unreadableIds.length ? 1 : 0;
  } finally {
    await connection.close();
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `rotate-cpf-key failed: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(2);
  },
);
