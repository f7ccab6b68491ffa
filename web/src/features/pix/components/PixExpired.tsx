import TimerOffIcon from '@mui/icons-material/TimerOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The code's 30 minutes are over; a payment made in time still counts. */
export function PixExpired({ onRenew }: { onRenew: () => void }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 6, textAlign: 'center' }}>
      <TimerOffIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
        Este código PIX expirou
      </Typography>
      <Typography color="text.secondary">
        O código vale por 30 minutos. Se você já pagou, fique tranquilo: a doação será confirmada. Para doar agora, gere um novo
        código.
      </Typography>
      <Button variant="contained" onClick={onRenew}>
        Gerar novo código
      </Button>
    </Box>
  );
}
