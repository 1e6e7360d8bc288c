// Check-ins in GraphQL (docs/api.md, "Check-ins"): the CheckIn node, `viewer.openCheckIns` (every
// check-in the viewer sees that has not ended), `viewer.checkInLog` (the overseer's and the admins'
// record of every step), the four mutations and `checkInChanged`, which tells every screen that
// may see a check-in each step it makes.
import { builder } from '../../builder.ts';
import type { CheckIn, CheckInEvent } from '../../generated/sqlite/client.ts';
import { storedEnumValues } from '../../lib/enums.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import { parseRowId } from '../../lib/validate.ts';
import { UserNode } from '../accounts/index.ts';
import * as inputs from './inputs.ts';
import * as checkIns from './service.ts';
import type { CheckInChange } from './steps.ts';

const CheckInStatusEnum = builder.enumType('CheckInStatus', {
  description: 'Where a check-in is: ACTIVE until its due time, DUE while its member is asked, OVERDUE once its group is told, ACKNOWLEDGED once a member took it',
  values: storedEnumValues(inputs.CHECK_IN_STATUSES),
});

const CheckInStepEnum = builder.enumType('CheckInStep', {
  description: 'One step of a check-in, kept with who and when',
  values: storedEnumValues(inputs.CHECK_IN_STEPS, {
    escalated: 'Nobody took it in time: the group’s overseer and the admins were told',
    taken: 'A member pressed I’m on it',
  }),
});

