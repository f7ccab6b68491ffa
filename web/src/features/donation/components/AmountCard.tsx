import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
// From the generated modules themselves, never the site's `graphql()` (gql/index.ts): the panel's
// preview draws this card too, and must not bring the site's document map into its bundle.
import { getFragmentData, type FragmentType } from '../../../gql/fragment-masking';
import { AmountCardFieldsFragmentDoc, type AmountCardFieldsFragment } from '../../../gql/graphql';
import { formatBRL } from '../../../shared/format';
import { visuallyHidden } from '../../../shared/visuallyHidden';

// Its fields: AmountCard.graphql, a fragment the site and the panel share.

/** A preset amount as the donor chose it: what the thank-you dialog and the donation flow read. */
export type DonationOption = AmountCardFieldsFragment;

function raffleText(entries: number): string {
  return entries === 1 ? '1 nome no sorteio' : `${entries} nomes no sorteio`;
}

/** One preset amount; also drawn by the organiser's preview of the page (web/src/panel). */
export function AmountCard(props: {
  option: FragmentType<typeof AmountCardFieldsFragmentDoc>;
  onChoose: (option: DonationOption) => void;
}) {
  const option = getFragmentData(AmountCardFieldsFragmentDoc, props.option);
  const amount = formatBRL(option.value);
  return (
    <Paper
      variant="outlined"
      data-testid="amount-card"
      sx={{
        p: { xs: 1.5, md: 2.5 },
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
        position: 'relative',
        borderWidth: option.popular ? 2 : 1,
        borderColor: option.popular ? 'primary.main' : 'divider',
      }}
    >
      {option.popular ? (
        <Chip label="Mais escolhido" color="primary" size="small" sx={{ alignSelf: 'flex-start', fontWeight: 800 }} />
      ) : null}
      <Typography component="p" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, fontWeight: 800, lineHeight: 1.2 }}>
        {amount}
      </Typography>
      <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>{option.label}</Typography>
      <Typography variant="body2" color="text.secondary">
        {option.description}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Impacto: {option.impact}
      </Typography>
      {option.raffleEntries > 0 ? (
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: '#7a4300', fontWeight: 700 }}>
          <ConfirmationNumberIcon aria-hidden sx={{ fontSize: 18 }} />
          {raffleText(option.raffleEntries)}
        </Typography>
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      {/* Without JavaScript (or before it runs) the button submits this form: the server's
          own donation form opens with the amount (api/src/web/donate-page.ts). */}
      <Box component="form" method="get" action={option.checkoutUrl ? undefined : '/doar'} sx={{ mt: 1 }}>
        {option.checkoutUrl ? null : <input type="hidden" name="valor" value={option.value} />}
        <Button
          type={option.checkoutUrl ? 'button' : 'submit'}
          variant={option.popular ? 'contained' : 'outlined'}
          onClick={(event) => {
            event.preventDefault();
            props.onChoose(option);
          }}
          // Pressed, the button is shaded through CSS at once (an inset shadow over its background,
          // under its text): the ripple measured the button (a layout of the page) and rendered
          // itself in the very task the form waits behind.
          disableRipple
          sx={{ minHeight: 44, '&:active': { boxShadow: 'inset 0 0 0 100vmax rgb(0 0 0 / 0.14)' } }}
          fullWidth
        >
          {/* One inline span keeps the space; on a phone the amount is right above, so it is only read out. */}
          <span>
            Doar{' '}
            <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('md')]: visuallyHidden })}>
              {amount}
            </Box>
          </span>
        </Button>
      </Box>
    </Paper>
  );
}
