import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** How to pay in the bank's app; the check names the holder the app will show, once it is known. */
function bankSteps(holder: { name: string; document: string } | null): string[] {
  return [
    'Abra o app do seu banco e entre na área PIX.',
    'Escolha “PIX Copia e Cola” e cole o código — ou “Ler QR code” e aponte a câmera.',
    holder
      ? `Confira o valor e se o recebedor é ${holder.name} (${holder.document}), e só então confirme o pagamento.`
      : 'Confira o valor e o nome do recebedor, e confirme o pagamento.',
    'Pronto! Esta tela avisa assim que o pagamento for confirmado.',
  ];
}

/** How to pay in the bank's app. */
export function PixPaymentSteps({ holder = null }: { holder?: { name: string; document: string } | null }) {
  const BANK_STEPS = bankSteps(holder);
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
