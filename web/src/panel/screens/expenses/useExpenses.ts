import { useRef, useState, type ChangeEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { brasiliaDayOf } from '../../../../../rules/brasilia-time';
import { checkExpenseInput, type ExpenseCategoryName } from '../../../../../rules/expense';
import { formatBRL } from '../../../shared/format';
import { fieldOf, messageOf } from '../../apollo';
import { useFeedback } from '../../feedback';
import { graphql } from '../../gql';
import type { PanelExpensesQuery } from '../../gql/graphql';
import { uploadProof } from '../../proofs';
import { usePagedQuery } from '../../usePagedQuery';

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

export type ExpenseNode = PanelExpensesQuery['expenses']['nodes'][number];

export const CATEGORY_LABEL: Record<ExpenseCategoryName, string> = {
  REMEDIOS: 'Remédios',
  CONSULTAS: 'Consultas',
  TRATAMENTOS: 'Tratamentos',
  VEICULO_ADAPTADO: 'Veículo adaptado',
  OUTROS: 'Outros',
};

interface ExpenseForm {
  date: string;
  category: ExpenseCategoryName;
  description: string;
  supplier: string;
  amount: string;
}
const emptyForm = (): ExpenseForm => ({
  date: brasiliaDayOf(new Date()),
  category: 'REMEDIOS',
  description: '',
  supplier: '',
  amount: '',
});

/** The expenses recorded so far, a page at a time. */
export const useExpenses = () => usePagedQuery(PanelExpensesQueryDocument, 'expenses');

/** The expense being written (a new one, or `editing`) and its proof, checked by the shared rules, then saved. */
export function useExpenseEditor(editing: ExpenseNode | null, onDone: () => void) {
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
    onChange: (event: ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: event.target.value }),
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

  return { field, setFile, fileInput, submit, busy };
}

/** Removing an expense or one of its proofs from the public accounts: each asked first, then said. */
export function useExpenseRemoval(expense: ExpenseNode) {
  const { confirm, notify } = useFeedback();
  const [remove] = useMutation(RemoveExpenseMutation, { refetchQueries: ['PanelExpenses'] });
  const [removeProof] = useMutation(RemoveProofMutation, { refetchQueries: ['PanelExpenses'] });
  const act = async (ask: { title: string; text: string; action: string }, run: () => Promise<unknown>, done: string) => {
    if (!(await confirm(ask))) return;
    try {
      await run();
      notify(done);
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };
  const what = `${CATEGORY_LABEL[expense.category]}, ${formatBRL(expense.amount)}`;
  const removeExpense = () =>
    act(
      {
        title: 'Remover esta despesa?',
        text: `"${expense.description}" (${what}) sai da prestação de contas pública. O registro fica no histórico de auditoria.`,
        action: 'Remover despesa',
      },
      () => remove({ variables: { id: expense.id } }),
      `Despesa "${expense.description}" removida da prestação de contas.`,
    );
  /** `number` counts from 1, as the organiser reads it. */
  const removeProofOf = (proofId: string, number: number) =>
    act(
      {
        title: 'Remover este comprovante?',
        text: `O comprovante ${number} sai da despesa "${expense.description}" e da página de transparência.`,
        action: 'Remover comprovante',
      },
      () => removeProof({ variables: { expenseId: expense.id, proofId } }),
      `Comprovante ${number} removido da despesa "${expense.description}".`,
    );
  return { removeExpense, removeProof: removeProofOf };
}
