import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatBRL } from './format';
import { PixHolderNotice } from './PixHolderNotice';
import { PixCopyCode } from './PixCopyCode';
import { PixQrCode } from './PixQrCode';

/**
 * "2026-12-10" → "10/12/2026": a calendar day as the API writes it (no time zone to move it).
 * Here, not in time.ts, which the first screen loads: the home page never shows a due date.
 */
export function formatCalendarDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

interface MonthlyAuthorisationProps {
  /** The Pix Automático code: read or pasted in the bank app, it authorises the monthly donation. */
  pixCode: string;
  /** The monthly amount, in reais as the API writes it. */
  amount: string;
  dayOfMonth: number;
  /** What the code does for the first month, when known: paid now, or a first charge on that date. */
  firstMonth?: { payNow: true } | { payNow: false; firstDueDate: string };
  /** Where, besides the bank app, the donor cancels: the private page ("aqui" when on it). */
  cancelWhere: string;
  /** What the bank app will show as receiving (rules/pix-holder.ts), said before the code; null while unset. */
  holderLine?: string | null;
}

function firstMonthText(firstMonth: MonthlyAuthorisationProps['firstMonth']): string {
  if (!firstMonth) return '';
  return firstMonth.payNow
    ? ' e paga o primeiro mês agora'
    : `; a primeira cobrança é em ${formatCalendarDay(firstMonth.firstDueDate)}`;
}

/**
 * The authorisation step of a monthly donation, in plain words: what reading the code
 * agrees to, the QR code and the copy-and-paste code. Shown after the form and on the
 * private page while the donation awaits authorisation.
 */
export function MonthlyAuthorisation({
  pixCode,
  amount,
  dayOfMonth,
  firstMonth,
  cancelWhere,
  holderLine,
}: MonthlyAuthorisationProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'auto minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Typography data-testid="monthly-terms" sx={{ gridColumn: { md: '1 / -1' } }}>
        No app do seu banco, leia o QR Code ou cole o código. Você autoriza a doação mensal de{' '}
        <strong>{formatBRL(amount)}</strong> todo dia <strong>{dayOfMonth}</strong>
        {firstMonthText(firstMonth)}. Você pode cancelar quando quiser, {cancelWhere} ou no app do banco.
      </Typography>
      {holderLine ? (
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <PixHolderNotice line={holderLine} />
        </Box>
      ) : null}
      {/* On a phone the code to paste comes first: the QR code is for a bank app on another device. */}
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, order: { xs: 2, md: 0 } }}>
        <PixQrCode code={pixCode} />
        <Typography variant="body2" color="text.secondary">
          Leia com o app do banco
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <PixCopyCode pixCode={pixCode} />
      </Box>
    </Box>
  );
}
