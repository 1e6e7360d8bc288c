// Ministry experiences over GraphQL: create (private whatever the choice), the spec's messages,
// image uploads over the GraphQL multipart request, lists, edit, delete, share within the group
// only, likes once per member, and nothing of a group reaching anyone outside it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp, expectSignInFirst } from '../../../../tests/api/harness.ts';
import { MESSAGES } from './inputs.ts';
import { MESSAGES as SHARING } from '../sharing/index.ts';
import {
  CREATE,
  DELETE,
  LIKE,
  MINE,
  NODE,
  PNG,
  SHARE,
  SHARED,
  TEXT_AS_PNG,
  UPDATE,
  getImage,
  globalId,
  graphqlWithFile,
  oversizedPng,
  storedImages,
} from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowOf = (globalIdValue: string) =>
  t.db.ministryExperience.findUnique({ where: { id: Number(Buffer.from(globalIdValue, 'base64').toString().split(':')[1]) } });

async function create(client: Client, input: Record<string, unknown> = {}) {
  const answer = await client.graphql(CREATE, { input: { title: 'Door-to-door', content: 'Met a kind neighbour.', ...input } });
  expect(answer.data.createExperience.__typename).toBe('ExperienceCreated');
  return answer.data.createExperience.experience;
}

/** Two members of group 5 and one of group 6. */
async function trio() {
  const a = await signedInMember(t, { groupNumber: 5, fullName: 'Ana Author' });
  const b = await signedInMember(t, { groupNumber: 5, fullName: 'Ben Member' });
  const c = await signedInMember(t, { groupNumber: 6, fullName: 'Cy Outsider' });
  return { a, b, c };
}

describe('createExperience', () => {
  test('creates a private experience with the author’s name and group, whatever isShared says', async () => {
    const { client, user } = await signedInMember(t, { groupNumber: 4, fullName: 'Rosa Field' });
    const experience = await create(client, { isShared: true, shareWith: 'all' });
    expect(experience).toMatchObject({
      userName: 'Rosa Field',
      groupNumber: 'GROUP_4',
      title: 'Door-to-door',
      content: 'Met a kind neighbour.',
      isShared: false,
      isMine: true,
      likes: 0,
      likedByViewer: false,
      imageUrl: null,
    });
    const row = await rowOf(experience.id);
    expect(row).toMatchObject({ userId: user.id, isShared: false, shareWith: 'all', sharedAt: null });
  });

  test.each([
    ['a blank title', { title: '   ' }, 'title'],
    ['a missing content', { content: undefined }, 'content'],
    ['an empty content', { content: '' }, 'content'],
  ])('refuses %s with the spec message and stores nothing', async (_name, fields, path) => {
    const { client, user } = await signedInMember(t);
    const answer = await client.graphql(CREATE, { input: { title: 'A title', content: 'Some content', ...fields } });
    expect(answer.data.createExperience).toMatchObject({
      __typename: 'ValidationError',
      message: MESSAGES.required,
      fields: [{ path, message: MESSAGES.required }],
    });
    expect(await t.db.ministryExperience.count({ where: { userId: user.id } })).toBe(0);
  });

  test('refuses a share choice that is neither all nor a member id', async () => {
    const { client, user } = await signedInMember(t);
    const answer = await client.graphql(CREATE, { input: { title: 'A', content: 'B', shareWith: '../etc' } });
    expect(answer.data.createExperience).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.shareTarget });
    expect(await t.db.ministryExperience.count({ where: { userId: user.id } })).toBe(0);
  });

  test('a visitor is asked to sign in and nothing is stored', async () => {
    const before = await t.db.ministryExperience.count();
    expectSignInFirst(await t.client().graphql(CREATE, { input: { title: 'A', content: 'B' } }));
    expect(await t.db.ministryExperience.count()).toBe(before);
  });
});

