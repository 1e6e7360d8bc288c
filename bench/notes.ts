// The notes list under load (bench/README.md, "Notes"): one member's newest notes read three ways at
// several list sizes. The baseline is a raw route in the same process: node:http and one prepared
// SELECT on the app's own database (better-sqlite3 on its SQLite file, or `pg` on its PostgreSQL
// schema) answering the same rows as JSON. Against it: the REST shim's GET /api/notes and the web
// app's own NoteListQuery, sent as the app sends it (the persisted operation's hash, not its text).
// Two floors beside them show what the stack's parts cost alone, with no session, no validation and
// no plugin: the same rows read through Prisma on node:http, and graphql-yoga answering them from
// the raw route's SQL. No route of the app built on them can go faster than its floor.
// Every target must answer the same notes in the same order before it is measured.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Database from 'better-sqlite3';
import pg from 'pg';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { createSchema, createYoga } from 'graphql-yoga';
import persisted from '../persisted-operations.json' with { type: 'json' };
import { IDEAS_CATEGORY as IDEAS, NOTE_CATEGORIES } from '../api/src/modules/notes/inputs.ts';
import type { TestDatabase } from '../tests/api/harness.ts';
import { integerListEnv, listen, measure, type Measurement, positiveEnv, preflight, type Target, wasInterrupted } from './measure.ts';

export const RAW = 'raw node:http + SQL';
const REST = 'GET /api/notes';
const GRAPHQL = 'POST /graphql NoteListQuery';
const PRISMA_FLOOR = 'floor: node:http + Prisma';
const YOGA_FLOOR = 'floor: graphql-yoga + raw SQL';

const scales = integerListEnv('BENCH_NOTE_SCALES', [10, 1000, 10000]);
/** The rows each target answers. The web app asks for 20 (web/src/features/notes/route.ts). */
const pageSize = positiveEnv('BENCH_NOTE_PAGE', 50, true);
/** The fixed rate of the p99 runs; BENCH_FIXED_RATE=0 leaves those runs out. */
const fixedRate = process.env.BENCH_FIXED_RATE === '0' ? 0 : positiveEnv('BENCH_FIXED_RATE', 300, true);
const SEED_BATCH = 500;

/** The targets: throughput against the raw route, and p99 at a fixed rate. */
const TARGETS = { graphqlRatio: 0.5, restRatio: 0.7, p99Ms: 25 };

function persistedHash(operationName: string): string {
  const entry = Object.entries(persisted as Record<string, string>).find(([, text]) => text.startsWith(`query ${operationName}(`));
  if (!entry) throw new Error(`${operationName} is not in persisted-operations.json: run npm run relay`);
  return entry[0];
}

const SELECT_COLUMNS =
  '"id", "userId", "clientId", "title", "content", "category", "householderName", "address", "timeContacted", "literatureLeft", "createdAt", "updatedAt"';

/** The raw route's one prepared query: the member's Personal Notes, newest first, as the app orders them. */
interface RawNotes {
  rows(userId: number, limit: number): Promise<unknown[]>;
  close(): Promise<void>;
}

/**
 * better-sqlite3 on the app's file. Prisma's SQLite adapter keeps DateTime as text; the rows go out
 * with ISO dates, as JSON.stringify writes the Date objects Prisma gives the REST route.
 */
function sqliteNotes(database: TestDatabase): RawNotes {
  const sqlite = new Database(database.url.replace(/^file:/, ''), { readonly: true });
  const statement = sqlite.prepare(
    `SELECT ${SELECT_COLUMNS} FROM "Note" WHERE "userId" = ? AND "category" <> ? ORDER BY "createdAt" DESC, "id" DESC LIMIT ?`,
  );
  const iso = (value: unknown) => new Date(typeof value === 'string' && !/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? `${value}Z` : (value as string | number)).toISOString();
  return {
    rows: async (userId, limit) =>
      (statement.all(userId, IDEAS, limit) as Record<string, unknown>[]).map((row) => ({
        ...row,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      })),
    close: async () => void sqlite.close(),
  };
}

/** `pg` on the app's schema: a named query, which each pooled connection prepares once. */
function postgresNotes(database: TestDatabase): RawNotes {
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  const text = `SELECT ${SELECT_COLUMNS} FROM ${database.table('Note')} WHERE "userId" = $1 AND "category" <> $2 ORDER BY "createdAt" DESC, "id" DESC LIMIT $3`;
  return {
    rows: async (userId, limit) => (await pool.query({ name: 'bench-notes-page', text, values: [userId, IDEAS, limit] })).rows,
    close: () => pool.end(),
  };
}

