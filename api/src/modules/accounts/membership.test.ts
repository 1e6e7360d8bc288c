// Joining a service group: a member who chose a group sees nothing of it, and it nothing of them,
// until its overseer or an admin approves them or they give an invitation code of the group.
// "Nothing" is proven by walking, not by a hand-picked list: every GET route of the REST shim and
// every field reachable from `viewer` and the root Query (built from the schema itself, four
// levels deep) is read as the waiting member, and no answer may carry any of the marker texts
// the group's member wrote. The group's side is walked the same way for the waiting member's own.
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  parse,
  subscribe,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createContext } from '../../request-context.ts';
import { createRestHandler } from '../../rest/index.ts';
import { schema } from '../../schema.ts';
import { changeAccount, type Client, CREATE_ACCOUNT, CREATE_GROUP_INVITATION, createTestApp, graphqlMember, groupAdmin, invitationCodeFor, newMember, signedInMember, signedUpClient, type TestApp } from '../../../../tests/api/harness.ts';
import { globalId } from '../../../../tests/api/ids.ts';
import { usePushSender } from '../push/sender.ts';
import { MEMBERSHIP_MESSAGES } from './inputs.ts';
import { redeemCode } from './membership.ts';

const GROUP = 3;
/** The group as GraphQL names it. */
const GROUP_NAME = 'GROUP_3';
const MONTH = new Date().toISOString().slice(0, 7);
const SALLY = { fullName: 'Marker Sally', phoneNumber: '555-0177-777', address: '77 Marker Lane', email: 'marker.sally@example.org' };
const PETE = { fullName: 'Pending Pete', phoneNumber: '555-0188-888', address: '88 Waiting Way', email: 'pending.pete@example.org' };
const GROUP_MARKERS = [...Object.values(SALLY), 'marker-alert', 'marker-experience', 'marker-shepherding', 'marker-rollcall'];
const PETE_MARKERS = Object.values(PETE);

let t: TestApp;
let sally: { client: Client; user: { id: number } };
let pete: { client: Client; user: { id: number } };
let seeded: { alertId: number; rollCallId: number; experienceId: number; requestId: number };
const pushedTo: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  usePushSender(t.app.deps, async (subscription) => {
    pushedTo.push(subscription.endpoint);
  });
  // Sally is in the group (its overseer and an elder); Pete asked to join it and waits, and is an
  // elder and overseer himself, so the group-wide reads of those roles are walked too.
  sally = await signedUpClient(t, { ...SALLY, groupNumber: GROUP });
  await changeAccount(t, { id: sally.user.id }, { isGroupOverseer: true, isElder: true });
  pete = await signedUpClient(t, { ...PETE, groupNumber: GROUP, invitationCode: null });
  await changeAccount(t, { id: pete.user.id }, { isGroupOverseer: true, isElder: true });
  const alert = await t.db.emergencyAlert.create({
    data: { groupId: GROUP, senderId: sally.user.id, senderName: SALLY.fullName, kind: 'status', status: 'red', message: 'marker-alert' },
  });
  const rollCall = await t.db.emergencyAlert.create({
    data: { groupId: GROUP, senderId: sally.user.id, senderName: SALLY.fullName, kind: 'rollcall', status: 'rollcall', message: 'marker-rollcall' },
  });
  const experience = await t.db.ministryExperience.create({
    data: { userId: sally.user.id, userName: SALLY.fullName, groupNumber: GROUP, title: 'marker-experience', content: 'marker-experience', shareWith: 'all', isShared: true, sharedAt: new Date() },
  });
  const request = await t.db.shepherdingCallRequest.create({
    data: {
      userId: sally.user.id,
      requestorName: SALLY.fullName,
      requestorPhone: SALLY.phoneNumber,
      groupNumber: GROUP,
      requestType: 'visit',
      priority: 'normal',
      description: 'marker-shepherding',
      status: 'pending',
    },
  });
  seeded = { alertId: alert.id, rollCallId: rollCall.id, experienceId: experience.id, requestId: request.id };
});
afterAll(() => t.close());

