// The one write path of the device's replay engine in GraphQL: `applyChanges` takes up to 50
// queued writes, applies them in order, and answers one outcome per write (service.ts says how
// each is delivered exactly once). An applied write answers the record as it now is, so the
// client's store takes the server's version in place of its optimistic one.
import { builder } from '../../builder.ts';
import type { CalendarEvent, ConventionNote, Note, Scripture } from '../../generated/sqlite/client.ts';
import { AuthenticationError } from '../../lib/errors.ts';
import { CalendarEventNode } from '../calendar/schema.ts';
import { ConventionNoteNode } from '../convention-notes/schema.ts';
import { NoteNode } from '../notes/schema.ts';
import { ScriptureNode } from '../scriptures/schema.ts';
import * as sync from './service.ts';

const ChangeInput = builder.inputType('ChangeInput', {
  description: 'One write queued on a device',
  fields: (t) => ({
    clientId: t.string({ required: true, description: 'The id the device gave this write; a repeat answers the first outcome' }),
    type: t.string({ required: true, description: sync.RECORD_TYPES.join(', ') }),
    action: t.string({ required: true, description: 'create, update or delete' }),
    id: t.globalID({ description: 'The record, when the server has given it an id' }),
    createdBy: t.string({ description: 'For a record made on the device: the client id of its create' }),
    fields: t.string({ description: 'A JSON object: the new values (for an update, only the fields the user changed)' }),
    base: t.string({ description: 'A JSON object: for an update, the values the device last saw for those fields' }),
    madeAt: t.field({ type: 'DateTime', description: 'When the user made the change; the later write wins a conflict' }),
  }),
});

const ApplyChangesInput = builder
  .inputType('ApplyChangesInput', {
    fields: (t) => ({ changes: t.field({ type: [ChangeInput], required: true }) }),
  })
  .validate(sync.applyChangesInput);

const ChangeOutcome = builder.objectRef<sync.Outcome>('ChangeOutcome').implement({
  description: 'What became of one write: applied, refused for good (with the reason), or retry later',
  fields: (t) => ({
    clientId: t.exposeString('clientId'),
    status: t.exposeString('status', { description: 'applied, refused or retry' }),
    message: t.exposeString('message', { nullable: true, description: 'Why a write was refused, to show to the user' }),
    code: t.exposeString('code', { nullable: true }),
    note: t.field({
      type: NoteNode,
      nullable: true,
      description: 'The note as it now is (null once deleted)',
      resolve: (o, _args, ctx) => sync.recordOf(ctx, o, 'note') as Promise<Note | null> | null,
    }),
    conventionNote: t.field({
      type: ConventionNoteNode,
      nullable: true,
      resolve: (o, _args, ctx) => sync.recordOf(ctx, o, 'conventionNote') as Promise<ConventionNote | null> | null,
    }),
    calendarEvent: t.field({
      type: CalendarEventNode,
      nullable: true,
      resolve: (o, _args, ctx) => sync.recordOf(ctx, o, 'calendarEvent') as Promise<CalendarEvent | null> | null,
    }),
    scripture: t.field({
      type: ScriptureNode,
      nullable: true,
      resolve: (o, _args, ctx) => sync.recordOf(ctx, o, 'scripture') as Promise<Scripture | null> | null,
    }),
    recordId: t.globalID({
      nullable: true,
      resolve: (o) => (o.recordId == null ? null : { type: sync.TYPENAME[o.type], id: String(o.recordId) }),
    }),
    conflictCopyId: t.globalID({
      nullable: true,
      description: 'The conflict copy this update made, if any',
      resolve: (o) => (o.copyId == null ? null : { type: sync.TYPENAME[o.type], id: String(o.copyId) }),
    }),
  }),
});

const ChangesApplied = builder.objectRef<sync.Outcome[]>('ChangesApplied').implement({
  fields: (t) => ({ outcomes: t.field({ type: [ChangeOutcome], resolve: (outcomes) => outcomes }) }),
});

builder.mutationField('applyChanges', (t) =>
  t.field({
    type: ChangesApplied,
    description: `Delivers up to ${sync.MAX_CHANGES} queued writes, in order, each exactly once`,
    args: { input: t.arg({ type: ApplyChangesInput, required: true }) },
    errors: { directResult: true, union: { name: 'ApplyChangesResult' }, types: [AuthenticationError] },
    resolve: (_root, { input }, ctx) => sync.applyChanges(ctx, input.changes.map(sync.toChange)),
  }),
);
