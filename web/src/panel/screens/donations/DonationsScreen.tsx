import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
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
import { useState } from 'react';
import { formatBRL } from '../../../shared/format';
import { countOf, formatCpf, formatDateTime, formatDay, formatPhone } from '../../format';
import type { DonationFilter, DonationStatus } from '../../gql/graphql';
import { useCan } from '../../me';
import { LoadError, LoadMore, ScreenTitle } from '../../ui';
import { CorrectOutsideDonationDialog, RegisterOutsideDonationDialog } from './OutsideDonationForm';
import { OutsideProofs, outsideRows } from './OutsideDetails';
import { METHOD_LABEL } from './useOutsideDonation';
import { DEDICATION_KIND_LABELS } from '../../../../../rules/dedication';
import {
  csvUrlOf,
  useDonationActions,
  useDonations,
  useFilterForm,
  usePublishDirectDonation,
  type DonationNode,
} from './useDonations';

const STATUS_LABEL: Record<DonationStatus, string> = { PENDING: 'Aguardando', PAID: 'Paga', EXPIRED: 'Expirada' };
const STATUS_COLOR = { PENDING: 'warning', PAID: 'success', EXPIRED: 'default' } as const;
const CONFIRMED_BY: Record<string, string> = {
  webhook: 'aviso do banco',
  reconciliation: 'conferência com o banco',
  admin: 'organização',
};

const DATE_FIELD = { '& .MuiInputBase-input': { px: 1 } } as const;

