// The footer forms and their inbox in GraphQL (docs/product/feedback.md): three public mutations
// that anyone may call (sendCustomAppRequest, sendSuggestion, sendProblemReport), the admins'
// inboxes (problemReportInbox, suggestionInbox, customAppRequestInbox) and their update mutations,
// the sender's own reports on their User, and the what's-new versions a member has seen.
import { builder } from '../../builder.ts';
import type { CustomAppRequest, ProblemReport, Suggestion } from '../../generated/sqlite/client.ts';
import { storedEnumValues } from '../../lib/enums.ts';
import { NotFoundError, RateLimitError } from '../../lib/errors.ts';
import { NEWEST_FIRST } from '../../lib/order.ts';
import { resultNames } from '../../lib/results.ts';
import { parseRowId } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as feedback from './service.ts';

const ReportStatus = builder.enumType('ReportStatus', {
  description: 'Where a footer form stands in the inbox',
  values: storedEnumValues(inputs.STATUSES),
});
const ReportPriority = builder.enumType('ReportPriority', {
  description: 'How urgent an admin judges a problem report',
  values: storedEnumValues(inputs.PRIORITIES),
});
const statusField = <Row extends { status: string }>(row: Row) => row.status as inputs.Status;

export const ProblemReportNode = builder.prismaNode('ProblemReport', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id) => ({ id: parseRowId(id) ?? 0 }),
  authScopes: (row, ctx) => feedback.canSeeReport(ctx.viewer, row),
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email', { nullable: true }),
    problemType: t.exposeString('problemType', { nullable: true }),
    description: t.exposeString('description'),
    stepsToReproduce: t.exposeString('stepsToReproduce', { nullable: true }),
    browserInfo: t.exposeString('browserInfo', { nullable: true }),
    url: t.exposeString('url', { nullable: true }),
    priority: t.field({ type: ReportPriority, resolve: (row) => row.priority as inputs.Priority }),
    status: t.field({ type: ReportStatus, resolve: statusField }),
    answer: t.exposeString('answer', { nullable: true }),
    answeredAt: t.expose('answeredAt', { type: 'DateTime', nullable: true }),
    fromMember: t.boolean({ description: 'Sent by a signed-in member', resolve: (row) => row.userId !== null }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const SuggestionNode = builder.prismaNode('Suggestion', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id) => ({ id: parseRowId(id) ?? 0 }),
  authScopes: (row, ctx) => feedback.canSeeReport(ctx.viewer, row),
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email', { nullable: true }),
    suggestion: t.exposeString('suggestion'),
    status: t.field({ type: ReportStatus, resolve: statusField }),
    answer: t.exposeString('answer', { nullable: true }),
    answeredAt: t.expose('answeredAt', { type: 'DateTime', nullable: true }),
    fromMember: t.boolean({ description: 'Sent by a signed-in member', resolve: (row) => row.userId !== null }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const CustomAppRequestNode = builder.prismaNode('CustomAppRequest', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id) => ({ id: parseRowId(id) ?? 0 }),
  authScopes: (row, ctx) => feedback.canSeeReport(ctx.viewer, row),
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true }),
    projectType: t.exposeString('projectType', { nullable: true }),
    description: t.exposeString('description'),
    budget: t.exposeString('budget', { nullable: true }),
    timeline: t.exposeString('timeline', { nullable: true }),
    status: t.field({ type: ReportStatus, resolve: statusField }),
    answer: t.exposeString('answer', { nullable: true }),
    answeredAt: t.expose('answeredAt', { type: 'DateTime', nullable: true }),
    fromMember: t.boolean({ description: 'Sent by a signed-in member', resolve: (row) => row.userId !== null }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

// The sender's own reports, newest first.
builder.prismaObjectFields('User', (t) => ({
  problemReports: t.relatedConnection('problemReports', {
    cursor: 'id',
    totalCount: true,
    description: 'The problem reports this user sent while signed in; only the user may read them',
    authScopes: (user) => ({ self: user.id }),
    query: { orderBy: NEWEST_FIRST },
  }),
  suggestions: t.relatedConnection('suggestions', {
    cursor: 'id',
    totalCount: true,
    description: 'The suggestions this user sent while signed in; only the user may read them',
    authScopes: (user) => ({ self: user.id }),
    query: { orderBy: NEWEST_FIRST },
  }),
  customAppRequests: t.relatedConnection('customAppRequests', {
    cursor: 'id',
    totalCount: true,
    description: 'The custom-app requests this user sent while signed in; only the user may read them',
    authScopes: (user) => ({ self: user.id }),
    query: { orderBy: NEWEST_FIRST },
  }),
  seenReleases: t.stringList({
    nullable: true,
    description: 'The what’s-new versions this user has dismissed; null until the first is recorded',
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, _args, ctx) => feedback.seenReleasesOf(ctx, user.id),
  }),
}));

