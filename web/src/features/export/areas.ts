// The areas of "Download my data" (docs/product/export.md): the contract's list, and the address of each.
import type { ExportArea } from '@ministry/shared/data-exchange.ts';

export { EXPORT_AREAS, type ExportArea } from '@ministry/shared/data-exchange.ts';

export const exportUrl = (area?: ExportArea) => (area ? `/api/export?format=csv&area=${area}` : '/api/export');
