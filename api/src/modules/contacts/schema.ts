// Contacts in GraphQL: one `Contact` node with its `kind` (HLC or PVG), one connection on the user
// with a `kind` argument (which also lists the positions that kind allows), and one set of
// create/update/delete mutations. Closed lists are enums; blank or missing text keeps answering the
// product's messages through zod (docs/decisions.md, "Enums and messages").
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import * as inputs from './inputs.ts';
import { CONTACT_KINDS, DEFAULT_POSITION, POSITIONS, type ContactKind } from './kinds.ts';
import * as contacts from './service.ts';

const upper = (value: string) => value.toUpperCase();

export const ContactKindEnum = builder.enumType('ContactKind', {
  description: 'Which list a contact is on: the Hospital Liaison Committee or the Patient Visitation Group',
  values: {
    HLC: { value: 'hlc' as const, description: 'Hospital Liaison Committee' },
    PVG: { value: 'pvg' as const, description: 'Patient Visitation Group' },
  } satisfies Record<Uppercase<ContactKind>, { value: ContactKind; description: string }>,
});

export const ContactPositionEnum = builder.enumType('ContactPosition', {
  description: 'A contact’s position; each list allows some of them (ContactConnection.positions)',
  values: Object.fromEntries(POSITIONS.map((p) => [upper(p), { value: p }])) as Record<
    Uppercase<(typeof POSITIONS)[number]>,
    { value: (typeof POSITIONS)[number] }
  >,
});

/** A contact id no row has: row ids start at 1. */
const NO_CONTACT: inputs.ContactId = { kind: 'hlc', id: 0 };

export const ContactNode = builder.node(builder.objectRef<contacts.Contact>('Contact'), {
  description: 'A contact on the member’s HLC or PVG list; only its owner ever sees it',
  id: {
    resolve: contacts.contactKey,
    // An id that is no contact's (made up, or of another shape) finds no row: `node` answers null,
    // as for every other type, rather than failing the request (docs/security.md, "Forged ids").
    parse: (id) => inputs.contactIdOf.safeParse({ typename: 'Contact', id }).data ?? NO_CONTACT,
  },
  loadMany: async (ids, ctx) => {
    const found = await contacts.contactsByIds(ctx, ids);
    return ids.map((id) => found.get(contacts.contactKey(id)) ?? null);
  },
  fields: (t) => ({
    kind: t.expose('kind', { type: ContactKindEnum }),
    name: t.exposeString('name'),
    phoneNumber: t.exposeString('phoneNumber'),
    email: t.exposeString('email'),
    position: t.expose('position', { type: ContactPositionEnum }),
    hospital: t.exposeString('hospital', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ContactEdge = builder.edgeObject({ name: 'ContactEdge', type: ContactNode });

/** The kind each connection object was made for, so its own fields can answer for that kind. */
const connectionKinds = new WeakMap<object, ContactKind>();

const ContactConnection = builder.connectionObject(
  {
    type: ContactNode,
    name: 'ContactConnection',
    fields: (t) => ({
      totalCount: t.int({
        resolve: (connection, _args, ctx) => contacts.countContacts(ctx, connectionKinds.get(connection) ?? 'hlc'),
      }),
      defaultPosition: t.field({
        type: ContactPositionEnum,
        description: 'The position a new contact of this list gets when none is chosen',
        resolve: () => DEFAULT_POSITION,
      }),
      positions: t.field({
        type: [ContactPositionEnum],
        description: 'The positions a contact of this list may hold, in the order a form offers them',
        resolve: (connection) => [...CONTACT_KINDS[connectionKinds.get(connection) ?? 'hlc'].positions],
      }),
    }),
  },
  ContactEdge,
);

builder.prismaObjectField('User', 'contacts', (t) =>
  t.connection(
    {
      type: ContactNode,
      description: 'This user’s contacts of one list, newest first; only the user themselves sees any',
      args: { kind: t.arg({ type: ContactKindEnum, required: true }) },
      authScopes: (user) => ({ self: user.id }),
      resolve: async (_user, args, ctx) => {
        const connection = await resolveCursorConnection({ args, toCursor: (contact) => String(contact.id) }, (page: ResolveCursorConnectionArgs) =>
          contacts.contactsPage(ctx, args.kind, page),
        );
        connectionKinds.set(connection, args.kind);
        return connection;
      },
    },
    ContactConnection,
  ),
);

// ---- inputs: text fields optional in GraphQL, so that zod answers with the product's messages.
const CreateContactInput = builder
  .inputType('CreateContactInput', {
    fields: (t) => ({
      kind: t.field({ type: ContactKindEnum, required: true }),
      name: t.string({ description: 'Required' }),
      phoneNumber: t.string({ description: 'Required' }),
      email: t.string({ description: 'Required; a valid email address' }),
      position: t.field({ type: ContactPositionEnum, description: 'One the kind allows; Member when omitted' }),
      hospital: t.string(),
      notes: t.string(),
    }),
  })
  .validate(inputs.createContactInput);

const UpdateContactInput = builder
  .inputType('UpdateContactInput', {
    description: 'The fields to change; an omitted field keeps its value, a null or blank hospital or notes clears it',
    fields: (t) => ({
      id: t.globalID({ required: true }),
      name: t.string(),
      phoneNumber: t.string(),
      email: t.string(),
      position: t.field({ type: ContactPositionEnum }),
      hospital: t.string(),
      notes: t.string(),
    }),
  })
  .validate(inputs.updateContactInput);

const DeleteContactInput = builder
  .inputType('DeleteContactInput', { fields: (t) => ({ id: t.globalID({ required: true }) }) })
  .validate(inputs.deleteContactInput);

const ContactCreated = builder.objectRef<contacts.Contact>('ContactCreated').implement({
  description: 'The new contact, and its edge for the viewer’s list of that kind',
  fields: (t) => ({
    contact: t.field({ type: ContactNode, resolve: (contact) => contact }),
    edge: t.field({ type: ContactEdge, resolve: (contact) => ({ cursor: String(contact.id), node: contact }) }),
  }),
});
const ContactUpdated = builder.objectRef<contacts.Contact>('ContactUpdated').implement({
  description: 'The contact as it is now',
  fields: (t) => ({ contact: t.field({ type: ContactNode, resolve: (contact) => contact }) }),
});
const ContactDeleted = builder.objectRef<inputs.ContactId>('ContactDeleted').implement({
  fields: (t) => ({ deletedId: t.globalID({ resolve: (id) => ({ type: 'Contact', id: contacts.contactKey(id) }) }) }),
});

builder.mutationFields((t) => ({
  createContact: t.field({
    type: ContactCreated,
    args: { input: t.arg({ type: CreateContactInput, required: true }) },
    errors: { ...resultNames('CreateContactResult'), types: [] },
    resolve: (_root, { input }, ctx) => contacts.createContact(ctx, input.kind, input.fields),
  }),
  updateContact: t.field({
    type: ContactUpdated,
    args: { input: t.arg({ type: UpdateContactInput, required: true }) },
    errors: { ...resultNames('UpdateContactResult'), types: [NotFoundError] },
    resolve: (_root, { input }, ctx) => contacts.updateContact(ctx, input.id, input.changes),
  }),
  deleteContact: t.field({
    type: ContactDeleted,
    args: { input: t.arg({ type: DeleteContactInput, required: true }) },
    errors: { ...resultNames('DeleteContactResult'), types: [NotFoundError] },
    resolve: (_root, { input }, ctx) => contacts.deleteContact(ctx, input.id),
  }),
}));
