import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatBRL } from '../../../shared/format';
import { countOf, formatDateTime, formatDay } from '../../format';
import { useCan } from '../../me';
import { LoadError, LoadMore, ScreenTitle } from '../../ui';
import {
  useMonthlyDonations,
  useMonthlyGiving,
  type MonthlyDonationNode,
  type MonthlyDonationStatus,
  type MonthlyRetryPolicy,
} from './useMonthlyGiving';

const RETRY_POLICIES: { value: MonthlyRetryPolicy; label: string }[] = [
  { value: 'NO_RETRY', label: 'Não tentar de novo' },
  { value: 'RETRY_3_IN_7_DAYS', label: 'Até 3 novas tentativas em 7 dias' },
];

const STATUS_LABEL: Record<MonthlyDonationStatus, string> = {
  ACTIVE: 'Ativa',
  AWAITING_AUTHORISATION: 'Aguardando autorização',
  CANCELLED: 'Cancelada',
  EXPIRED: 'Expirada',
  REJECTED: 'Recusada pelo banco',
};
const STATUS_COLOR = {
  ACTIVE: 'success',
  AWAITING_AUTHORISATION: 'warning',
  CANCELLED: 'default',
  EXPIRED: 'default',
  REJECTED: 'error',
} as const;
const STATUS_FILTERS: { value: '' | MonthlyDonationStatus; label: string }[] = [
  { value: '', label: 'Todas' },
  { value: 'ACTIVE', label: 'Ativas' },
  { value: 'AWAITING_AUTHORISATION', label: 'Aguardando autorização' },
  { value: 'CANCELLED', label: 'Canceladas' },
  { value: 'EXPIRED', label: 'Expiradas' },
  { value: 'REJECTED', label: 'Recusadas' },
];
const CANCELLABLE: MonthlyDonationStatus[] = ['ACTIVE', 'AWAITING_AUTHORISATION'];

/** What became of the donation: when it is charged next, or who cancelled it and when. */
function standing(donation: MonthlyDonationNode): string | null {
  if (donation.status === 'ACTIVE' && donation.nextDueDate) return `Próxima cobrança: ${formatDay(donation.nextDueDate)}`;
  if (donation.status === 'CANCELLED') {
    const by = donation.cancelledBy;
    return [donation.cancelledAt && `Cancelada em ${formatDateTime(donation.cancelledAt)}.`, by && `Quem cancelou: ${by}.`]
      .filter(Boolean)
      .join(' ');
  }
  return null;
}

