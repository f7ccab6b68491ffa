import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ShareYourLink } from '../../../shared/ShareYourLink';

/** The payment arrived: said inside the dialog's status region, so a screen reader announces it. */
export function PixPaid() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', gap: 1, pt: { xs: 1, sm: 3 }, textAlign: 'center' }} data-testid="pix-paid">
      <CheckCircleIcon aria-hidden color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
        Pagamento confirmado — obrigado!
      </Typography>
      <Typography color="text.secondary">Sua doação chegou. Você faz parte do tratamento desta criança.</Typography>
    </Box>
  );
}

/** What comes next, outside the status region (not read out with the thanks): the donor's share link while they are glad (issue 39), then "Fechar". */
export function PixPaidNext({ onClose, shareCode }: { onClose: () => void; shareCode: string | null }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 2 }}>
      {shareCode ? <ShareYourLink code={shareCode} /> : null}
      <Button variant={shareCode ? 'text' : 'contained'} onClick={onClose} sx={{ minHeight: 48, justifySelf: 'center', px: 4 }}>
        Fechar
      </Button>
    </Box>
  );
}
