import { useEffect, useRef } from 'react';

/** How long a held tap waits for its button to be hydrated before it is dropped. */
const EARLY_TAP_TIMEOUT_MS = 20_000;
const POLL_MS = 50;

declare global {
  interface Window {
    /** Taps made before hydration, held by the inline script (api/src/web/early-taps.ts). */
    __earlyTaps?: HTMLElement[];
    /** Called by the inline script when it holds a tap, so that a replay loop that has stopped starts again. */
    __earlyTapsWake?: () => void;
  }
}

/** Marks a part of the page that hydrates on its own (a lazy section): its buttons answer once it has committed. */
export const AWAITS_COMMIT = { 'data-awaits-commit': '' } as const;

/** Sets the mark `isReady` looks for, once the part's first render is committed. */
export function useCommitted<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    ref.current?.setAttribute('data-ready', '');
  }, []);
  return ref;
}

/**
 * React gives a server-rendered button its props while hydrating, before it commits;
 * a click then is dropped. Ready means: wired, the app's root committed, and the lazy
 * part holding the button (if any) committed too.
 */
function isReady(element: Element): boolean {
  if (!Object.keys(element).some((key) => key.startsWith('__reactProps$'))) return false;
  if (!element.ownerDocument.getElementById('root')?.hasAttribute('data-ready')) return false;
  const part = element.closest('[data-awaits-commit]');
  return part === null || part.hasAttribute('data-ready');
}

/**
 * Replays each tap the inline script held, once React has wired its button: a tap
 * made while the page was still loading is answered, late, instead of lost. (A donate
 * button is not held: the inline script follows its form to the server's.)
 */
export function replayEarlyTaps(win: Window = window): void {
  const queue = win.__earlyTaps;
  if (!queue) return;
  let deadline = 0;
  let running = false;
  const tick = () => {
    while (queue.length > 0 && (isReady(queue[0]!) || !queue[0]!.isConnected || Date.now() > deadline)) {
      const button = queue.shift()!;
      button.removeAttribute('aria-busy');
      if (button.isConnected && isReady(button)) button.click();
      // The inline script's "Carregando…" is answered: what the tap opens speaks for itself.
      if (queue.length === 0) win.document.getElementById('tap-status')?.replaceChildren();
    }
    running = queue.length > 0 || Date.now() < deadline;
    if (running) win.setTimeout(tick, POLL_MS);
  };
  // Taps are held until their section commits, which can come after the first loop ended.
  win.__earlyTapsWake = () => {
    deadline = Date.now() + EARLY_TAP_TIMEOUT_MS;
    if (!running) tick();
  };
  win.__earlyTapsWake();
}
