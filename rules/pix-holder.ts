import { maskedTaxId } from './documents.js';

/**
 * Who receives the money, as the donor's bank app shows it before they confirm a PIX:
 * the key holder's name as Receita Federal registers it, part of the CPF (or the whole
 * CNPJ) and the institution. The page says it beforehand, so a donor can tell this
 * campaign from a copy of its page that sends the money to someone else.
 */

export const PIX_HOLDER_MAX_LENGTH = { name: 150, institution: 80 } as const;

/** Where the sentence's "fale com a gente" leads: the terms' contact section, "dúvidas sobre uma doação". */
export const PIX_HOLDER_CONTACT_PATH = '/terms#contato';

export const compactTaxId = (text: string) => text.toUpperCase().replace(/[./\-\s]/g, '');

/**
 * The document as the bank shows it (Banco Central's display rule for a PIX key holder):
 * a person's CPF with only its 4th to 9th digits, `***.456.789-**`; a company's CNPJ,
 * a public number, whole, numeric or alphanumeric (`12.ABC.345/01DE-35`).
 */
export const maskedHolderDocument = (document: string): string => maskedTaxId(compactTaxId(document));

/** The line the donor compares with their bank's screen: "NOME · ***.456.789-** · Banco". */
export const pixHolderLine = (holder: { name: string; maskedDocument: string; institution: string }): string =>
  `${holder.name} · ${holder.maskedDocument} · ${holder.institution}`;

/** The period after the line, unless it already ends with one ("Banco do Brasil S.A."). */
export const periodAfter = (line: string): string => (line.endsWith('.') ? '' : '.');

/** The warning, whole, for plain text (e-mails, the receipt): the pages link "fale com a gente". */
export const pixHolderSentence = (line: string): string =>
  `O app do seu banco vai mostrar: ${line}${periodAfter(line)} Se mostrar outro nome, não pague e fale com a gente.`;

/** The holder as stored (rules/campaign-content.ts validates it). */
export interface PixHolder {
  name: string;
  document: string;
  institution: string;
  /** When the organiser confirmed a R$ 1 PIX showed this holder; absent until then, and reset when the holder changes. */
  testedAt?: string | undefined;
}

/** Same holder: what the bank shows did not change (the confirmation of the R$ 1 test stays valid). */
export const sameHolder = (a: Omit<PixHolder, 'testedAt'>, b: Omit<PixHolder, 'testedAt'>): boolean =>
  a.name === b.name && compactTaxId(a.document) === compactTaxId(b.document) && a.institution === b.institution;
