// The User Activity Dashboard in GraphQL: `adminDashboard` (the four counts and the recent
// activity), `adminDashboardChanged` (the same, each time something is recorded) and
// `supportInfo` (the Support and Production tab). Admins only.
import { builder } from '../../builder.ts';
import type { ActivityEvent } from '../../generated/sqlite/client.ts';
import { ACTIVITY_KINDS } from '../activity/index.ts';
import { dashboard, type DashboardStats } from './dashboard.ts';
import { exposed } from '../../lib/exposed.ts';
import * as support from './support.ts';

const ActivityEntry = builder.objectRef<ActivityEvent>('ActivityEntry').implement({
  fields: (t) => ({
    id: t.globalID({ resolve: (e) => ({ type: 'ActivityEntry', id: String(e.id) }) }),
    kind: t.exposeString('kind', { description: `One of: ${ACTIVITY_KINDS.join(', ')}` }),
    username: t.exposeString('username'),
    detail: t.exposeString('detail', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CheckInStepCount = builder.objectRef<{ step: string; count: number }>('CheckInStepCount').implement({
  description: 'How many check-ins made one step in the last 24 hours',
  fields: (t) => ({
    step: t.exposeString('step', { description: 'started, extended, due, overdue, escalated, taken or ended' }),
    count: t.exposeInt('count'),
  }),
});

const AdminDashboard = builder.objectRef<DashboardStats>('AdminDashboard').implement({
  fields: (t) => ({
    id: t.globalID({ resolve: () => ({ type: 'AdminDashboard', id: '1' }) }),
    totalUsers: t.exposeInt('totalUsers'),
    newUsers: t.exposeInt('newUsers', { description: 'Accounts created in the last 24 hours' }),
    activeSessions: t.exposeInt('activeSessions', { description: 'Accounts signed in within the last 2 hours' }),
    signInsToday: t.exposeInt('signInsToday', { description: 'Sign-ins in the last 24 hours' }),
    checkInSteps: t.field({ type: [CheckInStepCount], description: 'The steps of check-ins in the last 24 hours', resolve: (d) => d.checkInSteps }),
    recentActivity: t.field({ type: [ActivityEntry], resolve: (d) => d.recent }),
  }),
});

const SupportInfo = builder.objectRef<support.SupportInfo>('SupportInfo').implement({
  fields: (t) => ({
    version: t.exposeString('version'),
    database: t.exposeString('database'),
    liveEvents: t.exposeString('liveEvents'),
    uptimeSeconds: t.exposeInt('uptimeSeconds'),
    nodeVersion: t.exposeString('nodeVersion'),
    users: t.exposeInt('users'),
    admins: t.exposeInt('admins'),
    activeSessions: t.exposeInt('activeSessions'),
    activityEvents: t.exposeInt('activityEvents'),
  }),
});

builder.queryFields((t) => ({
  adminDashboard: t.field({
    type: AdminDashboard,
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => exposed(() => dashboard(ctx)),
  }),
  supportInfo: t.field({
    type: SupportInfo,
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => exposed(() => support.supportInfo(ctx)),
  }),
}));

builder.subscriptionField('adminDashboardChanged', (t) =>
  t.field({
    type: AdminDashboard,
    description: 'The dashboard again, each time a sign-in, a new account, an alert or a report is recorded',
    authScopes: { admin: true },
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('admin:activity'),
    resolve: (_payload, _args, ctx) => exposed(() => dashboard(ctx)),
  }),
);

