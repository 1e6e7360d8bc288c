// Ministry experiences: written privately, then shared with the author's service group (all of it
// or one member), liked once per member, with an optional image. GraphQL (schema.ts) and the REST
// shim (rest.ts) both call these functions, so every rule and every visibility check lives here.
// Who sees an experience: its author always; a member of the same group once it is shared with
// all of the group or with that member. No one else, whatever id they send.
import { join } from 'node:path';
import type { Context } from '../../access/context.ts';
import type { MinistryExperience, Prisma, User } from '../../generated/sqlite/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { requireViewer } from '../../access/viewer.ts';
import { imagePolicy, inlineDisposition, readUpload, removeUpload, saveUpload, type UploadedFile } from '../../lib/storage.ts';
import { assertHasGroup, assertShareTarget } from '../sharing/index.ts';
import { MESSAGES, type CreateExperienceInput, type ShareTarget, type UpdateExperienceInput } from './inputs.ts';
import { NEWEST_FIRST } from '../../lib/order.ts';
import { isUniqueViolation } from '../../lib/prisma-errors.ts';
import type { RowWindow } from '../../lib/rest-page.ts';
import { activeGroupOf, isInGroup, NO_GROUP, type GroupStanding } from '../../lib/group-membership.ts';

export const IMAGE_POLICY = imagePolicy({ tooLarge: MESSAGES.imageTooLarge, wrongType: MESSAGES.invalidImage });

export const imageDir = (ctx: Pick<Context, 'config'>) => join(ctx.config.uploadDir, 'experiences');

export const imagePath = (filename: string) => `/api/experiences/image/${encodeURIComponent(filename)}`;


type Visibility = Pick<MinistryExperience, 'userId' | 'groupNumber' | 'isShared' | 'shareWith'>;

type Viewer = Pick<User, 'id'> & GroupStanding;

export function canSeeExperience(viewer: Viewer | null, experience: Visibility): boolean {
  if (!viewer) return false;
  if (experience.userId === viewer.id) return true;
  return (
    experience.isShared &&
    isInGroup(viewer, experience.groupNumber) &&
    (experience.shareWith === 'all' || experience.shareWith === String(viewer.id))
  );
}

/**
 * The Shared Experiences tab: shared in the viewer's group with everyone or with the viewer, and
 * the viewer's own. A member with no group here (or still waiting to be let in) sees only their own.
 */
function sharedWithViewerWhere(viewer: Viewer): Prisma.MinistryExperienceWhereInput {
  const group = activeGroupOf(viewer);
  if (group === NO_GROUP) return { isShared: true, userId: viewer.id };
  return {
    isShared: true,
    groupNumber: group,
    OR: [{ shareWith: 'all' }, { shareWith: String(viewer.id) }, { userId: viewer.id }],
  };
}

async function ownExperience(ctx: Context, id: number): Promise<MinistryExperience> {
  const viewer = requireViewer(ctx);
  const experience = await ctx.db.ministryExperience.findUnique({ where: { id } });
  if (!experience || experience.userId !== viewer.id) throw new NotFoundError(MESSAGES.notFound);
  return experience;
}

async function visibleExperience(ctx: Context, id: number): Promise<MinistryExperience> {
  const viewer = requireViewer(ctx);
  const experience = await ctx.db.ministryExperience.findUnique({ where: { id } });
  if (!experience || !canSeeExperience(viewer, experience)) throw new NotFoundError(MESSAGES.notFound);
  return experience;
}

/** A browser sends an empty, nameless file part when no file was chosen: that is no image. */
export function chosenImage(value: unknown): UploadedFile | null | 'invalid' {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'object' || typeof (value as UploadedFile).arrayBuffer !== 'function') return 'invalid';
  const file = value as UploadedFile;
  return file.size === 0 && !file.name ? null : file;
}

export async function createExperience(ctx: Context, input: CreateExperienceInput): Promise<MinistryExperience> {
  const viewer = requireViewer(ctx);
  const file = chosenImage(input.image);
  if (file === 'invalid') throw new ValidationError(MESSAGES.invalidImage, [{ path: 'image', message: MESSAGES.invalidImage }]);
  const stored = file ? await saveUpload(imageDir(ctx), file, IMAGE_POLICY, ctx.config.antivirus) : null;
  try {
    return await ctx.db.ministryExperience.create({
      data: {
        userId: viewer.id,
        userName: viewer.fullName,
        groupNumber: activeGroupOf(viewer),
        title: input.title,
        content: input.content,
        shareWith: String(input.shareWith),
        // Created private whatever the client asked for (docs/product/experiences.md).
        isShared: false,
        ...(stored && {
          imageFilename: stored.filename,
          imageOriginalName: stored.originalName,
          imageSize: stored.size,
          imageMimeType: stored.mimeType,
        }),
      },
    });
  } catch (error) {
    if (stored) await removeUpload(imageDir(ctx), stored.filename);
    throw error;
  }
}

export async function updateExperience(ctx: Context, input: UpdateExperienceInput): Promise<MinistryExperience> {
  const experience = await ownExperience(ctx, input.id);
  const updated = await ctx.db.ministryExperience.update({
    where: { id: experience.id },
    data: { title: input.title, content: input.content },
  });
  if (updated.isShared) publishUpdated(ctx, updated);
  return updated;
}

/** Removes one of the viewer's experiences, its likes and its image. */
export async function deleteExperience(ctx: Context, id: number): Promise<number> {
  const experience = await ownExperience(ctx, id);
  await ctx.db.ministryExperience.delete({ where: { id: experience.id } });
  if (experience.imageFilename) await removeUpload(imageDir(ctx), experience.imageFilename);
  return experience.id;
}

