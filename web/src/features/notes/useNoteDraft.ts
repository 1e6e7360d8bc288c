// The note form's autosaved draft (spec 02 sections 3, 4 and 9): each edit waits 1.5 s, then the
// form is written to the `drafts` table of the app's one Dexie database under "note:new" or
// "note:<id>". The indicator goes idle → saving → saved (2 s) or error (3 s) → idle. A draft is
// read back when the form opens and removed once the note is saved.
import { useCallback, useEffect, useRef, useState } from 'react';
import { db } from '../../offline/db.ts';

export const DRAFT_DELAY_MS = 1500;
export const SAVED_VISIBLE_MS = 2000;
export const ERROR_VISIBLE_MS = 3000;

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface NoteDraft {
  title: string;
  content: string;
  category: string;
  householderName: string;
  address: string;
  timeContacted: string;
  literatureLeft: string;
}

export const draftKey = (noteRowId: string | null) => (noteRowId ? `note:${noteRowId}` : 'note:new');

export async function loadDraft(key: string): Promise<NoteDraft | null> {
  const row = await db.drafts.get(key).catch(() => undefined);
  return row ? (row.data as unknown as NoteDraft) : null;
}

export function useNoteDraft(key: string) {
  const [status, setStatus] = useState<DraftStatus>('idle');
  const pending = useRef<{ values: NoteDraft; timer: ReturnType<typeof setTimeout> } | null>(null);
  const statusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const showFor = useCallback((next: DraftStatus, ms: number) => {
    clearTimeout(statusTimer.current);
    setStatus(next);
    statusTimer.current = setTimeout(() => setStatus('idle'), ms);
  }, []);

  const write = useCallback(
    async (values: NoteDraft) => {
      try {
        await db.drafts.put({ key, data: { ...values }, timestamp: Date.now() });
        showFor('saved', SAVED_VISIBLE_MS);
      } catch {
        showFor('error', ERROR_VISIBLE_MS);
      }
    },
    [key, showFor],
  );

  /** Called after each edit: the draft is written once the user pauses for 1.5 s. */
  const schedule = useCallback(
    (values: NoteDraft) => {
      if (pending.current) clearTimeout(pending.current.timer);
      clearTimeout(statusTimer.current);
      setStatus('saving');
      const timer = setTimeout(() => {
        pending.current = null;
        void write(values);
      }, DRAFT_DELAY_MS);
      pending.current = { values, timer };
    },
    [write],
  );

  /** Writes a waiting edit now (the form is closing without saving the note). */
  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    void db.drafts.put({ key, data: { ...waiting.values }, timestamp: Date.now() }).catch(() => undefined);
  }, [key]);

  /** The note was saved: its draft is no longer needed. */
  const discard = useCallback(async () => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    clearTimeout(statusTimer.current);
    setStatus('idle');
    await db.drafts.delete(key).catch(() => undefined);
  }, [key]);

  // Leaving the page (or closing the form) within the 1.5 s keeps the last edit.
  useEffect(() => () => flush(), [flush]);
  useEffect(() => () => clearTimeout(statusTimer.current), []);

  return { status, schedule, flush, discard };
}

export const DRAFT_STATUS_TEXT: Record<DraftStatus, string> = {
  idle: '',
  saving: 'Saving draft...',
  saved: 'Draft saved',
  error: 'Could not save the draft',
};
