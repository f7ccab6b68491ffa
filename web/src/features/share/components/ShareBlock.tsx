import { useQuery } from '@apollo/client/react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IosShareIcon from '@mui/icons-material/IosShare';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { shareUrlOf, whatsappShareUrl } from '../shareLink';
import { useHydrated } from '../../../shared/useHydrated';
import { copyText } from '../../../shared/copy-text';

const ShareQuery = graphql(`
  query ShareBlock {
    campaign {
      share {
        title
        message
      }
    }
    siteConfig {
      publicUrl
    }
  }
`);

type CopyState = 'idle' | 'copied' | 'failed';

/** WhatsApp, copy link and the phone's own share sheet, all with the campaign's link. */
export function ShareBlock({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { data } = useQuery(ShareQuery);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const hydrated = useHydrated();
  // Without PUBLIC_URL the link is this page's origin, known only in the browser.
  const base = data?.siteConfig.publicUrl ?? (hydrated ? window.location.origin : null);
  const whatsappLink = base ? shareUrlOf(base) : '';
  const plainLink = base ? shareUrlOf(base, { utm_source: 'link', utm_medium: 'share' }) : '';
  const message = data?.campaign.share.message ?? 'Ajude esta campanha com uma doação por PIX:';
  const canShare = hydrated && typeof navigator.share === 'function';
  const color = tone === 'dark' ? 'inherit' : 'primary';

  return (
    <Box component="section" aria-labelledby="share-title">
      <Typography id="share-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Compartilhe a campanha
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <Button
          variant="contained"
          startIcon={<WhatsAppIcon />}
          href={whatsappShareUrl(message, whatsappLink)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="share-whatsapp"
          sx={{ bgcolor: '#075e54', '&:hover': { bgcolor: '#054640' } }}
        >
          Enviar no WhatsApp
        </Button>
        <Button
          variant="outlined"
          color={color}
          startIcon={<ContentCopyIcon />}
          onClick={async () => setCopyState((await copyText(plainLink)) ? 'copied' : 'failed')}
        >
          {copyState === 'copied' ? 'Link copiado!' : 'Copiar link'}
        </Button>
        {canShare && (
          <Button
            variant="outlined"
            color={color}
            startIcon={<IosShareIcon />}
            onClick={() =>
              navigator
                .share({ title: data?.campaign.share.title ?? document.title, text: message, url: plainLink })
                .catch(() => {})
            }
          >
            Compartilhar
          </Button>
        )}
      </Stack>
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
        {copyState === 'copied' && 'O link da campanha foi copiado. Cole onde quiser compartilhar.'}
        {copyState === 'failed' && `Não foi possível copiar. Copie este link: ${plainLink}`}
      </Typography>
    </Box>
  );
}
