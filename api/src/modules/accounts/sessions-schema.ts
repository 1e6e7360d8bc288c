// Signed-in devices in GraphQL: `User.sessions` (the viewer's own only), `endSession` and
// `endOtherSessions`. The rules live in sessions.ts.
import { builder } from '../../builder.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { requireViewer } from '../../access/viewer.ts';
import { resultNames } from '../../lib/results.ts';
import { z } from 'zod';
import * as sessions from './sessions.ts';
import { MESSAGES as ID_MESSAGES } from '../../lib/validate.ts';

const SessionNode = builder.node(builder.objectRef<sessions.SignedInSession>('Session'), {
  description: 'A device the viewer is signed in on; only its owner ever sees it',
  id: { resolve: (session) => sessions.publicSessionId(session.id) },
  loadMany: (ids, ctx) => sessions.ownSessionsByPublicIds(ctx, ids),
  authScopes: (session) => ({ self: session.userId }),
  fields: (t) => ({
    device: t.exposeString('device', {
      nullable: true,
      description: 'What the session began on, e.g. "Chrome on Android"; null when not recognised',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it signed in' }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime', description: 'When it was last used (to the hour)' }),
    current: t.boolean({
      description: 'Whether this is the session of this request',
      resolve: (session, _args, ctx) => sessions.isCurrentSession(ctx, session),
    }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  sessions: t.field({
    type: [SessionNode],
    description: 'The devices this user is signed in on, the most recently used first (the user themselves only)',
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, _args, ctx) => sessions.sessionsOf(ctx, user.id),
  }),
}));

const EndSessionInput = builder.inputType('EndSessionInput', {
  fields: (t) => ({ id: t.globalID({ required: true, description: 'One of the viewer’s other sessions' }) }),
}).validate(
  z.object({
    id: z
      .object({ typename: z.string(), id: z.string() })
      .refine((g) => g.typename === 'Session' && g.id.length <= 64, ID_MESSAGES.notAnId('Session'))
      .transform((g) => g.id),
  }),
);


const SessionEnded = builder.objectRef<{ ended: sessions.SignedInSession }>('SessionEnded').implement({
  description: 'The session is over on its device; the viewer with the sessions left',
  fields: (t) => ({
    endedSessionId: t.globalID({ resolve: ({ ended }) => ({ type: 'Session', id: sessions.publicSessionId(ended.id) }) }),
    viewer: t.prismaField({
      type: 'User',
      resolve: (query, _parent, _args, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: requireViewer(ctx).id } }),
    }),
  }),
});

const OtherSessionsEnded = builder.objectRef<{ ended: sessions.SignedInSession[] }>('OtherSessionsEnded').implement({
  description: 'Every other device is signed out; the viewer with the one session left',
  fields: (t) => ({
    endedSessionIds: t.globalIDList({
      resolve: ({ ended }) => ended.map((s) => ({ type: 'Session', id: sessions.publicSessionId(s.id) })),
    }),
    viewer: t.prismaField({
      type: 'User',
      resolve: (query, _parent, _args, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: requireViewer(ctx).id } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  endSession: t.field({
    type: SessionEnded,
    description: 'Signs out another of the viewer’s devices; the device in use signs out with `logout`',
    args: { input: t.arg({ type: EndSessionInput, required: true }) },
    errors: { ...resultNames('EndSessionResult'), types: [NotFoundError, ForbiddenError] },
    resolve: async (_root, { input }, ctx) => ({ ended: await sessions.endSession(ctx, input.id) }),
  }),
  endOtherSessions: t.field({
    type: OtherSessionsEnded,
    description: 'Signs out every device of the viewer but the one in use',
    errors: { ...resultNames('EndOtherSessionsResult'), types: [] },
    resolve: async (_root, _args, ctx) => ({ ended: await sessions.endOtherSessions(ctx) }),
  }),
}));
