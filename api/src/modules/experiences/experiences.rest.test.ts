// The legacy experience paths of docs/api.md: the multipart create (isShared forced false,
// the image refused with the spec's messages and nothing stored), the lists, share and like with
// the spec's payloads, and every refusal as { message } with a 4xx.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES } from './inputs.ts';
import { MESSAGES as SHARING } from '../sharing/index.ts';
import { PNG, TEXT_AS_PNG, getImage, oversizedPng, restCreate, storedImages } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORM = { title: 'Street witnessing', content: 'A student took a magazine.', shareWith: 'all', isShared: 'true' };

async function group(n: number) {
  return signedInMember(t, { groupNumber: n });
}

describe('POST /api/ministry-experiences', () => {
  test('creates from the spec’s form data, always private, with the image', async () => {
    const { client, user } = await group(2);
    const answer = await restCreate(t, client, FORM, { bytes: PNG, name: 'hall.png', type: 'image/png' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      title: FORM.title,
      content: FORM.content,
      isShared: false,
      shareWith: 'all',
      groupNumber: 2,
      likes: 0,
      imageOriginalName: 'hall.png',
      imageMimeType: 'image/png',
      imageSize: PNG.length,
    });
    expect(answer.body.imageFilename).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(storedImages(t)).toContain(answer.body.imageFilename);
    const row = await t.db.ministryExperience.findUniqueOrThrow({ where: { id: answer.body.id } });
    expect(row).toMatchObject({ userId: user.id, isShared: false });
    const image = await getImage(t, client, `/api/experiences/image/${answer.body.imageFilename}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('an empty file part (no image chosen) is no image', async () => {
    const { client } = await group(2);
    const answer = await restCreate(t, client, FORM, { bytes: Buffer.alloc(0), name: '', type: 'application/octet-stream' });
    expect(answer.status).toBe(201);
    expect(answer.body.imageFilename).toBeNull();
  });

  test.each([
    ['a file over 10 MB', () => ({ bytes: oversizedPng(), name: 'big.png', type: 'image/png' }), MESSAGES.imageTooLarge],
    ['a text file renamed .png', () => ({ bytes: TEXT_AS_PNG, name: 'photo.png', type: 'image/png' }), MESSAGES.invalidImage],
  ])('refuses %s with 400 and the spec message: no row, no file', async (_name, file, message) => {
    const { client, user } = await group(2);
    const filesBefore = storedImages(t);
    const answer = await restCreate(t, client, FORM, file());
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, fields: [{ path: 'image', message }] });
    expect(await t.db.ministryExperience.count({ where: { userId: user.id } })).toBe(0);
    expect(storedImages(t)).toEqual(filesBefore);
  });

  test('an image field sent as text is not a valid image', async () => {
    const { client, user } = await group(2);
    const answer = await restCreate(t, client, { ...FORM, image: 'data:image/png;base64,AAAA' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(MESSAGES.invalidImage);
    expect(await t.db.ministryExperience.count({ where: { userId: user.id } })).toBe(0);
  });

  test('a body announced as larger than the limit is refused with 413 before it is read', async () => {
    const { client } = await group(2);
    const answer = await client.rest('POST', '/api/ministry-experiences', undefined, {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(20 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ message: MESSAGES.imageTooLarge, code: 'PAYLOAD_TOO_LARGE' });
  });

  test('blank title or content: 400 with the spec message, nothing stored', async () => {
    const { client, user } = await group(2);
    for (const fields of [{ ...FORM, title: ' ' }, { ...FORM, content: '' }]) {
      const answer = await restCreate(t, client, fields, { bytes: PNG, name: 'a.png', type: 'image/png' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(MESSAGES.required);
    }
    expect(await t.db.ministryExperience.count({ where: { userId: user.id } })).toBe(0);
  });

  test('a visitor gets 401 and nothing is stored', async () => {
    const before = await t.db.ministryExperience.count();
    const answer = await restCreate(t, t.client(), FORM);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Please sign in to continue');
    expect(await t.db.ministryExperience.count()).toBe(before);
  });
});

describe('lists, share and like', () => {
  test('share to all, then the group reads it at GET /api/ministry-experiences and likes it once per member', async () => {
    const a = await group(5);
    const b = await group(5);
    const c = await group(6);
    const created = (await restCreate(t, a.client, FORM)).body;

    expect((await a.client.rest('GET', '/api/my-ministry-experiences')).body.map((e: any) => e.id)).toEqual([created.id]);
    expect((await b.client.rest('GET', '/api/ministry-experiences')).body.map((e: any) => e.id)).not.toContain(created.id);

    const shared = await a.client.rest('POST', `/api/ministry-experiences/${created.id}/share`, { shareWith: 'all' });
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ id: created.id, isShared: true, shareWith: 'all' });

    const forB = await b.client.rest('GET', '/api/ministry-experiences');
    expect(forB.body.find((e: any) => e.id === created.id)).toMatchObject({ title: FORM.title, likes: 0, likedByViewer: false });
    expect((await c.client.rest('GET', '/api/ministry-experiences')).body.map((e: any) => e.id)).not.toContain(created.id);
    expect((await b.client.rest('GET', '/api/my-ministry-experiences')).body).toEqual([]);

    const like1 = await b.client.rest('POST', `/api/ministry-experiences/${created.id}/like`);
    expect(like1.body).toMatchObject({ likes: 1, counted: true });
    const like2 = await b.client.rest('POST', `/api/ministry-experiences/${created.id}/like`);
    expect(like2.body).toMatchObject({ likes: 1, counted: false });
    const like3 = await a.client.rest('POST', `/api/ministry-experiences/${created.id}/like`);
    expect(like3.body).toMatchObject({ likes: 2, counted: true });
    expect((await c.client.rest('POST', `/api/ministry-experiences/${created.id}/like`)).status).toBe(404);
    expect((await t.client().rest('POST', `/api/ministry-experiences/${created.id}/like`)).status).toBe(401);
    expect(await t.db.ministryExperience.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ likes: 2 });
  });

  test('share with one member by id string; other groups, oneself, bad values and others’ experiences are refused', async () => {
    const a = await group(3);
    const b = await group(3);
    const c = await group(4);
    const created = (await restCreate(t, a.client, FORM)).body;
    const path = `/api/ministry-experiences/${created.id}/share`;

    expect(await a.client.rest('POST', path, { shareWith: String(c.user.id) })).toMatchObject({
      status: 403,
      body: { message: SHARING.memberNotInGroup },
    });
    expect(await a.client.rest('POST', path, { shareWith: String(a.user.id) })).toMatchObject({
      status: 400,
      body: { message: SHARING.notYourself },
    });
    expect(await a.client.rest('POST', path, { shareWith: 'everyone' })).toMatchObject({ status: 400, body: { message: MESSAGES.shareTarget } });
    expect((await a.client.rest('POST', path, 'not json', { 'content-type': 'text/plain' })).status).toBe(400);
    expect((await b.client.rest('POST', path, { shareWith: 'all' })).status).toBe(404);
    expect((await c.client.rest('POST', path, { shareWith: 'all' })).status).toBe(404);
    expect((await t.client().rest('POST', path, { shareWith: 'all' })).status).toBe(401);
    expect((await a.client.rest('POST', '/api/ministry-experiences/abc/share', { shareWith: 'all' })).status).toBe(404);
    expect(await t.db.ministryExperience.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ isShared: false });

    const ok = await a.client.rest('POST', path, { shareWith: String(b.user.id) });
    expect(ok).toMatchObject({ status: 200, body: { isShared: true, shareWith: String(b.user.id) } });
    expect((await b.client.rest('GET', '/api/ministry-experiences')).body.map((e: any) => e.id)).toContain(created.id);
    expect((await a.client.rest('POST', path, { shareWith: 'all' })).status).toBe(409);
  });

  test('visitors read nothing', async () => {
    const visitor = t.client();
    expect((await visitor.rest('GET', '/api/ministry-experiences')).status).toBe(401);
    expect((await visitor.rest('GET', '/api/my-ministry-experiences')).status).toBe(401);
  });

  test('DELETE removes only one’s own experience', async () => {
    const a = await group(3);
    const b = await group(3);
    const created = (await restCreate(t, a.client, FORM, { bytes: PNG, name: 'a.png', type: 'image/png' })).body;
    expect((await b.client.rest('DELETE', `/api/ministry-experiences/${created.id}`)).status).toBe(404);
    expect(await a.client.rest('DELETE', `/api/ministry-experiences/${created.id}`)).toMatchObject({ status: 200, body: { ok: true, id: created.id } });
    expect(await t.db.ministryExperience.findUnique({ where: { id: created.id } })).toBeNull();
    expect(storedImages(t)).not.toContain(created.imageFilename);
  });
});
