import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';

/** The hero when the campaign could not be read: loaded only then (components/CampaignHero.tsx). */
export function HeroError() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Alert severity="error">Não foi possível carregar a campanha. Atualize a página para tentar de novo.</Alert>
    </Container>
  );
}
