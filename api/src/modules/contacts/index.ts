// The contacts' rules, inputs, kinds and node, for the offline write path and the export.
export { createContactFields, LIMITS, MESSAGES, updateContactFields } from './inputs.ts';
export { CONTACT_KINDS } from './kinds.ts';
export type { ContactKind } from './kinds.ts';
export { ContactNode } from './schema.ts';
export { contactsByIds, createContact, deleteContact, updateContact } from './service.ts';
export type { Contact } from './service.ts';
