// A crash of the API process loses nothing it acknowledged (docs/operations.md, "SQLite
// durability"; docs/decisions.md: WAL with synchronous=NORMAL gives up only the last commits of a
// power cut or a kernel crash, never those of a killed process). The server runs as a process of
// its own (tests/api/solo-instance.ts) on this pass's database: a migrated app.db in a temporary
// data folder, or a PostgreSQL schema of its own. Eight clients of one member create and update
// notes over REST and GraphQL without pause; once a fixed number of writes has been answered, the
// process is killed with SIGKILL while the others are still in flight. After a restart on the same
// database every answered write is there exactly as answered (an update: its value or that of the
// write sent after it, which was in flight); a write in flight may or may not be there; nothing
// else is.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isPostgresUrl } from '@ministry/shared/database-url.mjs';
import { createTestDatabase, newMember, type TestDatabase } from './harness.ts';
import { bundledEntry } from './bundled-entry.ts';
import { globalId, rowIdOf } from './ids.ts';
import { enumNameOf } from '../../api/src/lib/enums.ts';

const root = join(import.meta.dirname, '../..');
const onPostgres = isPostgresUrl(process.env.DATABASE_URL ?? '');
/** Answered writes before the kill: a count, so a slow machine only makes the test longer. */
const ANSWERED_BEFORE_KILL = 300;
const CLIENTS = 8;

interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
}

const children = new Set<ChildProcess>();

/** Starts tests/api/solo-instance.ts (bundled) and resolves with the base URL it prints. */
async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(process.execPath, ['--enable-source-maps', await bundledEntry('solo-instance')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, base: match[1]!, exited });
    });
    void exited.then(() => reject(new Error(`the server exited before listening (${child.exitCode ?? child.signalCode})`)));
  });
}

async function kill(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await exited;
}

/** A note as both transports answer it, reduced to what the check compares. */
interface StoredNote {
  id: number;
  title: string;
  content: string;
  address: string | null;
  category: string;
  createdAt: string;
  updatedAt: string;
}

const stored = (n: Record<string, unknown>, id: number): StoredNote => ({
  id,
  title: n.title as string,
  content: n.content as string,
  address: (n.address as string | null) ?? null,
  // REST answers the stored string ("Bible Study"), GraphQL the enum name (BIBLE_STUDY): compared as the name.
  category: enumNameOf(n.category as string),
  createdAt: n.createdAt as string,
  updatedAt: n.updatedAt as string,
});

/** One write sent for a note: the fields it set, and the note the server answered, if it did. */
interface Write {
  kind: 'create' | 'update';
  via: 'REST' | 'GraphQL';
  fields: { content: string; address: string };
  answer?: StoredNote;
}

/** Everything sent for one note, in order: its create first. Titles are unique and never change. */
interface TrackedNote {
  title: string;
  category: string;
  writes: Write[];
}

const NOTE_FIELDS = 'id title content address category createdAt updatedAt';
const CREATE_NOTE = `mutation ($input: CreateNoteInput!) { createNote(input: $input) { __typename ... on NoteCreated { note { ${NOTE_FIELDS} } } ... on Error { message } } }`;
const UPDATE_NOTE = `mutation ($input: UpdateNoteInput!) { updateNote(input: $input) { __typename ... on NoteUpdated { note { ${NOTE_FIELDS} } } ... on Error { message } } }`;
const CATEGORIES = ['General', 'Return Visit', 'Bible Study', 'Territory'];

