import { useSyncExternalStore, type ReactNode } from 'react';
import { Router, type Location, type NavigationType } from 'react-router';
import { publishPath } from '../shared/path';
import { createPageHistory, type PageHistory } from './pageHistory';

// One history for the page, as BrowserRouter would keep (with the entry's index in
// history.state.idx, which "Voltar" reads): every part loaded on demand renders its own
// <Router> over it, and the entry script learns the path from it (shared/path.ts).
let history: PageHistory | undefined;
let current: { action: NavigationType; location: Location } | undefined;
const listeners = new Set<() => void>();

function pageHistory(): PageHistory {
  if (!history) {
    const created = createPageHistory();
    current = { action: created.action, location: created.location };
    created.listen(({ action, location }) => {
      current = { action, location };
      publishPath(location.pathname);
      for (const listener of listeners) listener();
    });
    history = created;
  }
  return history;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React Router over the page's one history, in the browser. */
export function BrowserRoute({ children }: { children: ReactNode }) {
  const navigator = pageHistory();
  const { action, location } = useSyncExternalStore(
    subscribe,
    () => current!,
    () => current!,
  );
  return (
    <Router location={location} navigationType={action} navigator={navigator}>
      {children}
    </Router>
  );
}
