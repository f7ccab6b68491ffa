import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The two phones of the issue: a small Android and a common larger one. */
export const SMALL_PHONE = { width: 360, height: 640 };
export const LARGE_PHONE = { width: 390, height: 844 };
export const PHONES = [
  ['360x640', SMALL_PHONE],
  ['390x844', LARGE_PHONE],
] as const;

/**
 * Lighthouse's mobile profile: slow 4G (150 ms RTT and 1.6 Mbps, times its 3.75 latency and 0.9
 * throughput factors) and a CPU four times slower, emulated through the DevTools protocol.
 */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};
export const CPU_SLOWDOWN = 4;

/** A touch phone of that size whose pages run at 4× CPU on slow 4G. */
export async function slowPhone(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await throttle(page);
  return { context, page };
}

/**
 * A touch-screen laptop at desktop size on the same slow CPU and network: what the issue
 * asks of every donate button holds there too, not only on phones.
 */
export async function slowTouchDesktop(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, hasTouch: true });
  const page = await context.newPage();
  await throttle(page);
  return { context, page };
}

export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** The element's box within the viewport, or null when it has none. */
export async function boxOf(page: Page, selector: string) {
  return page.locator(selector).first().boundingBox();
}
