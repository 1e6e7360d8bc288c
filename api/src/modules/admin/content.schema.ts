// The Content tab in GraphQL: congregation videos and scriptures, read by every member, added and
// removed by an admin (content.ts).
import { builder } from '../../builder.ts';
import type { CongregationScripture, CongregationVideo } from '../../generated/sqlite/client.ts';
import { AuthenticationError, NotFoundError } from '../../lib/errors.ts';
import { PasswordConfirmationRequiredError } from '../../access/password-confirmation.ts';
import { resultNames } from '../../lib/results.ts';
import { z } from 'zod';
import * as content from './content.ts';
import { exposed } from '../../lib/exposed.ts';
import * as inputs from './inputs.ts';

const CongregationVideoRef = builder.objectRef<CongregationVideo>('CongregationVideo').implement({
  description: 'A video an admin added for every member',
  fields: (t) => ({
    id: t.globalID({ resolve: (v) => ({ type: 'CongregationVideo', id: String(v.id) }) }),
    title: t.exposeString('title'),
    url: t.exposeString('url'),
    description: t.exposeString('description', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CongregationScriptureRef = builder.objectRef<CongregationScripture>('CongregationScripture').implement({
  description: 'A scripture an admin added for every member',
  fields: (t) => ({
    id: t.globalID({ resolve: (s) => ({ type: 'CongregationScripture', id: String(s.id) }) }),
    reference: t.exposeString('reference'),
    text: t.exposeString('text'),
    notes: t.exposeString('notes', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  congregationVideos: t.field({
    type: [CongregationVideoRef],
    description: 'Videos an admin added for every member, newest first (at most 100); empty for a visitor',
    skipTypeScopes: true,
    resolve: (_root, _args, ctx) => exposed(() => content.videos(ctx)),
  }),
  congregationScriptures: t.field({
    type: [CongregationScriptureRef],
    description: 'Scriptures an admin added for every member, newest first (at most 100); empty for a visitor',
    skipTypeScopes: true,
    resolve: (_root, _args, ctx) => exposed(() => content.scriptures(ctx)),
  }),
}));

const AddCongregationVideoInput = builder
  .inputType('AddCongregationVideoInput', { fields: (t) => ({ title: t.string(), url: t.string(), description: t.string() }) })
  .validate(inputs.congregationVideoInput);
const AddCongregationScriptureInput = builder
  .inputType('AddCongregationScriptureInput', { fields: (t) => ({ reference: t.string(), text: t.string(), notes: t.string() }) })
  .validate(inputs.congregationScriptureInput);
const RemoveCongregationVideoInput = builder
  .inputType('RemoveCongregationVideoInput', { fields: (t) => ({ id: t.globalID({ required: true }) }) })
  .validate(z.object({ id: inputs.globalIdOf('CongregationVideo') }));
const RemoveCongregationScriptureInput = builder
  .inputType('RemoveCongregationScriptureInput', { fields: (t) => ({ id: t.globalID({ required: true }) }) })
  .validate(z.object({ id: inputs.globalIdOf('CongregationScripture') }));

const CongregationVideoAdded = builder.objectRef<CongregationVideo>('CongregationVideoAdded').implement({
  fields: (t) => ({ video: t.field({ type: CongregationVideoRef, resolve: (v) => v }) }),
});
const CongregationScriptureAdded = builder.objectRef<CongregationScripture>('CongregationScriptureAdded').implement({
  fields: (t) => ({ scripture: t.field({ type: CongregationScriptureRef, resolve: (s) => s }) }),
});
const removed = (name: string, type: string) =>
  builder.objectRef<{ id: number }>(name).implement({
    fields: (t) => ({ deletedId: t.globalID({ resolve: ({ id }) => ({ type, id: String(id) }) }) }),
  });
const CongregationVideoRemoved = removed('CongregationVideoRemoved', 'CongregationVideo');
const CongregationScriptureRemoved = removed('CongregationScriptureRemoved', 'CongregationScripture');

builder.mutationFields((t) => ({
  addCongregationVideo: t.field({
    type: CongregationVideoAdded,
    args: { input: t.arg({ type: AddCongregationVideoInput, required: true }) },
    errors: { ...resultNames('AddCongregationVideoResult'), types: [AuthenticationError] },
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx) => content.addVideo(ctx, input),
  }),
  addCongregationScripture: t.field({
    type: CongregationScriptureAdded,
    args: { input: t.arg({ type: AddCongregationScriptureInput, required: true }) },
    errors: { ...resultNames('AddCongregationScriptureResult'), types: [AuthenticationError] },
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx) => content.addScripture(ctx, input),
  }),
  removeCongregationVideo: t.field({
    type: CongregationVideoRemoved,
    args: { input: t.arg({ type: RemoveCongregationVideoInput, required: true }) },
    errors: { ...resultNames('RemoveCongregationVideoResult'), types: [AuthenticationError, NotFoundError, PasswordConfirmationRequiredError] },
    authScopes: { admin: true },
    resolve: async (_root, { input }, ctx) => ({ id: await content.removeVideo(ctx, input.id) }),
  }),
  removeCongregationScripture: t.field({
    type: CongregationScriptureRemoved,
    args: { input: t.arg({ type: RemoveCongregationScriptureInput, required: true }) },
    errors: { ...resultNames('RemoveCongregationScriptureResult'), types: [AuthenticationError, NotFoundError, PasswordConfirmationRequiredError] },
    authScopes: { admin: true },
    resolve: async (_root, { input }, ctx) => ({ id: await content.removeScripture(ctx, input.id) }),
  }),
}));
