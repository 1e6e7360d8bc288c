// Videos in GraphQL: the Video node, `viewer.videos`, createVideo and deleteVideo. Sharing a
// video with a group member belongs to the sharing module.
import { builder } from '../../builder.ts';
import type { Video } from '../../generated/sqlite/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import { parseRowId } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as videos from './service.ts';

export const VideoNode = builder.prismaNode('Video', {
  id: { field: 'id' },
  // node(id:) finds only the viewer's own rows: anyone else's id answers null, as if it did not exist.
  nullable: true,
  findUnique: (id, ctx) => ({ id: parseRowId(id) ?? 0, userId: ctx.viewer?.id ?? 0 }),
  authScopes: (video) => ({ self: video.userId }),
  fields: (t) => ({
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    url: t.exposeString('url'),
    duration: t.exposeString('duration', { nullable: true }),
    category: t.exposeString('category', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('User', 'videos', (t) =>
  t.relatedConnection('videos', {
    cursor: 'id',
    totalCount: true,
    description: 'The user’s videos, newest first; only the user may read them',
    authScopes: (user) => ({ self: user.id }),
    query: { orderBy: videos.VIDEO_ORDER },
  }),
);

// ---- inputs: every field optional in GraphQL, so that zod answers with the spec's messages.
const CreateVideoInput = builder.inputType('CreateVideoInput', {
  fields: (t) => ({
    title: t.string(),
    url: t.string({ description: 'An http:// or https:// address' }),
    description: t.string(),
    duration: t.string({ description: 'm:ss or h:mm:ss, such as 5:30' }),
    category: t.string(),
  }),
}).validate(inputs.createVideoInput);

const DeleteVideoInput = builder.inputType('DeleteVideoInput', {
  fields: (t) => ({ id: t.globalID({ required: true }) }),
}).validate(inputs.deleteVideoInput);

// ---- payloads
const VideoCreated = builder.objectRef<Video>('VideoCreated').implement({
  description: 'The new video',
  fields: (t) => ({ video: t.field({ type: VideoNode, resolve: (video) => video }) }),
});
const VideoDeleted = builder.objectRef<{ id: number }>('VideoDeleted').implement({
  fields: (t) => ({ deletedId: t.globalID({ resolve: ({ id }) => ({ type: 'Video', id: String(id) }) }) }),
});

builder.mutationFields((t) => ({
  createVideo: t.field({
    type: VideoCreated,
    args: { input: t.arg({ type: CreateVideoInput, required: true }) },
    errors: { ...resultNames('CreateVideoResult'), types: [] },
    resolve: (_root, { input }, ctx) => videos.createVideo(ctx, input),
  }),
  deleteVideo: t.field({
    type: VideoDeleted,
    args: { input: t.arg({ type: DeleteVideoInput, required: true }) },
    errors: { ...resultNames('DeleteVideoResult'), types: [NotFoundError] },
    resolve: async (_root, { input }, ctx) => ({ id: await videos.deleteVideo(ctx, input.id) }),
  }),
}));
