// `npm run stats:rebuild`: recounts the statistics buckets from the donations, says how
// many differed, stores the recount, and proves the stored buckets now equal a fresh
// recount (exit status 1 when they do not). Rebuilds the home page's feeds and the public
// ledger's totals and lists (transparency/ledger-store.ts) too.
import { rebuildDerived } from '../rebuild-derived.js';
import { runCommand } from './command.js';

runCommand('stats:rebuild', async (deps) => {
  const report = await rebuildDerived(deps);
  const lines = [
    `Doações contadas: ${report.before.donations}`,
    `Baldes de estatística: ${report.before.buckets}; diferentes da recontagem antes: ${report.before.mismatched}`,
    `Depois da reconstrução: ${report.after.mismatched} diferentes em ${report.after.buckets}`,
    `Listas públicas reconstruídas: ${report.feedsRebuilt}`,
    `Livro-caixa público: ${report.ledger.confirmedCount} doações confirmadas contadas; ${report.ledger.referencesStored} referências gravadas`,
    `Tempo: ${(report.elapsedMs / 1000).toFixed(1)} s`,
    report.after.matched
      ? 'OK: as estatísticas conferem com a recontagem das doações.'
      : 'ATENÇÃO: as estatísticas não conferem (houve doações novas durante a contagem?); rode de novo.',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return report.after.matched ? 0 : 1;
});
