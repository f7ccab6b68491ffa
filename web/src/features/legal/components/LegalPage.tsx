import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatWhatsappNumber, whatsappUrl } from '../../../shared/whatsapp';
import type { LegalOrganisation } from '../organisation';
import { publicTaxId } from '../../../../../rules/documents';

/** Seed §1 and §9: every legal page shows this date. */
export const LEGAL_LAST_UPDATED = '23 de novembro de 2026';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * Goes back in the browser history, never forward into a loop: back within the app,
 * back to this site's page that loaded this one, or else home in place of this entry
 * (pushing "/" would make the browser's Back return here, then Voltar to "/" again).
 */
export function useBack(): () => void {
  const navigate = useNavigate();
  return () => {
    // React Router keeps the entry's position in history.state.idx: 0 means this document's first entry.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else if (window.history.length > 1 && cameFromThisSite()) window.history.back();
    else navigate('/', { replace: true });
  };
}

function cameFromThisSite(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Keeps the tab title right on in-app navigation (the server sets it on first load). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

export function LegalPage({
  title,
  intro,
  sections,
  campaignTitle,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  campaignTitle: string | null;
}) {
  const back = useBack();
  useDocumentTitle(campaignTitle ? `${title} · ${campaignTitle}` : title);
  // Opened from the footer, the page would otherwise start scrolled to the bottom.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Button startIcon={<ArrowBackIcon />} onClick={back} sx={{ mb: 2, minHeight: 44 }}>
        Voltar
      </Button>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 5 }, borderRadius: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Última atualização: {LEGAL_LAST_UPDATED}
        </Typography>
        <Typography component="div" sx={{ mb: 3 }}>
          {intro}
        </Typography>
        <Box component="nav" aria-label="Seções" sx={{ mb: 4, p: 2, bgcolor: 'action.hover', borderRadius: 2 }}>
          <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
            Nesta página
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, columns: { md: 2 }, columnGap: 4 }}>
            {sections.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`} variant="body2">
                  {section.title}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        {sections.map((section, index) => (
          <Box
            component="section"
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            sx={{ mb: 4, scrollMarginTop: 80 }}
          >
            <Typography id={`${section.id}-title`} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              {index + 1}. {section.title}
            </Typography>
            <Box
              sx={{
                '& p': { my: 1, lineHeight: 1.7 },
                '& ul': { my: 1, pl: 3, lineHeight: 1.7 },
                '& li': { mb: 0.5 },
                color: 'text.primary',
              }}
            >
              {section.body}
            </Box>
          </Box>
        ))}
      </Paper>
    </Container>
  );
}

/** The organisation's identification: name, CNPJ (or a person's masked CPF) and city when configured. */
export function OrganisationName({ organisation }: { organisation: LegalOrganisation }) {
  return (
    <>
      <strong>{organisation.name}</strong>
      {organisation.cnpj && <>, {publicTaxId(organisation.cnpj)}</>}
      {organisation.city && <>, {organisation.city}</>}
    </>
  );
}

/** E-mail and WhatsApp, as links, for the contact sections. */
export function OrganisationContacts({ organisation }: { organisation: LegalOrganisation }) {
  return (
    <ul>
      {organisation.email && (
        <li>
          E-mail: <Link href={`mailto:${organisation.email}`}>{organisation.email}</Link>
        </li>
      )}
      {organisation.whatsapp && (
        <li>
          WhatsApp:{' '}
          <Link href={whatsappUrl(organisation.whatsapp)} target="_blank" rel="noopener noreferrer">
            {formatWhatsappNumber(organisation.whatsapp)}
          </Link>
        </li>
      )}
      <li>Formulário &quot;Fale conosco&quot;, no rodapé de todas as páginas deste site.</li>
    </ul>
  );
}
