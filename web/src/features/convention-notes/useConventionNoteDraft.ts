// The convention-note form's autosaved draft (docs/product/convention-notes.md): each edit waits 1.5 s,
// then the form is written to the `drafts` table of the app's one Dexie database under
// "convention-note:new" or "convention-note:<id>", behind the account's id (offline/drafts.ts). The
// indicator goes idle → saving → saved (2 s) or error (3 s) → idle. The draft is read back when the form opens and removed once saved.
import { useDraft, type DraftStatus } from '../../offline/useDraft.ts';

export { DRAFT_DELAY_MS, ERROR_VISIBLE_MS, SAVED_VISIBLE_MS, type DraftStatus } from '../../offline/useDraft.ts';

export interface ConventionNoteValues {
  title: string;
  speaker: string;
  content: string;
  scriptures: string;
  date: string;
  session: string;
}

/** The row id inside a Relay global id ("ConventionNote:42" → "42"), as the draft key names it. */
export function rowIdOf(globalId: string): string {
  try {
    return atob(globalId).split(':')[1] ?? globalId;
  } catch {
    return globalId;
  }
}

export const draftKey = (noteId: string | null) => (noteId ? `convention-note:${rowIdOf(noteId)}` : 'convention-note:new');

export const useConventionNoteDraft = (key: string) => useDraft<ConventionNoteValues>(key);

export const DRAFT_STATUS_TEXT: Record<DraftStatus, string> = {
  idle: 'Drafts save automatically',
  saving: 'Saving draft…',
  saved: 'Draft saved',
  error: 'Could not save the draft',
};
