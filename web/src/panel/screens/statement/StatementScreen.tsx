import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
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
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatBRL } from '../../../shared/format';
import type { StatementLineStatus } from '../../gql/graphql';
import { countOf, formatDay } from '../../format';
import { Can, useCan } from '../../me';
import { LoadError, LoadMore, ScreenTitle } from '../../ui';
import {
  useStatementDecision,
  useStatementLines,
  useStatementUpload,
  type StatementImportSummary,
  type StatementLineNode,
} from './useStatement';

const LISTS: { status: StatementLineStatus; label: string; empty: string }[] = [
  { status: 'UNMATCHED', label: 'Não encontradas no site', empty: 'Nenhum crédito esperando: tudo conferido.' },
  { status: 'MATCHED', label: 'Conferidas com o site', empty: 'Nenhum crédito conferido com doações do site ainda.' },
  { status: 'ACCEPTED', label: 'Registradas', empty: 'Nenhum crédito registrado como doação pelo extrato.' },
  { status: 'IGNORED', label: 'Ignoradas', empty: 'Nenhuma entrada ignorada.' },
];

function Summary({ summary }: { summary: StatementImportSummary }) {
  return (
    <Alert severity={summary.inserted > 0 ? 'success' : 'info'} sx={{ mb: 2 }}>
      <strong>{summary.fileName || 'Extrato'}</strong> ({summary.format}, conta {summary.account}
      {summary.firstDay ? `, ${formatDay(summary.firstDay)} a ${formatDay(summary.lastDay)}` : ''}):{' '}
      {countOf(summary.credits, 'crédito', 'créditos')} e {countOf(summary.debits, 'débito', 'débitos')}.{' '}
      {countOf(summary.inserted, 'lançamento novo', 'lançamentos novos')},{' '}
      {countOf(summary.alreadyImported, 'já importado', 'já importados')} antes (não contam de novo). Dos novos:{' '}
      {countOf(summary.matched, 'conferido', 'conferidos')} com o site,{' '}
      {countOf(summary.unmatched, 'não encontrado', 'não encontrados')}, {countOf(summary.ignored, 'ignorado', 'ignorados')}
      {summary.copies > 0
        ? ` e ${countOf(summary.copies, 'cópia', 'cópias')} de lançamentos de outro extrato já importado (o mesmo depósito em outro formato: não contam de novo)`
        : ''}
      .
    </Alert>
  );
}

function Upload() {
  const { upload, summary, error, busy } = useStatementUpload();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  return (
    <Box sx={{ mb: 3 }}>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".ofx,.csv,.txt,text/csv,application/x-ofx"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button variant="contained" disabled={busy} onClick={() => input.current?.click()} sx={{ mb: 1 }}>
        {busy ? 'Importando…' : 'Importar extrato (OFX ou CSV)'}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Baixe o extrato no site ou app do banco em OFX (Money/Quicken) ou CSV (data; valor; descrição). Pode importar o mesmo
        período de novo: nada é contado duas vezes.
      </Typography>
      {busy && <LinearProgress aria-label="Importando o extrato" />}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {summary && <Summary summary={summary} />}
    </Box>
  );
}

