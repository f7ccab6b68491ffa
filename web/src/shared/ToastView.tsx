import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { AlertColor } from '@mui/material/Alert';

/** A short message to the visitor (shared/toast.tsx shows it). Declared here so this lazily loaded part imports nothing back. */
export interface Toast {
  title: string;
  description?: string;
  severity?: AlertColor;
}

interface ToastViewProps {
  toast: Toast & { key: number };
  open: boolean;
  /** The open dialog on top, or the page's body. */
  container: HTMLElement;
  onClose: (event?: unknown, reason?: SnackbarCloseReason) => void;
  /** How long it stays (toast.tsx's TOAST_DURATION_MS), passed in so this lazy part imports nothing back. */
  durationMs: number;
}

/** The toast itself, inside `container` so a screen reader hears it even while a dialog is open. */
export default function ToastView({ toast, open, container, onClose, durationMs }: ToastViewProps) {
  return (
    <Portal container={container}>
      <Snackbar
        key={toast.key}
        open={open}
        autoHideDuration={durationMs}
        onClose={onClose}
        // In a dialog, at the top: its bottom holds the QR code and "Aguardando a confirmação".
        anchorOrigin={{ vertical: container === document.body ? 'bottom' : 'top', horizontal: 'center' }}
        sx={{ zIndex: (theme) => theme.zIndex.modal + 2 }}
      >
        <Alert
          onClose={onClose}
          severity={toast.severity ?? 'success'}
          variant="filled"
          role={toast.severity === 'error' ? 'alert' : 'status'}
          closeText="Fechar"
          sx={{ width: '100%', maxWidth: 480 }}
        >
          <AlertTitle>{toast.title}</AlertTitle>
          {toast.description}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
