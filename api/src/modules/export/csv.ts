// One area as CSV (RFC 4180): a header row, CRLF line ends, a field quoted when it holds a quote,
// a comma or a line break (quotes doubled), UTF-8 with a byte-order mark so spreadsheet apps read
// accents. A text cell that starts with = + - @ (or a tab or carriage return) gets a leading
// apostrophe, so a spreadsheet shows it as text instead of running it as a formula
// (docs/product/export.md). Numbers are left as they are: a negative longitude is data.
import type { Row } from './areas.ts';

export const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'string') text = FORMULA_START.test(value) ? `'${value}` : value;
  else text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `rows` as CSV: the header row is `headings` (one per column), then each row's `columns`. */
export function toCsv(columns: readonly string[], headings: readonly string[], rows: readonly Row[]): string {
  const lines = [headings.map(csvCell), ...rows.map((row) => columns.map((column) => csvCell(row[column])))];
  return BOM + lines.map((cells) => `${cells.join(',')}\r\n`).join('');
}
