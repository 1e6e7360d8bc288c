// The report's picture is drawn on a fake canvas that records what is drawn where, with the
// direction and alignment in force for each line: a node test has no canvas of its own.
import { describe, expect, test } from 'vitest';
import { directionOf } from '../../i18n/languages.ts';
import { drawReport, IMAGE_WIDTH, type ReportCanvas, type ReportContext } from './report-card.ts';

interface Drawn {
  rects: { x: number; width: number; fill: unknown }[];
  texts: { text: string; x: number; align: CanvasTextAlign; direction: CanvasDirection }[];
}

function recordingCanvas(): ReportCanvas & { drawn: Drawn } {
  const drawn: Drawn = { rects: [], texts: [] };
  const context = {
    font: '',
    fillStyle: '#000000' as ReportContext['fillStyle'],
    textBaseline: 'alphabetic' as CanvasTextBaseline,
    textAlign: 'start' as CanvasTextAlign,
    direction: 'inherit' as CanvasDirection,
    // Ten pixels a character: long enough lines wrap, as on a real canvas.
    measureText: (text: string) => ({ width: text.length * 10 }) as TextMetrics,
    fillRect(x: number, _y: number, width: number) {
      drawn.rects.push({ x, width, fill: this.fillStyle });
    },
    fillText(text: string, x: number) {
      drawn.texts.push({ text, x, align: this.textAlign, direction: this.direction });
    },
  };
  return { width: 0, height: 0, getContext: () => context, drawn };
}

const LINES = ['Service report: November 2026', 'Hours: 12', 'Bible studies: 3'];
const BRAND = '#ea580c';

describe('the report’s picture', () => {
  test('left to right: the stripe on the left, each line from the left', () => {
    const canvas = recordingCanvas();
    drawReport(canvas, LINES, directionOf('en'), BRAND);
    const stripe = canvas.drawn.rects.find((r) => r.fill === BRAND)!;
    expect(stripe.x).toBe(0);
    expect(canvas.drawn.texts.map((t) => t.text)).toEqual(LINES);
    for (const line of canvas.drawn.texts) expect(line).toMatchObject({ x: 72, align: 'left', direction: 'ltr' });
  });

  test('right to left: the stripe on the right, each line from the right, in the right-to-left order', () => {
    const canvas = recordingCanvas();
    drawReport(canvas, ['تقرير الخدمة: نوفمبر 2026', 'الساعات: 12', 'دروس الكتاب المقدس: 3'], directionOf('ar'), BRAND);
    const stripe = canvas.drawn.rects.find((r) => r.fill === BRAND)!;
    expect(stripe.x + stripe.width).toBe(IMAGE_WIDTH);
    expect(canvas.drawn.texts).toHaveLength(3);
    for (const line of canvas.drawn.texts) expect(line).toMatchObject({ x: IMAGE_WIDTH - 72, align: 'right', direction: 'rtl' });
  });

  test('a long line wraps inside the card in either direction', () => {
    const long = 'Name: ' + 'word '.repeat(60).trim();
    for (const direction of ['ltr', 'rtl'] as const) {
      const canvas = recordingCanvas();
      drawReport(canvas, ['Heading', long], direction, BRAND);
      expect(canvas.drawn.texts.length).toBeGreaterThan(2);
      for (const line of canvas.drawn.texts) expect(line.text.length * 10).toBeLessThanOrEqual(IMAGE_WIDTH - 2 * 72);
    }
  });
});
