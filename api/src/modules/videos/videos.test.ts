// Videos over GraphQL and the REST shim: the Ministry Videos screen's operations, the spec's
// validation (docs/product/videos.md: title and URL required) plus the URL and duration forms, and
// that every row stays its owner's. Answers and the stored rows are both checked.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp, expectSignInFirst } from '../../../../tests/api/harness.ts';
import { MESSAGES } from './inputs.ts';

const FIELDS = 'id title description url duration category createdAt';
const LIST = /* GraphQL */ `
  query ($first: Int, $after: String) {
    viewer {
      videos(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node { ${FIELDS} } }
      }
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation ($input: CreateVideoInput!) {
    createVideo(input: $input) {
      __typename
      ... on VideoCreated { video { ${FIELDS} } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation ($input: DeleteVideoInput!) {
    deleteVideo(input: $input) {
      __typename
      ... on VideoDeleted { deletedId }
      ... on Error { message }
    }
  }
`;
const NODE = /* GraphQL */ `query ($id: ID!) { node(id: $id) { id ... on Video { title } } }`;

const globalId = (id: number) => Buffer.from(`Video:${id}`).toString('base64');
const VIDEO = {
  title: 'Why Study the Bible?',
  description: 'A short introduction',
  url: 'https://www.jw.org/en/library/videos/#en/mediaitems/VODBibleTeachings/pub-ivfb_1_VIDEO',
  duration: '2:45',
  category: 'Bible Teachings',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (userId: number) => t.db.video.findMany({ where: { userId }, orderBy: { id: 'asc' } });

async function create(client: Client, input: Record<string, unknown>) {
  const answer = await client.graphql(CREATE, { input });
  expect(answer.data.createVideo.__typename).toBe('VideoCreated');
  return answer.data.createVideo.video as { id: string; title: string };
}

describe('create, list and delete', () => {
  test('createVideo stores the video for the viewer and returns it', async () => {
    const { client, user } = await signedInMember(t);
    const answer = await client.graphql(CREATE, { input: VIDEO });
    const [row] = await rowsOf(user.id);
    expect(answer.data.createVideo).toEqual({
      __typename: 'VideoCreated',
      video: { ...VIDEO, id: globalId(row!.id), createdAt: row!.createdAt.toISOString() },
    });
    expect(row).toMatchObject({ ...VIDEO, userId: user.id });
  });

  test('description, duration and category are optional and stored as none when blank', async () => {
    const { client, user } = await signedInMember(t);
    await create(client, { title: ' Family Worship ', url: ' http://example.org/v ', description: ' ', duration: '', category: null });
    expect(await rowsOf(user.id)).toMatchObject([
      { title: 'Family Worship', url: 'http://example.org/v', description: null, duration: null, category: null },
    ]);
  });

  test('accepts durations written m:ss or h:mm:ss', async () => {
    const { client, user } = await signedInMember(t);
    for (const duration of ['5:30', '0:07', '45:00', '1:05:30', '12:00:00']) await create(client, { ...VIDEO, duration });
    expect((await rowsOf(user.id)).map((r) => r.duration)).toEqual(['5:30', '0:07', '45:00', '1:05:30', '12:00:00']);
  });

  test('viewer.videos pages through the viewer’s own videos, newest first', async () => {
    const { client } = await signedInMember(t);
    const other = await signedInMember(t);
    await create(other.client, { ...VIDEO, title: 'Not mine' });
    for (const n of [1, 2, 3]) await create(client, { ...VIDEO, title: `Video ${n}` });

    const first = (await client.graphql(LIST, { first: 2 })).data.viewer.videos;
    expect(first.totalCount).toBe(3);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.edges.map((e: any) => e.node.title)).toEqual(['Video 3', 'Video 2']);
    const rest = (await client.graphql(LIST, { first: 2, after: first.pageInfo.endCursor })).data.viewer.videos;
    expect(rest.pageInfo.hasNextPage).toBe(false);
    expect(rest.edges.map((e: any) => e.node.title)).toEqual(['Video 1']);
  });

  test('deleteVideo removes the video', async () => {
    const { client, user } = await signedInMember(t);
    const created = await create(client, VIDEO);
    expect((await client.graphql(DELETE, { input: { id: created.id } })).data.deleteVideo).toEqual({
      __typename: 'VideoDeleted',
      deletedId: created.id,
    });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  test('GET and POST /api/videos with the spec payload; DELETE /api/videos/{id}', async () => {
    const { client, user } = await signedInMember(t);
    const other = await signedInMember(t);
    await create(other.client, { ...VIDEO, title: 'Not mine' });

    const posted = await client.rest('POST', '/api/videos', VIDEO);
    expect(posted.status).toBe(201);
    const [row] = await rowsOf(user.id);
    expect(posted.body).toMatchObject({ ...VIDEO, id: row!.id, userId: user.id });
    await client.rest('POST', '/api/videos', { ...VIDEO, title: 'Second' });
    const listed = await client.rest('GET', '/api/videos');
    expect(listed.status).toBe(200);
    expect(listed.body.map((v: any) => v.title)).toEqual(['Second', VIDEO.title]);

    expect(await client.rest('DELETE', `/api/videos/${row!.id}`)).toMatchObject({ status: 200, body: { ok: true, id: row!.id } });
    expect((await rowsOf(user.id)).map((r) => r.title)).toEqual(['Second']);
  });
});

describe('validation', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['title', MESSAGES.required, { ...VIDEO, title: undefined }],
    ['title', MESSAGES.required, { ...VIDEO, title: '   ' }],
    ['url', MESSAGES.required, { ...VIDEO, url: undefined }],
    ['url', MESSAGES.required, { ...VIDEO, url: ' ' }],
    ['url', MESSAGES.url, { ...VIDEO, url: 'javascript:alert(1)' }],
    ['url', MESSAGES.url, { ...VIDEO, url: 'ftp://example.org/video.mp4' }],
    ['url', MESSAGES.url, { ...VIDEO, url: 'www.example.org/video' }],
    ['url', MESSAGES.url, { ...VIDEO, url: 'https://' }],
    ['duration', MESSAGES.duration, { ...VIDEO, duration: '5 minutes' }],
    ['duration', MESSAGES.duration, { ...VIDEO, duration: '5:75' }],
    ['duration', MESSAGES.duration, { ...VIDEO, duration: '1:5:30' }],
    ['duration', MESSAGES.duration, { ...VIDEO, duration: '330' }],
  ];

  test('createVideo refuses each bad field with its message and stores nothing', async () => {
    const { client, user } = await signedInMember(t);
    for (const [field, message, input] of cases) {
      const answer = await client.graphql(CREATE, { input });
      expect(answer.data.createVideo, JSON.stringify(input)).toMatchObject({ __typename: 'ValidationError', message });
      expect(answer.data.createVideo.fields).toContainEqual({ path: field, message });
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  test('POST /api/videos answers 400 with the same messages and stores nothing', async () => {
    const { client, user } = await signedInMember(t);
    for (const [, message, input] of cases) {
      expect(await client.rest('POST', '/api/videos', input), JSON.stringify(input)).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe('every video is its owner’s', () => {
  test('another member’s video is not found on GraphQL and REST, and nothing changes', async () => {
    const owner = await signedInMember(t);
    const created = await create(owner.client, VIDEO);
    const before = await rowsOf(owner.user.id);
    const { client: intruder } = await signedInMember(t, { groupNumber: owner.user.groupNumber });

    expect((await intruder.graphql(DELETE, { input: { id: created.id } })).data.deleteVideo).toEqual({
      __typename: 'NotFoundError',
      message: MESSAGES.notFound,
    });
    expect((await intruder.graphql(NODE, { id: created.id })).data.node).toBeNull();
    expect((await intruder.graphql(LIST)).data.viewer.videos.totalCount).toBe(0);
    expect((await intruder.rest('DELETE', `/api/videos/${before[0]!.id}`)).status).toBe(404);
    expect((await intruder.rest('GET', '/api/videos')).body).toEqual([]);

    expect(await rowsOf(owner.user.id)).toEqual(before);
    expect((await owner.client.graphql(NODE, { id: created.id })).data.node).toEqual({ id: created.id, title: VIDEO.title });
  });

  test('a visitor is asked to sign in and nothing is stored', async () => {
    const visitor = t.client();
    const before = await t.db.video.count();
    expectSignInFirst(await visitor.graphql(CREATE, { input: VIDEO }));
    expect((await visitor.graphql(LIST)).data.viewer).toBeNull();
    expect((await visitor.rest('GET', '/api/videos')).status).toBe(401);
    expect((await visitor.rest('POST', '/api/videos', VIDEO)).status).toBe(401);
    expect(await t.db.video.count()).toBe(before);
  });
});
