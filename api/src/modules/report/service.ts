// The field service report (docs/product/report.md): a member's time entries, months, timer and
// settings, and a group overseer's totals. GraphQL (schema.ts) and /api/report (rest.ts) both call
// these functions, so every ownership check lives here: another member's entry is "not found".
// The member's day always comes from the time zone their device sends, never the server's.
import type { Context } from '../../access/context.ts';
import type { ServiceEntry, ServiceTimer } from '../../generated/sqlite/client.ts';
import { requireViewer } from '../../access/viewer.ts';
import { activeGroupOf, groupMembersWhere, NO_GROUP } from '../../lib/group-membership.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { RowWindow } from '../../lib/rest-page.ts';
import { dayIn } from '../../lib/time-zone.ts';
import {
  monthOf,
  reminderMonth,
  reportsHours,
  roundTimerMinutes,
  serviceYearOf,
  shiftMonth,
  summarize,
  type MonthSummary,
  type Role,
  type Rounding,
} from './arithmetic.ts';
import {
  MESSAGES,
  type EntryFields,
  type EntryFromRouteInput,
  type MonthInput,
  type SettingsInput,
  type StopTimerInput,
  type UpdateEntryInput,
  type UpdateMonthInput,
} from './inputs.ts';

export interface Settings {
  role: Role;
  monthlyGoalHours: number | null;
  annualGoalHours: number | null;
  creditCapHours: number;
  rounding: Rounding;
}

export const DEFAULT_SETTINGS: Settings = { role: 'publisher', monthlyGoalHours: null, annualGoalHours: null, creditCapHours: 55, rounding: 'none' };

export interface MonthReport extends MonthSummary {
  bibleStudies: number;
  participated: boolean;
  sentAt: Date | null;
  today: string;
  /** The month the member should be reminded to send, seen from today. */
  reminderMonth: string | null;
}

export interface TimerState {
  running: boolean;
  startedAt: Date | null;
  /** Seconds counted until now (`at`), running or paused. */
  elapsedSeconds: number;
  at: Date;
}

export interface GroupTotals {
  month: string;
  groupNumber: number;
  members: number;
  reported: number;
  notReported: number;
  hours: number;
  bibleStudies: number;
}

const monthDays = (month: string) => ({ gte: `${month}-01`, lte: `${month}-31` });

export async function settingsOf(ctx: Context, userId: number): Promise<Settings> {
  const row = await ctx.db.reportSettings.findUnique({ where: { userId } });
  return row ? { ...row, role: row.role as Role, rounding: row.rounding as Rounding } : DEFAULT_SETTINGS;
}

export async function viewerSettings(ctx: Context): Promise<Settings> {
  return settingsOf(ctx, requireViewer(ctx).id);
}

export async function updateSettings(ctx: Context, input: SettingsInput): Promise<Settings> {
  const viewer = requireViewer(ctx);
  const data = {
    role: input.role,
    monthlyGoalHours: input.monthlyGoalHours ?? null,
    annualGoalHours: input.annualGoalHours ?? null,
    ...(input.creditCapHours != null ? { creditCapHours: input.creditCapHours } : {}),
    ...(input.rounding ? { rounding: input.rounding } : {}),
  };
  await ctx.db.reportSettings.upsert({ where: { userId: viewer.id }, create: { userId: viewer.id, ...data }, update: data });
  return settingsOf(ctx, viewer.id);
}

/** The time of a member's entries up to the end of `last` (what rollover and the cap need). */
async function entryTimes(ctx: Context, userId: number, last: string) {
  return ctx.db.serviceEntry.findMany({
    where: { userId, date: { lte: `${last}-31` } },
    select: { date: true, minutes: true, credit: true },
  });
}

