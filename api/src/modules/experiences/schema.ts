// Ministry experiences in GraphQL: the MinistryExperience node, `viewer.experiences` (mine) and
// `viewer.sharedExperiences`, create (with an optional image upload), update, share and like,
// and the `experienceShared` / `experienceUpdated` subscriptions of the viewer's group.
import { GraphQLError, GraphQLScalarType } from 'graphql';
import { filter, pipe } from 'graphql-yoga';
import { builder } from '../../builder.ts';
import { ServiceGroupNumberEnum } from '../common/index.ts';
import type { MinistryExperience } from '../../generated/sqlite/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import { isUploadedFile, type UploadedFile } from '../../lib/storage.ts';
import { parseRowId } from '../../lib/validate.ts';
import * as inputs from './inputs.ts';
import * as experiences from './service.ts';
import { NEWEST_FIRST } from '../../lib/order.ts';
import { activeGroupOf } from '../../lib/group-membership.ts';

// Files arrive through graphql-yoga's own GraphQL multipart request support (multipart: true in
// yoga.ts) as File objects in the variables; this scalar only lets them through.
builder.addScalarType(
  'Upload',
  new GraphQLScalarType<UploadedFile, never>({
    name: 'Upload',
    description: 'A file sent as a part of a GraphQL multipart request',
    serialize: () => {
      throw new GraphQLError('Upload is an input-only type');
    },
    parseValue: (value) => {
      if (!isUploadedFile(value)) throw new GraphQLError('Upload must be a file part of a multipart request');
      return value;
    },
    parseLiteral: () => {
      throw new GraphQLError('Upload must be a file part of a multipart request');
    },
  }),
);

export const MinistryExperienceNode = builder.prismaNode('MinistryExperience', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id) => ({ id: parseRowId(id) ?? 0 }),
  authScopes: (experience, ctx) => experiences.canSeeExperience(ctx.viewer, experience),
  fields: (t) => ({
    userName: t.exposeString('userName', { description: 'The author’s name' }),
    groupNumber: t.expose('groupNumber', { type: ServiceGroupNumberEnum }),
    title: t.exposeString('title'),
    content: t.exposeString('content'),
    isShared: t.exposeBoolean('isShared'),
    sharedWithEveryone: t.boolean({
      description: 'Shared with all of the group (true) or with one member (false); false while private',
      resolve: (e) => e.isShared && e.shareWith === 'all',
    }),
    isMine: t.boolean({ resolve: (e, _args, ctx) => e.userId === ctx.viewer?.id }),
    likes: t.exposeInt('likes'),
    likedByViewer: t.boolean({
      select: (_args, ctx) => ({ likeRecords: { where: { userId: ctx.viewer?.id ?? 0 }, select: { id: true } } }),
      resolve: (e) => e.likeRecords.length > 0,
    }),
    imageUrl: t.string({
      nullable: true,
      description: 'Where the image is served, to members who may see the experience',
      resolve: (e) => (e.imageFilename ? experiences.imagePath(e.imageFilename) : null),
    }),
    imageFilename: t.exposeString('imageFilename', { nullable: true }),
    imageOriginalName: t.exposeString('imageOriginalName', { nullable: true }),
    imageSize: t.exposeInt('imageSize', { nullable: true }),
    imageMimeType: t.exposeString('imageMimeType', { nullable: true }),
    sharedAt: t.expose('sharedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  experiences: t.relatedConnection('experiences', {
    cursor: 'id',
    totalCount: true,
    description: 'The user’s own experiences, private and shared, newest first; only the user may read them',
    authScopes: (user) => ({ self: user.id }),
    query: { orderBy: NEWEST_FIRST },
  }),
  sharedExperiences: t.prismaConnection({
    type: 'MinistryExperience',
    cursor: 'id',
    description: 'Experiences shared in the user’s service group with everyone or with the user, newest share first',
    authScopes: (user) => ({ self: user.id }),
    totalCount: (user, _args, ctx) => experiences.countSharedWith(ctx, user),
    resolve: (query, user, _args, ctx) => experiences.sharedWithPage(ctx, user, query),
  }),
}));

// ---- inputs: every field optional in GraphQL, so that zod answers with the spec's messages.
const CreateExperienceInput = builder.inputType('CreateExperienceInput', {
  fields: (t) => ({
    title: t.string(),
    content: t.string(),
    shareWith: t.string({ description: '"all" or a member’s user id, kept for the share dialog' }),
    isShared: t.boolean({ description: 'Ignored: an experience is always created private' }),
    image: t.field({ type: 'Upload', description: 'An image under 10 MB (JPEG, PNG, GIF, WebP, AVIF or BMP)' }),
  }),
}).validate(inputs.createExperienceInput);

const UpdateExperienceInput = builder.inputType('UpdateExperienceInput', {
  fields: (t) => ({ id: t.globalID({ required: true }), title: t.string(), content: t.string() }),
}).validate(inputs.updateExperienceInput);

