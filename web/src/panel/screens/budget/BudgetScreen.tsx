import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState, type ChangeEvent } from 'react';
import { BUDGET_DESCRIPTION_MAX, checkBudgetInput } from '../../../../../rules/budget';
import { EXPENSE_CATEGORY_VALUES, type ExpenseCategoryName } from '../../../../../rules/expense';
import { apiReaisToCents, centsToAmountInput } from '../../../../../rules/money';
import { formatBRL } from '../../../shared/format';
import { fieldOf, messageOf } from '../../apollo';
import { useFeedback } from '../../feedback';
import { graphql } from '../../gql';
import type { PanelBudgetQuery } from '../../gql/graphql';
import { Can, useCan } from '../../me';
import { postProof } from '../../proofs';
import { LoadError, ScreenTitle } from '../../ui';
import { CATEGORY_LABEL } from '../expenses/useExpenses';

export const PanelBudgetQueryDocument = graphql(`
  query PanelBudget {
    budget {
      lines {
        category
        description
        planned
        spent
        remaining
        proof {
          id
          url
          contentType
        }
      }
      unplanned {
        category
        spent
      }
      planned
      spent
      remaining
    }
  }
`);

export const SetBudgetMutation = graphql(`
  mutation PanelSetBudget($lines: [BudgetLineInput!]!) {
    setBudget(lines: $lines) {
      planned
    }
  }
`);

const RemoveBudgetProofMutation = graphql(`
  mutation PanelRemoveBudgetProof($category: ExpenseCategory!) {
    removeBudgetProof(category: $category) {
      planned
    }
  }
`);

type Budget = NonNullable<PanelBudgetQuery['budget']>;
type Row = { amount: string; description: string };
type Rows = Record<ExpenseCategoryName, Row>;

/** What a photo or a PDF of a quote may be (the server checks the content). */
const PROOF_ACCEPT = 'image/*,application/pdf';

const rowsOf = (budget: Budget | null | undefined): Rows =>
  Object.fromEntries(
    EXPENSE_CATEGORY_VALUES.map((category) => {
      const line = budget?.lines.find((candidate) => candidate.category === category);
      return [
        category,
        line ? { amount: centsToAmountInput(apiReaisToCents(line.planned)), description: line.description } : emptyRow(),
      ];
    }),
  ) as Rows;
const emptyRow = (): Row => ({ amount: '', description: '' });

/** Remaining money in words as well as sign, as /transparencia says it. */
const remainingText = (reais: string) =>
  reais.startsWith('-') ? `${formatBRL(reais.slice(1))} acima do previsto` : formatBRL(reais);

