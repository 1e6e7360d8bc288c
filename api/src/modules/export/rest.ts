// GET /api/export of docs/api.md: the member's data as a file download (docs/product/export.md).
// POST /api/import/preview and POST /api/import: that file sent back as the JSON body, to see what
// it would bring and to bring it in. The REST guard already answers a visitor 401 and refuses a
// write from another site; service.ts and import.ts check the request and do the work.
import type { Context as HonoContext } from 'hono';
import type { RestApp, RestEnv } from '../../rest/app.ts';
import { MESSAGES as BODY_MESSAGES, readBoundedText } from '../../lib/body.ts';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors.ts';
import * as exporter from './service.ts';
import { FILE_MESSAGES, importData, MAX_IMPORT_BYTES, parseImportFile, previewImport } from './import.ts';

/** The export file of the body: JSON, under the import's own size limit (not the usual body limit). */
async function readImportFile(c: HonoContext<RestEnv>) {
  if (!(c.req.header('content-type') ?? '').includes('application/json')) {
    throw new ValidationError(BODY_MESSAGES.jsonOnly);
  }
  const text = await readBoundedText(c.req.raw, MAX_IMPORT_BYTES).catch((error: unknown) => {
    throw error instanceof PayloadTooLargeError ? new ValidationError(FILE_MESSAGES.tooLarge) : error;
  });
  return parseImportFile(text);
}

export function mountExportRoutes(app: RestApp) {
  app.get('/export', async (c) => {
    const request = exporter.parseExportRequest({ format: c.req.query('format'), area: c.req.query('area') });
    const file = await exporter.exportData(c.var.ctx, request);
    return c.body(file.body, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
    });
  });
  app.post('/import/preview', async (c) => c.json(await previewImport(c.var.ctx, await readImportFile(c))));
  app.post('/import', async (c) => c.json(await importData(c.var.ctx, await readImportFile(c))));
}
