import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';

/**
 * A page that logs an error (a hydration mismatch, an uncaught exception, a request the
 * page needed and did not get) is broken even when the test's own checks pass. So every
 * page of every browser test is watched (launchBrowser guards its browser), and a test
 * whose pages logged an error fails, listing them, unless the test allows that error
 * because it provokes it on purpose (allowBrowserErrors).
 * tests/e2e/support/fail-on-browser-errors.ts installs the check for every browser test.
 */

interface Allowance {
  pattern: RegExp;
  reason: string;
}

/** What this test's pages logged as errors so far, and what the test allows. */
let problems: string[] = [];
let allowances: Allowance[] = [];
let allowedForFile: Allowance[] = [];
let installed = false;

/**
 * The browser answers a page's own document with an error status (the 404 page a test
 * opens, an unknown private link) as a console error: the status is the page's answer,
 * checked by the test itself, not a failure of the page.
 */
function isDocumentStatus(page: Page, message: ConsoleMessage): boolean {
  return (
    /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(message.text()) &&
    message.location().url === page.url()
  );
}

/**
 * The panel learns whether someone is signed in by asking the API (GET /api/painel/sessao):
 * signed out, the answer is 401, which the browser logs; the panel then shows its sign-in.
 */
function isPanelSessionProbe(message: ConsoleMessage): boolean {
  const at = message.location().url;
  return /status of 401\b/.test(message.text()) && !!at && new URL(at).pathname === '/api/painel/sessao';
}

function record(page: Page, problem: string): void {
  if ([...allowedForFile, ...allowances].some((allowance) => allowance.pattern.test(problem))) return;
  problems.push(`${problem}\n    on ${page.url()}`);
}

function watchPage(page: Page): void {
  page.on('console', (message) => {
    if (message.type() !== 'error' || isDocumentStatus(page, message) || isPanelSessionProbe(message)) return;
    const at = message.location().url;
    record(page, `console.error: ${message.text()}${at && at !== page.url() ? ` (${at})` : ''}`);
  });
  page.on('pageerror', (error) => record(page, `pageerror: ${error.message}`));
}

function watchContext(context: BrowserContext): BrowserContext {
  // Every page: those the test opens (browser.newPage goes through newContext) and the popups they open.
  context.on('page', watchPage);
  for (const page of context.pages()) watchPage(page);
  return context;
}

/** Watches every page of every context the browser opens from now on. */
export function guardBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watchContext(await newContext(options));
  return browser;
}

/**
 * Lets this test's pages log errors matching `pattern`, because the test provokes them on
 * purpose (`reason` says how): inside a test, for that test; in a describe block, for
 * each of its tests.
 */
export function allowBrowserErrors(pattern: RegExp, reason: string): void {
  if (!reason.trim()) throw new Error('allowBrowserErrors: say why these errors are expected');
  if (expect.getState().currentTestName === undefined) {
    // Called while the tests are collected (a describe block, the file): for every test of that block.
    const allowance = { pattern, reason };
    beforeAll(() => void allowedForFile.push(allowance));
    afterAll(() => void (allowedForFile = allowedForFile.filter((other) => other !== allowance)));
    return;
  }
  allowances.push({ pattern, reason });
}

/** What this test's pages logged so far, taken (the check after the test then finds none): for the guard's own test. */
export function takeBrowserErrors(): string[] {
  const found = problems;
  problems = [];
  return found;
}

function check(when: string): void {
  const found = problems;
  problems = [];
  allowances = [];
  if (found.length === 0) return;
  throw new Error(
    `The browser logged errors ${when} (a test that provokes one on purpose allows it: allowBrowserErrors):\n\n${found.join('\n\n')}`,
  );
}

/** Fails each test whose pages logged an error, and the file when its hooks' pages did. */
export function installBrowserErrorGuard(): void {
  if (installed) return;
  installed = true;
  afterEach(() => check('during this test (or the hooks before it)'));
  afterAll(() => check('in the hooks after the last test'));
}
