import TimerIcon from '@mui/icons-material/Timer';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCountdown } from '../../../shared/time';

/** How long the code is still valid. */
export function PixCountdown({ remaining }: { remaining: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, bgcolor: '#fff3e0', color: '#6d3c00', p: 1.5, borderRadius: 2 }}>
      <TimerIcon aria-hidden />
      <Typography>
        O código expira em{' '}
        <Box component="strong" data-testid="pix-countdown" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCountdown(remaining)}
        </Box>
      </Typography>
    </Box>
  );
}
