// The API test harness: a fresh, migrated database per test file (a temporary SQLite file, or a
// schema of its own in the PostgreSQL database when DATABASE_URL is a postgres URL), the app built
// on it in-process, and clients that keep a session cookie like a browser does.
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createDb, type Db } from '../../api/src/db.ts';
import { buildApp, type App } from '../../api/src/server.ts';
import { ANY_DOCUMENT } from '../../api/src/lib/persisted-operations.ts';
import type { Config } from '../../api/src/config.ts';
import type { Prisma } from '../../api/src/generated/sqlite/client.ts';
import { hashPassword } from '../../api/src/lib/password.ts';
import { serviceGroupNameOf } from '../../api/src/lib/group-membership.ts';
import { isPostgresUrl } from '@ministry/shared/database-url.mjs';

const root = join(import.meta.dirname, '../..');

function migrationSql(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => readFileSync(join(dir, name, 'migration.sql'), 'utf8'));
}

let sqliteTemplate: string | undefined;

/**
 * A SQLite file with every migration applied, made once per worker: each test file's database is
 * a copy of it (a few milliseconds) rather than the migrations run again (about 0.3 s).
 */
function migratedSqliteTemplate(): string {
  if (sqliteTemplate && existsSync(sqliteTemplate)) return sqliteTemplate;
  const dir = mkdtempSync(join(tmpdir(), 'mc-template-'));
  const file = join(dir, 'template.db');
  const sqlite = new Database(file);
  for (const sql of migrationSql(join(root, 'prisma/migrations'))) sqlite.exec(sql);
  sqlite.close();
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  sqliteTemplate = file;
  return file;
}

