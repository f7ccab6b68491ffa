// `npm run reconcile`: checks the books over the whole ledger. raised must equal the
// declared baseline plus every paid donation minus every refund of one (supporters
// likewise); balance = raised − spent. Any difference is reported with the lines that
// cause it, and the exit status is 1. Payments and refunds interrupted half-way are
// finished first (safe while the site runs: each effect is applied at most once).
import { checkBooks } from '../payments/books.js';
import { finishInterruptedPayments } from '../payments/service.js';
import { runCommand } from './command.js';
import { centsToBrl } from '../../../rules/money.js';

// The rulebook's one money format (rules/money.ts), as the site, the receipts and the e-mails write it.
const reais = centsToBrl;

runCommand('reconcile', async (deps) => {
  const finished = await finishInterruptedPayments(deps, 0);
  const books = await checkBooks(deps);
  const lines = [
    `Pagamentos, devoluções e anulações interrompidos concluídos agora: ${finished}`,
    `Arrecadado (campanha): ${reais(books.raisedCents)}`,
    `Linha de base (antes deste site): ${reais(books.baselineRaisedCents)}`,
    `Doações pagas: ${books.paidCount}, somando ${reais(books.paidSumCents)}`,
    `  das quais PIX direto na chave: ${books.directCount}, somando ${reais(books.directSumCents)}`,
    `  das quais registradas pela organização: ${books.registeredCount}, somando ${reais(books.registeredSumCents)}`,
    `  das quais anuladas pela organização (não contam): ${books.annulledCount}, somando ${reais(books.annulledSumCents)}`,
    `Devoluções: ${books.refundedCount}, somando ${reais(books.refundedSumCents)}`,
    `Esperado: ${reais(books.expectedRaisedCents)}`,
    `Diferença: ${reais(books.differenceCents)}`,
    `Apoiadores: ${books.supportersCount} (esperado ${books.expectedSupporters}, diferença ${books.supportersDifference})`,
    `Gasto (despesas): ${reais(books.spentCents)}`,
    `Saldo: ${reais(books.balanceCents)}`,
    ...books.differingLines.map((line) => `Linha divergente: ${line}`),
    `Estatísticas: ${books.statsPaidCount} pagas, somando ${reais(books.statsPaidCents)}`,
    `Tempo da conferência: ${(books.elapsedMs / 1000).toFixed(1)} s`,
  ];
  const balanced = books.differenceCents === 0 && books.supportersDifference === 0;
  lines.push(balanced ? 'OK: as contas fecham.' : 'ATENÇÃO: as contas não fecham.');
  process.stdout.write(`${lines.join('\n')}\n`);
  return balanced ? 0 : 1;
});
