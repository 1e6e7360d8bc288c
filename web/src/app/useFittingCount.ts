// How many of a row's items fit beside its "More" button. The items are measured in a hidden copy
// (so the widths are those of the current language and font) and the row's own width is watched,
// so a resize, a longer translation or a longer user name moves links into More, never onto a
// second row.
import { useLayoutEffect, useRef, useState } from 'react';

/** Pure: the count of `widths` (in order) that fit in `available` with `moreWidth` kept free. */
export function fittingCount(widths: readonly number[], moreWidth: number, available: number, gap = 0): number {
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}

export function useFittingCount(total: number, language: string) {
  const containerRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(total);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language or link count means new widths to measure.
  useLayoutEffect(() => {
    const container = containerRef.current;
    const measure = measureRef.current;
    if (!container || !measure) return;
    const update = () => {
      const sizes = [...measure.children].map((child) => (child as HTMLElement).offsetWidth);
      const moreWidth = sizes.pop() ?? 0;
      const gap = Number.parseFloat(getComputedStyle(container).columnGap) || 0;
      // A hidden nav (a phone) has no width: keep every link, the phone menu lists them anyway.
      if (container.clientWidth === 0) return;
      setCount(fittingCount(sizes, moreWidth, container.clientWidth, gap));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(container);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [language, total]);

  return { containerRef, measureRef, count };
}
