// The two contact lists: the Hospital Liaison Committee (HLC) and the Patient Visitation Group
// (PVG). They are one kind of record (docs/product/contacts.md); what differs is the name, the
// REST path, the table the rows live in and the positions a contact may hold.
export const POSITIONS = ['Chairman', 'Coordinator', 'Member', 'Secretary', 'Volunteer'] as const;
export type Position = (typeof POSITIONS)[number];

export const CONTACT_KINDS = {
  hlc: {
    label: 'HLC',
    restPath: '/hlc-contacts',
    positions: ['Chairman', 'Secretary', 'Member', 'Coordinator'],
  },
  pvg: {
    label: 'PVG',
    restPath: '/pvg-contacts',
    positions: ['Coordinator', 'Secretary', 'Member', 'Volunteer'],
  },
} as const satisfies Record<string, { label: string; restPath: string; positions: readonly Position[] }>;

export type ContactKind = keyof typeof CONTACT_KINDS;
export const CONTACT_KIND_KEYS = Object.keys(CONTACT_KINDS) as ContactKind[];
export const DEFAULT_POSITION: Position = 'Member';
