import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IosShareIcon from '@mui/icons-material/IosShare';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { REFERRAL_SHARE_MESSAGE, referralUrlOf, whatsappReferralUrl } from '../../../rules/referral';
import { formatBRL, formatCount } from './format';
import { copyText } from './copy-text';
import { useHydrated } from './useHydrated';

/** One tap each on a phone: at least 48 px high, the whole width. */
const TAP = { minHeight: 48, justifyContent: 'flex-start', px: 2 } as const;

export interface ShareYourLinkProps {
  /** The donation's share code (rules/referral.ts). */
  code: string;
  /** What the link brought so far (the private page); absent in the dialog. */
  brought?: { donations: number; amount: string } | null;
}

/**
 * The donor's own share link, asked for at the moment of joy (the paid dialog, the private
 * page): WhatsApp first, where the donors came from, then the phone's share sheet (only
 * where the browser has one) and "Copiar link". The link and its buttons show once hydrated (its address is the page's).
 */
export function ShareYourLink({ code, brought }: ShareYourLinkProps) {
  const [copied, setCopied] = useState<boolean | null>(null);
  // The link is this page's origin, known only in the browser: the server's render (the
  // private page) and the first render here leave it out alike, so hydration matches.
  const hydrated = useHydrated();
  const link = hydrated ? referralUrlOf(window.location.origin, code) : null;
  const canShare = hydrated && typeof navigator.share === 'function';

  return (
    <Box component="section" aria-labelledby="share-your-link" data-testid="share-your-link" sx={{ display: 'grid', gap: 1.25 }}>
      <Typography id="share-your-link" component="h2" variant="h6" sx={{ fontWeight: 800, lineHeight: 1.3 }}>
        Chame mais gente para ajudar
      </Typography>
      {brought ? (
        <Typography data-testid="share-brought" sx={{ fontWeight: 700 }}>
          {brought.donations > 0
            ? `Seu link trouxe ${formatCount(brought.donations)} ${brought.donations === 1 ? 'doação' : 'doações'}\u00a0· ${formatBRL(brought.amount)}`
            : 'Seu link ainda não trouxe doações. Quando trouxer, você vê aqui quantas e quanto somam.'}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        Envie o seu link: as doações que chegarem por ele aparecem na página da sua doação, sem o nome de ninguém.
      </Typography>
      {link ? (
        <>
          <Button
            variant="contained"
            size="large"
            startIcon={<WhatsAppIcon />}
            href={whatsappReferralUrl(link)}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ ...TAP, bgcolor: '#075e54', color: '#fff', fontWeight: 700, '&:hover': { bgcolor: '#054640' } }}
          >
            Compartilhe no WhatsApp
          </Button>
          {canShare ? (
            <Button
              variant="outlined"
              size="large"
              startIcon={<IosShareIcon />}
              onClick={() => void navigator.share({ text: REFERRAL_SHARE_MESSAGE, url: link }).catch(() => {})}
              sx={TAP}
            >
              Compartilhar de outro jeito
            </Button>
          ) : null}
          <Button
            variant="outlined"
            size="large"
            startIcon={<ContentCopyIcon />}
            onClick={async () => setCopied(await copyText(link))}
            sx={TAP}
          >
            {copied ? 'Link copiado!' : 'Copiar link'}
          </Button>
          <Typography variant="body2" role="status" sx={{ overflowWrap: 'anywhere' }}>
            {copied === false ? 'Não foi possível copiar. Seu link: ' : 'Seu link: '}
            <Box component="span" sx={{ fontFamily: 'monospace' }} data-testid="share-your-link-url">
              {link}
            </Box>
          </Typography>
        </>
      ) : null}
    </Box>
  );
}
