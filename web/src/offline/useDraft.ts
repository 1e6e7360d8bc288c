// Autosaved form drafts (docs/product/notes.md, "Draft"), shared by the note and convention-note forms:
// each edit waits 1.5 s, then the form is written to the `drafts` table of the app's one Dexie
// database under the form's key. The indicator goes idle → saving → saved (2 s) or error (3 s) →
// idle. A draft is read back when the form opens and removed once the record is saved. A draft
// belongs to the account that wrote it (drafts.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { db } from './db.ts';
import { loadOwnDraft, ownDraftKey } from './drafts.ts';
import { viewerIdOf } from './sync.ts';

export const DRAFT_DELAY_MS = 1500;
export const SAVED_VISIBLE_MS = 2000;
export const ERROR_VISIBLE_MS = 3000;

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'error';

/** Writes a form's values under the stored key they belong to. */
const put = (values: object, at: string) => db.drafts.put({ key: at, data: { ...(values as Record<string, unknown>) }, timestamp: Date.now() });

export function useDraft<T extends object>(key: string) {
  const environment = useRelayEnvironment();
  // The account signed in at the moment of the edit owns it, even if the session has ended by
  // the time the draft is written (the form closing after a sign-out elsewhere).
  const stored = useCallback(() => ownDraftKey(viewerIdOf(environment), key), [environment, key]);
  const [status, setStatus] = useState<DraftStatus>('idle');
  const pending = useRef<{ values: T; at: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const statusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const showFor = useCallback((next: DraftStatus, ms: number) => {
    clearTimeout(statusTimer.current);
    setStatus(next);
    statusTimer.current = setTimeout(() => setStatus('idle'), ms);
  }, []);

  /** Where this form's draft was last read or written: what `discard` removes. */
  const kept = useRef<string | null>(null);

  /** The draft this account left in the form, read when the form opens. */
  const load = useCallback(() => {
    const owner = viewerIdOf(environment);
    kept.current = ownDraftKey(owner, key);
    return loadOwnDraft<T>(owner, key);
  }, [environment, key]);

  /** Called after each edit: the draft is written once the user pauses for 1.5 s. */
  const schedule = useCallback(
    (values: T) => {
      if (pending.current) clearTimeout(pending.current.timer);
      clearTimeout(statusTimer.current);
      setStatus('saving');
      const at = stored();
      kept.current = at;
      const timer = setTimeout(() => {
        pending.current = null;
        put(values, at)
          .then(() => showFor('saved', SAVED_VISIBLE_MS))
          .catch(() => showFor('error', ERROR_VISIBLE_MS));
      }, DRAFT_DELAY_MS);
      pending.current = { values, at, timer };
    },
    [stored, showFor],
  );

  /** Writes a waiting edit now (the form is closing without saving the record). */
  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    void put(waiting.values, waiting.at).catch(() => undefined);
  }, []);

  /** The record was saved (or the draft thrown away): the draft is no longer needed. */
  const discard = useCallback(async () => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    clearTimeout(statusTimer.current);
    setStatus('idle');
    // The draft this form read or wrote, even if the session has ended since.
    await db.drafts.delete(kept.current ?? stored()).catch(() => undefined);
  }, [stored]);

  // Leaving the page (or closing the form) within the 1.5 s keeps the last edit.
  useEffect(() => () => flush(), [flush]);
  useEffect(() => () => clearTimeout(statusTimer.current), []);

  return { status, load, schedule, flush, discard };
}
