// The restore drill (docs/operations.md, "Backups"): `npm run backup` copies a running server's
// SQLite database and data folder; after more writes, `npm run restore` (server stopped) brings
// back exactly what the backup held (rows, uploaded files, the session secret, so a member stays
// signed in) and keeps what it replaced aside. PostgreSQL is backed up with pg_dump instead.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createDb } from '../../api/src/db.ts';
import { buildApp } from '../../api/src/server.ts';
import { ANY_DOCUMENT } from '../../api/src/lib/persisted-operations.ts';
import { isPostgresUrl } from '@ministry/shared/database-url.mjs';
import { Client, signedInMember, type TestApp } from './harness.ts';

const onPostgres = isPostgresUrl(process.env.DATABASE_URL ?? '');
if (onPostgres) console.log('backup.test.ts: the SQLite backup commands are tested in the SQLite pass; PostgreSQL uses pg_dump');

const dataDir = mkdtempSync(join(tmpdir(), 'mc-backup-'));
const url = `file:${join(dataDir, 'app.db')}`;
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: url };
delete env.UPLOAD_DIR;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const command = (...args: string[]) => spawnSync(process.execPath, ['scripts/backup.mjs', ...args], { env, encoding: 'utf8' });

function open() {
  const db = createDb(url);
  const app = buildApp({ db, config: { dataDir, databaseUrl: url, graphqlDocuments: ANY_DOCUMENT } });
  return { app, db, client: () => new Client(app) } as unknown as TestApp;
}

const titles = async (client: Client) => ((await client.rest('GET', '/api/notes')).body as { title: string }[]).map((n) => n.title).sort();

describe.skipIf(onPostgres)('backup and restore of the SQLite database', () => {
  test('a backup taken while the server runs restores rows, files and sessions; what it replaced is kept aside', async () => {
    execFileSync(process.execPath, ['scripts/prisma.mjs', 'migrate', 'deploy'], { env, stdio: 'ignore' });
    const first = open();
    const { client } = await signedInMember(first, { username: 'kept_member' });
    expect((await client.rest('POST', '/api/notes', { title: 'Before the backup', content: 'kept' })).status).toBe(201);
    const song = join(dataDir, 'uploads', 'music', 'song.mp3');
    mkdirSync(join(dataDir, 'uploads', 'music'), { recursive: true });
    writeFileSync(song, 'ID3 bytes of a song');

    // Online: the server is still running and writing.
    const backupDir = join(dataDir, 'backups', 'drill');
    const taken = command('backup', backupDir);
    expect(taken.stderr).toBe('');
    expect(taken.status).toBe(0);
    expect(JSON.parse(readFileSync(join(backupDir, 'backup.json'), 'utf8'))).toMatchObject({ version: expect.any(String) });

    expect((await client.rest('POST', '/api/notes', { title: 'After the backup', content: 'lost by the restore' })).status).toBe(201);
    rmSync(song);
    expect(await titles(client)).toEqual(['After the backup', 'Before the backup']);
    await first.app.stop();
    await first.db.$disconnect();

    const restored = command('restore', backupDir);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);

    const second = open();
    // The same cookie works: the session row and the session secret came back with the backup.
    const again = second.client();
    again.cookie = client.cookie;
    expect(await titles(again)).toEqual(['Before the backup']);
    expect(readFileSync(song, 'utf8')).toBe('ID3 bytes of a song');
    const aside = readdirSync(join(dataDir, 'backups')).filter((name) => name.startsWith('before-restore-'));
    expect(aside).toHaveLength(1);
    expect(existsSync(join(dataDir, 'backups', aside[0]!, 'database.db'))).toBe(true);
    await second.app.stop();
    await second.db.$disconnect();
  });

  test('a folder that is not a backup, or a damaged one, is refused and the data stays as it was', async () => {
    const before = readFileSync(join(dataDir, 'app.db'));
    const notBackup = mkdtempSync(join(tmpdir(), 'mc-not-backup-'));
    const refused = command('restore', notBackup);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('is not a backup');

    writeFileSync(join(notBackup, 'backup.json'), '{}');
    writeFileSync(join(notBackup, 'database.db'), 'not a database');
    const damaged = command('restore', notBackup);
    expect(damaged.status).not.toBe(0);
    expect(readFileSync(join(dataDir, 'app.db')).equals(before)).toBe(true);
    rmSync(notBackup, { recursive: true, force: true });
  });

  test('with PostgreSQL the commands say to use pg_dump', () => {
    const answer = spawnSync(process.execPath, ['scripts/backup.mjs', 'backup'], {
      env: { ...env, DATABASE_URL: 'postgresql://127.0.0.1:5432/test' },
      encoding: 'utf8',
    });
    expect(answer.status).toBe(2);
    expect(answer.stderr).toContain('pg_dump');
  });
});