function AcceptDialog({ line, onClose }: { line: StatementLineNode; onClose: () => void }) {
  const { accept, busy } = useStatementDecision();
  const [name, setName] = useState(line.proposedName);
  const [isAnonymous, setAnonymous] = useState(true);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} fullWidth>
      <DialogTitle>Registrar como doação</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {formatBRL(line.amount)} em {formatDay(line.postedOn)}: “{line.description}”. O valor entra no total arrecadado, uma
          única vez.
        </Typography>
        <Stack spacing={2}>
          <TextField label="Nome de quem doou (opcional)" value={name} onChange={(event) => setName(event.target.value)} />
          <FormControlLabel
            control={<Checkbox checked={isAnonymous} onChange={(event) => setAnonymous(event.target.checked)} />}
            label="Anônima na página (marque, a menos que a pessoa tenha concordado em aparecer)"
          />
          <TextField
            label="E-mail para o recibo (opcional)"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() =>
            void accept(line, { name: name.trim(), isAnonymous, email: email.trim() }).then((problem) =>
              problem ? setError(problem) : onClose(),
            )
          }
        >
          Registrar doação
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function IgnoreDialog({ line, onClose }: { line: StatementLineNode; onClose: () => void }) {
  const { ignore, busy } = useStatementDecision();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} fullWidth>
      <DialogTitle>Ignorar esta entrada</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {formatBRL(line.amount)} em {formatDay(line.postedOn)}: “{line.description}”. Ela não conta como doação.
        </Typography>
        <TextField
          label="Por que não é doação?"
          required
          fullWidth
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? 'Ex.: reembolso do hospital, dinheiro da família para outra despesa.'}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy}
          onClick={() =>
            reason.trim()
              ? void ignore(line, reason.trim()).then((problem) => (problem ? setError(problem) : onClose()))
              : setError('Diga por que esta entrada não é doação.')
          }
        >
          Ignorar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function LineCard({ line }: { line: StatementLineNode }) {
  const [deciding, setDeciding] = useState<'accept' | 'ignore' | null>(null);
  const credit = !line.amount.startsWith('-');
  const money = useCan()('money');
  return (
    <Paper component="article" aria-label={`${formatDay(line.postedOn)}, ${formatBRL(line.amount)}`} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {formatBRL(line.amount)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDay(line.postedOn)} · conta {line.account}
        </Typography>
      </Stack>
      <Typography sx={{ my: 1, overflowWrap: 'anywhere' }}>{line.description || 'Sem descrição'}</Typography>
      {line.status === 'MATCHED' && (
        <Chip
          size="small"
          color="success"
          label={
            line.matchedBy === 'END_TO_END_ID' ? 'Mesmo PIX de uma doação do site' : 'Mesmo valor e dia de uma doação do site'
          }
        />
      )}
      {line.status === 'ACCEPTED' && <Chip size="small" color="success" label="Registrada como doação" />}
      {line.status === 'IGNORED' && (
        <Typography variant="body2" color="text.secondary">
          {line.ignoredByImport ? 'Ignorada pelo site: ' : 'Ignorada: '}
          {line.ignoredReason}
        </Typography>
      )}
      {money && line.status === 'UNMATCHED' && credit && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setDeciding('accept')}>
            Registrar como doação
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDeciding('ignore')}>
            Ignorar
          </Button>
        </Stack>
      )}
      {deciding === 'accept' && <AcceptDialog line={line} onClose={() => setDeciding(null)} />}
      {deciding === 'ignore' && <IgnoreDialog line={line} onClose={() => setDeciding(null)} />}
    </Paper>
  );
}

function LineList({ status, empty }: { status: StatementLineStatus; empty: string }) {
  const lines = useStatementLines(status);
  const { data, error, refetch, nodes } = lines;
  return (
    <>
      {!data && (error ? <LoadError error={error} retry={() => void refetch()} /> : <LinearProgress aria-label="Carregando" />)}
      {nodes && nodes.length === 0 && <Typography>{empty}</Typography>}
      <Stack spacing={1.5}>
        {nodes?.map((line) => (
          <LineCard key={line.id} line={line} />
        ))}
      </Stack>
      <LoadMore paged={lines}>Carregar mais</LoadMore>
    </>
  );
}

export function StatementScreen() {
  const [tab, setTab] = useState(0);
  const list = LISTS[tab]!;
  return (
    <>
      <ScreenTitle intro="Importe o extrato da conta da campanha: cada crédito é conferido com as doações do site. Os que o site não conhece você registra como doação ou ignora, com o motivo. Importar não muda o total; registrar muda, uma vez.">
        Extrato bancário
      </ScreenTitle>
      <Can need="money">
        <Upload />
      </Can>
      <Tabs
        value={tab}
        onChange={(_event, value: number) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Listas do extrato"
        sx={{ mb: 2 }}
      >
        {LISTS.map((item) => (
          <Tab key={item.status} label={item.label} />
        ))}
      </Tabs>
      <LineList key={list.status} status={list.status} empty={list.empty} />
    </>
  );
}