/**
 * The floor of every GraphQL route: graphql-yoga with its defaults (parse and validation caches)
 * and the compiled execution the app's queries use (graphql-jit), over a schema of one list field
 * that the raw route's SQL answers. Dates go out as the ISO text the raw route writes.
 */
function yogaFloor(raw: RawNotes, userId: number) {
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: /* GraphQL */ `
        type Note { id: Int! title: String! content: String! category: String! householderName: String address: String timeContacted: String literatureLeft: String clientId: String createdAt: String! updatedAt: String! }
        type Query { notes(first: Int!): [Note!]! }
      `,
      resolvers: { Query: { notes: (_root: unknown, args: { first: number }) => raw.rows(userId, args.first) } },
    }),
    graphiql: false,
    landingPage: false,
    logging: false,
    plugins: [useGraphQlJit()],
  });
  return createServer(yoga);
}

/** The floor of every Prisma-backed route: node:http and the app's own Prisma client, one findMany. */
function prismaFloor(database: TestDatabase, userId: number) {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    database.db.note
      .findMany({ where: { userId, category: { not: IDEAS } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: pageSize })
      .then(
        (rows) => {
          const body = JSON.stringify(rows);
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
        },
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    req.resume();
  });
}

async function seed(database: TestDatabase, userId: number, from: number, to: number) {
  const newest = Date.now();
  for (let start = from; start < to; start += SEED_BATCH) {
    const end = Math.min(to, start + SEED_BATCH);
    const data = [];
    for (let i = start; i < end; i++) {
      // Note i is i seconds older than the run: the newest notes are the first ones written.
      const at = new Date(newest - i * 1000);
      data.push({
        userId,
        title: `Bench note ${i}`,
        content: `Called at the door; talked about the hope in the Bible. Left a tract. Visit ${i}.`,
        // Personal Notes only: the list leaves the ideas to their own screen.
        category: NOTE_CATEGORIES[i % NOTE_CATEGORIES.length]!,
        householderName: i % 3 === 0 ? `Householder ${i}` : null,
        address: i % 2 === 0 ? `${i} Main Street` : null,
        timeContacted: '14:30',
        literatureLeft: i % 5 === 0 ? 'Tract' : null,
        createdAt: at,
        updatedAt: at,
      });
    }
    await database.db.note.createMany({ data });
  }
}

const idsOfJson = (rows: { id: number }[]) => rows.map((row) => row.id).join(',');

/** A Note's global id is base64 of `Note:<row id>`. */
const rowIdOf = (globalId: string) => Number(Buffer.from(globalId, 'base64').toString().split(':')[1]);

export interface NotesTable {
  title: string;
  results: Measurement[];
}

