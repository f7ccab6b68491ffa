import RedeemIcon from '@mui/icons-material/Redeem';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FragmentType } from '../gql/fragment-masking';
import type { RaffleBannerFieldsFragment, RaffleBannerFieldsFragmentDoc } from '../gql/graphql';
import { formatBRL } from './format';
import { formatDayMonth } from './time';

/** The prize draw promoted by the campaign (seed §1), as configured in its content. */
export function RaffleBanner(props: { raffle: FragmentType<typeof RaffleBannerFieldsFragmentDoc> }) {
  // Unmasking is a type only (getFragmentData returns its data as is); the generated document it
  // takes would bring every document of the site into the first screen's script (shared/liveData.ts).
  const raffle = props.raffle as unknown as RaffleBannerFieldsFragment;
  return (
    <Box
      data-testid="raffle-banner"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 2,
        borderRadius: 2,
        bgcolor: '#fff8e1',
        border: '1px solid #ffe082',
        color: '#4e342e',
      }}
    >
      <RedeemIcon aria-hidden sx={{ color: '#8d4d00', mt: 0.25 }} />
      <Box>
        <Typography sx={{ fontWeight: 800 }}>
          Sorteio de {formatBRL(raffle.prize)} em {formatDayMonth(raffle.drawDate)}
        </Typography>
        <Typography variant="body2">
          Doações a partir de {formatBRL(raffle.minAmount)} concorrem. {raffle.text}
        </Typography>
      </Box>
    </Box>
  );
}
