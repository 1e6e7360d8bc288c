// Transcripts in GraphQL: the Transcript node, `viewer.transcripts`, createTranscript and
// deleteTranscript. The create answers with the node and its edge, so the list updates itself.
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { builder } from '../../builder.ts';
import type { Transcript } from '../../generated/sqlite/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import { parseRowId } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as transcripts from './service.ts';

type EnumName<L extends string> = Uppercase<L extends `${infer A}-${infer B}` ? `${A}_${B}` : L>;
const enumName = <L extends string>(language: L) => language.replace('-', '_').toUpperCase() as EnumName<L>;

export const TranscriptLanguageEnum = builder.enumType('TranscriptLanguage', {
  description: 'A language the speech recognition listens for (its BCP 47 code is the value stored)',
  values: Object.fromEntries(inputs.LANGUAGES.map((l) => [enumName(l), { value: l }])) as Record<
    EnumName<inputs.Language>,
    { value: inputs.Language }
  >,
});

export const TranscriptNode = builder.prismaNode('Transcript', {
  id: { field: 'id' },
  // node(id:) finds only the viewer's own rows: anyone else's id answers null.
  nullable: true,
  findUnique: (id, ctx) => ({ id: parseRowId(id) ?? 0, userId: ctx.viewer?.id ?? 0 }),
  authScopes: (transcript) => ({ self: transcript.userId }),
  fields: (t) => ({
    text: t.exposeString('text'),
    duration: t.exposeInt('duration', { description: 'Seconds of speech' }),
    language: t.field({ type: TranscriptLanguageEnum, resolve: (row) => row.language as inputs.Language }),
    clientId: t.exposeString('clientId', { nullable: true, description: 'The id the browser gave the save' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const TranscriptEdge = builder.edgeObject({ name: 'TranscriptEdge', type: TranscriptNode });

builder.prismaObjectField('User', 'transcripts', (t) =>
  t.relatedConnection('transcripts', {
    cursor: 'id',
    totalCount: true,
    description: 'The user’s saved transcripts, newest first; only the user may read them',
    authScopes: (user) => ({ self: user.id }),
    query: { orderBy: transcripts.TRANSCRIPT_ORDER },
  }),
);

const CreateTranscriptInput = builder
  .inputType('CreateTranscriptInput', {
    fields: (t) => ({
      text: t.string(),
      language: t.field({ type: TranscriptLanguageEnum, required: true }),
      duration: t.int({ description: 'Seconds of speech; 0 when omitted' }),
      clientId: t.string({ description: 'A browser-made id: a second save with the same one answers the first transcript' }),
    }),
  })
  .validate(inputs.createTranscriptInput);

const DeleteTranscriptInput = builder
  .inputType('DeleteTranscriptInput', { fields: (t) => ({ id: t.globalID({ required: true }) }) })
  .validate(inputs.deleteTranscriptInput);

const TranscriptCreated = builder.objectRef<Transcript>('TranscriptCreated').implement({
  description: 'The saved transcript (or, for a repeated client id, the one saved the first time)',
  fields: (t) => ({
    transcript: t.field({ type: TranscriptNode, resolve: (row) => row }),
    edge: t.field({ type: TranscriptEdge, resolve: (row) => ({ cursor: formatPrismaCursor(row, 'id'), node: row }) }),
  }),
});
const TranscriptDeleted = builder.objectRef<{ id: number }>('TranscriptDeleted').implement({
  fields: (t) => ({ deletedId: t.globalID({ resolve: ({ id }) => ({ type: 'Transcript', id: String(id) }) }) }),
});

builder.mutationFields((t) => ({
  createTranscript: t.field({
    type: TranscriptCreated,
    args: { input: t.arg({ type: CreateTranscriptInput, required: true }) },
    errors: { ...resultNames('CreateTranscriptResult'), types: [] },
    resolve: (_root, { input }, ctx) => transcripts.createTranscript(ctx, input),
  }),
  deleteTranscript: t.field({
    type: TranscriptDeleted,
    args: { input: t.arg({ type: DeleteTranscriptInput, required: true }) },
    errors: { ...resultNames('DeleteTranscriptResult'), types: [NotFoundError] },
    resolve: async (_root, { input }, ctx) => ({ id: await transcripts.deleteTranscript(ctx, input.id) }),
  }),
}));
