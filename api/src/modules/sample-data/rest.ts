// GET /api/sample-data of spec 02 section 7: { hlcContacts, pvgContacts }, for anyone.
import type { RestApp } from '../../rest/app.ts';
import * as samples from './service.ts';

export function mountSampleDataRoutes(app: RestApp) {
  app.get('/sample-data', (c) => c.json(samples.sampleData()));
}
