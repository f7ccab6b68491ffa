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
  await page.waitForFunction(allWired, '[data-awaits-commit]:not([data-ready])', { polling: 100 });
  await page.waitForSelector('#root[data-ready]', { state: 'attached' });
}

/**
 * Resolves once React has attached to every button, link and field of the page: after
 * the first screen, it scrolls through the page as a reader would, so that every part
 * below it hydrates, then back to the top. While a part is still unwired, its first
 * control is brought to the middle of the screen again: a part the reader scrolled past
 * in the time between two frames of a busy phone was never seen near the viewport, and
 * the page may grow as parts above it hydrate, pushing the footer out of sight.
 */
export async function hydrated(page: Page, timeoutMs = 45_000): Promise<void> {
  await firstScreenHydrated(page);
  let kicks = 0;
  const kick = async (): Promise<void> => {
    // At most three reloads: a browser that draws nothing after them will not.
    const outcome = await keepDrawing(page, kicks < 3);
    if (outcome === 'drawing') return;
    kicks += 1;
    // A page loaded again starts where the last one was scrolled, with every part below unwired.
    if (outcome === 'reloaded') await scrollThrough(page);
  };
  await kick();
  await scrollThrough(page);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Polled on a timer, not on frames (Playwright's default), so a page drawing no frame still answers.
    const left = await page.evaluate(() => {
      const unwired = Array.from(document.querySelectorAll('#root button, #root a, #root input')).filter(
        (control) => !Object.keys(control).some((key) => key.startsWith('__reactProps$')),
      );
      // A hidden field has no box to scroll to: the part's first control that has one is brought into view.
      unwired.find((control) => control.getClientRects().length > 0)?.scrollIntoView({ block: 'center', behavior: 'instant' });
      return unwired.length;
    });
    if (left === 0) break;
    if (Date.now() > deadline)
      throw new Error(`not hydrated after ${timeoutMs} ms (${kicks} times without frames):\n${await hydrationReport(page)}`);
    await kick();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Scrolls through the page half a screen at a time, as a reader would, so every part below the first screen nears the viewport. */
function scrollThrough(page: Page): Promise<void> {
  return page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      // Intersections are computed at a frame; bounded, for a page the browser draws no frame for.
      await Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 250)),
      ]);
    }
  });
}

/**
 * Headless Chromium sometimes stops drawing a page's frames while its visibility stays
 * "visible" (seen in CI: no frame in 2 s, every script loaded): no frame, no intersection,
 * so a part below the first screen never hydrates, and Playwright's clicks, which wait
 * for frames, would hang as well. A phone's browser draws the page in front of the
 * person; bringing this one to the front starts its frames again, and when it does not,
 * the page is loaded again (when `mayReload`).
 */
async function keepDrawing(page: Page, mayReload: boolean): Promise<'drawing' | 'front' | 'reloaded' | 'stalled'> {
  if (await drawsFrames(page)) return 'drawing';
  await page.bringToFront();
  if (await drawsFrames(page)) {
    process.stderr.write('page drew no frame for 500 ms: brought to the front, drawing again\n');
    return 'front';
  }
  if (!mayReload) return 'stalled';
  // Seen in CI once the browser would not draw the page again, whatever was tried on it:
  // the same address loaded anew gets a document, and frames, of its own.
  process.stderr.write('page drew no frame for 500 ms, nor once brought to the front: reloaded\n');
  await page.reload();
  await firstScreenHydrated(page);
  return 'reloaded';
}

/** Whether the page draws a frame within half a second. */
function drawsFrames(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Promise.race([
      new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true))),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 500)),
    ]),
  );
}

/** What a test that timed out waiting for hydration needs to tell why: the controls left, and whether the page draws. */
function hydrationReport(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const framed = await Promise.race([
      new Promise((resolve) => requestAnimationFrame(() => resolve('yes'))),
      new Promise((resolve) => setTimeout(() => resolve('no frame in 2 s'), 2000)),
    ]);
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => `${new URL(entry.name).pathname} ${Math.round(entry.startTime)}-${Math.round(entry.responseEnd)} ms`);
    const unwired = Array.from(document.querySelectorAll('#root button, #root a, #root input'))
      .filter((control) => !Object.keys(control).some((key) => key.startsWith('__reactProps$')))
      .map((control) => control.outerHTML.slice(0, 160));
    return [
      `visibility ${document.visibilityState}, drawing a frame: ${framed}, at ${Math.round(performance.now())} ms`,
      `scrolled to ${Math.round(window.scrollY)} of ${document.documentElement.scrollHeight} (viewport ${window.innerHeight})`,
      `scripts loaded: ${scripts.join('; ')}`,
      `unwired: ${unwired.join('\n')}`,
    ].join('\n');
  });
}

/** This year in Brasília (UTC−3), as the footer's copyright line writes it. */
export const brasiliaYear = (): number => new Date(Date.now() - 3 * 60 * 60 * 1000).getUTCFullYear();
