// The note categories and the date format of spec 02 (sections 3 and 9), shared by the notes and
// ideas screens. The API checks the same list (api/src/modules/notes/inputs.ts).
export const NOTE_CATEGORIES = ['General', 'Return Visit', 'Bible Study', 'Territory', 'HLC', 'PVG', 'Meeting', 'Assembly'] as const;
export const DEFAULT_CATEGORY = 'General';
export const IDEAS_CATEGORY = 'Ministry Conductor Ideas';

export const CATEGORY_OPTIONS = NOTE_CATEGORIES.map((c) => ({ id: c, label: c }));

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export function formatCreated(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

/** The row id inside a Relay global id ("Note:42" in base64): drafts are keyed by it, like the REST paths. */
export function rowIdOf(globalId: string): string {
  try {
    return atob(globalId).split(':')[1] ?? globalId;
  } catch {
    return globalId;
  }
}
