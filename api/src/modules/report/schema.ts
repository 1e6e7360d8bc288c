// The field service report in GraphQL (docs/product/report.md): the ServiceEntry node, the viewer's
// month (`viewer.serviceReport`), entries, timer, settings and recent GPS recordings, a group
// overseer's totals, and the mutations with typed errors. Every figure is computed by arithmetic.ts
// on the server and exposed as a typed field, so every client shows the same numbers.
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { GraphQLError } from 'graphql';
import type { ZodType } from 'zod';
import { builder } from '../../builder.ts';
import { ServiceGroupNumberEnum } from '../common/index.ts';
import type { ServiceEntry } from '../../generated/sqlite/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import { parseRowId } from '../../lib/validate.ts';
import { KINDS, ROLES, ROUNDINGS } from './arithmetic.ts';
import * as inputs from './inputs.ts';
import * as report from './service.ts';

const enumValues = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v }])) as Record<Uppercase<T>, { value: T }>;

const ReportRoleEnum = builder.enumType('ReportRole', { description: 'How a member reports', values: enumValues(ROLES) });
const ServiceKindEnum = builder.enumType('ServiceKind', { description: 'A kind of witnessing', values: enumValues(KINDS) });
const TimerRoundingEnum = builder.enumType('TimerRounding', {
  description: 'How the timer rounds down when it becomes an entry',
  values: enumValues(ROUNDINGS),
});

/** A query argument checked by its zod rule; a GraphQLError reaches the client as it is. */
function argument<T>(schema: ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new GraphQLError(parsed.error.issues[0]?.message ?? 'Invalid input', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return parsed.data;
}

export const ServiceEntryNode = builder.prismaNode('ServiceEntry', {
  id: { field: 'id' },
  nullable: true,
  // Another member's entry is simply not there: node(id:) answers null.
  findUnique: (id, ctx) => ({ id: parseRowId(id) ?? 0, userId: ctx.viewer?.id ?? 0 }),
  authScopes: (entry) => ({ self: entry.userId }),
  fields: (t) => ({
    date: t.exposeString('date', { description: "The member's calendar day, YYYY-MM-DD" }),
    minutes: t.exposeInt('minutes'),
    kind: t.field({ type: ServiceKindEnum, resolve: (entry) => entry.kind as (typeof KINDS)[number] }),
    credit: t.exposeBoolean('credit', { description: 'Credit time, kept apart from field time' }),
    note: t.exposeString('note', { nullable: true }),
    source: t.exposeString('source', { nullable: true, description: '"timer", or "gps:<route id>" for a GPS recording' }),
  }),
});

const ServiceEntryEdge = builder.edgeObject({ name: 'ServiceEntryEdge', type: ServiceEntryNode });

const ServiceReportRef = builder.objectRef<report.MonthReport>('ServiceReport').implement({
  description: "A month of the member's report, computed for their today. Hours are null for a role that does not report them.",
  fields: (t) => {
    const hoursOnly = (pick: (r: report.MonthReport) => number | null, description?: string) =>
      t.int({ nullable: true, description, resolve: (r) => (r.reportsHours ? pick(r) : null) });
    return {
      month: t.exposeString('month', { description: 'YYYY-MM' }),
      today: t.exposeString('today', { description: "The member's day, from the time zone the device sent" }),
      serviceYearFirst: t.exposeString('serviceYearFirst', { description: 'The September that starts the service year' }),
      serviceYearLast: t.exposeString('serviceYearLast', { description: 'The August that ends it' }),
      reportsHours: t.exposeBoolean('reportsHours'),
      bibleStudies: t.exposeInt('bibleStudies'),
      participated: t.exposeBoolean('participated', { description: 'Took part in the ministry (publishers)' }),
      sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
      reminderMonth: t.exposeString('reminderMonth', { nullable: true, description: 'The month to remind the member to send, seen from today' }),
      ownStandardMinutes: hoursOnly((r) => r.ownStandardMinutes, "Field minutes of this month's entries"),
      carriedInMinutes: hoursOnly((r) => r.carriedInMinutes, 'Leftover field minutes from the month before'),
      standardMinutes: hoursOnly((r) => r.standardMinutes),
      standardHours: hoursOnly((r) => r.standardHours, 'Whole field hours on the report'),
      carriedOutMinutes: hoursOnly((r) => r.carriedOutMinutes, 'Left below a full hour: rolls into next month'),
      creditMinutes: hoursOnly((r) => r.creditMinutes),
      creditHours: hoursOnly((r) => r.creditHours, 'Whole credit hours on the report, after the cap'),
      creditHoursThisYear: hoursOnly((r) => r.creditHoursThisYear),
      creditHoursLeftThisYear: hoursOnly((r) => r.creditHoursLeftThisYear, 'What the cap still allows'),
      countedMinutes: hoursOnly((r) => r.countedMinutes),
      countedMinutesThisYear: hoursOnly((r) => r.countedMinutesThisYear),
      monthlyGoalHours: t.float({ nullable: true, resolve: (r) => r.monthlyGoalHours }),
      annualGoalHours: t.float({ nullable: true, resolve: (r) => r.annualGoalHours }),
      monthMinutesLeft: hoursOnly((r) => r.monthMinutesLeft),
      yearMinutesLeft: hoursOnly((r) => r.yearMinutesLeft),
      daysLeftInMonth: t.exposeInt('daysLeftInMonth'),
      daysLeftInYear: t.exposeInt('daysLeftInYear'),
      monthPaceMinutesPerWeek: hoursOnly((r) => r.monthPaceMinutesPerWeek, 'Minutes a week needed for the monthly goal'),
      yearPaceMinutesPerWeek: hoursOnly((r) => r.yearPaceMinutesPerWeek, 'Minutes a week needed for the annual goal'),
    };
  },
});

const ReportSettingsRef = builder.objectRef<report.Settings>('ReportSettings').implement({
  fields: (t) => ({
    role: t.field({ type: ReportRoleEnum, resolve: (s) => s.role }),
    monthlyGoalHours: t.float({ nullable: true, description: "null: the role's default", resolve: (s) => s.monthlyGoalHours }),
    annualGoalHours: t.float({ nullable: true, description: "null: the role's default", resolve: (s) => s.annualGoalHours }),
    creditCapHours: t.float({ resolve: (s) => s.creditCapHours }),
    rounding: t.field({ type: TimerRoundingEnum, resolve: (s) => s.rounding }),
  }),
});

const ServiceTimerRef = builder.objectRef<report.TimerState>('ServiceTimer').implement({
  description: "The member's timer, kept on the server",
  fields: (t) => ({
    running: t.exposeBoolean('running'),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true, description: 'When the current run started' }),
    elapsedSeconds: t.exposeInt('elapsedSeconds', { description: 'Seconds counted as of `at`' }),
    at: t.expose('at', { type: 'DateTime', description: "The server's instant the count is for" }),
  }),
});

