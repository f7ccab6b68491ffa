import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { countOf, formatAxisCount, formatAxisReais, formatCount, formatPercent, plural, shortDay } from '../../format';
import { formatBRL } from '../../../shared/format';
import { chartColors } from '../../theme';
import { ChartCard, LoadError, ScreenTitle } from '../../ui';
import { DAYS_SHOWN, useHome } from './useHome';
import { GoalSection } from './GoalSection';
import { SharesSection } from './SharesSection';

const CHART_HEIGHT = 240;

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {/* Smaller on a phone, so "R$ 12.345,67" fits half of a 360-pixel screen. */}
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 800, fontSize: { xs: '1.25rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
      >
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

/** "2 pagas de 4 pedidos", "1 paga de 1 pedido", "Nenhum pedido". */
const paidOf = (period: { paid: number; created: number }) =>
  period.created === 0
    ? 'Nenhum pedido'
    : `${countOf(period.paid, 'paga', 'pagas')} de ${countOf(period.created, 'pedido', 'pedidos')}`;

type Source = { utmSource?: string | null; utmCampaign?: string | null; created: number; paid: number; paidAmount: string };

const sourceName = (source: { utmSource?: string | null; utmCampaign?: string | null }) =>
  source.utmSource ? `${source.utmSource}${source.utmCampaign ? ` / ${source.utmCampaign}` : ''}` : 'Direto (sem UTM)';

/**
 * Paid amount by source as labelled bars: each label on a line of its own, whole and
 * wrapping, over its bar, so a long "origem / campanha" reads on a 360-pixel phone.
 */
function SourceBars({ sources }: { sources: Source[] }) {
  const largest = Math.max(...sources.map((source) => Number(source.paidAmount)));
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {sources.map((source) => {
          const share = largest > 0 ? (Number(source.paidAmount) / largest) * 100 : 0;
          return (
            <li key={sourceName(source)}>
              <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {sourceName(source)}
              </Typography>
              {/* Every track as wide as the card, so the bars compare; the figures go underneath. */}
              <Box sx={{ height: 14, my: 0.5, bgcolor: chartColors.track, borderRadius: 1, overflow: 'hidden' }}>
                <Box data-bar="pago" sx={{ width: `${share}%`, height: '100%', bgcolor: chartColors.paid }} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                <Box component="strong" sx={{ color: 'text.primary' }}>
                  {formatBRL(source.paidAmount)}
                </Box>{' '}
                · {paidOf(source)}
              </Typography>
            </li>
          );
        })}
      </Box>
      {/* The bars' scale: from nothing to the largest amount paid. */}
      <Box
        data-axis="valor pago"
        sx={{ display: 'flex', justifyContent: 'space-between', mt: 1, pt: 0.5, borderTop: 1, borderColor: 'divider' }}
      >
        <Typography variant="caption">{formatAxisReais(0)}</Typography>
        <Typography variant="caption">{formatAxisReais(largest)}</Typography>
      </Box>
    </>
  );
}

/** The paid donations by where the money came from, in words: the site's codes, straight to the key, registered. */
function originSplit(books: {
  throughSiteCodes: string;
  throughSiteCodesCount: number;
  straightToKey: string;
  straightToKeyCount: number;
  registeredByOrganisation: string;
  registeredByOrganisationCount: number;
}): string {
  return [
    `${countOf(books.throughSiteCodesCount, 'doação', 'doações')} pelos códigos do site (${formatBRL(books.throughSiteCodes)})`,
    `${formatCount(books.straightToKeyCount)} por PIX direto na chave (${formatBRL(books.straightToKey)})`,
    `${formatCount(books.registeredByOrganisationCount)} ${plural(books.registeredByOrganisationCount, 'registrada', 'registradas')} pela organização (${formatBRL(books.registeredByOrganisation)})`,
  ].join('; ');
}

