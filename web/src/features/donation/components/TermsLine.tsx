import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../shared/visuallyHidden';

/** Under the donate button of both forms, one-off and monthly. */
export function TermsLine() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      {/* A new tab: reading the terms never loses what the donor typed. */}
      Ao doar você concorda com os <NewTabLink href="/terms">Termos de Uso</NewTabLink> e a{' '}
      <NewTabLink href="/privacy">Política de Privacidade</NewTabLink>.
    </Typography>
  );
}

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener">
      {children}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (abre em nova aba)
      </Box>
    </Link>
  );
}
