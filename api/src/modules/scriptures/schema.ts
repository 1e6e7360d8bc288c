// Scriptures in GraphQL: the Scripture node, `viewer.scriptures`, and create/update/delete.
import { builder } from '../../builder.ts';
import type { Scripture } from '../../generated/sqlite/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import { parseRowId } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as scriptures from './service.ts';

export const ScriptureNode = builder.prismaNode('Scripture', {
  id: { field: 'id' },
  // node(id:) finds only the viewer's own rows: anyone else's id answers null, as if it did not exist.
  nullable: true,
  findUnique: (id, ctx) => ({ id: parseRowId(id) ?? 0, userId: ctx.viewer?.id ?? 0 }),
  authScopes: (scripture) => ({ self: scripture.userId }),
  fields: (t) => ({
    reference: t.exposeString('reference'),
    text: t.exposeString('text'),
    notes: t.exposeString('notes', { nullable: true }),
    favorite: t.exposeBoolean('favorite'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('User', 'scriptures', (t) =>
  t.relatedConnection('scriptures', {
    cursor: 'id',
    totalCount: true,
    description: 'The user’s Bible verses, newest first; only the user may read them',
    authScopes: (user) => ({ self: user.id }),
    query: { orderBy: scriptures.SCRIPTURE_ORDER },
  }),
);

// ---- inputs: every field optional in GraphQL, so that zod answers with the spec's messages.
const CreateScriptureInput = builder.inputType('CreateScriptureInput', {
  fields: (t) => ({
    reference: t.string(),
    text: t.string(),
    notes: t.string(),
    favorite: t.boolean(),
  }),
}).validate(inputs.createScriptureInput);

const UpdateScriptureInput = builder.inputType('UpdateScriptureInput', {
  fields: (t) => ({
    id: t.globalID({ required: true }),
    reference: t.string(),
    text: t.string(),
    notes: t.string({ description: 'Blank or null clears the notes' }),
    favorite: t.boolean(),
  }),
}).validate(inputs.updateScriptureInput);

const DeleteScriptureInput = builder.inputType('DeleteScriptureInput', {
  fields: (t) => ({ id: t.globalID({ required: true }) }),
}).validate(inputs.deleteScriptureInput);

// ---- payloads
const scripturePayload = (name: string, description: string) =>
  builder.objectRef<Scripture>(name).implement({
    description,
    fields: (t) => ({ scripture: t.field({ type: ScriptureNode, resolve: (scripture) => scripture }) }),
  });

const ScriptureCreated = scripturePayload('ScriptureCreated', 'The new scripture');
const ScriptureUpdated = scripturePayload('ScriptureUpdated', 'The changed scripture');
const ScriptureDeleted = builder.objectRef<{ id: number }>('ScriptureDeleted').implement({
  fields: (t) => ({ deletedId: t.globalID({ resolve: ({ id }) => ({ type: 'Scripture', id: String(id) }) }) }),
});

builder.mutationFields((t) => ({
  createScripture: t.field({
    type: ScriptureCreated,
    args: { input: t.arg({ type: CreateScriptureInput, required: true }) },
    errors: { ...resultNames('CreateScriptureResult'), types: [] },
    resolve: (_root, { input }, ctx) => scriptures.createScripture(ctx, input),
  }),
  updateScripture: t.field({
    type: ScriptureUpdated,
    args: { input: t.arg({ type: UpdateScriptureInput, required: true }) },
    errors: { ...resultNames('UpdateScriptureResult'), types: [NotFoundError] },
    resolve: (_root, { input }, ctx) => {
      const { id, ...fields } = input;
      return scriptures.updateScripture(ctx, id, fields);
    },
  }),
  deleteScripture: t.field({
    type: ScriptureDeleted,
    args: { input: t.arg({ type: DeleteScriptureInput, required: true }) },
    errors: { ...resultNames('DeleteScriptureResult'), types: [NotFoundError] },
    resolve: async (_root, { input }, ctx) => ({ id: await scriptures.deleteScripture(ctx, input.id) }),
  }),
}));
