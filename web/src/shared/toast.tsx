import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** Seed §9: one toast at a time, shown for 5 s. */
export const TOAST_DURATION_MS = 5_000;

export interface Toast {
  title: string;
  description?: string;
  severity?: AlertColor;
}

type ShowToast = (toast: Toast) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** The open dialog on top, if any: a modal dialog hides the rest of the page from screen readers. */
function topDialog(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>('.MuiDialog-root');
  return dialogs[dialogs.length - 1] ?? null;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  // A new toast replaces the current one: the key restarts the 5-second timer.
  const [current, setCurrent] = useState<(Toast & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  // Where the toast lives: inside the open dialog, so it is announced (WCAG 4.1.3), else the page.
  const [container, setContainer] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!current) return undefined;
    // After the frame: a dialog opened by the same update has reached the document by then.
    const frame = requestAnimationFrame(() => setContainer(topDialog() ?? document.body));
    return () => cancelAnimationFrame(frame);
  }, [current]);

  const show = useCallback<ShowToast>((toast) => {
    setCurrent({ ...toast, key: Date.now() + Math.random() });
    setOpen(true);
  }, []);

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Portal container={container} disablePortal={!container}>
        <Snackbar
          key={current?.key}
          open={open}
          autoHideDuration={TOAST_DURATION_MS}
          onClose={close}
          // In a dialog, at the top: its bottom holds the QR code and "Aguardando a confirmação".
          anchorOrigin={{ vertical: container && container !== document.body ? 'top' : 'bottom', horizontal: 'center' }}
          sx={{ zIndex: (theme) => theme.zIndex.modal + 2 }}
        >
          {current ? (
            <Alert
              onClose={close}
              severity={current.severity ?? 'success'}
              variant="filled"
              role={current.severity === 'error' ? 'alert' : 'status'}
              closeText="Fechar"
              sx={{ width: '100%', maxWidth: 480 }}
            >
              <AlertTitle>{current.title}</AlertTitle>
              {current.description}
            </Alert>
          ) : undefined}
        </Snackbar>
      </Portal>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