// The admins' inboxes, newest first, optionally one status only.
const STATUS_ARG = { type: ReportStatus, description: 'One status only; every report when absent' } as const;
const statusOf = (args: { status?: inputs.Status | null }) => args.status ?? null;

builder.queryFields((t) => ({
  problemReportInbox: t.prismaConnection({
    type: 'ProblemReport',
    cursor: 'id',
    description: 'Every problem report, for admins',
    authScopes: { admin: true },
    args: { status: t.arg(STATUS_ARG) },
    totalCount: (_root, args, ctx) => ctx.db.problemReport.count({ where: feedback.inboxWhere(statusOf(args)) }),
    resolve: (query, _root, args, ctx) =>
      ctx.db.problemReport.findMany({ ...query, where: feedback.inboxWhere(statusOf(args)), orderBy: NEWEST_FIRST }),
  }),
  suggestionInbox: t.prismaConnection({
    type: 'Suggestion',
    cursor: 'id',
    description: 'Every suggestion, for admins',
    authScopes: { admin: true },
    args: { status: t.arg(STATUS_ARG) },
    totalCount: (_root, args, ctx) => ctx.db.suggestion.count({ where: feedback.inboxWhere(statusOf(args)) }),
    resolve: (query, _root, args, ctx) =>
      ctx.db.suggestion.findMany({ ...query, where: feedback.inboxWhere(statusOf(args)), orderBy: NEWEST_FIRST }),
  }),
  customAppRequestInbox: t.prismaConnection({
    type: 'CustomAppRequest',
    cursor: 'id',
    description: 'Every custom-app request, for admins',
    authScopes: { admin: true },
    args: { status: t.arg(STATUS_ARG) },
    totalCount: (_root, args, ctx) => ctx.db.customAppRequest.count({ where: feedback.inboxWhere(statusOf(args)) }),
    resolve: (query, _root, args, ctx) =>
      ctx.db.customAppRequest.findMany({ ...query, where: feedback.inboxWhere(statusOf(args)), orderBy: NEWEST_FIRST }),
  }),
}));

// The forms. Their fields are plain text here; the service checks them (with the forms' own
// summary messages), the same way for GraphQL and REST.
const SendCustomAppRequestInput = builder.inputType('SendCustomAppRequestInput', {
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    phone: t.string(),
    projectType: t.string(),
    description: t.string(),
    budget: t.string(),
    timeline: t.string(),
  }),
});
const SendSuggestionInput = builder.inputType('SendSuggestionInput', {
  fields: (t) => ({ name: t.string(), email: t.string(), suggestion: t.string() }),
});
const SendProblemReportInput = builder.inputType('SendProblemReportInput', {
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    problemType: t.string(),
    description: t.string(),
    stepsToReproduce: t.string(),
    browserInfo: t.string({ description: 'The user agent, and the screen and window sizes' }),
    timestamp: t.string({ description: 'When the form was sent, by the sender’s clock' }),
    url: t.string({ description: 'The page the problem happened on' }),
  }),
});

// A sent form: the row itself only when the sender may read it back (a signed-in member).
const sentDescription = 'The form was stored; a signed-in sender can follow it under their own reports';
const CustomAppRequestSent = builder.objectRef<CustomAppRequest>('CustomAppRequestSent').implement({
  description: sentDescription,
  fields: (t) => ({
    ok: t.boolean({ resolve: () => true }),
    request: t.field({ type: CustomAppRequestNode, nullable: true, resolve: (row, _args, ctx) => (feedback.canSeeReport(ctx.viewer, row) ? row : null) }),
  }),
});
const SuggestionSent = builder.objectRef<Suggestion>('SuggestionSent').implement({
  description: sentDescription,
  fields: (t) => ({
    ok: t.boolean({ resolve: () => true }),
    suggestion: t.field({ type: SuggestionNode, nullable: true, resolve: (row, _args, ctx) => (feedback.canSeeReport(ctx.viewer, row) ? row : null) }),
  }),
});
const ProblemReportSent = builder.objectRef<ProblemReport>('ProblemReportSent').implement({
  description: sentDescription,
  fields: (t) => ({
    ok: t.boolean({ resolve: () => true }),
    report: t.field({ type: ProblemReportNode, nullable: true, resolve: (row, _args, ctx) => (feedback.canSeeReport(ctx.viewer, row) ? row : null) }),
  }),
});

