// `npm run bench:commands`: every database command of each operation, in the order sent,
// with its collection, once with the public cache off (cold: what the first visitor of
// each cache period costs) and once warm (every public read a hit unless the operation
// retired it). The breakdown docs/PERFORMANCE.md's "Database commands per operation" explains.
import { startDatabaseServer } from '../api/src/db/database-server.js';
import { runCommandsBench, type CommandFigure } from './commands.js';

/** A TTL longer than the run: the warm figures do not depend on the machine's speed. */
const WARM_TTL_MS = 60_000;

function print(title: string, figures: CommandFigure[]): void {
  console.log(`\n${title}`);
  for (const figure of figures) {
    console.log(`\n  ${figure.operation}: ${figure.commands} commands`);
    figure.sent.forEach((command, index) => console.log(`    ${index + 1}. ${command.name} ${command.collection}`));
  }
}

async function main(): Promise<void> {
  const database = await startDatabaseServer({ mongodbUri: process.env.MONGODB_URI, log: (line) => console.log(line) });
  try {
    print('Cold public cache (PUBLIC_CACHE_TTL_MS=0)', await runCommandsBench(database.uri));
    print(
      `Warm public cache (PUBLIC_CACHE_TTL_MS=${WARM_TTL_MS})`,
      await runCommandsBench(database.uri, { publicCacheTtlMs: WARM_TTL_MS }),
    );
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
