// The specs' accessibility check: axe-core against WCAG 2.2 A and AA, the level the product holds
// to, on the whole page or the part of it a spec names. A failure lists each rule with the
// elements that break it, so it says what to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The rules whose outcome depends on the colours, the one thing that differs between the themes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Runs axe on `page` (or only inside `include`, a CSS selector) and expects no violation. */
export async function expectNoAxeViolations(page: Page, { include, rules }: { include?: string; rules?: string[] } = {}): Promise<void> {
  // Scanned from the top of the page: a control the test scrolled under the sticky header would
  // otherwise count as covered (target-size) or unreadable (color-contrast) by where the scroll
  // happened to stop, not by the layout.
  await page.evaluate(() => window.scrollTo(0, 0));
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (rules) builder = builder.withRules(rules);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  // Each element with the start of its markup: a generated id alone does not say which control it is.
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`)).toEqual([]);
}

/**
 * Every rule in the light theme, then the colour rules in the dark one, on the same screen. The
 * themes differ only in their colours (the `dark` class the app sets on <html>,
 * web/src/app/theme-mode.ts, with no transition between them), so a spec walks its screens once
 * rather than once a theme. The page is left in the light theme.
 */
export async function expectNoAxeViolationsInBothThemes(page: Page, options: { include?: string } = {}): Promise<void> {
  const dark = (on: boolean) => page.evaluate((value) => document.documentElement.classList.toggle('dark', value), on);
  await dark(false);
  await expectNoAxeViolations(page, options);
  await dark(true);
  try {
    await expectNoAxeViolations(page, { ...options, rules: COLOUR_RULES });
  } catch (error) {
    throw new Error(`In the dark theme: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await dark(false);
  }
}
