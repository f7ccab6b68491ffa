import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { AmountCard } from '../../../features/donation/components/AmountCard';
import { StoryView } from '../../../features/story/components/StoryView';
import { makeFragmentData } from '../../../gql/fragment-masking';
import { AmountCardFieldsFragmentDoc, RaffleBannerFieldsFragmentDoc } from '../../../gql/graphql';
import { formatBRL } from '../../../shared/format';
import { RaffleBanner } from '../../../shared/RaffleBanner';
import { centsToReais, reaisToCents } from '../../../../../rules/money';
import { phonePreviewTheme } from '../../theme';
import { storyOf, type Draft } from './draft';

/** An amount as the organiser types it ("1.234,56") in the API's form ("1234.56"), or null while it is not one. */
function apiReais(typed: string): string | null {
  const cents = reaisToCents(typed);
  return cents === null ? null : centsToReais(cents);
}

/** A card in the preview is only looked at: choosing it donates nothing. */
const ignoreChoice = () => {};

/**
 * What the donors' page will show, redrawn as the organiser types: the amount cards and the
 * prize draw are the site's own components, fed the draft instead of the API's answer.
 */
export function CampaignPreview({ draft }: { draft: Draft }) {
  const goal = apiReais(draft.goal);
  const prize = apiReais(draft.raffle.prize);
  const minAmount = apiReais(draft.raffle.minAmount);
  return (
    <Paper component="aside" aria-labelledby="previa" sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 80 } }}>
      <Typography id="previa" component="h2" variant="overline">
        Prévia da página
      </Typography>
      {draft.badge && <Chip label={draft.badge} color="primary" size="small" sx={{ my: 1 }} />}
      <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
        {draft.title}
      </Typography>
      <Typography sx={{ my: 1 }}>{draft.summary}</Typography>
      <Typography variant="body2" color="text.secondary">
        Meta: {goal === null ? draft.goal : formatBRL(goal)}
      </Typography>
      {/* Laid out as on a phone, two cards a row: the preview's column is about a phone's width.
          Into the card's padding, so a 360-pixel phone gives each card the site's width there. */}
      <ThemeProvider theme={phonePreviewTheme}>
        <Box
          component="ul"
          aria-label="Valores de doação"
          sx={{
            listStyle: 'none',
            p: 0,
            mx: -1,
            mb: 0,
            mt: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          }}
        >
          {draft.options.map((option, index) => {
            const value = apiReais(option.value);
            // An amount still being typed has no card yet; the form names the mistake on saving.
            if (value === null) return null;
            const card = {
              value,
              label: option.label,
              description: option.description,
              impact: option.impact,
              popular: option.popular,
              raffleEntries: Number.parseInt(option.raffleEntries, 10) || 0,
              checkoutUrl: option.checkoutUrl.trim() || null,
            };
            return (
              <Box component="li" key={index} sx={{ display: 'flex' }}>
                <AmountCard option={makeFragmentData(card, AmountCardFieldsFragmentDoc)} onChoose={ignoreChoice} />
              </Box>
            );
          })}
        </Box>
        {draft.hasRaffle && prize !== null && minAmount !== null && draft.raffle.drawDate && (
          <Box sx={{ mt: 2 }}>
            <RaffleBanner
              raffle={makeFragmentData(
                { prize, minAmount, drawDate: draft.raffle.drawDate, text: draft.raffle.text },
                RaffleBannerFieldsFragmentDoc,
              )}
            />
          </Box>
        )}
        {/* The story as the site draws it, from the draft: the same component as the home page's. */}
        <Box sx={{ mx: -2 }}>
          <StoryView
            goal={goal ?? '0'}
            story={{
              ...storyOf(draft),
              // The page draws the stored photo at its own proportions; the preview, before saving, at 4:3.
              proofImage: draft.photos.proofImage.url
                ? { url: draft.photos.proofImage.url, alt: draft.photos.proofImage.alt, width: 960, height: 720 }
                : null,
            }}
          />
        </Box>
      </ThemeProvider>
    </Paper>
  );
}
