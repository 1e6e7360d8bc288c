// The one write path of the device's replay engine in GraphQL: `applyChanges` takes up to 50
// queued writes, applies them in order, and answers one outcome per write (service.ts says how
// each is delivered exactly once). An applied write answers the record as it now is, so the
// client's store takes the server's version in place of its optimistic one.
import { CHANGE_ACTIONS, CHANGE_STATUSES, RECORD_TYPES } from '@ministry/shared/records.ts';
import { builder } from '../../builder.ts';
import type {
  AlertResponse,
  CalendarEvent,
  CheckIn,
  ConventionNote,
  EmergencyAlert,
  GpsRoute,
  MinistryExperience,
  Note,
  Scripture,
  ServiceEntry,
  ShepherdingCallRequest,
  Territory,
  TerritoryHouse,
  Video,
} from '../../generated/sqlite/client.ts';
import { AuthenticationError } from '../../lib/errors.ts';
import { inMemberLanguage } from '../../lib/server-words.ts';
import { CalendarEventNode } from '../calendar/index.ts';
import { ContactNode, type Contact } from '../contacts/index.ts';
import { GpsRouteNode } from '../gps/index.ts';
import { ConventionNoteNode } from '../convention-notes/index.ts';
import { MinistryExperienceNode } from '../experiences/index.ts';
import { NoteNode } from '../notes/index.ts';
import { ServiceEntryNode } from '../report/index.ts';
import { ReturnVisitCallNode, ReturnVisitNode } from '../return-visits/index.ts';
import { ScriptureNode } from '../scriptures/index.ts';
import { EmergencyAlertNode } from '../service-group/index.ts';
import { ShepherdingRequestNode } from '../shepherding/index.ts';
import { CheckInNode } from '../check-ins/index.ts';
import { TerritoryHouseNode, TerritoryNode } from '../territories/index.ts';
import { VideoNode } from '../videos/index.ts';
import * as sync from './service.ts';

// The lists are the contract's own (shared/src/records.ts), written as they travel: lower case.
const RecordTypeEnum = builder.enumType('RecordType', { description: 'A kind of record a device writes through its outbox', values: RECORD_TYPES });
const ChangeActionEnum = builder.enumType('ChangeAction', { description: 'What a queued write does to its record', values: CHANGE_ACTIONS });
const ChangeStatusEnum = builder.enumType('ChangeStatus', {
  description: 'What became of a write: applied and refused are final; retry means send it again',
  values: CHANGE_STATUSES,
});

const ChangeInput = builder.inputType('ChangeInput', {
  description: 'One write queued on a device',
  fields: (t) => ({
    clientId: t.string({ required: true, description: 'The id the device gave this write; a repeat answers the first outcome' }),
    type: t.field({ type: RecordTypeEnum, required: true }),
    action: t.field({ type: ChangeActionEnum, required: true }),
    id: t.globalID({ description: 'The record, when the server has given it an id' }),
    createdBy: t.string({ description: 'For a record made on the device: the client id of its create' }),
    fields: t.string({ description: 'A JSON object: the new values (for an update, only the fields the user changed)' }),
    base: t.string({ description: 'A JSON object: for an update, the values the device last saw for those fields' }),
    madeAt: t.field({ type: 'DateTime', description: 'When the user made the change; the later write wins a conflict' }),
    file: t.field({ type: 'Upload', description: 'A territory’s or an experience’s image (a GraphQL multipart request), under 10 MB; on a territory’s update it replaces the old one' }),
  }),
});

const ApplyChangesInput = builder
  .inputType('ApplyChangesInput', {
    fields: (t) => ({
      changes: t.field({ type: [ChangeInput], required: true }),
      owner: t.globalID({
        description: 'The account the device queued these writes for: a batch sent while another account is signed in is refused, whole',
      }),
    }),
  })
  .validate(sync.applyChangesInput);