const inboxInput = (name: string, withPriority: boolean) =>
  builder.inputType(name, {
    fields: (t) => ({
      id: t.globalID({ required: true }),
      status: t.field({ type: ReportStatus }),
      ...(withPriority ? { priority: t.field({ type: ReportPriority }) } : {}),
      answer: t.string({ description: 'The reply the sender reads; blank removes it' }),
    }),
  });
const UpdateProblemReportInput = inboxInput('UpdateProblemReportInput', true).validate(inputs.updateProblemReportInput);
const UpdateSuggestionInput = inboxInput('UpdateSuggestionInput', false).validate(inputs.updateSuggestionInput);
const UpdateCustomAppRequestInput = inboxInput('UpdateCustomAppRequestInput', false).validate(inputs.updateCustomAppRequestInput);

const ProblemReportUpdated = builder.objectRef<ProblemReport>('ProblemReportUpdated').implement({
  fields: (t) => ({ report: t.field({ type: ProblemReportNode, resolve: (row) => row }) }),
});
const SuggestionUpdated = builder.objectRef<Suggestion>('SuggestionUpdated').implement({
  fields: (t) => ({ suggestion: t.field({ type: SuggestionNode, resolve: (row) => row }) }),
});
const CustomAppRequestUpdated = builder.objectRef<CustomAppRequest>('CustomAppRequestUpdated').implement({
  fields: (t) => ({ request: t.field({ type: CustomAppRequestNode, resolve: (row) => row }) }),
});

const MarkReleasesSeenInput = builder.inputType('MarkReleasesSeenInput', {
  fields: (t) => ({ versions: t.stringList({ required: true }) }),
}).validate(inputs.markReleasesSeenInput);
const ReleasesSeen = builder.objectRef<{ seenReleases: string[] }>('ReleasesSeen').implement({
  fields: (t) => ({ seenReleases: t.exposeStringList('seenReleases') }),
});

builder.mutationFields((t) => ({
  sendCustomAppRequest: t.field({
    type: CustomAppRequestSent,
    skipTypeScopes: true,
    args: { input: t.arg({ type: SendCustomAppRequestInput, required: true }) },
    errors: { ...resultNames('SendCustomAppRequestResult'), types: [RateLimitError] },
    resolve: (_root, { input }, ctx) => feedback.sendCustomAppRequest(ctx, input),
  }),
  sendSuggestion: t.field({
    type: SuggestionSent,
    skipTypeScopes: true,
    args: { input: t.arg({ type: SendSuggestionInput, required: true }) },
    errors: { ...resultNames('SendSuggestionResult'), types: [RateLimitError] },
    resolve: (_root, { input }, ctx) => feedback.sendSuggestion(ctx, input),
  }),
  sendProblemReport: t.field({
    type: ProblemReportSent,
    skipTypeScopes: true,
    args: { input: t.arg({ type: SendProblemReportInput, required: true }) },
    errors: { ...resultNames('SendProblemReportResult'), types: [RateLimitError] },
    resolve: (_root, { input }, ctx) => feedback.sendProblemReport(ctx, input),
  }),
  updateProblemReport: t.field({
    type: ProblemReportUpdated,
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateProblemReportInput, required: true }) },
    errors: { ...resultNames('UpdateProblemReportResult'), types: [NotFoundError] },
    resolve: (_root, { input }, ctx) => feedback.updateProblemReport(ctx, input as inputs.InboxChange),
  }),
  updateSuggestion: t.field({
    type: SuggestionUpdated,
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateSuggestionInput, required: true }) },
    errors: { ...resultNames('UpdateSuggestionResult'), types: [NotFoundError] },
    resolve: (_root, { input }, ctx) => feedback.updateSuggestion(ctx, input as inputs.InboxChange),
  }),
  updateCustomAppRequest: t.field({
    type: CustomAppRequestUpdated,
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateCustomAppRequestInput, required: true }) },
    errors: { ...resultNames('UpdateCustomAppRequestResult'), types: [NotFoundError] },
    resolve: (_root, { input }, ctx) => feedback.updateCustomAppRequest(ctx, input as inputs.InboxChange),
  }),
  markReleasesSeen: t.field({
    type: ReleasesSeen,
    args: { input: t.arg({ type: MarkReleasesSeenInput, required: true }) },
    errors: { ...resultNames('MarkReleasesSeenResult'), types: [] },
    resolve: async (_root, { input }, ctx) => ({ seenReleases: await feedback.markReleasesSeen(ctx, input.versions) }),
  }),
}));
