// "Delete my account" deletes every row and every file of the member: the rows go by cascade, and
// the songs and images they uploaded are removed from disk too (stored-files.ts). Another
// member's files stay.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { PNG } from '../experiences/test-helpers.ts';
import { wavFile } from '../music/test-audio.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const filesIn = (folder: string) => {
  try {
    return readdirSync(join(t.app.deps.config.uploadDir, folder));
  } catch {
    return [];
  }
};
const allFiles = () => ['music', 'territories', 'experiences'].flatMap(filesIn);

async function post(client: Client, path: string, form: FormData) {
  const response = await t.app.fetch(new Request(`http://localhost${path}`, { method: 'POST', headers: { cookie: client.cookie }, body: form }));
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json() as Promise<any>;
}

async function uploadEverything(client: Client) {
  const song = new FormData();
  song.append('title', 'Song 1');
  song.append('date', '2026-11-24');
  song.append('file', new Blob([new Uint8Array(wavFile(1))], { type: 'audio/wav' }), 'song.wav');
  await post(client, '/api/music/upload', song);

  const territory = new FormData();
  territory.append('data', JSON.stringify({ territoryNumber: '9', name: 'Riverside' }));
  territory.append('image', new File([new Uint8Array(PNG)], 'map.png', { type: 'image/png' }));
  await post(client, '/api/territories', territory);

  const experience = new FormData();
  experience.append('title', 'A kind neighbour');
  experience.append('content', 'She asked for a return visit.');
  experience.append('image', new File([new Uint8Array(PNG)], 'door.png', { type: 'image/png' }));
  await post(client, '/api/ministry-experiences', experience);
}

test('deleting an account removes the songs and images the member uploaded, and no one else’s', async () => {
  const leaving = await signedInMember(t);
  const staying = await signedInMember(t);
  await uploadEverything(leaving.client);
  const before = allFiles();
  await uploadEverything(staying.client);
  const othersFiles = allFiles().filter((file) => !before.includes(file));
  expect(before).toHaveLength(3);
  expect(othersFiles).toHaveLength(3);

  const deleted = await leaving.client.rest('DELETE', `/api/users/${leaving.user.id}`);
  expect(deleted.status).toBe(200);
  expect(allFiles().sort()).toEqual(othersFiles.sort());
  const id = leaving.user.id;
  const left = await Promise.all([
    t.db.user.count({ where: { id } }),
    t.db.musicFile.count({ where: { userId: id } }),
    t.db.territory.count({ where: { userId: id } }),
    t.db.ministryExperience.count({ where: { userId: id } }),
  ]);
  expect(left).toEqual([0, 0, 0, 0]);
});
