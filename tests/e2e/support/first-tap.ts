/// <reference lib="dom" />
// Callbacks given to page.evaluate run in the browser.
import type { Browser, Page } from 'playwright-core';
import { SMALL_PHONE, slowPhone } from './phone.js';

type Open = typeof slowPhone;
import { eventually, hydrated } from './wait.js';

/** The donation form as the donor sees it: the app's dialog, or the server's /doar page. */
export const FORM_NAME = 'Seus dados para a doação';

/** The home page's own copy of the form, opened by its inline script before the app runs (api/src/web/early-taps.tsx). */
export const EARLY_FORM = 'dialog#doar-agora';

/** Which form answered a tap: the app's dialog, the server's /doar page, or the page's own copy of the form. */
export type Answer = 'dialog' | 'page' | 'early';

/** Resolves once the donation form is on screen, whichever answered the tap. */
export async function formVisible(page: Page, timeoutMs = 30_000): Promise<Answer> {
  const dialog = page.getByRole('dialog', { name: FORM_NAME }).and(page.locator('div'));
  const early = page.locator(EARLY_FORM).getByRole('heading', { level: 2, name: FORM_NAME });
  const serverPage = page.getByRole('heading', { level: 1, name: FORM_NAME });
  return Promise.race([
    dialog.waitFor({ timeout: timeoutMs }).then(() => 'dialog' as const),
    early.waitFor({ timeout: timeoutMs }).then(() => 'early' as const),
    serverPage.waitFor({ timeout: timeoutMs }).then(() => 'page' as const),
  ]);
}

/**
 * Notes, on the machine's clock and where the next document can read them too, when the
 * donor's finger touched the screen and the frame in which the form first showed (its
 * heading in the document at an animation frame, i.e. painted right after): playwright's
 * own tap() and waitFor() add frames of polling that a slowed phone makes long.
 */
export async function recordTapToForm(page: Page): Promise<void> {
  // No named functions inside: tsx (the benches) would wrap them in a helper the page lacks.
  await page.addInitScript((formName) => {
    addEventListener(
      'pointerdown',
      (event) => sessionStorage.setItem('touchedAt', String(performance.timeOrigin + event.timeStamp)),
      true,
    );
    // Shown, not only present: the app keeps its form in the page, hidden, between taps.
    new MutationObserver((_, observer) => {
      const headings = Array.from(document.querySelectorAll('h1, [role="dialog"] h2, dialog h2'));
      const shown = headings.some(
        (heading) =>
          heading.textContent?.trim() === formName &&
          !heading.closest('[aria-hidden="true"]') &&
          heading.checkVisibility({ visibilityProperty: true }),
      );
      if (!shown) return;
      observer.disconnect();
      requestAnimationFrame(() => sessionStorage.setItem('formShownAt', String(performance.timeOrigin + performance.now())));
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, FORM_NAME);
}

/**
 * Milliseconds from the touch to the form's first frame, as `recordTapToForm` noted them.
 * Read by polling two numbers, not with a locator: a locator's wait runs Playwright's role
 * queries over the whole page on the slowed phone's main thread every frame, time the page
 * would then spend answering the test instead of the tap (a phone has no test to answer).
 */
export async function tapToForm(page: Page): Promise<number> {
  const read = () =>
    page
      .evaluate(() => [Number(sessionStorage.getItem('touchedAt')), Number(sessionStorage.getItem('formShownAt'))])
      // Between two documents (the tap went to /doar), nothing can be read yet.
      .catch(() => [0, 0]);
  const [touchedAt, shownAt] = await eventually(read, ([, shown]) => shown! > 0, 30_000);
  if (!touchedAt) throw new Error('no touch was recorded');
  if (!shownAt) throw new Error('the form did not show within 30 s of the touch');
  return Math.round(shownAt - touchedAt);
}

export interface FirstTap {
  /** When the R$ 50 card was painted, after navigation started (ms). */
  paintedMs: number;
  /** From the tap to the form on screen (ms). */
  tapToFormMs: number;
  /** Which form answered: the app's dialog, the server's page or the page's own copy. */
  answeredBy: Answer;
}

/**
 * The impatient donor: opens the home page on a slowed phone (4× CPU, slow 4G) and taps
 * "Doar" on the R$ 50 card as soon as it is painted; measured on this process's clock,
 * since the tap may change the document.
 */
export async function tapAtFirstPaint(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number } = SMALL_PHONE,
  open: Open = slowPhone,
): Promise<FirstTap> {
  const { context, page } = await open(browser, viewport);
  try {
    await recordTapToForm(page);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const card = page.getByRole('button', { name: 'Doar R$ 50,00' });
    await card.waitFor();
    const paintedMs = Date.now() - started;
    await card.tap();
    // Timed first, then asked which form it was: nothing polls the page while it answers.
    const tapToFormMs = await tapToForm(page);
    return { paintedMs, tapToFormMs, answeredBy: await formVisible(page) };
  } finally {
    await context.close();
  }
}

/**
 * The same tap on the page once it is fully loaded and hydrated (every section near the
 * viewport once): what a tap made early must never be slower than.
 */
export async function tapWhenLoaded(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number } = SMALL_PHONE,
  open: Open = slowPhone,
): Promise<number> {
  const { context, page } = await open(browser, viewport);
  try {
    await recordTapToForm(page);
    await page.goto(url);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const card = page.getByRole('button', { name: 'Doar R$ 50,00' });
    await card.scrollIntoViewIfNeeded();
    await card.tap();
    const ms = await tapToForm(page);
    await formVisible(page);
    return ms;
  } finally {
    await context.close();
  }
}
