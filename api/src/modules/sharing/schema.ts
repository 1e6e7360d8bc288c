// Sharing in GraphQL: the SharedFile node, `viewer.sharedWithMe`, shareVideo, and the live
// `sharedWithMeAdded` subscription of the recipient.
import { filter, pipe } from 'graphql-yoga';
import { builder } from '../../builder.ts';
import { ServiceGroupNumberEnum } from '../common/index.ts';
import type { SharedFile } from '../../generated/sqlite/client.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { parseRowId } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as sharing from './service.ts';
import { NEWEST_FIRST } from '../../lib/order.ts';

export const SharedFileNode = builder.prismaNode('SharedFile', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id) => ({ id: parseRowId(id) ?? 0 }),
  // Only its sender and its recipient ever read a share.
  authScopes: (file, ctx) => sharing.canSeeSharedFile(ctx.viewer, file),
  fields: (t) => ({
    title: t.exposeString('title'),
    originalName: t.exposeString('originalName'),
    mimeType: t.exposeString('mimeType'),
    fileSize: t.exposeInt('fileSize'),
    shareLink: t.exposeString('shareLink', { nullable: true }),
    isVideo: t.boolean({ resolve: (file) => file.videoId !== null || file.mimeType.startsWith('video/') }),
    groupNumber: t.expose('groupNumber', { type: ServiceGroupNumberEnum }),
    // The sender's name, not their account: they may have left the group since.
    senderName: t.string({
      select: { sender: { select: { fullName: true } } },
      resolve: (file) => file.sender.fullName,
    }),
    senderUsername: t.string({
      select: { sender: { select: { username: true } } },
      resolve: (file) => file.sender.username,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('User', 'sharedWithMe', (t) =>
  t.relatedConnection('receivedFiles', {
    cursor: 'id',
    totalCount: true,
    description: 'What members of the group shared with this user, newest first; only the user may read it',
    authScopes: (user) => ({ self: user.id }),
    // `self`: the user is the viewer.
    query: (_args, ctx) => ({ where: ctx.viewer ? sharing.receivedBy(ctx.viewer) : { id: -1 }, orderBy: NEWEST_FIRST }),
  }),
);

const ShareVideoInput = builder.inputType('ShareVideoInput', {
  fields: (t) => ({
    videoId: t.globalID({ description: 'One of the viewer’s videos' }),
    targetUserId: t.globalID({ description: 'Another member of the viewer’s service group' }),
  }),
}).validate(inputs.shareVideoInput);

const VideoShared = builder.objectRef<SharedFile>('VideoShared').implement({
  description: 'What the recipient now finds in Shared with me',
  fields: (t) => ({ sharedFile: t.field({ type: SharedFileNode, resolve: (file) => file }) }),
});

builder.mutationField('shareVideo', (t) =>
  t.field({
    type: VideoShared,
    args: { input: t.arg({ type: ShareVideoInput, required: true }) },
    errors: {
      directResult: true,
      union: { name: 'ShareVideoResult' },
      types: [NotFoundError, ForbiddenError],
    },
    resolve: (_root, { input }, ctx) => sharing.shareVideo(ctx, input.videoId, input.targetUserId),
  }),
);

builder.subscriptionField('sharedWithMeAdded', (t) =>
  t.prismaField({
    type: 'SharedFile',
    description: 'Something a group member has just shared with the viewer',
    subscribe: (_root, _args, ctx) =>
      pipe(
        ctx.pubsub.subscribe('file:shared', ctx.viewer!.id),
        filter((event) => sharing.sharedFileFor(ctx, event.sharedFileId)),
      ),
    resolve: (query, event, _args, ctx) =>
      ctx.db.sharedFile.findUniqueOrThrow({ ...query, where: { id: event.sharedFileId } }),
  }),
);
