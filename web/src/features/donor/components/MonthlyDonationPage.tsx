import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { MonthlyDonationStatus, MonthlyPaymentStatus } from '../../../gql/graphql';
import { formatBRL } from '../../../shared/format';
import { MonthlyAuthorisation, formatCalendarDay } from '../../../shared/MonthlyAuthorisation';
import { useServerAnswer } from '../../../shared/serverAnswer';
import { CancelMonthlyDonationMutation, MonthlyDonationQuery } from '../monthlyDocuments';
import { MonthlyChanges, monthName } from './MonthlyChanges';
import { PersonalDataSection } from './PersonalDataSection';
import { formatDate, formatDateTime } from '../../../../../rules/brasilia-time';
import { usePixHolder } from '../../../shared/usePixHolder';

/** While the donor may be authorising in the bank app (or a month is being paid), the page asks again this often. */
const WATCH_INTERVAL_MS = 4_000;

/** Today in Brasília (UTC−3 all year), "YYYY-MM-DD", as the API writes due dates. */
const todayInBrasilia = () => new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const STATUS_COLORS: Record<MonthlyDonationStatus, { color: string; background: string }> = {
  AWAITING_AUTHORISATION: { color: '#7a4300', background: '#fff4e5' },
  ACTIVE: { color: '#1b5e20', background: '#e8f5e9' },
  CANCELLED: { color: '#424242', background: '#f1f1f1' },
  EXPIRED: { color: '#424242', background: '#f1f1f1' },
  REJECTED: { color: '#8a1c1c', background: '#fdecea' },
};

const PAYMENT_COLORS = {
  SCHEDULED: 'info',
  RETRYING: 'warning',
  PAID: 'success',
  FAILED: 'error',
  CANCELLED: 'default',
} as const satisfies Record<MonthlyPaymentStatus, string>;

/** Why the page could not be read, in the donor's words: the API's message (an unknown link), or the connection. */
function failureOf(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  return 'Sem conexão. Tente de novo em instantes.';
}

/**
 * The monthly donation's private page (`/doacao-mensal/<token>`): its status, the code
 * while it awaits authorisation, each month's payment and receipt, the way to cancel, and
 * the donor's data (LGPD art. 18), as the one-off donation's page gives them.
 */