const ShareExperienceInput = builder.inputType('ShareExperienceInput', {
  fields: (t) => ({
    id: t.globalID({ required: true }),
    shareWith: t.globalID({ description: 'One member of the service group; omitted or null for all group members' }),
  }),
}).validate(inputs.shareExperienceInput);

const DeleteExperienceInput = builder.inputType('DeleteExperienceInput', {
  fields: (t) => ({ id: t.globalID({ required: true }) }),
}).validate(inputs.experienceIdInput);

const LikeExperienceInput = builder.inputType('LikeExperienceInput', {
  fields: (t) => ({ id: t.globalID({ required: true }) }),
}).validate(inputs.experienceIdInput);

// ---- payloads
const experiencePayload = (name: string, description: string) =>
  builder.objectRef<MinistryExperience>(name).implement({
    description,
    fields: (t) => ({ experience: t.field({ type: MinistryExperienceNode, resolve: (e) => e }) }),
  });

const ExperienceCreated = experiencePayload('ExperienceCreated', 'The new experience, private until shared');
const ExperienceUpdated = experiencePayload('ExperienceUpdated', 'The experience with its new title and content');
const ExperienceShared = experiencePayload('ExperienceShared', 'The experience, now shared');
const ExperienceDeleted = builder.objectRef<{ id: number }>('ExperienceDeleted').implement({
  fields: (t) => ({ deletedId: t.globalID({ resolve: ({ id }) => ({ type: 'MinistryExperience', id: String(id) }) }) }),
});
const ExperienceLiked = builder
  .objectRef<{ experience: MinistryExperience; counted: boolean }>('ExperienceLiked')
  .implement({
    fields: (t) => ({
      experience: t.field({ type: MinistryExperienceNode, resolve: (r) => r.experience }),
      counted: t.exposeBoolean('counted', { description: 'False when the viewer had already liked it' }),
    }),
  });

builder.mutationFields((t) => ({
  createExperience: t.field({
    type: ExperienceCreated,
    args: { input: t.arg({ type: CreateExperienceInput, required: true }) },
    errors: { ...resultNames('CreateExperienceResult'), types: [] },
    resolve: (_root, { input }, ctx) => experiences.createExperience(ctx, input),
  }),
  updateExperience: t.field({
    type: ExperienceUpdated,
    args: { input: t.arg({ type: UpdateExperienceInput, required: true }) },
    errors: { ...resultNames('UpdateExperienceResult'), types: [NotFoundError] },
    resolve: (_root, { input }, ctx) => experiences.updateExperience(ctx, input),
  }),
  shareExperience: t.field({
    type: ExperienceShared,
    args: { input: t.arg({ type: ShareExperienceInput, required: true }) },
    errors: {
      ...resultNames('ShareExperienceResult'),
      types: [NotFoundError, ForbiddenError, ConflictError],
    },
    resolve: (_root, { input }, ctx) => experiences.shareExperience(ctx, input.id, input.shareWith),
  }),
  deleteExperience: t.field({
    type: ExperienceDeleted,
    args: { input: t.arg({ type: DeleteExperienceInput, required: true }) },
    errors: { ...resultNames('DeleteExperienceResult'), types: [NotFoundError] },
    resolve: async (_root, { input }, ctx) => ({ id: await experiences.deleteExperience(ctx, input.id) }),
  }),
  likeExperience: t.field({
    type: ExperienceLiked,
    args: { input: t.arg({ type: LikeExperienceInput, required: true }) },
    errors: { ...resultNames('LikeExperienceResult'), types: [NotFoundError] },
    resolve: (_root, { input }, ctx) => experiences.likeExperience(ctx, input.id),
  }),
}));

// ---- live updates of the viewer's group. Both are authorised on subscribe (signed in), filtered
// to the viewer's group by topic, and to what the viewer may see by eventVisibleTo.
builder.subscriptionFields((t) => ({
  experienceShared: t.prismaField({
    type: 'MinistryExperience',
    description: 'An experience newly shared with the viewer (with all of the group, or with the viewer)',
    subscribe: (_root, _args, ctx) =>
      pipe(
        ctx.pubsub.subscribe('experience:shared', activeGroupOf(ctx.viewer)),
        filter((event) => experiences.eventVisibleTo(ctx, event.experienceId)),
      ),
    resolve: (query, event, _args, ctx) =>
      ctx.db.ministryExperience.findUniqueOrThrow({ ...query, where: { id: event.experienceId } }),
  }),
  experienceUpdated: t.prismaField({
    type: 'MinistryExperience',
    description: 'A shared experience the viewer can see was liked or edited',
    subscribe: (_root, _args, ctx) =>
      pipe(
        ctx.pubsub.subscribe('experience:updated', activeGroupOf(ctx.viewer)),
        filter((event) => experiences.eventVisibleTo(ctx, event.experienceId)),
      ),
    resolve: (query, event, _args, ctx) =>
      ctx.db.ministryExperience.findUniqueOrThrow({ ...query, where: { id: event.experienceId } }),
  }),
}));