function MonthlyDonationCard({
  donation,
  cancelling,
  onCancel,
}: {
  donation: MonthlyDonationNode;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const money = useCan()('money');
  const paid =
    donation.monthsPaid > 0
      ? `${countOf(donation.monthsPaid, 'mês pago', 'meses pagos')}, ${formatBRL(donation.paidTotal)} no total`
      : 'Nenhum mês pago ainda';
  const now = standing(donation);
  return (
    <Paper component="li" variant="outlined" data-testid="monthly-donation" sx={{ p: 2, display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {donation.name || 'Sem nome'}
        </Typography>
        <Chip label={STATUS_LABEL[donation.status]} color={STATUS_COLOR[donation.status]} size="small" />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {donation.email || '—'}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {formatBRL(donation.amount)} por mês, dia {donation.dayOfMonth}
      </Typography>
      <Typography variant="body2">{paid}</Typography>
      {now && <Typography variant="body2">{now}</Typography>}
      {donation.pausedAt && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Pausada pelo doador desde {formatDateTime(donation.pausedAt)}
        </Typography>
      )}
      {donation.pendingAmount && (
        <Typography variant="body2">
          Novo valor de {formatBRL(donation.pendingAmount)} pedido, aguardando a autorização do doador no banco
        </Typography>
      )}
      {donation.skippedMonths.length > 0 && (
        <Typography variant="body2">
          Meses pulados pelo doador: {donation.skippedMonths.map((month) => month.split('-').reverse().join('/')).join(', ')}
        </Typography>
      )}
      {/* What the donor changed on their page (issue 54), newest first. */}
      {donation.changes.length > 0 && (
        <Box component="details" sx={{ typography: 'body2' }}>
          <Box component="summary" sx={{ cursor: 'pointer', py: 0.5 }}>
            {countOf(donation.changes.length, 'mudança feita pelo doador', 'mudanças feitas pelo doador')}
          </Box>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {donation.changes.map((change) => (
              <li key={`${change.at}-${change.description}`}>
                {formatDateTime(change.at)}: {change.description}
              </li>
            ))}
          </Box>
        </Box>
      )}
      {donation.erasedAt && (
        <Typography variant="body2" color="text.secondary">
          Dados apagados a pedido do doador em {formatDateTime(donation.erasedAt)}
        </Typography>
      )}
      {money && CANCELLABLE.includes(donation.status) && (
        <Box>
          <Button
            color="error"
            size="small"
            onClick={onCancel}
            disabled={cancelling}
            aria-label={`Cancelar a doação mensal de ${donation.name || 'doador sem nome'}`}
            sx={{ mt: 0.5, ml: -0.625 }}
          >
            Cancelar
          </Button>
        </Box>
      )}
    </Paper>
  );
}

function MonthlyDonationsList() {
  const { status, setStatus, donations, nodes, cancel, cancellingId } = useMonthlyDonations();
  const { data, error, loading, refetch, hasNextPage } = donations;
  return (
    <Box component="section" aria-labelledby="mensais-titulo" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="mensais-titulo" component="h2" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
        Doações mensais
      </Typography>
      <TextField
        select
        label="Situação"
        size="small"
        value={status ?? ''}
        onChange={(event) => setStatus((event.target.value || null) as MonthlyDonationStatus | null)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: { sm: 280 } }}
      >
        {STATUS_FILTERS.map((filter) => (
          <MenuItem key={filter.value} value={filter.value}>
            {filter.label}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" color="text.secondary" role="status">
        {data
          ? `${countOf(nodes.length, 'doação mensal', 'doações mensais')}${hasNextPage ? ' (há mais: carregue abaixo)' : ''}`
          : ''}
      </Typography>
      {error && !data && <LoadError error={error} retry={() => void refetch()} />}
      {loading && <LinearProgress aria-label="Carregando doações mensais" />}
      {data && nodes.length === 0 && <Typography>Nenhuma doação mensal com essa situação.</Typography>}
      {nodes.length > 0 && (
        <Box
          component="ul"
          aria-label="Doações mensais"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {nodes.map((donation) => (
            <MonthlyDonationCard
              key={donation.id}
              donation={donation}
              cancelling={cancellingId === donation.id}
              onCancel={() => void cancel(donation)}
            />
          ))}
        </Box>
      )}
      <Box>
        <LoadMore paged={donations} />
      </Box>
    </Box>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Paper component="section" aria-label={label} sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h2" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" variant="h4" sx={{ fontWeight: 800 }}>
        {value}
      </Typography>
    </Paper>
  );
}

export function MonthlyGivingScreen() {
  const { setup, error, retry, saving, setEnabled, setRetryPolicy } = useMonthlyGiving();
  // The offer and its policy are settings: the owner's (the others see them, greyed out).
  const owner = useCan()('owner');
  return (
    <>
      <ScreenTitle intro="Pix Automático: o doador autoriza uma vez no app do banco e a campanha recebe todo mês, até ele ou a campanha cancelar.">
        Doação mensal
      </ScreenTitle>
      {!setup && (error ? <LoadError error={error} retry={retry} /> : <LinearProgress aria-label="Carregando" />)}
      {setup && (
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
          {setup.available ? null : (
            <Alert severity="warning">
              <AlertTitle>A doação mensal ainda não pode ser ligada</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
                {setup.unavailableReasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </Box>
            </Alert>
          )}
          <Paper sx={{ p: 2, display: 'grid', gap: 2 }}>
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={setup.enabled}
                    // Turning off stays possible whatever the PSP says: it only stops new monthly donations.
                    disabled={!owner || saving || (!setup.available && !setup.enabled)}
                    onChange={(event) => void setEnabled(event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': 'mensal-ligada-ajuda' } }}
                  />
                }
                label="Oferecer a doação mensal"
              />
              <FormHelperText id="mensal-ligada-ajuda">
                {setup.enabled
                  ? 'Ligada: o formulário de doação oferece “Uma vez” ou “Mensal”.'
                  : 'Desligada: o formulário oferece só a doação de uma vez.'}{' '}
                Desligar impede novas doações mensais; as já autorizadas continuam até o doador ou a campanha cancelar.
              </FormHelperText>
            </Box>
            <FormControl disabled={!owner || saving}>
              <FormLabel id="mensal-tentativas" sx={{ fontWeight: 700 }}>
                Quando um mês não é pago
              </FormLabel>
              <RadioGroup
                aria-labelledby="mensal-tentativas"
                aria-describedby="mensal-tentativas-ajuda"
                value={setup.retryPolicy}
                onChange={(event) => void setRetryPolicy(event.target.value as MonthlyRetryPolicy)}
              >
                {RETRY_POLICIES.map((policy) => (
                  <FormControlLabel key={policy.value} value={policy.value} control={<Radio />} label={policy.label} />
                ))}
              </RadioGroup>
              <FormHelperText id="mensal-tentativas-ajuda" sx={{ mx: 0 }}>
                {/* As the server applies it (monthly/charges.ts retryIfRefused): the policy is also written into each new authorisation. */}
                Vale para os meses recusados daqui em diante. Uma doação mensal autorizada enquanto &quot;Não tentar de novo&quot;
                estava escolhido não admite novas tentativas no banco, mesmo que você mude depois.
              </FormHelperText>
            </FormControl>
          </Paper>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, minmax(0, 200px))' } }}>
            <Count label="Ativas" value={setup.activeCount} />
            <Count label="Aguardando autorização" value={setup.awaitingCount} />
          </Box>
          <MonthlyDonationsList />
        </Box>
      )}
    </>
  );
}
