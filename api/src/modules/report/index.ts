// The field service report's entry rules, inputs, kinds and node, for the offline write path and
// the export.
export { KINDS } from './arithmetic.ts';
export {
  createEntryInput,
  entryFields,
  MAX_ENTRY_MINUTES,
  MESSAGES,
  updateEntryInput,
  updateMonthInput,
} from './inputs.ts';
export { ServiceEntryNode } from './schema.ts';
export { createEntry, deleteEntry, updateEntry } from './service.ts';
