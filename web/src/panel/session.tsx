import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { emailRule } from '../../../rules/donation-rules';
import { useMe } from './me';
import { signInWithPasskey } from './passkeys';
import { panelFetch } from './rest';

/** checking: asking the server; signedOut: nothing on screen yet; expired: the screen stays, the sign-in covers it. */
export type SessionStatus = 'checking' | 'signedOut' | 'signedIn' | 'expired';

interface Session {
  status: SessionStatus;
  /** Why the last sign-in from an e-mailed link failed (the server's words), shown over the sign-in. */
  linkError: string;
  /** Called by the data layer when the server refuses the session. */
  lost(): void;
  signIn(token: string): Promise<void>;
  /** Trades the secret of an e-mailed link for a session of its person; on failure, the sign-in with the reason. */
  signInWithLink(secret: string): Promise<void>;
  signInWithPasskey(): Promise<void>;
  signOut(everywhere: boolean): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** Asks for a sign-in link by e-mail; the answer is the same whether the address is on the team or not. */
export async function requestSignInLink(email: string): Promise<string> {
  const { body } = await panelFetch<{ message?: string }>('/api/painel/link', {
    method: 'POST',
    body: JSON.stringify({ email }),
  });
  return body.message ?? 'Se este e-mail estiver na equipe, enviamos um link de entrada.';
}

export function SessionProvider({ children, onSignedIn }: { children: ReactNode; onSignedIn: () => void }) {
  const [status, setStatus] = useState<SessionStatus>('checking');
  const [linkError, setLinkError] = useState('');

  useEffect(() => {
    // Only the first answer decides: an e-mailed link traded meanwhile has signed in already.
    panelFetch('/api/painel/sessao').then(
      ({ status: code }) =>
        setStatus((current) => (current === 'checking' ? (code === 200 ? 'signedIn' : 'signedOut') : current)),
      () => setStatus((current) => (current === 'checking' ? 'signedOut' : current)),
    );
  }, []);

  const lost = useCallback(() => setStatus((current) => (current === 'signedIn' ? 'expired' : current)), []);

  const signedIn = useCallback(() => {
    setLinkError('');
    setStatus('signedIn');
    onSignedIn();
  }, [onSignedIn]);

  const signIn = useCallback(
    async (token: string) => {
      const { status: code, body } = await panelFetch<{ message?: string }>('/api/painel/sessao', {
        method: 'POST',
        body: JSON.stringify({ token }),
      });
      if (code === 401) throw new Error(body.message ?? 'Token incorreto.');
      signedIn();
    },
    [signedIn],
  );

  const signInWithLink = useCallback(
    async (secret: string) => {
      try {
        const { status: code, body } = await panelFetch<{ message?: string }>('/api/painel/link/entrar', {
          method: 'POST',
          body: JSON.stringify({ token: secret }),
        });
        if (code === 401) throw new Error(body.message ?? 'Este link de entrada não vale mais. Peça outro.');
        signedIn();
      } catch (error) {
        setLinkError((error as Error).message);
        setStatus('signedOut');
      }
    },
    [signedIn],
  );

  const withPasskey = useCallback(async () => {
    await signInWithPasskey();
    signedIn();
  }, [signedIn]);

  const signOut = useCallback(async (everywhere: boolean) => {
    await panelFetch(everywhere ? '/api/painel/sessoes' : '/api/painel/sessao', { method: 'DELETE' });
    setStatus('signedOut');
  }, []);

  const value = useMemo(
    () => ({ status, linkError, lost, signIn, signInWithLink, signInWithPasskey: withPasskey, signOut }),
    [status, linkError, lost, signIn, signInWithLink, withPasskey, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * The page an e-mailed link opens (/painel/entrar/<secret>): traded at once, then Início.
 * Once only, though React runs a first effect twice in development: a link works once.
 */
export function LinkSignIn({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { signInWithLink } = useSession();
  const traded = useRef(false);
  useEffect(() => {
    if (traded.current) return;
    traded.current = true;
    void signInWithLink(secret).then(onDone);
  }, [secret, signInWithLink, onDone]);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress aria-label="Entrando pelo link do e-mail" />
        <Typography>Entrando pelo link do e-mail…</Typography>
      </Stack>
    </Box>
  );
}

/** "Entrar com e-mail": the address, then the same answer always (no one learns who is on the team). */
function EmailSignInForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Box
      component="form"
      noValidate
      aria-label="Entrar com e-mail"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = emailRule(email);
        if ('error' in checked) {
          setError(checked.error);
          return;
        }
        setBusy(true);
        setError('');
        requestSignInLink(checked.value).then(
          (message) => {
            setSent(message);
            setBusy(false);
          },
          (failure: Error) => {
            setError(failure.message);
            setBusy(false);
          },
        );
      }}
    >
      <Stack spacing={1.5}>
        <TextField
          label="Seu e-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setSent('');
          }}
          error={Boolean(error)}
          helperText={error || 'Enviamos um link que entra no painel uma vez.'}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Enviando…' : 'Entrar com e-mail'}
        </Button>
        {sent && (
          <Alert severity="success" role="status">
            {sent}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}

function PasskeySignIn() {
  const session = useSession();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        size="large"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError('');
          session.signInWithPasskey().catch((failure: Error) => {
            setError(failure.message);
            setBusy(false);
          });
        }}
      >
        {busy ? 'Esperando a passkey…' : 'Entrar com passkey'}
      </Button>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** The token field and its button; the token goes to the server once and is never stored by the page. */
