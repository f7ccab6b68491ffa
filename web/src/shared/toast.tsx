import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import type { Toast } from './ToastView';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

const ToastView = lazy(() => import('./ToastView'));

/** Seed §9: one toast at a time, shown for 5 s. */
export const TOAST_DURATION_MS = 5_000;

export type { Toast } from './ToastView';

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
      {current && container ? (
        // Its code (Snackbar, Alert, transitions) loads with the first toast, not with the page.
        <Suspense fallback={null}>
          <ToastView toast={current} open={open} container={container} onClose={close} durationMs={TOAST_DURATION_MS} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
