import { csvCell } from '../csv.js';
import { centsToReais } from '../../../rules/money.js';
import { EXPENSE_CATEGORY_LABELS, type ExpenseDocument } from './model.js';
import { expenseHistory, proofUrl } from './expenses.js';
import type { Ledger, LedgerDonation, LedgerTotals, RefundKind } from './ledger.js';
import type { BankCheck } from './bank-check.js';
import { budgetFigures, budgetJson, budgetProofUrl } from './budget.js';
import { bankCheckDay, BANK_CHECK_STALE_DAYS, isBankChecked, underReviewText } from '../../../rules/bank-check.js';

/**
 * The ledger as open data: the same reading as the page, money as reais strings with
 * two decimals like the rest of the API, links absolute so the file stands alone.
 */

export const REFUND_KIND_LABELS: Record<RefundKind, string> = {
  duplicate: 'Pagamento em duplicidade devolvido',
  donation: 'Doação devolvida',
  other: 'Pagamento não reconhecido devolvido',
};

export const REFUND_STATUS_LABELS = {
  EM_PROCESSAMENTO: 'em processamento',
  DEVOLVIDO: 'devolvido',
  NAO_REALIZADO: 'não realizada',
};

/** The confirmed that came through the site's own PIX codes: what is neither direct to the key nor registered. */
export const throughSiteCodesCents = (totals: LedgerTotals) =>
  totals.confirmedCents - totals.directCents - totals.registeredCents;

export function totalsJson(totals: LedgerTotals) {
  return {
    declaredBaseline: centsToReais(totals.baselineCents),
    confirmedDonations: centsToReais(totals.confirmedCents),
    confirmedDonationsCount: totals.confirmedCount,
    // Where the confirmed came from: the site's PIX codes, PIX sent straight to the key, or registered by the organisation.
    throughSiteCodes: centsToReais(throughSiteCodesCents(totals)),
    throughSiteCodesCount: totals.confirmedCount - totals.directCount - totals.registeredCount,
    straightToKey: centsToReais(totals.directCents),
    straightToKeyCount: totals.directCount,
    registeredByOrganisation: centsToReais(totals.registeredCents),
    registeredByOrganisationCount: totals.registeredCount,
    refunded: centsToReais(totals.refundedCents),
    refundedCount: totals.refundedCount,
    raised: centsToReais(totals.raisedCents),
    spent: centsToReais(totals.spentCents),
    balance: centsToReais(totals.balanceCents),
    duplicatePayments: centsToReais(totals.duplicateCents),
    duplicatePaymentsCount: totals.duplicateCount,
    duplicatePaymentsRefunded: centsToReais(totals.duplicateRefundedCents),
  };
}

const donationJson = (donation: LedgerDonation) => ({
  reference: donation.reference,
  name: donation.name,
  amount: centsToReais(donation.amountCents),
  paidAt: donation.paidAt.toISOString(),
  refunded: donation.refunded,
  monthly: donation.monthly,
  directToKey: donation.directToKey,
  // Where the money came from, for every line: the site's codes, straight to the key, or registered by the organisation.
  origin: donation.directToKey ? 'straightToKey' : donation.registered ? 'registeredByOrganisation' : 'throughSiteCodes',
  registeredByOrganisation: donation.registered !== null,
  method: donation.registered?.method ?? null,
  annulled: donation.annulled,
});

function expenseJson(expense: ExpenseDocument, baseUrl: string) {
  return {
    id: expense._id.toHexString(),
    date: expense.date,
    category: expense.category,
    categoryLabel: EXPENSE_CATEGORY_LABELS[expense.category],
    description: expense.description,
    supplier: expense.supplier,
    amount: centsToReais(expense.amountCents),
    recordedAt: expense.recordedAt.toISOString(),
    correctedAt: expense.correctedAt?.toISOString() ?? null,
    history: expenseHistory(expense),
    proofs: expense.proofs.map((proof) => ({
      url: `${baseUrl}${proofUrl(proof._id)}`,
      contentType: proof.contentType,
      size: proof.size,
    })),
  };
}

/** The bank check's figures (bank-check.ts): sums, counts and days only. */
export function bankCheckJson(check: BankCheck) {
  return {
    periodFrom: check.from,
    periodTo: check.to,
    importedAt: check.importedAt.toISOString(),
    importedOn: check.importedOn,
    checked: isBankChecked(check),
    stale: check.stale,
    staleAfterDays: BANK_CHECK_STALE_DAYS,
    bankCredits: centsToReais(check.bankCreditsCents),
    bankCreditsCount: check.bankCreditsCount,
    donationsCounted: centsToReais(check.donationsCents),
    donationsCountedCount: check.donationsCount,
    difference: centsToReais(check.bankCreditsCents - check.donationsCents),
    matchedToSiteDonations: centsToReais(check.matchedCents),
    matchedToSiteDonationsCount: check.matchedCount,
    acceptedAsOutsideDonations: centsToReais(check.acceptedCents),
    acceptedAsOutsideDonationsCount: check.acceptedCount,
    underReview: centsToReais(check.underReviewCents),
    underReviewCount: check.underReviewCount,
    ignoredByOrganisation: centsToReais(check.ignoredCents),
    ignoredByOrganisationCount: check.ignoredCount,
  };
}

