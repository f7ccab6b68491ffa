import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Says the page is watching for the payment. */
export function PixWaitingLine() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <CircularProgress size={14} aria-hidden /> Aguardando a confirmação do pagamento…
    </Typography>
  );
}
