// The contacts' rules, inputs, kinds, node and positions, for the offline write path, the export
// and the sample contacts.
export { createContactFields, LIMITS, MESSAGES, updateContactFields } from './inputs.ts';
export { CONTACT_KINDS } from './kinds.ts';
export type { ContactKind, Position } from './kinds.ts';
export { ContactNode, ContactPositionEnum } from './schema.ts';
export { contactsByIds, createContact, deleteContact, updateContact } from './service.ts';
export type { Contact } from './service.ts';
