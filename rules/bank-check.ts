import { centsToBrl } from './money.js';

/**
 * "Conferido com o banco" (issue 50): the figures of the imported bank statements set against
 * the donations counted, shown on /transparencia, on the home page and in the open data. The
 * server's page (api/src/server-pages/transparency.tsx) and the site (web/src/features/bank-check) say
 * it with these same words, so the two can never tell a donor different things.
 */

/** After this many days without a statement imported, the check says "não conferido desde <dia>". */
export const BANK_CHECK_STALE_DAYS = 7;

/** What a visitor may know of the check: sums, counts and days (YYYY-MM-DD in Brasília), nothing about a payer. */
export interface BankCheckFigures {
  /** First and last posting days of the imported statements. */
  from: string;
  to: string;
  /** The day (in Brasília) the last statement was imported. */
  importedOn: string;
  /** More than BANK_CHECK_STALE_DAYS since then. */
  stale: boolean;
  /** Credits the bank shows for the period, copies and transfers between own accounts left out. */
  bankCreditsCents: number;
  bankCreditsCount: number;
  /** Donations paid in the period (days in Brasília), refunded and annulled ones left out. */
  donationsCents: number;
  donationsCount: number;
  /** Credits still waiting for the organiser's decision. */
  underReviewCents: number;
  underReviewCount: number;
  /** Credits the organiser set aside as not donations, each with a reason the organiser keeps. */
  ignoredCents: number;
  ignoredCount: number;
}

/** "2026-03-05" → "05/03/2026": a day already in Brasília, so the same text on the server and in the browser. */
export const bankCheckDay = (isoDay: string): string => isoDay.split('-').reverse().join('/');

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "1 lançamento em análise", "3 lançamentos em análise". */
export const underReviewText = (count: number): string => `${plural(count, 'lançamento', 'lançamentos')} em análise`;

/** Nothing under review: every credit of the period is matched, accepted or set aside with a reason. */
export const isBankChecked = (check: Pick<BankCheckFigures, 'underReviewCount'>): boolean => check.underReviewCount === 0;

/** The one sentence that says where the check stands. */
export function bankCheckHeadline(check: BankCheckFigures): string {
  if (check.stale) return `Não conferido com o banco desde ${bankCheckDay(check.importedOn)}.`;
  if (isBankChecked(check)) return `Conferido com o extrato do banco em ${bankCheckDay(check.importedOn)}.`;
  return `Extrato do banco importado em ${bankCheckDay(check.importedOn)}: ${underReviewText(check.underReviewCount)}.`;
}

/** The figures behind it, label and value, in the order they are read. */
export function bankCheckRows(check: BankCheckFigures): { label: string; value: string }[] {
  return [
    { label: 'Período do extrato', value: `${bankCheckDay(check.from)} a ${bankCheckDay(check.to)}` },
    {
      label: `Entradas no banco no período (${plural(check.bankCreditsCount, 'lançamento', 'lançamentos')})`,
      value: centsToBrl(check.bankCreditsCents),
    },
    {
      label: `Doações contadas no período (${plural(check.donationsCount, 'doação', 'doações')})`,
      value: centsToBrl(check.donationsCents),
    },
    { label: 'Diferença', value: centsToBrl(check.bankCreditsCents - check.donationsCents) },
    {
      label: `Em análise (${plural(check.underReviewCount, 'lançamento', 'lançamentos')})`,
      value: centsToBrl(check.underReviewCents),
    },
    {
      label: `Não são doações, segundo a organização (${plural(check.ignoredCount, 'lançamento', 'lançamentos')})`,
      value: centsToBrl(check.ignoredCents),
    },
  ];
}

/** Why the two sums may differ, in a donor's words. */
export const BANK_CHECK_NOTE =
  'A diferença vem dos lançamentos em análise, das entradas que a organização indicou não serem doações e de doações que não passaram por esta conta (dinheiro, por exemplo). Só contam os dias dos extratos importados; nomes e descrições dos lançamentos não são publicados.';