export function HomeScreen() {
  const { figures, error, retry } = useHome();
  if (!figures) return error ? <LoadError error={error} retry={retry} /> : <LinearProgress aria-label="Carregando" />;
  const { campaign, all, today, week, booksCheck, percent, days, sources, anyPaidSource, booksRight } = figures;
  const countSeries = (label: string, values: number[], color: string) => ({
    data: values,
    label,
    color,
    valueFormatter: (value: number | null) => (value === null ? '' : formatCount(value)),
  });

  return (
    <>
      <ScreenTitle intro="Como a campanha está indo, com os números de cada gráfico em tabela.">Início</ScreenTitle>
      <Paper component="section" aria-labelledby="meta" sx={{ p: 2, mb: 2 }}>
        <Typography id="meta" component="h2" variant="h6">
          Arrecadado e meta
        </Typography>
        <Typography sx={{ my: 1 }}>
          <strong>{formatBRL(campaign.raised)}</strong> de {formatBRL(campaign.goal)} ({formatPercent(percent)}) ·{' '}
          {countOf(campaign.supportersCount, 'apoiador', 'apoiadores')}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, percent * 100)}
          aria-label={`Arrecadado: ${formatPercent(percent)} da meta`}
          sx={{ height: 10, borderRadius: 5 }}
        />
      </Paper>
      <GoalSection />

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          mb: 2,
        }}
      >
        <Figure label="Hoje" value={formatBRL(today.paidAmount)} detail={paidOf(today)} />
        <Figure label="Últimos 7 dias" value={formatBRL(week.paidAmount)} detail={paidOf(week)} />
        <Figure
          label="Conversão (códigos PIX → pagos)"
          value={all.codesIssued > 0 ? formatPercent(all.codeConversionRate) : '—'}
          detail={
            all.codesIssued > 0
              ? `${countOf(all.codesPaid, 'código pago', 'códigos pagos')} de ${formatCount(all.codesIssued)} ${plural(all.codesIssued, 'gerado', 'gerados')} (${countOf(all.created, 'pedido', 'pedidos')})`
              : `Nenhum código PIX gerado ainda (${countOf(all.created, 'pedido', 'pedidos')})`
          }
        />
        <Figure
          label="Doação média"
          value={all.paid > 0 ? formatBRL(all.averagePaidAmount) : '—'}
          detail={all.paid > 0 ? `Entre ${countOf(all.paid, 'paga', 'pagas')}` : 'Nenhuma doação paga ainda'}
        />
      </Box>

      <Paper component="section" aria-labelledby="contas" sx={{ p: 2, mb: 2 }}>
        <Typography id="contas" component="h2" variant="h6" gutterBottom>
          Conferência das contas
        </Typography>
        {booksRight ? (
          <Alert severity="success">
            Contas certas: diferença de {formatBRL(booksCheck.difference)}. Arrecadado {formatBRL(booksCheck.raised)} = base{' '}
            {formatBRL(booksCheck.baselineRaised)} + {countOf(booksCheck.paidCount, 'doação paga', 'doações pagas')} (
            {formatBRL(booksCheck.paidSum)}) − {countOf(booksCheck.refundedCount, 'devolução', 'devoluções')} (
            {formatBRL(booksCheck.refunded)})
            {booksCheck.annulledCount > 0 &&
              ` − ${countOf(booksCheck.annulledCount, 'entrada anulada', 'entradas anuladas')} (${formatBRL(booksCheck.annulled)})`}
            . Gasto: {formatBRL(booksCheck.spent)}; saldo: {formatBRL(booksCheck.balance)}.
            {(booksCheck.straightToKeyCount > 0 || booksCheck.registeredByOrganisationCount > 0) &&
              ` De onde veio: ${originSplit(booksCheck)}.`}
          </Alert>
        ) : (
          <Alert severity="error">
            As contas não fecham. Arrecadado mostrado: {formatBRL(booksCheck.raised)}; esperado:{' '}
            {formatBRL(booksCheck.expectedRaised)} (diferença de {formatBRL(booksCheck.difference)}). Apoiadores:{' '}
            {formatCount(booksCheck.supportersCount)}, esperados {formatCount(booksCheck.expectedSupporters)}. Rode{' '}
            <code>npm run reconcile</code> ou fale com quem mantém o site.
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

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <ChartCard
          title={`Doações por dia (últimos ${DAYS_SHOWN} dias com pedidos)`}
          empty="Nenhum pedido de doação ainda."
          columns={[
            { label: 'Dia' },
            { label: 'Pedidos', numeric: true },
            { label: 'Pagas', numeric: true },
            { label: 'Valor pago', numeric: true },
          ]}
          rows={days.map((day) => [
            shortDay(day.date),
            formatCount(day.created),
            formatCount(day.paid),
            formatBRL(day.paidAmount),
          ])}
        >
          <BarChart
            height={CHART_HEIGHT}
            yAxis={[{ tickMinStep: 1, valueFormatter: formatAxisCount }]}
            xAxis={[{ scaleType: 'band', data: days.map((day) => shortDay(day.date)) }]}
            series={[
              countSeries(
                'Pedidos',
                days.map((day) => day.created),
                chartColors.created,
              ),
              countSeries(
                'Pagas',
                days.map((day) => day.paid),
                chartColors.paid,
              ),
            ]}
          />
        </ChartCard>
        <ChartCard
          title="Valor pago por origem (UTM)"
          empty="Nenhum pedido de doação ainda."
          nothingToDraw={
            anyPaidSource
              ? undefined
              : 'Nenhuma doação paga ainda: o valor pago por origem aparece aqui com o primeiro pagamento. Os pedidos de cada origem estão na tabela.'
          }
          columns={[
            { label: 'Origem / campanha' },
            { label: 'Pedidos', numeric: true },
            { label: 'Pagas', numeric: true },
            { label: 'Conversão', numeric: true },
            { label: 'Valor pago', numeric: true },
          ]}
          rows={sources.map((source) => [
            sourceName(source),
            formatCount(source.created),
            formatCount(source.paid),
            formatPercent(source.conversionRate),
            formatBRL(source.paidAmount),
          ])}
        >
          <SourceBars sources={sources} />
        </ChartCard>
        <ChartCard
          title="Por valor doado"
          empty="Nenhum pedido de doação ainda."
          columns={[
            { label: 'Valor' },
            { label: 'Pedidos', numeric: true },
            { label: 'Pagas', numeric: true },
            { label: 'Conversão', numeric: true },
          ]}
          rows={all.byAmount.map((amount) => [
            `${formatBRL(amount.amount)}${amount.isOption ? '' : ' (livre)'}`,
            formatCount(amount.created),
            formatCount(amount.paid),
            formatPercent(amount.conversionRate),
          ])}
        >
          <BarChart
            height={CHART_HEIGHT}
            yAxis={[{ tickMinStep: 1, valueFormatter: formatAxisCount }]}
            xAxis={[
              {
                scaleType: 'band',
                data: all.byAmount.map((amount) => Number(amount.amount)),
                valueFormatter: (reais: number) => formatAxisReais(reais),
              },
            ]}
            series={[
              countSeries(
                'Pedidos',
                all.byAmount.map((amount) => amount.created),
                chartColors.created,
              ),
              countSeries(
                'Pagas',
                all.byAmount.map((amount) => amount.paid),
                chartColors.paid,
              ),
            ]}
          />
        </ChartCard>
      </Box>
      <SharesSection />
    </>
  );
}
