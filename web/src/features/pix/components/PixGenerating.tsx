import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** While the donation is recorded and its code issued. */
export function PixGenerating() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography sx={{ fontWeight: 700 }}>Gerando código PIX...</Typography>
    </Box>
  );
}
