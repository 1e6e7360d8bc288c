// Songs in GraphQL: the MusicFile node, `viewer.music` (the viewer's own, with the library's
// search) and `viewer.sharedMusic` (what group members shared with the viewer), deleteMusicFile
// and shareMusicFile. Uploads go through POST /api/music/upload (docs/decisions.md, "Songs").
import { builder } from '../../builder.ts';
import type { MusicFile, SharedFile } from '../../generated/sqlite/client.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import { parseInput, parseRowId } from '../../lib/validate.ts';
import { SharedFileNode } from '../sharing/index.ts';
import * as inputs from './inputs.ts';
import * as music from './service.ts';

type AudioFormat = 'mp3' | 'wav' | 'm4a';
const FORMAT_OF: Record<string, AudioFormat> = { 'audio/mpeg': 'mp3', 'audio/wav': 'wav', 'audio/x-m4a': 'm4a', 'audio/mp4': 'm4a' };

export const AudioFormatEnum = builder.enumType('AudioFormat', {
  description: 'The kinds of audio file a song may be, as read from its bytes',
  values: {
    MP3: { value: 'mp3' as const },
    WAV: { value: 'wav' as const },
    M4A: { value: 'm4a' as const },
  } satisfies Record<Uppercase<AudioFormat>, { value: AudioFormat }>,
});

export const MusicFileNode = builder.prismaNode('MusicFile', {
  id: { field: 'id' },
  // node(id:) finds only a song the viewer may hear: any other id answers null, as if it did not exist.
  nullable: true,
  findUnique: (id, ctx) => ({
    id: parseRowId(id) ?? 0,
    AND: [ctx.viewer ? music.audibleBy(ctx.viewer) : { userId: 0 }],
  }),
  fields: (t) => ({
    title: t.exposeString('title'),
    date: t.exposeString('date', { description: 'The upload date the member gave, YYYY-MM-DD' }),
    originalName: t.exposeString('originalName'),
    mimeType: t.exposeString('mimeType'),
    format: t.field({ type: AudioFormatEnum, resolve: (song) => FORMAT_OF[song.mimeType] ?? 'mp3' }),
    fileSize: t.exposeInt('fileSize'),
    durationSeconds: t.exposeFloat('durationSeconds', { nullable: true }),
    artist: t.exposeString('artist', { nullable: true }),
    album: t.exposeString('album', { nullable: true }),
    streamUrl: t.string({ description: 'Where the audio is streamed from (HTTP Range requests answered)', resolve: (song) => music.streamPath(song.id) }),
    isMine: t.boolean({ resolve: (song, _args, ctx) => song.userId === ctx.viewer?.id }),
    ownerName: t.string({
      description: 'Who uploaded it',
      select: { user: { select: { fullName: true, username: true } } },
      resolve: (song) => song.user.fullName || song.user.username,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  music: t.prismaConnection({
    type: 'MusicFile',
    cursor: 'id',
    description: 'The user’s songs, newest first, matching the search; only the user may read them',
    authScopes: (user) => ({ self: user.id }),
    args: {
      title: t.arg.string({ description: 'Part of the title, in any case' }),
      date: t.arg.string({ description: 'The exact upload date, YYYY-MM-DD' }),
    },
    totalCount: async (user, args, ctx) =>
      ctx.db.musicFile.count({ where: await music.searchWhere(ctx, { userId: user.id }, parseInput(inputs.songFilter, args)) }),
    resolve: async (query, user, args, ctx) =>
      ctx.db.musicFile.findMany({
        ...query,
        where: await music.searchWhere(ctx, { userId: user.id }, parseInput(inputs.songFilter, args)),
        orderBy: music.SONG_ORDER,
      }),
  }),
  sharedMusic: t.prismaConnection({
    type: 'MusicFile',
    cursor: 'id',
    description: 'Songs members of the user’s group shared with the user, newest first; only the user may read them',
    authScopes: (user) => ({ self: user.id }),
    totalCount: (user, _args, ctx) => ctx.db.musicFile.count({ where: music.sharedWith(user) }),
    resolve: (query, user, _args, ctx) => ctx.db.musicFile.findMany({ ...query, where: music.sharedWith(user), orderBy: music.SONG_ORDER }),
  }),
}));

const DeleteMusicFileInput = builder.inputType('DeleteMusicFileInput', {
  fields: (t) => ({ id: t.globalID({ required: true }) }),
}).validate(inputs.deleteMusicFileInput);

const ShareMusicFileInput = builder.inputType('ShareMusicFileInput', {
  fields: (t) => ({
    musicFileId: t.globalID({ description: 'One of the viewer’s songs' }),
    targetUserId: t.globalID({ description: 'Another member of the viewer’s service group' }),
  }),
}).validate(inputs.shareMusicFileInput);

const MusicFileDeleted = builder.objectRef<{ id: number }>('MusicFileDeleted').implement({
  fields: (t) => ({ deletedId: t.globalID({ resolve: ({ id }) => ({ type: 'MusicFile', id: String(id) }) }) }),
});

const MusicFileShared = builder.objectRef<SharedFile>('MusicFileShared').implement({
  description: 'What the recipient now finds in Shared with me',
  fields: (t) => ({ sharedFile: t.field({ type: SharedFileNode, resolve: (file) => file }) }),
});

builder.mutationFields((t) => ({
  deleteMusicFile: t.field({
    type: MusicFileDeleted,
    args: { input: t.arg({ type: DeleteMusicFileInput, required: true }) },
    errors: { ...resultNames('DeleteMusicFileResult'), types: [NotFoundError] },
    resolve: async (_root, { input }, ctx) => ({ id: await music.deleteSong(ctx, input.id) }),
  }),
  shareMusicFile: t.field({
    type: MusicFileShared,
    args: { input: t.arg({ type: ShareMusicFileInput, required: true }) },
    errors: { ...resultNames('ShareMusicFileResult'), types: [NotFoundError, ForbiddenError] },
    resolve: (_root, { input }, ctx) => music.shareSong(ctx, input.musicFileId, input.targetUserId),
  }),
}));

export type { MusicFile };
