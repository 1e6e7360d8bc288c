// Which cached note lists a new or deleted note belongs to (docs/product/notes.md). The Personal Notes list is one Relay
// connection per search text (NoteList_notes); a new note goes to the unfiltered one and to the
// searched one only when it matches, by the same rule as the server's search.
import { ConnectionHandler } from 'relay-runtime';

export const NOTE_LIST_KEY = 'NoteList_notes';

export interface SearchableNote {
  title: string;
  content: string;
  householderName?: string | null;
}

export function matchesSearch(note: SearchableNote, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [note.title, note.content, note.householderName ?? ''].some((text) => text.toLowerCase().includes(needle));
}

/** The list connections to add `note` to: the unfiltered list, and the searched one when it matches. */
export function connectionsFor(viewerId: string, search: string, note?: SearchableNote): string[] {
  const ids = [ConnectionHandler.getConnectionID(viewerId, NOTE_LIST_KEY)];
  const text = search.trim();
  if (text && (!note || matchesSearch(note, text))) {
    ids.push(ConnectionHandler.getConnectionID(viewerId, NOTE_LIST_KEY, { search: text }));
  }
  return ids;
}

