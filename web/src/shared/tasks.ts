// Work after the first screen, cut into tasks of its own: on a slow phone each piece is
// short enough that a tap between two of them is answered at once (docs/PERFORMANCE.md,
// Lighthouse's blocking time counts each task over 50 ms).

/** Resolves in a later task, after what is queued now (a tap among it) has run. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves when the browser is idle (at the latest after `timeoutMs`); in a later task where it has no idle callbacks. */
export function whenIdle(timeoutMs = 2_000): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return nextTask();
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: timeoutMs }));
}
