// Handing a return visit over (docs/product/return-visits.md, "Handing a visit over"): the whole
// flow between two members of one group, what the receiver gets (only the listed fields, never
// the giver's links), and every refusal, each checked against a snapshot of the stored rows so
// "refused" also means "nothing changed". Each test uses a group of its own.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { changeAccount, type Client, createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { pushesSettled, usePushSender, type PushTarget } from '../push/sender.ts';
import { HANDOVER_MESSAGES } from './handover.ts';
import { MESSAGES } from './inputs.ts';

let t: TestApp;
let pushed: { endpoint: string; payload: { title: string; body: string; url: string; tag: string } }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  usePushSender(t.app.deps, async (target: PushTarget, payload: string) => {
    pushed.push({ endpoint: target.endpoint, payload: JSON.parse(payload) });
  });
});
afterAll(() => t.close());

const OFFER = /* GraphQL */ `
  mutation ($input: OfferReturnVisitHandoverInput!) {
    offerReturnVisitHandover(input: $input) {
      __typename
      ... on Error { message }
      ... on ReturnVisitHandoverOffered { handover { id visitName visitAddress giverName receiverName } }
    }
  }
`;
const byId = (field: string, payload: string) => /* GraphQL */ `
  mutation ($id: ID!) { ${field}(input: { id: $id }) { __typename ... on Error { message } ${payload} } }
`;
const ACCEPT = byId(
  'acceptReturnVisitHandover',
  `... on ReturnVisitHandoverAccepted { deletedId returnVisit { id name address phoneNumber latitude longitude language topic publication nextVisitDate lastCallDate note { id } house { id } calls(first: 10) { edges { node { date notes publication } } } } }`,
);
const DECLINE = byId('declineReturnVisitHandover', '... on ReturnVisitHandoverClosed { deletedId }');
const WITHDRAW = byId('withdrawReturnVisitHandover', '... on ReturnVisitHandoverClosed { deletedId }');
const OFFERS = /* GraphQL */ `
  query { viewer { returnVisitOffersReceived { id visitName giverName } returnVisitOffersSent { id visitName receiverName } } }
`;

const userId = (id: number) => encodeGlobalID('User', String(id));
const visitId = (id: number) => encodeGlobalID('ReturnVisit', String(id));

/** Every stored row the handover may touch. */
const snapshot = async () => ({
  visits: await t.db.returnVisit.findMany({ orderBy: { id: 'asc' } }),
  calls: await t.db.returnVisitCall.findMany({ orderBy: { id: 'asc' } }),
  offers: await t.db.returnVisitHandover.findMany({ orderBy: { id: 'asc' } }),
});

/** A member's visit with a linked note and house and two calls. */
async function visitOf(ownerId: number, name = 'Ana Lopez') {
  const note = await t.db.note.create({ data: { userId: ownerId, title: 'Giver private note', content: 'x' } });
  const territory = await t.db.territory.create({ data: { userId: ownerId, territoryNumber: '7', name: 'Oak' } });
  const house = await t.db.territoryHouse.create({ data: { territoryId: territory.id, address: '12 Oak Street' } });
  const visit = await t.db.returnVisit.create({
    data: {
      userId: ownerId,
      clientId: 'giver-device-1',
      name,
      address: '12 Oak Street',
      phoneNumber: '555 0101',
      latitude: 34.2,
      longitude: -77.9,
      language: 'Spanish',
      topic: 'Hope for the dead',
      publication: 'Enjoy Life Forever',
      nextVisitDate: '2026-12-10',
      noteId: note.id,
      houseId: house.id,
    },
  });
  await t.db.returnVisitCall.create({ data: { returnVisitId: visit.id, date: '2026-11-01', notes: 'First talk', publication: 'Tract' } });
  await t.db.returnVisitCall.create({ data: { returnVisitId: visit.id, date: '2026-11-20', notes: 'Read Psalm 37' } });
  return visit;
}

async function offer(client: Client, returnVisitId: number, receiverId: number) {
  const answer = await client.graphql(OFFER, { input: { returnVisitId: visitId(returnVisitId), receiverId: userId(receiverId) } });
  expect(answer.errors).toBeUndefined();
  return answer.data.offerReturnVisitHandover;
}

