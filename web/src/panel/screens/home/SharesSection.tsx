import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { formatCount } from '../../format';
import { formatBRL } from '../../../shared/format';
import { graphql } from '../../gql';
import { PrintButtons } from './PrintButtons';

const ShareStatsQuery = graphql(`
  query PanelShareStats {
    shareStats(first: 10) {
      topLinks {
        code
        donorName
        donations
        amount
      }
      channels {
        channel
        source
        donations
        amount
      }
    }
  }
`);

const CHANNEL_LABELS = { REF: 'Link de doador', DIRECT: 'Direto (sem origem)' } as const;

/**
 * Início's "Compartilhamentos": the donors' links that brought the most (by the first name a
 * donor made public, else "Doador anônimo") and the site's paid donations by channel.
 */
export function SharesSection() {
  const { data } = useQuery(ShareStatsQuery, { fetchPolicy: 'cache-and-network' });
  const stats = data?.shareStats;
  if (!stats) return null;
  return (
    <Paper component="section" aria-labelledby="compartilhamentos" sx={{ p: 2, mb: 2, overflowX: 'auto' }}>
      <Typography id="compartilhamentos" component="h2" variant="h6" gutterBottom>
        Compartilhamentos
      </Typography>
      {stats.topLinks.length === 0 ? (
        <Typography color="text.secondary">Nenhum link de doador trouxe doações pagas ainda.</Typography>
      ) : (
        <Table size="small" aria-label="Links de doadores que mais trouxeram">
          <TableHead>
            <TableRow>
              <TableCell>Link de</TableCell>
              <TableCell align="right">Doações</TableCell>
              <TableCell align="right">Valor</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stats.topLinks.map((link) => (
              <TableRow key={link.code} data-testid="share-link-row">
                <TableCell>
                  {link.donorName}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    ({link.code})
                  </Typography>
                </TableCell>
                <TableCell align="right">{formatCount(link.donations)}</TableCell>
                <TableCell align="right">{formatBRL(link.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
        Doações pagas por canal
      </Typography>
      <Table size="small" aria-label="Doações pagas por canal">
        <TableBody>
          {stats.channels.map((row) => (
            <TableRow key={`${row.channel}:${row.source ?? ''}`}>
              <TableCell>{row.channel === 'UTM' ? row.source : CHANNEL_LABELS[row.channel]}</TableCell>
              <TableCell align="right">{formatCount(row.donations)}</TableCell>
              <TableCell align="right">{formatBRL(row.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PrintButtons />
    </Paper>
  );
}
