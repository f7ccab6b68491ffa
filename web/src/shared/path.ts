// The page's path for the entry script, without React Router: the home page renders
// without it, and the router (app/liveRouter.tsx) loads with the parts that follow links.
import { useSyncExternalStore } from 'react';

const initialPath = typeof window === 'undefined' ? '/' : window.location.pathname;
let currentPath = initialPath;
const listeners = new Set<() => void>();

/** Called by the router on every navigation (and below on Back and Forward). */
export function publishPath(path: string): void {
  if (path === currentPath) return;
  currentPath = path;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') window.addEventListener('popstate', () => publishPath(window.location.pathname));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The path being shown: the request's on the server, the address bar's in the browser (the same while hydrating). */
export function usePath(serverPath: string | undefined): string {
  const browserPath = useSyncExternalStore(
    subscribe,
    () => currentPath,
    () => initialPath,
  );
  return serverPath ?? browserPath;
}