describe('image upload over the GraphQL multipart request', () => {
  test('stores the image under a server-chosen name with the type read from its bytes', async () => {
    const { client } = await signedInMember(t);
    const answer = await graphqlWithFile(t, client, CREATE, { title: 'With a photo', content: 'The hall after cleaning.' }, {
      bytes: PNG,
      name: '../../etc/passwd.jpg',
      type: 'image/jpeg',
    });
    const experience = answer.data.createExperience.experience;
    expect(experience).toMatchObject({ imageMimeType: 'image/png', imageSize: PNG.length, imageOriginalName: 'passwd.jpg' });
    expect(experience.imageFilename).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(experience.imageUrl).toBe(`/api/experiences/image/${experience.imageFilename}`);
    expect(storedImages(t)).toContain(experience.imageFilename);

    const image = await getImage(t, client, experience.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.bytes.equals(PNG)).toBe(true);
  });

  // A 10 MB multipart body over HTTP takes about 5 s to send and parse on a busy 2-core machine:
  // these get a minute, well above it.
  test.each([
    ['a file over 10 MB', () => ({ bytes: oversizedPng(), name: 'big.png', type: 'image/png' }), MESSAGES.imageTooLarge],
    ['a text file renamed .png', () => ({ bytes: TEXT_AS_PNG, name: 'photo.png', type: 'image/png' }), MESSAGES.invalidImage],
    ['an empty file', () => ({ bytes: Buffer.alloc(0), name: 'empty.png', type: 'image/png' }), MESSAGES.invalidImage],
  ])('refuses %s with the spec message: no row, no file', async (_name, file, message) => {
    const { client, user } = await signedInMember(t);
    const filesBefore = storedImages(t);
    const answer = await graphqlWithFile(t, client, CREATE, { title: 'Photo', content: 'A picture' }, file());
    expect(answer.data.createExperience).toMatchObject({ __typename: 'ValidationError', message, fields: [{ path: 'image', message }] });
    expect(await t.db.ministryExperience.count({ where: { userId: user.id } })).toBe(0);
    expect(storedImages(t)).toEqual(filesBefore);
  }, 60_000);

  test('a blank title with a good image stores neither', async () => {
    const { client, user } = await signedInMember(t);
    const filesBefore = storedImages(t);
    const answer = await graphqlWithFile(t, client, CREATE, { title: '', content: 'x' }, { bytes: PNG, name: 'a.png', type: 'image/png' });
    expect(answer.data.createExperience).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.required });
    expect(await t.db.ministryExperience.count({ where: { userId: user.id } })).toBe(0);
    expect(storedImages(t)).toEqual(filesBefore);
  });
});

describe('lists', () => {
  test('viewer.experiences pages through the viewer’s own experiences, newest first, with a total', async () => {
    const { client } = await signedInMember(t);
    for (const title of ['First', 'Second', 'Third']) await create(client, { title });
    const other = await signedInMember(t);
    await create(other.client, { title: 'Not mine' });

    const page1 = await client.graphql(MINE, { first: 2 });
    const connection = page1.data.viewer.experiences;
    expect(connection.totalCount).toBe(3);
    expect(connection.edges.map((e: any) => e.node.title)).toEqual(['Third', 'Second']);
    expect(connection.pageInfo.hasNextPage).toBe(true);
    const page2 = await client.graphql(MINE, { first: 2, after: connection.pageInfo.endCursor });
    expect(page2.data.viewer.experiences.edges.map((e: any) => e.node.title)).toEqual(['First']);
    expect(page2.data.viewer.experiences.pageInfo.hasNextPage).toBe(false);
  });

  test('viewer.sharedExperiences pages through what the group shared', async () => {
    const a = await signedInMember(t, { groupNumber: 7 });
    const b = await signedInMember(t, { groupNumber: 7 });
    for (const title of ['One', 'Two', 'Three']) {
      const experience = await create(a.client, { title });
      expect((await a.client.graphql(SHARE, { input: { id: experience.id } })).data.shareExperience.__typename).toBe('ExperienceShared');
    }
    const page1 = await b.client.graphql(SHARED, { first: 2 });
    expect(page1.data.viewer.sharedExperiences.totalCount).toBe(3);
    expect(page1.data.viewer.sharedExperiences.edges.map((e: any) => e.node.title)).toEqual(['Three', 'Two']);
    const page2 = await b.client.graphql(SHARED, { first: 2, after: page1.data.viewer.sharedExperiences.pageInfo.endCursor });
    expect(page2.data.viewer.sharedExperiences.edges.map((e: any) => e.node.title)).toEqual(['One']);
  });
});