describe('a server killed with SIGKILL mid-stream', () => {
  let database: TestDatabase | undefined;
  let dataDir = '';
  let env: NodeJS.ProcessEnv = {};

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mc-crash-'));
    env = { ...process.env, DATA_DIR: dataDir, SESSION_SECRET: randomBytes(32).toString('base64url') };
    delete env.REDIS_URL;
    delete env.UPLOAD_DIR;
    if (onPostgres) {
      database = await createTestDatabase();
      env.DATABASE_URL = database.url;
      env.TEST_PG_SCHEMA = /^"([^"]+)"\./.exec(database.table('Note'))![1]!;
    } else {
      // The production path: `migrate deploy` creates and migrates DATA_DIR/app.db.
      env.DATABASE_URL = `file:${join(dataDir, 'app.db')}`;
      execFileSync(process.execPath, [join(root, 'scripts/prisma.mjs'), 'migrate', 'deploy'], { cwd: root, env, stdio: 'pipe' });
    }
  });

  afterAll(async () => {
    await Promise.all(
      [...children].map((child) => {
        if (child.exitCode !== null || child.signalCode !== null) return undefined;
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        return gone;
      }),
    );
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test(`every write answered before the kill is there after a restart (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, async () => {
    const first = await startServer(env);
    const signUp = await fetch(`${first.base}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newMember({ fullName: 'Crash Member' })),
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');

    const notes = new Map<string, TrackedNote>();
    const failures: string[] = [];
    let answered = 0;
    let killed = false;

    /** Counts an answered write; the one that reaches the count kills the server at once. */
    function answer(write: Write, note: StoredNote) {
      write.answer = note;
      answered += 1;
      if (answered >= ANSWERED_BEFORE_KILL && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }

    const rest = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${first.base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const graphql = async (query: string, input: Record<string, unknown>) => {
      const response = await fetch(`${first.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-mc-csrf': '1', cookie },
        body: JSON.stringify({ query, variables: { input } }),
      });
      return { status: response.status, body: (await response.json()) as { data?: Record<string, any>; errors?: unknown } };
    };

    /** One client: creates and updates its own notes, one write at a time, until the server is gone. */
    async function client(c: number) {
      const mine: { id: number; note: TrackedNote }[] = [];
      for (let step = 0; !killed; step += 1) {
        const via = step % 4 < 2 ? 'REST' : 'GraphQL';
        const fields = { content: `client ${c} step ${step}`, address: `${step} Crash Street` };
        const target = step % 2 === 1 && mine.length > 0 ? mine[step % mine.length]! : undefined;
        const write: Write = { kind: target ? 'update' : 'create', via, fields };
        let note = target?.note;
        if (!note) {
          note = { title: `client ${c} note ${step}`, category: CATEGORIES[step % CATEGORIES.length]!, writes: [] };
          notes.set(note.title, note);
        }
        note.writes.push(write);
        try {
          let reply: StoredNote | undefined;
          let refusal = '';
          if (via === 'REST') {
            const r = target
              ? await rest('PUT', `/api/notes/${target.id}`, fields)
              : await rest('POST', '/api/notes', { title: note.title, category: note.category, ...fields });
            if (r.status === (target ? 200 : 201) && r.body.ok === true) reply = stored(r.body, r.body.id as number);
            else refusal = `${r.status} ${JSON.stringify(r.body)}`;
          } else {
            const r = target
              ? await graphql(UPDATE_NOTE, { id: globalId('Note', target.id), ...fields })
              : await graphql(CREATE_NOTE, { title: note.title, category: enumNameOf(note.category), ...fields });
            const result = r.body.data?.[target ? 'updateNote' : 'createNote'];
            if (r.status === 200 && result?.__typename === (target ? 'NoteUpdated' : 'NoteCreated')) {
              reply = stored(result.note, rowIdOf(result.note.id));
            } else refusal = `${r.status} ${JSON.stringify(r.body)}`;
          }
          if (!reply) {
            failures.push(`${write.kind} over ${via} was refused: ${refusal}`);
            return;
          }
          answer(write, reply);
          if (!target) mine.push({ id: reply.id, note });
        } catch (error) {
          // No answer: after the kill this write was in flight; before it, something else broke.
          if (!killed) failures.push(`${write.kind} over ${via} failed: ${String(error)}`);
          return;
        }
      }
    }

    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    expect(failures).toEqual([]);
    expect(killed).toBe(true);
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    if (!onPostgres) {
      // The answered commits are in app.db-wal, not (all) checkpointed into app.db: the restart
      // must recover them from the WAL, as it would after any crash of the process.
      expect(statSync(join(dataDir, 'app.db-wal')).size).toBeGreaterThan(0);
    }

    const second = await startServer(env);
    // The member's session was itself an answered write: the same cookie still signs in.
    const after: StoredNote[] = [];
    for (let page = 1; ; page += 1) {
      const response = await fetch(`${second.base}/api/notes?limit=100&page=${page}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      const rows = (await response.json()) as Record<string, unknown>[];
      after.push(...rows.map((row) => stored(row, row.id as number)));
      if (!/rel="next"/.test(response.headers.get('link') ?? '')) break;
    }
    await kill(second.child, second.exited);

    const found = new Map<string, StoredNote>();
    for (const note of after) {
      // Nothing that was never sent, and no note twice.
      expect(notes.has(note.title), `a note nobody wrote: ${note.title}`).toBe(true);
      expect(found.has(note.title), `${note.title} is there twice`).toBe(false);
      found.set(note.title, note);
    }

    let checked = 0;
    let inFlight = 0;
    let inFlightKept = 0;
    for (const note of notes.values()) {
      const { writes } = note;
      const lastAnswered = writes.findLastIndex((w) => w.answer !== undefined);
      inFlight += writes.filter((w) => w.answer === undefined).length;
      const now = found.get(note.title);
      if (lastAnswered === -1) {
        // A create that was in flight: absent, or there as it was sent.
        expect(writes).toHaveLength(1);
        if (now) {
          inFlightKept += 1;
          expect(now).toMatchObject({ title: note.title, category: enumNameOf(note.category), ...writes[0]!.fields });
        }
        continue;
      }
      const acknowledged = writes[lastAnswered]!.answer!;
      expect(now, `${note.title}, answered as ${JSON.stringify(acknowledged)}, is gone`).toBeDefined();
      const later = writes.slice(lastAnswered + 1);
      const laterKept = later.find((w) => now!.content === w.fields.content);
      if (laterKept) {
        inFlightKept += 1;
        expect(now).toMatchObject({ ...acknowledged, ...laterKept.fields, updatedAt: expect.any(String) });
      } else {
        expect(now).toEqual(acknowledged);
      }
      checked += writes.filter((w) => w.answer !== undefined).length;
    }
    expect(checked).toBe(answered);
    console.log(
      `crash.test.ts (${onPostgres ? 'PostgreSQL' : 'SQLite'}): ${answered} writes answered before the SIGKILL, all ${checked} checked ` +
        `after the restart (${after.length} notes); ${inFlight} were in flight, ${inFlightKept} of them kept`,
    );
  }, 180_000);
});
