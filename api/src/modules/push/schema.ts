// Web Push in GraphQL: the public VAPID key a browser subscribes with, and saving or removing
// this browser's subscription for the signed-in member.
import { builder } from '../../builder.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import * as inputs from './inputs.ts';
import * as push from './service.ts';

builder.queryField('webPushPublicKey', (t) =>
  t.string({
    description: 'The application server (VAPID) public key, base64url, for PushManager.subscribe',
    // A public key: the group board asks for it with the rest of its page, also for a visitor.
    skipTypeScopes: true,
    resolve: (_root, _args, ctx) => push.publicKey(ctx),
  }),
);

const SavePushSubscriptionInput = builder.inputType('SavePushSubscriptionInput', {
  description: 'PushSubscription.toJSON() of this browser: its endpoint and keys',
  fields: (t) => ({
    endpoint: t.string(),
    p256dh: t.string(),
    auth: t.string(),
    timeZone: t.string({ description: "The device's IANA time zone, for the report reminder on the device's own days" }),
  }),
}).validate(inputs.savePushSubscriptionInput);

const RemovePushSubscriptionInput = builder.inputType('RemovePushSubscriptionInput', {
  fields: (t) => ({ endpoint: t.string() }),
}).validate(inputs.removePushSubscriptionInput);

const PushSubscriptionSaved = builder.objectRef<{ endpoint: string }>('PushSubscriptionSaved').implement({
  description: 'This browser now receives the group’s alerts by push',
  fields: (t) => ({ endpoint: t.exposeString('endpoint') }),
});

const PushSubscriptionRemoved = builder.objectRef<{ endpoint: string }>('PushSubscriptionRemoved').implement({
  description: 'This browser no longer receives pushes',
  fields: (t) => ({ endpoint: t.exposeString('endpoint') }),
});

builder.mutationFields((t) => ({
  savePushSubscription: t.field({
    type: PushSubscriptionSaved,
    args: { input: t.arg({ type: SavePushSubscriptionInput, required: true }) },
    errors: { ...resultNames('SavePushSubscriptionResult'), types: [] },
    resolve: async (_root, { input }, ctx) => ({ endpoint: (await push.saveSubscription(ctx, input)).endpoint }),
  }),
  removePushSubscription: t.field({
    type: PushSubscriptionRemoved,
    args: { input: t.arg({ type: RemovePushSubscriptionInput, required: true }) },
    errors: { ...resultNames('RemovePushSubscriptionResult'), types: [NotFoundError] },
    resolve: async (_root, { input }, ctx) => ({ endpoint: await push.removeSubscription(ctx, input) }),
  }),
}));
