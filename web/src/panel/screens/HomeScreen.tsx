import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { graphql } from '../gql';
import { formatBRL, formatPercent, saoPauloDay, shortDay, startOfSaoPauloDay } from '../format';
import { ChartCard, LoadError, ScreenTitle } from '../ui';

const PanelHomeQuery = graphql(`
  query PanelHome($today: DateTime!, $week: DateTime!) {
    campaign {
      raised
      goal
      supportersCount
    }
    all: donationStats {
      created
      paid
      paidAmount
      conversionRate
      codesIssued
      codesPaid
      codeConversionRate
      averagePaidAmount
      byDay {
        date
        created
        paid
        paidAmount
      }
      byAmount {
        amount
        isOption
        created
        paid
        paidAmount
        conversionRate
      }
      bySource {
        utmSource
        utmCampaign
        created
        paid
        paidAmount
        conversionRate
      }
    }
    today: donationStats(from: $today) {
      created
      paid
      paidAmount
    }
    week: donationStats(from: $week) {
      created
      paid
      paidAmount
    }
    booksCheck {
      raised
      baselineRaised
      paidSum
      expectedRaised
      difference
      supportersCount
      expectedSupporters
      paidCount
      refunded
      refundedCount
      spent
      balance
      differingLines
    }
  }
`);

const DAYS_SHOWN = 14;
const CHART_HEIGHT = 240;

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

const sourceName = (source: { utmSource?: string | null; utmCampaign?: string | null }) =>
  source.utmSource ? `${source.utmSource}${source.utmCampaign ? ` / ${source.utmCampaign}` : ''}` : 'Direto (sem UTM)';

