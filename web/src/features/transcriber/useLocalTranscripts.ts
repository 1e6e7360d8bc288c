// A visitor's transcripts, in this browser only (transcript-items.ts).
import { useState } from 'react';
import { readLocalTranscripts, writeLocalTranscripts, type TranscriptStore } from './transcript-items.ts';

export function useLocalTranscripts(): TranscriptStore {
  const [items, setItems] = useState(readLocalTranscripts);
  const update = (next: ReturnType<typeof readLocalTranscripts>) => {
    writeLocalTranscripts(next);
    setItems(next);
  };
  return {
    items,
    async save({ text, duration, language, clientId }) {
      const current = readLocalTranscripts();
      if (current.some((item) => item.clientId === clientId)) return true;
      update([{ id: clientId, clientId, text, duration, language, createdAt: new Date().toISOString() }, ...current]);
      return true;
    },
    async remove(id) {
      update(readLocalTranscripts().filter((item) => item.id !== id));
      return true;
    },
  };
}