type RecentRoute = Awaited<ReturnType<typeof report.recentRoutes>>[number];
const GpsRecordingRef = builder.objectRef<RecentRoute>('GpsRecording').implement({
  description: 'A recent GPS recording of the member, which one action turns into a time entry',
  fields: (t) => ({
    routeId: t.globalID({ resolve: (r) => ({ type: 'GpsRoute', id: String(r.id) }) }),
    name: t.exposeString('name'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    durationSeconds: t.exposeInt('durationSeconds'),
    added: t.exposeBoolean('added', { description: 'Already a time entry' }),
  }),
});

const GroupTotalsRef = builder.objectRef<report.GroupTotals>('GroupReportTotals').implement({
  description: "A service group's month in numbers, for its overseer: no one's entries or notes",
  fields: (t) => ({
    month: t.exposeString('month'),
    groupNumber: t.expose('groupNumber', { type: ServiceGroupNumberEnum }),
    members: t.exposeInt('members'),
    reported: t.exposeInt('reported'),
    notReported: t.exposeInt('notReported'),
    hours: t.exposeInt('hours', { description: 'Reported hours of the members who report hours' }),
    bibleStudies: t.exposeInt('bibleStudies'),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  serviceReport: t.field({
    type: ServiceReportRef,
    description: "The member's report for a month",
    authScopes: (user) => ({ self: user.id }),
    args: {
      month: t.arg.string({ required: true, description: 'YYYY-MM' }),
      timeZone: t.arg.string({ required: true, description: "The device's IANA time zone: it decides the member's today" }),
      today: t.arg.string({ description: "The device's date, YYYY-MM-DD; read from timeZone and the server's clock when omitted" }),
    },
    resolve: (user, args, ctx) => report.monthReport(ctx, user.id, argument(inputs.monthInput, args)),
  }),
  reportSettings: t.field({
    type: ReportSettingsRef,
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, _args, ctx) => report.settingsOf(ctx, user.id),
  }),
  serviceTimer: t.field({
    type: ServiceTimerRef,
    authScopes: (user) => ({ self: user.id }),
    resolve: (_user, _args, ctx) => report.viewerTimer(ctx),
  }),
  recentGpsRecordings: t.field({
    type: [GpsRecordingRef],
    description: `The member's last ${report.RECENT_ROUTES} GPS recordings`,
    authScopes: (user) => ({ self: user.id }),
    resolve: (_user, _args, ctx) => report.recentRoutes(ctx),
  }),
  groupReportTotals: t.field({
    type: GroupTotalsRef,
    nullable: true,
    description: "The service group's totals for a month; null unless the member is its overseer",
    authScopes: (user) => ({ self: user.id }),
    args: { month: t.arg.string({ required: true, description: 'YYYY-MM' }) },
    resolve: (_user, args, ctx) => report.groupTotals(ctx, argument(inputs.month, args.month)),
  }),
  serviceEntries: t.relatedConnection(
    'serviceEntries',
    {
      description: "The member's entries of a month, by date (100 a page)",
      cursor: 'id',
      totalCount: true,
      maxSize: 100,
      args: { month: t.arg.string({ required: true, description: 'YYYY-MM' }) },
      authScopes: (user) => ({ self: user.id }),
      query: (args) => ({ where: report.entriesOfMonth(argument(inputs.month, args.month)), orderBy: report.ENTRY_ORDER }),
    },
    { name: 'ServiceEntryConnection' },
    ServiceEntryEdge,
  ),
}));

// ---- inputs
const entryInputFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  date: t.string({ required: true, description: 'YYYY-MM-DD' }),
  hours: t.int(),
  minutes: t.int(),
  kind: t.field({ type: ServiceKindEnum, description: 'HOUSE_TO_HOUSE when omitted' }),
  credit: t.boolean({ description: 'false when omitted' }),
  note: t.string(),
});