const ChangeOutcome = builder.objectRef<sync.Outcome>('ChangeOutcome').implement({
  description: 'What became of one write: applied, refused for good (with the reason), or retry later',
  fields: (t) => ({
    clientId: t.exposeString('clientId'),
    status: t.expose('status', { type: ChangeStatusEnum }),
    message: t.string({
      nullable: true,
      description: 'Why a write was refused, to show to the user, in the language of the request',
      resolve: (o, _args, ctx) => (o.message == null ? null : inMemberLanguage(o.message, ctx.language)),
    }),
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
    contact: t.field({
      type: ContactNode,
      nullable: true,
      description: 'The contact of either list as it now is',
      resolve: (o, _args, ctx) =>
        (sync.recordOf(ctx, o, 'hlcContact') ?? sync.recordOf(ctx, o, 'pvgContact')) as Promise<Contact | null> | null,
    }),
    video: t.field({
      type: VideoNode,
      nullable: true,
      resolve: (o, _args, ctx) => sync.recordOf(ctx, o, 'video') as Promise<Video | null> | null,
    }),
    alert: t.field({
      type: EmergencyAlertNode,
      nullable: true,
      description: 'The status alert sent to the group',
      resolve: (o, _args, ctx) => sync.recordOf(ctx, o, 'statusAlert') as Promise<EmergencyAlert | null> | null,
    }),
    respondedAlert: t.field({
      type: EmergencyAlertNode,
      nullable: true,
      description: 'For a response to an alert: the alert, with its responses as they now are',
      resolve: async (o, _args, ctx) => {
        const response = (await sync.recordOf(ctx, o, 'alertResponse')) as AlertResponse | null;
        return response ? ctx.db.emergencyAlert.findUnique({ where: { id: response.alertId } }) : null;
      },
    }),
    checkIn: t.field({
      type: CheckInNode,
      nullable: true,
      description: 'The check-in as it now is, running on the server’s clock',
      resolve: (o, _args, ctx) => sync.recordOf(ctx, o, 'checkIn') as Promise<CheckIn | null> | null,
    }),
    shepherdingRequest: t.field({
      type: ShepherdingRequestNode,
      nullable: true,
      description: 'The shepherding-call request as the elders see it',
      resolve: (o, _args, ctx) => sync.recordOf(ctx, o, 'shepherdingRequest') as Promise<ShepherdingCallRequest | null> | null,
    }),
    territory: t.field({
      type: TerritoryNode,
      nullable: true,
      description: 'The territory as it now is (null once deleted)',
      resolve: (o, _args, ctx) => sync.recordOf(ctx, o, 'territory') as Promise<Territory | null> | null,
    }),
    territoryHouse: t.field({
      type: TerritoryHouseNode,
      nullable: true,
      description: 'The house as it now is (its territory’s figures are read from the territory)',
      resolve: (o, _args, ctx) =>
        sync.recordOf(ctx, o, 'territoryHouse') as Promise<(TerritoryHouse & { territory: { userId: number } }) | null> | null,
    }),
    gpsRoute: t.field({
      type: GpsRouteNode,
      nullable: true,
      description: 'The recorded route as the server computed it from its points (null once deleted)',
      resolve: (o, _args, ctx) => sync.recordOf(ctx, o, 'gpsRoute') as Promise<GpsRoute | null> | null,
    }),
    serviceEntry: t.field({
      type: ServiceEntryNode,
      nullable: true,
      description: 'The time entry as it now is (null once deleted); the month’s figures are read with the report',
      resolve: (o, _args, ctx) => sync.recordOf(ctx, o, 'serviceEntry') as Promise<ServiceEntry | null> | null,
    }),
    returnVisit: t.field({
      type: ReturnVisitNode,
      nullable: true,
      description: 'The return visit as it now is (null once deleted)',
      resolve: (o, _args, ctx) =>
        o.type === 'returnVisit' && o.recordId != null && ctx.viewer
          ? ctx.db.returnVisit.findFirst({ where: { id: o.recordId, userId: ctx.viewer.id } })
          : null,
    }),
    returnVisitCall: t.field({
      type: ReturnVisitCallNode,
      nullable: true,
      description: 'The call as it now is (null once deleted)',
      resolve: (o, _args, ctx) =>
        o.type === 'returnVisitCall' && o.recordId != null && ctx.viewer
          ? ctx.db.returnVisitCall.findFirst({ where: { id: o.recordId, returnVisit: { userId: ctx.viewer.id } }, include: { returnVisit: { select: { userId: true } } } })
          : null,
    }),
    calledReturnVisit: t.field({
      type: ReturnVisitNode,
      nullable: true,
      description: 'For a call: its return visit, with its last call and next visit as they now are',
      resolve: async (o, _args, ctx) => {
        if (o.type !== 'returnVisitCall' || o.recordId == null || !ctx.viewer) return null;
        const call = await ctx.db.returnVisitCall.findFirst({ where: { id: o.recordId, returnVisit: { userId: ctx.viewer.id } }, select: { returnVisitId: true } });
        return call ? ctx.db.returnVisit.findUnique({ where: { id: call.returnVisitId } }) : null;
      },
    }),
    experience: t.field({
      type: MinistryExperienceNode,
      nullable: true,
      description: 'The experience as it now is (null once deleted)',
      resolve: (o, _args, ctx) => sync.recordOf(ctx, o, 'experience') as Promise<MinistryExperience | null> | null,
    }),
    recordId: t.globalID({
      nullable: true,
      resolve: (o) => (o.recordId == null ? null : sync.globalIdOf(o.type, o.recordId)),
    }),
    conflictCopyId: t.globalID({
      nullable: true,
      description: 'The conflict copy this update made, if any',
      resolve: (o) => (o.copyId == null ? null : sync.globalIdOf(o.type, o.copyId)),
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
    resolve: (_root, { input }, ctx) => sync.applyChanges(ctx, input.changes.map(sync.toChange), input.owner),
  }),
);