test('a member of the same group cannot read another member’s lists through their User node', async () => {
  const { a, b } = await trio();
  await create(a.client, { title: 'Mine only' });
  const answer = await b.client.graphql(
    `query ($id: ID!) { node(id: $id) { ... on User { username experiences(first: 5) { totalCount } sharedExperiences(first: 5) { totalCount } } } }`,
    { id: globalId('User', a.user.id) },
  );
  expect(answer.data?.node?.experiences ?? null).toBeNull();
  expect(answer.errors?.map((e: any) => e.message)).toContain('You are not allowed to do that');
  expect(JSON.stringify(answer)).not.toContain('Mine only');
});

describe('updateExperience and deleteExperience', () => {
  test('the author edits the title and content', async () => {
    const { client } = await signedInMember(t);
    const experience = await create(client);
    const answer = await client.graphql(UPDATE, { input: { id: experience.id, title: 'Return visit', content: 'She asked for the brochure.' } });
    expect(answer.data.updateExperience.experience).toMatchObject({ title: 'Return visit', content: 'She asked for the brochure.' });
    expect(await rowOf(experience.id)).toMatchObject({ title: 'Return visit', content: 'She asked for the brochure.' });
  });

  test('an edit with a blank field is refused with the spec message and changes nothing', async () => {
    const { client } = await signedInMember(t);
    const experience = await create(client);
    const answer = await client.graphql(UPDATE, { input: { id: experience.id, title: 'New', content: ' ' } });
    expect(answer.data.updateExperience).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.required });
    expect(await rowOf(experience.id)).toMatchObject({ title: 'Door-to-door', content: 'Met a kind neighbour.' });
  });

  test('another member’s experience is not found, even in the same group, and stays as it was', async () => {
    const { a, b } = await trio();
    const experience = await create(a.client);
    await a.client.graphql(SHARE, { input: { id: experience.id } });
    const edit = await b.client.graphql(UPDATE, { input: { id: experience.id, title: 'Taken', content: 'Over' } });
    expect(edit.data.updateExperience).toMatchObject({ __typename: 'NotFoundError', message: MESSAGES.notFound });
    const remove = await b.client.graphql(DELETE, { input: { id: experience.id } });
    expect(remove.data.deleteExperience).toMatchObject({ __typename: 'NotFoundError' });
    expect(await rowOf(experience.id)).toMatchObject({ title: 'Door-to-door' });
    expectSignInFirst(await t.client().graphql(UPDATE, { input: { id: experience.id, title: 'X', content: 'Y' } }));
  });

  test('the author deletes an experience, and its image goes with it', async () => {
    const { client } = await signedInMember(t);
    const answer = await graphqlWithFile(t, client, CREATE, { title: 'T', content: 'C' }, { bytes: PNG, name: 'a.png', type: 'image/png' });
    const experience = answer.data.createExperience.experience;
    expect(storedImages(t)).toContain(experience.imageFilename);
    const removed = await client.graphql(DELETE, { input: { id: experience.id } });
    expect(removed.data.deleteExperience).toEqual({ __typename: 'ExperienceDeleted', deletedId: experience.id });
    expect(await rowOf(experience.id)).toBeNull();
    expect(storedImages(t)).not.toContain(experience.imageFilename);
  });
});

