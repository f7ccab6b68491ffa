import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * The poster and the cards to print (GET /api/admin/cartaz.pdf and cartao.pdf): plain
 * downloads, as the donations' CSV, with the panel's session cookie.
 */
export function PrintButtons() {
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
        Cartaz e cartões
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Com a foto, o título, o valor arrecadado hoje e um código QR para o site. O que eles trouxerem aparece acima como
        &quot;cartaz&quot;.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component="a" href="/api/admin/cartaz.pdf" download variant="outlined" size="small">
          Baixar cartaz (A4)
        </Button>
        <Button component="a" href="/api/admin/cartao.pdf" download variant="outlined" size="small">
          Baixar cartões
        </Button>
      </Stack>
    </>
  );
}
