// The month's report as a picture (docs/product/report.md, "Send report"): the same lines as the
// text, drawn on a white card with the app's colour down its side, as a PNG a member shares with
// the report or saves. Drawn on the device; nothing goes to the server.
import { vars } from '../../theme/theme.css.ts';

export const IMAGE_WIDTH = 1080;
const PADDING = 72;
const HEADING_PX = 52;
const LINE_PX = 40;
const GAP = 22;

/** The value of a theme colour as the page shows it now (`var(--name)` read off the root). */
function themeColor(variable: string, fallback: string): string {
  const name = /var\((--[^),]+)/.exec(variable)?.[1];
  const value = name ? getComputedStyle(document.documentElement).getPropertyValue(name).trim() : '';
  return value || fallback;
}

/** Breaks `text` into lines that fit `width` at the context's font. */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
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

/** The report's lines (the first is the heading) as a PNG. */
export async function reportImage(lines: readonly string[]): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Drawing is not available');
  const font = (px: number, weight = 400) => `${weight} ${px}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  const textWidth = IMAGE_WIDTH - 2 * PADDING;
  const [heading = '', ...rest] = lines;
  context.font = font(HEADING_PX, 700);
  const headingLines = wrap(context, heading, textWidth);
  context.font = font(LINE_PX);
  const bodyLines = rest.flatMap((line) => wrap(context, line, textWidth));
  canvas.width = IMAGE_WIDTH;
  canvas.height = PADDING * 2 + headingLines.length * (HEADING_PX + GAP) + GAP + bodyLines.length * (LINE_PX + GAP);

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = themeColor(vars.brand.primary, '#ea580c');
  context.fillRect(0, 0, 16, canvas.height);
  context.fillStyle = '#111827';
  context.textBaseline = 'top';
  let y = PADDING;
  context.font = font(HEADING_PX, 700);
  for (const line of headingLines) {
    context.fillText(line, PADDING, y);
    y += HEADING_PX + GAP;
  }
  y += GAP;
  context.font = font(LINE_PX);
  for (const line of bodyLines) {
    context.fillText(line, PADDING, y);
    y += LINE_PX + GAP;
  }
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Drawing failed'))), 'image/png'));
}

/** The file name of a month's report picture: ministry-report-YYYY-MM.png */
export const reportImageName = (month: string) => `ministry-report-${month}.png`;