const CreateServiceEntryInput = builder
  .inputType('CreateServiceEntryInput', { fields: (t) => entryInputFields(t) })
  .validate(inputs.createEntryInput);

const UpdateServiceEntryInput = builder
  .inputType('UpdateServiceEntryInput', {
    description: 'The whole entry, as the form shows it',
    fields: (t) => ({ id: t.globalID({ required: true }), ...entryInputFields(t) }),
  })
  .validate(inputs.updateEntryInput);

const DeleteServiceEntryInput = builder
  .inputType('DeleteServiceEntryInput', { fields: (t) => ({ id: t.globalID({ required: true }) }) })
  .validate(inputs.deleteEntryInput);

const UpdateServiceMonthInput = builder
  .inputType('UpdateServiceMonthInput', {
    description: 'Only the fields sent change',
    fields: (t) => ({ month: t.string({ required: true }), bibleStudies: t.int(), participated: t.boolean() }),
  })
  .validate(inputs.updateMonthInput);

const UpdateReportSettingsInput = builder
  .inputType('UpdateReportSettingsInput', {
    fields: (t) => ({
      role: t.field({ type: ReportRoleEnum, required: true }),
      monthlyGoalHours: t.float({ description: "null: the role's default" }),
      annualGoalHours: t.float({ description: "null: the role's default" }),
      creditCapHours: t.float({ description: 'kept when omitted' }),
      rounding: t.field({ type: TimerRoundingEnum, description: 'kept when omitted' }),
    }),
  })
  .validate(inputs.settingsInput);

const StopServiceTimerInput = builder
  .inputType('StopServiceTimerInput', {
    fields: (t) => ({
      timeZone: t.string({ required: true, description: "The device's IANA time zone: the entry is dated the member's today" }),
      kind: t.field({ type: ServiceKindEnum }),
    }),
  })
  .validate(inputs.stopTimerInput);

const AddEntryFromRouteInput = builder
  .inputType('AddEntryFromRouteInput', {
    fields: (t) => ({ routeId: t.globalID({ required: true }), timeZone: t.string({ required: true }) }),
  })
  .validate(inputs.entryFromRouteInput);


// ---- payloads
const entryCreated = (name: string) =>
  builder.objectRef<ServiceEntry>(name).implement({
    fields: (t) => ({
      serviceEntry: t.field({ type: ServiceEntryNode, resolve: (entry) => entry }),
      edge: t.field({ type: ServiceEntryEdge, resolve: (entry) => ({ cursor: formatPrismaCursor(entry, 'id'), node: entry }) }),
    }),
  });
const ServiceEntryCreated = entryCreated('ServiceEntryCreated');
const ServiceEntryFromRouteAdded = entryCreated('ServiceEntryFromRouteAdded');

const ServiceEntryUpdated = builder.objectRef<ServiceEntry>('ServiceEntryUpdated').implement({
  fields: (t) => ({ serviceEntry: t.field({ type: ServiceEntryNode, resolve: (entry) => entry }) }),
});

const ServiceEntryDeleted = builder.objectRef<{ id: number }>('ServiceEntryDeleted').implement({
  fields: (t) => ({ deletedId: t.globalID({ resolve: ({ id }) => ({ type: 'ServiceEntry', id: String(id) }) }) }),
});

type MonthRow = Awaited<ReturnType<typeof report.updateMonth>>;
const monthPayload = (name: string) =>
  builder.objectRef<MonthRow>(name).implement({
    fields: (t) => ({
      month: t.exposeString('month'),
      bibleStudies: t.exposeInt('bibleStudies'),
      participated: t.exposeBoolean('participated'),
      sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    }),
  });
