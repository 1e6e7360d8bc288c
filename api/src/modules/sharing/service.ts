// Sharing with one member of the sender's service group: a video from /videos (and any file the
// spec's POST /api/share-file names). The sender is the signed-in user, the group is theirs, and
// the recipient must be another member of that group; the recipient reads it in "Shared with me".
import type { Context } from '../../access/context.ts';
import type { Prisma, SharedFile, User } from '../../generated/sqlite/client.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { requireViewer } from '../../access/viewer.ts';
import { activeGroupOf, groupMembersWhere, inSameGroup, NO_GROUP, type GroupStanding } from '../../lib/group-membership.ts';
import { MESSAGES, type ShareFileBody } from './inputs.ts';


/**
 * The one rule for every share with a single member (videos, files, experiences): another member
 * of the sender's own service group. Anyone else — another group, no such account — is refused
 * alike, so the answer says nothing of who exists outside the group.
 */
export async function assertShareTarget(ctx: Context, sender: User, targetUserId: number, field = 'targetUserId') {
  if (targetUserId === sender.id) {
    throw new ValidationError(MESSAGES.notYourself, [{ path: field, message: MESSAGES.notYourself }]);
  }
  const target = await ctx.db.user.findUnique({
    where: { id: targetUserId },
    select: { groupNumber: true, groupApproved: true, role: true },
  });
  if (!target || !inSameGroup(target, sender)) throw new ForbiddenError(MESSAGES.memberNotInGroup);
}

/** Sharing with the whole group: the sender must be in one (group 0, or waiting to be let in, is none). */
export function assertHasGroup(sender: User) {
  if (activeGroupOf(sender) === NO_GROUP) throw new ForbiddenError(MESSAGES.noGroup);
}

/**
 * The shares a member received that they still see: made in the group they are in now, by a
 * sender still in it. A member who leaves the group (or waits to be let into another) leaves its
 * shares behind, as they leave its board.
 */
export const receivedBy = (viewer: Pick<User, 'id'> & GroupStanding): Prisma.SharedFileWhereInput => ({
  targetUserId: viewer.id,
  groupNumber: activeGroupOf(viewer),
  sender: groupMembersWhere(activeGroupOf(viewer)),
});

export function canSeeSharedFile(viewer: Pick<User, 'id'> | null, file: Pick<SharedFile, 'userId' | 'targetUserId'>): boolean {
  return !!viewer && (file.userId === viewer.id || file.targetUserId === viewer.id);
}

type ShareFields = Omit<ShareFileBody, 'userId' | 'groupNumber'> & { videoId?: number; musicFileId?: number };

export async function shareFile(ctx: Context, fields: ShareFields): Promise<SharedFile> {
  const sender = requireViewer(ctx);
  await assertShareTarget(ctx, sender, fields.targetUserId);
  const shared = await ctx.db.sharedFile.create({
    data: {
      userId: sender.id,
      targetUserId: fields.targetUserId,
      groupNumber: activeGroupOf(sender),
      title: fields.title,
      filename: fields.filename,
      originalName: fields.originalName || fields.filename,
      mimeType: fields.mimeType,
      fileSize: fields.fileSize,
      shareLink: fields.shareLink ?? null,
      videoId: fields.videoId ?? null,
      musicFileId: fields.musicFileId ?? null,
    },
  });
  ctx.pubsub.publish('file:shared', fields.targetUserId, { sharedFileId: shared.id });
  return shared;
}

/** Shares one of the viewer's own videos; anyone else's video id is "Video not found". */
export async function shareVideo(ctx: Context, videoId: number, targetUserId: number): Promise<SharedFile> {
  const sender = requireViewer(ctx);
  const video = await ctx.db.video.findUnique({ where: { id: videoId } });
  if (!video || video.userId !== sender.id) throw new NotFoundError(MESSAGES.videoNotFound);
  // The spec's video payload: type video/youtube, size 0, the address as the share link.
  return shareFile(ctx, {
    title: video.title,
    filename: `video-${video.id}`,
    originalName: video.title,
    mimeType: 'video/youtube',
    fileSize: 0,
    shareLink: video.url,
    targetUserId,
    videoId: video.id,
  });
}

/** A live "Shared with me" entry reaches only its recipient, and only while it still exists. */
export async function sharedFileFor(ctx: Context, sharedFileId: number): Promise<boolean> {
  if (!ctx.viewer) return false;
  const file = await ctx.db.sharedFile.findUnique({ where: { id: sharedFileId }, select: { targetUserId: true } });
  return file?.targetUserId === ctx.viewer.id;
}

export function restSharedFile(file: SharedFile) {
  return {
    id: file.id,
    userId: file.userId,
    targetUserId: file.targetUserId,
    groupNumber: file.groupNumber,
    title: file.title,
    filename: file.filename,
    originalName: file.originalName,
    mimeType: file.mimeType,
    fileSize: file.fileSize,
    shareLink: file.shareLink,
    createdAt: file.createdAt,
  };
}
