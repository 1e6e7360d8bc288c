// Regional convention notes in GraphQL: the ConventionNote node, `viewer.conventionNotes`, and
// create/update/delete.
import { builder } from '../../builder.ts';
import type { ConventionNote } from '../../generated/sqlite/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import { parseRowId } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as notes from './service.ts';

export const ConventionNoteNode = builder.prismaNode('ConventionNote', {
  id: { field: 'id' },
  // node(id:) finds only the viewer's own rows: anyone else's id answers null, as if it did not exist.
  nullable: true,
  findUnique: (id, ctx) => ({ id: parseRowId(id) ?? 0, userId: ctx.viewer?.id ?? 0 }),
  authScopes: (note) => ({ self: note.userId }),
  fields: (t) => ({
    title: t.exposeString('title'),
    speaker: t.exposeString('speaker'),
    content: t.exposeString('content'),
    scriptures: t.exposeString('scriptures', { nullable: true }),
    date: t.exposeString('date', { description: 'The day of the talk, YYYY-MM-DD' }),
    session: t.exposeString('session'),
    clientId: t.exposeString('clientId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('User', 'conventionNotes', (t) =>
  t.relatedConnection('conventionNotes', {
    cursor: 'id',
    totalCount: true,
    description: 'The user’s convention notes, newest first; only the user may read them',
    authScopes: (user) => ({ self: user.id }),
    query: { orderBy: notes.CONVENTION_NOTE_ORDER },
  }),
);

// ---- inputs: every field optional in GraphQL, so that zod answers with the spec's messages.
const CreateConventionNoteInput = builder.inputType('CreateConventionNoteInput', {
  fields: (t) => ({
    title: t.string(),
    speaker: t.string(),
    content: t.string(),
    scriptures: t.string({ description: 'Optional; blank or null for none' }),
    date: t.string({ description: 'YYYY-MM-DD' }),
    session: t.string(),
    clientId: t.string({
      description: 'An id the client made up for this note; a second create with it returns the first note',
    }),
  }),
}).validate(inputs.createConventionNoteInput);

const UpdateConventionNoteInput = builder.inputType('UpdateConventionNoteInput', {
  fields: (t) => ({
    id: t.globalID({ required: true }),
    title: t.string(),
    speaker: t.string(),
    content: t.string(),
    scriptures: t.string({ description: 'Optional; blank or null for none' }),
    date: t.string({ description: 'YYYY-MM-DD' }),
    session: t.string(),
  }),
}).validate(inputs.updateConventionNoteInput);

const DeleteConventionNoteInput = builder.inputType('DeleteConventionNoteInput', {
  fields: (t) => ({ id: t.globalID({ required: true }) }),
}).validate(inputs.deleteConventionNoteInput);

// ---- payloads
const notePayload = (name: string, description: string) =>
  builder.objectRef<ConventionNote>(name).implement({
    description,
    fields: (t) => ({ conventionNote: t.field({ type: ConventionNoteNode, resolve: (note) => note }) }),
  });

const ConventionNoteCreated = notePayload('ConventionNoteCreated', 'The new note, or the one an earlier create with the same clientId made');
const ConventionNoteUpdated = notePayload('ConventionNoteUpdated', 'The changed note');
const ConventionNoteDeleted = builder.objectRef<{ id: number }>('ConventionNoteDeleted').implement({
  fields: (t) => ({ deletedId: t.globalID({ resolve: ({ id }) => ({ type: 'ConventionNote', id: String(id) }) }) }),
});

builder.mutationFields((t) => ({
  createConventionNote: t.field({
    type: ConventionNoteCreated,
    args: { input: t.arg({ type: CreateConventionNoteInput, required: true }) },
    errors: { ...resultNames('CreateConventionNoteResult'), types: [] },
    resolve: (_root, { input }, ctx) => notes.createConventionNote(ctx, input),
  }),
  updateConventionNote: t.field({
    type: ConventionNoteUpdated,
    args: { input: t.arg({ type: UpdateConventionNoteInput, required: true }) },
    errors: { ...resultNames('UpdateConventionNoteResult'), types: [NotFoundError] },
    resolve: (_root, { input }, ctx) => {
      const { id, ...fields } = input;
      return notes.updateConventionNote(ctx, id, fields);
    },
  }),
  deleteConventionNote: t.field({
    type: ConventionNoteDeleted,
    args: { input: t.arg({ type: DeleteConventionNoteInput, required: true }) },
    errors: { ...resultNames('DeleteConventionNoteResult'), types: [NotFoundError] },
    resolve: async (_root, { input }, ctx) => ({ id: await notes.deleteConventionNote(ctx, input.id) }),
  }),
}));
