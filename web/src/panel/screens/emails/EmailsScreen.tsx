import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { countOf, formatDateTime, keepCurrencyWithFigure } from '../../format';
import type { OutboxStatus } from '../../gql/graphql';
import { useCan } from '../../me';
import { LoadError, LoadMore, ScreenTitle } from '../../ui';
import { useEmails, useResend, type OutboxMessage } from './useEmails';

const STATUS_LABEL: Record<OutboxStatus, string> = {
  PENDING: 'Na fila',
  SENDING: 'Enviando',
  SENT: 'Enviado',
  FAILED: 'Falhou',
};
const STATUS_COLOR = { PENDING: 'default', SENDING: 'info', SENT: 'success', FAILED: 'error' } as const;

/** What waits in the outbox, and when it leaves: never, without SMTP. */
function deliveryOf(message: OutboxMessage, smtpConfigured: boolean): string {
  const tries = message.attempts > 0 ? countOf(message.attempts, 'tentativa', 'tentativas') : 'Nenhuma tentativa ainda';
  const error = message.lastError ? ` · último erro: ${message.lastError}` : '';
  if (message.status === 'PENDING' && !smtpConfigured)
    return 'Não enviado: sem SMTP_URL o servidor não envia e-mails; este fica na fila até o SMTP ser configurado.';
  if (message.status === 'PENDING') return `${tries}${error} · próxima tentativa em ${formatDateTime(message.nextAttemptAt)}`;
  return `${tries}${error}`;
}

function MessageCard({
  message,
  smtpConfigured,
  onRead,
}: {
  message: OutboxMessage;
  smtpConfigured: boolean;
  onRead: () => void;
}) {
  const { again, loading } = useResend(message);
  const owner = useCan()('owner');
  return (
    <Paper component="article" aria-label={message.subject} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {keepCurrencyWithFigure(message.subject)}
        </Typography>
        <Chip
          size="small"
          label={message.status === 'PENDING' && !smtpConfigured ? 'Parado na fila' : STATUS_LABEL[message.status]}
          color={STATUS_COLOR[message.status]}
        />
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        Para {message.to} · criado em {formatDateTime(message.createdAt)}
        {message.sentAt ? ` · enviado em ${formatDateTime(message.sentAt)}` : ''}
      </Typography>
      {message.status !== 'SENT' && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {deliveryOf(message, smtpConfigured)}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="outlined" onClick={onRead}>
          Ler
        </Button>
        {owner && (message.status === 'SENT' || message.status === 'FAILED') && (
          <Button size="small" onClick={() => void again()} disabled={loading}>
            Reenviar
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

export function EmailsScreen() {
  const { status, setStatus, outbox, smtpConfigured } = useEmails();
  const [reading, setReading] = useState<OutboxMessage | null>(null);
  const { data, error, refetch, nodes } = outbox;
  return (
    <>
      <ScreenTitle intro="Todo e-mail aos doadores passa por esta fila: código PIX, agradecimento e recibo.">E-mails</ScreenTitle>
      {!smtpConfigured && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>Os e-mails não estão sendo enviados</AlertTitle>
          Falta configurar o servidor de e-mail (variável SMTP_URL). Sem ele, nenhum e-mail sai: o código PIX, o agradecimento e o
          recibo ficam parados nesta fila. Você pode lê-los aqui; eles são enviados quando o SMTP_URL for configurado e o servidor
          reiniciado.
        </Alert>
      )}
      <TextField
        select
        size="small"
        label="Situação"
        value={status}
        onChange={(event) => setStatus(event.target.value as '' | OutboxStatus)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 2, minWidth: 200 }}
      >
        <MenuItem value="">Todos</MenuItem>
        <MenuItem value="PENDING">Na fila</MenuItem>
        <MenuItem value="SENT">Enviados</MenuItem>
        <MenuItem value="FAILED">Falharam</MenuItem>
      </TextField>
      {!data && (error ? <LoadError error={error} retry={() => void refetch()} /> : <LinearProgress aria-label="Carregando" />)}
      {nodes && nodes.length === 0 && <Typography>Nenhum e-mail aqui.</Typography>}
      <Stack spacing={1.5}>
        {nodes?.map((message) => (
          <MessageCard key={message.id} message={message} smtpConfigured={smtpConfigured} onRead={() => setReading(message)} />
        ))}
      </Stack>
      <LoadMore paged={outbox} />
      <Dialog open={reading !== null} onClose={() => setReading(null)} fullWidth maxWidth="sm" aria-labelledby="email-titulo">
        <DialogTitle id="email-titulo">{reading?.subject}</DialogTitle>
        <DialogContent dividers tabIndex={0}>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reading?.text}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReading(null)}>Fechar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
