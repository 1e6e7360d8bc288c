// The footer forms and their inbox (docs/product/feedback.md). Anyone, visitor or member, may send
// a custom-app request, a suggestion or a problem report; a signed-in sender's report is tied to
// their account so they can follow its status and read the answer. Only admins read the inbox and
// change a report's status, priority or answer. GraphQL and the REST shim both call these.
import type { ZodType } from 'zod';
import type { Context } from '../../access/context.ts';
import type { CustomAppRequest, ProblemReport, Suggestion } from '../../generated/sqlite/client.ts';
import { isAdmin, requireViewer } from '../../access/viewer.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import {
  customAppRequestInput,
  MESSAGES,
  problemReportInput,
  REQUIRED_FIELDS,
  suggestionInput,
  type InboxChange,
  type Kind,
  type Status,
} from './inputs.ts';
import { countSending } from './limiter.ts';
import { recordActivity } from '../activity/index.ts';

/**
 * Parses a form. A missing required field makes the error's message the form's summary (what the
 * toast says); every field still carries its own message for the field itself.
 */
function parseForm<T>(kind: Kind, schema: ZodType<T>, raw: unknown): T {
  try {
    return parseInput(schema, raw ?? {});
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const { fields, summary } = REQUIRED_FIELDS[kind];
    const missing = error.fields.some((f) => fields.includes(f.path) && / is required$/.test(f.message));
    throw missing ? new ValidationError(summary, error.fields) : error;
  }
}

export async function sendCustomAppRequest(ctx: Context, raw: unknown): Promise<CustomAppRequest> {
  const input = parseForm('customAppRequest', customAppRequestInput, raw);
  await countSending(ctx.config, ctx.clientAddress);
  return ctx.db.customAppRequest.create({ data: { ...input, userId: ctx.viewer?.id ?? null } });
}

export async function sendSuggestion(ctx: Context, raw: unknown): Promise<Suggestion> {
  const input = parseForm('suggestion', suggestionInput, raw);
  await countSending(ctx.config, ctx.clientAddress);
  return ctx.db.suggestion.create({ data: { ...input, userId: ctx.viewer?.id ?? null } });
}

export async function sendProblemReport(ctx: Context, raw: unknown): Promise<ProblemReport> {
  const { timestamp: _clientTime, ...input } = parseForm('problemReport', problemReportInput, raw);
  await countSending(ctx.config, ctx.clientAddress);
  const report = await ctx.db.problemReport.create({ data: { ...input, userId: ctx.viewer?.id ?? null } });
  await recordActivity(ctx, 'report-filed', { id: ctx.viewer?.id ?? null, username: ctx.viewer?.username ?? input.name }, input.problemType);
  return report;
}

/** The inbox is for admins; the GraphQL `admin` scope says so first, this is the service's own check. */
export function requireAdmin(ctx: Pick<Context, 'viewer'>) {
  const viewer = requireViewer(ctx);
  if (!isAdmin(viewer)) throw new ForbiddenError(MESSAGES.adminsOnly);
  return viewer;
}

export const inboxWhere = (status: Status | null | undefined) => (status ? { status } : {});

/** The row's new fields: the answer's time moves only when the answer itself changes. */
function changes(row: { answer: string | null }, change: InboxChange) {
  if (change.status === undefined && change.answer === undefined && change.priority === undefined) {
    throw new ValidationError(MESSAGES.noChange);
  }
  const answerChanged = change.answer !== undefined && change.answer !== row.answer;
  return {
    ...(change.status !== undefined && { status: change.status }),
    ...(answerChanged && { answer: change.answer, answeredAt: change.answer ? new Date() : null }),
  };
}

export async function updateProblemReport(ctx: Context, change: InboxChange): Promise<ProblemReport> {
  requireAdmin(ctx);
  const row = await ctx.db.problemReport.findUnique({ where: { id: change.id } });
  if (!row) throw new NotFoundError(MESSAGES.notFound);
  return ctx.db.problemReport.update({
    where: { id: row.id },
    data: { ...changes(row, change), ...(change.priority !== undefined && { priority: change.priority }) },
  });
}

export async function updateSuggestion(ctx: Context, change: InboxChange): Promise<Suggestion> {
  requireAdmin(ctx);
  const row = await ctx.db.suggestion.findUnique({ where: { id: change.id } });
  if (!row) throw new NotFoundError(MESSAGES.notFound);
  return ctx.db.suggestion.update({ where: { id: row.id }, data: changes(row, change) });
}

export async function updateCustomAppRequest(ctx: Context, change: InboxChange): Promise<CustomAppRequest> {
  requireAdmin(ctx);
  const row = await ctx.db.customAppRequest.findUnique({ where: { id: change.id } });
  if (!row) throw new NotFoundError(MESSAGES.notFound);
  return ctx.db.customAppRequest.update({ where: { id: row.id }, data: changes(row, change) });
}

/** Who may read a report: its sender (when signed in as they sent it) and admins. */
export const canSeeReport = (viewer: Context['viewer'], row: { userId: number | null }) =>
  !!viewer && (isAdmin(viewer) || (row.userId !== null && row.userId === viewer.id));

// What's new: the versions a signed-in member has seen, so the dialog does not return on another
// device. Null means never recorded (the client then decides from the device's own list).
function parseSeen(text: string | null | undefined): string[] | null {
  if (text === null || text === undefined) return null;
  try {
    const value = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export async function seenReleasesOf(ctx: Context, userId: number): Promise<string[] | null> {
  const row = await ctx.db.userPreferences.findUnique({ where: { userId }, select: { seenReleases: true } });
  return parseSeen(row?.seenReleases);
}

export async function markReleasesSeen(ctx: Context, versions: string[]): Promise<string[]> {
  const viewer = requireViewer(ctx);
  const seen = [...new Set([...((await seenReleasesOf(ctx, viewer.id)) ?? []), ...versions])].slice(-200);
  const seenReleases = JSON.stringify(seen);
  await ctx.db.userPreferences.upsert({
    where: { userId: viewer.id },
    create: { userId: viewer.id, seenReleases },
    update: { seenReleases },
  });
  return seen;
}

/** A report as the REST shim answers it. */
export const restReport = (row: { id: number; status: string; createdAt: Date }) => ({
  ok: true,
  id: row.id,
  status: row.status,
  createdAt: row.createdAt,
});