export async function monthReport(ctx: Context, userId: number, input: MonthInput): Promise<MonthReport> {
  const viewer = requireViewer(ctx);
  if (viewer.id !== userId) throw new NotFoundError(MESSAGES.userNotFound);
  const today = input.today ?? dayIn(new Date(), input.timeZone);
  const settings = await settingsOf(ctx, userId);
  const [entries, months] = await Promise.all([
    entryTimes(ctx, userId, serviceYearOf(input.month).last),
    ctx.db.serviceMonth.findMany({ where: { userId, month: { in: [input.month, monthOf(today), shiftMonth(monthOf(today), -1)] } } }),
  ]);
  const row = months.find((m) => m.month === input.month);
  const sent = new Set(months.filter((m) => m.sentAt).map((m) => m.month));
  return {
    ...summarize(entries, input.month, today, settings),
    bibleStudies: row?.bibleStudies ?? 0,
    participated: row?.participated ?? false,
    sentAt: row?.sentAt ?? null,
    today,
    reminderMonth: reminderMonth(today, (m) => sent.has(m)),
  };
}

// ---- entries

export function entriesOfMonth(month: string) {
  return { date: monthDays(month) };
}

export async function listEntries(ctx: Context, month: string, window?: RowWindow): Promise<ServiceEntry[]> {
  const viewer = requireViewer(ctx);
  return ctx.db.serviceEntry.findMany({ where: { userId: viewer.id, ...entriesOfMonth(month) }, orderBy: ENTRY_ORDER, ...window });
}

export const ENTRY_ORDER = [{ date: 'asc' as const }, { id: 'asc' as const }];

const entryData = (fields: EntryFields) => ({
  date: fields.date,
  minutes: (fields.hours ?? 0) * 60 + (fields.minutes ?? 0),
  kind: fields.kind,
  credit: fields.credit,
  note: fields.note,
});

/** `source` is "timer" for the time of a timer stopped on the device (docs/product/report.md, "Timer"). */
export async function createEntry(ctx: Context, fields: EntryFields, source: 'timer' | null = null): Promise<ServiceEntry> {
  const viewer = requireViewer(ctx);
  return ctx.db.serviceEntry.create({ data: { ...entryData(fields), userId: viewer.id, source } });
}

async function ownEntry(ctx: Context, id: number): Promise<ServiceEntry> {
  const viewer = requireViewer(ctx);
  const entry = await ctx.db.serviceEntry.findFirst({ where: { id, userId: viewer.id } });
  if (!entry) throw new NotFoundError(MESSAGES.entryNotFound);
  return entry;
}

export async function updateEntry(ctx: Context, input: UpdateEntryInput): Promise<ServiceEntry> {
  const entry = await ownEntry(ctx, input.id);
  return ctx.db.serviceEntry.update({ where: { id: entry.id, userId: entry.userId }, data: entryData(input) });
}

export async function deleteEntry(ctx: Context, id: number): Promise<number> {
  const viewer = requireViewer(ctx);
  const { count } = await ctx.db.serviceEntry.deleteMany({ where: { id, userId: viewer.id } });
  if (count === 0) throw new NotFoundError(MESSAGES.entryNotFound);
  return id;
}

// ---- the month's studies, participation and sending

export async function updateMonth(ctx: Context, input: UpdateMonthInput) {
  const viewer = requireViewer(ctx);
  const data = {
    ...(input.bibleStudies != null ? { bibleStudies: input.bibleStudies } : {}),
    ...(input.participated != null ? { participated: input.participated } : {}),
  };
  return ctx.db.serviceMonth.upsert({
    where: { userId_month: { userId: viewer.id, month: input.month } },
    create: { userId: viewer.id, month: input.month, ...data },
    update: data,
  });
}

export async function markSent(ctx: Context, month: string) {
  const viewer = requireViewer(ctx);
  const sentAt = new Date();
  return ctx.db.serviceMonth.upsert({
    where: { userId_month: { userId: viewer.id, month } },
    create: { userId: viewer.id, month, sentAt },
    update: { sentAt },
  });
}

