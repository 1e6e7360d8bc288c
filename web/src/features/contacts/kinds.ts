// What differs between the HLC and PVG contact screens: names, position lists and the messages of
// spec 02 sections 2, 5 and 8 (the failures are worded differently for each kind, as the spec says).
export type ContactKind = 'hlc' | 'pvg';

export interface ContactKindText {
  label: 'HLC' | 'PVG';
  title: string;
  subtitle: string;
  /** Where the list lives: /hlc or /pvg. */
  path: string;
  positions: readonly string[];
  emptyTitle: string;
  emptyHint: string;
  deleteConfirmation: string;
  added: string;
  updated: string;
  deleted: string;
  addFailed: (message: string) => string;
  updateFailed: (message: string) => string;
  deleteFailed: (message: string) => string;
}

export const DEFAULT_POSITION = 'Member';

export const CONTACT_KINDS: Record<ContactKind, ContactKindText> = {
  hlc: {
    label: 'HLC',
    title: 'HLC Contacts',
    subtitle: 'Hospital Liaison Committee members you can call when a patient needs help.',
    path: '/hlc',
    positions: ['Chairman', 'Secretary', 'Member', 'Coordinator'],
    emptyTitle: 'No HLC Contacts Yet',
    emptyHint: 'Add the Hospital Liaison Committee members you work with, so their numbers are one tap away.',
    deleteConfirmation: 'Are you sure you want to delete this HLC contact?',
    added: 'HLC contact added successfully',
    updated: 'HLC contact updated successfully',
    deleted: 'HLC contact deleted successfully',
    addFailed: () => 'Failed to add HLC contact',
    updateFailed: (message) => `Failed to update HLC contact: ${message}`,
    deleteFailed: () => 'Failed to delete HLC contact',
  },
  pvg: {
    label: 'PVG',
    title: 'PVG Contacts',
    subtitle: 'Patient Visitation Group members who visit and encourage patients.',
    path: '/pvg',
    positions: ['Coordinator', 'Secretary', 'Member', 'Volunteer'],
    emptyTitle: 'No PVG Contacts Yet',
    emptyHint: 'Add the Patient Visitation Group members you work with, so their numbers are one tap away.',
    deleteConfirmation: 'Are you sure you want to delete this PVG contact?',
    added: 'PVG contact added successfully',
    updated: 'PVG contact updated successfully',
    deleted: 'PVG contact deleted successfully',
    addFailed: (message) => `Failed to add PVG contact: ${message}`,
    updateFailed: (message) => `Failed to update PVG contact: ${message}`,
    deleteFailed: (message) => `Failed to delete PVG contact: ${message}`,
  },
};

/** A number as a tel: link dials it: digits, and a leading + for an international number. */
export function telHref(phoneNumber: string): string {
  const trimmed = phoneNumber.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

export function countLabel(count: number, noun = 'contact'): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
