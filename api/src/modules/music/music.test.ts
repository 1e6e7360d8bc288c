// Songs over the REST shim and GraphQL: uploads checked by their bytes and refused over the file
// size and the member's quota with nothing stored (no row, no file on disk); duration and tags read
// from real small files written by code (test-audio.ts); Range requests; the search; sharing with a
// group member; and that no one else — another member of the group, another group, a visitor —
// reads, streams, shares or deletes a song.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { changeAccount, type Client, createTestApp, expectSignInFirst, signedInMember, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES as SHARING } from '../sharing/index.ts';
import { MESSAGES } from './inputs.ts';
import { mp3File, PNG_BYTES, wavFile } from './test-audio.ts';

const MAX_FILE = 64 * 1024;
const QUOTA = 160 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ music: { maxFileBytes: MAX_FILE, quotaBytes: QUOTA } });
});
afterAll(() => t.close());

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const musicDir = () => join(t.app.deps.config.uploadDir, 'music');
const storedFiles = () => {
  try {
    return readdirSync(musicDir()).sort();
  } catch {
    return [];
  }
};
const rowsOf = (userId: number) => t.db.musicFile.findMany({ where: { userId }, orderBy: { id: 'asc' } });

async function upload(client: Client, bytes: Buffer, name: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'audio/mpeg' }), name);
  const response = await t.app.fetch(
    new Request('http://localhost/api/music/upload', {
      method: 'POST',
      headers: { cookie: client.cookie, ...headers },
      body: form,
    }),
  );
  return { status: response.status, body: (await response.json()) as any };
}

