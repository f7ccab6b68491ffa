import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const BANK_STEPS = [
  'Abra o app do seu banco e entre na área PIX.',
  'Escolha “PIX Copia e Cola” e cole o código — ou “Ler QR code” e aponte a câmera.',
  'Confira o valor e o nome do recebedor, e confirme o pagamento.',
  'Pronto! Esta tela avisa assim que o pagamento for confirmado.',
];

/** How to pay in the bank's app. */
export function PixPaymentSteps() {
  return (
    <Box>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 800, mb: 1 }}>
        Como pagar
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
        {BANK_STEPS.map((step) => (
          <li key={step}>
            <Typography>{step}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
