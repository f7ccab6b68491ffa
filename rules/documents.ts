/** Brazilian tax ids: the CPF's two check digits (Receita Federal's modulo-11 rule). */
export function isValidCpf(text: string): boolean {
  const digits = text.replace(/\D/g, '');
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (count: number) => {
    let sum = 0;
    for (let i = 0; i < count; i += 1) sum += Number(digits[i]) * (count + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

/**
 * CNPJ, numeric or alphanumeric (Receita Federal's format from July 2026: twelve
 * letters or digits, then two check digits). Each character counts as its ASCII code
 * minus 48, so digits keep their value and the old numeric CNPJs stay valid.
 */
export function isValidCnpj(text: string): boolean {
  const cnpj = text.toUpperCase().replace(/[./\-\s]/g, '');
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) {
      const weight = ((length - 1 - i) % 8) + 2;
      sum += (cnpj.charCodeAt(i) - 48) * weight;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return checkDigit(12) === Number(cnpj[12]) && checkDigit(13) === Number(cnpj[13]);
}

/** "12ABC34501DE35" → "12.ABC.345/01DE-35"; "52998224725" → "529.982.247-25"; anything else as given. */
export function formatTaxId(text: string): string {
  const id = text.toUpperCase().replace(/[./\-\s]/g, '');
  if (/^\d{11}$/.test(id)) return `${id.slice(0, 3)}.${id.slice(3, 6)}.${id.slice(6, 9)}-${id.slice(9)}`;
  if (/^[0-9A-Z]{12}\d{2}$/.test(id))
    return `${id.slice(0, 2)}.${id.slice(2, 5)}.${id.slice(5, 8)}/${id.slice(8, 12)}-${id.slice(12)}`;
  return text;
}

/** A person's CPF as public data carries it: only its 4th to 9th digits, as the government's portals publish it. */
const MASKED_CPF = /^\*{3}\.\d{3}\.\d{3}-\*{2}$/;

/**
 * A tax id as every public answer carries it (the campaign's GraphQL, the page state inlined
 * in the HTML): a person's CPF masked, "***.982.247-**"; a CNPJ, a company's public number,
 * whole and formatted. A value already masked stays as it is, so the pages may mask again.
 */
export function maskedTaxId(text: string): string {
  if (MASKED_CPF.test(text.trim())) return text.trim();
  const id = text.toUpperCase().replace(/[./\-\s]/g, '');
  if (/^\d{11}$/.test(id)) return `***.${id.slice(3, 6)}.${id.slice(6, 9)}-**`;
  return formatTaxId(text);
}

/**
 * A tax id as the public pages print it: a CNPJ whole ("CNPJ 12.ABC.345/01DE-35"), a
 * person's CPF masked ("CPF ***.982.247-**"), so the footer of every page does not hand
 * out an organiser's full CPF; the receipts, a fiscal document, print it whole. Reads the
 * masked value the public campaign carries as well as a whole one.
 */
export function publicTaxId(text: string): string {
  const masked = maskedTaxId(text);
  return MASKED_CPF.test(masked) ? `CPF ${masked}` : `CNPJ ${masked}`;
}

/** A CPF written inside free text, with or without its dots and dash, not part of a longer number. */
const CPF_IN_TEXT = /(?<![\d.-])\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\d.-]?\d)/g;

/** Free text with every valid CPF in it replaced (an e-mail quoting what a donor typed carries none). */
export const withoutCpfs = (text: string, replacement = '[CPF omitido]'): string =>
  text.replace(CPF_IN_TEXT, (found) => (isValidCpf(found) ? replacement : found));

/** Whether free text holds a valid CPF. */
export const holdsCpf = (text: string): boolean => withoutCpfs(text, '\u0000') !== text;
