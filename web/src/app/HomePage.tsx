import Container from '@mui/material/Container';
import { CampaignHero } from '../features/hero/components/CampaignHero';

export function HomePage() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: 3 }}>
      <CampaignHero />
    </Container>
  );
}
