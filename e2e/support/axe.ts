import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { screenshot } from './artifacts.ts';

/**
 * WCAG 2.0, 2.1 and 2.2 at levels A and AA, as axe-core tags them (WCAG 2.2 added no level-A rule
 * that axe checks, so it has no 'wcag22a' tag).
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails with each violation's id and the elements it concerns, readable without the report. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
  ).toEqual([]);
}

/** The document's own width, with no DOM types in the e2e build. */
interface WithDocument {
  document: { documentElement: { scrollWidth: number } };
}

/** A desktop browser's window, and a phone's at 320 CSS pixels (WCAG 1.4.10 reflow). */
export const DESKTOP = { width: 1280, height: 800 };
export const NARROW = { width: 320, height: 800 };

/** WCAG 1.4.10 reflow: nothing on the page is wider than `width`, so nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, width = NARROW.width): Promise<void> {
  const scrollWidth = await page.evaluate(
    () => (globalThis as unknown as WithDocument).document.documentElement.scrollWidth,
  );
  expect(scrollWidth, `the page's width in a window ${width} px wide`).toBeLessThanOrEqual(width);
}

/**
 * At desktop width and then at 320 px: axe finds nothing, nothing scrolls sideways, and a
 * full-page screenshot of each (`{name}`, `{name}-320`) is kept for a person to look at. Leaves
 * the page at desktop width, where the journeys run.
 */
export async function expectAccessibleAtBothWidths(page: Page, name: string): Promise<void> {
  for (const [viewport, suffix] of [
    [DESKTOP, ''],
    [NARROW, '-320'],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page, viewport.width);
    await expectNoAxeViolations(page);
    await screenshot(page, `${name}${suffix}`);
  }
  await page.setViewportSize(DESKTOP);
}
