/**
 * What the donor can verify, instead of a badge any copy of the page can print (issue 50,
 * goal 5): who the bank app will name, the last bank check as it stands, and (the hero adds
 * it) where the ledger is. Each part only when it is true: no holder, no check, a stale
 * check each say so or nothing. It imports nothing: the home page's first screen draws it,
 * and a module shared with a later part (rules/bank-check.ts) would come whole with it.
 * The check's sentence is bankCheckHeadline's, word for word (tests/api/official-channels.test.ts).
 */

/** "2026-03-05" → "05/03/2026", as rules/bank-check.ts bankCheckDay. */
const day = (isoDay: string): string => isoDay.split('-').reverse().join('/');

export function checkableFacts(input: {
  holder?: { name: string; document: string } | null;
  bankCheck?: { importedOn: string; stale: boolean; underReviewCount: number } | null;
}): string[] {
  const facts: string[] = [];
  if (input.holder) facts.push(`O app do banco vai mostrar: ${input.holder.name} (${input.holder.document}).`);
  const check = input.bankCheck;
  if (check) {
    const count = check.underReviewCount;
    facts.push(
      check.stale
        ? `Não conferido com o banco desde ${day(check.importedOn)}.`
        : count === 0
          ? `Conferido com o extrato do banco em ${day(check.importedOn)}.`
          : `Extrato do banco importado em ${day(check.importedOn)}: ${count} ${count === 1 ? 'lançamento' : 'lançamentos'} em análise.`,
    );
  }
  return facts;
}
