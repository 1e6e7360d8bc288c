// Signed-in devices: the member's own sessions (api/src/access/session.ts), listed in Account, and ended
// one at a time or all but the one in use. Ending goes through the session store, so the row is
// deleted (the cookie is worth nothing at once) and the open sockets are closed with 4401
// (docs/api.md, "Sessions"). A session is named to the client by a digest of its row id, never
// by the id itself, and only ever looked up among the viewer's own rows.
import { createHash } from 'node:crypto';
import { renewSession, type Context } from '../../access/context.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { requireViewer } from '../../access/viewer.ts';
import { describeDevice } from './devices.ts';

export interface SignedInSession {
  id: string;
  userId: number;
  device: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

export const MESSAGES = {
  notFound: 'That device is not signed in',
  current: 'This is the device you are using: sign out to end its session',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const COLUMNS = { id: true, userId: true, device: true, createdAt: true, lastSeenAt: true } as const;

/** The id a client sees for a session: a digest of the row id, which stays on the server. */
export const publicSessionId = (rowId: string) => createHash('sha256').update(rowId).digest('base64url').slice(0, 22);

/** Called right after sign-in: which device this session began on. */
export async function recordDevice(ctx: Context, userAgent: string | null | undefined): Promise<void> {
  const device = describeDevice(userAgent);
  if (!ctx.session || !device) return;
  await ctx.db.session.updateMany({ where: { id: ctx.session.sessionId }, data: { device } });
}

/** `userId`'s live sessions, the most recently used first. */
export function sessionsOf(ctx: Context, userId: number): Promise<SignedInSession[]> {
  const now = Date.now();
  return ctx.db.session.findMany({
    where: { userId, expiresAt: { gt: new Date(now) }, lastSeenAt: { gt: new Date(now - ctx.config.sessionIdleDays * DAY_MS) } },
    select: COLUMNS,
    orderBy: [{ lastSeenAt: 'desc' }, { createdAt: 'desc' }, { id: 'asc' }],
  });
}

/** The viewer's sessions with these public ids (null where the viewer has none). */
export async function ownSessionsByPublicIds(ctx: Context, publicIds: readonly string[]): Promise<(SignedInSession | null)[]> {
  if (!ctx.viewer) return publicIds.map(() => null);
  const byPublicId = new Map((await sessionsOf(ctx, ctx.viewer.id)).map((s) => [publicSessionId(s.id), s]));
  return publicIds.map((id) => byPublicId.get(id) ?? null);
}

export const isCurrentSession = (ctx: Context, session: Pick<SignedInSession, 'id'>) => ctx.session?.sessionId === session.id;

/** Signs out another of the viewer's devices; the one in use is refused (sign-out is for that). */
export async function endSession(ctx: Context, publicId: string): Promise<SignedInSession> {
  const viewer = requireViewer(ctx);
  const [session] = await ownSessionsByPublicIds(ctx, [publicId]);
  if (!session) throw new NotFoundError(MESSAGES.notFound);
  if (isCurrentSession(ctx, session)) throw new ForbiddenError(MESSAGES.current);
  await ctx.sessions.end({ userId: viewer.id, sessionIds: [session.id] });
  return session;
}

/** Signs out every device of the viewer but the one in use; gives the sessions it ended. */
export async function endOtherSessions(ctx: Context): Promise<SignedInSession[]> {
  const viewer = requireViewer(ctx);
  const current = ctx.session?.sessionId;
  if (!current) return [];
  const others = (await sessionsOf(ctx, viewer.id)).filter((s) => s.id !== current);
  // This device goes on under a new id: a copy of its cookie, taken before, ends with the others.
  await renewSession(ctx, {});
  await ctx.sessions.end({ userId: viewer.id, exceptSessionId: ctx.session!.sessionId });
  return others;
}
