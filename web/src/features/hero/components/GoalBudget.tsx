import Box from '@mui/material/Box';
import type { ExpenseCategoryName } from '../../../../../rules/expense';
import { formatBRL } from '../../../shared/format';

/** As /transparencia names them (api/src/transparency/model.ts). */
const CATEGORY_LABEL: Record<ExpenseCategoryName, string> = {
  REMEDIOS: 'Remédios',
  CONSULTAS: 'Consultas',
  TRATAMENTOS: 'Tratamentos',
  VEICULO_ADAPTADO: 'Veículo adaptado',
  OUTROS: 'Outros',
};

export interface GoalBudgetLine {
  category: ExpenseCategoryName;
  description: string;
  planned: string;
}

/**
 * "O que a meta paga", in the hero: the organiser's budget in a short list, with the way to
 * /transparencia, where each line stands against what was spent. Loaded on its own (the hero
 * renders it only when a budget is published), so the initial JavaScript carries none of it.
 */
export default function GoalBudget({ lines }: { lines: readonly GoalBudgetLine[] }) {
  return (
    <Box
      component="section"
      aria-labelledby="meta-paga"
      data-testid="goal-budget"
      sx={{ mb: 3, p: 2, borderRadius: 2, bgcolor: '#fdf3f7', '& ul': { m: 0, pl: 2.5 }, '& li': { my: 0.5 } }}
    >
      <Box component="h2" id="meta-paga" sx={{ m: 0, mb: 1, fontSize: '1.05rem', fontWeight: 800 }}>
        O que a meta paga
      </Box>
      <ul>
        {lines.map((line) => (
          <li key={line.category}>
            <strong>
              {CATEGORY_LABEL[line.category]}: {formatBRL(line.planned)}
            </strong>{' '}
            — {line.description}
          </li>
        ))}
      </ul>
      {/* A server page, not a route of this app: a plain link. */}
      <Box
        component="a"
        href="/transparencia#orcamento"
        sx={{ display: 'inline-block', mt: 1, color: 'primary.dark', fontWeight: 700 }}
      >
        Veja o orçamento e quanto já foi gasto
      </Box>
    </Box>
  );
}
