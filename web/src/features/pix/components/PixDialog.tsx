import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { usePixCharge, type PixChargeOptions } from '../hooks/usePixCharge';
import { PixCodePanel } from './PixCodePanel';
import { PixExpired } from './PixExpired';
import { PixFailure } from './PixFailure';
import { PixGenerating } from './PixGenerating';
import { PixDonorLink } from './PixDonorLink';
import { PixPaid, PixPaidNext } from './PixPaid';

interface PixDialogProps extends PixChargeOptions {
  onClose: () => void;
}

/**
 * Seed §4: the donation's PIX code with a QR code, a copy button and a 30-minute
 * countdown, until the payment arrives. Open while rendered; `usePixCharge` does the work.
 */
export default function PixDialog({ onClose, ...charge }: PixDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { step, remaining, retry, renew, donorUrl } = usePixCharge(charge);

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="pix-titulo">
      <DialogTitle id="pix-titulo" sx={{ pr: 7, fontWeight: 800 }}>
        {step.name === 'paid' ? 'Doação confirmada' : 'Pague com PIX'}
        <IconButton aria-label="Fechar" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Box role="status" aria-live="polite">
          {step.name === 'creating' || step.name === 'issuing' ? <PixGenerating /> : null}
          {step.name === 'create-failed' ? <PixFailure text="Não conseguimos registrar sua doação." onRetry={retry} /> : null}
          {step.name === 'issue-failed' ? (
            <PixFailure text="Sua doação foi registrada, mas o código PIX não foi gerado." onRetry={retry} />
          ) : null}
          {step.name === 'paid' ? <PixPaid /> : null}
          {step.name === 'expired' ? <PixExpired onRenew={renew} /> : null}
        </Box>
        {step.name === 'paid' ? <PixPaidNext onClose={onClose} shareCode={step.shareCode} /> : null}
        {step.name === 'ready' ? (
          <PixCodePanel
            charge={step.charge}
            remaining={remaining}
            donorLink={donorUrl ? <PixDonorLink donorUrl={donorUrl} /> : null}
          />
        ) : null}
        {donorUrl && ['paid', 'expired'].includes(step.name) ? (
          <Box sx={{ mt: 2 }}>
            <PixDonorLink donorUrl={donorUrl} />
          </Box>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
