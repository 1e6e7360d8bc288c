// GET /api/sample-data of docs/api.md: { hlcContacts, pvgContacts }, for anyone.
import type { RestApp } from '../../rest/app.ts';
import * as samples from './service.ts';

export function mountSampleDataRoutes(app: RestApp) {
  app.get('/sample-data', (c) => c.json(samples.sampleData()));
}
