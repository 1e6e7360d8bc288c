// npm run bench: the API's overhead against a bare node:http server, measured in one run on one
// machine. Starts the app on a fresh database (tests/api/harness.ts), signs up one user, serves
// that user's GET /api/user/current body from a bare server, then runs autocannon against the
// bare route, the REST route and a GraphQL viewer query; then the member's notes list at several
// sizes against a raw SQL route (bench/notes.ts). bench/README.md explains the tables.
// A benchmark, not a test: it fails only when it cannot measure (no server, or only errors).
import './production-env.ts';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp, type App } from '../api/src/server.ts';
import { ANY_DOCUMENT } from '../api/src/lib/persisted-operations.ts';
import { createTestDatabase, type TestDatabase } from '../tests/api/harness.ts';
import { HOST, listen, measure, type Measurement, onInterrupt, preflight, printSetup, printTable, seconds, type Target, wasInterrupted } from './measure.ts';
import { benchNotes, type NotesTable, RAW, targetLines } from './notes.ts';

const SETTLE_MS = 300;
const BARE = 'bare node:http';
const VIEWER_QUERY = '{ viewer { id username groupNumber appName primaryColor secondaryColor } }';
/** BENCH_NOTES_ONLY=1 leaves out the viewer targets, for comparing the notes list alone. */
const notesOnly = process.env.BENCH_NOTES_ONLY === '1';

async function main(): Promise<number> {
  let database: TestDatabase | undefined;
  let app: App | undefined;
  let bare: Server | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-'));

  const stopListening = onInterrupt();

  try {
    database = await createTestDatabase();
    app = buildApp({
      db: database.db,
      config: {
        dataDir,
        databaseUrl: database.url,
        sessionSecret: randomBytes(32).toString('base64url'),
        production: true,
        graphqlDocuments: ANY_DOCUMENT,
      },
    });
    const baseUrl = await app.start(0, HOST);

    const username = `bench_${randomBytes(4).toString('hex')}`;
    const signUp = await fetch(`${baseUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        password: 'bench password 123',
        fullName: 'Bench Member',
        phoneNumber: '+1 555 0100',
        address: '1 Main Street',
        groupNumber: 3,
      }),
    });
    const session = signUp.headers.getSetCookie().map((c) => c.split(';')[0]!).filter(Boolean);
    if (signUp.status !== 201 || session.length === 0) {
      throw new Error(`sign-up through POST /api/users failed: ${signUp.status} ${await signUp.text()}`);
    }
    const cookie = session.join('; ');

    const me = await fetch(`${baseUrl}/api/user/current`, { headers: { cookie } });
    const body = Buffer.from(await me.arrayBuffer());
    const type = me.headers.get('content-type') ?? 'application/json';
    if (me.status !== 200) throw new Error(`GET /api/user/current failed: ${me.status} ${body.toString()}`);
    const userId = (JSON.parse(body.toString()) as { id?: unknown }).id;
    if (typeof userId !== 'number') throw new Error('GET /api/user/current answered no numeric id');

    bare = createServer((req, res) => {
      if (req.method !== 'GET') {
        res.writeHead(405, { allow: 'GET' }).end();
        return;
      }
      res.writeHead(200, { 'content-type': type, 'content-length': body.length }).end(body);
    });
    const bareUrl = await listen(bare);

    const targets: Target[] = [
      { name: BARE, url: `${bareUrl}/`, method: 'GET', headers: {} },
      { name: 'GET /api/user/current', url: `${baseUrl}/api/user/current`, method: 'GET', headers: { cookie } },
      {
        name: 'POST /graphql viewer',
        url: `${baseUrl}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query: VIEWER_QUERY }),
      },
    ];
    const expected = body.toString();
    const checks = [
      (status: number, text: string) => (status === 200 && text === expected ? undefined : 'not the REST body'),
      (status: number, text: string) => (status === 200 && text === expected ? undefined : 'not the body fetched once'),
      (status: number, text: string) => {
        let answer: { data?: { viewer?: { username?: string } | null }; errors?: unknown[] };
        try {
          answer = JSON.parse(text);
        } catch {
          return 'not JSON';
        }
        if (status !== 200 || answer.errors?.length) return 'the query answered errors';
        return answer.data?.viewer?.username === username ? undefined : 'the viewer is not the signed-up user';
      },
    ];
    if (!notesOnly) for (const [i, target] of targets.entries()) await preflight(target, checks[i]!);

    // Measure, one target after the other.
    const results: Measurement[] = [];
    for (const target of notesOnly ? [] : targets) {
      if (wasInterrupted()) break;
      results.push(await measure(target));
    }
    const notes: NotesTable[] = wasInterrupted() ? [] : await benchNotes({ baseUrl, cookie, userId, database });
    if (wasInterrupted()) {
      console.error('interrupted; cleaning up');
      return 130;
    }
    printSetup(`${database.provider === 'postgresql' ? 'PostgreSQL (fresh schema)' : 'SQLite (fresh temp file)'} · NODE_ENV=${process.env.NODE_ENV}`);
    if (results.length > 0) printTable('The signed-in member, against a bare server answering a fixed body', results, BARE, 'bare');
    for (const table of notes) {
      printTable(`The notes list: ${table.title}`, table.results, RAW, 'raw');
      for (const line of targetLines(table.results)) console.log(line);
    }
    let exitCode = 0;
    for (const r of [...results, ...notes.flatMap((table) => table.results)]) {
      if (r.ok === 0) {
        console.error(`${r.target.name} answered no 2xx in ${seconds} s: the benchmark is broken`);
        exitCode = 1;
      }
    }
    return exitCode;
  } catch (error) {
    // No server, no session, or a target that is wrong before measuring: nothing to measure.
    console.error(`bench: cannot measure: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    const closing = bare ? new Promise<void>((resolve) => bare!.close(() => resolve())) : undefined;
    bare?.closeAllConnections();
    await closing;
    await app?.stop().catch((e: unknown) => console.error('stopping the app:', e));
    // Requests the load generator abandoned at the end of a run are still being answered; let them
    // finish before the database goes, or they reopen it after it is deleted.
    if (app) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await database?.close().catch((e: unknown) => console.error('removing the database:', e));
    rmSync(dataDir, { recursive: true, force: true });
    stopListening();
  }
}

void main().then((code) => {
  process.exitCode = code;
});
