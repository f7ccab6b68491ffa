/// <reference lib="dom" />
// Callbacks given to page.evaluate run in the browser.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axe = require('axe-core') as { source: string };

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Runs axe-core (WCAG A and AA rules, 2.0 to 2.2, and best practices) in the page: every violation. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, so the page's Content Security Policy does not block it.
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n: any) => ({ target: n.target })),
    }));
  });
  return violations as AxeViolation[];
}

/**
 * No violation at all, named so that a failure says where. Dialogs, toasts and the
 * snackbar fade in (half-transparent text): axe judges the page once it has settled.
 */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  );
  const found = await axeViolations(page);
  expect({ where, violations: found.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`) }).toEqual({
    where,
    violations: [],
  });
}
