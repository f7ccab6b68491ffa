import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';

interface ConfirmRequest {
  title: string;
  text: string;
  /** The button's verb, e.g. "Ocultar": says what happens, never just "OK". */
  action: string;
  /** The button that backs out; "Cancelar" unless that would read as the action (cancelling a donation). */
  dismiss?: string;
}

interface Feedback {
  /** Says in words what an action did (or why it failed). */
  notify(message: string, severity?: AlertColor): void;
  /** Asks before anything destructive; resolves true when the organiser confirms. */
  confirm(request: ConfirmRequest): Promise<boolean>;
}

const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback outside FeedbackProvider');
  return feedback;
}

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<{ message: string; severity: AlertColor; key: number } | null>(null);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const answer = useRef<(confirmed: boolean) => void>(() => {});

  const notify = useCallback((message: string, severity: AlertColor = 'success') => {
    setNotice({ message, severity, key: Date.now() });
  }, []);
  const confirm = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const close = (confirmed: boolean) => {
    answer.current(confirmed);
    setRequest(null);
  };
  const value = useMemo(() => ({ notify, confirm }), [notify, confirm]);

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <Dialog open={request !== null} onClose={() => close(false)} aria-labelledby="confirmar-titulo">
        <DialogTitle id="confirmar-titulo">{request?.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{request?.text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>{request?.dismiss ?? 'Cancelar'}</Button>
          <Button onClick={() => close(true)} variant="contained" color="error" autoFocus>
            {request?.action}
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        autoHideDuration={notice?.severity === 'error' ? null : 10_000}
        onClose={(_event, reason) => reason !== 'clickaway' && setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.severity ?? 'success'}
          variant="filled"
          onClose={() => setNotice(null)}
          sx={{ width: '100%' }}
          role={notice?.severity === 'error' ? 'alert' : 'status'}
        >
          {notice?.message}
        </Alert>
      </Snackbar>
    </FeedbackContext.Provider>
  );
}
