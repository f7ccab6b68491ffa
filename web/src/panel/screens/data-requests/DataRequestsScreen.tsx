import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countOf, formatDate, formatDateTime } from '../../format';
import type { DataRequestKind } from '../../gql/graphql';
import { LoadError, LoadMore, ScreenTitle } from '../../ui';
import { useDataRequests } from './useDataRequests';

const KIND_LABEL: Record<DataRequestKind, string> = {
  EXPORT: 'Cópia dos dados',
  CORRECTION: 'Correção',
  ERASURE: 'Eliminação',
};
const DAY_MS = 86_400_000;

/** Where a request stands against its 15-day deadline (LGPD art. 19). */
function standing(request: { deadline: string; answeredAt?: string | null }, now: number) {
  if (request.answeredAt) return { label: `Atendido em ${formatDateTime(request.answeredAt)}`, color: 'success' as const };
  const daysLeft = Math.ceil((new Date(request.deadline).getTime() - now) / DAY_MS);
  if (daysLeft < 0) return { label: `Prazo vencido há ${countOf(-daysLeft, 'dia', 'dias')}`, color: 'error' as const };
  if (daysLeft === 0) return { label: 'O prazo vence hoje', color: 'warning' as const };
  return {
    label: `${daysLeft === 1 ? 'Falta' : 'Faltam'} ${countOf(daysLeft, 'dia', 'dias')}`,
    color: daysLeft <= 3 ? ('warning' as const) : ('default' as const),
  };
}

/** The API's field names in a correction's outcome ("corrigido: name, phone"), as the organiser reads them. */
const FIELD_LABEL: Record<string, string> = { name: 'nome', email: 'e-mail' };
const outcomeOf = (outcome: string) =>
  outcome.replace(
    /^corrigido: (.*)$/,
    (_whole, fields: string) =>
      `corrigido: ${fields
        .split(/,\s*/)
        .map((field) => FIELD_LABEL[field] ?? field)
        .join(', ')}`,
  );

export function DataRequestsScreen() {
  const requests = useDataRequests();
  const { data, error, refetch, nodes } = requests;
  const now = Date.now();
  return (
    <>
      <ScreenTitle intro="Pedidos dos doadores sobre os próprios dados (LGPD art. 18). A lei dá 15 dias para responder; os pedidos feitos pela página do doador são atendidos na hora.">
        Pedidos LGPD
      </ScreenTitle>
      {!data && (error ? <LoadError error={error} retry={() => void refetch()} /> : <LinearProgress aria-label="Carregando" />)}
      {nodes && nodes.length === 0 && <Typography>Nenhum pedido até agora.</Typography>}
      <Stack spacing={1.5}>
        {nodes?.map((request) => {
          const state = standing(request, now);
          return (
            <Paper key={request.id} component="article" aria-label={KIND_LABEL[request.kind]} sx={{ p: 2 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {KIND_LABEL[request.kind]}
                </Typography>
                <Chip size="small" label={state.label} color={state.color} />
              </Stack>
              <Typography variant="body2">
                Pedido em {formatDateTime(request.requestedAt)} · prazo {formatDate(request.deadline)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                Doação {request.donationId}
                {request.outcome ? ` · ${outcomeOf(request.outcome)}` : ''}
              </Typography>
            </Paper>
          );
        })}
      </Stack>
      <LoadMore paged={requests} />
    </>
  );
}
