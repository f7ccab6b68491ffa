// Plain ES module: Jest loads global setup outside its transform pipeline, so the
// TypeScript source is imported through tsx.
import { tsImport } from 'tsx/esm/api';

/** One database server for the whole run (MONGODB_URI when set); each test file uses its own database on it. */
export default async function globalSetup() {
  const { startDatabaseServer } = await tsImport('../../api/src/db/database-server.ts', import.meta.url);
  // Which server started is told only when starting fails: the run's output is its results.
  const lines = [];
  const server = await startDatabaseServer({
    mongodbUri: process.env.MONGODB_URI,
    log: (line) => lines.push(line),
  }).catch((error) => {
    for (const line of lines) console.error(line);
    throw error;
  });
  globalThis.__testDatabase = server;
  process.env.TEST_MONGODB_URI = server.uri;
}
