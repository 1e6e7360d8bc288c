// The contact rules of spec 02 section 5, as zod schemas built once for both kinds: name, phone
// number and email required, email well formed, position from the kind's list (default Member),
// hospital and notes optional. GraphQL input types and the REST routes both validate with these.
import { z } from 'zod';
import { globalIdOf } from '../../lib/validate.ts';
import { CONTACT_KINDS, DEFAULT_POSITION, type ContactKind } from './kinds.ts';

export const MESSAGES = {
  nameRequired: 'Name is required',
  phoneNumberRequired: 'Phone number is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  position: (kind: ContactKind) => `Position must be one of: ${CONTACT_KINDS[kind].positions.join(', ')}`,
  notFound: (kind: ContactKind) => `${CONTACT_KINDS[kind].label} contact not found`,
} as const;

// The spec sets no lengths; these keep one row from growing without bound.
export const LIMITS = { name: 100, phoneNumber: 30, email: 200, hospital: 200, notes: 2000 } as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

const requiredText = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, tooLong(label, max));

const email = requiredText(MESSAGES.emailRequired, LIMITS.email, 'Email').refine(
  (v) => z.email().safeParse(v).success,
  MESSAGES.emailInvalid,
);

/** Blank or null clears the field (null); absent leaves it as it is (undefined). */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/** A position from the kind's list; blank or absent is "not given". */
const position = (kind: ContactKind) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v),
    z.enum(CONTACT_KINDS[kind].positions, MESSAGES.position(kind)).nullish(),
  );

function fields(kind: ContactKind) {
  return {
    name: requiredText(MESSAGES.nameRequired, LIMITS.name, 'Name'),
    phoneNumber: requiredText(MESSAGES.phoneNumberRequired, LIMITS.phoneNumber, 'Phone number'),
    email,
    position: position(kind),
    hospital: optionalText(LIMITS.hospital, 'Hospital'),
    notes: optionalText(LIMITS.notes, 'Notes'),
  };
}

export interface ContactFields {
  name: string;
  phoneNumber: string;
  email: string;
  position: string;
  hospital: string | null;
  notes: string | null;
}

/** What a new contact needs: the three required fields; the position defaults to Member. */
export const createContactInput = (kind: ContactKind) => {
  const f = fields(kind);
  return z
    .object({ ...f, position: f.position.transform((v) => v ?? DEFAULT_POSITION) })
    .transform((v): ContactFields => ({ ...v, hospital: v.hospital ?? null, notes: v.notes ?? null }));
};

const changeShape = (kind: ContactKind) => {
  const f = fields(kind);
  return {
    name: f.name.optional(),
    phoneNumber: f.phoneNumber.optional(),
    email: f.email.optional(),
    position: f.position.transform((v) => v ?? undefined),
    hospital: f.hospital,
    notes: f.notes,
  };
};

const changesOnly = (v: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(v).filter(([, value]) => value !== undefined)) as Partial<ContactFields>;

/** A change (REST PUT): any subset of the fields; a required field may not be emptied. */
export const updateContactInput = (kind: ContactKind) => z.object(changeShape(kind)).transform(changesOnly);

export const contactIdInput = (kind: ContactKind) => globalIdOf(CONTACT_KINDS[kind].model);

/** A change in GraphQL: the contact's global id beside the fields. */
export const updateContactByIdInput = (kind: ContactKind) =>
  z
    .object({ id: contactIdInput(kind), ...changeShape(kind) })
    .transform(({ id, ...changes }) => ({ id, changes: changesOnly(changes) }));

export const deleteContactInput = (kind: ContactKind) => z.object({ id: contactIdInput(kind) });