// ---- the timer: kept on the server, counted from instants, so a reload or a restart loses nothing

export function timerState(timer: Pick<ServiceTimer, 'startedAt' | 'elapsedSeconds'> | null, at = new Date()): TimerState {
  if (!timer) return { running: false, startedAt: null, elapsedSeconds: 0, at };
  const running = timer.startedAt !== null;
  const runSeconds = running ? Math.max(0, Math.floor((at.getTime() - timer.startedAt!.getTime()) / 1000)) : 0;
  return { running, startedAt: timer.startedAt, elapsedSeconds: timer.elapsedSeconds + runSeconds, at };
}

export async function viewerTimer(ctx: Context): Promise<TimerState> {
  const viewer = requireViewer(ctx);
  return timerState(await ctx.db.serviceTimer.findUnique({ where: { userId: viewer.id } }));
}

export async function startTimer(ctx: Context): Promise<TimerState> {
  const viewer = requireViewer(ctx);
  const now = new Date();
  const current = await ctx.db.serviceTimer.findUnique({ where: { userId: viewer.id } });
  if (current?.startedAt) return timerState(current, now);
  const timer = await ctx.db.serviceTimer.upsert({
    where: { userId: viewer.id },
    create: { userId: viewer.id, startedAt: now },
    update: { startedAt: now },
  });
  return timerState(timer, now);
}

export async function pauseTimer(ctx: Context): Promise<TimerState> {
  const viewer = requireViewer(ctx);
  const now = new Date();
  const current = await ctx.db.serviceTimer.findUnique({ where: { userId: viewer.id } });
  if (!current?.startedAt) throw new ConflictError(MESSAGES.timerNotRunning);
  const timer = await ctx.db.serviceTimer.update({
    where: { userId: viewer.id },
    // A run shorter than a second still counts as one: a paused timer reads "Paused", not "Not started".
    data: { startedAt: null, elapsedSeconds: Math.max(1, timerState(current, now).elapsedSeconds) },
  });
  return timerState(timer, now);
}

/** Stops the timer: its time, rounded as the member chose, becomes an entry of their today (none under the step). */
export async function stopTimer(ctx: Context, input: StopTimerInput): Promise<{ timer: TimerState; entry: ServiceEntry | null }> {
  const viewer = requireViewer(ctx);
  const now = new Date();
  const current = await ctx.db.serviceTimer.findUnique({ where: { userId: viewer.id } });
  if (!current || (!current.startedAt && current.elapsedSeconds === 0)) throw new ConflictError(MESSAGES.timerNotRunning);
  const settings = await settingsOf(ctx, viewer.id);
  const minutes = Math.min(roundTimerMinutes(timerState(current, now).elapsedSeconds, settings.rounding), 24 * 60);
  const entry = await ctx.db.$transaction(async (tx) => {
    await tx.serviceTimer.delete({ where: { userId: viewer.id } });
    if (minutes === 0) return null;
    return tx.serviceEntry.create({
      data: { userId: viewer.id, date: dayIn(now, input.timeZone), minutes, kind: input.kind, source: 'timer' },
    });
  });
  return { timer: timerState(null, now), entry };
}

/**
 * Hands the member's server-kept run to the device that asks (docs/product/report.md, "Timer"):
 * the run is answered and removed in one step, so two devices never both count it. An app from
 * before the timer moved to the device may still have left one here.
 */
export async function takeTimer(ctx: Context): Promise<TimerState> {
  const viewer = requireViewer(ctx);
  const now = new Date();
  return ctx.db.$transaction(async (tx) => {
    const current = await tx.serviceTimer.findUnique({ where: { userId: viewer.id } });
    if (!current) return timerState(null, now);
    // Only the run as read is taken: one changed in between by another request stays for the next ask.
    const { count } = await tx.serviceTimer.deleteMany({
      where: { userId: viewer.id, startedAt: current.startedAt, elapsedSeconds: current.elapsedSeconds },
    });
    return timerState(count === 1 ? current : null, now);
  });
}

