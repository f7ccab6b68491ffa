import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';

/** The donor's private page: the only way back to the code, the receipt and their data once the dialog is closed. */
export function PixDonorLink({ donorUrl }: { donorUrl: string }) {
  return (
    <Alert severity="info">
      Guarde este link: por ele você acompanha a doação, baixa o recibo e cuida dos seus dados.{' '}
      <Link href={donorUrl} target="_blank" rel="noopener" sx={{ fontWeight: 700 }}>
        Abrir a página da minha doação
      </Link>
      . Também enviamos o link para o seu e-mail.
    </Alert>
  );
}
