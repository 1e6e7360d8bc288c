// The report's card, drawn on a canvas (report-image.ts makes the canvas and the PNG): the
// report's lines on white with the app's colour down its side. The card follows the language's
// direction: right to left, the stripe is on the right and each line starts from the right, a
// figure on the far side of its label.

export const IMAGE_WIDTH = 1080;
const PADDING = 72;
const STRIPE = 16;
const HEADING_PX = 52;
const LINE_PX = 40;
const GAP = 22;

/** What drawing the card uses of a canvas and its 2D context. */
export type ReportContext = Pick<
  CanvasRenderingContext2D,
  'font' | 'fillStyle' | 'textBaseline' | 'textAlign' | 'direction' | 'fillRect' | 'fillText' | 'measureText'
>;
export interface ReportCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): ReportContext | null;
}

/** Where the stripe and the lines go: the stripe on the side the lines start from. */
function sidesOf(direction: 'ltr' | 'rtl'): { stripeX: number; textX: number; textAlign: CanvasTextAlign } {
  return direction === 'rtl'
    ? { stripeX: IMAGE_WIDTH - STRIPE, textX: IMAGE_WIDTH - PADDING, textAlign: 'right' }
    : { stripeX: 0, textX: PADDING, textAlign: 'left' };
}

/** Breaks `text` into lines that fit `width` at the context's font. */
function wrap(context: ReportContext, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && context.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws the report's lines (the first is the heading) on `canvas`, sized to fit them. */
export function drawReport(canvas: ReportCanvas, lines: readonly string[], direction: 'ltr' | 'rtl', brand: string) {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Drawing is not available');
  const font = (px: number, weight = 400) => `${weight} ${px}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  const textWidth = IMAGE_WIDTH - 2 * PADDING;
  const [heading = '', ...rest] = lines;
  context.font = font(HEADING_PX, 700);
  const headingLines = wrap(context, heading, textWidth);
  context.font = font(LINE_PX);
  const bodyLines = rest.flatMap((line) => wrap(context, line, textWidth));
  // Sizing the canvas clears its context's settings: everything below is set after it.
  canvas.width = IMAGE_WIDTH;
  canvas.height = PADDING * 2 + headingLines.length * (HEADING_PX + GAP) + GAP + bodyLines.length * (LINE_PX + GAP);

  const sides = sidesOf(direction);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = brand;
  context.fillRect(sides.stripeX, 0, STRIPE, canvas.height);
  context.fillStyle = '#111827';
  context.textBaseline = 'top';
  // The direction orders a line's words and figures; the alignment puts it on its side even where
  // a browser leaves the direction out.
  context.direction = direction;
  context.textAlign = sides.textAlign;
  let y = PADDING;
  context.font = font(HEADING_PX, 700);
  for (const line of headingLines) {
    context.fillText(line, sides.textX, y);
    y += HEADING_PX + GAP;
  }
  y += GAP;
  context.font = font(LINE_PX);
  for (const line of bodyLines) {
    context.fillText(line, sides.textX, y);
    y += LINE_PX + GAP;
  }
}