// ---- a selection of every field reachable from a type, built from the schema

/** Each argument as written in the query text (an enum's name is written bare). */
const ARG_VALUES: Record<string, string> = { first: '50', month: JSON.stringify(MONTH), groupNumber: GROUP_NAME };

function argsOf(field: GraphQLField<unknown, unknown>): string | null {
  const parts: string[] = [];
  for (const arg of field.args) {
    if (arg.name in ARG_VALUES) parts.push(`${arg.name}: ${ARG_VALUES[arg.name]}`);
    else if (isNonNullType(arg.type) && arg.defaultValue === undefined) return null;
  }
  return parts.length ? `(${parts.join(', ')})` : '';
}

/**
 * What the group's overseer reads of the members waiting to join, by design: a walk as the
 * overseer leaves these out (on the root and on the group) when it looks for a waiting member.
 */
const MANAGER_LISTS = ['Query.groupJoinRequests', 'ServiceGroup.joinRequests'];

function selectionOf(type: GraphQLObjectType, depth: number, skip: string[] = []): string {
  const parts: string[] = ['__typename'];
  for (const field of Object.values(type.getFields())) {
    const args = argsOf(field);
    if (args === null || skip.includes(`${type.name}.${field.name}`)) continue;
    const named = getNamedType(getNullableType(field.type));
    if (isScalarType(named) || isEnumType(named)) parts.push(`${field.name}${args}`);
    else if (depth > 0 && isObjectType(named)) parts.push(`${field.name}${args} { ${selectionOf(named, depth - 1, skip)} }`);
    else if (depth > 0 && (isInterfaceType(named) || isUnionType(named))) {
      const possible = schema.getPossibleTypes(named).map((p) => `... on ${p.name} { ${selectionOf(p, Math.min(depth - 1, 1), skip)} }`);
      parts.push(`${field.name}${args} { __typename ${possible.join(' ')} }`);
    }
  }
  return parts.join(' ');
}

const viewerWalk = (skip: string[]) => `query { viewer { ${selectionOf(schema.getType('User') as GraphQLObjectType, 4, skip)} } }`;

/** Every root query field with arguments it can fill, each on its own (one refusal hides no other). */
function rootQueries(skip: string[]): string[] {
  return Object.values(schema.getQueryType()!.getFields()).flatMap((field) => {
    const args = argsOf(field);
    if (args === null || skip.includes(`Query.${field.name}`) || field.name === 'viewer') return [];
    const named = getNamedType(getNullableType(field.type));
    if (isScalarType(named) || isEnumType(named)) return [`query { ${field.name}${args} }`];
    if (isObjectType(named)) return [`query { ${field.name}${args} { ${selectionOf(named, 3, skip)} } }`];
    return [];
  });
}

function nodeQueries(skip: string[]): string[] {
  const ids = [
    globalId('User', sally.user.id),
    globalId('ServiceGroupMember', sally.user.id),
    globalId('ServiceGroup', GROUP),
    globalId('EmergencyAlert', seeded.alertId),
    globalId('EmergencyAlert', seeded.rollCallId),
    globalId('MinistryExperience', seeded.experienceId),
    globalId('ShepherdingRequest', seeded.requestId),
  ];
  const possible = schema.getPossibleTypes(schema.getType('Node') as never) as GraphQLObjectType[];
  const fragments = possible.map((p) => `... on ${p.name} { ${selectionOf(p, 2, skip)} }`).join(' ');
  return ids.map((id) => `query { node(id: ${JSON.stringify(id)}) { __typename ${fragments} } }`);
}

