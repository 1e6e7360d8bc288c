// The convention notes' rules, inputs and node, for the offline write path and the export.
export { createConventionNoteInput, MESSAGES, updateConventionNoteFields } from './inputs.ts';
export { ConventionNoteNode } from './schema.ts';
export { createConventionNote, deleteConventionNote, updateConventionNote } from './service.ts';
