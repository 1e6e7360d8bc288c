// Sharing a video with one member of the sender's group (GraphQL shareVideo and the spec's
// POST /api/share-file), and the recipient's "Shared with me": the sender and group come from
// the session, the recipient must be another member of that group, and no one else reads it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { changeAccount, type Client, createTestApp, expectSignInFirst, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES } from './inputs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

const SHARE_VIDEO = /* GraphQL */ `
  mutation ($input: ShareVideoInput!) {
    shareVideo(input: $input) {
      __typename
      ... on VideoShared { sharedFile { id title mimeType fileSize shareLink isVideo senderName senderUsername groupNumber } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
const SHARED_WITH_ME = /* GraphQL */ `
  query ($first: Int, $after: String) {
    viewer {
      sharedWithMe(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node { id title shareLink senderName } }
      }
    }
  }
`;
const NODE = /* GraphQL */ `query ($id: ID!) { node(id: $id) { id ... on SharedFile { title } } }`;

async function members() {
  const a = await signedInMember(t, { groupNumber: 5, fullName: 'Ana Sender' });
  const b = await signedInMember(t, { groupNumber: 5, fullName: 'Ben Recipient' });
  const c = await signedInMember(t, { groupNumber: 6, fullName: 'Cy Outsider' });
  const video = await t.db.video.create({
    data: { userId: a.user.id, title: 'Why Study the Bible?', url: 'https://www.jw.org/finder?docid=502013213' },
  });
  return { a, b, c, video, videoId: globalId('Video', video.id) };
}

const sharedTitles = async (client: Client) =>
  (await client.graphql(SHARED_WITH_ME, { first: 50 })).data.viewer.sharedWithMe.edges.map((e: any) => e.node.title);
const sharesOf = (userId: number) => t.db.sharedFile.count({ where: { userId } });

describe('shareVideo', () => {
  test('shares one’s own video with a member of the group, who finds it in Shared with me', async () => {
    const { a, b, c, video, videoId } = await members();
    const answer = await a.client.graphql(SHARE_VIDEO, { input: { videoId, targetUserId: globalId('User', b.user.id) } });
    expect(answer.data.shareVideo).toMatchObject({
      __typename: 'VideoShared',
      sharedFile: {
        title: 'Why Study the Bible?',
        mimeType: 'video/youtube',
        fileSize: 0,
        shareLink: video.url,
        isVideo: true,
        senderName: 'Ana Sender',
        senderUsername: a.user.username,
        groupNumber: 'GROUP_5',
      },
    });
    const row = await t.db.sharedFile.findFirstOrThrow({ where: { userId: a.user.id } });
    expect(row).toMatchObject({ targetUserId: b.user.id, groupNumber: 5, videoId: video.id, shareLink: video.url });

    expect(await sharedTitles(b.client)).toEqual(['Why Study the Bible?']);
    expect(await sharedTitles(a.client)).toEqual([]);
    expect(await sharedTitles(c.client)).toEqual([]);
    const id = answer.data.shareVideo.sharedFile.id;
    expect((await b.client.graphql(NODE, { id })).data.node).toMatchObject({ title: 'Why Study the Bible?' });
    expect((await c.client.graphql(NODE, { id })).data?.node ?? null).toBeNull();
    expect((await t.client().graphql(NODE, { id })).data?.node ?? null).toBeNull();
  });

  test('a share stays with its group: the recipient who leaves it, or the sender who does, no longer lists it', async () => {
    const { a, b, videoId } = await members();
    const shared = await a.client.graphql(SHARE_VIDEO, { input: { videoId, targetUserId: globalId('User', b.user.id) } });
    expect(shared.data.shareVideo.__typename).toBe('VideoShared');
    expect(await sharedTitles(b.client)).toEqual(['Why Study the Bible?']);

    // The recipient moves to group 6 and waits there: group 5's shares stay behind.
    await changeAccount(t, { id: b.user.id }, { groupNumber: 6, groupApproved: false });
    expect(await sharedTitles(b.client)).toEqual([]);
    expect((await b.client.graphql(SHARED_WITH_ME, { first: 50 })).data.viewer.sharedWithMe.totalCount).toBe(0);
    // Back in group 5: it is there again, unless the sender has left meanwhile.
    await changeAccount(t, { id: b.user.id }, { groupNumber: 5, groupApproved: true });
    expect(await sharedTitles(b.client)).toEqual(['Why Study the Bible?']);
    await changeAccount(t, { id: a.user.id }, { groupNumber: 0 });
    expect(await sharedTitles(b.client)).toEqual([]);
  });

  test('no recipient chosen: the spec message, nothing shared', async () => {
    const { a, videoId } = await members();
    for (const targetUserId of [undefined, null]) {
      const answer = await a.client.graphql(SHARE_VIDEO, { input: { videoId, targetUserId } });
      expect(answer.data.shareVideo).toMatchObject({
        __typename: 'ValidationError',
        message: MESSAGES.selectUser,
        fields: [{ path: 'targetUserId', message: MESSAGES.selectUser }],
      });
    }
    expect(await sharesOf(a.user.id)).toBe(0);
  });

  test('another group’s member, an unknown account and oneself are refused', async () => {
    const { a, c, videoId } = await members();
    const outside = await a.client.graphql(SHARE_VIDEO, { input: { videoId, targetUserId: globalId('User', c.user.id) } });
    expect(outside.data.shareVideo).toMatchObject({ __typename: 'ForbiddenError', message: MESSAGES.memberNotInGroup });
    const unknown = await a.client.graphql(SHARE_VIDEO, { input: { videoId, targetUserId: globalId('User', 987_654) } });
    expect(unknown.data.shareVideo).toMatchObject({ __typename: 'ForbiddenError', message: MESSAGES.memberNotInGroup });
    const self = await a.client.graphql(SHARE_VIDEO, { input: { videoId, targetUserId: globalId('User', a.user.id) } });
    expect(self.data.shareVideo).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.notYourself });
    expect(await sharesOf(a.user.id)).toBe(0);
  });

  test('someone else’s video, or none, is "Video not found"; a visitor is asked to sign in', async () => {
    const { a, b, videoId } = await members();
    const target = globalId('User', a.user.id);
    const notMine = await b.client.graphql(SHARE_VIDEO, { input: { videoId, targetUserId: target } });
    expect(notMine.data.shareVideo).toMatchObject({ __typename: 'NotFoundError', message: MESSAGES.videoNotFound });
    const missing = await b.client.graphql(SHARE_VIDEO, { input: { videoId: globalId('Video', 999_999), targetUserId: target } });
    expect(missing.data.shareVideo).toMatchObject({ __typename: 'NotFoundError', message: MESSAGES.videoNotFound });
    const none = await b.client.graphql(SHARE_VIDEO, { input: { targetUserId: target } });
    expect(none.data.shareVideo).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.videoNotFound });
    expectSignInFirst(await t.client().graphql(SHARE_VIDEO, { input: { videoId, targetUserId: target } }));
    expect(await sharesOf(b.user.id)).toBe(0);
  });

  test('Shared with me pages newest first with a total', async () => {
    const { a, b } = await members();
    for (const title of ['One', 'Two', 'Three']) {
      const video = await t.db.video.create({ data: { userId: a.user.id, title, url: 'https://example.org/v' } });
      await a.client.graphql(SHARE_VIDEO, { input: { videoId: globalId('Video', video.id), targetUserId: globalId('User', b.user.id) } });
    }
    const page1 = (await b.client.graphql(SHARED_WITH_ME, { first: 2 })).data.viewer.sharedWithMe;
    expect(page1.totalCount).toBe(3);
    expect(page1.edges.map((e: any) => e.node.title)).toEqual(['Three', 'Two']);
    const page2 = (await b.client.graphql(SHARED_WITH_ME, { first: 2, after: page1.pageInfo.endCursor })).data.viewer.sharedWithMe;
    expect(page2.edges.map((e: any) => e.node.title)).toEqual(['One']);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });
});

test('no one reads another member’s Shared with me', async () => {
  const { a, b, videoId } = await members();
  await a.client.graphql(SHARE_VIDEO, { input: { videoId, targetUserId: globalId('User', b.user.id) } });
  const answer = await a.client.graphql(`query ($id: ID!) { node(id: $id) { ... on User { sharedWithMe(first: 5) { totalCount } } } }`, {
    id: globalId('User', b.user.id),
  });
  expect(answer.data?.node?.sharedWithMe ?? null).toBeNull();
  expect(answer.errors?.map((e: any) => e.message)).toContain('You are not allowed to do that');
});

describe('POST /api/share-file', () => {
  const payload = (targetUserId: unknown, overrides: Record<string, unknown> = {}) => ({
    userId: 1,
    groupNumber: 1,
    title: 'Kingdom Song 151',
    filename: 'song-151.mp3',
    originalName: 'song 151.mp3',
    mimeType: 'audio/mpeg',
    fileSize: 4_200_000,
    shareLink: '/api/music/stream/abc',
    targetUserId,
    ...overrides,
  });

  test('takes the sender and the group from the session, not the payload', async () => {
    const { a, b, c } = await members();
    const answer = await a.client.rest('POST', '/api/share-file', payload(String(b.user.id), { userId: c.user.id, groupNumber: 6 }));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ userId: a.user.id, targetUserId: b.user.id, groupNumber: 5, title: 'Kingdom Song 151', fileSize: 4_200_000 });
    expect(await sharesOf(c.user.id)).toBe(0);
    expect(await sharedTitles(b.client)).toEqual(['Kingdom Song 151']);
  });

  test('a video share as the spec’s client sends it', async () => {
    const { a, b } = await members();
    const answer = await a.client.rest('POST', '/api/share-file', {
      userId: a.user.id,
      groupNumber: 5,
      title: 'Why Study the Bible?',
      filename: 'Why Study the Bible?',
      originalName: 'Why Study the Bible?',
      mimeType: 'video/youtube',
      fileSize: 0,
      shareLink: 'https://www.jw.org/finder?docid=502013213',
      targetUserId: b.user.id,
    });
    expect(answer).toMatchObject({ status: 201, body: { mimeType: 'video/youtube', targetUserId: b.user.id } });
  });

  test.each([
    ['no recipient', payload(undefined), 400, MESSAGES.selectUser],
    ['a blank recipient', payload(''), 400, MESSAGES.selectUser],
    ['a recipient that is no id', payload('someone'), 403, MESSAGES.memberNotInGroup],
    ['a script link', payload('B', { shareLink: 'javascript:alert(1)' }), 400, MESSAGES.shareLink],
    ['a protocol-relative link', payload('B', { shareLink: '//evil.example/x' }), 400, MESSAGES.shareLink],
    ['no title', payload('B', { title: ' ' }), 400, 'Title is required'],
    ['a bad type', payload('B', { mimeType: 'audio' }), 400, 'The type of file must be written as type/subtype'],
    ['a negative size', payload('B', { fileSize: -1 }), 400, 'The file size must be a whole number of bytes'],
  ])('refuses %s and shares nothing', async (_name, body, status, message) => {
    const { a, b } = await members();
    const resolved = { ...body, targetUserId: body.targetUserId === 'B' ? b.user.id : body.targetUserId };
    const answer = await a.client.rest('POST', '/api/share-file', resolved);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(await sharesOf(a.user.id)).toBe(0);
  });

  test('a recipient in another group is refused with 403; a visitor with 401', async () => {
    const { a, c } = await members();
    expect(await a.client.rest('POST', '/api/share-file', payload(c.user.id))).toMatchObject({
      status: 403,
      body: { message: MESSAGES.memberNotInGroup },
    });
    expect((await t.client().rest('POST', '/api/share-file', payload(c.user.id))).status).toBe(401);
    expect(await sharesOf(a.user.id)).toBe(0);
  });
});

test('sharedWithMeAdded tells the recipient live, and only the recipient', async () => {
  const base = await t.app.start(0, '127.0.0.1');
  const { a, b, videoId } = await members();
  const listen = (cookie: string) => {
    const events: any[] = [];
    class WithCookie extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie, origin: base } });
      }
    }
    const client = createClient({ url: `${base.replace('http', 'ws')}/graphql`, webSocketImpl: WithCookie, retryAttempts: 0 });
    client.subscribe({ query: 'subscription { sharedWithMeAdded { title senderName } }' }, { next: (e) => void events.push(e), error: () => {}, complete: () => {} });
    return { events, client };
  };
  const until = async (condition: () => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    return condition();
  };
  const forB = listen(b.client.cookie);
  const forA = listen(a.client.cookie);
  try {
    for (let attempt = 1; forB.events.length === 0 && attempt <= 25; attempt += 1) {
      await a.client.graphql(SHARE_VIDEO, { input: { videoId, targetUserId: globalId('User', b.user.id) } });
      await until(() => forB.events.length > 0, 200);
    }
    expect(forB.events.at(-1)).toEqual({ data: { sharedWithMeAdded: { title: 'Why Study the Bible?', senderName: 'Ana Sender' } } });
    // The sender hears nothing of their own share.
    expect(forA.events).toEqual([]);
    // A visitor's subscription is refused.
    const visitor = listen('');
    expect(await until(() => visitor.events.length > 0, 3000)).toBe(true);
    expect(visitor.events).toEqual([{ errors: [expect.objectContaining({ message: 'Please sign in to continue' })] }]);
    await visitor.client.dispose();
  } finally {
    await forB.client.dispose();
    await forA.client.dispose();
  }
});