function restGets(): string[] {
  const routes = createRestHandler(t.app.deps).routes.filter((r) => r.method === 'GET');
  const paths = new Set<string>();
  const ids = [sally.user.id, seeded.alertId, seeded.rollCallId, seeded.experienceId, seeded.requestId, GROUP];
  for (const { path } of routes) {
    if (!path.includes(':')) paths.add(path);
    else for (const id of ids) paths.add(path.replace(/:[A-Za-z]+/g, String(id)));
  }
  return [...paths].map((p) => (p.includes('group-members') ? `${p}?groupNumber=${GROUP}` : p));
}

/** Every field and route `client` can read; `asOverseer` leaves out the lists of who waits to join. */
async function walk(client: Client, { asOverseer = false } = {}) {
  const skip = asOverseer ? MANAGER_LISTS : [];
  const answers: { what: string; text: string }[] = [];
  for (const query of [viewerWalk(skip), ...rootQueries(skip), ...nodeQueries(skip)]) {
    const answer = await client.graphql(query, ARG_VALUES);
    answers.push({ what: query.slice(0, 80), text: JSON.stringify(answer) });
  }
  for (const path of restGets()) {
    const answer = await client.rest('GET', path);
    answers.push({ what: `GET ${path}`, text: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body) });
  }
  return answers;
}

const leaks = (answers: { what: string; text: string }[], markers: string[]) =>
  answers.flatMap(({ what, text }) => markers.filter((m) => text.includes(m)).map((m) => `${what} → ${m}`));

describe('a member waiting for approval', () => {
  test('the walk reaches the group’s data for a member of it (so an empty answer below means something)', async () => {
    const answers = await walk(sally.client, { asOverseer: true });
    const found = new Set(answers.flatMap(({ text }) => GROUP_MARKERS.filter((m) => text.includes(m))));
    expect([...found].sort()).toEqual([...GROUP_MARKERS].sort());
  });

  test('reads nothing of the group on any GraphQL field or REST route', async () => {
    expect(leaks(await walk(pete.client), GROUP_MARKERS)).toEqual([]);
    const own = await pete.client.graphql('{ viewer { groupNumber groupPending serviceGroup { number } } }');
    expect(own.data.viewer).toMatchObject({ groupNumber: GROUP_NAME, groupPending: true, serviceGroup: null });
  });

  test('is in no list of the group: members, share recipients, roll-call, report totals, node lookups', async () => {
    expect(leaks(await walk(sally.client, { asOverseer: true }), PETE_MARKERS)).toEqual([]);
    const totals = await sally.client.graphql(`{ viewer { groupReportTotals(month: "${MONTH}") { members } } }`);
    expect(totals.data?.viewer?.groupReportTotals?.members ?? totals).toBe(1);
    const pending = await pete.client.graphql(`{ viewer { groupReportTotals(month: "${MONTH}") { members } } }`);
    expect(pending.data.viewer.groupReportTotals).toBeNull();
  });

  test('cannot be shared with, and cannot use the board', async () => {
    const share = await sally.client.rest('POST', '/api/share-file', {
      targetUserId: pete.user.id,
      title: 'x',
      filename: 'x',
      mimeType: 'video/youtube',
      fileSize: 0,
    });
    expect(share.status).toBe(403);
    const alert = await pete.client.graphql(
      'mutation { sendStatusAlert(input: { status: GREEN }) { __typename ... on Error { message } } }',
    );
    expect(JSON.stringify(alert)).toContain('Waiting for approval');
    expect(await t.db.emergencyAlert.count({ where: { senderId: pete.user.id } })).toBe(0);
  });

  test('hears no event of the group, and gets no push of its alerts', async () => {
    await t.db.pushSubscription.create({
      data: { userId: pete.user.id, endpoint: 'https://push.example/pete', p256dh: 'p', auth: 'a' },
    });
    await t.db.pushSubscription.create({
      data: { userId: sally.user.id, endpoint: 'https://push.example/sally', p256dh: 'p', auth: 'a' },
    });
    const contextValue = await createContext(t.app.deps, { cookieHeader: pete.client.cookie, clientAddress: 'test' });
    const streams = await Promise.all(
      ['groupStatusChanged { alert { message } }', 'experienceShared { title }', 'experienceUpdated { title }'].map(
        async (field) => (await subscribe({ schema, document: parse(`subscription { ${field} }`), contextValue })) as AsyncGenerator,
      ),
    );
    const heard: unknown[] = [];
    const pending = streams.map(async (stream) => {
      if (!(Symbol.asyncIterator in stream)) return;
      for await (const event of stream) heard.push(event);
    });
    // A second member of the group, to send from while Sally's push is counted.
    const other = await signedUpClient(t, { groupNumber: GROUP, fullName: 'Other Member' });
    const sent = await other.client.graphql('mutation { sendStatusAlert(input: { status: RED, message: "marker-alert" }) { __typename } }');
    expect(sent.data.sendStatusAlert.__typename).toBe('StatusAlertSent');
    await t.app.deps.pubsub.publish('experience:shared', GROUP, { experienceId: seeded.experienceId, authorId: sally.user.id, shareWith: 'all' });
    await expect.poll(() => pushedTo).toContain('https://push.example/sally');
    await Promise.all(streams.map((s) => s.return?.(undefined)));
    await Promise.all(pending);
    expect(heard).toEqual([]);
    expect(pushedTo).not.toContain('https://push.example/pete');
  });
});

