// Songs (My Favorite Kingdom Songs, docs/product/music.md): a member's own audio files, uploaded
// one file per request and streamed to disk (never held in memory whole), checked by their bytes,
// limited per file and per member, tagged from the file itself, streamed back with HTTP ranges,
// and shared with one member of the owner's service group. GraphQL (schema.ts) and the REST shim
// (rest.ts) both call these functions, so every rule and visibility check lives here.
// Who hears a song: its owner, and a member it was shared with while both are still in the group
// it was shared in. Anyone else is told it does not exist.
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Busboy from 'busboy';
import { parseFile } from 'music-metadata';
import type { Context } from '../../access/context.ts';
import { lockForTransaction } from '../../db.ts';
import type { MusicFile, Prisma, SharedFile, User } from '../../generated/sqlite/client.ts';
import { requireViewer } from '../../access/viewer.ts';
import { activeGroupOf, type GroupStanding } from '../../lib/group-membership.ts';
import { NotFoundError, PayloadTooLargeError, ValidationError } from '../../lib/errors.ts';
import { NEWEST_FIRST } from '../../lib/order.ts';
import type { RowWindow } from '../../lib/rest-page.ts';
import { audioPolicy, inlineDisposition, readUploadStream, removeUpload, saveUploadStream, storedSize } from '../../lib/storage.ts';
import { receivedBy, shareFile } from '../sharing/index.ts';
import { MESSAGES, titleFromFileName, todayUtc, uploadFields, type SongFilter } from './inputs.ts';
import { parseRange, type RangeAnswer } from './range.ts';

export const SONG_ORDER = NEWEST_FIRST;

/** Room for the title, the date and the multipart framing around one file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export const songDir = (ctx: Pick<Context, 'config'>) => join(ctx.config.uploadDir, 'music');

/** Where a song's audio is streamed from; also its share link. */
export const streamPath = (id: number) => `/api/music/${id}/stream`;

type Viewer = Pick<User, 'id'> & GroupStanding;

/** Songs the viewer may hear: their own, and those shared with them. */
export const audibleBy = (viewer: Viewer): Prisma.MusicFileWhereInput => ({
  OR: [{ userId: viewer.id }, { shares: { some: receivedBy(viewer) } }],
});

/** Songs others shared with the viewer. */
export const sharedWith = (viewer: Viewer): Prisma.MusicFileWhereInput => ({
  userId: { not: viewer.id },
  shares: { some: receivedBy(viewer) },
});

const fold = (text: string) => text.normalize('NFC').toLowerCase();

/**
 * The rows of `base` that the search matches. The title is matched here, not in SQL: SQLite's
 * lower() folds ASCII only and PostgreSQL's LIKE is case-sensitive, so a database match would
 * answer differently on the two. A member's songs are bounded by their quota, so reading their
 * ids and titles is cheap.
 */
export async function searchWhere(ctx: Context, base: Prisma.MusicFileWhereInput, filter: SongFilter): Promise<Prisma.MusicFileWhereInput> {
  const where: Prisma.MusicFileWhereInput = filter.date ? { AND: [base, { date: filter.date }] } : base;
  if (!filter.title) return where;
  const needle = fold(filter.title);
  const rows = await ctx.db.musicFile.findMany({ where, select: { id: true, title: true } });
  return { id: { in: rows.filter((row) => fold(row.title).includes(needle)).map((row) => row.id) } };
}

export async function listSongs(ctx: Context, filter: SongFilter, window?: RowWindow): Promise<MusicFile[]> {
  const viewer = requireViewer(ctx);
  const where = await searchWhere(ctx, { userId: viewer.id }, filter);
  return ctx.db.musicFile.findMany({ where, orderBy: SONG_ORDER, ...window });
}

async function ownSong(ctx: Context, id: number): Promise<MusicFile> {
  const viewer = requireViewer(ctx);
  const song = await ctx.db.musicFile.findUnique({ where: { id } });
  if (!song || song.userId !== viewer.id) throw new NotFoundError(MESSAGES.notFound);
  return song;
}

async function usedBytes(ctx: Context, userId: number): Promise<number> {
  const { _sum } = await ctx.db.musicFile.aggregate({ where: { userId }, _sum: { fileSize: true } });
  return _sum.fileSize ?? 0;
}

// One upload at a time per member in this process, so two at once do not both stream a file that
// only one can keep. Across instances, storeWithinQuota holds the quota.
const uploadsInProgress = new Map<number, Promise<unknown>>();

async function oneAtATime<T>(userId: number, work: () => Promise<T>): Promise<T> {
  const before = uploadsInProgress.get(userId) ?? Promise.resolve();
  const current = before.catch(() => undefined).then(work);
  uploadsInProgress.set(userId, current);
  try {
    return await current;
  } finally {
    if (uploadsInProgress.get(userId) === current) uploadsInProgress.delete(userId);
  }
}

interface Tags {
  durationSeconds: number | null;
  artist: string | null;
  album: string | null;
}

