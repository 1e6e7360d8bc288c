// "Download my data" and "Import my data" (docs/product/export.md): what the server and the web
// app must agree on. The areas are the export's, in its order (the names `/api/export?area=`
// takes); an import answers an ImportSummary, as a preview or once written.

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
  'returnVisits',
  'returnVisitCalls',
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

/** The largest file an import takes: a member's export with years of records is well under it. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/**
 * Why an area of the file stays out: `account` (settings of the account, not records), `files`
 * (songs and shared files travel as files), `group` (the group's, not the member's), `sent`
 * (reports already sent to the admins), `notSupported` (not imported yet), `unknown` (not an area of
 * this app), and for a backup of Organized `congregation` and `noPlace`.
 */
export type NotImportedReason = 'account' | 'files' | 'group' | 'sent' | 'notSupported' | 'unknown' | 'congregation' | 'noPlace';

/** A reason records of an area were refused: the rule's English sentence and its catalogue key, with how many. */
export interface ImportRefusal {
  message: string;
  /** Its key under `dataImport.refusalReasons` of the catalogue, or null when it has none. */
  key: string | null;
  values: Record<string, string | number>;
  count: number;
}

export interface ImportAreaCount {
  area: string;
  inFile: number;
  new: number;
  present: number;
  refused: number;
  refusals: ImportRefusal[];
}

export interface ImportSummary {
  /** false: a preview, nothing written. */
  imported: boolean;
  source: { format: 'app' | 'organized'; username: string; exportedAt: string; sameAccount: boolean };
  areas: ImportAreaCount[];
  notImported: { area: string; inFile: number; reason: NotImportedReason }[];
}
