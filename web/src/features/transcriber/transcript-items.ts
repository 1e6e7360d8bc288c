// What the transcriber lists, wherever it is kept: on the server for a member (Relay), in this
// browser's localStorage for a visitor (under voiceTranscripts, as the app always kept it).
import type { Recording } from './recognition.ts';

export interface TranscriptItem {
  id: string;
  text: string;
  duration: number;
  language: string;
  createdAt: string;
}

export interface TranscriptStore {
  items: readonly TranscriptItem[];
  /** Saves once per client id; false when the save was refused or failed (already told). */
  save(recording: Recording & { clientId: string }): Promise<boolean>;
  remove(id: string): Promise<boolean>;
}

const KEY = 'voiceTranscripts';

interface StoredTranscript extends TranscriptItem {
  clientId?: string;
}

export function readLocalTranscripts(): StoredTranscript[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as StoredTranscript[]).filter((t) => typeof t?.id === 'string' && typeof t.text === 'string') : [];
  } catch {
    return [];
  }
}

export function writeLocalTranscripts(items: StoredTranscript[]) {
  localStorage.setItem(KEY, JSON.stringify(items));
}

/** The language enum of the API (EN_US) for a recognition code (en-US), and back. */
export const languageEnum = (code: string) => code.replace('-', '_').toUpperCase();
export const languageCode = (value: string) => {
  const [lang = '', region = ''] = value.split('_');
  return region ? `${lang.toLowerCase()}-${region.toUpperCase()}` : value;
};