async function stream(client: Client, id: number, range?: string) {
  const response = await t.app.fetch(
    new Request(`http://localhost/api/music/${id}/stream`, { headers: { cookie: client.cookie, ...(range ? { range } : {}) } }),
  );
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const LIST = /* GraphQL */ `
  query ($title: String, $date: String) {
    viewer {
      music(first: 20, title: $title, date: $date) {
        totalCount
        edges { node { id title date format durationSeconds artist album fileSize streamUrl isMine } }
      }
      sharedMusic(first: 20) { totalCount edges { node { id title ownerName streamUrl isMine } } }
    }
  }
`;
const NODE = /* GraphQL */ `query ($id: ID!) { node(id: $id) { id ... on MusicFile { title } } }`;
const DELETE = /* GraphQL */ `
  mutation ($input: DeleteMusicFileInput!) {
    deleteMusicFile(input: $input) { __typename ... on MusicFileDeleted { deletedId } ... on Error { message } }
  }
`;
const SHARE = /* GraphQL */ `
  mutation ($input: ShareMusicFileInput!) {
    shareMusicFile(input: $input) {
      __typename
      ... on MusicFileShared { sharedFile { title mimeType shareLink isVideo senderName } }
      ... on Error { message }
    }
  }
`;

describe('upload', () => {
  test('an MP3 is stored with its title, date, duration and tags, streamed to disk under a server-made name', async () => {
    const { client, user } = await signedInMember(t);
    const bytes = mp3File(40, { artist: 'Kingdom Choir', album: 'Sing Out Joyfully' });
    const answer = await upload(client, bytes, '../evil/Song 1.mp3', { title: ' Jehovah Is Your Name ', date: '2026-03-14' });
    expect(answer.status).toBe(201);
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({
      title: 'Jehovah Is Your Name',
      date: '2026-03-14',
      originalName: 'Song 1.mp3',
      mimeType: 'audio/mpeg',
      fileSize: bytes.byteLength,
      artist: 'Kingdom Choir',
      album: 'Sing Out Joyfully',
    });
    expect(row!.durationSeconds).toBeCloseTo(40 * (1152 / 44_100), 2);
    expect(row!.filename).toMatch(/^[0-9a-f-]{36}\.mp3$/);
    expect(storedFiles()).toContain(row!.filename);
    expect(answer.body).toMatchObject({ id: row!.id, title: 'Jehovah Is Your Name', shareLink: `/api/music/${row!.id}/stream` });

    const listed = (await client.graphql(LIST)).data.viewer.music;
    expect(listed.edges[0].node).toMatchObject({ format: 'MP3', artist: 'Kingdom Choir', isMine: true, streamUrl: `/api/music/${row!.id}/stream` });
  });

  test('a WAV without a title or date takes its file name and today', async () => {
    const { client, user } = await signedInMember(t);
    const answer = await upload(client, wavFile(1), 'Morning Worship.wav', { title: '', date: '' });
    expect(answer.status).toBe(201);
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ title: 'Morning Worship', date: new Date().toISOString().slice(0, 10), mimeType: 'audio/wav', durationSeconds: 1 });
  });

  test('refused by their bytes whatever the name: a text file named .mp3, a PNG, an empty file; nothing stored', async () => {
    const { client, user } = await signedInMember(t);
    const before = storedFiles();
    for (const [bytes, name] of [
      [Buffer.from('These are not the bytes of a song.\n'.repeat(20)), 'song.mp3'],
      [PNG_BYTES, 'cover.mp3'],
      [Buffer.alloc(0), 'empty.wav'],
    ] as const) {
      const answer = await upload(client, bytes, name, { title: 'Not a song' });
      expect(answer, name).toMatchObject({ status: 400, body: { message: MESSAGES.wrongType } });
    }
    expect(await rowsOf(user.id)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  test('no file, a bad date, and two files in one request are refused; nothing stored', async () => {
    const { client, user } = await signedInMember(t);
    const before = storedFiles();
    const noFile = new FormData();
    noFile.append('title', 'x');
    const response = await t.app.fetch(new Request('http://localhost/api/music/upload', { method: 'POST', headers: { cookie: client.cookie }, body: noFile }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).message).toBe(MESSAGES.noFile);
    expect(await upload(client, wavFile(0.2), 'a.wav', { date: '2026-02-30' })).toMatchObject({ status: 400, body: { message: MESSAGES.date } });
    const two = new FormData();
    two.append('file', new Blob([new Uint8Array(wavFile(0.2))]), 'a.wav');
    two.append('file', new Blob([new Uint8Array(wavFile(0.2))]), 'b.wav');
    const twice = await t.app.fetch(new Request('http://localhost/api/music/upload', { method: 'POST', headers: { cookie: client.cookie }, body: two }));
    expect(twice.status).toBe(400);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  test('over the size limit: 413 while streaming, and at once when the declared length says so; nothing stored', async () => {
    const { client, user } = await signedInMember(t);
    const before = storedFiles();
    const big = wavFile(0, 8000, MAX_FILE + 10);
    // No Content-Length here: the limit is found while the file streams to disk.
    expect(await upload(client, big, 'big.wav')).toMatchObject({ status: 413, body: { message: MESSAGES.tooLarge(MAX_FILE) } });
    expect(await upload(client, big, 'big.wav', {}, { 'content-length': String(MAX_FILE * 4) })).toMatchObject({ status: 413 });
    expect(await rowsOf(user.id)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  test('over the member’s quota: 413 with the quota message; what fits is kept, nothing else', async () => {
    const { client, user } = await signedInMember(t);
    const song = wavFile(0, 8000, 60 * 1024);
    expect((await upload(client, song, 'one.wav')).status).toBe(201);
    expect((await upload(client, song, 'two.wav')).status).toBe(201);
    const before = storedFiles();
    const used = (await rowsOf(user.id)).reduce((sum, row) => sum + row.fileSize, 0);
    expect(await upload(client, song, 'three.wav')).toMatchObject({ status: 413, body: { message: MESSAGES.quota(QUOTA, used) } });
    expect((await rowsOf(user.id)).map((r) => r.title)).toEqual(['one', 'two']);
    expect(storedFiles()).toEqual(before);
  });
});

describe('streaming with Range requests', () => {
  test('first bytes, a middle range, a suffix, the whole file; invalid and unsatisfiable ranges answer 416', async () => {
    const { client, user } = await signedInMember(t);
    const bytes = mp3File(60);
    // Distinct bytes, so a wrong offset would show.
    for (let i = 4; i < bytes.length; i += 1) bytes[i] = i % 251;
    bytes.set([0xff, 0xfb, 0x90, 0xc0], 0);
    expect((await upload(client, bytes, 'ranged.mp3')).status).toBe(201);
    const [row] = await rowsOf(user.id);
    const id = row!.id;
    const size = bytes.length;

    const first = await stream(client, id, 'bytes=0-99');
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect(first.headers.get('accept-ranges')).toBe('bytes');
    expect(first.headers.get('content-type')).toBe('audio/mpeg');
    expect(first.bytes.equals(bytes.subarray(0, 100))).toBe(true);

    const middle = await stream(client, id, 'bytes=5000-9999');
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 5000-9999/${size}`);
    expect(middle.headers.get('content-length')).toBe('5000');
    expect(middle.bytes.equals(bytes.subarray(5000, 10000))).toBe(true);

    const open = await stream(client, id, `bytes=${size - 10}-`);
    expect(open.bytes.equals(bytes.subarray(size - 10))).toBe(true);
    const suffix = await stream(client, id, 'bytes=-16');
    expect(suffix.headers.get('content-range')).toBe(`bytes ${size - 16}-${size - 1}/${size}`);

    const whole = await stream(client, id);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.bytes.equals(bytes)).toBe(true);

    for (const range of [`bytes=${size}-`, `bytes=${size + 100}-${size + 200}`, 'bytes=abc', 'bytes=50-10', 'bytes=-0', 'items=0-10']) {
      const refused = await stream(client, id, range);
      expect(refused.status, range).toBe(416);
      expect(refused.headers.get('content-range'), range).toBe(`bytes */${size}`);
    }
  });
});

describe('search', () => {
  test('title contains in any case (accented letters too), date exactly, on GraphQL and REST', async () => {
    const { client } = await signedInMember(t);
    await upload(client, wavFile(0.1), 'a.wav', { title: 'Canción del Reino', date: '2026-01-05' });
    await upload(client, wavFile(0.1), 'b.wav', { title: 'Kingdom Song 151', date: '2026-01-05' });
    await upload(client, wavFile(0.1), 'c.wav', { title: 'Morning kingdom melody', date: '2026-02-01' });
    const titles = async (variables: Record<string, unknown>) =>
      (await client.graphql(LIST, variables)).data.viewer.music.edges.map((e: any) => e.node.title);
    expect(await titles({ title: 'KINGDOM' })).toEqual(['Morning kingdom melody', 'Kingdom Song 151']);
    expect(await titles({ title: 'CANCIÓN' })).toEqual(['Canción del Reino']);
    expect(await titles({ date: '2026-01-05' })).toEqual(['Kingdom Song 151', 'Canción del Reino']);
    expect(await titles({ title: 'kingdom', date: '2026-02-01' })).toEqual(['Morning kingdom melody']);
    expect(await titles({ title: 'nothing like it' })).toEqual([]);
    expect((await client.graphql(LIST, { title: 'kingdom' })).data.viewer.music.totalCount).toBe(2);

    const rest = await client.rest('GET', '/api/music?title=song&date=2026-01-05');
    expect(rest.status).toBe(200);
    expect(rest.body.map((s: any) => s.title)).toEqual(['Kingdom Song 151']);
    expect((await client.rest('GET', '/api/music?date=05/01/2026')).status).toBe(400);
  });
});

describe('sharing and who may hear a song', () => {
  async function setUp() {
    const owner = await signedInMember(t, { groupNumber: 7, fullName: 'Olga Owner' });
    const friend = await signedInMember(t, { groupNumber: 7, fullName: 'Fred Friend' });
    const outsider = await signedInMember(t, { groupNumber: 8 });
    await upload(owner.client, mp3File(20), 'Song.mp3', { title: 'Shared Song', date: '2026-04-01' });
    const [song] = await rowsOf(owner.user.id);
    return { owner, friend, outsider, song: song!, id: globalId('MusicFile', song!.id) };
  }

  test('before any share, another member of the group and another group are refused on every read, stream, share and delete', async () => {
    const { owner, friend, outsider, song, id } = await setUp();
    for (const { client, user } of [friend, outsider]) {
      expect((await client.rest('GET', '/api/music')).body).toEqual([]);
      expect((await stream(client, song.id)).status).toBe(404);
      expect((await stream(client, song.id, 'bytes=0-10')).status).toBe(404);
      expect(await client.rest('DELETE', `/api/music/${song.id}`)).toMatchObject({ status: 404, body: { message: MESSAGES.notFound } });
      expect((await client.graphql(DELETE, { input: { id } })).data.deleteMusicFile).toEqual({ __typename: 'NotFoundError', message: MESSAGES.notFound });
      expect((await client.graphql(NODE, { id })).data.node).toBeNull();
      expect((await client.graphql(LIST)).data.viewer).toMatchObject({ music: { totalCount: 0 }, sharedMusic: { totalCount: 0 } });
      const share = await client.graphql(SHARE, { input: { musicFileId: id, targetUserId: globalId('User', user.id === friend.user.id ? outsider.user.id : friend.user.id) } });
      expect(share.data.shareMusicFile).toEqual({ __typename: 'NotFoundError', message: MESSAGES.notFound });
      const restShare = await client.rest('POST', '/api/share-file', {
        title: song.title, filename: song.filename, mimeType: 'audio/mpeg', fileSize: song.fileSize, targetUserId: owner.user.id,
      });
      expect(restShare).toMatchObject({ status: 404, body: { message: MESSAGES.notFound } });
    }
    expect(await t.db.sharedFile.count({ where: { musicFileId: song.id } })).toBe(0);
    expect(await rowsOf(owner.user.id)).toHaveLength(1);
    expect(storedFiles()).toContain(song.filename);
  });

  test('shared with a member of the group, who finds it in Shared with me and plays it; no one else does', async () => {
    const { owner, friend, outsider, song, id } = await setUp();
    const answer = await owner.client.graphql(SHARE, { input: { musicFileId: id, targetUserId: globalId('User', friend.user.id) } });
    expect(answer.data.shareMusicFile).toMatchObject({
      __typename: 'MusicFileShared',
      sharedFile: { title: 'Shared Song', mimeType: 'audio/mpeg', shareLink: `/api/music/${song.id}/stream`, isVideo: false, senderName: 'Olga Owner' },
    });
    // Sharing again with the same member adds nothing.
    await owner.client.graphql(SHARE, { input: { musicFileId: id, targetUserId: globalId('User', friend.user.id) } });
    expect(await t.db.sharedFile.count({ where: { musicFileId: song.id } })).toBe(1);

    const shared = (await friend.client.graphql(LIST)).data.viewer.sharedMusic;
    expect(shared).toMatchObject({ totalCount: 1, edges: [{ node: { id, title: 'Shared Song', ownerName: 'Olga Owner', isMine: false } }] });
    expect((await stream(friend.client, song.id, 'bytes=0-3')).status).toBe(206);
    expect((await friend.client.graphql(NODE, { id })).data.node).toEqual({ id, title: 'Shared Song' });
    // The recipient may listen, not delete or pass it on.
    expect((await friend.client.rest('DELETE', `/api/music/${song.id}`)).status).toBe(404);
    expect((await friend.client.graphql(SHARE, { input: { musicFileId: id, targetUserId: globalId('User', owner.user.id) } })).data.shareMusicFile.__typename).toBe('NotFoundError');

    expect((await stream(outsider.client, song.id)).status).toBe(404);
    expect((await outsider.client.graphql(LIST)).data.viewer.sharedMusic.totalCount).toBe(0);

    // A member who leaves the group no longer hears what was shared in it.
    await changeAccount(t, { id: friend.user.id }, { groupNumber: 8 });
    expect((await stream(friend.client, song.id)).status).toBe(404);
    expect((await friend.client.graphql(LIST)).data.viewer.sharedMusic.totalCount).toBe(0);
  });

  test('POST /api/share-file with the spec’s payload shares the song; another group or oneself is refused', async () => {
    const { owner, friend, outsider, song } = await setUp();
    const payload = (targetUserId: unknown) => ({
      userId: owner.user.id, groupNumber: 1, title: song.title, filename: song.filename, originalName: song.originalName,
      mimeType: 'audio/mpeg', fileSize: song.fileSize, shareLink: `/api/music/${song.id}/stream`, targetUserId,
    });
    expect(await owner.client.rest('POST', '/api/share-file', payload(outsider.user.id))).toMatchObject({ status: 403, body: { message: SHARING.memberNotInGroup } });
    expect(await owner.client.rest('POST', '/api/share-file', payload(owner.user.id))).toMatchObject({ status: 400, body: { message: SHARING.notYourself } });
    expect(await owner.client.rest('POST', '/api/share-file', payload(''))).toMatchObject({ status: 400, body: { message: SHARING.selectUser } });
    expect(await t.db.sharedFile.count({ where: { musicFileId: song.id } })).toBe(0);

    const answer = await owner.client.rest('POST', '/api/share-file', payload(String(friend.user.id)));
    expect(answer).toMatchObject({ status: 201, body: { targetUserId: friend.user.id, groupNumber: 7, mimeType: 'audio/mpeg' } });
    expect(await t.db.sharedFile.findFirst({ where: { musicFileId: song.id } })).toMatchObject({ targetUserId: friend.user.id });
    expect((await stream(friend.client, song.id)).status).toBe(200);
  });

  test('delete removes the song, its file and its shares; the recipient hears it no more', async () => {
    const { owner, friend, song, id } = await setUp();
    await owner.client.graphql(SHARE, { input: { musicFileId: id, targetUserId: globalId('User', friend.user.id) } });
    expect((await owner.client.graphql(DELETE, { input: { id } })).data.deleteMusicFile).toEqual({ __typename: 'MusicFileDeleted', deletedId: id });
    expect(await rowsOf(owner.user.id)).toEqual([]);
    expect(storedFiles()).not.toContain(song.filename);
    expect(await t.db.sharedFile.count({ where: { musicFileId: song.id } })).toBe(0);
    expect((await stream(friend.client, song.id)).status).toBe(404);
    expect((await friend.client.graphql(LIST)).data.viewer.sharedMusic.totalCount).toBe(0);
  });

  test('DELETE /api/music/{id} removes one’s own song and its file', async () => {
    const { owner, song } = await setUp();
    expect(await owner.client.rest('DELETE', `/api/music/${song.id}`)).toMatchObject({ status: 200, body: { ok: true, id: song.id } });
    expect(await rowsOf(owner.user.id)).toEqual([]);
    expect(storedFiles()).not.toContain(song.filename);
  });
});

test('a visitor is asked to sign in everywhere and nothing is stored', async () => {
  const visitor = t.client();
  const before = await t.db.musicFile.count();
  expect((await visitor.rest('GET', '/api/music')).status).toBe(401);
  expect((await upload(visitor, wavFile(0.1), 'a.wav')).status).toBe(401);
  expect((await visitor.rest('DELETE', '/api/music/1')).status).toBe(401);
  expect((await stream(visitor, 1)).status).toBe(401);
  expect((await visitor.graphql(LIST)).data.viewer).toBeNull();
  expectSignInFirst(await visitor.graphql(DELETE, { input: { id: globalId('MusicFile', 1) } }));
  expect(await t.db.musicFile.count()).toBe(before);
});
