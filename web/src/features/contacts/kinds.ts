// The two contact lists (HLC and PVG) as the screens see them: the kind comes from the schema
// (ContactKind), each has its address; everything else a list shows is in the `contacts` message
// catalogue under its kind. The rules live on the server (docs/product/contacts.md).
import type { ContactKind } from '../../generated/enums.ts';

export type { ContactKind };

export const PATH_OF_KIND: Record<ContactKind, string> = { HLC: '/hlc', PVG: '/pvg' };

/** The list an address shows: /pvg is the PVG list, /hlc (and anything else) the HLC one. */
export const kindOfPath = (pathname: string): ContactKind => (pathname.startsWith(PATH_OF_KIND.PVG) ? 'PVG' : 'HLC');
