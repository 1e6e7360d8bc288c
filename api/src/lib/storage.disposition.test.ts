// Uploaded files served back (experience and territory images, songs) name themselves in
// Content-Disposition: inline, the stored name as the ASCII `filename`, and the uploader's name as
// an RFC 6266 `filename*` with the stored file's extension; quotes, line breaks and direction marks
// of an uploaded name never reach the header raw, and X-Content-Type-Options stays nosniff.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../tests/api/harness.ts';
import { getImage, PNG, restCreate } from '../modules/experiences/test-helpers.ts';
import { wavFile } from '../modules/music/test-audio.ts';
import { inlineDisposition } from './storage.ts';

const STORED = /^inline; filename="[0-9a-f-]{36}\.(png|wav)"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/;
const HOSTILE = 'Día "de campo"\r\nSet-Cookie: x=1\u202Egnp.html';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The filename* of a Content-Disposition, decoded. */
function uploadedNameIn(header: string | null): string | undefined {
  const encoded = /filename\*=UTF-8''([^;\s]+)/.exec(header ?? '')?.[1];
  return encoded === undefined ? undefined : decodeURIComponent(encoded);
}

async function uploadSong(client: Client, name: string) {
  const form = new FormData();
  form.append('title', 'Kingdom Song');
  form.append('file', new Blob([new Uint8Array(wavFile(0.2))], { type: 'audio/wav' }), name);
  const request = new Request('http://localhost/api/music/upload', { method: 'POST', headers: { cookie: client.cookie }, body: form });
  const response = await t.app.fetch(request);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; filename: string };
}

async function uploadTerritoryImage(client: Client, name: string) {
  const form = new FormData();
  form.append('data', JSON.stringify({ territoryNumber: '7', name: 'Bay', houses: '12', contactedHouses: '3' }));
  form.append('image', new File([new Uint8Array(PNG)], name, { type: 'image/png' }));
  const request = new Request('http://localhost/api/territories', { method: 'POST', headers: { cookie: client.cookie }, body: form });
  const response = await t.app.fetch(request);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; imageUrl: string; imageFilename: string };
}

describe('served uploads answer Content-Disposition with a safe file name', () => {
  test('an experience image: inline, its stored name, and the uploader’s name as filename*', async () => {
    const { client } = await signedInMember(t, { groupNumber: 2 });
    const created = await restCreate(t, client, { title: 'Street witnessing', content: 'A student took a magazine.' }, {
      bytes: PNG,
      name: 'Salón del Reino.png',
      type: 'image/png',
    });
    expect(created.status).toBe(201);
    const image = await getImage(t, client, `/api/experiences/image/${created.body.imageFilename}`);
    expect(image.status).toBe(200);
    const header = image.headers.get('content-disposition');
    expect(header).toMatch(STORED);
    expect(header).toContain(`filename="${created.body.imageFilename}"`);
    expect(uploadedNameIn(header)).toBe('Salón del Reino.png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('a territory image: the same, to its owner', async () => {
    const { client } = await signedInMember(t, { groupNumber: 5 });
    const territory = await uploadTerritoryImage(client, 'map.png');
    const image = await getImage(t, client, territory.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-disposition')).toBe(`inline; filename="${territory.imageFilename}"; filename*=UTF-8''map.png`);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('a song, whole and in a range: inline, its stored name, the uploader’s name as filename*, nosniff', async () => {
    const { client } = await signedInMember(t);
    const song = await uploadSong(client, 'Canción 151.wav');
    for (const range of [undefined, 'bytes=0-99']) {
      const response = await t.app.fetch(
        new Request(`http://localhost/api/music/${song.id}/stream`, { headers: { cookie: client.cookie, ...(range ? { range } : {}) } }),
      );
      await response.arrayBuffer();
      expect(response.status).toBe(range ? 206 : 200);
      const header = response.headers.get('content-disposition');
      expect(header).toMatch(STORED);
      expect(header).toContain(`filename="${song.filename}"`);
      expect(uploadedNameIn(header)).toBe('Canción 151.wav');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('a hostile uploaded name keeps its words but loses its quotes, line breaks, direction marks and extension', async () => {
    const { client, user } = await signedInMember(t);
    const song = await uploadSong(client, 'plain.wav');
    await t.db.musicFile.updateMany({ where: { userId: user.id }, data: { originalName: HOSTILE } });
    const territory = await uploadTerritoryImage(client, 'plain.png');
    await t.db.territory.update({ where: { id: territory.id }, data: { imageOriginalName: HOSTILE } });

    const streamed = await t.app.fetch(new Request(`http://localhost/api/music/${song.id}/stream`, { headers: { cookie: client.cookie } }));
    await streamed.arrayBuffer();
    const image = await getImage(t, client, territory.imageUrl);
    for (const [header, extension] of [
      [streamed.headers.get('content-disposition'), 'wav'],
      [image.headers.get('content-disposition'), 'png'],
    ] as const) {
      expect(header).toMatch(STORED);
      expect(uploadedNameIn(header)).toBe(`Día "de campo"Set-Cookie: x=1gnp.${extension}`);
    }
    expect(streamed.headers.get('set-cookie')).toBeNull();
  });
});

describe('inlineDisposition', () => {
  test('the ASCII filename is the stored name with quotes, backslashes and anything outside printable ASCII removed', () => {
    expect(inlineDisposition('a"b\\c\u00e9\r\n.png')).toBe('inline; filename="abc.png"');
    expect(inlineDisposition('"\u00e9"')).toBe('inline; filename="file"');
  });

  test('filename* is percent-encoded UTF-8 with only RFC 8187 attr-chars left bare, and is left out for a name of no words', () => {
    expect(inlineDisposition('x.mp3', "It's (a) *song*; 100%.exe")).toBe(
      `inline; filename="x.mp3"; filename*=UTF-8''It%27s%20%28a%29%20%2Asong%2A%3B%20100%25.mp3`,
    );
    expect(inlineDisposition('x.png', '../../etc/Foto ✓.PNG')).toBe(`inline; filename="x.png"; filename*=UTF-8''Foto%20%E2%9C%93.png`);
    expect(inlineDisposition('x.png', '.png')).toBe('inline; filename="x.png"');
    expect(inlineDisposition('x.png', null)).toBe('inline; filename="x.png"');
  });
});