describe('shareExperience', () => {
  test('shared with all: every member of the group sees it, no one outside it does', async () => {
    const { a, b, c } = await trio();
    const experience = await create(a.client);
    const answer = await a.client.graphql(SHARE, { input: { id: experience.id } });
    expect(answer.data.shareExperience.experience).toMatchObject({ isShared: true, sharedWithEveryone: true, groupNumber: 'GROUP_5' });
    expect(await rowOf(experience.id)).toMatchObject({ isShared: true, shareWith: 'all' });

    const bShared = (await b.client.graphql(SHARED, { first: 50 })).data.viewer.sharedExperiences.edges.map((e: any) => e.node.id);
    expect(bShared).toContain(experience.id);
    const aShared = (await a.client.graphql(SHARED, { first: 50 })).data.viewer.sharedExperiences.edges.map((e: any) => e.node.id);
    expect(aShared).toContain(experience.id);
    const cShared = (await c.client.graphql(SHARED, { first: 50 })).data.viewer.sharedExperiences.edges.map((e: any) => e.node.id);
    expect(cShared).not.toContain(experience.id);
    const cNode = await c.client.graphql(NODE, { id: experience.id });
    expect(cNode.data?.node ?? null).toBeNull();
    const visitorNode = await t.client().graphql(NODE, { id: experience.id });
    expect(visitorNode.data?.node ?? null).toBeNull();
  });

  test('shared with one member: that member and the author see it, the rest of the group does not', async () => {
    const { a, b } = await trio();
    const d = await signedInMember(t, { groupNumber: 5 });
    const experience = await create(a.client);
    const answer = await a.client.graphql(SHARE, { input: { id: experience.id, shareWith: globalId('User', b.user.id) } });
    expect(answer.data.shareExperience.experience).toMatchObject({ isShared: true, sharedWithEveryone: false });
    expect(await rowOf(experience.id)).toMatchObject({ shareWith: String(b.user.id) });
    const seen = async (client: Client) =>
      (await client.graphql(SHARED, { first: 50 })).data.viewer.sharedExperiences.edges.map((e: any) => e.node.id);
    expect(await seen(b.client)).toContain(experience.id);
    expect(await seen(a.client)).toContain(experience.id);
    expect(await seen(d.client)).not.toContain(experience.id);
    expect((await d.client.graphql(NODE, { id: experience.id })).data?.node ?? null).toBeNull();
  });

  test('a member of another group, an unknown account and oneself are refused; the experience stays private', async () => {
    const { a, c } = await trio();
    const experience = await create(a.client);
    const outside = await a.client.graphql(SHARE, { input: { id: experience.id, shareWith: globalId('User', c.user.id) } });
    expect(outside.data.shareExperience).toMatchObject({ __typename: 'ForbiddenError', message: SHARING.memberNotInGroup });
    const unknown = await a.client.graphql(SHARE, { input: { id: experience.id, shareWith: globalId('User', 999_999) } });
    expect(unknown.data.shareExperience).toMatchObject({ __typename: 'ForbiddenError', message: SHARING.memberNotInGroup });
    const self = await a.client.graphql(SHARE, { input: { id: experience.id, shareWith: globalId('User', a.user.id) } });
    expect(self.data.shareExperience).toMatchObject({ __typename: 'ValidationError', message: SHARING.notYourself });
    const notAUser = await a.client.graphql(SHARE, { input: { id: experience.id, shareWith: globalId('Video', c.user.id) } });
    expect(notAUser.data.shareExperience.__typename).toBe('ValidationError');
    expect(await rowOf(experience.id)).toMatchObject({ isShared: false, sharedAt: null });
  });

  test('only the author shares; a shared experience is not shared again', async () => {
    const { a, b, c } = await trio();
    const experience = await create(a.client);
    for (const client of [b.client, c.client]) {
      const answer = await client.graphql(SHARE, { input: { id: experience.id } });
      expect(answer.data.shareExperience).toMatchObject({ __typename: 'NotFoundError', message: MESSAGES.notFound });
    }
    expectSignInFirst(await t.client().graphql(SHARE, { input: { id: experience.id } }));
    expect(await rowOf(experience.id)).toMatchObject({ isShared: false });
    await a.client.graphql(SHARE, { input: { id: experience.id } });
    const again = await a.client.graphql(SHARE, { input: { id: experience.id, shareWith: globalId('User', b.user.id) } });
    expect(again.data.shareExperience).toMatchObject({ __typename: 'ConflictError', message: MESSAGES.alreadyShared });
    expect(await rowOf(experience.id)).toMatchObject({ shareWith: 'all' });
  });
});

