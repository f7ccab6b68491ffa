import { createPath, NavigationType, type Location, type To } from 'react-router';

/**
 * The page's one browser history, as React Router's <Router> needs it (its `Navigator`:
 * createHref, push, replace, go) plus the current location and action. React Router
 * keeps its own behind an UNSAFE_ export; this is the part we use, in the same shape:
 * each entry's `history.state` is `{ usr, key, idx }`, `idx` counting entries from this
 * document's first one, which "Voltar" reads (features/legal/components/LegalPage.tsx).
 */

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

export interface PageHistory {
  readonly action: NavigationType;
  readonly location: Location;
  createHref(to: To): string;
  encodeLocation(to: To): { pathname: string; search: string; hash: string };
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function entryState(): EntryState | null {
  const state = window.history.state as Partial<EntryState> | null;
  return state && typeof state.idx === 'number' ? (state as EntryState) : null;
}

function locationFromWindow(): Location {
  const { pathname, search, hash } = window.location;
  const state = entryState();
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

function pathOf(to: To): string {
  return typeof to === 'string' ? to : createPath(to);
}

export function createPageHistory(): PageHistory {
  const listeners = new Set<(update: { action: NavigationType; location: Location }) => void>();
  let action: NavigationType = NavigationType.Pop;
  // The document's first entry gets idx 0 in place, so a reload or a "Voltar" knows where it is.
  if (!entryState()) window.history.replaceState({ usr: window.history.state, key: 'default', idx: 0 }, '');
  let location = locationFromWindow();

  const notify = (next: NavigationType) => {
    action = next;
    location = locationFromWindow();
    for (const listener of listeners) listener({ action, location });
  };

  window.addEventListener('popstate', () => notify(NavigationType.Pop));

  const write = (method: 'pushState' | 'replaceState', to: To, usr: unknown, idx: number) =>
    window.history[method]({ usr: usr ?? null, key: newKey(), idx } satisfies EntryState, '', pathOf(to));

  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    createHref: pathOf,
    encodeLocation(to) {
      const url = new URL(pathOf(to), window.location.href);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    push(to, state) {
      write('pushState', to, state, (entryState()?.idx ?? 0) + 1);
      notify(NavigationType.Push);
    },
    replace(to, state) {
      write('replaceState', to, state, entryState()?.idx ?? 0);
      notify(NavigationType.Replace);
    },
    go(delta) {
      window.history.go(delta);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
