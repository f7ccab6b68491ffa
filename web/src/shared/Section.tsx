import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AWAITS_COMMIT, useCommitted } from './earlyTaps';

interface SectionProps {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  tinted?: boolean;
}

/** A page section reachable from the header's anchors, titled for screen readers and the eye. */
export function Section({ id, title, subtitle, children, tinted }: SectionProps) {
  const headingId = `${id}-titulo`;
  const ref = useCommitted<HTMLElement>();
  return (
    <Box
      component="section"
      ref={ref}
      {...AWAITS_COMMIT}
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? 'background.paper' : undefined, outline: 'none' }}
    >
      <Container maxWidth="lg">
        <Typography
          id={headingId}
          variant="h4"
          component="h2"
          sx={{ fontWeight: 800, mb: subtitle ? 1 : 3, textAlign: 'center' }}
        >
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mb: 4, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
