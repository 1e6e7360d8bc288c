// Autosaved form drafts (docs/product/notes.md, "Draft"), shared by the note and convention-note forms:
// each edit waits 1.5 s, then the form is written to the `drafts` table of the app's one Dexie
// database under the form's key. The indicator goes idle → saving → saved (2 s) or error (3 s) →
// idle. A draft is read back when the form opens and removed once the record is saved.
import { useCallback, useEffect, useRef, useState } from 'react';
import { db } from './db.ts';

export const DRAFT_DELAY_MS = 1500;
export const SAVED_VISIBLE_MS = 2000;
export const ERROR_VISIBLE_MS = 3000;

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'error';

export async function loadDraft<T>(key: string): Promise<T | null> {
  const row = await db.drafts.get(key).catch(() => undefined);
  return row ? (row.data as T) : null;
}

export function useDraft<T extends object>(key: string) {
  const [status, setStatus] = useState<DraftStatus>('idle');
  const pending = useRef<{ values: T; timer: ReturnType<typeof setTimeout> } | null>(null);
  const statusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const showFor = useCallback((next: DraftStatus, ms: number) => {
    clearTimeout(statusTimer.current);
    setStatus(next);
    statusTimer.current = setTimeout(() => setStatus('idle'), ms);
  }, []);

  const put = useCallback(
    (values: T) => db.drafts.put({ key, data: { ...(values as Record<string, unknown>) }, timestamp: Date.now() }),
    [key],
  );

  /** Called after each edit: the draft is written once the user pauses for 1.5 s. */
  const schedule = useCallback(
    (values: T) => {
      if (pending.current) clearTimeout(pending.current.timer);
      clearTimeout(statusTimer.current);
      setStatus('saving');
      const timer = setTimeout(() => {
        pending.current = null;
        put(values)
          .then(() => showFor('saved', SAVED_VISIBLE_MS))
          .catch(() => showFor('error', ERROR_VISIBLE_MS));
      }, DRAFT_DELAY_MS);
      pending.current = { values, timer };
    },
    [put, showFor],
  );

  /** Writes a waiting edit now (the form is closing without saving the record). */
  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    void put(waiting.values).catch(() => undefined);
  }, [put]);

  /** The record was saved (or the draft thrown away): the draft is no longer needed. */
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
