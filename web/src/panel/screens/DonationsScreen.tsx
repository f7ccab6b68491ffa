import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messageOf } from '../apollo';
import { useFeedback } from '../feedback';
import { formatBRL } from '../../shared/format';
import { countOf, formatCpf, formatDateTime, formatPhone, startOfSaoPauloDay } from '../format';
import { graphql } from '../gql';
import type { DonationFilter, DonationStatus, PanelDonationsQuery } from '../gql/graphql';
import { LoadError, LoadMore, ScreenTitle } from '../ui';
import { usePagedQuery } from '../usePagedQuery';

const PanelDonationsQueryDocument = graphql(`
  query PanelDonations($filter: DonationFilter, $after: String) {
    donations(filter: $filter, first: 20, after: $after) {
      nodes {
        id
        status
        amount
        name
        email
        phone
        cpf
        isAnonymous
        message
        txid
        createdAt
        pixIssuedAt
        expiresAt
        paidAt
        confirmedBy
        tracking {
          utmSource
          utmMedium
          utmCampaign
          gclid
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

const ConfirmDonationMutation = graphql(`
  mutation PanelConfirmDonation($id: ID!) {
    confirmDonation(id: $id) {
      id
      status
      paidAt
      confirmedBy
    }
  }
`);

const RefundDonationMutation = graphql(`
  mutation PanelRefundDonation($donationId: ID!) {
    refundDonation(donationId: $donationId) {
      id
      amount
      status
      method
      failure
    }
  }
`);

type Donation = PanelDonationsQuery['donations']['nodes'][number];

const STATUS_LABEL: Record<DonationStatus, string> = { PENDING: 'Aguardando', PAID: 'Paga', EXPIRED: 'Expirada' };
const STATUS_COLOR = { PENDING: 'warning', PAID: 'success', EXPIRED: 'default' } as const;
const CONFIRMED_BY: Record<string, string> = {
  webhook: 'aviso do banco',
  reconciliation: 'conferência com o banco',
  admin: 'organização',
};

interface FilterForm {
  status: '' | DonationStatus;
  from: string;
  to: string;
  minAmount: string;
  maxAmount: string;
  utmSource: string;
  search: string;
}
const EMPTY_FILTER: FilterForm = { status: '', from: '', to: '', minAmount: '', maxAmount: '', utmSource: '', search: '' };

/** The form's fields as the API's filter: days in Brasília time, the "to" day included. */
function filterOf(form: FilterForm): DonationFilter {
  const filter: DonationFilter = {};
  if (form.status) filter.status = form.status;
  if (form.from) filter.from = startOfSaoPauloDay(form.from);
  if (form.to) filter.to = new Date(new Date(startOfSaoPauloDay(form.to)).getTime() + 86_400_000).toISOString();
  if (form.minAmount.trim()) filter.minAmount = form.minAmount.trim();
  if (form.maxAmount.trim()) filter.maxAmount = form.maxAmount.trim();
  if (form.utmSource.trim()) filter.utmSource = form.utmSource.trim();
  if (form.search.trim()) filter.search = form.search.trim();
  return filter;
}

/** The CSV export's address for the same filter (GET with the session cookie: a plain download). */
function csvUrlOf(filter: DonationFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  const query = params.toString();
  return `/api/admin/donations.csv${query ? `?${query}` : ''}`;
}

const DATE_FIELD = { '& .MuiInputBase-input': { px: 1 } } as const;

function Filters({ onApply }: { onApply: (filter: DonationFilter) => void }) {
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTER);
  const field = (name: keyof FilterForm) => ({
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: event.target.value }),
    size: 'small' as const,
    fullWidth: true,
  });
  return (
    <Paper
      component="form"
      role="search"
      aria-label="Filtrar doações"
      sx={{ p: 2, mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(filterOf(form));
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <TextField label="Nome ou e-mail" {...field('search')} sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }} />
        <TextField
          select
          label="Situação"
          {...field('status')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Todas</MenuItem>
          <MenuItem value="PAID">Pagas</MenuItem>
          <MenuItem value="PENDING">Aguardando</MenuItem>
          <MenuItem value="EXPIRED">Expiradas</MenuItem>
        </TextField>
        <TextField label="Origem (UTM)" {...field('utmSource')} />
        {/* Narrower side padding: "dd/mm/aaaa" and the calendar button fit half of a 360-pixel screen. */}
        <TextField label="De" type="date" {...field('from')} slotProps={{ inputLabel: { shrink: true } }} sx={DATE_FIELD} />
        <TextField label="Até" type="date" {...field('to')} slotProps={{ inputLabel: { shrink: true } }} sx={DATE_FIELD} />
        <TextField label="Mínimo (R$)" inputMode="decimal" {...field('minAmount')} />
        <TextField label="Máximo (R$)" inputMode="decimal" {...field('maxAmount')} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button type="submit" variant="contained">
          Filtrar
        </Button>
        <Button
          onClick={() => {
            setForm(EMPTY_FILTER);
            onApply({});
          }}
        >
          Limpar filtros
        </Button>
      </Stack>
    </Paper>
  );
}

function Detail({ donation, onClose }: { donation: Donation; onClose: () => void }) {
  const { confirm, notify } = useFeedback();
  const [confirmDonation, { loading }] = useMutation(ConfirmDonationMutation);
  const [refundDonation, refunding] = useMutation(RefundDonationMutation, { refetchQueries: ['PanelDonations'] });
  const who = donation.name || 'doador anônimo';
  const rows: [string, string][] = [
    ['Valor', formatBRL(donation.amount)],
    ['Situação', STATUS_LABEL[donation.status]],
    ['Nome', donation.name || '—'],
    ['Anônima na página', donation.isAnonymous ? 'Sim' : 'Não'],
    ['E-mail', donation.email],
    ['Telefone', donation.phone ? formatPhone(donation.phone) : '—'],
    ['CPF', donation.cpf ? formatCpf(donation.cpf) : '—'],
    ['Mensagem', donation.message || '—'],
    ['Criada em', formatDateTime(donation.createdAt)],
    ['Código PIX emitido em', formatDateTime(donation.pixIssuedAt)],
    ['Código vale até', formatDateTime(donation.expiresAt)],
    ['Paga em', formatDateTime(donation.paidAt)],
    ['Confirmada por', CONFIRMED_BY[donation.confirmedBy] ?? (donation.confirmedBy || '—')],
    [
      'Origem',
      [donation.tracking.utmSource, donation.tracking.utmMedium, donation.tracking.utmCampaign].filter(Boolean).join(' / ') ||
        '—',
    ],
    ['txid', donation.txid],
  ];
  const confirmPaid = async () => {
    const yes = await confirm({
      title: 'Confirmar pagamento recebido?',
      text: `Confirme só se ${formatBRL(donation.amount)} de ${who} já está na conta. A doação passa a contar no arrecadado e o doador recebe o recibo por e-mail. Não dá para desfazer.`,
      action: 'Confirmar pagamento',
    });
    if (!yes) return;
    try {
      await confirmDonation({ variables: { id: donation.id } });
      // Back to the list first: while a dialog is open the rest of the page, the notice included, is hidden from screen readers.
      onClose();
      notify(`Pagamento de ${formatBRL(donation.amount)} de ${who} confirmado. O recibo vai por e-mail.`);
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };
  const refund = async () => {
    const yes = await confirm({
      title: 'Devolver esta doação?',
      text: `${formatBRL(donation.amount)} voltam para ${who} e saem do total arrecadado. Com PIX por API, o banco faz a devolução; sem ela, faça o PIX de volta no app do banco e registre aqui. Não dá para desfazer.`,
      action: 'Devolver doação',
    });
    if (!yes) return;
    try {
      const refundResult = (await refundDonation({ variables: { donationId: donation.id } })).data?.refundDonation;
      onClose();
      if (refundResult?.status === 'NAO_REALIZADO')
        notify(`O banco não fez a devolução de ${formatBRL(donation.amount)}: ${refundResult.failure}`, 'error');
      else if (refundResult?.status === 'EM_PROCESSAMENTO')
        notify(`Devolução de ${formatBRL(donation.amount)} para ${who} pedida ao banco; o total muda quando o banco confirmar.`);
      else notify(`Devolução de ${formatBRL(donation.amount)} para ${who} registrada; o total arrecadado já a desconta.`);
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="doacao-titulo">
      <DialogTitle id="doacao-titulo">
        Doação de {formatBRL(donation.amount)} · {who}
      </DialogTitle>
      {/* Focusable: a long detail scrolls on a phone, and keyboards must reach it. */}
      <DialogContent dividers tabIndex={0}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' }, columnGap: 2 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: 1 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {donation.status !== 'PAID' && (
          <Button variant="contained" color="success" onClick={() => void confirmPaid()} disabled={loading}>
            Confirmar pagamento recebido
          </Button>
        )}
        {donation.status === 'PAID' && (
          <Button color="error" onClick={() => void refund()} disabled={refunding.loading}>
            Devolver doação
          </Button>
        )}
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

export function DonationsScreen() {
  const [filter, setFilter] = useState<DonationFilter>({});
  const [openId, setOpenId] = useState<string | null>(null);
  const donations = usePagedQuery(PanelDonationsQueryDocument, 'donations', { variables: { filter } });
  const { data, error, loading, refetch, hasNextPage } = donations;
  const nodes = donations.nodes ?? [];
  const open = nodes.find((donation) => donation.id === openId);

  return (
    <>
      <ScreenTitle intro="Busque, veja os detalhes e confirme pagamentos que chegaram direto na conta.">Doações</ScreenTitle>
      <Filters onApply={setFilter} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {data ? `${countOf(nodes.length, 'doação', 'doações')}${hasNextPage ? ' (há mais: carregue abaixo)' : ''}` : ''}
        </Typography>
        <Button component="a" href={csvUrlOf(filter)} download variant="outlined" size="small">
          Exportar CSV
        </Button>
      </Stack>
      {error && !data && <LoadError error={error} retry={() => void refetch()} />}
      {loading && <LinearProgress aria-label="Carregando doações" />}
      {data && nodes.length === 0 && <Typography>Nenhuma doação com esses filtros.</Typography>}
      <Paper>
        <List disablePadding aria-label="Doações">
          {nodes.map((donation) => (
            <ListItem key={donation.id} disablePadding divider>
              <ListItemButton onClick={() => setOpenId(donation.id)}>
                <ListItemText
                  primary={`${formatBRL(donation.amount)} · ${donation.name || 'Anônimo'}`}
                  secondary={`${formatDateTime(donation.createdAt)} · ${donation.email}`}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
                <Chip label={STATUS_LABEL[donation.status]} color={STATUS_COLOR[donation.status]} size="small" sx={{ ml: 1 }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <LoadMore paged={donations} />
      {open && <Detail donation={open} onClose={() => setOpenId(null)} />}
    </>
  );
}
