import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule sets issue 4 asks for. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Which part of the page a scan looks at, by CSS selectors (the whole page when empty). */
type ScanArea = { include: string[] } | { exclude: string[] };

/**
 * Runs axe-core in the page itself, injected once per document. @axe-core/playwright's analyze() takes
 * three times as long (1.1–1.7 s a scan against 0.3–0.6 s, measured on these machines): it injects axe
 * again on every call and finishes each scan in a blank page of its own, for iframes our pages do not have.
 * Injected through the DevTools protocol, so the page's Content-Security-Policy does not apply to it.
 */
export async function runAxe(
  page: Page,
  area: ScanArea = { exclude: [] },
  options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS } },
): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ([scanned, settings]) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe
        .run(scanned, settings)
        .then((results) => results.violations),
    [area, options] as const,
  );
}

/** One line per violation: its rule, impact and help, then each element it was found on. */
export function describeViolations(violations: AxeResults['violations']): string[] {
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

/**
 * Fails the test with a readable list if axe finds any violation on the page once it has settled.
 * Running transitions (a tab's colour change, a dialog's fade) are waited out first: axe reads computed
 * colours, and a colour halfway through a 150 ms transition is neither the old nor the new one. The page
 * is scrolled to its top first: a link that happens to sit under the sticky header where the journey left
 * the page is one axe reports as too small to tap ("partially obscured": seen on the home page's latest
 * updates after a click in the footer), though the visitor scrolls it back into view.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        // A transition cut short (the scroll moves what is under the pointer) rejects `finished`: it is over too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  expect(describeViolations(await runAxe(page)), `axe violations on ${label}`).toEqual([]);
}
