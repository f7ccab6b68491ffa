import { useQuery } from '@apollo/client/react';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AWAITS_COMMIT, useCommitted } from '../../../shared/earlyTaps';
import { getFragmentData, graphql } from '../../../gql';
import { OrganisationFieldsFragmentDoc, TrustBadgeFieldsFragmentDoc } from '../../../gql/graphql';
import { openConsentPreferences } from '../../../shared/consent';
import { TrustBadgeIcon } from '../../../shared/TrustBadgeIcon';
import { whatsappUrl } from '../../../shared/whatsapp';
import { publicTaxId } from '../../../../../rules/documents';
import { MY_DONATIONS_PATH } from '../../../../../rules/my-donations';
import { officialSiteSentence } from '../../../../../rules/official-channels';

export const FooterQuery = graphql(`
  query Footer {
    campaign {
      organisation {
        ...OrganisationFields
      }
      trustBadges {
        ...TrustBadgeFields
      }
      officialChannels {
        links {
          kind
          label
          url
        }
        domain
      }
    }
  }
`);

/** The year in Brasília (UTC−3, no daylight saving since 2019): the copyright line's year is this one. */
export const copyrightYear = (now: number = Date.now()): number => new Date(now - 3 * 60 * 60 * 1000).getUTCFullYear();

const QUICK_LINKS = [
  { label: 'História da campanha', to: '/#historia' },
  { label: 'Política de Privacidade', to: '/privacy' },
  { label: 'Termos de Uso', to: '/terms' },
  { label: 'Política de Cookies', to: '/cookies' },
  { label: 'Acessibilidade', to: '/acessibilidade' },
];

// At least 24 px tall: an easy tap on a phone (WCAG 2.5.8).
const linkSx = {
  color: 'inherit',
  opacity: 0.9,
  '&:hover': { opacity: 1 },
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
} as const;

/**
 * On every page: quick links, the organiser's trust badges (only what the content
 * claims, DECISIONS §6), contact, sharing and the cookie preferences.
 * Sharing and the contact form are other features, passed in by the app.
 */
export function Footer({ share, contact }: { share?: ReactNode; contact?: ReactNode }) {
  const { data } = useQuery(FooterQuery);
  const organisation = getFragmentData(OrganisationFieldsFragmentDoc, data?.campaign.organisation);
  const badges = getFragmentData(TrustBadgeFieldsFragmentDoc, data?.campaign.trustBadges) ?? [];
  const official = data?.campaign.officialChannels;
  const ref = useCommitted<HTMLElement>();

  return (
    <Box component="footer" ref={ref} {...AWAITS_COMMIT} sx={{ bgcolor: '#2a1420', color: '#fbeef3', mt: 6, pt: 5, pb: 4 }}>
      <Container maxWidth="lg">
        {badges.length > 0 && (
          <>
            <Grid container spacing={2} component="ul" aria-label="Selos de confiança" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {badges.map((badge) => (
                <Grid key={badge.title} size={{ xs: 12, sm: 6, md: 12 / Math.min(badges.length, 4) }} component="li">
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <TrustBadgeIcon icon={badge.icon} sx={{ color: '#f48fb1', mt: 0.25 }} />
                    <Box>
                      <Typography sx={{ fontWeight: 700 }}>{badge.title}</Typography>
                      {badge.text && (
                        <Typography variant="body2" sx={{ opacity: 0.85 }}>
                          {badge.text}
                        </Typography>
                      )}
                    </Box>
                  </Stack>
                </Grid>
              ))}
            </Grid>
            <Divider sx={{ my: 4, borderColor: 'rgba(255,255,255,0.15)' }} />
          </>
        )}

        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }} component="nav" aria-labelledby="footer-links-title">
            <Typography id="footer-links-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              Links rápidos
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} sx={linkSx}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                {/* A server page, not a route of this app: a plain link. */}
                <Link href="/transparencia" sx={linkSx}>
                  Transparência (prestação de contas)
                </Link>
              </li>
              <li>
                <Link href={MY_DONATIONS_PATH} sx={linkSx}>
                  Minhas doações (recibos e informe para o IR)
                </Link>
              </li>
              <li>
                <Link component="button" type="button" onClick={openConsentPreferences} sx={{ ...linkSx, font: 'inherit' }}>
                  Preferências de cookies
                </Link>
              </li>
            </Stack>
          </Grid>

          <Grid size={{ xs: 12, md: 4 }} component="section" aria-labelledby="footer-contact-title">
            <Typography id="footer-contact-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              Fale conosco
            </Typography>
            {organisation?.email && (
              <Typography variant="body2" sx={{ mb: 1.5 }}>
                <Link href={`mailto:${organisation.email}`} sx={linkSx}>
                  {organisation.email}
                </Link>
              </Typography>
            )}
            <Stack direction={{ xs: 'column', sm: 'row', md: 'column', lg: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
              {organisation?.whatsapp && (
                <Button
                  variant="contained"
                  startIcon={<WhatsAppIcon />}
                  href={whatsappUrl(organisation.whatsapp, 'Olá! Tenho uma dúvida sobre a campanha.')}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ bgcolor: '#075e54', '&:hover': { bgcolor: '#054640' } }}
                >
                  WhatsApp
                </Button>
              )}
              {contact}
            </Stack>
            {official?.links.length ? (
              <Box component="nav" aria-labelledby="footer-official-title" sx={{ mt: 2 }}>
                <Typography id="footer-official-title" component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
                  Canais oficiais
                </Typography>
                <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="official-links">
                  {official.links.map((channel) => (
                    <li key={channel.url}>
                      {/* rel="me": the profile that links back to this site proves both are the campaign's. */}
                      <Link href={channel.url} rel="me noopener" sx={linkSx}>
                        {channel.label}: {channel.url.replace(/^https:\/\//, '').replace(/\/$/, '')}
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Box>
            ) : null}
          </Grid>

          <Grid
            size={{ xs: 12, md: 5 }}
            sx={{ '& .MuiButton-outlined': { color: 'inherit', borderColor: 'rgba(255,255,255,0.5)' } }}
          >
            {share}
          </Grid>
        </Grid>

        <Divider sx={{ my: 3, borderColor: 'rgba(255,255,255,0.15)' }} />
        {official?.domain ? (
          <Typography variant="body2" data-testid="official-domain" sx={{ mb: 1, fontWeight: 700 }}>
            {officialSiteSentence(official.domain)}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ opacity: 0.85 }}>
          {/* Server and browser agree except across a New Year's midnight: the browser's year then wins. */}
          <span suppressHydrationWarning>© {copyrightYear()}</span> {organisation?.name ?? ''}
          {organisation?.cnpj ? ` · ${publicTaxId(organisation.cnpj)}` : ''}
          {organisation?.city ? ` · ${organisation.city}` : ''}. Todos os direitos reservados.
        </Typography>
      </Container>
    </Box>
  );
}
