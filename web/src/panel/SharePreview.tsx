import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { graphql } from './gql';
import { LoadError } from './ui';

/** The link preview with the card of the current total (api/src/share): what a shared link shows now. */
export const SharePreviewQueryDocument = graphql(`
  query PanelSharePreview {
    sharePreview {
      imageUrl
      width
      height
      title
      description
      url
    }
  }
`);

/** WhatsApp's colours for a sent message; the muted text one step darker than WhatsApp's, to reach 4.5:1 (WCAG 1.4.3). */
const WHATSAPP = { chat: '#efeae2', bubble: '#d9fdd3', preview: '#d1f4cc', text: '#111b21', muted: '#54656f' };

/** The site's host as WhatsApp writes it under a preview; a relative URL (no PUBLIC_URL) is this panel's site. */
function hostOf(url: string): string {
  try {
    return new URL(url, window.location.href).host;
  } catch {
    return url;
  }
}

/** The card from this site whatever PUBLIC_URL names: the panel's CSP allows its own origin's images only. */
function sameSite(url: string): string {
  try {
    return new URL(url, window.location.href).pathname;
  } catch {
    return url;
  }
}

/**
 * How WhatsApp shows a link to the campaign right now: the share card on top, then the
 * title, the description and the site's host, inside a sent message's bubble. Runs its
 * own query, so any screen can mount it as it is.
 */
export function SharePreview() {
  const { data, error, refetch } = useQuery(SharePreviewQueryDocument);
  if (error) return <LoadError error={error} retry={() => void refetch()} />;
  const preview = data?.sharePreview;
  const host = preview ? hostOf(preview.url) : '';
  return (
    <Box
      component="figure"
      aria-busy={!preview}
      aria-label="Prévia do link no WhatsApp"
      sx={{ m: 0, p: 2, borderRadius: 2, bgcolor: WHATSAPP.chat, maxWidth: 420 }}
    >
      <Box
        sx={{
          ml: 'auto',
          p: 0.5,
          maxWidth: 360,
          borderRadius: '8px 0 8px 8px',
          bgcolor: WHATSAPP.bubble,
          color: WHATSAPP.text,
          boxShadow: '0 1px 0.5px rgba(11, 20, 26, 0.13)',
        }}
      >
        <Box sx={{ borderRadius: 1.5, overflow: 'hidden', bgcolor: WHATSAPP.preview }}>
          {preview ? (
            <Box
              component="img"
              src={sameSite(preview.imageUrl)}
              width={preview.width}
              height={preview.height}
              alt=""
              sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${preview.width} / ${preview.height}` }}
            />
          ) : (
            <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1200 / 630' }} />
          )}
          <Box sx={{ px: 1.25, py: 1 }}>
            <Typography
              sx={{
                fontSize: 14,
                fontWeight: 600,
                lineHeight: 1.3,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {preview ? preview.title : <Skeleton width="80%" />}
            </Typography>
            <Typography
              sx={{
                fontSize: 13,
                lineHeight: 1.35,
                color: WHATSAPP.muted,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {preview ? preview.description : <Skeleton />}
            </Typography>
            <Typography sx={{ fontSize: 12, color: WHATSAPP.muted, mt: 0.5 }}>
              {preview ? host : <Skeleton width="40%" />}
            </Typography>
          </Box>
        </Box>
        {preview && (
          <Typography sx={{ fontSize: 14, px: 0.75, pt: 0.75, pb: 0.25, color: '#016a99', wordBreak: 'break-all' }}>
            {new URL(preview.url, window.location.href).href}
          </Typography>
        )}
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
        A imagem mostra o total arrecadado agora e muda a cada doação confirmada. O WhatsApp guarda a prévia de um link por algum
        tempo: quem já recebeu o link pode ver um total anterior.
      </Typography>
    </Box>
  );
}
