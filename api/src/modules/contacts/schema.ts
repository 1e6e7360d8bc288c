// HLC and PVG contacts in GraphQL: a `Contact` interface both nodes implement (so the client
// reads either with one fragment), each kind's node, its connection on `User` and its
// create/update/delete mutations. The two kinds are registered by one function.
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { builder } from '../../builder.ts';
import { AuthenticationError, NotFoundError } from '../../lib/errors.ts';
import { parseRowId } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import { CONTACT_KIND_KEYS, CONTACT_KINDS, type ContactKind } from './kinds.ts';
import * as contacts from './service.ts';

const ContactInterface = builder.interfaceRef<contacts.Contact>('Contact').implement({
  description: 'A contact of the HLC (Hospital Liaison Committee) or PVG (Patient Visitation Group) list',
  interfaces: [builder.nodeInterfaceRef()],
  fields: (t) => ({
    name: t.exposeString('name'),
    phoneNumber: t.exposeString('phoneNumber'),
    email: t.exposeString('email'),
    position: t.exposeString('position'),
    hospital: t.exposeString('hospital', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

function registerContactKind(kind: ContactKind) {
  const { label, model, relation } = CONTACT_KINDS[kind];
  // 'Hlc', 'Pvg': the GraphQL names of this kind's types and mutations.
  const prefix = label.charAt(0) + label.slice(1).toLowerCase();
  // The two models are identical column for column, so one set of types describes both; the
  // model name passed at run time is this kind's own.
  const typedModel = model as 'HlcContact';
  const typedRelation = relation as 'hlcContacts';

  const ContactNode = builder.prismaNode(typedModel, {
    id: { field: 'id' },
    interfaces: [ContactInterface],
    // Another member's contact, or an id that names no row, is simply not there (null).
    nullable: true,
    findUnique: (id, ctx) => ({ id: parseRowId(id) ?? 0, userId: ctx.viewer?.id ?? 0 }),
    fields: () => ({}),
  });

  const ContactEdge = builder.edgeObject({ type: ContactNode, name: `${prefix}ContactEdge` });

  builder.prismaObjectField('User', typedRelation, (t) =>
    t.relatedConnection(
      typedRelation,
      {
        cursor: 'id',
        totalCount: true,
        description: `This user's ${label} contacts, newest first; only the user themselves sees any`,
        query: (_args, ctx) => ({ where: { userId: ctx.viewer?.id ?? 0 }, orderBy: contacts.NEWEST_FIRST }),
      },
      { name: `${prefix}ContactConnection` },
      ContactEdge,
    ),
  );

  const CreateInput = builder
    .inputType(`Create${prefix}ContactInput`, {
      fields: (t) => ({
        name: t.string({ description: 'Required' }),
        phoneNumber: t.string({ description: 'Required' }),
        email: t.string({ description: 'Required; a valid email address' }),
        position: t.string({ description: `One of ${CONTACT_KINDS[kind].positions.join(', ')}; Member when omitted` }),
        hospital: t.string(),
        notes: t.string(),
      }),
    })
    .validate(inputs.createContactInput(kind));

  const UpdateInput = builder
    .inputType(`Update${prefix}ContactInput`, {
      description: 'The fields to change; an omitted field keeps its value, a null hospital or notes clears it',
      fields: (t) => ({
        id: t.globalID({ required: true }),
        name: t.string(),
        phoneNumber: t.string(),
        email: t.string(),
        position: t.string(),
        hospital: t.string(),
        notes: t.string(),
      }),
    })
    .validate(inputs.updateContactByIdInput(kind));

  const DeleteInput = builder
    .inputType(`Delete${prefix}ContactInput`, { fields: (t) => ({ id: t.globalID({ required: true }) }) })
    .validate(inputs.deleteContactInput(kind));

  const Created = builder.objectRef<contacts.Contact>(`${prefix}ContactCreated`).implement({
    description: `The new ${label} contact, and its edge for the viewer's list`,
    fields: (t) => ({
      contact: t.field({ type: ContactNode, resolve: (contact) => contact }),
      edge: t.field({
        type: ContactEdge,
        resolve: (contact) => ({ cursor: formatPrismaCursor(contact, 'id'), node: contact }),
      }),
    }),
  });
  const Updated = builder.objectRef<contacts.Contact>(`${prefix}ContactUpdated`).implement({
    description: `The ${label} contact as it is now`,
    fields: (t) => ({ contact: t.field({ type: ContactNode, resolve: (contact) => contact }) }),
  });
  const Deleted = builder.objectRef<{ id: number }>(`${prefix}ContactDeleted`).implement({
    fields: (t) => ({ deletedId: t.globalID({ resolve: ({ id }) => ({ type: model, id: String(id) }) }) }),
  });

  const result = (name: string, types: (typeof AuthenticationError | typeof NotFoundError)[]) => ({
    directResult: true as const,
    union: { name },
    types,
  });

  builder.mutationField(`create${prefix}Contact`, (t) =>
    t.field({
      type: Created,
      args: { input: t.arg({ type: CreateInput, required: true }) },
      errors: result(`Create${prefix}ContactResult`, [AuthenticationError]),
      resolve: (_root, { input }, ctx) => contacts.createContact(ctx, kind, input),
    }),
  );
  builder.mutationField(`update${prefix}Contact`, (t) =>
    t.field({
      type: Updated,
      args: { input: t.arg({ type: UpdateInput, required: true }) },
      errors: result(`Update${prefix}ContactResult`, [AuthenticationError, NotFoundError]),
      resolve: (_root, { input }, ctx) => contacts.updateContact(ctx, kind, input.id, input.changes),
    }),
  );
  builder.mutationField(`delete${prefix}Contact`, (t) =>
    t.field({
      type: Deleted,
      args: { input: t.arg({ type: DeleteInput, required: true }) },
      errors: result(`Delete${prefix}ContactResult`, [AuthenticationError, NotFoundError]),
      resolve: async (_root, { input }, ctx) => ({ id: await contacts.deleteContact(ctx, kind, input.id) }),
    }),
  );
}

for (const kind of CONTACT_KIND_KEYS) registerContactKind(kind);
