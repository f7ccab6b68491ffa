/**
 * The organiser's expenses and updates: what the API accepts, in one place the panel's
 * forms can import too. Plain functions, like the other rules the pages use.
 */
import { CONTROL_BUT_NEWLINE, CONTROL_CHARACTER, characterCount, type FieldError } from './rule.js';
import { readReaisText } from './money.js';
import { brasiliaDayOf } from './brasilia-time.js';

export const EXPENSE_CATEGORY_VALUES = ['REMEDIOS', 'CONSULTAS', 'TRATAMENTOS', 'VEICULO_ADAPTADO', 'OUTROS'] as const;
export type ExpenseCategoryName = (typeof EXPENSE_CATEGORY_VALUES)[number];

/** Largest single expense accepted: R$ 1.000.000,00, far above any bill of this campaign; more is a typing mistake. */
export const EXPENSE_MAX_CENTS = 100_000_000;
/** Earliest expense date accepted: anything before is a typing mistake. */
export const EXPENSE_MIN_DATE = '2000-01-01';
export const EXPENSE_DESCRIPTION_MAX = 500;
export const EXPENSE_SUPPLIER_MAX = 200;
export const UPDATE_TITLE_MAX = 140;
export const UPDATE_BODY_MAX = 10_000;

export interface ExpenseValues {
  date: string;
  category: ExpenseCategoryName;
  description: string;
  supplier: string;
  amountCents: number;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

function textField(errors: FieldError[], field: string, value: unknown, label: string, max: number, multiline: boolean): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) errors.push({ field, message: `Preencha ${label}.` });
  else if (characterCount(text) > max)
    errors.push({ field, message: `${label[0]!.toUpperCase()}${label.slice(1)}: até ${max} caracteres.` });
  else if ((multiline ? CONTROL_BUT_NEWLINE : CONTROL_CHARACTER).test(text))
    errors.push({ field, message: `${label[0]!.toUpperCase()}${label.slice(1)} tem caracteres inválidos.` });
  return text;
}

/** An expense as the organiser typed it → the values stored, or every field's problem. */
export function checkExpenseInput(input: Record<string, unknown>, now: Date): Checked<ExpenseValues> {
  const errors: FieldError[] = [];
  const date = typeof input.date === 'string' ? input.date.trim() : '';
  if (!isCalendarDay(date)) errors.push({ field: 'date', message: 'Data inválida: use AAAA-MM-DD, como 2026-03-15.' });
  // An expense can be of today in Brasília, never of tomorrow.
  else if (date > brasiliaDayOf(now)) errors.push({ field: 'date', message: 'A data da despesa não pode estar no futuro.' });
  else if (date < EXPENSE_MIN_DATE) errors.push({ field: 'date', message: 'Data inválida: anterior a 2000.' });
  const category = input.category as ExpenseCategoryName;
  if (!EXPENSE_CATEGORY_VALUES.includes(category))
    errors.push({
      field: 'category',
      message: 'Categoria desconhecida: use remédios, consultas, tratamentos, veículo adaptado ou outros.',
    });
  const description = textField(errors, 'description', input.description, 'a descrição', EXPENSE_DESCRIPTION_MAX, true);
  const supplier = textField(errors, 'supplier', input.supplier, 'o fornecedor', EXPENSE_SUPPLIER_MAX, false);
  const reading = typeof input.amount === 'string' ? readReaisText(input.amount.replace(/^-/, '')) : null;
  let amountCents = 0;
  if (typeof input.amount === 'string' && input.amount.trim().startsWith('-'))
    errors.push({ field: 'amount', message: 'O valor da despesa deve ser positivo.' });
  else if (!reading?.ok)
    errors.push({ field: 'amount', message: 'Valor inválido: use reais com até duas casas decimais, como "150,00".' });
  else if (reading.cents <= 0) errors.push({ field: 'amount', message: 'O valor da despesa deve ser maior que zero.' });
  else if (reading.cents > EXPENSE_MAX_CENTS)
    errors.push({ field: 'amount', message: 'Valor acima do limite de R$ 1.000.000,00 por despesa: confira o valor.' });
  else amountCents = reading.cents;
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { date, category, description, supplier, amountCents } };
}

/** A campaign update → its stored title and body, or every field's problem. */
export function checkUpdateInput(input: Record<string, unknown>): Checked<{ title: string; body: string }> {
  const errors: FieldError[] = [];
  const title = textField(errors, 'title', input.title, 'o título', UPDATE_TITLE_MAX, false);
  const body = textField(errors, 'body', input.body, 'o texto', UPDATE_BODY_MAX, true);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { title, body } };
}