describe('handing a visit over', () => {
  test('the receiver accepts: a new visit of theirs with only the listed fields and the calls; the giver’s is gone', async () => {
    const giver = await signedInMember(t, { groupNumber: 1, fullName: 'Gina Giver' });
    const receiver = await signedInMember(t, { groupNumber: 1, fullName: 'Rico Receiver' });
    const visit = await visitOf(giver.user.id);

    const offered = await offer(giver.client, visit.id, receiver.user.id);
    expect(offered).toMatchObject({
      __typename: 'ReturnVisitHandoverOffered',
      handover: { visitName: 'Ana Lopez', visitAddress: '12 Oak Street', giverName: 'Gina Giver', receiverName: 'Rico Receiver' },
    });
    const id = offered.handover.id;
    expect((await giver.client.graphql(OFFERS)).data.viewer).toEqual({
      returnVisitOffersReceived: [],
      returnVisitOffersSent: [{ id, visitName: 'Ana Lopez', receiverName: 'Rico Receiver' }],
    });
    expect((await receiver.client.graphql(OFFERS)).data.viewer).toEqual({
      returnVisitOffersReceived: [{ id, visitName: 'Ana Lopez', giverName: 'Gina Giver' }],
      returnVisitOffersSent: [],
    });

    const accepted = (await receiver.client.graphql(ACCEPT, { id })).data.acceptReturnVisitHandover;
    expect(accepted).toMatchObject({
      __typename: 'ReturnVisitHandoverAccepted',
      deletedId: id,
      returnVisit: {
        name: 'Ana Lopez',
        address: '12 Oak Street',
        phoneNumber: '555 0101',
        latitude: 34.2,
        longitude: -77.9,
        language: 'Spanish',
        topic: 'Hope for the dead',
        publication: 'Enjoy Life Forever',
        nextVisitDate: '2026-12-10',
        lastCallDate: '2026-11-20',
        note: null,
        house: null,
        calls: {
          edges: [
            { node: { date: '2026-11-20', notes: 'Read Psalm 37', publication: null } },
            { node: { date: '2026-11-01', notes: 'First talk', publication: 'Tract' } },
          ],
        },
      },
    });
    // Stored: exactly the handed fields, none of the giver's links or device ids.
    const theirs = await t.db.returnVisit.findMany({ where: { userId: receiver.user.id } });
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ noteId: null, houseId: null, clientId: null, name: 'Ana Lopez' });
    expect(await t.db.returnVisit.count({ where: { id: visit.id } })).toBe(0);
    expect(await t.db.returnVisitCall.count({ where: { returnVisitId: visit.id } })).toBe(0);
    expect(await t.db.returnVisitHandover.count({ where: { giverId: giver.user.id } })).toBe(0);
    expect((await giver.client.graphql(OFFERS)).data.viewer.returnVisitOffersSent).toEqual([]);
    expect((await receiver.client.graphql(OFFERS)).data.viewer.returnVisitOffersReceived).toEqual([]);
    // The giver's note and house stay the giver's.
    expect(await t.db.note.count({ where: { userId: giver.user.id } })).toBe(1);

    // Accepting twice: the offer is gone.
    const before = await snapshot();
    const again = (await receiver.client.graphql(ACCEPT, { id })).data.acceptReturnVisitHandover;
    expect(again).toEqual({ __typename: 'NotFoundError', message: HANDOVER_MESSAGES.notFound });
    expect(await snapshot()).toEqual(before);
  });

  test('declining or withdrawing removes only the offer; the giver keeps the visit', async () => {
    const giver = await signedInMember(t, { groupNumber: 2 });
    const receiver = await signedInMember(t, { groupNumber: 2 });
    const visit = await visitOf(giver.user.id);
    const first = (await offer(giver.client, visit.id, receiver.user.id)).handover.id;
    const beforeDecline = await snapshot();
    expect((await receiver.client.graphql(DECLINE, { id: first })).data.declineReturnVisitHandover).toEqual({ __typename: 'ReturnVisitHandoverClosed', deletedId: first });
    expect(await snapshot()).toEqual({ ...beforeDecline, offers: beforeDecline.offers.filter((o) => o.returnVisitId !== visit.id) });

    const second = (await offer(giver.client, visit.id, receiver.user.id)).handover.id;
    // Only the giver withdraws, only the receiver declines.
    const beforeWrongHands = await snapshot();
    expect((await receiver.client.graphql(WITHDRAW, { id: second })).data.withdrawReturnVisitHandover.__typename).toBe('NotFoundError');
    expect((await giver.client.graphql(DECLINE, { id: second })).data.declineReturnVisitHandover.__typename).toBe('NotFoundError');
    expect(await snapshot()).toEqual(beforeWrongHands);
    expect((await giver.client.graphql(WITHDRAW, { id: second })).data.withdrawReturnVisitHandover.__typename).toBe('ReturnVisitHandoverClosed');
    expect((await receiver.client.graphql(ACCEPT, { id: second })).data.acceptReturnVisitHandover.__typename).toBe('NotFoundError');
    expect(await t.db.returnVisit.findUnique({ where: { id: visit.id } })).toEqual(visit);
  });

  test('refused, with nothing stored changed: another group, oneself, someone else’s visit, a second offer', async () => {
    const giver = await signedInMember(t, { groupNumber: 3 });
    const groupmate = await signedInMember(t, { groupNumber: 3 });
    const outsider = await signedInMember(t, { groupNumber: 4 });
    const waiting = await signedInMember(t, { groupNumber: 3, groupApproved: false });
    const visit = await visitOf(giver.user.id);
    const othersVisit = await visitOf(groupmate.user.id, 'Not yours');
    const before = await snapshot();

    expect(await offer(giver.client, visit.id, outsider.user.id)).toEqual({ __typename: 'ForbiddenError', message: HANDOVER_MESSAGES.notInGroup });
    expect(await offer(giver.client, visit.id, waiting.user.id)).toEqual({ __typename: 'ForbiddenError', message: HANDOVER_MESSAGES.notInGroup });
    expect(await offer(giver.client, visit.id, 999_999)).toEqual({ __typename: 'ForbiddenError', message: HANDOVER_MESSAGES.notInGroup });
    expect(await offer(giver.client, visit.id, giver.user.id)).toMatchObject({ __typename: 'ValidationError', message: HANDOVER_MESSAGES.notYourself });
    expect(await offer(giver.client, othersVisit.id, groupmate.user.id)).toEqual({ __typename: 'NotFoundError', message: MESSAGES.notFound });
    expect(await offer(waiting.client, visit.id, giver.user.id)).toEqual({ __typename: 'NotFoundError', message: MESSAGES.notFound });
    expect(await snapshot()).toEqual(before);

    const id = (await offer(giver.client, visit.id, groupmate.user.id)).handover.id;
    const offered = await snapshot();
    expect(await offer(giver.client, visit.id, groupmate.user.id)).toEqual({ __typename: 'ConflictError', message: HANDOVER_MESSAGES.alreadyOffered });
    expect(await snapshot()).toEqual(offered);

    // Another group's member neither sees nor accepts nor declines it.
    expect((await outsider.client.graphql(OFFERS)).data.viewer).toEqual({ returnVisitOffersReceived: [], returnVisitOffersSent: [] });
    expect((await outsider.client.graphql(ACCEPT, { id })).data.acceptReturnVisitHandover).toEqual({ __typename: 'NotFoundError', message: HANDOVER_MESSAGES.notFound });
    expect((await outsider.client.graphql(DECLINE, { id })).data.declineReturnVisitHandover.__typename).toBe('NotFoundError');
    // Nor does the giver accept their own offer, nor another groupmate one addressed to someone else.
    const thirdMate = await signedInMember(t, { groupNumber: 3 });
    expect((await giver.client.graphql(ACCEPT, { id })).data.acceptReturnVisitHandover.__typename).toBe('NotFoundError');
    expect((await thirdMate.client.graphql(ACCEPT, { id })).data.acceptReturnVisitHandover.__typename).toBe('NotFoundError');
    // Someone else's lists are not readable through node(id:).
    const asOutsider = await outsider.client.graphql(`query ($id: ID!) { node(id: $id) { ... on User { returnVisitOffersReceived { id } } } }`, {
      id: userId(groupmate.user.id),
    });
    expect(JSON.stringify(asOutsider.data ?? null)).not.toContain(id);
    expect(await snapshot()).toEqual(offered);
    const badId = await groupmate.client.graphql(ACCEPT, { id: visitId(visit.id) });
    expect(badId.data?.acceptReturnVisitHandover?.__typename ?? 'refused').not.toBe('ReturnVisitHandoverAccepted');
    expect(await snapshot()).toEqual(offered);
  });

  test('acceptance is refused once the giver or the receiver has changed group', async () => {
    for (const who of ['giver', 'receiver'] as const) {
      const giver = await signedInMember(t, { groupNumber: 5 });
      const receiver = await signedInMember(t, { groupNumber: 5 });
      const visit = await visitOf(giver.user.id);
      const id = (await offer(giver.client, visit.id, receiver.user.id)).handover.id;
      const moved = who === 'giver' ? giver : receiver;
      await changeAccount(t, { id: moved.user.id }, { groupNumber: 6 });
      const before = await snapshot();
      expect((await receiver.client.graphql(ACCEPT, { id })).data.acceptReturnVisitHandover, who).toEqual({
        __typename: 'ForbiddenError',
        message: HANDOVER_MESSAGES.groupChanged,
      });
      expect(await snapshot(), who).toEqual(before);
    }
  });

  test('deleting the giver’s or the receiver’s account deletes their offers', async () => {
    for (const who of ['giver', 'receiver'] as const) {
      const giver = await signedInMember(t, { groupNumber: 8 });
      const receiver = await signedInMember(t, { groupNumber: 8 });
      const visit = await visitOf(giver.user.id);
      await offer(giver.client, visit.id, receiver.user.id);
      const leaving = who === 'giver' ? giver : receiver;
      const answer = await leaving.client.graphql('mutation { deleteAccount(input: {}) { __typename } }');
      expect(answer.data.deleteAccount.__typename).toBe('AccountDeleted');
      expect(await t.db.returnVisitHandover.count({ where: { OR: [{ giverId: leaving.user.id }, { receiverId: leaving.user.id }] } }), who).toBe(0);
    }
  });
});

