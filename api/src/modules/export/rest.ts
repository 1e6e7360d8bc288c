// GET /api/export of docs/api.md: the member's data as a file download (docs/product/export.md).
// The REST guard already answers a visitor 401; service.ts checks the query and builds the file.
import type { RestApp } from '../../rest/app.ts';
import * as exporter from './service.ts';

export function mountExportRoutes(app: RestApp) {
  app.get('/export', async (c) => {
    const request = exporter.parseExportRequest({ format: c.req.query('format'), area: c.req.query('area') });
    const file = await exporter.exportData(c.var.ctx, request);
    return c.body(file.body, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
    });
  });
}
