import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React attaches to the server's markup, true after:
 * what only the browser knows (the page's address, `navigator.share`) goes in then,
 * so the first render in the browser matches the server's and hydration stays clean.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
