// Return visits as days of My Calendar (docs/product/calendar.md, "Return visits on the grid"):
// `User.returnVisitDays(from, to)`, how many of the member's return visits are planned (their
// next-visit date) on each day of the days on screen. Dates and counts only: the grid marks the
// days, and the return-visits page holds the people.
import { GraphQLError } from 'graphql';
import { builder } from '../../builder.ts';
import type { Context } from '../../access/context.ts';
import { isCalendarDate, MESSAGES } from './inputs.ts';

/** The longest span asked at once: the 90-day view's weeks, with room to spare. */
export const MAX_SPAN_DAYS = 120;
const DAY_MS = 86_400_000;

export interface VisitDay {
  date: string;
  count: number;
}

const ReturnVisitDay = builder.objectRef<VisitDay>('ReturnVisitDay').implement({
  description: 'A day with return visits planned on it',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD' }),
    count: t.exposeInt('count', { description: 'How many return visits have this day as their next visit' }),
  }),
});

/** The member's planned visits by day, from `from` to `to` (both included), in date order. */
export async function returnVisitDays(ctx: Context, userId: number, from: string, to: string): Promise<VisitDay[]> {
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  if (!isCalendarDate(from) || !isCalendarDate(to) || span < 0 || span >= MAX_SPAN_DAYS) {
    // A GraphQLError reaches the client as it is (yoga masks any other error).
    throw new GraphQLError(MESSAGES.visitDays, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  const groups = await ctx.db.returnVisit.groupBy({
    by: ['nextVisitDate'],
    where: { userId, nextVisitDate: { gte: from, lte: to } },
    _count: { _all: true },
    orderBy: { nextVisitDate: 'asc' },
  });
  return groups.flatMap((g) => (g.nextVisitDate ? [{ date: g.nextVisitDate, count: g._count._all }] : []));
}

builder.prismaObjectFields('User', (t) => ({
  returnVisitDays: t.field({
    type: [ReturnVisitDay],
    description: 'The days from `from` to `to` (at most 120) with return visits planned, and how many',
    authScopes: (user) => ({ self: user.id }),
    args: {
      from: t.arg.string({ required: true, description: 'First day, YYYY-MM-DD' }),
      to: t.arg.string({ required: true, description: 'Last day, YYYY-MM-DD' }),
    },
    resolve: (user, args, ctx) => returnVisitDays(ctx, user.id, args.from, args.to),
  }),
}));
