import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** A step that failed on the network, with the way to try it again. */
export function PixFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 4, justifyItems: 'center', textAlign: 'center' }}>
      <Alert severity="error" sx={{ width: '100%', textAlign: 'left' }}>
        {text} Verifique sua conexão e tente novamente.
      </Alert>
      <Button variant="contained" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Box>
  );
}
