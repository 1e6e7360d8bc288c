// The note form's autosaved draft (docs/product/notes.md, "Draft"): each edit waits 1.5 s, then
// the form is written to the `drafts` table of the app's one Dexie database under "note:new" or
// "note:<id>", behind the account's id (offline/drafts.ts). The indicator goes idle → saving →
// saved (2 s) or error (3 s) → idle. A draft is read back when the form opens and removed once the
// note is saved.
import type { NoteCategory } from '../../generated/enums.ts';
import { useDraft, type DraftStatus } from '../../offline/useDraft.ts';

export { DRAFT_DELAY_MS, ERROR_VISIBLE_MS, SAVED_VISIBLE_MS, type DraftStatus } from '../../offline/useDraft.ts';

export interface NoteDraft {
  title: string;
  content: string;
  category: NoteCategory;
  householderName: string;
  address: string;
  timeContacted: string;
  literatureLeft: string;
}

export const draftKey = (noteRowId: string | null) => (noteRowId ? `note:${noteRowId}` : 'note:new');

export const useNoteDraft = (key: string) => useDraft<NoteDraft>(key);

export const DRAFT_STATUS_TEXT: Record<DraftStatus, string> = {
  idle: '',
  saving: 'Saving draft...',
  saved: 'Draft saved',
  error: 'Could not save the draft',
};