const CheckInEventRef = builder.prismaObject('CheckInEvent', {
  description: 'A step of a check-in: what, who (null for the server’s own steps) and when',
  fields: (t) => ({
    step: t.field({ type: CheckInStepEnum, resolve: (e: CheckInEvent) => e.kind as inputs.CheckInStep }),
    actorName: t.exposeString('actorName', { nullable: true }),
    detail: t.exposeString('detail', { nullable: true }),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

export const CheckInNode = builder.prismaNode('CheckIn', {
  id: { field: 'id' },
  nullable: true,
  description: 'A member out alone, due back at dueAt',
  // node(id:) finds only a check-in the viewer sees: the unique id, filtered by who sees what.
  findUnique: (id, ctx) => ({ id: ctx.viewer ? (parseRowId(id) ?? 0) : 0, AND: [ctx.viewer ? checkIns.visibleWhere(ctx.viewer) : {}] }),
  authScopes: (checkIn, ctx) => checkIns.canSee(ctx.viewer, checkIn),
  fields: (t) => ({
    fullName: t.exposeString('fullName'),
    phone: t.exposeString('phone', { nullable: true, description: 'The member’s phone, for a call link' }),
    note: t.exposeString('note', { nullable: true }),
    location: t.exposeString('location', { nullable: true, description: 'The last location the member gave, as text' }),
    drill: t.exposeBoolean('drill'),
    status: t.field({ type: CheckInStatusEnum, resolve: (c) => c.status as inputs.CheckInStatus }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    dueAt: t.expose('dueAt', { type: 'DateTime' }),
    overdueAt: t.expose('overdueAt', { type: 'DateTime', nullable: true }),
    escalatedAt: t.expose('escalatedAt', { type: 'DateTime', nullable: true }),
    acknowledgedBy: t.exposeString('acknowledgedByName', { nullable: true, description: 'Who took it' }),
    acknowledgedAt: t.expose('acknowledgedAt', { type: 'DateTime', nullable: true }),
    endedAt: t.expose('endedAt', { type: 'DateTime', nullable: true }),
    endedBy: t.exposeString('endedByName', { nullable: true }),
    outcome: t.exposeString('outcome', { nullable: true }),
    isMine: t.boolean({ resolve: (c, _args, ctx) => c.userId === ctx.viewer?.id }),
    takenByMe: t.boolean({ resolve: (c, _args, ctx) => c.status === 'acknowledged' && c.acknowledgedById === ctx.viewer?.id }),
    steps: t.field({
      type: [CheckInEventRef],
      nullable: true,
      description: 'Every step with who and when: for the group’s overseer and the admins (null for others)',
      resolve: (c, _args, ctx) =>
        checkIns.readsSteps(ctx.viewer, c) ? ctx.db.checkInEvent.findMany({ where: { checkInId: c.id }, orderBy: [{ at: 'asc' }, { id: 'asc' }] }) : null,
    }),
  }),
});

builder.objectFields(UserNode, (t) => ({
  openCheckIns: t.prismaConnection({
    type: 'CheckIn',
    cursor: 'id',
    description: 'The check-ins the user sees (their own, their group’s; an admin’s, those of members in no group and those that reached the admins) not yet ended, soonest due first',
    authScopes: (user) => ({ self: user.id }),
    resolve: (query, _user, _args, ctx) => checkIns.openCheckIns(ctx, query),
  }),
  checkInLog: t.prismaConnection({
    type: 'CheckIn',
    cursor: 'id',
    description: 'Every check-in with its steps, newest first: a group overseer’s group, or every group for an admin; empty for others',
    authScopes: (user) => ({ self: user.id }),
    resolve: (query, _user, _args, ctx) => checkIns.checkInLog(ctx, query),
  }),
}));

// ---- inputs: every field optional in GraphQL, so that zod answers with the product's messages.
const StartCheckInInput = builder
  .inputType('StartCheckInInput', {
    fields: (t) => ({
      minutes: t.int({ description: `Back in this many minutes: ${inputs.MIN_MINUTES} to ${inputs.MAX_MINUTES}` }),
      note: t.string({ description: `Where and how, e.g. "Elm Street, with the car"; ${inputs.MAX_NOTE} characters at most` }),
      location: t.string({ description: 'Short text, e.g. "34.20000, -78.00000 (±12 m)"' }),
      drill: t.boolean({ description: 'A practice: shown and pushed as a drill' }),
    }),
  })
  .validate(inputs.startCheckInInput);

const ExtendCheckInInput = builder
  .inputType('ExtendCheckInInput', {
    fields: (t) => ({
      id: t.globalID(),
      minutes: t.int({ description: `Minutes to add to the later of now and the due time: ${inputs.EXTEND_MINUTES} to ${inputs.MAX_MINUTES}` }),
      location: t.string({ description: 'A newer location, when the member gives one' }),
    }),
  })
  .validate(inputs.extendCheckInInput);

const EndCheckInInput = builder
  .inputType('EndCheckInInput', {
    fields: (t) => ({ id: t.globalID(), outcome: t.string({ description: `How it ended; ${inputs.MAX_OUTCOME} characters at most` }) }),
  })
  .validate(inputs.endCheckInInput);

const AcknowledgeCheckInInput = builder
  .inputType('AcknowledgeCheckInInput', { fields: (t) => ({ id: t.globalID() }) })
  .validate(inputs.acknowledgeCheckInInput);

const payload = (name: string, description: string) =>
  builder.objectRef<CheckIn>(name).implement({ description, fields: (t) => ({ checkIn: t.field({ type: CheckInNode, resolve: (c) => c }) }) });

const CheckInStarted = payload('CheckInStarted', 'The check-in, running on the server’s clock');
const CheckInExtended = payload('CheckInExtended', 'The check-in with its new due time, active again');
const CheckInEnded = payload('CheckInEnded', 'The check-in, ended with its outcome');
const CheckInTaken = payload('CheckInTaken', 'The check-in, taken by the viewer');

const ROW_ERRORS = [ForbiddenError, NotFoundError, ConflictError];

builder.mutationFields((t) => ({
  startCheckIn: t.field({
    type: CheckInStarted,
    description: 'Starts a check-in for the viewer; their group (the admins for a member in no group) is told if they do not answer in time',
    args: { input: t.arg({ type: StartCheckInInput, required: true }) },
    errors: { ...resultNames('StartCheckInResult'), types: [ConflictError] },
    resolve: (_root, { input }, ctx) => checkIns.startCheckIn(ctx, input),
  }),
  extendCheckIn: t.field({
    type: CheckInExtended,
    description: 'The member is fine and needs more time (its member only)',
    args: { input: t.arg({ type: ExtendCheckInInput, required: true }) },
    errors: { ...resultNames('ExtendCheckInResult'), types: ROW_ERRORS },
    resolve: (_root, { input }, ctx) => checkIns.extendCheckIn(ctx, input.id, input),
  }),
  endCheckIn: t.field({
    type: CheckInEnded,
    description: 'Ends a check-in with a short outcome: its member, or whoever took it',
    args: { input: t.arg({ type: EndCheckInInput, required: true }) },
    errors: { ...resultNames('EndCheckInResult'), types: ROW_ERRORS },
    resolve: (_root, { input }, ctx) => checkIns.endCheckIn(ctx, input.id, input),
  }),
  acknowledgeCheckIn: t.field({
    type: CheckInTaken,
    description: 'I’m on it: takes an overdue check-in of someone else; a later press answers ConflictError naming who took it',
    args: { input: t.arg({ type: AcknowledgeCheckInInput, required: true }) },
    errors: { ...resultNames('AcknowledgeCheckInResult'), types: ROW_ERRORS },
    resolve: (_root, { input }, ctx) => checkIns.acknowledgeCheckIn(ctx, input.id),
  }),
}));

const CheckInChangedRef = builder.objectRef<CheckInChange>('CheckInChanged').implement({
  description: 'One step of a check-in the viewer sees',
  fields: (t) => ({
    step: t.field({ type: CheckInStepEnum, resolve: (c) => c.step }),
    checkInId: t.globalID({ resolve: (c) => ({ type: 'CheckIn', id: String(c.id) }) }),
    checkIn: t.field({
      type: CheckInNode,
      nullable: true,
      description: 'The check-in as it now is (null if the viewer may no longer see it)',
      resolve: (c, _args, ctx) => checkIns.checkInById(ctx, c.id),
    }),
  }),
});

builder.subscriptionField('checkInChanged', (t) =>
  t.field({
    type: CheckInChangedRef,
    description: 'Each step of every check-in the viewer sees, from any instance',
    subscribe: (_root, _args, ctx) => checkIns.checkInEvents(ctx),
    resolve: (change) => change,
  }),
);
