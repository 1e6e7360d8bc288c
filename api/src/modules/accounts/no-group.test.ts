// Group 0 is no group (docs/product/accounts.md, "Service groups"): the members with none here, and
// the members still waiting to be let into a group (whose group is none until then), have no
// members to list, share with no one and see nothing another of them shared; their shepherding
// requests go to the admins, never to an elder who has no group either.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { globalId } from '../../../../tests/api/ids.ts';
import { signedInAdmin } from '../admin/test-helpers.ts';
import { MESSAGES as SHARING } from '../sharing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MEMBERS = '{ viewer { groupMembers { userId username } } }';
const SHARED = '{ viewer { sharedExperiences(first: 50) { edges { node { id title } } } } }';
const NODE = 'query ($id: ID!) { node(id: $id) { id } }';
const SHARE = `mutation ($input: ShareExperienceInput!) {
  shareExperience(input: $input) { __typename ... on Error { message } }
}`;
const CREATE_REQUEST = `mutation ($input: CreateShepherdingRequestInput!) {
  createShepherdingRequest(input: $input) { __typename ... on ShepherdingRequestCreated { request { id } } }
}`;
const MANAGED = '{ viewer { groupShepherdingRequests(first: 50) { edges { node { id } } } } }';

/** A member of no group, one waiting to be let into group 4, and an elder of each kind. */
async function withoutGroups() {
  const none = await signedInMember(t, { groupNumber: 0, fullName: 'Nina None' });
  const waiting = await signedInMember(t, { groupNumber: 4, fullName: 'Walt Waiting', groupApproved: false });
  const elderWithout = await signedInMember(t, { groupNumber: 0, fullName: 'Eldon Elsewhere', isElder: true });
  const elderWaiting = await signedInMember(t, { groupNumber: 6, fullName: 'Edna Waiting', isElder: true, groupApproved: false });
  return { none, waiting, elderWithout, elderWaiting };
}

/** An experience of `userId` shared with everyone at group 0, as rows were stored before this rule. */
const sharedAtNoGroup = (userId: number, title: string) =>
  t.db.ministryExperience.create({
    data: { userId, userName: 'Someone', groupNumber: 0, title, content: 'Seen by nobody else', shareWith: 'all', isShared: true, sharedAt: new Date() },
  });

const titlesSharedWith = async (client: Client) =>
  (await client.graphql(SHARED)).data.viewer.sharedExperiences.edges.map((e: { node: { title: string } }) => e.node.title);

test('no member list: the group-0 list is empty, by GraphQL and by REST, for each of them', async () => {
  const { none, waiting, elderWithout } = await withoutGroups();
  for (const { client } of [none, waiting, elderWithout]) {
    expect((await client.graphql(MEMBERS)).data.viewer.groupMembers).toEqual([]);
    const rest = await client.rest('GET', '/api/users/group/0');
    expect({ status: rest.status, body: rest.body }).toEqual({ status: 200, body: [] });
  }
});

test('an experience shared at no group is seen by its author only, and sharing with everyone is refused', async () => {
  const { none, waiting } = await withoutGroups();
  const fromNone = await sharedAtNoGroup(none.user.id, 'From Nina');
  const fromWaiting = await sharedAtNoGroup(waiting.user.id, 'From Walt');

  expect(await titlesSharedWith(none.client)).toEqual(['From Nina']);
  expect(await titlesSharedWith(waiting.client)).toEqual(['From Walt']);
  expect((await waiting.client.graphql(NODE, { id: globalId('MinistryExperience', fromNone.id) })).data?.node ?? null).toBeNull();
  expect((await none.client.graphql(NODE, { id: globalId('MinistryExperience', fromWaiting.id) })).data?.node ?? null).toBeNull();
  expect((await none.client.rest('POST', `/api/ministry-experiences/${fromWaiting.id}/like`)).status).toBe(404);
  expect(await t.db.ministryExperience.findUniqueOrThrow({ where: { id: fromWaiting.id } })).toMatchObject({ likes: 0 });

  for (const member of [none, waiting]) {
    const own = await t.db.ministryExperience.create({
      data: { userId: member.user.id, userName: 'Me', groupNumber: 0, title: 'Private', content: 'Mine', shareWith: 'all', isShared: false },
    });
    const answer = await member.client.graphql(SHARE, { input: { id: globalId('MinistryExperience', own.id), shareWith: null } });
    expect(answer.data.shareExperience).toEqual({ __typename: 'ForbiddenError', message: SHARING.noGroup });
    const rest = await member.client.rest('POST', `/api/ministry-experiences/${own.id}/share`, { shareWith: 'all' });
    expect({ status: rest.status, message: rest.body.message }).toEqual({ status: 403, message: SHARING.noGroup });
    expect(await t.db.ministryExperience.findUniqueOrThrow({ where: { id: own.id } })).toMatchObject({ isShared: false, sharedAt: null });
  }
});

test('a shepherding request of a member with no group goes to the admins, not to an elder without a group', async () => {
  const { none, waiting, elderWithout, elderWaiting } = await withoutGroups();
  const admin = await signedInAdmin(t);
  const ids: string[] = [];
  for (const { client } of [none, waiting]) {
    const answer = await client.graphql(CREATE_REQUEST, { input: { requestType: 'Visit', description: 'Please visit our family soon.' } });
    ids.push(answer.data.createShepherdingRequest.request.id);
  }
  for (const { client } of [elderWithout, elderWaiting]) {
    expect((await client.graphql(MANAGED)).data.viewer.groupShepherdingRequests.edges).toEqual([]);
    for (const id of ids) expect((await client.graphql(NODE, { id })).data?.node ?? null).toBeNull();
  }
  const forAdmin = (await admin.client.graphql(MANAGED)).data.viewer.groupShepherdingRequests.edges.map((e: { node: { id: string } }) => e.node.id);
  expect(forAdmin).toEqual(expect.arrayContaining(ids));
});
