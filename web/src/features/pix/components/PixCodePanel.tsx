import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatBRL } from '../../../shared/format';
import { PixCopyCode } from '../../../shared/PixCopyCode';
import { PixCountdown } from './PixCountdown';
import { PixHolderNotice } from '../../../shared/PixHolderNotice';
import { usePixHolder } from '../../../shared/usePixHolder';
import { PixPaymentSteps } from './PixPaymentSteps';
import { PixQrCode } from '../../../shared/PixQrCode';
import { PixWaitingLine } from './PixWaitingLine';

export const PixCodePanelFields = graphql(`
  fragment PixCodePanelFields on PixCharge {
    pixCode
    amount
  }
`);

interface PixCodePanelProps {
  charge: FragmentType<typeof PixCodePanelFields>;
  /** Seconds the code has left. */
  remaining: number;
  /** The private page's link: with the text, so that on a phone it comes before the QR code, not under it. */
  donorLink?: ReactNode;
}

/** The issued code: QR code, amount, countdown, copy-and-paste, the steps, and the wait for payment. */
export function PixCodePanel(props: PixCodePanelProps) {
  const charge = getFragmentData(PixCodePanelFields, props.charge);
  const holder = usePixHolder();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'auto minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, order: { xs: 2, md: 0 } }}>
        <PixQrCode code={charge.pixCode} />
        <Typography variant="body2" color="text.secondary">
          Leia com o app do banco
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography color="text.secondary">Valor da doação</Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} data-testid="pix-amount">
            {formatBRL(charge.amount)}
          </Typography>
        </Box>
        <PixCountdown remaining={props.remaining} />
        {holder ? <PixHolderNotice line={holder.line} /> : null}
        <PixCopyCode pixCode={charge.pixCode} />
        <PixPaymentSteps holder={holder} />
        <PixWaitingLine />
        {props.donorLink}
      </Box>
    </Box>
  );
}
