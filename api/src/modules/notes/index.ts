// The notes' rules, inputs, categories and node, for the offline write path, the export and the
// assistant.
export {
  CATEGORIES,
  createNoteInput,
  IDEAS_CATEGORY,
  MESSAGES,
  NOTE_CATEGORIES,
  updateNoteRestInput,
} from './inputs.ts';
export { NoteNode } from './schema.ts';
export { createNote, deleteNote, updateNote } from './service.ts';
