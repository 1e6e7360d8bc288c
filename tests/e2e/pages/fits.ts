// The fit rule of the finished app (docs/product/shell.md, "Layout"): nothing runs past the
// window's edge, and nothing inside a dialog runs past the dialog's. Read from the page as it is
// now; an empty list when everything fits.
import type { Page } from '@playwright/test';

export async function fitProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    // An icon button is named by its label.
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${((el.textContent ?? '').trim() || (el.getAttribute('aria-label') ?? '')).slice(0, 40)}"`;
    // Shown to the eye: visually hidden controls (1 px, clipped, for screen readers and forms) and
    // what is hidden from everyone are left out.
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[aria-hidden="true"]');
    };
    if (document.documentElement.scrollWidth > window.innerWidth) {
      problems.push(`the page is ${document.documentElement.scrollWidth}px wide in a ${window.innerWidth}px window`);
    }
    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      const frame = dialog.getBoundingClientRect();
      if (frame.right > window.innerWidth + 1 || frame.left < -1) problems.push(`${name(dialog)} runs past the window`);
      for (const el of dialog.querySelectorAll('input, textarea, select, button, label, [slot="errorMessage"], p, span, h1, h2, h3')) {
        if (!shown(el)) continue;
        const box = el.getBoundingClientRect();
        if (box.right > frame.right + 1 || box.left < frame.left - 1) problems.push(`${name(el)} runs past its dialog (${Math.round(box.right)} > ${Math.round(frame.right)})`);
      }
    }
    return problems;
  });
}

/** Findings of the layout rules on the page as it is now; empty when the layout is right. */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth) problems.push(`page is ${doc.scrollWidth}px wide in a ${window.innerWidth}px window`);

    const header = document.querySelector('header');
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    if (header && window.innerWidth >= 1024) {
      // Every control of the header on one row: the items are centred on the row, so their middles
      // line up (a second row would put some 40 px or more lower), and the header is one row high.
      const items = [...header.querySelectorAll('a, button')].filter((el) => visible(el) && !el.closest('[aria-hidden="true"]'));
      const middles = items.map((el) => {
        const box = el.getBoundingClientRect();
        return box.top + box.height / 2;
      });
      if (Math.max(...middles) - Math.min(...middles) > 2) problems.push(`header items on more than one row (middles ${middles.join(', ')})`);
      if (header.getBoundingClientRect().height > 72) problems.push(`header is ${header.getBoundingClientRect().height}px high`);
      for (const el of items) {
        const box = el.getBoundingClientRect();
        if (box.right > window.innerWidth || box.left < 0) problems.push(`header item "${el.textContent}" off screen`);
      }
    }

    // Named "Quick" (a lengthened pseudo-locale adds words after it).
    const bar = document.querySelector('nav[aria-label^="Quick"]');
    if (bar && visible(bar)) {
      for (const link of bar.querySelectorAll('a')) {
        const label = link.querySelector('span') as HTMLElement | null;
        if (!label) problems.push('bottom-bar link without a label');
        else if (label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight + 1) {
          problems.push(`bottom-bar label "${label.textContent}" cut (${label.scrollWidth}×${label.scrollHeight} in ${label.clientWidth}×${label.clientHeight})`);
        }
      }
    }
    return problems;
  });
}

/**
 * Text drawn over other text: each line of every text shown in the page's flow (not a toast, a
 * fixed bar, a map or what is hidden), cut to what its clipping boxes let show (an ellipsis),
 * compared with the lines of every other text; two overlapping by more than 2 px each way are a
 * finding.
 */
export async function overlapProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const boxes: { node: number; text: string; box: Box }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const placed = new Map<Element, boolean>();
    const clips = new Map<Element, Box>();
    const inFlow = (el: Element): boolean => {
      const known = placed.get(el);
      if (known !== undefined) return known;
      const style = getComputedStyle(el);
      const out =
        style.visibility === 'hidden' ||
        style.position === 'fixed' ||
        style.position === 'sticky' ||
        el.getAttribute('aria-hidden') === 'true' ||
        el.classList.contains('maplibregl-map') ||
        (el.getAttribute('role') === 'region' && /notification/i.test(el.getAttribute('aria-label') ?? '')) ||
        el.matches('[role="dialog"], [role="alertdialog"], .visually-hidden');
      const answer = !out && (el.parentElement ? inFlow(el.parentElement) : true);
      placed.set(el, answer);
      return answer;
    };
    const everywhere: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    const cut = (a: Box, b: Box): Box => ({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) });
    /** What of the page an element lets its content show: its own box where it clips, its parent's otherwise. */
    const clipOf = (el: Element | null): Box => {
      if (!el) return everywhere;
      const known = clips.get(el);
      if (known) return known;
      const style = getComputedStyle(el);
      const outer = clipOf(el.parentElement);
      const clipped = style.overflowX !== 'visible' || style.overflowY !== 'visible' ? cut(outer, el.getBoundingClientRect()) : outer;
      clips.set(el, clipped);
      return clipped;
    };
    let node = 0;
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const words = text.textContent?.trim();
      const parent = text.parentElement;
      if (!words || !parent || !inFlow(parent)) continue;
      node += 1;
      const range = document.createRange();
      range.selectNodeContents(text);
      const clip = clipOf(parent);
      for (const line of range.getClientRects()) {
        const box = cut(line, clip);
        if (box.right - box.left > 1 && box.bottom - box.top > 1) boxes.push({ node, text: words.slice(0, 30), box });
      }
    }
    const problems: string[] = [];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        if (boxes[i]!.node === boxes[j]!.node) continue;
        const a = boxes[i]!.box;
        const b = boxes[j]!.box;
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (across > 2 && down > 2) problems.push(`"${boxes[i]!.text}" overlaps "${boxes[j]!.text}"`);
      }
    }
    return problems.slice(0, 10);
  });
}

/** The widths the finished app is checked at: the smallest phones, common phones, a tablet, a desktop. */
export const CHECKED_WIDTHS = [320, 360, 390, 768, 1440] as const;

/**
 * What breaks a rule above (past the window or its dialog, a header on two rows, text over text)
 * at each of `widths`, as "<where> at <width>px: <problem>"; the window is put back as it was.
 */
export async function problemsAtWidths(page: Page, where: string, widths: readonly number[] = CHECKED_WIDTHS): Promise<string[]> {
  const size = page.viewportSize();
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 800 ? 800 : 900 });
    for (const problem of [...(await layoutProblems(page)), ...(await fitProblems(page)), ...(await overlapProblems(page))]) found.push(`${where} at ${width}px: ${problem}`);
  }
  if (size) await page.setViewportSize(size);
  return found;
}