describe('approval', () => {
  const REQUESTS = /* GraphQL */ `query { groupJoinRequests { memberId fullName username requestedAt } }`;
  const APPROVE = /* GraphQL */ `mutation ($id: ID!) { approveGroupMember(input: { id: $id }) { __typename ... on GroupMemberDecided { groupNumber } ... on Error { message } } }`;
  const DECLINE = /* GraphQL */ `mutation ($id: ID!) { declineGroupMember(input: { id: $id }) { __typename ... on GroupMemberDecided { groupNumber } ... on Error { message } } }`;

  test('the overseer sees who waits, and a member of the group or another group’s overseer cannot approve', async () => {
    const waiting = await signedUpClient(t, { groupNumber: GROUP, fullName: 'Wanda Waiting', invitationCode: null });
    const list = await sally.client.graphql(REQUESTS);
    expect(list.data.groupJoinRequests).toContainEqual(
      expect.objectContaining({ fullName: 'Wanda Waiting', username: waiting.input.username, memberId: globalId('User', waiting.user.id) }),
    );
    const member = await signedUpClient(t, { groupNumber: GROUP });
    expect((await member.client.graphql(REQUESTS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await member.client.graphql(APPROVE, { id: globalId('User', waiting.user.id) })).data.approveGroupMember.__typename).toBe('ForbiddenError');
    const otherOverseer = await signedInMember(t, { groupNumber: 5, isGroupOverseer: true });
    expect((await otherOverseer.client.graphql(APPROVE, { id: globalId('User', waiting.user.id) })).data.approveGroupMember.__typename).toBe('NotFoundError');
    // The waiting member themselves cannot either.
    expect((await waiting.client.graphql(APPROVE, { id: globalId('User', waiting.user.id) })).data.approveGroupMember.__typename).toBe('ForbiddenError');
    expect((await t.db.user.findUniqueOrThrow({ where: { id: waiting.user.id } })).groupApproved).toBe(false);

    const approved = await sally.client.graphql(APPROVE, { id: globalId('User', waiting.user.id) });
    expect(approved.data.approveGroupMember).toEqual({ __typename: 'GroupMemberDecided', groupNumber: GROUP_NAME });
    const seen = await waiting.client.graphql('{ viewer { groupPending serviceGroup { number members { name } } } }');
    expect(seen.data.viewer.groupPending).toBe(false);
    expect(seen.data.viewer.serviceGroup.members.map((m: { name: string }) => m.name)).toContain(SALLY.fullName);
    const audit = await t.db.auditEvent.findFirst({ where: { action: 'group-member-approved', targetId: waiting.user.id } });
    expect(audit).toMatchObject({ actorId: sally.user.id });
  });

  test('the group page reads who waits and the codes on the group itself: the overseer gets the lists, a member null', async () => {
    const waiting = await signedUpClient(t, { groupNumber: GROUP, fullName: 'Gina Onthegroup', invitationCode: null });
    const ON_GROUP = /* GraphQL */ `{ viewer { serviceGroup { joinRequests { fullName memberId } invitations { id } } } }`;
    const overseer = await sally.client.graphql(ON_GROUP);
    expect(overseer.errors).toBeUndefined();
    expect(overseer.data.viewer.serviceGroup.joinRequests).toContainEqual({ fullName: 'Gina Onthegroup', memberId: globalId('User', waiting.user.id) });
    expect(overseer.data.viewer.serviceGroup.invitations).toEqual(expect.any(Array));
    const member = await signedUpClient(t, { groupNumber: GROUP });
    const plain = await member.client.graphql(ON_GROUP);
    expect(plain.errors).toBeUndefined();
    expect(plain.data.viewer.serviceGroup).toEqual({ joinRequests: null, invitations: null });
  });

  test('an admin approves in any group; declining puts the member in no group', async () => {
    const admin = await groupAdmin(t);
    const one = await signedUpClient(t, { groupNumber: 6, invitationCode: null });
    const two = await signedUpClient(t, { groupNumber: 6, invitationCode: null });
    const list = await admin.graphql('query { groupJoinRequests(groupNumber: GROUP_6) { username } }');
    expect(list.data.groupJoinRequests.map((r: { username: string }) => r.username)).toEqual([one.input.username, two.input.username]);
    // Every group's waiting members in one list, for the admin panel; no one else reads it.
    const everywhere = await admin.graphql('query { adminPendingMembers { username groupNumber } }');
    const waitingNames = everywhere.data.adminPendingMembers.map((r: { username: string }) => r.username);
    expect(waitingNames).toEqual(expect.arrayContaining([one.input.username, two.input.username]));
    expect(everywhere.data.adminPendingMembers).toContainEqual({ username: one.input.username, groupNumber: 'GROUP_6' });
    for (const who of [sally.client, one.client]) {
      expect((await who.graphql('query { adminPendingMembers { username } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await admin.graphql(APPROVE, { id: globalId('User', one.user.id) })).data.approveGroupMember.groupNumber).toBe('GROUP_6');
    expect((await admin.graphql(DECLINE, { id: globalId('User', two.user.id) })).data.declineGroupMember.groupNumber).toBe('NONE');
    const after = await admin.graphql('query { adminPendingMembers { username } }');
    const stillWaiting = after.data.adminPendingMembers.map((r: { username: string }) => r.username);
    expect(stillWaiting).not.toContain(one.input.username);
    expect(stillWaiting).not.toContain(two.input.username);
    const declined = await t.db.user.findUniqueOrThrow({ where: { id: two.user.id } });
    expect(declined).toMatchObject({ groupNumber: 0 });
    expect(await t.db.auditEvent.count({ where: { action: 'group-member-declined', targetId: two.user.id } })).toBe(1);
  });

  test('an approved member who changes group waits in the new one; an admin moving them does not', async () => {
    const mover = await signedUpClient(t, { groupNumber: GROUP });
    const moved = await mover.client.graphql(
      `mutation { updateProfile(input: { groupNumber: GROUP_7 }) { __typename ... on ProfileUpdated { user { groupNumber groupPending } } } }`,
    );
    expect(moved.data.updateProfile.user).toEqual({ groupNumber: 'GROUP_7', groupPending: true });
    // Back to the old group by the REST shim: waiting there too, since the group let them go.
    const back = await mover.client.rest('PUT', `/api/users/${mover.user.id}`, { groupNumber: GROUP });
    expect(back.status).toBe(200);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: mover.user.id } })).groupApproved).toBe(false);
    const admin = await groupAdmin(t);
    const byAdmin = await admin.graphql(
      `mutation ($id: ID!) { adminUpdateUser(input: { id: $id, groupNumber: GROUP_8 }) { __typename } }`,
      { id: globalId('User', mover.user.id) },
    );
    expect(byAdmin.data.adminUpdateUser.__typename).toBe('AdminUserUpdated');
    expect(await t.db.user.findUniqueOrThrow({ where: { id: mover.user.id } })).toMatchObject({ groupNumber: 8, groupApproved: true });
  });
});

