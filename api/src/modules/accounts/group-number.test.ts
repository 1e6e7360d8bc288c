// Service groups are a closed list the client reads from the schema (docs/decisions.md, "Enums and
// messages"): every GraphQL field and argument that names a group is the ServiceGroupNumber enum,
// while the database and the REST shim keep the number. Checked in the schema, in the answers and
// in the stored rows.
import { getNamedType, isInputObjectType, isObjectType, type GraphQLNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { schema } from '../../schema.ts';
import { CREATE_GROUP_INVITATION, createTestApp, groupAdmin, invitationCodeFor, newMember, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { SERVICE_GROUP_NUMBERS } from '../../lib/group-membership.ts';
import { MESSAGES } from './inputs.ts';

/** Every field, input field and argument whose name says it holds a group, with its type's name. */
function groupPlaces(): { place: string; type: string }[] {
  const places: { place: string; type: string }[] = [];
  const named = (t: { type: Parameters<typeof getNamedType>[0] }): GraphQLNamedType => getNamedType(t.type)!;
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.name === 'groupNumber' || (type.name === 'ServiceGroup' && field.name === 'number')) {
          places.push({ place: `${type.name}.${field.name}`, type: named(field).name });
        }
        for (const arg of field.args) if (arg.name === 'groupNumber') places.push({ place: `${type.name}.${field.name}(${arg.name})`, type: named(arg).name });
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.name === 'groupNumber') places.push({ place: `${type.name}.${field.name}`, type: named(field).name });
      }
    }
  }
  return places;
}

const CREATE = /* GraphQL */ `
  mutation ($input: CreateAccountInput!) {
    createAccount(input: $input) {
      __typename
      ... on AccountCreated { user { groupNumber } }
      ... on ValidationError { fields { path message } }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on ProfileUpdated { user { groupNumber groupPending } }
    }
  }
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('service groups in GraphQL', () => {
  test('every field and argument that names a group is the ServiceGroupNumber enum', () => {
    const places = groupPlaces();
    expect(places.length).toBeGreaterThanOrEqual(16);
    expect(places.filter(({ type }) => type !== 'ServiceGroupNumber')).toEqual([]);
  });

  test('the enum names every group number the database keeps, with the number as its value', () => {
    const values = schema.getType('ServiceGroupNumber');
    const pairs = values && 'getValues' in values ? values.getValues().map((v) => [v.name, v.value as number] as const) : [];
    expect([...pairs].sort((a, b) => a[1] - b[1])).toEqual([
      ['NONE', 0],
      ...SERVICE_GROUP_NUMBERS.slice(1, -1).map((n) => [`GROUP_${n}`, n]),
      ['FAMILY_AND_FRIENDS', 9],
    ]);
  });

  test('a member reads their group by name; the row keeps the number', async () => {
    const { client, user } = await signedInMember(t, { groupNumber: 4 });
    expect((await client.graphql('{ viewer { groupNumber serviceGroup { number } } }')).data.viewer).toEqual({
      groupNumber: 'GROUP_4',
      serviceGroup: { number: 'GROUP_4' },
    });
    const changed = await client.graphql(UPDATE, { input: { groupNumber: 'FAMILY_AND_FRIENDS', invitationCode: await invitationCodeFor(t, 9) } });
    expect(changed.data.updateProfile).toEqual({ __typename: 'ProfileUpdated', user: { groupNumber: 'FAMILY_AND_FRIENDS', groupPending: false } });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).groupNumber).toBe(9);
    const none = await client.graphql(UPDATE, { input: { groupNumber: 'NONE' } });
    expect(none.data.updateProfile.user.groupNumber).toBe('NONE');
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).groupNumber).toBe(0);
  });

  test('a name outside the list is refused by GraphQL and changes nothing; a missing group keeps its message', async () => {
    const { client, user } = await signedInMember(t, { groupNumber: 2 });
    for (const groupNumber of ['GROUP_12', 3, 'Group 3']) {
      const refused = await client.graphql(UPDATE, { input: { groupNumber } });
      expect(refused.status, JSON.stringify(refused)).toBe(400);
      expect(refused.errors?.[0]?.message).toMatch(/ServiceGroupNumber/);
    }
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).groupNumber).toBe(2);

    const { groupNumber: _left, ...withoutGroup } = newMember();
    const missing = await t.client().graphql(CREATE, { input: withoutGroup });
    expect(missing.data.createAccount).toEqual({
      __typename: 'ValidationError',
      fields: [{ path: 'groupNumber', message: MESSAGES.createRequired }],
    });
    expect(await t.db.user.count({ where: { username: withoutGroup.username } })).toBe(0);
  });

  test('the admissions take a group of this congregation: NONE is refused with a message, and nothing is made', async () => {
    const admin = await groupAdmin(t);
    const before = await t.db.groupInvitation.count();
    const made = await admin.graphql(CREATE_GROUP_INVITATION, { input: { groupNumber: 'NONE' } });
    expect(made.data.createGroupInvitation).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.groupToManage });
    expect(await t.db.groupInvitation.count()).toBe(before);
    const listed = await admin.graphql('{ groupJoinRequests(groupNumber: NONE) { username } }');
    expect(listed.errors?.[0]?.message).toBe(MESSAGES.groupToManage);
    expect((await admin.graphql('{ groupJoinRequests(groupNumber: FAMILY_AND_FRIENDS) { username } }')).data.groupJoinRequests).toEqual([]);
  });

  test('the REST shim keeps the number', async () => {
    const { client, user } = await signedInMember(t, { groupNumber: 5 });
    const renamed = await client.rest('PUT', `/api/users/${user.id}`, { fullName: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect((renamed.body as { groupNumber: unknown }).groupNumber).toBe(5);
    expect((await client.rest('PUT', `/api/users/${user.id}`, { groupNumber: 'GROUP_6' })).status).toBe(400);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).groupNumber).toBe(5);
  });
});