function Filters({ onApply }: { onApply: (filter: DonationFilter) => void }) {
  const { field, apply, clear } = useFilterForm(onApply);
  return (
    <Paper
      component="form"
      role="search"
      aria-label="Filtrar doações"
      sx={{ p: 2, mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
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
        <Button onClick={clear}>Limpar filtros</Button>
      </Stack>
    </Paper>
  );
}

/** A line of a donation's detail: label, value. */
type Row = [label: string, value: string];
const rowsIf = (condition: boolean, rows: Row[]): Row[] => (condition ? rows : []);

/** "Anulada" for a registered donation taken off the totals by a correction; otherwise its payment's state. */
const statusOf = (donation: DonationNode) => (donation.outside?.annulledAt ? 'Anulada' : STATUS_LABEL[donation.status]);

function Detail({ donation, onClose }: { donation: DonationNode; onClose: () => void }) {
  const who = donation.name || 'doador anônimo';
  const { outside } = donation;
  // A registered donation had no PIX code, no visit, no txid and no donor's message: only what the organisation recorded.
  const rows: Row[] = [
    ['Valor', formatBRL(donation.amount)],
    ['Situação', statusOf(donation)],
    ['Nome', donation.name || '—'],
    ['Anônima na página', donation.isAnonymous ? 'Sim' : 'Não'],
    ['E-mail', donation.email || '—'],
    ...rowsIf(!outside, [['Telefone', donation.phone ? formatPhone(donation.phone) : '—']]),
    ['CPF', donation.cpf ? formatCpf(donation.cpf) : '—'],
    ...rowsIf(!outside, [['Mensagem', donation.message || '—']]),
    ...(donation.dedication
      ? ([
          ['Homenagem', `${DEDICATION_KIND_LABELS[donation.dedication.kind]} ${donation.dedication.name}`],
          ['Aviso da homenagem para', donation.dedication.email || 'ninguém (sem e-mail)'],
          ['Recado do aviso', donation.dedication.message || '—'],
          ['Valor no aviso', donation.dedication.showAmount ? 'Sim' : 'Não'],
        ] satisfies Row[])
      : []),
    ...rowsIf(donation.origin === 'DIRECT_PIX', [
      ['Recebida', 'PIX direto na chave, sem código do site'],
      [donation.publishedAt ? 'Mensagem de quem pagou' : 'Mensagem de quem pagou (não publicada)', donation.payerMessage || '—'],
      ['Publicada na página', donation.publishedAt ? formatDateTime(donation.publishedAt) : 'Não: aparece como anônima'],
    ]),
    ...(outside
      ? [...outsideRows(outside), ['Registrada no painel em', formatDateTime(donation.createdAt)] satisfies Row]
      : ([
          ['Criada em', formatDateTime(donation.createdAt)],
          ['Código PIX emitido em', formatDateTime(donation.pixIssuedAt)],
          ['Código vale até', formatDateTime(donation.expiresAt)],
          ['Paga em', formatDateTime(donation.paidAt)],
          ['Confirmada por', CONFIRMED_BY[donation.confirmedBy] ?? (donation.confirmedBy || '—')],
          [
            'Origem',
            [donation.tracking.utmSource, donation.tracking.utmMedium, donation.tracking.utmCampaign]
              .filter(Boolean)
              .join(' / ') || '—',
          ],
          ['txid', donation.txid],
        ] satisfies Row[])),
  ];
  const { confirmPaid, refund, confirming, refunding } = useDonationActions(donation, onClose);
  const [correcting, setCorrecting] = useState(false);
  const money = useCan()('money');
  if (correcting) return <CorrectOutsideDonationDialog donation={donation} onClose={onClose} />;
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
        {money && donation.origin === 'DIRECT_PIX' && donation.status === 'PAID' && !donation.publishedAt && (
          <PublishDirect donation={donation} onClose={onClose} />
        )}
        {outside && <OutsideProofs donationId={donation.id} outside={outside} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {money && donation.status !== 'PAID' && (
          <Button variant="contained" color="success" onClick={() => void confirmPaid()} disabled={confirming}>
            Confirmar pagamento recebido
          </Button>
        )}
        {/* Money the organisation registered is corrected (annulled, and registered again if need be), not refunded by PIX. */}
        {money && donation.status === 'PAID' && !outside && (
          <Button color="error" onClick={() => void refund()} disabled={refunding}>
            Devolver doação
          </Button>
        )}
        {money && outside && !outside.annulledAt && (
          <Button variant="outlined" onClick={() => setCorrecting(true)}>
            Corrigir
          </Button>
        )}
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A PIX sent straight to the key shows as anonymous until the organiser names it here (once). */
function PublishDirect({ donation, onClose }: { donation: DonationNode; onClose: () => void }) {
  const [name, setName] = useState('');
  const [withMessage, setWithMessage] = useState(false);
  const { publish, publishing } = usePublishDirectDonation(donation, onClose);
  return (
    <Box component="section" aria-labelledby="publicar-titulo" sx={{ mt: 2 }}>
      <Typography id="publicar-titulo" variant="subtitle1" component="h3">
        Mostrar na página
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Recebida direto na chave, ela aparece como anônima. Se você sabe quem doou e a pessoa concorda, dê o nome.
      </Typography>
      <TextField
        label="Nome na página (opcional)"
        value={name}
        onChange={(event) => setName(event.target.value)}
        size="small"
        fullWidth
      />
      {donation.payerMessage && (
        <FormControlLabel
          control={<Checkbox checked={withMessage} onChange={(event) => setWithMessage(event.target.checked)} />}
          label="Publicar a mensagem de quem pagou"
        />
      )}
      <Box sx={{ mt: 1 }}>
        <Button variant="outlined" onClick={() => void publish(name, withMessage)} disabled={publishing}>
          Publicar na página
        </Button>
      </Box>
    </Box>
  );
}

/** A donation's line under its amount and name: when, and how it came. */
function ListDetails({ donation }: { donation: DonationNode }) {
  const { outside } = donation;
  if (!outside)
    return (
      <>
        {[formatDateTime(donation.createdAt), donation.email || (donation.origin === 'DIRECT_PIX' ? 'PIX direto na chave' : '')]
          .filter(Boolean)
          .join(' · ')}
      </>
    );
  return (
    <>
      <Chip component="span" label="registrada pela organização" size="small" variant="outlined" sx={{ mr: 0.5, my: 0.25 }} />
      {[METHOD_LABEL[outside.method], formatDay(outside.receivedOn), donation.email].filter(Boolean).join(' · ')}
      {outside.annulledAt && (
        <Typography component="span" variant="body2" color="error" sx={{ display: 'block' }}>
          anulada: {outside.annulReason}
        </Typography>
      )}
    </>
  );
}

export function DonationsScreen() {
  const { filter, setFilter, donations, nodes, open, setOpenId } = useDonations();
  const { data, error, loading, refetch, hasNextPage } = donations;
  const [registering, setRegistering] = useState(false);
  const money = useCan()('money');

  return (
    <>
      <ScreenTitle intro="Busque, veja os detalhes e confirme pagamentos que chegaram direto na conta.">Doações</ScreenTitle>
      {money && (
        <Button variant="contained" onClick={() => setRegistering(true)} sx={{ mb: 2 }}>
          Registrar doação recebida fora do site
        </Button>
      )}
      <Filters onApply={setFilter} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {data ? `${countOf(nodes.length, 'doação', 'doações')}${hasNextPage ? ' (há mais: carregue abaixo)' : ''}` : ''}
        </Typography>
        {/* The export holds every donor's data: the money role's (the server refuses the others). */}
        {money && (
          <Button component="a" href={csvUrlOf(filter)} download variant="outlined" size="small">
            Exportar CSV
          </Button>
        )}
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
                  secondary={<ListDetails donation={donation} />}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
                <Chip
                  label={statusOf(donation)}
                  color={donation.outside?.annulledAt ? 'default' : STATUS_COLOR[donation.status]}
                  size="small"
                  sx={{ ml: 1 }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <LoadMore paged={donations} />
      {open && <Detail key={open.id} donation={open} onClose={() => setOpenId(null)} />}
      {registering && <RegisterOutsideDonationDialog onClose={() => setRegistering(false)} />}
    </>
  );
}
