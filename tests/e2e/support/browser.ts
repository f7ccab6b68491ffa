import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { fromRoot } from '../../../api/src/paths.js';
import { guardBrowser } from './browser-errors.js';

export const ARTIFACTS_DIR = fromRoot('tests', 'e2e', 'artifacts');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 768 };

/**
 * Debian's Chromium, headless, with nothing that reaches outside this machine; every page
 * it opens is watched for errors (support/browser-errors.ts).
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      ...extraArgs,
    ],
  });
  return guardBrowser(browser);
}

export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: options.fullPage ?? true });
}
