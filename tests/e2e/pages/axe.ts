// The specs' accessibility check: axe-core against WCAG 2.2 A and AA, the level the product holds
// to, on the whole page or the part of it a spec names. A failure lists each rule with the
// elements that break it, so it says what to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on `page` (or only inside `include`, a CSS selector) and expects no violation. */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}): Promise<void> {
  // Scanned from the top of the page: a control the test scrolled under the sticky header would
  // otherwise count as covered (target-size) or unreadable (color-contrast) by where the scroll
  // happened to stop, not by the layout.
  await page.evaluate(() => window.scrollTo(0, 0));
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  // Each element with the start of its markup: a generated id alone does not say which control it is.
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`)).toEqual([]);
}