export interface TestDatabase {
  db: Db;
  url: string;
  provider: 'sqlite' | 'postgresql';
  /** A table's name as raw SQL must write it: PostgreSQL tests use a schema of their own. */
  table(name: string): string;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url && isPostgresUrl(url)) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE SCHEMA "${schema}"`);
    await client.query(`SET search_path TO "${schema}"`);
    for (const sql of migrationSql(join(root, 'prisma/postgres/migrations'))) await client.query(sql);
    await client.end();
    const db = createDb(url, { schema });
    return {
      db,
      url,
      provider: 'postgresql',
      table: (name) => `"${schema}"."${name}"`,
      close: async () => {
        await db.$disconnect();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP SCHEMA "${schema}" CASCADE`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'mc-test-'));
  const file = join(dir, 'test.db');
  copyFileSync(migratedSqliteTemplate(), file);
  const db = createDb(`file:${file}`);
  return {
    db,
    url: `file:${file}`,
    provider: 'sqlite',
    table: (name) => `"${name}"`,
    close: async () => {
      await db.$disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface GraphQLAnswer<T = any> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A browser-like client: it keeps the session cookie the server sets. */
export class Client {
  cookie = '';
  constructor(private readonly app: App) {}

  private keepCookies(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, value] = pair!.split('=');
      const jar = new Map(this.cookie ? this.cookie.split('; ').map((c) => c.split('=') as [string, string]) : []);
      if (/Max-Age=0/i.test(header)) jar.delete(name!);
      else jar.set(name!, value!);
      this.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    }
  }

  async graphql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer<T>> {
    return this.graphqlBody<T>({ query, variables });
  }

  /** Sends this GraphQL request body as it is: a persisted operation's hash, say, as the web app sends. */
  async graphqlBody<T = any>(request: object): Promise<GraphQLAnswer<T>> {
    const response = await this.app.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-mc-csrf': '1', ...(this.cookie ? { cookie: this.cookie } : {}) },
        body: JSON.stringify(request),
      }),
    );
    this.keepCookies(response);
    const answer = (await response.json()) as GraphQLAnswer<T>;
    return { ...answer, status: response.status };
  }

  async rest<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await this.app.fetch(
      new Request(`http://localhost${path}`, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(this.cookie ? { cookie: this.cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    this.keepCookies(response);
    const text = await response.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: response.status, body: json as T, headers: response.headers };
  }
}

export interface TestApp {
  app: App;
  db: Db;
  database: TestDatabase;
  client(): Client;
  /** The app listening on a port of its own (started on first use), for requests over real HTTP. */
  base(): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(config: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-data-'));
  const app = buildApp({
    db: database.db,
    // Every request of a test comes from one address: sign-ups are not throttled unless a test asks,
    // nor a member's writes (the fuzz and load tests write far faster than a person).
    config: {
      dataDir,
      databaseUrl: database.url,
      sessionSecret: 'test-secret-'.padEnd(40, 'x'),
      signUpLimits: { perAddress: 100_000, windowSeconds: 3600 },
      writeLimits: { perAccount: 1_000_000, windowSeconds: 60 },
      graphqlDocuments: ANY_DOCUMENT,
      ...config,
    },
  });
  let started: Promise<string> | undefined;
  return {
    app,
    db: database.db,
    database,
    client: () => new Client(app),
    base: () => (started ??= app.start(0, '127.0.0.1')),
    close: async () => {
      await app.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Changes an account's row straight in the database, a test's shortcut for what an admin or the
 * member would do through the app, and tells the sessions so, as the app's own writes do
 * (access/context.ts, `accountChanged`): no kept read of the account answers again.
 */
export async function changeAccount(t: Pick<TestApp, 'app' | 'db'>, where: Prisma.UserWhereUniqueInput, data: Prisma.UserUpdateInput) {
  const user = await t.db.user.update({ where, data });
  await t.app.deps.sessions.forget(user.id);
  return user;
}

let counter = 0;
/** The fields of a valid sign-up, with a unique username. */
export function newMember(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `member${counter}_${randomBytes(3).toString('hex')}`,
    password: 'correct horse battery',
    fullName: 'Test Member',
    phoneNumber: '+1 555 0100',
    address: '1 Main Street',
    email: null,
    groupNumber: 3,
    ...overrides,
  };
}

/**
 * A new member's fields as GraphQL's createAccount takes them: the group by its enum name
 * (GROUP_3); a value that is not a group number is sent as it is, for the tests of bad input.
 */
export function graphqlMember(overrides: Record<string, unknown> = {}) {
  return inGraphql(newMember(overrides));
}

function inGraphql<T extends { groupNumber: unknown }>(member: T) {
  return { ...member, groupNumber: typeof member.groupNumber === 'number' ? serviceGroupNameOf(member.groupNumber) : member.groupNumber };
}

export const CREATE_ACCOUNT = /* GraphQL */ `
  mutation CreateAccount($input: CreateAccountInput!) {
    createAccount(input: $input) {
      __typename
      ... on AccountCreated { user { id username groupNumber } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;

const groupAdmins = new WeakMap<TestApp, Promise<Client>>();
const invitationCodes = new WeakMap<TestApp, Map<number, Promise<string>>>();

/** An admin of the app (group 0, so in no group's lists), signed in, made once per app. */
export function groupAdmin(t: TestApp): Promise<Client> {
  let admin = groupAdmins.get(t);
  if (!admin) {
    admin = signedInMember(t, { role: 'admin', groupNumber: 0, fullName: 'Group Admin' }).then(({ client }) => client);
    groupAdmins.set(t, admin);
  }
  return admin;
}

export const CREATE_GROUP_INVITATION = /* GraphQL */ `
  mutation CreateGroupInvitation($input: GroupChoiceInput!) {
    createGroupInvitation(input: $input) {
      __typename
      ... on GroupInvitationCreated { code invitation { id expiresAt } }
      ... on Error { message }
    }
  }
`;

/** An invitation code of `groupNumber`, made by the app's admin through the API, once per app. */
export function invitationCodeFor(t: TestApp, groupNumber: number): Promise<string> {
  let codes = invitationCodes.get(t);
  if (!codes) invitationCodes.set(t, (codes = new Map()));
  let code = codes.get(groupNumber);
  if (!code) {
    code = groupAdmin(t).then(async (admin) => {
      const answer = await admin.graphql(CREATE_GROUP_INVITATION, { input: { groupNumber: serviceGroupNameOf(groupNumber) } });
      const made = answer.data?.createGroupInvitation;
      if (made?.__typename !== 'GroupInvitationCreated') throw new Error(`no invitation code: ${JSON.stringify(answer)}`);
      return made.code as string;
    });
    codes.set(groupNumber, code);
  }
  return code;
}

/**
 * A signed-in client with a fresh account. Like a real member, it joins its group with an
 * invitation code the group's admin made (so it sees its group at once); `invitationCode: null`
 * signs up without one, leaving the member waiting for approval.
 */
export async function signedUpClient(t: TestApp, overrides: Record<string, unknown> = {}) {
  const client = t.client();
  const member = newMember(overrides);
  const group = Number(member.groupNumber);
  const invitationCode =
    'invitationCode' in overrides
      ? (overrides.invitationCode ?? undefined)
      : Number.isInteger(group) && group >= 1 && group <= 9
        ? await invitationCodeFor(t, group)
        : undefined;
  const input = { ...inGraphql(member), invitationCode };
  const answer = await client.graphql(CREATE_ACCOUNT, { input });
  if (answer.data?.createAccount?.__typename !== 'AccountCreated') {
    throw new Error(`sign-up failed: ${JSON.stringify(answer)}`);
  }
  const user = await t.db.user.findUniqueOrThrow({ where: { username: input.username } });
  return { client, user, input };
}

const passwordHashes = new Map<string, Promise<string>>();

/**
 * A signed-in client for a member stored straight into the database, with a session cookie the
 * app issued: for tests about something other than sign-up. The password is hashed once per file,
 * not once per member, since scrypt is deliberately slow.
 */
export async function signedInMember(t: TestApp, overrides: Record<string, unknown> = {}) {
  const input = newMember(overrides);
  const { password, ...fields } = input as ReturnType<typeof newMember> & { password: string };
  if (!passwordHashes.has(password)) passwordHashes.set(password, hashPassword(password));
  const user = await t.db.user.create({
    data: {
      // A member as an upgrade leaves every existing one: already in their group (the migration
      // of 2026-11-29 marks them approved). `groupApproved: false` makes one still waiting.
      groupApproved: true,
      ...(fields as { username: string; fullName: string; phoneNumber: string; address: string; groupNumber: number }),
      passwordHash: await passwordHashes.get(password)!,
      passwordChangedAt: new Date(Date.now() - 1),
    },
  });
  const client = t.client();
  const { cookie } = await t.app.deps.sessions.start(user.id);
  client.cookie = cookie.split(';')[0]!;
  return { client, user, input };
}

/**
 * A GraphQL answer refused for a visitor: one UNAUTHENTICATED error and no data for the field.
 * Every protected root field answers this way before it reads its input (see guard-walk.test.ts).
 */
export function expectSignInFirst(answer: GraphQLAnswer): void {
  if (answer.data && Object.values(answer.data).some((v) => v !== null)) {
    throw new Error(`expected no data for a visitor, got ${JSON.stringify(answer.data)}`);
  }
  const codes = (answer.errors ?? []).map((e) => e.extensions?.code);
  if (codes.length !== 1 || codes[0] !== 'UNAUTHENTICATED') {
    throw new Error(`expected one UNAUTHENTICATED error, got ${JSON.stringify(answer.errors)}`);
  }
}