// ---- GPS recordings

export const RECENT_ROUTES = 5;
export const routeSource = (routeId: number) => `gps:${routeId}`;

export async function recentRoutes(ctx: Context) {
  const viewer = requireViewer(ctx);
  const routes = await ctx.db.gpsRoute.findMany({
    where: { userId: viewer.id },
    orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
    take: RECENT_ROUTES,
    select: { id: true, name: true, startedAt: true, durationSeconds: true },
  });
  const used = await ctx.db.serviceEntry.findMany({
    where: { userId: viewer.id, source: { in: routes.map((r) => routeSource(r.id)) } },
    select: { source: true },
  });
  const usedSources = new Set(used.map((e) => e.source));
  return routes.map((route) => ({ ...route, added: usedSources.has(routeSource(route.id)) }));
}

/** One tap: a GPS recording becomes a time entry of the day it started, once per recording. */
export async function addEntryFromRoute(ctx: Context, input: EntryFromRouteInput): Promise<ServiceEntry> {
  const viewer = requireViewer(ctx);
  const route = await ctx.db.gpsRoute.findFirst({ where: { id: input.routeId, userId: viewer.id } });
  if (!route) throw new NotFoundError(MESSAGES.routeNotFound);
  const minutes = Math.min(Math.floor(route.durationSeconds / 60), 24 * 60);
  if (minutes < 1) throw new ValidationError(MESSAGES.routeTooShort);
  const source = routeSource(route.id);
  if (await ctx.db.serviceEntry.findFirst({ where: { userId: viewer.id, source } })) throw new ConflictError(MESSAGES.routeUsed);
  try {
    // The client id is the source too: the unique (user, client id) keeps two taps at once to one entry.
    return await ctx.db.serviceEntry.create({
      data: { userId: viewer.id, clientId: source, source, date: dayIn(route.startedAt, input.timeZone), minutes, kind: 'house_to_house', note: route.name },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw new ConflictError(MESSAGES.routeUsed);
    throw error;
  }
}

// ---- a group overseer's totals: counts and sums only, never anyone's entries or notes

export async function groupTotals(ctx: Context, month: string): Promise<GroupTotals | null> {
  const viewer = requireViewer(ctx);
  const group = activeGroupOf(viewer);
  if (!viewer.isGroupOverseer || group === NO_GROUP) return null;
  const members = await ctx.db.user.findMany({ where: groupMembersWhere(group), select: { id: true } });
  const ids = members.map((m) => m.id);
  const sentMonths = await ctx.db.serviceMonth.findMany({
    where: { userId: { in: ids }, month, sentAt: { not: null } },
    select: { userId: true, bibleStudies: true },
  });
  const reporters = sentMonths.map((m) => m.userId);
  const [settings, entries] = await Promise.all([
    ctx.db.reportSettings.findMany({ where: { userId: { in: reporters } } }),
    ctx.db.serviceEntry.findMany({ where: { userId: { in: reporters }, date: { lte: `${month}-31` } }, select: { userId: true, date: true, minutes: true, credit: true } }),
  ]);
  let hours = 0;
  for (const userId of reporters) {
    const own = settings.find((s) => s.userId === userId);
    const memberSettings: Settings = own ? { ...own, role: own.role as Role, rounding: own.rounding as Rounding } : DEFAULT_SETTINGS;
    if (!reportsHours(memberSettings.role)) continue;
    const summary = summarize(entries.filter((e) => e.userId === userId), month, `${month}-01`, memberSettings);
    hours += summary.standardHours + summary.creditHours;
  }
  return {
    month,
    groupNumber: group,
    members: ids.length,
    reported: reporters.length,
    notReported: ids.length - reporters.length,
    hours,
    bibleStudies: sentMonths.reduce((sum, m) => sum + m.bibleStudies, 0),
  };
}

