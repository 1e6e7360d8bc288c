// The Support and Production tab (docs/product/admin.md): what an admin needs when something
// goes wrong or before an upgrade. The app's version, which database and live-event transport
// it runs on, how long this instance has been up, the Node version, and a few counts. No
// secret, address or connection string is ever shown.
import type { Context } from '../../access/context.ts';
// Part of the built server (scripts/build-server.mjs), so the version is right wherever it runs from.
import pkg from '../../../../package.json' with { type: 'json' };
import { isPostgresUrl } from '@ministry/shared/database-url.mjs';
import { ACTIVE_SESSION_MS } from './dashboard.ts';
import { requireAdmin } from '../../access/guards.ts';

const startedAt = Date.now();

const VERSION: string = pkg.version ?? 'unknown';

export interface SupportInfo {
  version: string;
  database: 'SQLite' | 'PostgreSQL';
  liveEvents: 'memory' | 'Redis';
  uptimeSeconds: number;
  nodeVersion: string;
  users: number;
  admins: number;
  activeSessions: number;
  activityEvents: number;
}

export async function supportInfo(ctx: Context): Promise<SupportInfo> {
  requireAdmin(ctx);
  const [users, admins, activeSessions, activityEvents] = await Promise.all([
    ctx.db.user.count(),
    ctx.db.user.count({ where: { role: 'admin' } }),
    ctx.db.user.count({ where: { lastLoginAt: { gte: new Date(Date.now() - ACTIVE_SESSION_MS) } } }),
    ctx.db.activityEvent.count(),
  ]);
  return {
    version: VERSION,
    database: isPostgresUrl(ctx.config.databaseUrl) ? 'PostgreSQL' : 'SQLite',
    liveEvents: ctx.config.redisUrl ? 'Redis' : 'memory',
    uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
    nodeVersion: process.version,
    users,
    admins,
    activeSessions,
    activityEvents,
  };
}
