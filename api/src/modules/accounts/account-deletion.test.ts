// "Delete my account" deletes every row and every file of the member: the rows go by cascade (and
// the footer forms' messages with them), and the songs and images they uploaded are removed from
// disk too (stored-files.ts). Another member's rows and files stay. The full scan reads every
// table the database has, so a table added later without a way out for the member's rows fails
// here. On SQLite and PostgreSQL.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { isPostgres } from '../../db.ts';
import { PNG } from '../experiences/test-helpers.ts';
import { seedEverything } from '../export/test-helpers.ts';
import { wavFile } from '../music/test-audio.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Kept on purpose after the account goes: the audit log's entries (docs/product/admin.md, "Audit log"). */
const KEPT_TABLES = new Set(['AuditEvent']);

/** How many rows of each table carry `marker` in a text column. */
async function rowsCarrying(marker: string): Promise<Record<string, number>> {
  const columns: { table: string; column: string }[] = isPostgres(t.db)
    ? await t.db.$queryRawUnsafe(
        `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
         WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying') AND table_name NOT LIKE '\\_prisma%'`,
      )
    : (
        await Promise.all(
          (await t.db.$queryRawUnsafe<{ name: string }[]>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma%'`)).map(
            async ({ name }) =>
              (await t.db.$queryRawUnsafe<{ name: string; type: string }[]>(`PRAGMA table_info("${name}")`))
                .filter((c) => c.type === 'TEXT')
                .map((c) => ({ table: name, column: c.name })),
          ),
        )
      ).flat();
  const tables = new Map<string, string[]>();
  for (const { table, column } of columns) tables.set(table, [...(tables.get(table) ?? []), column]);
  const found: Record<string, number> = {};
  for (const [table, names] of tables) {
    const where = names.map((c) => `"${c}" LIKE '%${marker}%'`).join(' OR ');
    const [row] = await t.db.$queryRawUnsafe<{ n: number | bigint }[]>(`SELECT COUNT(*) AS n FROM "${table}" WHERE ${where}`);
    if (Number(row?.n) > 0) found[table] = Number(row?.n);
  }
  return found;
}

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

test('deleting one’s account leaves no row that names the member or carries their text, and changes nothing of anyone else', async () => {
  const me = await signedInMember(t, { fullName: 'Xqgone Member', email: 'xqgone@example.org' });
  const other = await signedInMember(t, { fullName: 'Xqstays Member' });
  await seedEverything(t.db, me.user.id, 'xqgonexq');
  await seedEverything(t.db, other.user.id, 'xqstaysxq');
  const othersBefore = await rowsCarrying('xqstaysxq');

  const answer = await me.client.graphql('mutation { deleteAccount(input: {}) { __typename } }');
  expect(answer.data.deleteAccount.__typename).toBe('AccountDeleted');
  for (const marker of ['xqgonexq', me.user.username, 'Xqgone Member', 'xqgone@example.org']) {
    const left = await rowsCarrying(marker);
    for (const table of KEPT_TABLES) delete left[table];
    expect(left, marker).toEqual({});
  }
  expect(await rowsCarrying('xqstaysxq')).toEqual(othersBefore);
});
