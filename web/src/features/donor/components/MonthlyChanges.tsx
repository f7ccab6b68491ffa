import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import type { MonthlyDonationQuery as MonthlyDonationData } from '../../../gql/graphql';
import { formatBRL } from '../../../shared/format';
import { MonthlyAuthorisation, formatCalendarDay } from '../../../shared/MonthlyAuthorisation';
import {
  ChangeMonthlyAmountMutation,
  ChangeMonthlyDayMutation,
  PauseMonthlyDonationMutation,
  ResumeMonthlyDonationMutation,
  SkipMonthlyMonthMutation,
} from '../monthlyDocuments';
import { formatDateTime } from '../../../../../rules/brasilia-time';

type Donation = MonthlyDonationData['monthlyDonation'];

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** "2026-12" → "dezembro de 2026". */
export function monthName(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? number} de ${year}`;
}

function messageOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? 'Não foi possível mudar agora.';
  return 'Sem conexão. Tente de novo em instantes.';
}

type Confirmation = 'skip' | 'pause' | null;

/**
 * The donor's changes on the monthly donation's page (issue 54): the amount (a new
 * authorisation in the bank app, whose code shows here), the day, skipping the next month,
 * pausing and resuming; each from the next month not yet sent to the bank, which the page
 * names. Shown only while the donation is active.
 */
export function MonthlyChanges({
  token,
  donation,
  holderLine,
  onChanged,
}: {
  token: string;
  donation: Donation;
  holderLine: string | null;
  onChanged: () => Promise<unknown>;
}) {
  const [changeAmount, amountState] = useMutation(ChangeMonthlyAmountMutation);
  const [changeDay, dayState] = useMutation(ChangeMonthlyDayMutation);
  const [skip, skipState] = useMutation(SkipMonthlyMonthMutation);
  const [pause, pauseState] = useMutation(PauseMonthlyDonationMutation);
  const [resume, resumeState] = useMutation(ResumeMonthlyDonationMutation);
  const busy = amountState.loading || dayState.loading || skipState.loading || pauseState.loading || resumeState.loading;
  const [amount, setAmount] = useState('');
  const [day, setDay] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirmation>(null);

  /** Runs a change, reads the donation again, and says how it went; true when it was made. */
  const run = async (action: () => Promise<unknown>, success: string): Promise<boolean> => {
    setFailure(null);
    setDone(null);
    try {
      await action();
    } catch (error) {
      setFailure(messageOf(error));
      return false;
    }
    setDone(success);
    await onChanged().catch(() => undefined);
    return true;
  };

  const next = donation.nextCharge;
  const paused = Boolean(donation.pausedAt);
  const pending = donation.amountChange;
  const fromText = donation.changesFrom ? ` a partir de ${monthName(donation.changesFrom)}` : '';

  const submitAmount = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => changeAmount({ variables: { accessToken: token, amount } }),
      'Pedido registrado: autorize o novo valor no app do seu banco com o código abaixo.',
    ).then((made) => made && setAmount(''));
  };
  const submitDay = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => changeDay({ variables: { accessToken: token, dayOfMonth: Number(day) } }),
      'Dia alterado. Enviamos a confirmação por e-mail.',
    ).then((made) => made && setDay(''));
  };
  const confirm = () => {
    const what = confirming;
    setConfirming(null);
    if (what === 'skip' && next)
      void run(
        () => skip({ variables: { accessToken: token, month: next.month } }),
        `${monthName(next.month)} não será cobrado.`,
      );
    if (what === 'pause')
      void run(() => pause({ variables: { accessToken: token } }), 'Doação pausada: nenhum mês será cobrado até você retomar.');
  };

  return (
    <Paper component="section" aria-labelledby="mudar-titulo" variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 2 }}>
      <Typography id="mudar-titulo" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Mudar a doação mensal
      </Typography>
      {paused ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography>
            Pausada desde {formatDateTime(new Date(donation.pausedAt as string))}. Nenhum mês é cobrado até você retomar.
          </Typography>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() =>
              void run(() => resume({ variables: { accessToken: token } }), 'Doação retomada. A próxima cobrança aparece acima.')
            }
            sx={{ minHeight: 44, justifySelf: 'start' }}
          >
            Retomar doação mensal
          </Button>
        </Box>
      ) : next ? (
        <Typography data-testid="monthly-next-charge">
          Próximo mês cobrado: <strong>{monthName(next.month)}</strong> ({formatBRL(next.amount)}, vence em{' '}
          {formatCalendarDay(next.dueDate)}
          {next.sentToBank ? '; a cobrança já está no seu banco' : ''}). Mudanças de valor ou de dia valem{fromText}.
        </Typography>
      ) : null}

      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {done ? (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      ) : null}

      <Box component="form" onSubmit={submitAmount} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'start' }}>
        <TextField
          label="Novo valor por mês (R$)"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          inputMode="decimal"
          size="small"
          required
          sx={{ flex: '1 1 12rem' }}
        />
        <Button type="submit" variant="outlined" disabled={busy || !amount.trim()} sx={{ minHeight: 40 }}>
          Mudar valor
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
        O Pix Automático pede uma nova autorização no app do banco para um novo valor.
      </Typography>

      <Box component="form" onSubmit={submitDay} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'start' }}>
        <TextField
          label="Novo dia do mês (1 a 28)"
          value={day}
          onChange={(event) => setDay(event.target.value.replace(/\D/g, '').slice(0, 2))}
          inputMode="numeric"
          size="small"
          required
          sx={{ flex: '1 1 12rem' }}
        />
        <Button type="submit" variant="outlined" disabled={busy || !day} sx={{ minHeight: 40 }}>
          Mudar dia
        </Button>
      </Box>

      {!paused ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {next ? (
            <Button variant="outlined" disabled={busy} onClick={() => setConfirming('skip')} sx={{ minHeight: 44 }}>
              Pular {monthName(next.month)}
            </Button>
          ) : null}
          <Button variant="outlined" disabled={busy} onClick={() => setConfirming('pause')} sx={{ minHeight: 44 }}>
            Pausar
          </Button>
        </Box>
      ) : null}

      {pending ? (
        <Box sx={{ display: 'grid', gap: 1.5, p: 2, borderRadius: 2, bgcolor: '#fff4e5' }}>
          <Typography sx={{ fontWeight: 700 }}>
            Novo valor de {formatBRL(pending.amount)} aguardando a sua autorização no banco
          </Typography>
          {pending.pixCode ? (
            <>
              <MonthlyAuthorisation
                pixCode={pending.pixCode}
                amount={pending.amount}
                dayOfMonth={donation.dayOfMonth}
                cancelWhere="aqui"
                holderLine={holderLine}
              />
              <Typography variant="body2">
                Até você autorizar, continua {formatBRL(donation.amount)} por mês.
                {pending.expiresAt ? ` O código vale até ${formatDateTime(new Date(pending.expiresAt))}.` : ''}
              </Typography>
            </>
          ) : (
            <Typography variant="body2">O código venceu. Peça o novo valor de novo para receber outro código.</Typography>
          )}
        </Box>
      ) : null}

      {donation.changes.length > 0 ? (
        <Box>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
            Mudanças
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {donation.changes.map((change) => (
              <Typography component="li" variant="body2" key={`${change.at}-${change.description}`}>
                {formatDateTime(new Date(change.at))}: {change.description}
              </Typography>
            ))}
          </Box>
        </Box>
      ) : null}

      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="mudar-confirmar-titulo">
        <DialogTitle id="mudar-confirmar-titulo">
          {confirming === 'skip' && next ? `Pular ${monthName(next.month)}?` : 'Pausar a doação mensal?'}
        </DialogTitle>
        <DialogContent>
          <Typography>
            {confirming === 'skip'
              ? 'Este mês não será cobrado; os seguintes continuam normalmente.'
              : 'Nenhum mês será cobrado até você voltar aqui e retomar. A autorização no seu banco continua valendo.'}
          </Typography>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setConfirming(null)} sx={{ minHeight: 44 }}>
            Voltar
          </Button>
          <Button variant="contained" onClick={confirm} sx={{ minHeight: 44 }}>
            {confirming === 'skip' ? 'Pular o mês' : 'Pausar'}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