describe('an overseer who changes group', () => {
  test('leaves the overseer flag behind; an admin who moves them and sets it in the same edit keeps it', async () => {
    const mover = await signedUpClient(t, { groupNumber: 4 });
    await changeAccount(t, { id: mover.user.id }, { isGroupOverseer: true });
    const moved = await mover.client.graphql(`mutation { updateProfile(input: { groupNumber: GROUP_5 }) { __typename } }`);
    expect(moved.data.updateProfile.__typename).toBe('ProfileUpdated');
    expect(await t.db.user.findUniqueOrThrow({ where: { id: mover.user.id } })).toMatchObject({ groupNumber: 5, isGroupOverseer: false });

    const admin = await groupAdmin(t);
    await changeAccount(t, { id: mover.user.id }, { isGroupOverseer: true });
    const edit = (input: string) =>
      admin.graphql(`mutation ($id: ID!) { adminUpdateUser(input: { id: $id, ${input} }) { __typename } }`, { id: globalId('User', mover.user.id) });
    expect((await edit('groupNumber: GROUP_6')).data.adminUpdateUser.__typename).toBe('AdminUserUpdated');
    expect(await t.db.user.findUniqueOrThrow({ where: { id: mover.user.id } })).toMatchObject({ groupNumber: 6, isGroupOverseer: false });
    expect((await edit('groupNumber: GROUP_7, isGroupOverseer: true')).data.adminUpdateUser.__typename).toBe('AdminUserUpdated');
    expect(await t.db.user.findUniqueOrThrow({ where: { id: mover.user.id } })).toMatchObject({ groupNumber: 7, isGroupOverseer: true });
  });
});