export function HomeScreen() {
  const variables = useMemo(() => {
    const now = new Date();
    return {
      today: startOfSaoPauloDay(saoPauloDay(now)),
      week: startOfSaoPauloDay(saoPauloDay(new Date(now.getTime() - 6 * 86_400_000))),
    };
  }, []);
  const { data, error, refetch } = useQuery(PanelHomeQuery, { variables });

  if (!data) return error ? <LoadError error={error} retry={() => void refetch()} /> : <LinearProgress aria-label="Carregando" />;
  const { campaign, all, today, week, booksCheck } = data;
  const percent = Number(campaign.goal) > 0 ? Number(campaign.raised) / Number(campaign.goal) : 0;
  const days = all.byDay.slice(-DAYS_SHOWN);
  const booksRight =
    Number(booksCheck.difference) === 0 &&
    booksCheck.supportersCount === booksCheck.expectedSupporters &&
    booksCheck.differingLines.length === 0;

  return (
    <>
      <ScreenTitle intro="Como a campanha está indo, com os números de cada gráfico em tabela.">Início</ScreenTitle>
      <Paper component="section" aria-labelledby="meta" sx={{ p: 2, mb: 2 }}>
        <Typography id="meta" component="h2" variant="h6">
          Arrecadado e meta
        </Typography>
        <Typography sx={{ my: 1 }}>
          <strong>{formatBRL(campaign.raised)}</strong> de {formatBRL(campaign.goal)} ({formatPercent(percent)}) ·{' '}
          {campaign.supportersCount} apoiadores
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, percent * 100)}
          aria-label={`Arrecadado: ${formatPercent(percent)} da meta`}
          sx={{ height: 10, borderRadius: 5 }}
        />
      </Paper>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 2 }}>
        <Figure label="Hoje" value={formatBRL(today.paidAmount)} detail={`${today.paid} pagas de ${today.created}`} />
        <Figure label="Últimos 7 dias" value={formatBRL(week.paidAmount)} detail={`${week.paid} pagas de ${week.created}`} />
        <Figure
          label="Conversão (códigos PIX → pagos)"
          value={formatPercent(all.codeConversionRate)}
          detail={`${all.codesPaid} de ${all.codesIssued} códigos gerados foram pagos (${all.created} pedidos)`}
        />
        <Figure label="Doação média" value={formatBRL(all.averagePaidAmount)} detail="Entre as pagas" />
      </Box>

      <Paper component="section" aria-labelledby="contas" sx={{ p: 2, mb: 2 }}>
        <Typography id="contas" component="h2" variant="h6" gutterBottom>
          Conferência das contas
        </Typography>
        {booksRight ? (
          <Alert severity="success">
            Contas certas: diferença de {formatBRL(booksCheck.difference)}. Arrecadado {formatBRL(booksCheck.raised)} = base{' '}
            {formatBRL(booksCheck.baselineRaised)} + {booksCheck.paidCount} doações pagas ({formatBRL(booksCheck.paidSum)}) −{' '}
            {booksCheck.refundedCount} {booksCheck.refundedCount === 1 ? 'devolução' : 'devoluções'} (
            {formatBRL(booksCheck.refunded)}). Gasto: {formatBRL(booksCheck.spent)}; saldo: {formatBRL(booksCheck.balance)}.
          </Alert>
        ) : (
          <Alert severity="error">
            As contas não fecham. Arrecadado mostrado: {formatBRL(booksCheck.raised)}; esperado:{' '}
            {formatBRL(booksCheck.expectedRaised)} (diferença de {formatBRL(booksCheck.difference)}). Apoiadores:{' '}
            {booksCheck.supportersCount}, esperados {booksCheck.expectedSupporters}. Rode <code>npm run reconcile</code> ou fale
            com quem mantém o site.
            {booksCheck.differingLines.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {booksCheck.differingLines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
      </Paper>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <ChartCard
          title={`Doações por dia (últimos ${DAYS_SHOWN} dias com pedidos)`}
          columns={[
            { label: 'Dia' },
            { label: 'Pedidos', numeric: true },
            { label: 'Pagas', numeric: true },
            { label: 'Valor pago', numeric: true },
          ]}
          rows={days.map((day) => [shortDay(day.date), day.created, day.paid, formatBRL(day.paidAmount)])}
        >
          <BarChart
            height={CHART_HEIGHT}
            yAxis={[{ tickMinStep: 1 }]}
            xAxis={[{ scaleType: 'band', data: days.map((day) => shortDay(day.date)) }]}
            series={[
              { data: days.map((day) => day.created), label: 'Pedidos' },
              { data: days.map((day) => day.paid), label: 'Pagas' },
            ]}
          />
        </ChartCard>
        <ChartCard
          title="Por origem e campanha (UTM)"
          columns={[
            { label: 'Origem / campanha' },
            { label: 'Pedidos', numeric: true },
            { label: 'Pagas', numeric: true },
            { label: 'Conversão', numeric: true },
            { label: 'Valor pago', numeric: true },
          ]}
          rows={all.bySource.map((source) => [
            sourceName(source),
            source.created,
            source.paid,
            formatPercent(source.conversionRate),
            formatBRL(source.paidAmount),
          ])}
        >
          <BarChart
            height={CHART_HEIGHT}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: all.bySource.map(sourceName), width: 110 }]}
            series={[{ data: all.bySource.map((source) => Number(source.paidAmount)), label: 'Valor pago (R$)' }]}
          />
        </ChartCard>
        <ChartCard
          title="Por valor doado"
          columns={[
            { label: 'Valor' },
            { label: 'Pedidos', numeric: true },
            { label: 'Pagas', numeric: true },
            { label: 'Conversão', numeric: true },
          ]}
          rows={all.byAmount.map((amount) => [
            `${formatBRL(amount.amount)}${amount.isOption ? '' : ' (livre)'}`,
            amount.created,
            amount.paid,
            formatPercent(amount.conversionRate),
          ])}
        >
          <BarChart
            height={CHART_HEIGHT}
            yAxis={[{ tickMinStep: 1 }]}
            xAxis={[{ scaleType: 'band', data: all.byAmount.map((amount) => formatBRL(amount.amount)) }]}
            series={[
              { data: all.byAmount.map((amount) => amount.created), label: 'Pedidos' },
              { data: all.byAmount.map((amount) => amount.paid), label: 'Pagas' },
            ]}
          />
        </ChartCard>
      </Box>
    </>
  );
}
