// `npm run reconcile`: checks the books. raised must equal the content's baseline plus
// every paid donation (and supporters likewise); any difference is reported and the
// exit status is 1. Payments interrupted half-way are finished first (that is safe to
// do while the site runs: each effect is applied at most once).
import { ConfigError, loadConfig } from '../config.js';
import { connectDatabase } from '../db/connection.js';
import { startDatabaseServer } from '../db/database-server.js';
import { createModels } from '../db/models.js';
import type { Deps } from '../deps.js';
import { createLogger } from '../logger.js';
import { checkBooks } from '../payments/books.js';
import { finishInterruptedPayments } from '../payments/service.js';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const reais = (cents: number) => brl.format(cents / 100).replace(/\s/g, ' ');

async function main(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await startDatabaseServer({
    mongodbUri: config.MONGODB_URI,
    dataDir: config.DATA_DIR,
    log: (line) => logger.info(line),
  });
  const connection = await connectDatabase(database.uri);
  try {
    const deps: Deps = { config, logger, models: createModels(connection), now: () => new Date() };
    const finished = await finishInterruptedPayments(deps, 0);
    const books = await checkBooks(deps);
    const lines = [
      `Pagamentos interrompidos concluídos agora: ${finished}`,
      `Arrecadado (campanha): ${reais(books.raisedCents)}`,
      `Linha de base (fora do site): ${reais(books.baselineRaisedCents)}`,
      `Doações pagas: ${books.paidCount}, somando ${reais(books.paidSumCents)}`,
      `Esperado: ${reais(books.expectedRaisedCents)}`,
      `Diferença: ${reais(books.differenceCents)}`,
      `Apoiadores: ${books.supportersCount} (esperado ${books.expectedSupporters}, diferença ${books.supportersDifference})`,
    ];
    const balanced = books.differenceCents === 0 && books.supportersDifference === 0;
    lines.push(balanced ? 'OK: as contas fecham.' : 'ATENÇÃO: as contas não fecham.');
    process.stdout.write(`${lines.join('\n')}\n`);
    return balanced ? 0 : 1;
  } finally {
    await connection.close();
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `reconcile failed: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(2);
  },
);