function TokenSignInForm() {
  const { signIn } = useSession();
  const [token, setToken] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!token.trim()) {
          setError('Cole o token da organização para entrar.');
          return;
        }
        setBusy(true);
        setError('');
        signIn(token).then(
          () => setToken(''),
          (failure: Error) => {
            setError(failure.message);
            setBusy(false);
          },
        );
      }}
    >
      <Stack spacing={2}>
        <TextField
          label="Token da organização"
          type="password"
          value={token}
          onChange={(event) => setToken(event.target.value)}
          autoComplete="current-password"
          error={Boolean(error)}
          helperText={error || 'O mesmo token usado na API (ADMIN_TOKEN).'}
          fullWidth
        />
        <Button type="submit" variant="outlined" disabled={busy}>
          {busy ? 'Entrando…' : 'Entrar com o token'}
        </Button>
      </Stack>
    </Box>
  );
}

/** Every way in: e-mail and passkey for the team's people; the organisation's token below, folded away unless asked for. */
function SignInOptions({ tokenFirst = false }: { tokenFirst?: boolean }) {
  return (
    <Stack spacing={2}>
      <EmailSignInForm />
      <Divider>ou</Divider>
      <PasskeySignIn />
      <Accordion
        defaultExpanded={tokenFirst}
        // MUI wraps the summary in an <h3>; under the page's <h1> (or the dialog's <h2>) that skips a level.
        // No labelled region either: "Token da organização" then names the field alone.
        slotProps={{ heading: { component: 'h2' }, region: { role: undefined, 'aria-labelledby': undefined } }}
        disableGutters
        elevation={0}
        sx={{ border: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Entrar com o token da organização
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <TokenSignInForm />
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}

export function SignInPage() {
  const { linkError } = useSession();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 420 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          Painel da organização
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Entre com o seu e-mail da equipe ou com uma passkey deste aparelho. A sessão vale por 8 horas.
        </Typography>
        {linkError && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {linkError}
          </Alert>
        )}
        <SignInOptions />
      </Paper>
    </Box>
  );
}

/** Over the screen when the session ends mid-work: what was typed stays in the form below. */
export function SessionExpiredDialog() {
  const { status } = useSession();
  const me = useMe();
  return (
    <Dialog open={status === 'expired'} aria-labelledby="sessao-expirada" scroll="body">
      <DialogTitle id="sessao-expirada">Sua sessão expirou</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          Entre de novo para continuar. O que você digitou continua na tela; depois, repita a última ação.
        </Alert>
        <SignInOptions tokenFirst={me?.kind === 'TOKEN'} />
      </DialogContent>
    </Dialog>
  );
}
