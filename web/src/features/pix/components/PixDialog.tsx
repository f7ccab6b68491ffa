import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import TimerIcon from '@mui/icons-material/Timer';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CreateDonationInput } from '../../../gql/graphql';
import { formatBRL } from '../../../shared/format';
import { formatCountdown } from '../../../shared/time';
import { useToast } from '../../../shared/toast';
import { CreateDonationMutation, DonationStatusQuery, IssuePixCodeMutation } from '../api';
import { useCountdown } from '../hooks/useCountdown';
import { PixQrCode } from './PixQrCode';

/** How often the open dialog asks whether the payment arrived. */
export const STATUS_POLL_INTERVAL_MS = 3_000;

export type PixDonationRequest = Omit<CreateDonationInput, 'idempotencyKey'>;

export interface FieldError {
  field: string;
  message: string;
}

interface PixDialogProps {
  /** The donation to create; the dialog is open while it is set. */
  request: PixDonationRequest;
  onClose: () => void;
  /** The server refused a field: the form shows the message next to it. */
  onInvalid: (errors: FieldError[]) => void;
  onPaid?: (donationId: string) => void;
}

type Phase =
  | { name: 'creating' }
  | { name: 'create-failed' }
  | { name: 'issuing'; donationId: string }
  | { name: 'issue-failed'; donationId: string }
  | { name: 'ready'; donationId: string; pixCode: string; amount: string; expiresAt: string }
  | { name: 'paid'; donationId: string }
  | { name: 'expired'; donationId: string };

const newIdempotencyKey = () => crypto.randomUUID();

const CREATE_FAILED = { title: 'Erro', description: 'Falha ao processar doação. Tente novamente.', severity: 'error' } as const;
const ISSUE_FAILED = { title: 'Erro', description: 'Falha ao gerar código PIX. Tente novamente.', severity: 'error' } as const;

/** Field errors the server attached to a refused donation (`extensions.field`). */
function fieldErrorsOf(error: unknown): FieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((graphQLError) => {
    const { code, field } = graphQLError.extensions ?? {};
    return code === 'BAD_USER_INPUT' && typeof field === 'string' ? [{ field, message: graphQLError.message }] : [];
  });
}

/**
 * Seed §4: creates the donation, then issues its PIX code, shows it with a QR code,
 * a copy button and a 30-minute countdown, and watches for the payment.
 */
export default function PixDialog({ request, onClose, onInvalid, onPaid }: PixDialogProps) {
  const client = useApolloClient();
  const toast = useToast();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [phase, setPhase] = useState<Phase>({ name: 'creating' });
  // One key per donation attempt: a retry after a network failure sends the same key, so the
  // server answers with the donation it may already have recorded instead of a second one.
  const idempotencyKey = useRef(newIdempotencyKey());
  // The secret createDonation returns: only the donation's creator may read its PIX code.
  const accessToken = useRef('');
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const issue = useCallback(
    async (donationId: string) => {
      setPhase({ name: 'issuing', donationId });
      try {
        const { data } = await client.mutate({
          mutation: IssuePixCodeMutation,
          variables: { donationId, accessToken: accessToken.current },
        });
        if (!data) throw new Error('pixCode returned no data');
        if (alive.current) setPhase({ name: 'ready', ...data.pixCode, donationId });
      } catch {
        if (!alive.current) return;
        toast(ISSUE_FAILED);
        setPhase({ name: 'issue-failed', donationId });
      }
    },
    [client, toast],
  );

  const create = useCallback(async () => {
    setPhase({ name: 'creating' });
    let donationId: string;
    try {
      const { data } = await client.mutate({
        mutation: CreateDonationMutation,
        variables: { input: { ...request, idempotencyKey: idempotencyKey.current } },
      });
      if (!data) throw new Error('createDonation returned no data');
      donationId = data.createDonation.id;
      accessToken.current = data.createDonation.accessToken;
    } catch (error) {
      if (!alive.current) return;
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length > 0) {
        onInvalid(fieldErrors);
        return;
      }
      toast(CREATE_FAILED);
      setPhase({ name: 'create-failed' });
      return;
    }
    if (alive.current) await issue(donationId);
  }, [client, request, toast, onInvalid, issue]);

  const started = useRef(false);
  useEffect(() => {
    // Once per dialog, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void create();
  }, [create]);

  const newCode = () => {
    idempotencyKey.current = newIdempotencyKey();
    void create();
  };

  const watching = phase.name === 'ready';
  const { data: statusData } = useQuery(DonationStatusQuery, {
    variables: { id: 'donationId' in phase ? phase.donationId : '' },
    skip: !watching,
    pollInterval: watching ? STATUS_POLL_INTERVAL_MS : 0,
    fetchPolicy: 'network-only',
  });
  const status = watching ? statusData?.donationStatus.status : undefined;
  useEffect(() => {
    if (phase.name !== 'ready' || !status) return;
    if (status === 'PAID') {
      setPhase({ name: 'paid', donationId: phase.donationId });
      onPaid?.(phase.donationId);
    } else if (status === 'EXPIRED') {
      setPhase({ name: 'expired', donationId: phase.donationId });
    }
  }, [status, phase, onPaid]);

  const remaining = useCountdown(phase.name === 'ready' ? phase.expiresAt : null, phase.name === 'ready');
  useEffect(() => {
    if (phase.name === 'ready' && remaining === 0) setPhase({ name: 'expired', donationId: phase.donationId });
  }, [remaining, phase]);

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="pix-titulo">
      <DialogTitle id="pix-titulo" sx={{ pr: 7, fontWeight: 800 }}>
        {phase.name === 'paid' ? 'Doação confirmada' : 'Pague com PIX'}
        <IconButton aria-label="Fechar" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Box role="status" aria-live="polite">
          {phase.name === 'creating' || phase.name === 'issuing' ? (
            <Box sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 8 }}>
              <CircularProgress aria-hidden />
              <Typography sx={{ fontWeight: 700 }}>Gerando código PIX...</Typography>
            </Box>
          ) : null}
          {phase.name === 'create-failed' ? (
            <Failure text="Não conseguimos registrar sua doação." onRetry={() => void create()} />
          ) : null}
          {phase.name === 'issue-failed' ? (
            <Failure
              text="Sua doação foi registrada, mas o código PIX não foi gerado."
              onRetry={() => void issue(phase.donationId)}
            />
          ) : null}
          {phase.name === 'paid' ? <Paid onClose={onClose} /> : null}
          {phase.name === 'expired' ? (
            <Box sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 6, textAlign: 'center' }}>
              <TimerOffIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
              <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
                Este código PIX expirou
              </Typography>
              <Typography color="text.secondary">
                O código vale por 30 minutos. Se você já pagou, fique tranquilo: a doação será confirmada. Para doar agora, gere
                um novo código.
              </Typography>
              <Button variant="contained" onClick={newCode}>
                Gerar novo código
              </Button>
            </Box>
          ) : null}
        </Box>
        {phase.name === 'ready' ? <ReadyCode phase={phase} remaining={remaining} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Failure({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 4, justifyItems: 'center', textAlign: 'center' }}>
      <Alert severity="error" sx={{ width: '100%', textAlign: 'left' }}>
        {text} Verifique sua conexão e tente novamente.
      </Alert>
      <Button variant="contained" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Box>
  );
}

