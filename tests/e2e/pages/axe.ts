// The specs' accessibility check: axe-core against WCAG 2.2 A and AA, the level the product holds
// to, on the whole page or the part of it a spec names. A failure lists each rule with the
// elements that break it, so it says what to fix.
//
// axe-core is run in the page itself, injected once per document, and asked for its violations
// only. The @axe-core/playwright builder injects it again at every scan, opens a second page to
// merge the results and carries every passing check across: 4 to 10 times the time on a 2-core
// machine, for the same violations (the app has no iframes of its own to reach into).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The rules whose outcome depends on the colours, the one thing that differs between the themes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * axe's violations on `page`, or only inside `include` (a CSS selector); of the WCAG tags, or of
 * the named `rules` only.
 */
export async function axeViolations(page: Page, { include, rules }: { include?: string; rules?: string[] } = {}): Promise<AxeViolation[]> {
  // Scanned from the top of the page: a control the test scrolled under the sticky header would
  // otherwise count as covered (target-size) or unreadable (color-contrast) by where the scroll
  // happened to stop, not by the layout.
  await page.evaluate(() => window.scrollTo(0, 0));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: WCAG_TAGS };
  return page.evaluate(
    async ({ include, runOnly }) => {
      type Result = { violations: { id: string; nodes: { target: unknown[]; html: string }[] }[] };
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }).axe;
      const { violations } = await axe.run(include ? { include: [include] } : document, { runOnly, resultTypes: ['violations'] });
      return violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target.map(String), html: n.html })) }));
    },
    { include, runOnly },
  );
}

/** Runs axe on `page` (or only inside `include`, a CSS selector) and expects no violation. */
export async function expectNoAxeViolations(page: Page, options: { include?: string; rules?: string[] } = {}): Promise<void> {
  const violations = await axeViolations(page, options);
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
