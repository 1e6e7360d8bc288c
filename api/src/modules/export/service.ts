// "Download my data" (docs/product/export.md): everything the signed-in member owns, area by
// area, as one JSON document or one area as CSV. Only the viewer's own id reaches the queries
// (areas.ts), and each export is written to the audit log with its format and area, never its
// content.
import type { Context } from '../../access/context.ts';
import { requireViewer } from '../../access/viewer.ts';
import { ValidationError } from '../../lib/errors.ts';
import { audit } from '../../access/audit.ts';
import { AREA_NAMES, AREAS, isAreaName, type AreaName, type Row } from './areas.ts';
import { toCsv } from './csv.ts';
import { headingOf } from './headings.ts';

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const MESSAGES = {
  format: `Unknown export format: choose one of ${EXPORT_FORMATS.join(', ')}`,
  area: `Unknown export area: choose one of ${AREA_NAMES.join(', ')}`,
  csvNeedsArea: `A CSV export holds one area: add area=<one of ${AREA_NAMES.join(', ')}>`,
} as const;

export interface ExportRequest {
  format: ExportFormat;
  /** null: every area (JSON only). */
  area: AreaName | null;
}

/** The query string's format and area, checked: anything unknown is a 400 with the choices. */
export function parseExportRequest(query: { format?: string; area?: string }): ExportRequest {
  const format = query.format ?? 'json';
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw new ValidationError(MESSAGES.format, [{ path: 'format', message: MESSAGES.format }]);
  const area = query.area ?? null;
  if (area !== null && !isAreaName(area)) throw new ValidationError(MESSAGES.area, [{ path: 'area', message: MESSAGES.area }]);
  if (format === 'csv' && area === null) throw new ValidationError(MESSAGES.csvNeedsArea, [{ path: 'area', message: MESSAGES.csvNeedsArea }]);
  return { format: format as ExportFormat, area };
}

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string;
}

/** The export's day in the file name: the UTC calendar day of `now`, as YYYY-MM-DD. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

export async function exportData(ctx: Context, request: ExportRequest, now = new Date()): Promise<ExportFile> {
  const viewer = requireViewer(ctx);
  const names = request.area ? [request.area] : AREA_NAMES;
  const rows = await Promise.all(names.map((name) => AREAS[name].rows(ctx.db, viewer.id) as Promise<Row[]>));
  await audit(ctx, 'data-exported', { detail: `format: ${request.format}, area: ${request.area ?? 'all'}` });

  if (request.format === 'csv') {
    const name = names[0]!;
    return {
      filename: `ministry-companion-${name}-${dayOf(now)}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: toCsv(
        AREAS[name].columns,
        AREAS[name].columns.map((column) => headingOf(column, ctx.language)),
        rows[0]!,
      ),
    };
  }
  const areas = Object.fromEntries(names.map((name, i) => [name, 'single' in AREAS[name] ? (rows[i]![0] ?? null) : rows[i]]));
  const document = { exportedAt: now.toISOString(), member: { id: viewer.id, username: viewer.username }, areas };
  return {
    filename: `ministry-companion-${request.area ?? 'export'}-${dayOf(now)}.json`,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify(document, null, 2),
  };
}
