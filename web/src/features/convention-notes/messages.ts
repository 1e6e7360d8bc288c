// The convention-note messages of spec 02 sections 5 and 8, and the sessions offered in the form.
export const MESSAGES = {
  title: 'Title is required',
  speaker: 'Speaker is required',
  content: 'Content is required',
  date: 'Date is required',
  session: 'Session is required',
  saved: 'Convention note saved successfully',
  updated: 'Convention note updated successfully',
  deleted: 'Convention note deleted successfully',
  saveFailed: 'Failed to save convention note',
  updateFailed: 'Failed to update convention note',
  deleteFailed: 'Failed to delete convention note',
  deleteConfirmation: 'Are you sure you want to delete this convention note?',
} as const;

export const REQUIRED_FIELDS = ['title', 'speaker', 'date', 'session', 'content'] as const;

/** A regional convention runs Friday to Sunday, a morning and an afternoon session each day. */
export const SESSIONS = ['Friday Morning', 'Friday Afternoon', 'Saturday Morning', 'Saturday Afternoon', 'Sunday Morning', 'Sunday Afternoon'];

/** "2025-07-11" as the reader's calendar writes it; the note's day, whatever the time zone. */
export function formatNoteDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The references of a note's scriptures field, one per line or semicolon ("John 3:16; Ps 83:18"). */
export function splitReferences(scriptures: string | null | undefined): string[] {
  return (scriptures ?? '')
    .split(/[;\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
