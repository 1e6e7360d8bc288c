// The month's report as a picture (docs/product/report.md, "Send report"): the same lines as the
// text, drawn as a card (report-card.ts) in the app's colour, as a PNG a member shares with the
// report or saves. Drawn on the device; nothing goes to the server.
import { vars } from '../../theme/theme.css.ts';
import { drawReport } from './report-card.ts';

/** The value of a theme colour as the page shows it now (`var(--name)` read off the root). */
function themeColor(variable: string, fallback: string): string {
  const name = /var\((--[^),]+)/.exec(variable)?.[1];
  const value = name ? getComputedStyle(document.documentElement).getPropertyValue(name).trim() : '';
  return value || fallback;
}

/** The report's lines (the first is the heading) as a PNG, laid out in `direction`. */
export async function reportImage(lines: readonly string[], direction: 'ltr' | 'rtl'): Promise<Blob> {
  const canvas = document.createElement('canvas');
  drawReport(canvas, lines, direction, themeColor(vars.brand.primary, '#ea580c'));
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Drawing failed'))), 'image/png'));
}

/** The file name of a month's report picture: ministry-report-YYYY-MM.png */
export const reportImageName = (month: string) => `ministry-report-${month}.png`;
