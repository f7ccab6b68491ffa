import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { messageOf } from './apollo';

import { visuallyHidden } from '../shared/visuallyHidden';

export function ScreenTitle({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
        {children}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
      )}
    </Box>
  );
}

/** The next page of a list (usePagedQuery's loadMore), shown only while there is one. */
export function LoadMore({
  paged,
  children = 'Carregar mais',
}: {
  paged: { hasNextPage: boolean; loading: boolean; loadMore: () => void };
  children?: ReactNode;
}) {
  if (!paged.hasNextPage) return null;
  return (
    <Button sx={{ mt: 2 }} disabled={paged.loading} onClick={paged.loadMore}>
      {children}
    </Button>
  );
}

/** A failed read, in pt-BR, with a way to try again. */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          Tentar de novo
        </Button>
      }
    >
      {messageOf(error)}
    </Alert>
  );
}

export interface TableColumn {
  label: string;
  numeric?: boolean;
}

/**
 * A chart and the table of its numbers: the drawing is left out for screen readers,
 * which read the table instead; sighted organisers can show the table too.
 */
export function ChartCard({
  title,
  columns,
  rows,
  children,
  empty,
  nothingToDraw,
}: {
  title: string;
  columns: TableColumn[];
  rows: ReactNode[][];
  children: ReactNode;
  empty?: string;
  /** Said instead of the drawing when its rows have nothing to draw yet (all zero): no empty axis; the table stays. */
  nothingToDraw?: string;
}) {
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        {rows.length > 0 && (
          <Button size="small" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }} onClick={() => setShowTable((shown) => !shown)}>
            {showTable ? 'Ver gráfico' : 'Ver tabela'}
          </Button>
        )}
      </Stack>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty ?? 'Nenhum dado no período.'}</Typography>
      ) : (
        <>
          {/* inert: the drawing is neither read nor focused (its table is); keyboard users switch to the table. */}
          {!showTable &&
            (nothingToDraw ? <Typography color="text.secondary">{nothingToDraw}</Typography> : <Box inert>{children}</Box>)}
          <Box sx={showTable ? { overflowX: 'auto' } : visuallyHidden}>
            <Table size="small">
              <Box component="caption" sx={visuallyHidden}>
                {title}
              </Box>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.label} align={column.numeric ? 'right' : 'left'} scope="col">
                      {column.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => (
                  <TableRow key={index}>
                    {row.map((cell, cellIndex) => (
                      <TableCell key={cellIndex} align={columns[cellIndex]?.numeric ? 'right' : 'left'}>
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Paper>
  );
}
