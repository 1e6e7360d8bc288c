// Return visits in GraphQL: the ReturnVisit and ReturnVisitCall nodes and `User.returnVisits`,
// soonest next visit first, owner-only. Writes go through the device's one write path
// (sync/kinds.ts), not mutations of their own (docs/product/offline.md).
import { GraphQLError } from 'graphql';
import { builder } from '../../builder.ts';
import { parseRowId } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import { CALL_ORDER, VISIT_ORDER, visitsWhere } from './service.ts';

const DATE = 'YYYY-MM-DD, a calendar date';

/** The `dueBy` argument; a malformed one is the caller's mistake. */
function dueByOf(arg: string | null | undefined): string | null {
  const parsed = inputs.dueByArg.safeParse(arg);
  if (!parsed.success) throw new GraphQLError(inputs.MESSAGES.dueBy, { extensions: { code: 'BAD_USER_INPUT' } });
  return parsed.data;
}

export const ReturnVisitCallNode = builder.prismaNode('ReturnVisitCall', {
  id: { field: 'id' },
  // Another member's call is simply not there: node(id:) answers null.
  nullable: true,
  include: { returnVisit: { select: { userId: true } } },
  findUnique: (id) => ({ id: parseRowId(id) ?? 0 }),
  authScopes: (call) => ({ self: call.returnVisit.userId }),
  fields: (t) => ({
    date: t.exposeString('date', { description: DATE }),
    notes: t.exposeString('notes', { nullable: true }),
    publication: t.exposeString('publication', { nullable: true, description: 'What was left' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const ReturnVisitNode = builder.prismaNode('ReturnVisit', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id: parseRowId(id) ?? 0, userId: ctx.viewer?.id ?? 0 }),
  authScopes: (visit) => ({ self: visit.userId }),
  description: 'A person the member keeps calling on; only its owner ever sees it',
  fields: (t) => ({
    name: t.exposeString('name'),
    address: t.exposeString('address'),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    language: t.exposeString('language', { nullable: true }),
    topic: t.exposeString('topic', { nullable: true }),
    publication: t.exposeString('publication', { nullable: true, description: 'What was left' }),
    nextVisitDate: t.exposeString('nextVisitDate', { nullable: true, description: DATE }),
    lastCallDate: t.string({
      nullable: true,
      description: `The day of the latest call, ${DATE}`,
      select: { calls: { select: { date: true }, orderBy: CALL_ORDER, take: 1 } },
      resolve: (visit) => visit.calls[0]?.date ?? null,
    }),
    note: t.relation('note', { nullable: true, description: 'The member’s note this visit is linked to' }),
    house: t.relation('house', { nullable: true, description: 'The house of the member’s territory this visit is linked to' }),
    calls: t.relatedConnection('calls', { cursor: 'id', totalCount: true, description: 'The calls, newest first', query: { orderBy: CALL_ORDER } }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  returnVisits: t.prismaConnection(
    {
      type: 'ReturnVisit',
      cursor: 'id',
      description: 'This user’s return visits, soonest next visit first (those with none last), then by name; only the user themselves sees any',
      args: { dueBy: t.arg.string({ description: `Only those whose next visit is on or before this day, ${DATE}` }) },
      authScopes: (user) => ({ self: user.id }),
      resolve: (query, user, args, ctx) =>
        ctx.db.returnVisit.findMany({ ...query, where: visitsWhere(user.id, dueByOf(args.dueBy)), orderBy: VISIT_ORDER }),
      totalCount: (user, args, ctx) => ctx.db.returnVisit.count({ where: visitsWhere(user.id, dueByOf(args.dueBy)) }),
    },
    { name: 'ReturnVisitConnection' },
  ),
}));

// The choices of the dialog's "Linked note" and "Linked house" pickers: the member's own notes by
// title and the houses of their territories by territory and address (service.ts checks a link).
const LINK_CHOICES_LIMIT = 500;
builder.prismaObjectFields('User', (t) => ({
  returnVisitNoteChoices: t.prismaField({
    type: ['Note'],
    description: 'The notes a return visit of this user may be linked to, by title; only the user sees any',
    authScopes: (user) => ({ self: user.id }),
    resolve: (query, user, _args, ctx) =>
      ctx.db.note.findMany({ ...query, where: { userId: user.id }, orderBy: [{ title: 'asc' }, { id: 'asc' }], take: LINK_CHOICES_LIMIT }),
  }),
  returnVisitHouseChoices: t.prismaField({
    type: ['TerritoryHouse'],
    description: 'The houses of this user’s territories a return visit may be linked to, by territory number and address; only the user sees any',
    authScopes: (user) => ({ self: user.id }),
    resolve: (query, user, _args, ctx) =>
      ctx.db.territoryHouse.findMany({
        ...query,
        where: { territory: { userId: user.id } },
        orderBy: [{ territory: { territoryNumber: 'asc' } }, { address: 'asc' }, { id: 'asc' }],
        take: LINK_CHOICES_LIMIT,
      }),
  }),
}));
