// Handing a return visit over in GraphQL (docs/product/return-visits.md, "Handing a visit over"):
// the offers a member made and received on `User`, and the four mutations. Unlike the visits
// themselves these are online-only: an offer names another member, so it is decided on the server.
import { builder } from '../../builder.ts';
import type { ReturnVisit } from '../../generated/sqlite/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { resultNames } from '../../lib/results.ts';
import { globalIdOf } from '../../lib/validate.ts';
import { z } from 'zod';
import * as handover from './handover.ts';
import { ReturnVisitNode } from './schema.ts';

const HandoverNode = builder.objectRef<handover.HandoverWithNames>('ReturnVisitHandover').implement({
  description: 'An open offer to hand a return visit over; only its giver and its receiver read it',
  fields: (t) => ({
    id: t.globalID({ resolve: (offer) => ({ type: 'ReturnVisitHandover', id: String(offer.id) }) }),
    visitName: t.string({ description: 'The name of the person visited', resolve: (offer) => offer.returnVisit.name }),
    visitAddress: t.string({ resolve: (offer) => offer.returnVisit.address }),
    giverName: t.string({ resolve: (offer) => offer.giver.fullName }),
    receiverName: t.string({ resolve: (offer) => offer.receiver.fullName }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  returnVisitOffersReceived: t.field({
    type: [HandoverNode],
    description: 'Return visits members of the group offered to hand over to this user, oldest first; only the user reads them',
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, _args, ctx) => handover.offersReceived(ctx, user.id),
  }),
  returnVisitOffersSent: t.field({
    type: [HandoverNode],
    description: 'This user’s open offers to hand a return visit over, oldest first; only the user reads them',
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, _args, ctx) => handover.offersSent(ctx, user.id),
  }),
}));

const handoverId = z.unknown().pipe(globalIdOf('ReturnVisitHandover'));

const OfferInput = builder
  .inputType('OfferReturnVisitHandoverInput', {
    fields: (t) => ({
      returnVisitId: t.globalID({ required: true, description: 'One of the viewer’s return visits' }),
      receiverId: t.globalID({ required: true, description: 'Another member of the viewer’s service group' }),
    }),
  })
  .validate(z.object({ returnVisitId: z.unknown().pipe(globalIdOf('ReturnVisit')), receiverId: z.unknown().pipe(globalIdOf('User')) }));

const OfferIdInput = builder
  .inputType('ReturnVisitHandoverIdInput', { fields: (t) => ({ id: t.globalID({ required: true, description: 'An open offer' }) }) })
  .validate(z.object({ id: handoverId }));

const Offered = builder.objectRef<handover.HandoverWithNames>('ReturnVisitHandoverOffered').implement({
  description: 'The offer, waiting for the receiver',
  fields: (t) => ({ handover: t.field({ type: HandoverNode, resolve: (offer) => offer }) }),
});
const Accepted = builder.objectRef<{ id: number; visit: ReturnVisit }>('ReturnVisitHandoverAccepted').implement({
  description: 'The visit, now the receiver’s, and the offer that is gone',
  fields: (t) => ({
    returnVisit: t.field({ type: ReturnVisitNode, resolve: ({ visit }) => visit }),
    deletedId: t.globalID({ resolve: ({ id }) => ({ type: 'ReturnVisitHandover', id: String(id) }) }),
  }),
});
const Closed = builder.objectRef<{ id: number }>('ReturnVisitHandoverClosed').implement({
  description: 'The offer, gone (withdrawn or declined); the giver keeps the visit',
  fields: (t) => ({ deletedId: t.globalID({ resolve: ({ id }) => ({ type: 'ReturnVisitHandover', id: String(id) }) }) }),
});

builder.mutationFields((t) => ({
  offerReturnVisitHandover: t.field({
    type: Offered,
    description: 'Offers one of the viewer’s return visits to another member of their service group',
    args: { input: t.arg({ type: OfferInput, required: true }) },
    errors: { ...resultNames('OfferReturnVisitHandoverResult'), types: [NotFoundError, ForbiddenError, ConflictError] },
    resolve: (_root, { input }, ctx) => handover.offerHandover(ctx, input.returnVisitId, input.receiverId),
  }),
  withdrawReturnVisitHandover: t.field({
    type: Closed,
    description: 'The giver takes back an open offer',
    args: { input: t.arg({ type: OfferIdInput, required: true }) },
    errors: { ...resultNames('WithdrawReturnVisitHandoverResult'), types: [NotFoundError] },
    resolve: async (_root, { input }, ctx) => ({ id: await handover.withdrawHandover(ctx, input.id) }),
  }),
  declineReturnVisitHandover: t.field({
    type: Closed,
    description: 'The receiver turns an offer down; nothing else changes',
    args: { input: t.arg({ type: OfferIdInput, required: true }) },
    errors: { ...resultNames('DeclineReturnVisitHandoverResult'), types: [NotFoundError] },
    resolve: async (_root, { input }, ctx) => ({ id: await handover.declineHandover(ctx, input.id) }),
  }),
  acceptReturnVisitHandover: t.field({
    type: Accepted,
    description: 'The receiver takes the visit: it becomes theirs, and the giver’s copy is deleted',
    args: { input: t.arg({ type: OfferIdInput, required: true }) },
    errors: { ...resultNames('AcceptReturnVisitHandoverResult'), types: [NotFoundError, ForbiddenError] },
    resolve: async (_root, { input }, ctx) => ({ id: input.id, visit: await handover.acceptHandover(ctx, input.id) }),
  }),
}));
