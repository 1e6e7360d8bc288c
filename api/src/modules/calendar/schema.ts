// My Calendar in GraphQL: the CalendarEvent node, `viewer.calendarEvents(from, to)` (a connection in
// date and time order) and the create, update and delete mutations with typed errors.
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { GraphQLError } from 'graphql';
import { builder } from '../../builder.ts';
import type { CalendarEvent } from '../../generated/sqlite/client.ts';
import { storedEnumValues } from '../../lib/enums.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import { parseRowId } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as calendar from './service.ts';
import './return-visit-days.ts';

export const CalendarEventTypeEnum = builder.enumType('CalendarEventType', {
  description: 'What kind of event it is, in the order the form lists them',
  values: storedEnumValues(inputs.EVENT_TYPES),
});
export const CalendarEventPriorityEnum = builder.enumType('CalendarEventPriority', {
  description: 'How important an event is, lowest first',
  values: storedEnumValues(inputs.PRIORITIES),
});

export const CalendarEventNode = builder.prismaNode('CalendarEvent', {
  id: { field: 'id' },
  // Another member's event is simply not there: node(id:) answers null.
  nullable: true,
  findUnique: (id, ctx) => ({ id: parseRowId(id) ?? 0, userId: ctx.viewer?.id ?? 0 }),
  authScopes: (event) => ({ self: event.userId }),
  fields: (t) => ({
    title: t.exposeString('title'),
    date: t.exposeString('date', { description: "The member's calendar day, YYYY-MM-DD" }),
    time: t.exposeString('time', { description: "The member's local time, HH:MM (24-hour)" }),
    type: t.field({ type: CalendarEventTypeEnum, resolve: (event) => event.type as inputs.EventType }),
    location: t.exposeString('location', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    attendees: t.exposeInt('attendees'),
    priority: t.field({ type: CalendarEventPriorityEnum, resolve: (event) => event.priority as inputs.Priority }),
    alarmEnabled: t.exposeBoolean('alarmEnabled'),
    alarmTime: t.expose('alarmTime', { type: 'DateTime', nullable: true, description: 'When the reminder is due' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const CalendarEventEdge = builder.edgeObject({ name: 'CalendarEventEdge', type: CalendarEventNode });

function rangeOf(args: { from?: string | null; to?: string | null }): inputs.DateRange {
  const parsed = inputs.dateRangeInput.safeParse(args);
  // A GraphQLError reaches the client as it is (yoga masks any other error).
  if (!parsed.success) throw new GraphQLError(inputs.MESSAGES.range, { extensions: { code: 'BAD_USER_INPUT' } });
  return parsed.data;
}

builder.prismaObjectField('User', 'calendarEvents', (t) =>
  t.relatedConnection(
    'calendarEvents',
    {
      description: "The user's calendar events from `from` to `to` (days included), by date and time",
      cursor: 'id',
      totalCount: true,
      maxSize: 500,
      args: {
        from: t.arg.string({ description: 'First day, YYYY-MM-DD' }),
        to: t.arg.string({ description: 'Last day, YYYY-MM-DD' }),
      },
      authScopes: (user) => ({ self: user.id }),
      // The owner is the parent user (authScopes above: only the viewer themselves).
      query: (args) => ({ where: calendar.onDays(rangeOf(args)), orderBy: calendar.EVENT_ORDER }),
    },
    { name: 'CalendarEventConnection' },
    CalendarEventEdge,
  ),
);

// ---- inputs: every field optional in GraphQL, so that zod answers with the spec's messages.
const CreateCalendarEventInput = builder
  .inputType('CreateCalendarEventInput', {
    fields: (t) => ({
      title: t.string(),
      date: t.string({ description: 'YYYY-MM-DD' }),
      time: t.string({ description: 'HH:MM, 24-hour' }),
      type: t.field({ type: CalendarEventTypeEnum, description: 'FIELD_SERVICE when omitted' }),
      location: t.string(),
      description: t.string(),
      attendees: t.int({ description: '0 when omitted' }),
      priority: t.field({ type: CalendarEventPriorityEnum, description: 'MEDIUM when omitted' }),
      alarmEnabled: t.boolean({ description: 'true when omitted' }),
      alarmTime: t.field({ type: 'DateTime', description: '24 hours before the event when omitted' }),
      timezoneOffset: t.int({
        description: "The client's Date#getTimezoneOffset() at the event's date and time, for the default alarm",
      }),
    }),
  })
  .validate(inputs.createCalendarEventInput);

const UpdateCalendarEventInput = builder
  .inputType('UpdateCalendarEventInput', {
    description: 'Only the fields sent change; the alarm follows the event when its date or time moves',
    fields: (t) => ({
      id: t.globalID({ required: true }),
      title: t.string(),
      date: t.string(),
      time: t.string(),
      type: t.field({ type: CalendarEventTypeEnum }),
      location: t.string(),
      description: t.string(),
      attendees: t.int(),
      priority: t.field({ type: CalendarEventPriorityEnum }),
      alarmEnabled: t.boolean(),
      alarmTime: t.field({ type: 'DateTime' }),
      timezoneOffset: t.int(),
    }),
  })
  .validate(inputs.updateCalendarEventInput);

const DeleteCalendarEventInput = builder
  .inputType('DeleteCalendarEventInput', { fields: (t) => ({ id: t.globalID({ required: true }) }) })
  .validate(inputs.deleteCalendarEventInput);

// ---- payloads
const CalendarEventCreated = builder.objectRef<CalendarEvent>('CalendarEventCreated').implement({
  description: 'The new event, and its edge for the lists that show it',
  fields: (t) => ({
    calendarEvent: t.field({ type: CalendarEventNode, resolve: (event) => event }),
    edge: t.field({
      type: CalendarEventEdge,
      resolve: (event) => ({ cursor: formatPrismaCursor(event, 'id'), node: event }),
    }),
  }),
});

const CalendarEventUpdated = builder.objectRef<CalendarEvent>('CalendarEventUpdated').implement({
  fields: (t) => ({ calendarEvent: t.field({ type: CalendarEventNode, resolve: (event) => event }) }),
});

const CalendarEventDeleted = builder.objectRef<{ id: number }>('CalendarEventDeleted').implement({
  fields: (t) => ({ deletedId: t.globalID({ resolve: ({ id }) => ({ type: 'CalendarEvent', id: String(id) }) }) }),
});

builder.mutationFields((t) => ({
  createCalendarEvent: t.field({
    type: CalendarEventCreated,
    args: { input: t.arg({ type: CreateCalendarEventInput, required: true }) },
    errors: { ...resultNames('CreateCalendarEventResult'), types: [] },
    resolve: (_root, { input }, ctx) => calendar.createEvent(ctx, input),
  }),
  updateCalendarEvent: t.field({
    type: CalendarEventUpdated,
    args: { input: t.arg({ type: UpdateCalendarEventInput, required: true }) },
    errors: { ...resultNames('UpdateCalendarEventResult'), types: [NotFoundError] },
    resolve: (_root, { input }, ctx) => calendar.updateEvent(ctx, input),
  }),
  deleteCalendarEvent: t.field({
    type: CalendarEventDeleted,
    args: { input: t.arg({ type: DeleteCalendarEventInput, required: true }) },
    errors: { ...resultNames('DeleteCalendarEventResult'), types: [NotFoundError] },
    resolve: async (_root, { input }, ctx) => ({ id: await calendar.deleteEvent(ctx, input.id) }),
  }),
}));
