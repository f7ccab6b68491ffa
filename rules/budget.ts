/**
 * The campaign's planned budget (issue 50): what the API accepts, in one place the panel's
 * form imports too. One line per expense category, so what was spent in each sums exactly.
 */
import { CONTROL_CHARACTER, characterCount, type FieldError } from './rule.js';
import { EXPENSE_CATEGORY_VALUES, type Checked, type ExpenseCategoryName } from './expense.js';
import { readReaisText } from './money.js';

/** Largest planned amount of one line: R$ 10.000.000,00, far above this campaign's goal; more is a typing mistake. */
export const BUDGET_LINE_MAX_CENTS = 1_000_000_000;
/** What the line pays for, in a sentence: the home page lists it under the goal. */
export const BUDGET_DESCRIPTION_MAX = 200;

export interface BudgetLineValues {
  category: ExpenseCategoryName;
  amountCents: number;
  description: string;
}

const CATEGORY_WORDS = 'remédios, consultas, tratamentos, veículo adaptado ou outros';

/**
 * The budget as the organiser typed it → the lines stored, in the order of the categories,
 * or every line's problem (`lines.<n>.<field>`, n counting from 0 as the list is sent).
 * An empty list takes the budget off the site.
 */
export function checkBudgetInput(lines: readonly Record<string, unknown>[]): Checked<BudgetLineValues[]> {
  const errors: FieldError[] = [];
  const values: BudgetLineValues[] = [];
  const seen = new Set<string>();
  if (lines.length > EXPENSE_CATEGORY_VALUES.length)
    return {
      ok: false,
      errors: [
        { field: 'lines', message: `O orçamento tem no máximo ${EXPENSE_CATEGORY_VALUES.length} linhas, uma por categoria.` },
      ],
    };
  lines.forEach((line, index) => {
    const at = (field: string) => `lines.${index}.${field}`;
    const category = line.category as ExpenseCategoryName;
    if (!EXPENSE_CATEGORY_VALUES.includes(category))
      errors.push({ field: at('category'), message: `Categoria desconhecida: use ${CATEGORY_WORDS}.` });
    else if (seen.has(category))
      errors.push({
        field: at('category'),
        message: 'Cada categoria aparece uma vez no orçamento: some os valores numa linha só.',
      });
    seen.add(category);
    const description = typeof line.description === 'string' ? line.description.trim() : '';
    if (!description) errors.push({ field: at('description'), message: 'Preencha o que esta linha paga.' });
    else if (characterCount(description) > BUDGET_DESCRIPTION_MAX)
      errors.push({ field: at('description'), message: `Descrição: até ${BUDGET_DESCRIPTION_MAX} caracteres.` });
    else if (CONTROL_CHARACTER.test(description))
      errors.push({ field: at('description'), message: 'A descrição tem caracteres inválidos.' });
    const text = typeof line.amount === 'string' ? line.amount.trim() : '';
    const reading = readReaisText(text.replace(/^-/, ''));
    let amountCents = 0;
    if (text.startsWith('-') || (reading.ok && reading.cents <= 0))
      errors.push({ field: at('amount'), message: 'O valor previsto deve ser maior que zero.' });
    else if (!reading.ok)
      errors.push({ field: at('amount'), message: 'Valor inválido: use reais com até duas casas decimais, como "1.500,00".' });
    else if (reading.cents > BUDGET_LINE_MAX_CENTS)
      errors.push({ field: at('amount'), message: 'Valor acima do limite de R$ 10.000.000,00 por linha: confira o valor.' });
    else amountCents = reading.cents;
    values.push({ category, amountCents, description });
  });
  if (errors.length > 0) return { ok: false, errors };
  // In the categories' own order, whatever order the form sent: the page and the open data read alike.
  values.sort((a, b) => EXPENSE_CATEGORY_VALUES.indexOf(a.category) - EXPENSE_CATEGORY_VALUES.indexOf(b.category));
  return { ok: true, value: values };
}