/**
 * `GET /api/transparency`: totals, one page of donations (`?first=&after=`), every expense, refund, duplicate and the latest updates;
 * `bankCheck` once a bank statement was imported, absent before; `budget` (planned, spent, remaining per category) once
 * the organiser published one, absent before.
 */
export function ledgerJson(ledger: Ledger, baseUrl: string, bankCheck: BankCheck | null = null) {
  return {
    campaign: ledger.campaignTitle,
    currency: 'BRL',
    generatedAt: ledger.generatedAt.toISOString(),
    rules: 'raised = declaredBaseline + confirmedDonations - refunded; balance = raised - spent',
    totals: totalsJson(ledger.totals),
    ...(bankCheck ? { bankCheck: bankCheckJson(bankCheck) } : {}),
    ...budgetPart(ledger, baseUrl),
    donations: { nodes: ledger.donations.nodes.map(donationJson), pageInfo: ledger.donations.pageInfo },
    expenses: ledger.expenses.map((expense) => expenseJson(expense, baseUrl)),
    refunds: ledger.refunds.map((refund) => ({
      reference: refund.reference,
      kind: refund.kind,
      amount: centsToReais(refund.amountCents),
      status: refund.status,
      requestedAt: refund.requestedAt.toISOString(),
      settledAt: refund.settledAt?.toISOString() ?? null,
    })),
    duplicatePayments: ledger.duplicates.map((duplicate) => ({
      reference: duplicate.reference,
      donationReference: duplicate.donationReference,
      amount: centsToReais(duplicate.amountCents),
      receivedAt: duplicate.receivedAt.toISOString(),
      refund: duplicate.refund,
    })),
    updates: ledger.updates.map((update) => ({
      id: update._id.toHexString(),
      title: update.title,
      body: update.body,
      publishedAt: update.publishedAt.toISOString(),
      editedAt: update.editedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * `GET /api/transparency.csv`: one table, one line per entry, `kind` saying which:
 * the totals first, then every donation, expense, refund and duplicate payment.
 * Amounts are signed as money moves: in positive, out (an expense, a refund) negative;
 * which of them count in the total raised is what the total lines say.
 */
export const LEDGER_CSV_COLUMNS = [
  'kind',
  'date',
  'reference',
  'description',
  'category',
  'supplier',
  'amount',
  'status',
  'proof',
] as const;
type CsvLine = Partial<Record<(typeof LEDGER_CSV_COLUMNS)[number], string | number>>;

export const ledgerCsvLine = (line: CsvLine) => `${LEDGER_CSV_COLUMNS.map((column) => csvCell(line[column])).join(',')}\r\n`;

export function totalsCsvLines(totals: LedgerTotals): string[] {
  const total = (description: string, cents: number, status = '') =>
    ledgerCsvLine({ kind: 'total', description, amount: centsToReais(cents), status });
  return [
    total('Arrecadado antes deste site (declarado pela organização)', totals.baselineCents),
    total('Doações confirmadas', totals.confirmedCents, `${totals.confirmedCount} doações`),
    total(
      'pelos códigos PIX do site',
      throughSiteCodesCents(totals),
      `${totals.confirmedCount - totals.directCount - totals.registeredCount} doações`,
    ),
    total('PIX direto na chave', totals.directCents, `${totals.directCount} doações`),
    total('registradas pela organização', totals.registeredCents, `${totals.registeredCount} doações`),
    total('Devoluções', -totals.refundedCents, `${totals.refundedCount} devoluções`),
    total('Total arrecadado', totals.raisedCents),
    total('Total gasto', -totals.spentCents),
    total('Saldo', totals.balanceCents),
    total('Pagamentos em duplicidade (não contados)', totals.duplicateCents, `${totals.duplicateCount} pagamentos`),
  ];
}

/**
 * The bank check as lines of the same table (kind `bank-check`), after the totals: a comment line
 * or a second header would make a spreadsheet read a broken first row or a second table; lines of
 * the same nine columns are read like the totals. None before the first import.
 */
export function bankCheckCsvLines(check: BankCheck | null): string[] {
  if (!check) return [];
  const line = (description: string, fields: CsvLine = {}) => ledgerCsvLine({ kind: 'bank-check', description, ...fields });
  const lines = (count: number) => `${count} ${count === 1 ? 'lançamento' : 'lançamentos'}`;
  const state = check.stale
    ? `não conferido desde ${bankCheckDay(check.importedOn)}`
    : isBankChecked(check)
      ? 'conferido'
      : underReviewText(check.underReviewCount);
  return [
    line('Extrato do banco importado em', { date: check.importedOn, status: state }),
    line('Início do período do extrato', { date: check.from }),
    line('Fim do período do extrato', { date: check.to }),
    line('Entradas no banco no período', { amount: centsToReais(check.bankCreditsCents), status: lines(check.bankCreditsCount) }),
    line('Doações contadas no período', {
      amount: centsToReais(check.donationsCents),
      status: `${check.donationsCount} ${check.donationsCount === 1 ? 'doação' : 'doações'}`,
    }),
    line('Diferença', { amount: centsToReais(check.bankCreditsCents - check.donationsCents) }),
    line('Ligadas a doações do site', { amount: centsToReais(check.matchedCents), status: lines(check.matchedCount) }),
    line('Aceitas como doações de fora do site', {
      amount: centsToReais(check.acceptedCents),
      status: lines(check.acceptedCount),
    }),
    line('Em análise', { amount: centsToReais(check.underReviewCents), status: lines(check.underReviewCount) }),
    line('Não são doações, segundo a organização', {
      amount: centsToReais(check.ignoredCents),
      status: lines(check.ignoredCount),
    }),
  ];
}

function budgetPart(ledger: Ledger, baseUrl: string) {
  const figures = budgetFigures(ledger.budget, ledger.expenses);
  return figures ? { budget: budgetJson(figures, baseUrl) } : {};
}

/**
 * The budget as lines of the same table (kind `budget`), after the totals: one per category with
 * the planned amount, what was spent and what remains in `status`; the categories spent outside
 * the plan; then the totals. None while no budget is published.
 */
export function budgetCsvLines(ledger: Ledger, baseUrl: string): string[] {
  const figures = budgetFigures(ledger.budget, ledger.expenses);
  if (!figures) return [];
  const line = (fields: CsvLine) => ledgerCsvLine({ kind: 'budget', ...fields });
  const status = (spentCents: number, remainingCents: number | null) =>
    `gasto ${centsToReais(spentCents)}${remainingCents === null ? '' : `; restante ${centsToReais(remainingCents)}`}`;
  return [
    ...figures.lines.map((budgetLine) =>
      line({
        date: figures.updatedAt.toISOString(),
        description: budgetLine.description,
        category: EXPENSE_CATEGORY_LABELS[budgetLine.category],
        amount: centsToReais(budgetLine.amountCents),
        status: status(budgetLine.spentCents, budgetLine.remainingCents),
        proof: budgetLine.proof ? `${baseUrl}${budgetProofUrl(budgetLine.proof._id)}` : '',
      }),
    ),
    ...figures.unplanned.map((unplanned) =>
      line({
        description: 'Fora do orçamento',
        category: EXPENSE_CATEGORY_LABELS[unplanned.category],
        amount: centsToReais(0),
        status: status(unplanned.spentCents, null),
      }),
    ),
    line({
      description: 'Orçamento total',
      amount: centsToReais(figures.plannedCents),
      status: status(figures.spentCents, figures.remainingCents),
    }),
  ];
}

export const donationCsvLine = (donation: LedgerDonation) =>
  ledgerCsvLine({
    kind: 'donation',
    date: donation.paidAt.toISOString(),
    reference: donation.reference,
    description: `${donation.name}${donation.monthly ? ' (mensal)' : ''}${donation.directToKey ? ' (PIX direto na chave)' : ''}${
      donation.registered ? ` (registrada pela organização: ${donation.registered.method})` : ''
    }`,
    amount: centsToReais(donation.amountCents),
    status: donation.annulled ? 'anulada' : donation.refunded ? 'devolvida' : 'confirmada',
  });

export function otherCsvLines(ledger: Ledger, baseUrl: string): string[] {
  return [
    ...ledger.expenses.map((expense) =>
      ledgerCsvLine({
        kind: 'expense',
        date: expense.date,
        description: expense.description,
        category: EXPENSE_CATEGORY_LABELS[expense.category],
        supplier: expense.supplier,
        amount: centsToReais(-expense.amountCents),
        status: expense.correctedAt ? `corrigida em ${expense.correctedAt.toISOString()}` : '',
        proof: expense.proofs.map((proof) => `${baseUrl}${proofUrl(proof._id)}`).join(' '),
      }),
    ),
    ...ledger.refunds.map((refund) =>
      ledgerCsvLine({
        kind: 'refund',
        date: (refund.settledAt ?? refund.requestedAt).toISOString(),
        reference: refund.reference,
        description: REFUND_KIND_LABELS[refund.kind],
        amount: centsToReais(-refund.amountCents),
        status: REFUND_STATUS_LABELS[refund.status],
      }),
    ),
    ...ledger.duplicates.map((duplicate) =>
      ledgerCsvLine({
        kind: 'duplicate',
        date: duplicate.receivedAt.toISOString(),
        reference: duplicate.reference,
        description: `Pagamento repetido da doação ${duplicate.donationReference ?? ''}`.trim(),
        amount: centsToReais(duplicate.amountCents),
        status: duplicate.refund ? REFUND_STATUS_LABELS[duplicate.refund] : 'a devolver',
      }),
    ),
  ];
}
