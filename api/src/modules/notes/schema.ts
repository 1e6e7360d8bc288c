// Notes in GraphQL: the Note node, `viewer.notes` (a connection with the category and search
// filters) and createNote / updateNote / deleteNote. Each mutation answers with the changed node
// and its edge, so the client's lists update without a refetch.
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { GraphQLError } from 'graphql';
import { builder } from '../../builder.ts';
import type { Note } from '../../generated/sqlite/client.ts';
import { storedEnumValues } from '../../lib/enums.ts';
import { AppError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import { parseInput, parseRowId } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as notes from './service.ts';

export const NoteCategoryEnum = builder.enumType('NoteCategory', {
  description: 'A note’s category; MINISTRY_CONDUCTOR_IDEAS holds the ministry ideas, for conductors only',
  values: storedEnumValues(inputs.CATEGORIES),
});

export const NoteNode = builder.prismaNode('Note', {
  id: { field: 'id' },
  // node(id:) answers null for another user's note, exactly as for an id with no row, and for an
  // idea when the viewer is not a conductor.
  nullable: true,
  findUnique: (id, ctx) => notes.visibleNoteWhere(ctx, parseRowId(id)),
  authScopes: (note) => ({ self: note.userId }),
  fields: (t) => ({
    title: t.exposeString('title'),
    content: t.exposeString('content'),
    category: t.field({ type: NoteCategoryEnum, resolve: (note) => note.category as inputs.Category }),
    householderName: t.exposeString('householderName', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    timeContacted: t.exposeString('timeContacted', { nullable: true, description: 'A time of day such as 14:30' }),
    literatureLeft: t.exposeString('literatureLeft', { nullable: true }),
    clientId: t.exposeString('clientId', { nullable: true, description: 'The id the offline queue gave the note, if any' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const NoteEdge = builder.edgeObject({ name: 'NoteEdge', type: NoteNode });
const NoteConnection = builder.connectionObject(
  {
    type: NoteNode,
    name: 'NoteConnection',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many notes the filters match, on every page',
        resolve: (connection) => {
          const { totalCount } = connection as { totalCount?: number | (() => number | Promise<number>) };
          return typeof totalCount === 'function' ? totalCount() : (totalCount ?? 0);
        },
      }),
    }),
  },
  NoteEdge,
);

const edgeOf = (note: Note) => ({ cursor: formatPrismaCursor(note, 'id'), node: note });

/** A refusal meant for the user, as a GraphQL error that masking lets through. */
function exposed(error: unknown): never {
  if (error instanceof AppError) {
    throw new GraphQLError(error.message, { extensions: { code: error.code, http: { status: error.status } } });
  }
  throw error;
}

const listArgs = (args: { category?: string | null; search?: string | null }) =>
  parseInput(inputs.listNotesArgs, { category: args.category, search: args.search });

builder.prismaObjectField('User', 'notes', (t) =>
  t.prismaConnection(
    {
      type: 'Note',
      cursor: 'id',
      description:
        'This user’s notes, newest first. Without a category: the Personal Notes (every category but the ministry ideas).',
      args: {
        category: t.arg({ type: NoteCategoryEnum, description: 'One category only' }),
        search: t.arg.string({ description: 'Keeps the notes whose title, content or householder name contains it, ignoring case' }),
      },
      authScopes: (user) => ({ self: user.id }),
      totalCount: async (_user, args, ctx) => {
        try {
          return await notes.countNotes(ctx, listArgs(args));
        } catch (error) {
          return exposed(error);
        }
      },
      resolve: async (query, _user, args, ctx) => {
        try {
          return await notes.notesPage(ctx, listArgs(args), query);
        } catch (error) {
          return exposed(error);
        }
      },
    },
    NoteConnection,
  ),
);

// ---- inputs: every field optional in GraphQL, so that zod answers with the spec's messages.
const CreateNoteInput = builder
  .inputType('CreateNoteInput', {
    fields: (t) => ({
      title: t.string(),
      content: t.string(),
      category: t.field({ type: NoteCategoryEnum, description: 'GENERAL when omitted' }),
      householderName: t.string(),
      address: t.string(),
      timeContacted: t.string({ description: 'A time of day such as 14:30' }),
      literatureLeft: t.string(),
      clientId: t.string({ description: 'A client-generated id: a second create with the same one answers the first note' }),
    }),
  })
  .validate(inputs.createNoteInput);

const UpdateNoteInput = builder
  .inputType('UpdateNoteInput', {
    description: 'Absent fields stay as they are; a householder field sent null or blank is cleared',
    fields: (t) => ({
      id: t.globalID({ required: true }),
      title: t.string(),
      content: t.string(),
      category: t.field({ type: NoteCategoryEnum }),
      householderName: t.string(),
      address: t.string(),
      timeContacted: t.string(),
      literatureLeft: t.string(),
    }),
  })
  .validate(inputs.updateNoteInput);

const DeleteNoteInput = builder
  .inputType('DeleteNoteInput', { fields: (t) => ({ id: t.globalID({ required: true }) }) })
  .validate(inputs.deleteNoteInput);

// ---- payloads
const notePayload = (name: string, description: string) =>
  builder.objectRef<Note>(name).implement({
    description,
    fields: (t) => ({
      note: t.field({ type: NoteNode, resolve: (note) => note }),
      edge: t.field({ type: NoteEdge, resolve: edgeOf }),
    }),
  });

const NoteCreated = notePayload('NoteCreated', 'The new note (or, for a repeated client id, the note made the first time)');
const NoteUpdated = notePayload('NoteUpdated', 'The changed note');
const NoteDeleted = builder.objectRef<{ id: number }>('NoteDeleted').implement({
  fields: (t) => ({ deletedId: t.globalID({ resolve: ({ id }) => ({ type: 'Note', id: String(id) }) }) }),
});

builder.mutationFields((t) => ({
  createNote: t.field({
    type: NoteCreated,
    args: { input: t.arg({ type: CreateNoteInput, required: true }) },
    errors: { ...resultNames('CreateNoteResult'), types: [ForbiddenError] },
    resolve: async (_root, { input }, ctx) => (await notes.createNote(ctx, input)).note,
  }),
  updateNote: t.field({
    type: NoteUpdated,
    args: { input: t.arg({ type: UpdateNoteInput, required: true }) },
    errors: { ...resultNames('UpdateNoteResult'), types: [ForbiddenError, NotFoundError] },
    resolve: (_root, { input }, ctx) => {
      const { id, ...fields } = input;
      return notes.updateNote(ctx, id, fields);
    },
  }),
  deleteNote: t.field({
    type: NoteDeleted,
    args: { input: t.arg({ type: DeleteNoteInput, required: true }) },
    errors: { ...resultNames('DeleteNoteResult'), types: [ForbiddenError, NotFoundError] },
    resolve: async (_root, { input }, ctx) => ({ id: await notes.deleteNote(ctx, input.id) }),
  }),
}));