describe('the offer’s push', () => {
  const SAVE = 'mutation ($input: SavePushSubscriptionInput!) { savePushSubscription(input: $input) { __typename } }';
  const key = (bytes: number, fill: number) => Buffer.alloc(bytes, fill).toString('base64url');
  let devices = 0;
  async function withDevice(member: Awaited<ReturnType<typeof signedInMember>>) {
    const endpoint = `https://fcm.googleapis.com/fcm/send/handover-${++devices}`;
    const saved = await member.client.graphql(SAVE, { input: { endpoint, p256dh: key(65, 4), auth: key(16, 9), timeZone: 'Europe/Madrid' } });
    expect(saved.data.savePushSubscription.__typename).toBe('PushSubscriptionSaved');
    return endpoint;
  }

  test('the receiver’s devices are told of an offer, naming nobody; the giver’s are not', async () => {
    const giver = await signedInMember(t, { groupNumber: 5, fullName: 'Gina Giver' });
    const receiver = await signedInMember(t, { groupNumber: 5, fullName: 'Rico Receiver' });
    const giverPhone = await withDevice(giver);
    const phone = await withDevice(receiver);
    const tablet = await withDevice(receiver);
    const visit = await visitOf(giver.user.id);
    pushed = [];
    const offered = await offer(giver.client, visit.id, receiver.user.id);
    await pushesSettled(t.app.deps);
    expect(offered.__typename).toBe('ReturnVisitHandoverOffered');
    const stored = await t.db.returnVisitHandover.findFirstOrThrow({ where: { receiverId: receiver.user.id } });
    const message = {
      title: 'Return Visits',
      body: 'A member of your service group offers you a return visit. Open Return Visits to accept or decline it.',
      url: '/return-visits',
      tag: `handover-${stored.id}`,
    };
    expect(pushed.map((p) => p.endpoint).sort()).toEqual([phone, tablet].sort());
    expect(pushed.map((p) => p.endpoint)).not.toContain(giverPhone);
    for (const p of pushed) expect(p.payload).toMatchObject(message);
    for (const name of ['Ana Lopez', '12 Oak Street', 'Gina Giver']) expect(JSON.stringify(pushed)).not.toContain(name);
  });

  test('in the receiver’s language; nothing with their notifications off, nor for a refused offer', async () => {
    const giver = await signedInMember(t, { groupNumber: 6 });
    const spanish = await signedInMember(t, { groupNumber: 6 });
    const quiet = await signedInMember(t, { groupNumber: 6 });
    const elsewhere = await signedInMember(t, { groupNumber: 7 });
    await t.db.userPreferences.create({ data: { userId: spanish.user.id, language: 'spanish' } });
    await t.db.userPreferences.create({ data: { userId: quiet.user.id, notifications: false } });
    const spanishPhone = await withDevice(spanish);
    await withDevice(quiet);
    await withDevice(elsewhere);

    const plainVisit = async (name: string) => (await t.db.returnVisit.create({ data: { userId: giver.user.id, name, address: '1 Calle Mayor' } })).id;

    pushed = [];
    await offer(giver.client, await plainVisit('Uno'), spanish.user.id);
    await offer(giver.client, await plainVisit('Dos'), quiet.user.id);
    const refused = await giver.client.graphql(OFFER, { input: { returnVisitId: visitId(await plainVisit('Tres')), receiverId: userId(elsewhere.user.id) } });
    expect(refused.data.offerReturnVisitHandover.__typename).toBe('ForbiddenError');
    await pushesSettled(t.app.deps);
    expect(pushed).toEqual([
      {
        endpoint: spanishPhone,
        payload: expect.objectContaining({ title: 'Revisitas', body: 'Un miembro de su grupo de servicio le ofrece una revisita. Abra Revisitas para aceptarla o rechazarla.' }),
      },
    ]);
  });
});
