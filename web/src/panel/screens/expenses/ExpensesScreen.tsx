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
import { useState } from 'react';
import { EXPENSE_CATEGORY_VALUES } from '../../../../../rules/expense';
import { formatBRL } from '../../../shared/format';
import { formatDateTime, formatDay } from '../../format';
import { Can, useCan } from '../../me';
import { LoadError, LoadMore, ScreenTitle } from '../../ui';
import { CATEGORY_LABEL, useExpenseEditor, useExpenseRemoval, useExpenses, type ExpenseNode } from './useExpenses';

/** What the phone's camera or files give: a photo or a PDF of the receipt (the server checks the content). */
const PROOF_ACCEPT = 'image/*,application/pdf';

function ExpenseEditor({ editing, onDone }: { editing: ExpenseNode | null; onDone: () => void }) {
  const { field, setFile, fileInput, submit, busy } = useExpenseEditor(editing, onDone);

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

function ExpenseCard({ expense, onCorrect }: { expense: ExpenseNode; onCorrect: () => void }) {
  const { removeExpense, removeProof } = useExpenseRemoval(expense);
  const money = useCan()('money');
  const what = `${CATEGORY_LABEL[expense.category]}, ${formatBRL(expense.amount)}`;
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
            {money && (
              <Button size="small" color="error" onClick={() => void removeProof(proof.id, index + 1)}>
                Remover comprovante {index + 1}
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
      {money && (
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={onCorrect}>
            Corrigir
          </Button>
          <Button size="small" color="error" onClick={() => void removeExpense()}>
            Remover
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

export function ExpensesScreen() {
  const expenses = useExpenses();
  const { data, error, refetch, nodes } = expenses;
  const [editing, setEditing] = useState<ExpenseNode | null>(null);
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
      <Can need="money">
        <ExpenseEditor key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Can>
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
