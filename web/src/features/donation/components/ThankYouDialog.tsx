import FavoriteIcon from '@mui/icons-material/Favorite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatBRL } from '../../../shared/format';
import type { DonationOption } from './DonationSection';

interface ThankYouDialogProps {
  option: DonationOption | null;
  onCancel: () => void;
  onContinue: (option: DonationOption) => void;
}

/** Seed §4: a thank-you before the donor leaves for an option's external checkout; Cancel or dismiss clears the choice. */
export function ThankYouDialog({ option, onCancel, onContinue }: ThankYouDialogProps) {
  // Keeps the last choice on screen while the dialog fades out.
  const [shown, setShown] = useState(option);
  if (option && option !== shown) setShown(option);
  return (
    <Dialog
      open={Boolean(option)}
      onClose={onCancel}
      aria-labelledby="obrigado-titulo"
      aria-describedby="obrigado-texto"
      maxWidth="xs"
      fullWidth
    >
      {shown ? (
        <>
          <DialogTitle id="obrigado-titulo" sx={{ textAlign: 'center', pt: 3 }}>
            <Box sx={{ display: 'grid', placeItems: 'center', mb: 1 }}>
              <FavoriteIcon aria-hidden color="primary" sx={{ fontSize: 48 }} />
            </Box>
            Obrigado por ajudar!
          </DialogTitle>
          <DialogContent id="obrigado-texto" sx={{ textAlign: 'center' }}>
            <Typography>
              Você escolheu doar <strong data-testid="thank-you-amount">{formatBRL(shown.value)}</strong> ({shown.label}).
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Você será levado à página de pagamento para concluir a doação.
            </Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
            <Button onClick={onCancel} color="inherit" fullWidth variant="outlined">
              Cancelar
            </Button>
            <Button onClick={() => onContinue(shown)} variant="contained" fullWidth autoFocus>
              Continuar
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
