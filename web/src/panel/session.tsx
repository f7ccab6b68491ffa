import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** checking: asking the server; signedOut: nothing on screen yet; expired: the screen stays, the sign-in covers it. */
export type SessionStatus = 'checking' | 'signedOut' | 'signedIn' | 'expired';

interface Session {
  status: SessionStatus;
  /** Called by the data layer when the server refuses the session. */
  lost(): void;
  signIn(token: string): Promise<void>;
  signOut(everywhere: boolean): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The panel's REST calls: JSON both ways, the API's pt-BR message on failure. */
export async function panelFetch<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });
  } catch {
    throw new Error('Sem conexão com o servidor. Verifique a internet e tente de novo.');
  }
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok && response.status !== 401) throw new Error(body.message ?? 'O servidor não conseguiu responder.');
  return { status: response.status, body };
}

export function SessionProvider({ children, onSignedIn }: { children: ReactNode; onSignedIn: () => void }) {
  const [status, setStatus] = useState<SessionStatus>('checking');

  useEffect(() => {
    panelFetch('/api/painel/sessao').then(
      ({ status: code }) => setStatus(code === 200 ? 'signedIn' : 'signedOut'),
      () => setStatus('signedOut'),
    );
  }, []);

  const lost = useCallback(() => setStatus((current) => (current === 'signedIn' ? 'expired' : current)), []);

  const signIn = useCallback(
    async (token: string) => {
      const { status: code, body } = await panelFetch<{ message?: string }>('/api/painel/sessao', {
        method: 'POST',
        body: JSON.stringify({ token }),
      });
      if (code === 401) throw new Error(body.message ?? 'Token incorreto.');
      setStatus('signedIn');
      onSignedIn();
    },
    [onSignedIn],
  );

  const signOut = useCallback(async (everywhere: boolean) => {
    await panelFetch(everywhere ? '/api/painel/sessoes' : '/api/painel/sessao', { method: 'DELETE' });
    setStatus('signedOut');
  }, []);

  const value = useMemo(() => ({ status, lost, signIn, signOut }), [status, lost, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The token field and its button; the token goes to the server once and is never stored by the page. */
function SignInForm({ autoFocus }: { autoFocus?: boolean }) {
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
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error || 'O mesmo token usado na API (ADMIN_TOKEN).'}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Entrando…' : 'Entrar'}
        </Button>
      </Stack>
    </Box>
  );
}

export function SignInPage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: 3, width: '100%', maxWidth: 420 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          Painel da organização
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Entre com o token da organização. A sessão vale por 8 horas neste aparelho.
        </Typography>
        <SignInForm autoFocus />
      </Paper>
    </Box>
  );
}

/** Over the screen when the session ends mid-work: what was typed stays in the form below. */
export function SessionExpiredDialog() {
  const { status } = useSession();
  return (
    <Dialog open={status === 'expired'} aria-labelledby="sessao-expirada">
      <DialogTitle id="sessao-expirada">Sua sessão expirou</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          Entre de novo para continuar. O que você digitou continua na tela; depois, repita a última ação.
        </Alert>
        <SignInForm autoFocus />
      </DialogContent>
    </Dialog>
  );
}