/** Shares a private experience with all of the author's group or with one other member of it. */
export async function shareExperience(ctx: Context, id: number, target: ShareTarget): Promise<MinistryExperience> {
  const viewer = requireViewer(ctx);
  const experience = await ownExperience(ctx, id);
  if (experience.isShared) throw new ConflictError(MESSAGES.alreadyShared, 'shareWith');
  if (target === 'all') assertHasGroup(viewer);
  else await assertShareTarget(ctx, viewer, target, 'shareWith');
  const shared = await ctx.db.ministryExperience.update({
    where: { id: experience.id },
    // The group is the author's group now: sharing never reaches outside it.
    data: { isShared: true, shareWith: String(target), groupNumber: activeGroupOf(viewer), sharedAt: new Date() },
  });
  ctx.pubsub.publish('experience:shared', shared.groupNumber, {
    experienceId: shared.id,
    authorId: shared.userId,
    shareWith: shared.shareWith,
  });
  return shared;
}


/** Likes a shared experience once per member; a second like by the same member changes nothing. */
export async function likeExperience(
  ctx: Context,
  id: number,
): Promise<{ experience: MinistryExperience; counted: boolean }> {
  const viewer = requireViewer(ctx);
  const experience = await visibleExperience(ctx, id);
  if (!experience.isShared) throw new ValidationError(MESSAGES.likeUnshared);
  let counted = true;
  try {
    await ctx.db.$transaction([
      ctx.db.experienceLike.create({ data: { experienceId: experience.id, userId: viewer.id, userName: viewer.fullName } }),
      ctx.db.ministryExperience.update({ where: { id: experience.id }, data: { likes: { increment: 1 } } }),
    ]);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    counted = false;
  }
  const current = await ctx.db.ministryExperience.findUniqueOrThrow({ where: { id: experience.id } });
  if (counted) publishUpdated(ctx, current);
  return { experience: current, counted };
}

function publishUpdated(ctx: Context, experience: MinistryExperience) {
  ctx.pubsub.publish('experience:updated', experience.groupNumber, {
    experienceId: experience.id,
    authorId: experience.userId,
    shareWith: experience.shareWith,
  });
}

/**
 * Whether an event about an experience may reach this subscriber: the subscriber is read again,
 * so one who has left the group since subscribing hears nothing more of it.
 */
export async function eventVisibleTo(ctx: Context, experienceId: number): Promise<boolean> {
  if (!ctx.viewer) return false;
  const [viewer, experience] = await Promise.all([
    ctx.db.user.findUnique({ where: { id: ctx.viewer.id }, select: { id: true, groupNumber: true, groupApproved: true, role: true } }),
    ctx.db.ministryExperience.findUnique({ where: { id: experienceId } }),
  ]);
  return !!viewer && !!experience && canSeeExperience(viewer, experience);
}

/** GET /api/experiences/image/{filename}: only to those who may see the experience. */
export async function experienceImage(ctx: Context, filename: string): Promise<{ bytes: Buffer; mimeType: string; disposition: string }> {
  const viewer = requireViewer(ctx);
  const experience = await ctx.db.ministryExperience.findUnique({ where: { imageFilename: filename } });
  if (!experience?.imageMimeType || !canSeeExperience(viewer, experience)) throw new NotFoundError(MESSAGES.imageNotFound);
  const bytes = await readUpload(imageDir(ctx), filename);
  if (!bytes) throw new NotFoundError(MESSAGES.imageNotFound);
  return { bytes, mimeType: experience.imageMimeType, disposition: inlineDisposition(filename, experience.imageOriginalName) };
}

export function myExperiences(ctx: Context, window?: RowWindow) {
  const viewer = requireViewer(ctx);
  return ctx.db.ministryExperience.findMany({ where: { userId: viewer.id }, orderBy: NEWEST_FIRST, ...window });
}

/** The newest share first; the id breaks ties. */
const SHARED_ORDER = [{ sharedAt: 'desc' as const }, { id: 'desc' as const }];

/** A page of `user`'s Shared Experiences tab: `query` is the GraphQL selection (fields, cursor, take). */
export function sharedWithPage<Q extends { take?: number; skip?: number }>(ctx: Context, user: Viewer, query: Q) {
  return ctx.db.ministryExperience.findMany({ ...query, where: sharedWithViewerWhere(user), orderBy: SHARED_ORDER });
}

export function countSharedWith(ctx: Context, user: Viewer): Promise<number> {
  return ctx.db.ministryExperience.count({ where: sharedWithViewerWhere(user) });
}

export function sharedExperiences(ctx: Context, window?: RowWindow) {
  const viewer = requireViewer(ctx);
  return ctx.db.ministryExperience.findMany({
    where: sharedWithViewerWhere(viewer),
    orderBy: SHARED_ORDER,
    ...window,
    include: { likeRecords: { where: { userId: viewer.id }, select: { id: true } } },
  });
}

/** An experience as the spec's client reads it from the REST shim. */
export function restExperience(experience: MinistryExperience, likedByViewer?: boolean) {
  return {
    id: experience.id,
    userId: experience.userId,
    userName: experience.userName,
    groupNumber: experience.groupNumber,
    title: experience.title,
    content: experience.content,
    shareWith: experience.shareWith,
    isShared: experience.isShared,
    likes: experience.likes,
    ...(likedByViewer !== undefined && { likedByViewer }),
    imageFilename: experience.imageFilename,
    imageOriginalName: experience.imageOriginalName,
    imageSize: experience.imageSize,
    imageMimeType: experience.imageMimeType,
    imageUrl: experience.imageFilename ? imagePath(experience.imageFilename) : null,
    sharedAt: experience.sharedAt,
    createdAt: experience.createdAt,
    updatedAt: experience.updatedAt,
  };
}
