// The convention-note form's autosaved draft (spec 02 sections 4 and 9): each edit waits 1.5 s,
// then the form is written to the `drafts` table of the app's one Dexie database under
// "convention-note:new" or "convention-note:<id>". The indicator goes idle → saving → saved (2 s)
// or error (3 s) → idle. The draft is read back when the form opens and removed once saved.
import { useCallback, useEffect, useRef, useState } from 'react';
import { db } from '../../offline/db.ts';

export const DRAFT_DELAY_MS = 1500;
export const SAVED_VISIBLE_MS = 2000;
export const ERROR_VISIBLE_MS = 3000;

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'error';

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

export async function loadDraft(key: string): Promise<ConventionNoteValues | null> {
  const row = await db.drafts.get(key).catch(() => undefined);
  return row ? (row.data as unknown as ConventionNoteValues) : null;
}

export function useConventionNoteDraft(key: string) {
  const [status, setStatus] = useState<DraftStatus>('idle');
  const pending = useRef<{ values: ConventionNoteValues; timer: ReturnType<typeof setTimeout> } | null>(null);
  const statusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const showFor = useCallback((next: DraftStatus, ms: number) => {
    clearTimeout(statusTimer.current);
    setStatus(next);
    statusTimer.current = setTimeout(() => setStatus('idle'), ms);
  }, []);

  /** Called after each edit: the draft is written once the user pauses for 1.5 s. */
  const schedule = useCallback(
    (values: ConventionNoteValues) => {
      if (pending.current) clearTimeout(pending.current.timer);
      clearTimeout(statusTimer.current);
      setStatus('saving');
      const timer = setTimeout(() => {
        pending.current = null;
        db.drafts
          .put({ key, data: { ...values }, timestamp: Date.now() })
          .then(() => showFor('saved', SAVED_VISIBLE_MS))
          .catch(() => showFor('error', ERROR_VISIBLE_MS));
      }, DRAFT_DELAY_MS);
      pending.current = { values, timer };
    },
    [key, showFor],
  );

  /** Writes a waiting edit now: the form is closing without saving the note. */
  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    void db.drafts.put({ key, data: { ...waiting.values }, timestamp: Date.now() }).catch(() => undefined);
  }, [key]);

  /** The note was saved (or the draft thrown away): the draft is no longer needed. */
  const discard = useCallback(async () => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    clearTimeout(statusTimer.current);
    setStatus('idle');
    await db.drafts.delete(key).catch(() => undefined);
  }, [key]);

  // Closing the form (or leaving the page) within the 1.5 s keeps the last edit.
  useEffect(() => () => flush(), [flush]);
  useEffect(() => () => clearTimeout(statusTimer.current), []);

  return { status, schedule, discard };
}

export const DRAFT_STATUS_TEXT: Record<DraftStatus, string> = {
  idle: 'Drafts save automatically',
  saving: 'Saving draft…',
  saved: 'Draft saved',
  error: 'Could not save the draft',
};
