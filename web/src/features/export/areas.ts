// The areas of "Download my data" (docs/product/export.md), in the server's order: the names the
// endpoint takes as `area=`. api/src/modules/export/export.test.ts checks they are the server's.
export const EXPORT_AREAS = [
  'profile',
  'preferences',
  'notes',
  'ideas',
  'contacts',
  'calendarEvents',
  'scriptures',
  'videos',
  'publications',
  'conventionNotes',
  'experiences',
  'experienceLikes',
  'transcripts',
  'reportEntries',
  'reportMonths',
  'reportSettings',
  'serviceTimer',
  'territories',
  'territoryHouses',
  'territoryCalls',
  'gpsRoutes',
  'gpsPoints',
  'songs',
  'sharedFiles',
  'shepherdingRequests',
  'problemReports',
  'suggestions',
  'customAppRequests',
  'emergencyAlerts',
  'alertResponses',
  'groupMemberships',
  'assistantUse',
] as const;
export type ExportArea = (typeof EXPORT_AREAS)[number];

export const exportUrl = (area?: ExportArea) => (area ? `/api/export?format=csv&area=${area}` : '/api/export');
