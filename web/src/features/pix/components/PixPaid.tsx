import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The payment arrived. */
export function PixPaid({ onClose }: { onClose: () => void }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 6, textAlign: 'center' }} data-testid="pix-paid">
      <CheckCircleIcon aria-hidden color="success" sx={{ fontSize: 72 }} />
      <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
        Pagamento confirmado — obrigado!
      </Typography>
      <Typography color="text.secondary">Sua doação chegou. Você faz parte do tratamento desta criança.</Typography>
      <Button variant="contained" onClick={onClose}>
        Fechar
      </Button>
    </Box>
  );
}