const tagText = (value: string | undefined) => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: tags may carry NULs PostgreSQL cannot store
  const clean = value?.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean ? clean.slice(0, 200) : null;
};

/** Duration and tags as the file itself states them, read from disk; a file that says nothing gives nulls. */
export async function readTags(path: string): Promise<Tags> {
  try {
    const { format, common } = await parseFile(path, { duration: true, skipCovers: true });
    const duration = format.duration;
    return {
      durationSeconds: duration !== undefined && Number.isFinite(duration) && duration >= 0 ? duration : null,
      artist: tagText(common.artist),
      album: tagText(common.album),
    };
  } catch {
    return { durationSeconds: null, artist: null, album: null };
  }
}

interface ReceivedForm {
  fields: Record<string, string>;
  files: number;
  saving: Promise<Awaited<ReturnType<typeof saveUploadStream>>> | undefined;
}

/**
 * The request body as a Node stream. Read through its reader, not Readable.fromWeb: the server
 * adapter's body is a ReadableStream of its own, not Node's class.
 */
function bodyStream(body: ReadableStream<Uint8Array>): Readable {
  const reader = body.getReader();
  return new Readable({
    async read() {
      try {
        const { done, value } = await reader.read();
        this.push(done ? null : value);
      } catch (error) {
        this.destroy(error as Error);
      }
    },
    destroy(error, callback) {
      reader.cancel(error ?? undefined).then(() => callback(error), () => callback(error));
    },
  });
}

/** Reads the multipart body part by part: the file goes straight to disk through storage.ts. */
async function receiveForm(ctx: Context, request: Request, maxBytes: number, tooLarge: string): Promise<ReceivedForm> {
  const policy = audioPolicy(maxBytes, { tooLarge, wrongType: MESSAGES.wrongType });
  const form: ReceivedForm = { fields: {}, files: 0, saving: undefined };
  let parser: Busboy.Busboy;
  try {
    parser = Busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      // Browsers send the file's name as UTF-8 bytes; busboy would read them as Latin-1.
      defParamCharset: 'utf8',
      // One byte over the limit is enough to know the file is too large; busboy drops the rest.
      limits: { files: 1, fields: 8, fieldSize: 4096, parts: 10, fileSize: maxBytes + 1 },
    });
  } catch {
    throw new ValidationError(MESSAGES.notMultipart);
  }
  parser.on('field', (name, value) => {
    if (name === 'title' || name === 'date') form.fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    form.files += 1;
    if (name !== 'file' || form.saving) return void stream.resume();
    form.saving = saveUploadStream(songDir(ctx), stream, info.filename ?? '', policy, ctx.config.antivirus);
    // Settled by the caller; this keeps an early failure from being reported as unhandled.
    form.saving.catch(() => undefined);
  });
  parser.on('filesLimit', () => {
    form.files += 1;
  });
  try {
    await pipeline(bodyStream(request.body as ReadableStream<Uint8Array>), parser);
  } catch {
    const stored = await form.saving?.catch(() => undefined);
    if (stored) await removeUpload(songDir(ctx), stored.filename);
    throw new ValidationError(MESSAGES.unreadable);
  }
  return form;
}

/** POST /api/music/upload: one file with its title and date. Nothing is kept unless all of it is. */
export async function uploadSong(ctx: Context, request: Request): Promise<MusicFile> {
  const viewer = requireViewer(ctx);
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data') || !request.body) {
    throw new ValidationError(MESSAGES.notMultipart);
  }
  const { maxFileBytes, quotaBytes } = ctx.config.music;
  return oneAtATime(viewer.id, async () => {
    const used = await usedBytes(ctx, viewer.id);
    const room = Math.max(0, quotaBytes - used);
    const maxBytes = Math.min(maxFileBytes, room);
    const tooLarge = room < maxFileBytes ? MESSAGES.quota(quotaBytes, used) : MESSAGES.tooLarge(maxFileBytes);
    // A declared length far beyond the limit is refused before a byte of it is stored.
    const declared = Number(request.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes + FORM_OVERHEAD_BYTES) throw new PayloadTooLargeError(tooLarge);

    const form = await receiveForm(ctx, request, maxBytes, tooLarge);
    if (form.files > 1) {
      const stored = await form.saving?.catch(() => undefined);
      if (stored) await removeUpload(songDir(ctx), stored.filename);
      throw new ValidationError(MESSAGES.oneFile, [{ path: 'file', message: MESSAGES.oneFile }]);
    }
    if (!form.saving) throw new ValidationError(MESSAGES.noFile, [{ path: 'file', message: MESSAGES.noFile }]);
    const stored = await form.saving;
    try {
      const parsed = uploadFields.safeParse(form.fields);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? MESSAGES.unreadable;
        throw new ValidationError(message, parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
      }
      const tags = await readTags(stored.path);
      return await storeWithinQuota(ctx, viewer.id, quotaBytes, (tx) =>
        tx.musicFile.create({
          data: {
            userId: viewer.id,
            title: parsed.data.title ?? (titleFromFileName(stored.originalName) || stored.originalName),
            date: parsed.data.date ?? todayUtc(),
            filename: stored.filename,
            originalName: stored.originalName,
            mimeType: stored.mimeType,
            fileSize: stored.size,
            ...tags,
          },
        }),
      );
    } catch (error) {
      await removeUpload(songDir(ctx), stored.filename);
      throw error;
    }
  });
}

