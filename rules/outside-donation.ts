/**
 * Money the campaign received outside the site's PIX codes (cash, a transfer, an event),
 * registered by the organiser: what the API accepts, in one place the panel's form imports too.
 */
import { anonymousNameRule, cpfRule, emailRule } from './donation-rules.js';
import { brasiliaDayOf } from './brasilia-time.js';
import type { Checked } from './expense.js';
import { readReaisText } from './money.js';
import { CONTROL_BUT_NEWLINE, characterCount, type FieldError } from './rule.js';

export const OUTSIDE_METHODS = ['CASH', 'TRANSFER', 'DIRECT_PIX', 'EVENT'] as const;
export type OutsideMethodName = (typeof OUTSIDE_METHODS)[number];

/** How each way reads on the ledger and in the panel. */
export const OUTSIDE_METHOD_LABELS: Record<OutsideMethodName, string> = {
  CASH: 'dinheiro',
  TRANSFER: 'transferência',
  DIRECT_PIX: 'PIX direto na chave',
  EVENT: 'evento',
};

/** Largest single entry: R$ 1.000.000,00; more is a typing mistake. */
export const OUTSIDE_MAX_CENTS = 100_000_000;
/** Earliest day accepted: anything before is a typing mistake. */
export const OUTSIDE_MIN_DAY = '2000-01-01';
export const OUTSIDE_NOTE_MAX = 500;
export const CORRECTION_REASON_MAX = 500;

export interface OutsideDonationValues {
  amountCents: number;
  /** YYYY-MM-DD, Brasília. */
  receivedOn: string;
  method: OutsideMethodName;
  name: string;
  isAnonymous: boolean;
  email: string;
  /** Digits, '' when not given. */
  cpf: string;
  note: string;
}

function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

const optional = (value: unknown) => (value === null || value === undefined ? '' : value);

/** An outside donation as the organiser typed it → the values stored, or every field's problem. */
export function checkOutsideDonationInput(input: Record<string, unknown>, now: Date): Checked<OutsideDonationValues> {
  const errors: FieldError[] = [];
  const amountText = typeof input.amount === 'string' ? input.amount.trim() : '';
  const reading = readReaisText(amountText);
  let amountCents = 0;
  if (!reading.ok)
    errors.push({ field: 'amount', message: 'Valor inválido: use reais com até duas casas decimais, como "150,00".' });
  else if (reading.cents <= 0) errors.push({ field: 'amount', message: 'O valor deve ser maior que zero.' });
  else if (reading.cents > OUTSIDE_MAX_CENTS)
    errors.push({ field: 'amount', message: 'Valor acima de R$ 1.000.000,00 numa só entrada: confira o valor.' });
  else amountCents = reading.cents;

  const receivedOn = typeof input.receivedOn === 'string' ? input.receivedOn.trim() : '';
  if (!isCalendarDay(receivedOn))
    errors.push({ field: 'receivedOn', message: 'Data inválida: use AAAA-MM-DD, como 2026-03-15.' });
  else if (receivedOn > brasiliaDayOf(now))
    errors.push({ field: 'receivedOn', message: 'A data do recebimento não pode estar no futuro.' });
  else if (receivedOn < OUTSIDE_MIN_DAY) errors.push({ field: 'receivedOn', message: 'Data inválida: anterior a 2000.' });

  const method = input.method as OutsideMethodName;
  if (!OUTSIDE_METHODS.includes(method))
    errors.push({ field: 'method', message: 'Forma desconhecida: use dinheiro, transferência, PIX direto ou evento.' });

  const name = anonymousNameRule(optional(input.name));
  if ('error' in name) errors.push({ field: 'name', message: name.error });
  const emailText = optional(input.email);
  const email = typeof emailText === 'string' && emailText.trim() === '' ? { value: '' } : emailRule(emailText);
  if ('error' in email) errors.push({ field: 'email', message: email.error });
  const cpf = cpfRule(optional(input.cpf));
  if ('error' in cpf) errors.push({ field: 'cpf', message: cpf.error });

  const noteValue = optional(input.note);
  const note = typeof noteValue === 'string' ? noteValue.trim() : '';
  if (typeof noteValue !== 'string') errors.push({ field: 'note', message: 'Observação inválida.' });
  else if (characterCount(note) > OUTSIDE_NOTE_MAX)
    errors.push({ field: 'note', message: `Observação: até ${OUTSIDE_NOTE_MAX} caracteres.` });
  else if (CONTROL_BUT_NEWLINE.test(note)) errors.push({ field: 'note', message: 'A observação tem caracteres inválidos.' });

  if (errors.length > 0) return { ok: false, errors };
  const donorName = 'value' in name ? name.value : '';
  return {
    ok: true,
    value: {
      amountCents,
      receivedOn,
      method,
      name: donorName,
      // Named on the page only when the organiser says the donor agreed, and there is a name.
      isAnonymous: input.isAnonymous !== false || donorName === '',
      email: 'value' in email ? email.value : '',
      cpf: 'value' in cpf ? cpf.value : '',
      note,
    },
  };
}

/** Why an entry is corrected: required, one paragraph. */
export function checkCorrectionReason(value: unknown): { value: string } | { error: string } {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (!reason) return { error: 'Diga por que a entrada está sendo corrigida.' };
  if (characterCount(reason) > CORRECTION_REASON_MAX) return { error: `Motivo: até ${CORRECTION_REASON_MAX} caracteres.` };
  if (CONTROL_BUT_NEWLINE.test(reason)) return { error: 'O motivo tem caracteres inválidos.' };
  return { value: reason };
}
