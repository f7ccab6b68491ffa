import type { Deps } from './deps.js';
import { isDatabaseUnavailable } from './errors.js';

export interface PeriodicJobs {
  /** Stops the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

/** Runs `task` every `seconds`, never two at once; errors are logged and the next run tries again. */
export function every(deps: Deps, name: string, seconds: number, task: () => Promise<unknown>) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .then(
        () => undefined,
        (error: unknown) =>
          // An outage is already reported by the connection's own log and readiness; the next run retries.
          isDatabaseUnavailable(error)
            ? deps.logger.warn({ err: error, job: name }, 'periodic job skipped: database unavailable')
            : deps.logger.error({ err: error, job: name }, 'periodic job failed'),
      )
      .finally(() => (running = undefined));
  }, seconds * 1000);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