export function MonthlyDonationPage() {
  const { token = '' } = useParams();
  // What the server read for this very request: the HTML shows it, and so does the first
  // render here, until the network answers (shared/serverAnswer.ts).
  const answered = useServerAnswer(MonthlyDonationQuery, { accessToken: token });
  // Who the bank app will show as receiving, said before the code (the public campaign's, cached).
  const holder = usePixHolder();
  // Personal data: always read from the server, never from a copy kept in the page's cache.
  // An unknown link stays unknown: the server's refusal is not asked again.
  const { data, error, refetch, startPolling, stopPolling } = useQuery(MonthlyDonationQuery, {
    variables: { accessToken: token },
    fetchPolicy: 'network-only',
    skip: Boolean(answered?.error),
  });
  const [cancel, cancelling] = useMutation(CancelMonthlyDonationMutation);
  const [confirming, setConfirming] = useState(false);
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const statusRef = useRef<HTMLDivElement | null>(null);
  const donation = data?.monthlyDonation ?? answered?.data?.monthlyDonation ?? null;

  const today = todayInBrasilia();
  const watching =
    donation?.status === 'AWAITING_AUTHORISATION' ||
    (donation?.status === 'ACTIVE' &&
      donation.payments.some((payment) => ['SCHEDULED', 'RETRYING'].includes(payment.status) && payment.dueDate <= today));
  useEffect(() => {
    if (!watching) return undefined;
    startPolling(WATCH_INTERVAL_MS);
    // Back from the bank app: the answer at once, not at the next poll.
    const onReturn = () => document.visibilityState === 'visible' && void refetch();
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      stopPolling();
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, [watching, startPolling, stopPolling, refetch]);

  const confirmCancel = async () => {
    setConfirming(false);
    setCancelFailure(null);
    try {
      await cancel({ variables: { accessToken: token } });
      setCancelled(true);
      // The button is gone: the focus goes to the status that now says "cancelada".
      statusRef.current?.focus();
      // The months not yet paid are cancelled too: the list is read again.
      void refetch();
    } catch (failure) {
      setCancelFailure(failureOf(failure, 'Não foi possível cancelar agora. Tente de novo em instantes.'));
    }
  };

  const failure = answered?.error?.message ?? (error ? failureOf(error, 'Não foi possível abrir esta doação mensal.') : null);
  const cancellable = donation?.status === 'ACTIVE' || donation?.status === 'AWAITING_AUTHORISATION';

  return (
    <Container component="main" maxWidth="sm" sx={{ py: 4, px: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        Doação mensal
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Esta página é só sua: guarde o link e não o compartilhe.
      </Typography>
      {failure && !donation ? <Alert severity="error">{failure}</Alert> : null}
      {!donation && !failure ? <CircularProgress aria-label="Carregando a sua doação mensal" /> : null}
      {donation ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Paper variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 1 }}>
            <Box
              ref={statusRef}
              tabIndex={-1}
              role="status"
              data-testid="monthly-status"
              sx={{
                justifySelf: 'start',
                px: 1.5,
                py: 0.5,
                borderRadius: 2,
                fontSize: { xs: '1.2rem', sm: '1.35rem' },
                fontWeight: 800,
                outline: 'none',
                color: STATUS_COLORS[donation.status].color,
                bgcolor: STATUS_COLORS[donation.status].background,
              }}
            >
              {capitalised(donation.statusLabel)}
            </Box>
            <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
              {formatBRL(donation.amount)} por mês
            </Typography>
            <Typography>Todo dia {donation.dayOfMonth}</Typography>
            {donation.status === 'ACTIVE' && (donation.nextCharge?.dueDate ?? donation.nextDueDate) ? (
              <Typography>
                Próxima cobrança: <strong>{formatCalendarDay(donation.nextCharge?.dueDate ?? donation.nextDueDate!)}</strong>
              </Typography>
            ) : null}
            {donation.status === 'CANCELLED' ? (
              <Typography>
                {donation.cancelledAt ? `Cancelada em ${formatDateTime(new Date(donation.cancelledAt))}.` : 'Cancelada.'}
                {donation.cancelledBy ? ` Quem cancelou: ${donation.cancelledBy}.` : ''}
              </Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary">
              Criada em {formatDateTime(new Date(donation.createdAt))}
            </Typography>
          </Paper>

          {cancelled ? <Alert severity="success">Doação mensal cancelada. Nenhum mês depois de hoje será cobrado.</Alert> : null}

          {donation.status === 'ACTIVE' ? (
            <MonthlyChanges token={token} donation={donation} holderLine={holder?.line ?? null} onChanged={refetch} />
          ) : null}

          {donation.status === 'AWAITING_AUTHORISATION' && donation.pixCode ? (
            <Paper variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 2 }}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                Autorize no app do seu banco
              </Typography>
              <MonthlyAuthorisation
                pixCode={donation.pixCode}
                amount={donation.amount}
                dayOfMonth={donation.dayOfMonth}
                cancelWhere="aqui"
                holderLine={holder?.line ?? null}
              />
              {donation.expiresAt ? (
                <Typography variant="body2">O código vale até {formatDateTime(new Date(donation.expiresAt))}.</Typography>
              ) : null}
              <Typography variant="body2" color="text.secondary">
                Esta página muda sozinha assim que o seu banco confirmar a autorização.
              </Typography>
            </Paper>
          ) : null}

          {donation.status === 'EXPIRED' ? (
            <Alert severity="info" action={<Button href="/#doar">Doar</Button>}>
              O código não foi autorizado a tempo e nada foi cobrado por ele. Para doar todo mês, comece de novo.
            </Alert>
          ) : null}
          {donation.status === 'REJECTED' ? (
            <Alert severity="warning" action={<Button href="/#doar">Doar</Button>}>
              O seu banco recusou a autorização: nenhum mês será cobrado. Para tentar de novo, comece uma nova doação mensal.
            </Alert>
          ) : null}

          <Box component="section" aria-labelledby="pagamentos-titulo" sx={{ display: 'grid', gap: 1.5 }}>
            <Typography id="pagamentos-titulo" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              Pagamentos
            </Typography>
            {donation.payments.length === 0 ? (
              <Typography color="text.secondary">Nenhum mês cobrado ainda.</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                {donation.payments.map((payment) => (
                  <Paper
                    component="li"
                    variant="outlined"
                    key={payment.month}
                    data-testid="monthly-payment"
                    sx={{ p: 2, display: 'grid', gap: 0.5 }}
                  >
                    <Box
                      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
                    >
                      <Typography sx={{ fontWeight: 700 }}>{capitalised(monthName(payment.month))}</Typography>
                      <Chip size="small" label={payment.statusLabel} color={PAYMENT_COLORS[payment.status]} />
                    </Box>
                    <Typography variant="body2">
                      {formatBRL(payment.amount)} ·{' '}
                      {payment.paidAt
                        ? `pago em ${formatDate(new Date(payment.paidAt))}`
                        : `vencimento em ${formatCalendarDay(payment.dueDate)}`}
                    </Typography>
                    {payment.receiptPath ? (
                      <Link href={payment.receiptPath} download sx={{ fontWeight: 700, justifySelf: 'start', py: 0.5 }}>
                        Recibo de {monthName(payment.month)} (PDF)
                      </Link>
                    ) : null}
                  </Paper>
                ))}
              </Box>
            )}
          </Box>

          {cancelFailure ? <Alert severity="error">{cancelFailure}</Alert> : null}
          {cancellable ? (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Button
                variant="outlined"
                color="error"
                onClick={() => setConfirming(true)}
                disabled={cancelling.loading}
                sx={{ minHeight: 44 }}
              >
                Cancelar doação mensal
              </Button>
              <Typography variant="body2" color="text.secondary">
                Você também pode cancelar no app do seu banco, na área do Pix Automático.
              </Typography>
            </Box>
          ) : null}

          <PersonalDataSection
            dataPath={`/api/doacao-mensal/${token}/dados`}
            erasedAt={donation.erasedAt}
            intro="Você pode baixar tudo o que guardamos sobre esta doação mensal e cada mês dela, ou pedir que apaguemos seus dados pessoais (LGPD, art. 18)."
            confirmText={
              // The server cancels at the payment institution before it erases: the donor must know first.
              cancellable
                ? 'Apagar os seus dados também cancela a doação mensal: nenhum mês ainda não vencido será cobrado. Apagaremos seu nome, e-mail, CPF e mensagem desta doação e de cada mês. Os recibos já emitidos são mantidos, porque são documentos fiscais. Isso não pode ser desfeito.'
                : 'Apagaremos seu nome, e-mail, CPF e mensagem desta doação e de cada mês. Os recibos já emitidos são mantidos, porque são documentos fiscais. Isso não pode ser desfeito.'
            }
            // The status (now cancelled), the months and the erasure's date are read again.
            onErased={() => void refetch()}
          />
        </Box>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="cancelar-titulo"
        aria-describedby="cancelar-texto"
      >
        <DialogTitle id="cancelar-titulo">Cancelar a doação mensal?</DialogTitle>
        <DialogContent>
          <Typography id="cancelar-texto">
            Nenhum mês depois de hoje será cobrado. Os meses já pagos continuam pagos, com os seus recibos.
          </Typography>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setConfirming(false)} sx={{ minHeight: 44 }}>
            Voltar
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirmCancel()} sx={{ minHeight: 44 }}>
            Cancelar doação mensal
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
