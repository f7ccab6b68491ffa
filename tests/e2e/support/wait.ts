import type { Page } from 'playwright-core';

/** Polls `read` until `accept` holds (or the time runs out), and returns the last value read. */
export async function eventually<T>(read: () => Promise<T> | T, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Resolves once React has attached to every button, link and field of the page. The
 * server sends the page rendered, so it shows before its scripts run; a click on it
 * before then does nothing, as on a slow phone.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const controls = Array.from(document.querySelectorAll('#root button, #root a, #root input'));
    return (
      controls.length > 0 && controls.every((control) => Object.keys(control).some((key) => key.startsWith('__reactProps$')))
    );
  });
}
