import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { startTransition, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { closeConsentPreferences, openConsentPreferences, saveConsent, useConsent } from '../../../shared/consent';

const PURPOSES = [
  {
    key: 'essential',
    title: 'Essenciais',
    text: 'Necessários para o site funcionar: guardam esta escolha e a origem da sua visita para atribuir a doação. Sempre ativos.',
  },
  {
    key: 'marketing',
    title: 'Marketing',
    text: 'Permitem carregar o pixel de anúncios da campanha, quando há um, que mede quais anúncios trouxeram doações, com cookies da plataforma de anúncios.',
  },
] as const;

/** The site has no analytics: the stored choice keeps the field, always false, and a future one must bump CONSENT_VERSION to ask. */
const ACCEPT_ALL = { analytics: false, marketing: true };
const REJECT = { analytics: false, marketing: false };

const CHOICE_BUTTON = { flex: { xs: 1, md: 'none' }, minHeight: 44, lineHeight: 1.2 } as const;

/**
 * LGPD first layer: shown until the visitor decides, with equal-weight accept and
 * reject buttons, and the per-purpose preferences the footer can reopen at any time.
 */
export function ConsentBanner() {
  const { choice, preferencesOpen } = useConsent();
  // The choice lives in this browser's storage, which the server cannot read: the banner
  // appears once the page is hydrated, so a visitor who already chose never sees it
  // flash, and its buttons are never shown before they work. It appears in a transition,
  // not in the synchronous render useHydrated's store would force: on a slow phone that
  // render, with its styles, was one of the longest tasks after hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  const asking = hydrated && !choice && !preferencesOpen;
  return (
    <>
      {asking && (
        // Room below the footer, so the fixed banner never hides the end of the page.
        <Box aria-hidden sx={{ height: { xs: 160, md: 96 } }} />
      )}
      {asking && (
        <Paper
          component="section"
          role="region"
          aria-label="Aviso de cookies"
          elevation={8}
          square
          sx={{
            position: 'fixed',
            insetInline: 0,
            bottom: 0,
            // Above the page and its sticky header, below every dialog: a donor who has not
            // answered yet can still reach "Gerar código PIX".
            zIndex: (theme) => theme.zIndex.appBar + 1,
            borderTop: 1,
            borderColor: 'divider',
            px: { xs: 2, sm: 3 },
            py: { xs: 1.5, md: 2 },
          }}
        >
          {/* At most a quarter of a phone's screen: the campaign's numbers stay in sight. */}
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={{ xs: 1, md: 2 }}
            sx={{ maxWidth: 1100, mx: 'auto', alignItems: { md: 'center' } }}
          >
            <Box sx={{ flex: 1 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, display: { xs: 'none', md: 'block' } }}>
                Sua privacidade
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Guardamos só o essencial para o site funcionar e, com a sua permissão, carregamos o pixel de anúncios, se houver.{' '}
                <Link component={RouterLink} to="/cookies">
                  Política de Cookies
                </Link>{' '}
                ·{' '}
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={openConsentPreferences}
                  sx={{ verticalAlign: 'baseline' }}
                >
                  Personalizar
                </Link>
              </Typography>
            </Box>
            {/* ANPD: refusing looks exactly like accepting, side by side. */}
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              <Button variant="contained" onClick={() => saveConsent(ACCEPT_ALL)} sx={CHOICE_BUTTON}>
                Aceitar todos
              </Button>
              <Button variant="contained" onClick={() => saveConsent(REJECT)} sx={CHOICE_BUTTON}>
                Rejeitar não essenciais
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
      {preferencesOpen && <ConsentPreferencesDialog initial={{ marketing: choice?.marketing ?? false }} />}
    </>
  );
}

function ConsentPreferencesDialog({ initial }: { initial: { marketing: boolean } }) {
  const [purposes, setPurposes] = useState(initial);
  return (
    <Dialog open onClose={closeConsentPreferences} aria-labelledby="consent-preferences-title" fullWidth maxWidth="sm">
      <DialogTitle id="consent-preferences-title">Preferências de cookies</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {PURPOSES.map((purpose) => {
            const essential = purpose.key === 'essential';
            const checked = essential ? true : purposes[purpose.key];
            return (
              <Box key={purpose.key}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={checked}
                      disabled={essential}
                      onChange={(event) =>
                        !essential && setPurposes((current) => ({ ...current, [purpose.key]: event.target.checked }))
                      }
                    />
                  }
                  label={<Typography sx={{ fontWeight: 600 }}>{purpose.title}</Typography>}
                />
                <Typography variant="body2" color="text.secondary" sx={{ pl: 6.5 }}>
                  {purpose.text}
                </Typography>
              </Box>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, p: 2 }}>
        <Button onClick={() => saveConsent(REJECT)}>Rejeitar não essenciais</Button>
        <Button variant="outlined" onClick={() => saveConsent(ACCEPT_ALL)}>
          Aceitar todos
        </Button>
        <Button variant="contained" onClick={() => saveConsent({ ...REJECT, ...purposes })}>
          Salvar preferências
        </Button>
      </DialogActions>
    </Dialog>
  );
}