/** The budget against what was spent, as donors read it on /transparencia. */
function BudgetTable({ budget }: { budget: Budget }) {
  return (
    <TableContainer component={Paper} sx={{ mb: 2 }}>
      <Table size="small" aria-label="Orçamento e gasto por categoria">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Categoria
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Previsto
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Gasto
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Restante
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {budget.lines.map((line) => (
            <TableRow key={line.category}>
              <TableCell component="th" scope="row">
                {CATEGORY_LABEL[line.category]}
              </TableCell>
              <TableCell align="right">{formatBRL(line.planned)}</TableCell>
              <TableCell align="right">{formatBRL(line.spent)}</TableCell>
              <TableCell align="right">{remainingText(line.remaining)}</TableCell>
            </TableRow>
          ))}
          {budget.unplanned.map((line) => (
            <TableRow key={line.category}>
              <TableCell component="th" scope="row">
                {CATEGORY_LABEL[line.category]} (fora do orçamento)
              </TableCell>
              <TableCell align="right">—</TableCell>
              <TableCell align="right">{formatBRL(line.spent)}</TableCell>
              <TableCell align="right">—</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatBRL(budget.planned)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatBRL(budget.spent)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {remainingText(budget.remaining)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** One line per category: a category left blank is not in the budget. */
function BudgetEditor({ budget, onSaved }: { budget: Budget | null | undefined; onSaved: () => Promise<unknown> }) {
  const { notify, confirm } = useFeedback();
  const [rows, setRows] = useState<Rows>(() => rowsOf(budget));
  const [files, setFiles] = useState<Partial<Record<ExpenseCategoryName, File>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const client = useApolloClient();
  const [save] = useMutation(SetBudgetMutation);
  const [removeProof] = useMutation(RemoveBudgetProofMutation);

  const filled = EXPENSE_CATEGORY_VALUES.filter((category) => rows[category].amount.trim() || rows[category].description.trim());
  const linesOf = (categories: readonly ExpenseCategoryName[]) =>
    categories.map((category) => ({ category, amount: rows[category].amount, description: rows[category].description }));
  /** `lines.<n>.<field>` from the API or the shared rules → the row's field it names. */
  const showErrors = (found: { field: string; message: string }[]) =>
    setErrors(
      Object.fromEntries(
        found.map(({ field, message }) => {
          const [, index, name] = /^lines\.(\d+)\.(\w+)$/.exec(field) ?? [];
          const category = index === undefined ? undefined : filled[Number(index)];
          return [category ? `${category}.${name}` : field, message];
        }),
      ),
    );

  const submit = async () => {
    const lines = linesOf(filled);
    // The API's own rules (rules/budget.ts): the same messages before sending.
    const checked = checkBudgetInput(lines);
    if (!checked.ok) return showErrors(checked.errors);
    if (
      lines.length === 0 &&
      !(await confirm({
        title: 'Tirar o orçamento do site?',
        text: 'Sem nenhuma linha, a página de transparência e a página inicial deixam de mostrar o orçamento.',
        action: 'Tirar do site',
      }))
    )
      return;
    setErrors({});
    setBusy(true);
    try {
      await save({ variables: { lines } });
      const problems: string[] = [];
      for (const category of filled) {
        const file = files[category];
        const problem = file ? await postProof(`/api/admin/budget/${category}/proof`, file) : null;
        if (problem) problems.push(`${CATEGORY_LABEL[category]}: ${problem}`);
      }
      setFiles({});
      await client.refetchQueries({ include: ['PanelBudget'] });
      await onSaved();
      if (problems.length) notify(`Orçamento salvo, mas um comprovante não foi enviado (${problems.join('; ')}).`, 'warning');
      else
        notify(lines.length ? 'Orçamento salvo. Já aparece em /transparencia e na página inicial.' : 'Orçamento tirado do site.');
    } catch (error) {
      const field = fieldOf(error);
      if (field) showErrors([{ field, message: messageOf(error) }]);
      notify(messageOf(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const takeProofOff = async (category: ExpenseCategoryName) => {
    if (
      !(await confirm({
        title: 'Remover este comprovante?',
        text: `O orçamento de ${CATEGORY_LABEL[category].toLowerCase()} sai da página de transparência; a linha continua.`,
        action: 'Remover comprovante',
      }))
    )
      return;
    try {
      await removeProof({ variables: { category } });
      await client.refetchQueries({ include: ['PanelBudget'] });
      notify(`Comprovante de ${CATEGORY_LABEL[category].toLowerCase()} removido.`);
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };

  const field = (category: ExpenseCategoryName, name: keyof Row) => ({
    value: rows[category][name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setRows({ ...rows, [category]: { ...rows[category], [name]: event.target.value } }),
    error: Boolean(errors[`${category}.${name}`]),
    helperText: errors[`${category}.${name}`],
    fullWidth: true,
  });

  return (
    <Paper
      component="form"
      noValidate
      aria-labelledby="orcamento-form"
      sx={{ p: 2, mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography id="orcamento-form" component="h2" variant="h6" gutterBottom>
        Editar o orçamento
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Deixe em branco as categorias fora do orçamento. O gasto de cada categoria é a soma das despesas registradas nela.
      </Typography>
      {errors.lines && (
        <Typography color="error" role="alert" sx={{ mb: 1 }}>
          {errors.lines}
        </Typography>
      )}
      <Stack spacing={2}>
        {EXPENSE_CATEGORY_VALUES.map((category) => {
          const proof = budget?.lines.find((line) => line.category === category)?.proof;
          const inputId = `orcamento-comprovante-${category}`;
          return (
            <Box component="fieldset" key={category} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }}>
              <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
                {CATEGORY_LABEL[category]}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' } }}>
                <TextField label="Valor previsto (R$)" inputMode="decimal" {...field(category, 'amount')} />
                <TextField
                  label="O que paga"
                  {...field(category, 'description')}
                  slotProps={{ htmlInput: { maxLength: BUDGET_DESCRIPTION_MAX } }}
                />
              </Box>
              <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                {proof && (
                  <>
                    <Link href={proof.url} target="_blank" rel="noopener">
                      Orçamento anexado ({proof.contentType === 'application/pdf' ? 'PDF' : 'imagem'})
                    </Link>
                    <Button size="small" color="error" onClick={() => void takeProofOff(category)}>
                      Remover comprovante
                    </Button>
                  </>
                )}
              </Stack>
              <Typography component="label" htmlFor={inputId} variant="body2" sx={{ display: 'block', mt: 1 }}>
                {proof
                  ? 'Trocar o comprovante (PDF ou foto de um orçamento)'
                  : 'Comprovante opcional (PDF ou foto de um orçamento)'}
              </Typography>
              <input
                id={inputId}
                type="file"
                accept={PROOF_ACCEPT}
                onChange={(event) => setFiles({ ...files, [category]: event.target.files?.[0] })}
              />
            </Box>
          );
        })}
      </Stack>
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
        {busy ? 'Salvando…' : 'Salvar orçamento'}
      </Button>
    </Paper>
  );
}

export function BudgetScreen() {
  const { data, error, refetch } = useQuery(PanelBudgetQueryDocument);
  const money = useCan()('money');
  const budget = data?.budget;
  return (
    <>
      <ScreenTitle
        intro={
          <>
            Quanto a campanha prevê gastar em cada categoria e com o quê: a página inicial diz o que a meta paga, e{' '}
            <Link href="/transparencia#orcamento" target="_blank" rel="noopener">
              /transparencia
            </Link>{' '}
            mostra o previsto, o gasto e o que resta.
          </>
        }
      >
        Orçamento
      </ScreenTitle>
      {!data && (error ? <LoadError error={error} retry={() => void refetch()} /> : <LinearProgress aria-label="Carregando" />)}
      {data &&
        (budget ? <BudgetTable budget={budget} /> : <Typography sx={{ mb: 2 }}>Nenhum orçamento publicado ainda.</Typography>)}
      {data && (
        <Can need="money">
          {/* Keyed by the saved figures: after a save, the form starts from what the server holds. */}
          <BudgetEditor key={JSON.stringify(budget?.lines ?? [])} budget={budget} onSaved={() => refetch()} />
        </Can>
      )}
      {data && !money && (
        <Typography variant="body2" color="text.secondary">
          Só quem cuida das finanças (ou dono/a) muda o orçamento.
        </Typography>
      )}
    </>
  );
}
