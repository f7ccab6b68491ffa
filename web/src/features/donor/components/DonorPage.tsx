import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatBRL } from '../../../shared/format';
import { PixQrCode } from '../../../shared/PixQrCode';
import { PixHolderNotice } from '../../../shared/PixHolderNotice';
import { ShareYourLink } from '../../../shared/ShareYourLink';
import { useServerAnswer } from '../../../shared/serverAnswer';
import { DonorDonationQuery } from '../documents';
import { PersonalDataSection } from './PersonalDataSection';
import { formatDateTime } from '../../../../../rules/brasilia-time';

const STATUS_COLORS = { PENDING: 'warning', PAID: 'success', EXPIRED: 'default' } as const;

/** Why the page could not be read, in the donor's words: the API's message (an unknown link), or the connection. */
function loadFailureOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? 'Não foi possível abrir esta doação.';
  return 'Sem conexão. Tente de novo em instantes.';
}

/**
 * The donor's private page (`/minha-doacao/<token>`): the status of their donation, the
 * code while it can be paid, the receipt once paid, and their data (LGPD art. 18).
 */
export function DonorPage() {
  const { token = '' } = useParams();
  const api = `/api/minha-doacao/${token}`;
  // What the server read for this very request: the HTML shows it, and so does the first
  // render here, until the network answers (shared/serverAnswer.ts).
  const answered = useServerAnswer(DonorDonationQuery, { accessToken: token });
  // Personal data: always read from the server, never from a copy kept in the page's cache.
  // An unknown link stays unknown: the server's refusal is not asked again.
  const { data, error, refetch } = useQuery(DonorDonationQuery, {
    variables: { accessToken: token },
    fetchPolicy: 'network-only',
    skip: Boolean(answered?.error),
  });
  const status = data?.donorDonation ?? answered?.data?.donorDonation ?? null;
  const holderLine = (data ?? answered?.data)?.campaign.pixHolder?.line ?? null;
  // Once the donation shows, a failed read again (the connection) leaves it shown.
  const failure = answered?.error?.message ?? (error && !status ? loadFailureOf(error) : null);
  const [correction, setCorrection] = useState({ name: '', email: '' });
  const [correctionErrors, setCorrectionErrors] = useState<{ name?: string; email?: string; input?: string }>({});
  const [corrected, setCorrected] = useState(false);

  const correct = async () => {
    const body = Object.fromEntries(Object.entries(correction).filter(([, value]) => value.trim() !== ''));
    const response = await fetch(`${api}/dados`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { field?: 'name' | 'email' | 'input'; message?: string };
    if (response.ok) {
      setCorrectionErrors({});
      setCorrected(true);
    } else setCorrectionErrors({ [answer.field ?? 'input']: answer.message ?? 'Não foi possível corrigir agora.' });
  };

  return (
    <Container component="main" maxWidth="sm" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        Minha doação
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Esta página é só sua: guarde o link e não o compartilhe.
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {!status && !failure ? <CircularProgress aria-label="Carregando a sua doação" /> : null}
      {status ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Paper variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
                {formatBRL(status.amount)}
              </Typography>
              <Chip label={status.statusLabel} color={STATUS_COLORS[status.status]} />
            </Box>
            <Typography variant="body2">Criada em {formatDateTime(new Date(status.createdAt))}</Typography>
            {status.paidAt ? <Typography variant="body2">Paga em {formatDateTime(new Date(status.paidAt))}</Typography> : null}
          </Paper>

          {status.status === 'PENDING' && status.pixCode ? (
            <Paper variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 1.5 }}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                Código PIX copia e cola
              </Typography>
              {holderLine ? <PixHolderNotice line={holderLine} /> : null}
              {/* For paying from another device: this page open on a computer, the bank app on the phone. */}
              <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
                <PixQrCode code={status.pixCode} />
                <Typography variant="body2" color="text.secondary">
                  Ou leia o QR code com o app do banco
                </Typography>
              </Box>
              <TextField
                value={status.pixCode}
                multiline
                slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Código PIX' } }}
              />
              <Button
                variant="contained"
                onClick={() => void navigator.clipboard?.writeText(status.pixCode!)}
                sx={{ minHeight: 44 }}
              >
                Copiar código
              </Button>
              {status.expiresAt ? (
                <Typography variant="body2">Válido até {formatDateTime(new Date(status.expiresAt))}.</Typography>
              ) : null}
            </Paper>
          ) : null}

          {status.status === 'EXPIRED' ? (
            <Alert severity="info" action={<Button href="/#doar">Gerar novo código</Button>}>
              O código desta doação expirou sem pagamento. Para doar, gere um novo código: é uma nova doação.
            </Alert>
          ) : null}

          {status.receipt ? (
            <Button variant="contained" href={status.receipt.path} download sx={{ minHeight: 44 }}>
              Baixar {status.receipt.title.toLowerCase()} (PDF)
            </Button>
          ) : null}

          {status.share ? (
            <Paper variant="outlined" sx={{ p: 2.5 }}>
              <ShareYourLink code={status.share.code} brought={status.share} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                Este link leva à página da campanha, não a esta página, e não mostra nada seu.
              </Typography>
            </Paper>
          ) : null}

          {status.publicReference ? (
            <Typography data-testid="public-reference">
              Referência pública da sua doação: <strong>{status.publicReference}</strong>.{' '}
              <a href={`/transparencia?ref=${encodeURIComponent(status.publicReference)}#encontre`}>
                Confira na página de transparência
              </a>
              , onde ela aparece sem os seus dados.
            </Typography>
          ) : null}

          <PersonalDataSection
            dataPath={`${api}/dados`}
            erasedAt={status.erasedAt}
            intro="Você pode baixar tudo o que guardamos sobre esta doação ou pedir que apaguemos seus dados pessoais (LGPD, art. 18)."
            confirmText="Apagaremos seu nome, e-mail, telefone, CPF, mensagem e depoimento desta doação. Um recibo já emitido é mantido, como a lei exige. Isso não pode ser desfeito."
            // The page now shows when the data were erased.
            onErased={() => void refetch()}
          >
            {!status.receipt ? (
              <Box
                component="form"
                aria-label="Corrigir nome ou e-mail"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void correct();
                }}
                sx={{ display: 'grid', gap: 1.5, mt: 1 }}
              >
                <Typography variant="body2">
                  Errou o nome ou o e-mail? Corrija antes da emissão do recibo (o recibo sai com estes dados).
                </Typography>
                <TextField
                  label="Nome correto"
                  value={correction.name}
                  onChange={(event) => setCorrection({ ...correction, name: event.target.value })}
                  error={Boolean(correctionErrors.name)}
                  helperText={correctionErrors.name}
                  slotProps={{ htmlInput: { autoComplete: 'name' } }}
                />
                <TextField
                  label="E-mail correto"
                  type="email"
                  value={correction.email}
                  onChange={(event) => setCorrection({ ...correction, email: event.target.value })}
                  error={Boolean(correctionErrors.email)}
                  helperText={correctionErrors.email}
                  slotProps={{ htmlInput: { autoComplete: 'email', inputMode: 'email' } }}
                />
                {correctionErrors.input ? <Alert severity="error">{correctionErrors.input}</Alert> : null}
                {corrected ? (
                  <Alert severity="success">Dados corrigidos. Os próximos e-mails e o recibo usam os novos dados.</Alert>
                ) : null}
                <Button type="submit" variant="outlined" sx={{ minHeight: 44 }}>
                  Corrigir
                </Button>
              </Box>
            ) : null}
          </PersonalDataSection>
        </Box>
      ) : null}
    </Container>
  );
}