describe('likeExperience', () => {
  test('a like counts once per member; another member’s like adds one', async () => {
    const { a, b } = await trio();
    const experience = await create(a.client);
    await a.client.graphql(SHARE, { input: { id: experience.id } });

    const first = await b.client.graphql(LIKE, { input: { id: experience.id } });
    expect(first.data.likeExperience).toMatchObject({ counted: true, experience: { likes: 1, likedByViewer: true } });
    const second = await b.client.graphql(LIKE, { input: { id: experience.id } });
    expect(second.data.likeExperience).toMatchObject({ counted: false, experience: { likes: 1, likedByViewer: true } });
    expect(await rowOf(experience.id)).toMatchObject({ likes: 1 });
    expect(await t.db.experienceLike.count({ where: { experienceId: (await rowOf(experience.id))!.id } })).toBe(1);

    const byAuthor = await a.client.graphql(LIKE, { input: { id: experience.id } });
    expect(byAuthor.data.likeExperience).toMatchObject({ counted: true, experience: { likes: 2 } });
    expect(await rowOf(experience.id)).toMatchObject({ likes: 2 });
  });

  test('two likes by the same member at once still count once', async () => {
    const { a, b } = await trio();
    const experience = await create(a.client);
    await a.client.graphql(SHARE, { input: { id: experience.id } });
    const answers = await Promise.all([1, 2, 3].map(() => b.client.graphql(LIKE, { input: { id: experience.id } })));
    expect(answers.filter((r) => r.data.likeExperience.counted)).toHaveLength(1);
    expect(await rowOf(experience.id)).toMatchObject({ likes: 1 });
  });

  test('an experience of another group, a private one, and a visitor’s like are refused', async () => {
    const { a, b, c } = await trio();
    const shared = await create(a.client);
    await a.client.graphql(SHARE, { input: { id: shared.id } });
    const outsider = await c.client.graphql(LIKE, { input: { id: shared.id } });
    expect(outsider.data.likeExperience).toMatchObject({ __typename: 'NotFoundError', message: MESSAGES.notFound });
    expectSignInFirst(await t.client().graphql(LIKE, { input: { id: shared.id } }));
    const privateOne = await create(a.client);
    expect((await b.client.graphql(LIKE, { input: { id: privateOne.id } })).data.likeExperience.__typename).toBe('NotFoundError');
    expect(await rowOf(shared.id)).toMatchObject({ likes: 0 });
    expect(await rowOf(privateOne.id)).toMatchObject({ likes: 0 });
  });
});

describe('images', () => {
  test('served to the author and to members the experience is shared with; refused to anyone else', async () => {
    const { a, b, c } = await trio();
    const d = await signedInMember(t, { groupNumber: 5 });
    const answer = await graphqlWithFile(t, a.client, CREATE, { title: 'T', content: 'C' }, { bytes: PNG, name: 'a.png', type: 'image/png' });
    const { id, imageUrl } = answer.data.createExperience.experience;
    expect((await getImage(t, b.client, imageUrl)).status).toBe(404); // private still
    await a.client.graphql(SHARE, { input: { id, shareWith: globalId('User', b.user.id) } });
    expect((await getImage(t, a.client, imageUrl)).status).toBe(200);
    const forB = await getImage(t, b.client, imageUrl);
    expect(forB.status).toBe(200);
    expect(forB.bytes.equals(PNG)).toBe(true);
    expect((await getImage(t, d.client, imageUrl)).status).toBe(404);
    expect((await getImage(t, c.client, imageUrl)).status).toBe(404);
    expect((await getImage(t, null, imageUrl)).status).toBe(401);
  });

  test('a name this server did not give, or a path, is not found', async () => {
    const { client } = await signedInMember(t);
    for (const path of ['/api/experiences/image/..%2F..%2Fsession-secret', '/api/experiences/image/passwd', '/api/experiences/image/00000000-0000-0000-0000-000000000000.png']) {
      const answer = await getImage(t, client, path);
      expect(answer.status).toBe(404);
    }
  });
});
