import HomeIcon from '@mui/icons-material/Home';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';

/** The seed's title kept as is (DECISIONS §9), with a pt-BR line and a way back. */
export const NOT_FOUND_TITLE = '404 Page Not Found';

export function NotFoundPage() {
  useEffect(() => {
    const previous = document.title;
    document.title = NOT_FOUND_TITLE;
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {NOT_FOUND_TITLE}
      </Typography>
      <Typography sx={{ mb: 4 }}>
        Não encontramos esta página. Talvez o endereço tenha mudado ou tenha um erro de digitação.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" startIcon={<HomeIcon />}>
        Voltar para a campanha
      </Button>
    </Container>
  );
}
