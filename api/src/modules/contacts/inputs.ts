// The contact rules, as zod schemas built once for both kinds: name, phone number and email
// required, email well formed, position from the kind's list (Member when not given), hospital and
// notes optional. GraphQL input types and the REST routes both validate with these; the messages
// are listed in docs/product/contacts.md.
import { z } from 'zod';
import { worded } from '../../lib/server-words.ts';
import { optionalText, requiredText } from '../../lib/text.ts';
import { MESSAGES as ID_MESSAGES, parseRowId } from '../../lib/validate.ts';
import { CONTACT_KINDS, DEFAULT_POSITION, type ContactKind, type Position } from './kinds.ts';

export const MESSAGES = {
  nameRequired: 'Name is required',
  phoneNumberRequired: 'Phone number is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  position: worded('Position must be one of: {{positions}}', (kind: ContactKind) => ({ positions: CONTACT_KINDS[kind].positions.join(', ') })),
  notFound: worded('{{kind}} contact not found', (kind: ContactKind) => ({ kind: CONTACT_KINDS[kind].label })),
  cursor: 'Not a contact list cursor',
} as const;

// No lengths are given for these fields; these keep one row from growing without bound.
export const LIMITS = { name: 100, phoneNumber: 30, email: 200, hospital: 200, notes: 2000 } as const;

const email = requiredText('Email', LIMITS.email, MESSAGES.emailRequired).refine(
  (v) => z.email().safeParse(v).success,
  MESSAGES.emailInvalid,
);

/** A position from the kind's list; blank, null or absent is "not given" (undefined). */
const position = (kind: ContactKind) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    z.enum(CONTACT_KINDS[kind].positions, MESSAGES.position(kind)).optional(),
  );

export interface ContactFields {
  name: string;
  phoneNumber: string;
  email: string;
  position: Position;
  hospital: string | null;
  notes: string | null;
}

function fields(kind: ContactKind) {
  return {
    name: requiredText('Name', LIMITS.name, MESSAGES.nameRequired),
    phoneNumber: requiredText('Phone number', LIMITS.phoneNumber, MESSAGES.phoneNumberRequired),
    email,
    position: position(kind),
    hospital: optionalText('Hospital', LIMITS.hospital),
    notes: optionalText('Notes', LIMITS.notes),
  };
}

/** A new contact: the three required fields; the position defaults to Member. */
export const createContactFields = (kind: ContactKind) =>
  z.object(fields(kind)).transform((v): ContactFields => ({ ...v, position: v.position ?? DEFAULT_POSITION }));

/** A change: any subset of the fields; a required field may not be emptied, a blank optional one is cleared. */
export const updateContactFields = (kind: ContactKind) => {
  const f = fields(kind);
  return z
    .object({
      name: f.name.optional(),
      phoneNumber: f.phoneNumber.optional(),
      email: f.email.optional(),
      position: f.position,
      hospital: f.hospital.optional(),
      notes: f.notes.optional(),
    })
    .transform((v): Partial<ContactFields> => Object.fromEntries(Object.entries(v).filter(([, value]) => value !== undefined)));
};

export const KIND_VALUES = ['hlc', 'pvg'] as const satisfies readonly ContactKind[];

/**
 * A contact's Relay id: "Contact" and `<kind>:<row id>` inside, since the two lists number their
 * rows separately.
 */
export const contactIdOf = z
  .object({ typename: z.string(), id: z.string() })
  .transform((g, ctx) => {
    const match = g.typename === 'Contact' ? /^(hlc|pvg):(\d+)$/.exec(g.id) : null;
    const rowId = match ? parseRowId(match[2]!) : undefined;
    if (!match || rowId === undefined) {
      ctx.addIssue({ code: 'custom', message: ID_MESSAGES.notAnId('Contact') });
      return z.NEVER;
    }
    return { kind: match[1] as ContactKind, id: rowId };
  });
export type ContactId = z.infer<typeof contactIdOf>;

/** GraphQL create: the kind beside the fields, each kind checked against its own positions. */
export const createContactInput = z
  .object({ kind: z.enum(KIND_VALUES) })
  .passthrough()
  .transform((v, ctx) => {
    const parsed = createContactFields(v.kind).safeParse(v);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return { kind: v.kind, fields: parsed.data };
  });

/** GraphQL update: the contact's id (which carries its kind) beside the fields to change. */
export const updateContactInput = z
  .object({ id: contactIdOf })
  .passthrough()
  .transform((v, ctx) => {
    const { id, ...rest } = v;
    const parsed = updateContactFields(id.kind).safeParse(rest);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return { id, changes: parsed.data };
  });

export const deleteContactInput = z.object({ id: contactIdOf });
