import { useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CombinedGraphQLErrors } from '@apollo/client';
import { brasiliaDay, checkExpenseInput, EXPENSE_CATEGORY_VALUES, type ExpenseCategoryName } from '../../../../rules/expense';
import { messageOf } from '../apollo';
import { useFeedback } from '../feedback';
import { formatBRL } from '../../shared/format';
import { formatDateTime, formatDay } from '../format';
import { graphql } from '../gql';
import type { PanelExpensesQuery } from '../gql/graphql';
import { uploadProof } from '../proofs';
import { LoadError, LoadMore, ScreenTitle } from '../ui';
import { usePagedQuery } from '../usePagedQuery';

const PanelExpensesQueryDocument = graphql(`
  query PanelExpenses($after: String) {
    expenses(first: 100, after: $after) {
      nodes {
        id
        date
        category
        description
        supplier
        amount
        recordedAt
        correctedAt
        proofs {
          id
          url
          contentType
          size
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

const RecordExpenseMutation = graphql(`
  mutation PanelRecordExpense($input: ExpenseInput!) {
    recordExpense(input: $input) {
      id
    }
  }
`);

const CorrectExpenseMutation = graphql(`
  mutation PanelCorrectExpense($id: ID!, $input: ExpenseInput!) {
    correctExpense(id: $id, input: $input) {
      id
    }
  }
`);

const RemoveExpenseMutation = graphql(`
  mutation PanelRemoveExpense($id: ID!) {
    removeExpense(id: $id)
  }
`);

const RemoveProofMutation = graphql(`
  mutation PanelRemoveExpenseProof($expenseId: ID!, $proofId: ID!) {
    removeExpenseProof(expenseId: $expenseId, proofId: $proofId) {
      id
    }
  }
`);

type Expense = PanelExpensesQuery['expenses']['nodes'][number];

const CATEGORY_LABEL: Record<ExpenseCategoryName, string> = {
  REMEDIOS: 'Remédios',
  CONSULTAS: 'Consultas',
  TRATAMENTOS: 'Tratamentos',
  VEICULO_ADAPTADO: 'Veículo adaptado',
  OUTROS: 'Outros',
};

/** What the phone's camera or files give: a photo or a PDF of the receipt (the server checks the content). */
const PROOF_ACCEPT = 'image/*,application/pdf';

interface ExpenseForm {
  date: string;
  category: ExpenseCategoryName;
  description: string;
  supplier: string;
  amount: string;
}
const emptyForm = (): ExpenseForm => ({
  date: brasiliaDay(new Date()),
  category: 'REMEDIOS',
  description: '',
  supplier: '',
  amount: '',
});

/** The API's field for a refused input, when it named one. */
function fieldOf(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === 'string' ? field : undefined;
}

function ExpenseEditor({ editing, onDone }: { editing: Expense | null; onDone: () => void }) {
  const { notify } = useFeedback();
  const [form, setForm] = useState<ExpenseForm>(() =>
    editing
      ? {
          date: editing.date,
          category: editing.category,
          description: editing.description,
          supplier: editing.supplier,
          amount: editing.amount.replace('.', ','),
        }
      : emptyForm(),
  );
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const client = useApolloClient();
  const [record] = useMutation(RecordExpenseMutation);
  const [correct] = useMutation(CorrectExpenseMutation);

  const field = (name: keyof ExpenseForm) => ({
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: event.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  const submit = async () => {
    // The API's own rules (rules/expense.ts), so the organiser sees the same messages before sending.
    const checked = checkExpenseInput({ ...form }, new Date());
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      let id = editing?.id;
      if (editing) await correct({ variables: { id: editing.id, input: form } });
      else id = (await record({ variables: { input: form } })).data?.recordExpense.id;
      const proofProblem = file && id ? await uploadProof(id, file) : null;
      // After the upload, so the list shows the expense with its proof.
      await client.refetchQueries({ include: ['PanelExpenses'] });
      const what = `${CATEGORY_LABEL[form.category]}, ${formatBRL(checked.value.amountCents / 100)}`;
      if (proofProblem) notify(`Despesa salva (${what}), mas o comprovante não foi enviado: ${proofProblem}`, 'warning');
      else
        notify(
          editing
            ? `Despesa corrigida (${what}). A página de transparência mostra “corrigido em”.`
            : `Despesa registrada (${what})${file ? ' com o comprovante' : ''}. Já aparece em /transparencia.`,
        );
      setForm(emptyForm());
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      onDone();
    } catch (error) {
      const name = fieldOf(error);
      if (name) setErrors({ [name]: messageOf(error) });
      notify(messageOf(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      component="form"
      noValidate
      aria-labelledby="despesa-form"
      sx={{ p: 2, mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography id="despesa-form" component="h2" variant="h6" gutterBottom>
        {editing ? 'Corrigir despesa' : 'Registrar despesa'}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="Data" type="date" {...field('date')} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField select label="Categoria" {...field('category')}>
          {EXPENSE_CATEGORY_VALUES.map((category) => (
            <MenuItem key={category} value={category}>
              {CATEGORY_LABEL[category]}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Descrição" multiline {...field('description')} sx={{ gridColumn: '1 / -1' }} />
        <TextField label="Fornecedor" {...field('supplier')} />
        <TextField label="Valor (R$)" inputMode="decimal" {...field('amount')} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <Typography component="label" htmlFor="comprovante" sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}>
          Foto ou PDF do comprovante{editing ? ' (mais um)' : ''}
        </Typography>
        {/* capture: on a phone the camera opens straight away; elsewhere, a file chooser. */}
        <input
          id="comprovante"
          ref={fileInput}
          type="file"
          accept={PROOF_ACCEPT}
          capture="environment"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Typography variant="body2" color="text.secondary">
          Até 10 MB. A localização e os dados da câmera são apagados da foto antes de publicar.
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Salvando…' : editing ? 'Salvar correção' : 'Registrar despesa'}
        </Button>
        {editing && <Button onClick={onDone}>Cancelar correção</Button>}
      </Stack>
    </Paper>
  );
}

function ExpenseCard({ expense, onCorrect }: { expense: Expense; onCorrect: () => void }) {
  const { confirm, notify } = useFeedback();
  const [remove] = useMutation(RemoveExpenseMutation, { refetchQueries: ['PanelExpenses'] });
  const [removeProof] = useMutation(RemoveProofMutation, { refetchQueries: ['PanelExpenses'] });
  const what = `${CATEGORY_LABEL[expense.category]}, ${formatBRL(expense.amount)}`;
  const act = async (ask: { title: string; text: string; action: string }, run: () => Promise<unknown>, done: string) => {
    if (!(await confirm(ask))) return;
    try {
      await run();
      notify(done);
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };
  return (
    <Paper component="article" aria-label={`${expense.description} (${what})`} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {formatBRL(expense.amount)} · {CATEGORY_LABEL[expense.category]}
        </Typography>
        {expense.correctedAt && <Chip size="small" label={`Corrigida em ${formatDateTime(expense.correctedAt)}`} />}
      </Stack>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{expense.description}</Typography>
      <Typography variant="body2" color="text.secondary">
        {expense.supplier} · {formatDay(expense.date)}
      </Typography>
      <Stack spacing={0.5} sx={{ my: 1 }}>
        {expense.proofs.length === 0 && (
          <Typography variant="body2" color="error">
            Sem comprovante.
          </Typography>
        )}
        {expense.proofs.map((proof, index) => (
          <Stack key={proof.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Link href={proof.url} target="_blank" rel="noopener">
              Comprovante {index + 1} ({proof.contentType === 'application/pdf' ? 'PDF' : 'imagem'})
            </Link>
            <Button
              size="small"
              color="error"
              onClick={() =>
                void act(
                  {
                    title: 'Remover este comprovante?',
                    text: `O comprovante ${index + 1} sai da despesa "${expense.description}" e da página de transparência.`,
                    action: 'Remover comprovante',
                  },
                  () => removeProof({ variables: { expenseId: expense.id, proofId: proof.id } }),
                  `Comprovante ${index + 1} removido da despesa "${expense.description}".`,
                )
              }
            >
              Remover comprovante {index + 1}
            </Button>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={onCorrect}>
          Corrigir
        </Button>
        <Button
          size="small"
          color="error"
          onClick={() =>
            void act(
              {
                title: 'Remover esta despesa?',
                text: `"${expense.description}" (${what}) sai da prestação de contas pública. O registro fica no histórico de auditoria.`,
                action: 'Remover despesa',
              },
              () => remove({ variables: { id: expense.id } }),
              `Despesa "${expense.description}" removida da prestação de contas.`,
            )
          }
        >
          Remover
        </Button>
      </Stack>
    </Paper>
  );
}

export function ExpensesScreen() {
  const expenses = usePagedQuery(PanelExpensesQueryDocument, 'expenses');
  const { data, error, refetch, nodes } = expenses;
  const [editing, setEditing] = useState<Expense | null>(null);
  return (
    <>
      <ScreenTitle
        intro={
          <>
            Cada gasto com a foto ou o PDF do comprovante. Tudo aparece na página pública{' '}
            <Link href="/transparencia" target="_blank" rel="noopener">
              /transparencia
            </Link>
            .
          </>
        }
      >
        Prestação de contas
      </ScreenTitle>
      <ExpenseEditor key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Despesas registradas
      </Typography>
      {!data && (error ? <LoadError error={error} retry={() => void refetch()} /> : <LinearProgress aria-label="Carregando" />)}
      {nodes && nodes.length === 0 && <Typography>Nenhuma despesa registrada ainda.</Typography>}
      <Stack spacing={1.5}>
        {nodes?.map((expense) => (
          <ExpenseCard
            key={expense.id}
            expense={expense}
            onCorrect={() => {
              setEditing(expense);
              window.scrollTo({ top: 0 });
            }}
          />
        ))}
      </Stack>
      <LoadMore paged={expenses} />
    </>
  );
}
