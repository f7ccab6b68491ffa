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

/** Whether every button, link and field of the page, or only of the parts matching `scope`, has React's props. */
function allWired(scope: string | null): boolean {
  const controls = Array.from(document.querySelectorAll('#root button, #root a, #root input')).filter(
    (control) => scope === null || !control.closest(scope),
  );
  return controls.length > 0 && controls.every((control) => Object.keys(control).some((key) => key.startsWith('__reactProps$')));
}

/**
 * Resolves once React has attached to the first screen: every button, link and field
 * outside the parts below it, which hydrate only when they near the viewport
 * (web/src/app/lazyLive.tsx). The server sends the page rendered, so it shows before its
 * scripts run; a click on it before then does nothing, as on a slow phone.
 */
export async function firstScreenHydrated(page: Page): Promise<void> {
  await page.waitForFunction(allWired, '[data-awaits-commit]:not([data-ready])');
  await page.waitForSelector('#root[data-ready]', { state: 'attached' });
}

/**
 * Resolves once React has attached to every button, link and field of the page: after
 * the first screen, it scrolls through the page as a reader would, so that every part
 * below it hydrates, then back to the top.
 */
export async function hydrated(page: Page): Promise<void> {
  await firstScreenHydrated(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      // Two frames rather than a fixed pause: intersections are computed at a frame, and a
      // busy phone (4x CPU) can go longer than a pause without one, so a short section
      // scrolled past between two frames would never be seen near the viewport. Bounded,
      // for a page the browser draws no frame for.
      await Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 250)),
      ]);
    }
  });
  await page.waitForFunction(allWired, null).catch(async (error: Error) => {
    // Name what stayed unwired: a timeout alone does not say which part never hydrated.
    const unwired = await page.evaluate(() =>
      Array.from(document.querySelectorAll('#root button, #root a, #root input'))
        .filter((control) => !Object.keys(control).some((key) => key.startsWith('__reactProps$')))
        .map((control) => control.outerHTML.slice(0, 160)),
    );
    throw new Error(`${error.message}\nnot hydrated: ${unwired.join('\n') || '(no controls)'}`);
  });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** This year in Brasília (UTC−3), as the footer's copyright line writes it. */
export const brasiliaYear = (): number => new Date(Date.now() - 3 * 60 * 60 * 1000).getUTCFullYear();
