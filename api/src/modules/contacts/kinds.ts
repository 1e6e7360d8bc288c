// The two contact lists of spec 02: the Hospital Liaison Committee (HLC) and the Patient
// Visitation Group (PVG). Their tables have the same columns, so everything else in this module
// is written once and parameterised by one of these descriptions.
export const CONTACT_KINDS = {
  hlc: {
    label: 'HLC',
    model: 'HlcContact',
    relation: 'hlcContacts',
    restPath: '/hlc-contacts',
    positions: ['Chairman', 'Secretary', 'Member', 'Coordinator'],
  },
  pvg: {
    label: 'PVG',
    model: 'PvgContact',
    relation: 'pvgContacts',
    restPath: '/pvg-contacts',
    positions: ['Coordinator', 'Secretary', 'Member', 'Volunteer'],
  },
} as const;

export type ContactKind = keyof typeof CONTACT_KINDS;
export const CONTACT_KIND_KEYS = Object.keys(CONTACT_KINDS) as ContactKind[];

export const DEFAULT_POSITION = 'Member';