function Paid({ onClose }: { onClose: () => void }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 6, textAlign: 'center' }} data-testid="pix-paid">
      <CheckCircleIcon aria-hidden color="success" sx={{ fontSize: 72 }} />
      <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
        Pagamento confirmado — obrigado!
      </Typography>
      <Typography color="text.secondary">Sua doação chegou. Você faz parte do tratamento desta criança.</Typography>
      <Button variant="contained" onClick={onClose}>
        Fechar
      </Button>
    </Box>
  );
}

const BANK_STEPS = [
  'Abra o app do seu banco e entre na área PIX.',
  'Escolha “PIX Copia e Cola” e cole o código — ou “Ler QR code” e aponte a câmera.',
  'Confira o valor e o nome do recebedor, e confirme o pagamento.',
  'Pronto! Esta tela avisa assim que o pagamento for confirmado.',
];

function ReadyCode({ phase, remaining }: { phase: Extract<Phase, { name: 'ready' }>; remaining: number }) {
  const toast = useToast();
  const codeField = useRef<HTMLInputElement | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(phase.pixCode);
    } catch {
      // Older browsers and non-secure pages: select the text and use the legacy command.
      codeField.current?.select();
      if (!document.execCommand?.('copy')) {
        toast({ title: 'Não foi possível copiar', description: 'Selecione o código e copie manualmente.', severity: 'warning' });
        return;
      }
    }
    toast({ title: 'Código copiado!', description: 'O código PIX foi copiado para sua área de transferência.' });
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'auto minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, order: { xs: 2, md: 0 } }}>
        <PixQrCode code={phase.pixCode} />
        <Typography variant="body2" color="text.secondary">
          Leia com o app do banco
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography color="text.secondary">Valor da doação</Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} data-testid="pix-amount">
            {formatBRL(phase.amount)}
          </Typography>
        </Box>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1, bgcolor: '#fff3e0', color: '#6d3c00', p: 1.5, borderRadius: 2 }}
        >
          <TimerIcon aria-hidden />
          <Typography>
            O código expira em{' '}
            <Box component="strong" data-testid="pix-countdown" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCountdown(remaining)}
            </Box>
          </Typography>
        </Box>
        <TextField
          label="PIX Copia e Cola"
          value={phase.pixCode}
          inputRef={codeField}
          multiline
          maxRows={4}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'pix-code', spellCheck: false } }}
          onFocus={(event) => event.target.select()}
          sx={{ '& textarea': { fontFamily: 'ui-monospace, monospace', fontSize: 13, wordBreak: 'break-all' } }}
        />
        <Button
          variant="contained"
          size="large"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
          disabled={!phase.pixCode}
          sx={{ py: 1.5 }}
        >
          Copiar código PIX
        </Button>
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
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={14} aria-hidden /> Aguardando a confirmação do pagamento…
        </Typography>
      </Box>
    </Box>
  );
}