const ServiceMonthUpdated = monthPayload('ServiceMonthUpdated');
const ServiceMonthSent = monthPayload('ServiceMonthSent');

const ReportSettingsUpdated = builder.objectRef<report.Settings>('ReportSettingsUpdated').implement({
  fields: (t) => ({ settings: t.field({ type: ReportSettingsRef, resolve: (s) => s }) }),
});

const ServiceTimerChanged = builder.objectRef<report.TimerState>('ServiceTimerChanged').implement({
  fields: (t) => ({ timer: t.field({ type: ServiceTimerRef, resolve: (s) => s }) }),
});

const ServiceTimerStopped = builder.objectRef<Awaited<ReturnType<typeof report.stopTimer>>>('ServiceTimerStopped').implement({
  description: 'The timer, reset, and the entry it became (null when under the rounding step)',
  fields: (t) => ({
    timer: t.field({ type: ServiceTimerRef, resolve: (s) => s.timer }),
    serviceEntry: t.field({ type: ServiceEntryNode, nullable: true, resolve: (s) => s.entry }),
  }),
});


builder.mutationFields((t) => ({
  createServiceEntry: t.field({
    type: ServiceEntryCreated,
    args: { input: t.arg({ type: CreateServiceEntryInput, required: true }) },
    errors: { ...resultNames('CreateServiceEntryResult'), types: [] },
    resolve: (_root, { input }, ctx) => report.createEntry(ctx, input),
  }),
  updateServiceEntry: t.field({
    type: ServiceEntryUpdated,
    args: { input: t.arg({ type: UpdateServiceEntryInput, required: true }) },
    errors: { ...resultNames('UpdateServiceEntryResult'), types: [NotFoundError] },
    resolve: (_root, { input }, ctx) => report.updateEntry(ctx, input),
  }),
  deleteServiceEntry: t.field({
    type: ServiceEntryDeleted,
    args: { input: t.arg({ type: DeleteServiceEntryInput, required: true }) },
    errors: { ...resultNames('DeleteServiceEntryResult'), types: [NotFoundError] },
    resolve: async (_root, { input }, ctx) => ({ id: await report.deleteEntry(ctx, input.id) }),
  }),
  updateServiceMonth: t.field({
    type: ServiceMonthUpdated,
    description: "The month's Bible studies and whether the member took part",
    args: { input: t.arg({ type: UpdateServiceMonthInput, required: true }) },
    errors: { ...resultNames('UpdateServiceMonthResult'), types: [] },
    resolve: (_root, { input }, ctx) => report.updateMonth(ctx, input),
  }),
  markServiceMonthSent: t.field({
    type: ServiceMonthSent,
    args: { month: t.arg.string({ required: true, validate: inputs.month }) },
    errors: { ...resultNames('MarkServiceMonthSentResult'), types: [] },
    resolve: (_root, { month }, ctx) => report.markSent(ctx, month),
  }),
  updateReportSettings: t.field({
    type: ReportSettingsUpdated,
    args: { input: t.arg({ type: UpdateReportSettingsInput, required: true }) },
    errors: { ...resultNames('UpdateReportSettingsResult'), types: [] },
    resolve: (_root, { input }, ctx) => report.updateSettings(ctx, input),
  }),
  startServiceTimer: t.field({
    type: ServiceTimerChanged,
    errors: { ...resultNames('StartServiceTimerResult'), types: [] },
    resolve: (_root, _args, ctx) => report.startTimer(ctx),
  }),
  pauseServiceTimer: t.field({
    type: ServiceTimerChanged,
    errors: { ...resultNames('PauseServiceTimerResult'), types: [ConflictError] },
    resolve: (_root, _args, ctx) => report.pauseTimer(ctx),
  }),
  stopServiceTimer: t.field({
    type: ServiceTimerStopped,
    args: { input: t.arg({ type: StopServiceTimerInput, required: true }) },
    errors: { ...resultNames('StopServiceTimerResult'), types: [ConflictError] },
    resolve: (_root, { input }, ctx) => report.stopTimer(ctx, input),
  }),
  takeServiceTimer: t.field({
    type: ServiceTimerChanged,
    description: 'The run kept on the server, handed to the asking device and removed here (the device keeps the timer)',
    errors: { ...resultNames('TakeServiceTimerResult'), types: [] },
    resolve: (_root, _args, ctx) => report.takeTimer(ctx),
  }),
  addEntryFromRoute: t.field({
    type: ServiceEntryFromRouteAdded,
    description: 'A GPS recording of the member becomes a time entry, once',
    args: { input: t.arg({ type: AddEntryFromRouteInput, required: true }) },
    errors: { ...resultNames('AddEntryFromRouteResult'), types: [NotFoundError, ConflictError] },
    resolve: (_root, { input }, ctx) => report.addEntryFromRoute(ctx, input),
  }),
}));

