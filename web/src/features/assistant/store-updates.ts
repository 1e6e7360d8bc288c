// What an answer of the assistant changes in the device's Relay store (docs/product/assistant.md):
// today's counts, and the lists an action touched, marked stale so the next screen showing them
// asks the server again. The viewer's own record is never marked stale: every screen open now,
// the app's frame included, would read it again and start over, and the conversation be lost.
import { commitLocalUpdate, type IEnvironment } from 'relay-runtime';
import type { AssistantAction } from './chat-stream.ts';

/** The lists (connection keys) each kind of action changes. */
const TOUCHED: Record<AssistantAction['type'], string[]> = {
  note: ['NoteList_notes'],
  calendar_event: ['CalendarGrid_gridEvents', 'UpcomingEvents_upcomingEvents', 'AppReminders_reminderEvents'],
  scripture: ['ScriptureList_scriptures'],
  play_music: [],
};

/** Marks the viewer's lists that `action` changed as stale, whatever their filters. */
export function refreshTouchedLists(environment: IEnvironment, viewerId: string, action: AssistantAction) {
  const prefixes = TOUCHED[action.type].map((key) => `client:${viewerId}:__${key}_connection`);
  if (prefixes.length === 0) return;
  const ids = environment
    .getStore()
    .getSource()
    .getRecordIDs()
    .filter((id) => prefixes.some((prefix) => id.startsWith(prefix)));
  commitLocalUpdate(environment, (store) => {
    for (const id of ids) store.get(id)?.invalidateRecord();
  });
}

/**
 * Adds an answer to today's counts where the page reads them, the viewer's record in the Relay
 * store: the figures stay right when the screen renders again and in the device's saved copy, and
 * the server's own count replaces them whenever the page is read again.
 */
export function countAnswer(environment: IEnvironment, viewerId: string, tokens: number) {
  commitLocalUpdate(environment, (store) => {
    const today = store.get(viewerId)?.getLinkedRecord('assistant')?.getLinkedRecord('usageToday');
    if (!today) return;
    today.setValue(Number(today.getValue('requests') ?? 0) + 1, 'requests');
    today.setValue(Number(today.getValue('tokens') ?? 0) + tokens, 'tokens');
  });
}