/** Any number, the same on every instance: the space of the per-member song-quota locks. */
const QUOTA_LOCK = 7_310_002;

/**
 * Adds a song row only if the member's songs then fit their quota. The member's lock is held from
 * before the insert to the commit, so two uploads on two instances cannot each count the other's
 * song as not there yet and both be kept.
 */
export async function storeWithinQuota(
  ctx: Pick<Context, 'db'>,
  userId: number,
  quotaBytes: number,
  create: (tx: Prisma.TransactionClient) => Promise<MusicFile>,
): Promise<MusicFile> {
  return ctx.db.$transaction(async (tx) => {
    await lockForTransaction(ctx.db, tx, QUOTA_LOCK, userId);
    const song = await create(tx);
    const { _sum } = await tx.musicFile.aggregate({ where: { userId }, _sum: { fileSize: true } });
    const total = _sum.fileSize ?? 0;
    if (total > quotaBytes) throw new PayloadTooLargeError(MESSAGES.quota(quotaBytes, total - song.fileSize));
    return song;
  });
}

/** Removes one of the viewer's songs, the shares of it, and its file. */
export async function deleteSong(ctx: Context, id: number): Promise<number> {
  const song = await ownSong(ctx, id);
  await ctx.db.$transaction([
    ctx.db.sharedFile.deleteMany({ where: { musicFileId: song.id } }),
    ctx.db.musicFile.delete({ where: { id: song.id } }),
  ]);
  await removeUpload(songDir(ctx), song.filename);
  return song.id;
}

/** Shares one of the viewer's songs with another member of their group; sharing it again changes nothing. */
export async function shareSong(ctx: Context, id: number, targetUserId: number): Promise<SharedFile> {
  const viewer = requireViewer(ctx);
  const song = await ownSong(ctx, id);
  const existing = await ctx.db.sharedFile.findFirst({
    where: { musicFileId: song.id, userId: viewer.id, targetUserId, groupNumber: activeGroupOf(viewer) },
  });
  if (existing) return existing;
  return shareFile(ctx, {
    title: song.title,
    filename: song.filename,
    originalName: song.originalName,
    mimeType: song.mimeType,
    fileSize: song.fileSize,
    shareLink: streamPath(song.id),
    targetUserId,
    musicFileId: song.id,
  });
}

/** POST /api/share-file names a song by its stored file name; anyone else's is "Music not found". */
export async function shareSongByFilename(ctx: Context, filename: string, targetUserId: number): Promise<SharedFile> {
  const viewer = requireViewer(ctx);
  const song = await ctx.db.musicFile.findUnique({ where: { filename }, select: { id: true, userId: true } });
  if (!song || song.userId !== viewer.id) throw new NotFoundError(MESSAGES.notFound);
  return shareSong(ctx, song.id, targetUserId);
}

export interface SongStream {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  body: Readable | null;
}

/** GET /api/music/{id}/stream: the song's bytes, or the range asked for, read from disk as sent. */
export async function streamSong(ctx: Context, id: number, rangeHeader: string | null | undefined, ifRange?: string | null): Promise<SongStream> {
  const viewer = requireViewer(ctx);
  const song = await ctx.db.musicFile.findFirst({ where: { AND: [{ id }, audibleBy(viewer)] } });
  const size = song ? await storedSize(songDir(ctx), song.filename) : null;
  if (!song || size === null) throw new NotFoundError(MESSAGES.notFound);
  // Stored files never change: the stored name and size identify the bytes.
  const etag = `"${song.filename}-${size}"`;
  const common = {
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Content-Type': song.mimeType,
    'Content-Disposition': inlineDisposition(song.filename, song.originalName),
    'X-Content-Type-Options': 'nosniff',
  };
  const range: RangeAnswer = ifRange && ifRange !== etag ? { kind: 'whole' } : parseRange(rangeHeader, size);
  if (range.kind === 'unsatisfiable') {
    return { status: 416, headers: { ...common, 'Content-Range': `bytes */${size}` }, body: null };
  }
  const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, size - 1];
  const body = size === 0 ? null : readUploadStream(songDir(ctx), song.filename, { start, end });
  const headers: Record<string, string> = { ...common, 'Content-Length': String(size === 0 ? 0 : end - start + 1) };
  if (range.kind === 'partial') headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  return { status: range.kind === 'partial' ? 206 : 200, headers, body };
}

export function restSong(song: MusicFile) {
  return {
    id: song.id,
    title: song.title,
    date: song.date,
    filename: song.filename,
    originalName: song.originalName,
    mimeType: song.mimeType,
    fileSize: song.fileSize,
    durationSeconds: song.durationSeconds,
    artist: song.artist,
    album: song.album,
    shareLink: streamPath(song.id),
    createdAt: song.createdAt,
  };
}
