// The fit rule of the finished app (docs/product/shell.md, "Layout"): nothing runs past the
// window's edge, and nothing inside a dialog runs past the dialog's. Read from the page as it is
// now; an empty list when everything fits.
import type { Page } from '@playwright/test';

export async function fitProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
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