export async function benchNotes(options: { baseUrl: string; cookie: string; userId: number; database: TestDatabase }): Promise<NotesTable[]> {
  const { baseUrl, cookie, userId, database } = options;
  const raw = database.provider === 'postgresql' ? postgresNotes(database) : sqliteNotes(database);
  let rawServer: Server | undefined;
  const floors = [prismaFloor(database, userId), yogaFloor(raw, userId)];
  const tables: NotesTable[] = [];
  try {
    rawServer = createServer((req: IncomingMessage, res: ServerResponse) => {
      raw.rows(userId, pageSize).then(
        (rows) => {
          const body = JSON.stringify(rows);
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
        },
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
      req.resume();
    });
    const rawUrl = await listen(rawServer);
    const graphqlBody = JSON.stringify({
      operationName: 'NoteListQuery',
      variables: { search: null, count: pageSize },
      extensions: { persistedQuery: { version: 1, sha256Hash: persistedHash('NoteListQuery') } },
    });
    const graphqlHeaders = { 'content-type': 'application/json', accept: 'application/json', 'x-mc-csrf': '1', cookie };
    const rawTarget: Target = { name: RAW, url: `${rawUrl}/`, method: 'GET', headers: {} };
    const restTarget: Target = { name: REST, url: `${baseUrl}/api/notes?limit=${pageSize}`, method: 'GET', headers: { cookie } };
    const graphqlTarget: Target = { name: GRAPHQL, url: `${baseUrl}/graphql`, method: 'POST', headers: graphqlHeaders, body: graphqlBody };
    const prismaUrl = await listen(floors[0]!);
    const yogaUrl = await listen(floors[1]!);
    const prismaTarget: Target = { name: PRISMA_FLOOR, url: `${prismaUrl}/`, method: 'GET', headers: {} };
    const yogaTarget: Target = {
      name: YOGA_FLOOR,
      url: `${yogaUrl}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        query: `query ($first: Int!) { notes(first: $first) { id title content category householderName address timeContacted literatureLeft clientId createdAt updatedAt } }`,
        variables: { first: pageSize },
      }),
    };
    const targets = [rawTarget, prismaTarget, yogaTarget, restTarget, graphqlTarget];
    if (fixedRate > 0) targets.push({ ...restTarget, overallRate: fixedRate }, { ...graphqlTarget, overallRate: fixedRate });

    let seeded = 0;
    for (const scale of [...scales].sort((a, b) => a - b)) {
      if (wasInterrupted()) break;
      process.stderr.write(`seeding ${scale} notes…\n`);
      await seed(database, userId, seeded, scale);
      seeded = scale;
      const expectedRows = Math.min(scale, pageSize);
      const expectedIds = idsOfJson((await raw.rows(userId, pageSize)) as { id: number }[]);
      const sameIds = (ids: string) => (ids === expectedIds ? undefined : 'not the raw route’s notes in its order');
      if (expectedIds.split(',').length !== expectedRows) throw new Error(`the raw route answers ${expectedIds.split(',').length} notes, not ${expectedRows}`);
      await preflight(rawTarget, (status, text) => (status === 200 ? sameIds(idsOfJson(JSON.parse(text))) : 'not 200'));
      await preflight(restTarget, (status, text) => (status === 200 ? sameIds(idsOfJson(JSON.parse(text))) : 'not 200'));
      await preflight(prismaTarget, (status, text) => (status === 200 ? sameIds(idsOfJson(JSON.parse(text))) : 'not 200'));
      await preflight(yogaTarget, (status, text) => (status === 200 ? sameIds(idsOfJson(JSON.parse(text).data?.notes ?? [])) : 'not 200'));
      await preflight(graphqlTarget, (status, text) => {
        const answer = JSON.parse(text) as {
          data?: { viewer?: { notes?: { totalCount: number; edges: { node: { id: string } }[] } } | null };
          errors?: unknown[];
        };
        const notes = answer.data?.viewer?.notes;
        if (status !== 200 || answer.errors?.length || !notes) return 'the query answered errors';
        if (notes.totalCount !== scale) return `totalCount ${notes.totalCount}, not ${scale}`;
        return sameIds(notes.edges.map((edge) => rowIdOf(edge.node.id)).join(','));
      });
      const results: Measurement[] = [];
      for (const target of targets) {
        if (wasInterrupted()) break;
        results.push(await measure(target));
      }
      tables.push({ title: `${scale.toLocaleString('en')} notes, ${expectedRows} a page`, results });
    }
    return tables;
  } finally {
    for (const server of [rawServer, ...floors]) {
      if (!server?.listening) continue;
      const closing = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closing;
    }
    await raw.close();
  }
}

/** The targets against one table, as lines to print under it: figures, never a failure. */
export function targetLines(results: Measurement[]): string[] {
  const find = (name: string, rated: boolean) => results.find((r) => r.target.name === name && !!r.target.overallRate === rated);
  const base = find(RAW, false);
  const lines: string[] = [];
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  for (const [name, goal] of [
    [GRAPHQL, TARGETS.graphqlRatio],
    [REST, TARGETS.restRatio],
  ] as const) {
    const free = find(name, false);
    if (base && free && base.reqPerSec > 0) {
      const r = free.reqPerSec / base.reqPerSec;
      lines.push(`target ${name} ≥ ${goal}× raw req/s: ${r.toFixed(2)}× (${verdict(r >= goal)})`);
    }
    const rated = find(name, true);
    if (rated) {
      const met = rated.p99 < TARGETS.p99Ms && rated.non2xx === 0 && rated.errors === 0 && rated.reqPerSec >= 0.95 * (rated.target.overallRate ?? 0);
      lines.push(
        `target ${name} p99 < ${TARGETS.p99Ms} ms at ${rated.target.overallRate} req/s, 0 errors: ` +
          `p99 ${rated.p99.toFixed(2)} ms at ${rated.reqPerSec.toFixed(0)} req/s, ${rated.non2xx + rated.errors} errors (${verdict(met)})`,
      );
    }
  }
  for (const [name, goal, of] of [
    [YOGA_FLOOR, TARGETS.graphqlRatio, GRAPHQL],
    [PRISMA_FLOOR, TARGETS.restRatio, REST],
  ] as const) {
    const floor = find(name, false);
    if (!base || !floor || base.reqPerSec <= 0) continue;
    const r = floor.reqPerSec / base.reqPerSec;
    lines.push(`${name} alone: ${r.toFixed(2)}× raw req/s (${r >= goal ? 'leaves room for' : 'is itself below'} the ${goal}× of ${of})`);
  }
  return lines;
}