describe('invitation codes', () => {
  const JOIN = /* GraphQL */ `mutation ($code: String) { joinServiceGroup(input: { invitationCode: $code }) { __typename ... on GroupJoined { user { groupPending } } ... on Error { message } } }`;

  test('the overseer makes, sees and revokes a code; only its hash is stored; it works for its group only', async () => {
    const made = await sally.client.graphql(CREATE_GROUP_INVITATION, { input: {} });
    expect(made.data.createGroupInvitation.__typename).toBe('GroupInvitationCreated');
    const code: string = made.data.createGroupInvitation.code;
    expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const stored = await t.db.groupInvitation.findMany({ where: { groupNumber: GROUP } });
    expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));
    const expires = new Date(made.data.createGroupInvitation.invitation.expiresAt).getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(14);
    const listed = await sally.client.graphql('{ groupInvitations { id uses } }');
    expect(listed.data.groupInvitations.map((i: { id: string }) => i.id)).toContain(made.data.createGroupInvitation.invitation.id);
    expect(await t.db.auditEvent.count({ where: { action: 'group-invitation-created', actorId: sally.user.id } })).toBe(1);

    // A member may not make one; another group's code does not let anyone into this one.
    const member = await signedUpClient(t, { groupNumber: GROUP });
    expect((await member.client.graphql(CREATE_GROUP_INVITATION, { input: {} })).data.createGroupInvitation.__typename).toBe('ForbiddenError');
    const elsewhere = await signedUpClient(t, { groupNumber: 4, invitationCode: code.toLowerCase() }).catch((e: Error) => e.message);
    expect(elsewhere).toContain(MEMBERSHIP_MESSAGES.codeOtherGroup);

    // Typed in lower case without its dash, at sign-up: in at once.
    const joined = await signedUpClient(t, { groupNumber: GROUP, invitationCode: code.toLowerCase().replace('-', '') });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: joined.user.id } })).groupApproved).toBe(true);

    const revoked = await sally.client.graphql(
      'mutation ($id: ID!) { revokeGroupInvitation(input: { id: $id }) { __typename } }',
      { id: made.data.createGroupInvitation.invitation.id },
    );
    expect(revoked.data.revokeGroupInvitation.__typename).toBe('GroupInvitationRevoked');
    const waiting = await signedUpClient(t, { groupNumber: GROUP, invitationCode: null });
    const refused = await waiting.client.graphql(JOIN, { code });
    expect(refused.status).toBe(200);
    expect(refused.data.joinServiceGroup).toMatchObject({ __typename: 'ValidationError', message: MEMBERSHIP_MESSAGES.codeRevoked });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: waiting.user.id } })).groupApproved).toBe(false);
  });

  test('a waiting member joins with a code; an expired or wrong one is refused with a clear message (REST: 400)', async () => {
    const waiting = await signedUpClient(t, { groupNumber: GROUP, invitationCode: null });
    const code = await invitationCodeFor(t, GROUP);
    const wrong = await waiting.client.graphql(JOIN, { code: 'AAAAA-AAAAA' });
    expect(wrong.data.joinServiceGroup).toMatchObject({ __typename: 'ValidationError', message: MEMBERSHIP_MESSAGES.codeInvalid });
    const made = await sally.client.graphql(CREATE_GROUP_INVITATION, { input: {} });
    await t.db.groupInvitation.update({ where: { id: Number(Buffer.from(made.data.createGroupInvitation.invitation.id, 'base64').toString().split(':')[1]) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await waiting.client.graphql(JOIN, { code: made.data.createGroupInvitation.code });
    expect(expired.data.joinServiceGroup).toMatchObject({ message: MEMBERSHIP_MESSAGES.codeExpired });
    const rest = await t.client().rest('POST', '/api/users', { ...newMember({ groupNumber: GROUP }), invitationCode: 'BBBBB-BBBBB' });
    expect(rest).toMatchObject({ status: 400, body: { message: MEMBERSHIP_MESSAGES.codeInvalid } });

    const joined = await waiting.client.graphql(JOIN, { code });
    expect(joined.data.joinServiceGroup).toEqual({ __typename: 'GroupJoined', user: { groupPending: false } });
    expect(await t.db.auditEvent.count({ where: { action: 'group-joined-with-code', actorId: waiting.user.id } })).toBe(1);
  });
});

describe('throttling and closed registration', () => {
  test('codes tried from one address are throttled: past the limit, 429 with the product’s message', async () => {
    const limited = await createTestApp({ invitationLimits: { perAddress: 3, windowSeconds: 600 } });
    try {
      const waiting = await signedUpClient(limited, { groupNumber: GROUP, invitationCode: null });
      const JOIN = 'mutation ($code: String) { joinServiceGroup(input: { invitationCode: $code }) { __typename ... on Error { message } } }';
      for (let i = 0; i < 3; i += 1) {
        expect((await waiting.client.graphql(JOIN, { code: `WRONG-${i}` })).data.joinServiceGroup.__typename).toBe('ValidationError');
      }
      const over = await waiting.client.graphql(JOIN, { code: 'WRONG-9' });
      expect(over.data.joinServiceGroup).toEqual({ __typename: 'RateLimitError', message: MEMBERSHIP_MESSAGES.tooManyCodes });
      const rest = await limited.client().rest('POST', '/api/users', { ...newMember({ groupNumber: GROUP }), invitationCode: 'WRONG-10' });
      expect(rest).toMatchObject({ status: 429, body: { message: MEMBERSHIP_MESSAGES.tooManyCodes } });
    } finally {
      await limited.close();
    }
  });

  test('codes tried by one account from many addresses are throttled too; another account is not', async () => {
    const limited = await createTestApp({ invitationLimits: { perAddress: 3, windowSeconds: 600 } });
    try {
      const waiting = await signedUpClient(limited, { groupNumber: GROUP, invitationCode: null });
      const from = async (address: string, cookie?: string) => createContext(limited.app.deps, { cookieHeader: cookie, clientAddress: address });
      for (let i = 0; i < 3; i += 1) {
        await expect(redeemCode(await from(`203.0.113.${i}`, waiting.client.cookie), GROUP, `WRONG-${i}`)).rejects.toMatchObject({ message: MEMBERSHIP_MESSAGES.codeInvalid });
      }
      await expect(redeemCode(await from('203.0.113.9', waiting.client.cookie), GROUP, 'WRONG-9')).rejects.toMatchObject({ message: MEMBERSHIP_MESSAGES.tooManyCodes });
      // The account is over its count whatever the address, the right code included.
      const code = await invitationCodeFor(limited, GROUP);
      await expect(redeemCode(await from('203.0.113.10', waiting.client.cookie), GROUP, code)).rejects.toMatchObject({ message: MEMBERSHIP_MESSAGES.tooManyCodes });
      // Another member waiting, from a fresh address, is not held back by it.
      const other = await signedUpClient(limited, { groupNumber: GROUP, invitationCode: null });
      await expect(redeemCode(await from('203.0.113.11', other.client.cookie), GROUP, code)).resolves.toBeUndefined();
    } finally {
      await limited.close();
    }
  });

  test('a burst of sign-ups from one address gets 429 with the product’s message', async () => {
    const limited = await createTestApp({ signUpLimits: { perAddress: 2, windowSeconds: 600 } });
    try {
      for (let i = 0; i < 2; i += 1) {
        const ok = await limited.client().graphql(CREATE_ACCOUNT, { input: graphqlMember({ groupNumber: 0 }) });
        expect(ok.data.createAccount.__typename).toBe('AccountCreated');
      }
      const over = await limited.client().graphql(CREATE_ACCOUNT, { input: graphqlMember({ groupNumber: 0 }) });
      expect(over.data.createAccount).toMatchObject({ __typename: 'RateLimitError', message: MEMBERSHIP_MESSAGES.tooManySignUps });
      const rest = await limited.client().rest('POST', '/api/users', newMember({ groupNumber: 0 }));
      expect(rest).toMatchObject({ status: 429, body: { message: MEMBERSHIP_MESSAGES.tooManySignUps } });
      expect(await limited.db.user.count()).toBe(2);
    } finally {
      await limited.close();
    }
  });

  test('with registration closed sign-up is refused (403) on GraphQL and REST; an admin still creates accounts', async () => {
    const closed = await createTestApp();
    try {
      await closed.db.appSettings.create({ data: { id: 1, enableRegistration: false } });
      const answer = await closed.client().graphql(CREATE_ACCOUNT, { input: graphqlMember({ groupNumber: 0 }) });
      expect(answer.data.createAccount).toEqual({ __typename: 'ForbiddenError', message: MEMBERSHIP_MESSAGES.registrationClosed });
      const rest = await closed.client().rest('POST', '/api/users', newMember({ groupNumber: 0 }));
      expect(rest).toMatchObject({ status: 403, body: { message: MEMBERSHIP_MESSAGES.registrationClosed } });
      expect(await closed.db.user.count()).toBe(0);
      const admin = await groupAdmin(closed);
      const { email: _email, ...fields } = graphqlMember({ groupNumber: 2 });
      const created = await admin.graphql(
        'mutation ($input: AdminCreateUserInput!) { adminCreateUser(input: $input) { __typename ... on AdminUserCreated { user { groupNumber groupPending } } } }',
        { input: fields },
      );
      expect(created.data.adminCreateUser.user).toEqual({ groupNumber: 'GROUP_2', groupPending: false });
    } finally {
      await closed.close();
    }
  });
});
