// Who may do what to whose data, for everything the API offers: every root field of the GraphQL
// schema and every route of the REST shim, read from the app (schema-walk.ts), has an entry in the
// matrix below, and the first test fails when one has none. Each entry names the rows it acts on
// (made by the owner beforehand) and, for each role, what must happen:
//
// - `owner`: the member who made the rows (group 4);
// - `sameGroup`: another approved member of group 4;
// - `otherGroup`: an approved member of group 5;
// - `waiting`: a member who asked to join group 4 and is not yet let in: until an overseer or an
//   admin lets them in they reach the group no more than a member of another group does, so each
//   cell of theirs is `otherGroup`'s unless the entry says otherwise;
// - `adminNoCode`: an admin with the authenticator app on who has not given the code in this
//   session (group 6): until the code is given they act as a member, with no admin power;
// - `visitor`: no session.
//
// and the outcomes:
//
// - `allowed`: the call succeeds (for the owner's reads, the answer shows the owner's rows);
// - `shared`: succeeds on what the owner shared with the group (a read shows it; a write, such as a
//   like or a response to an alert, may change the owner's row by design);
// - `ownOnly`: succeeds, but answers and changes only the caller's own data: none of the owner's
//   rows in the answer, none of them changed;
// - `refused`: 401/403/404, UNAUTHENTICATED/FORBIDDEN/NOT_FOUND (or NotFoundError/ForbiddenError in
//   the result union, or null for a node), and the database exactly as before the call.
//
// Whatever the outcome, no answer (nor any Web Push message) gives the owner's private rows to
// anyone else, nor their group's to anyone outside it: every such row carries a mark
// (PRIVATE, GROUP) looked for in each answer. Where every role is refused, an admin who gave the
// code makes the same call afterwards (`control`) to show the refusals were not for bad arguments.
//
// The admin operations (`authScopes: { admin: true }`, /api/admin, GET /api/users) are refused to a
// member, a visitor and an admin owing the code in admin.access.test.ts, with real rows and a
// database snapshot; the first test checks that they and the entries here together are every
// operation, using the same walk of the schema as that file.
import { getNamedType, isAbstractType, isEnumType, isInterfaceType, isObjectType, isScalarType, parse, subscribe, type GraphQLOutputType } from 'graphql';
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createContext } from '../../api/src/request-context.ts';
import { Prisma, type User } from '../../api/src/generated/sqlite/client.ts';
import { serviceGroupNameOf } from '../../api/src/lib/group-membership.ts';
import { publicSessionId } from '../../api/src/modules/accounts/sessions.ts';
import { codeFor, enableTotp, forgetLastStep, freshSession, roomInStep, signedInAdmin } from '../../api/src/modules/admin/test-helpers.ts';
import { resetCodeHash } from '../../api/src/modules/admin/password-reset.ts';
import { PNG, restCreate } from '../../api/src/modules/experiences/test-helpers.ts';
import { wavFile } from '../../api/src/modules/music/test-audio.ts';
import { pushesSettled, usePushSender } from '../../api/src/modules/push/sender.ts';
import { schema } from '../../api/src/schema.ts';
import { changeAccount, type Client, createTestApp, type GraphQLAnswer, graphqlMember, groupAdmin, newMember, signedInMember, type TestApp } from './harness.ts';
import { globalId, rowIdOf } from './ids.ts';
import { adminFieldsOfSchema, adminRoutesOfApp, registeredRoutes, rootFieldNames } from './schema-walk.ts';

/** In every row of the owner's that only they may read. */
const PRIVATE = 'zq-private';
/** In every row of the owner's that their group may read (their name too). */
const GROUP = 'zq-group';
/** In what a role makes to hear itself on a subscription. */
const SENTINEL = 'zq-sentinel';

let counter = 0;
/** `mark` and a number never used before in this file. */
const unique = (mark: string) => `${mark} ${(counter += 1)}`;

/** A service group as GraphQL names it (GROUP_4); the one place a test writes one. */
const groupArg = (n: number) => serviceGroupNameOf(n);

/** The id the owner's device gave their note, convention note and transcript. */
const OWNER_CLIENT_ID = 'owner-device-1';

const MONTH = new Date().toISOString().slice(0, 7);
const TODAY = new Date().toISOString().slice(0, 10);
const PASSWORD = newMember().password;

// ---- roles and outcomes

type Role = 'owner' | 'sameGroup' | 'otherGroup' | 'waiting' | 'adminNoCode' | 'visitor';
/** The order the cells of a case run in: strangers first, the owner last (their writes may end a row). */
const ROLES: Role[] = ['visitor', 'otherGroup', 'waiting', 'adminNoCode', 'sameGroup', 'owner'];
type Outcome = 'allowed' | 'shared' | 'ownOnly' | 'refused';
type Cells = Record<Role, Outcome>;

/** The outcome of each role; the waiting member's is the other group's unless given. */
const cells = (owner: Outcome, sameGroup: Outcome, otherGroup: Outcome, adminNoCode: Outcome, visitor: Outcome, waiting: Outcome = otherGroup): Cells => ({
  owner,
  sameGroup,
  otherGroup,
  waiting,
  adminNoCode,
  visitor,
});
/** A row of the owner's own: nobody else reaches it. */
const OWN_ROW = cells('allowed', 'refused', 'refused', 'refused', 'refused');
/** Everyone signed in, each on their own data (a create, a list of one's own). */
const OWN_DATA = cells('allowed', 'ownOnly', 'ownOnly', 'ownOnly', 'refused');
/** A row the owner shared with their group: its members reach it, other groups do not. */
const GROUP_ROW = cells('allowed', 'shared', 'refused', 'refused', 'refused');
/** A list holding what the group shared: another group's members see only their own. */
const GROUP_LIST = cells('allowed', 'shared', 'ownOnly', 'ownOnly', 'refused');
/** Open to visitors too, each on their own. */
const PUBLIC = cells('allowed', 'ownOnly', 'ownOnly', 'ownOnly', 'allowed');
/** For a group's overseer, an elder or an admin who gave the code: none of these roles. */
const MANAGERS_ONLY = cells('refused', 'refused', 'refused', 'refused', 'refused');
/** For nobody, in the state the rows are in. */
const NOBODY = cells('refused', 'refused', 'refused', 'refused', 'refused');

// ---- the fixture

interface Member {
  user: User;
  /** The session cookie of the member's main session. */
  cookie: string;
}

interface Fixture {
  owner: Member;
  sameGroup: Member;
  otherGroup: Member;
  waiting: Member;
  adminNoCode: Member;
  /** An admin of the app with no authenticator app: the control calls. */
  admin: { user: User; cookie: string };
  totpSecret: string;
  /** Global ids of the owner's rows. */
  ids: {
    note: string;
    hlc: string;
    pvg: string;
    event: string;
    conventionNote: string;
    scripture: string;
    video: string;
    sharedVideo: string;
    sharedFile: string;
    song: string;
    sharedSong: string;
    songShare: string;
    route: string;
    entry: string;
    territory: string;
    house: string;
    transcript: string;
    experience: string;
    sharedExperience: string;
    shepherding: string;
    problemReport: string;
    suggestion: string;
    customAppRequest: string;
    statusAlert: string;
    rollCall: string;
    response: string;
    invitation: string;
    checkIn: string;
  };
  /** Stored names of the owner's files. */
  files: { sharedImage: string; privateImage: string; territoryImage: string; song: string };
  gpsSession: string;
  invitationCode: string;
  endpoints: Record<Exclude<Role, 'visitor'>, string>;
}

let t: TestApp;
let f: Fixture;
const pushes: { endpoint: string; payload: string }[] = [];

// ---- calls

type Call =
  | { kind: 'graphql'; query: string; variables?: Record<string, unknown> }
  | { kind: 'rest'; method: string; path: string; body?: unknown; form?: () => FormData };

const rest = (method: string, path: string, body?: unknown): Call => ({ kind: 'rest', method, path, body });
const restForm = (method: string, path: string, form: () => FormData): Call => ({ kind: 'rest', method, path, form });
const gql = (query: string, variables?: Record<string, unknown>): Call => ({ kind: 'graphql', query, variables });

/** The typed failures of result unions (`Error { message }`). */
const errorInterface = schema.getType('Error');
const ERROR_TYPES = new Set(isInterfaceType(errorInterface) ? schema.getPossibleTypes(errorInterface).map((type) => type.name) : []);

/** `{ __typename … }` for a result: the typed failure's message when the result can be one. */
function defaultSelection(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  const canFail = isAbstractType(named) && schema.getPossibleTypes(named).some((member) => ERROR_TYPES.has(member.name));
  return ` { __typename${canFail ? ' ... on Error { message }' : ''} }`;
}

/** A call of a root field with these arguments, declared with the types the schema gives them. */
function root(operation: 'query' | 'mutation', field: string, args: Record<string, unknown> = {}, selection?: string): Call {
  const definition = (operation === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields()[field];
  if (!definition) throw new Error(`no ${operation} field ${field}`);
  const names = Object.keys(args);
  const declared = names.map((name) => `$${name}: ${String(definition.args.find((a) => a.name === name)!.type)}`).join(', ');
  const passed = names.map((name) => `${name}: $${name}`).join(', ');
  const query = `${operation}${declared ? ` (${declared})` : ''} { ${field}${passed ? `(${passed})` : ''}${selection ?? defaultSelection(definition.type)} }`;
  return gql(query, args);
}
const mutate = (field: string, input?: Record<string, unknown>, selection?: string) => root('mutation', field, input ? { input } : {}, selection);

/** `... on Type { every scalar field without a required argument }`. */
function fieldsOf(typeName: string): string {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`no object type ${typeName}`);
  const names = Object.values(type.getFields())
    .filter((field) => !field.args.some((a) => a.type.toString().endsWith('!')))
    .filter((field) => {
      const named = getNamedType(field.type);
      return isScalarType(named) || isEnumType(named);
    })
    .map((field) => field.name);
  return `... on ${typeName} { ${names.join(' ')} }`;
}

// ---- cases

interface Caller {
  role: Role | 'admin';
  user: User | null;
  client: Client;
}

interface Case<T = undefined> {
  name?: string;
  /** Made by the owner before the calls: the row this case acts on (a row of its own, for a delete). */
  target?: () => Promise<T>;
  /** The request; it may first make something of the caller's own (it runs before the snapshot). */
  call: (me: Caller, target: T) => Call | Promise<Call>;
  expect: Cells;
  /** The owner's answer shows their PRIVATE or GROUP rows; a `shared` answer shows the GROUP rows. */
  shows?: 'private' | 'group';
  /** Who plays the owner when it is not the fixture's owner (an account the call deletes, say). */
  playedBy?: (target: T) => User;
  /** Typed failures or statuses that are this case's refusal (besides 401/403/404 and not-found/forbidden). */
  refusals?: (string | number)[];
  /** Typed failures or statuses that are this case's answer to a caller on their own data. */
  answers?: (string | number)[];
  /** Tables where a refusal itself leaves a record (a stored outcome, an audit line): new rows there are let be, unless they name the owner. */
  refusalRecords?: Prisma.ModelName[];
  /** Decides from the answer, for results that carry their own refusals (applyChanges). */
  judge?: (answer: GraphQLAnswer) => Verdict | undefined;
  /** The call ends sessions: each caller uses a session of its own, and the roles sign in again after. */
  endsSessions?: boolean;
  /** Puts back what a cell changed, so the next cell meets the same rows. */
  afterEach?: () => Promise<void>;
  /** An admin who gave the code makes the same call last, and it goes through. */
  control?: boolean;
}

/** A case of any target: each case's target has its own type. */
type AnyCase = Case<any>;
const cases = <T>(...list: Case<T>[]): AnyCase[] => list;
const one = <T>(c: Case<T>): AnyCase[] => [c];

/** The fields of a convention note, a contact and a calendar event, with this title or name. */
const talk = (title: string) => ({ title, speaker: 'A brother', content: 'x', date: TODAY, session: 'Morning' });
const contact = (name: string) => ({ name, phoneNumber: '555', email: 'someone@example.org' });
const meeting = (title: string) => ({ title, date: TODAY, time: '19:00', type: 'MEETING' });

/** A contact's row id: its global id holds the kind too (`hlc:5`). */
const contactRowId = (id: string) => Number(Buffer.from(id, 'base64').toString().split(':').pop());
const hlcPath = (id: string) => `/api/hlc-contacts/${contactRowId(id)}`;
const uniqueEndpoint = () => `https://fcm.googleapis.com/fcm/send/${Math.random().toString(36).slice(2)}${Date.now()}`;
const pushKeys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') };

/** Someone else of the caller's group to name (the owner for the group, sameGroup for the owner). */
const groupmateOf = (me: Caller) => (me.role === 'owner' ? f.sameGroup.user : f.owner.user);

/** A return visit of `userId` (the owner's marked private). */
const visitFor = (userId: number) => {
  written();
  return t.db.returnVisit.create({ data: { userId, name: unique(userId === f.owner.user.id ? `Visit ${PRIVATE}` : 'Visit'), address: '1 Elm Street' } });
};
/** An open offer of a new visit of `giverId` to `receiverId` (both of group 4). */
const handoverOf = async (giverId: number, receiverId: number) =>
  t.db.returnVisitHandover.create({ data: { returnVisitId: (await visitFor(giverId)).id, giverId, receiverId, groupNumber: 4 } });
const handoverId = (offer: { id: number }) => globalId('ReturnVisitHandover', offer.id);

/** A multipart form of an audio file (the music upload). */
function songForm(title: string): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(wavFile(0.2))], 'song.wav', { type: 'audio/wav' }));
  form.append('title', title);
  form.append('date', TODAY);
  return form;
}

/** A multipart form of an experience, the way the spec's client sends it. */
function experienceForm(title: string): FormData {
  const form = new FormData();
  form.append('title', title);
  form.append('content', 'A call at the door');
  form.append('shareWith', 'all');
  return form;
}

/** Two GPS points two minutes apart in `sessionId`, recorded by `client`. */
async function recordWalk(client: Client, sessionId: string) {
  written();
  const start = Date.now() - 10 * 60_000;
  for (const [i, at] of [start, start + 120_000].entries()) {
    const answer = await client.rest('POST', '/api/gps-tracking', { latitude: 34.2 + i / 1000, longitude: -78, accuracy: 5, timestamp: at, sessionId });
    if (answer.status !== 201) throw new Error(`gps point: ${JSON.stringify(answer.body)}`);
  }
}

const userClient = (cookie: string) => {
  const client = t.client();
  client.cookie = cookie;
  return client;
};
const ownerClient = () => userClient(f.owner.cookie);

/** What a successful mutation answered (its success type's Node fields by id, its scalars); throws otherwise. */
async function made(client: Client, field: string, input?: Record<string, unknown>): Promise<Record<string, any>> {
  const named = getNamedType(schema.getMutationType()!.getFields()[field]!.type);
  const success = isAbstractType(named) ? schema.getPossibleTypes(named).find((m) => !ERROR_TYPES.has(m.name)) : named;
  if (!isObjectType(success)) throw new Error(`${field} has no success type`);
  const parts = Object.values(success.getFields()).map(({ name, type }) => {
    const inner = getNamedType(type);
    if (isScalarType(inner) || isEnumType(inner)) return name;
    return isObjectType(inner) && inner.getFields().id ? `${name} { id }` : '';
  });
  written();
  const selection = ` { __typename ... on ${success.name} { __typename ${parts.join(' ')} }${isAbstractType(named) ? ' ... on Error { message }' : ''} }`;
  const call = mutate(field, input, selection) as Extract<Call, { kind: 'graphql' }>;
  const answer = await client.graphql(call.query, call.variables);
  const value = answer.data?.[field];
  if (!value || ERROR_TYPES.has(value.__typename)) throw new Error(`${field}: ${JSON.stringify(answer)}`);
  return value;
}

/** The owner makes a row: its global id. */
const ownerMakes = async (field: string, input: Record<string, unknown>, key: string): Promise<string> => (await made(ownerClient(), field, input))[key].id;

// ---- the matrix

/** `node(id:)` with the given selection, or every scalar field of the type. */
const nodeQuery = (typeName: string, selection = fieldsOf(typeName)) => `query ($id: ID!) { node(id: $id) { __typename id ${selection} } }`;

/** The user's own lists and settings, each with a field that carries the owner's mark. */
const OWN_LIST_FIELDS = `
  notes { edges { node { title } } } contacts(kind: HLC) { edges { node { name } } } calendarEvents { edges { node { title } } }
  conventionNotes { edges { node { title } } } scriptures { edges { node { reference } } } videos { edges { node { title } } }
  music { edges { node { title } } } gpsRoutes { edges { node { name } } } territories { edges { node { name } } }
  transcripts { edges { node { text } } } experiences { edges { node { title } } } shepherdingRequests { edges { node { description } } }
  serviceEntries(month: "${MONTH}") { edges { node { note } } } upcomingReturnVisits { edges { node { __typename } } }`;
const OWN_FEEDBACK_FIELDS = `
  problemReports { edges { node { description } } } suggestions { edges { node { suggestion } } } customAppRequests { edges { node { description } } }
  sessions { id device } preferences { theme } appName`;
/** What the user's group shared, on the user. */
const GROUP_LIST_FIELDS = `
  sharedExperiences { edges { node { title } } } sharedWithMe { edges { node { title senderName } } } sharedMusic { edges { node { title } } }
  groupMembers { fullName } serviceGroup { label members { name } board { latestStatuses { message senderName } activeRollCall { message startedBy } } }`;

/** `node(id:)` of each kind of row the owner has, with who may read it: name, type, id, cells, what the owner's answer shows. */
const NODE_CASES: [name: string, typeName: string, id: () => string | Promise<string>, expect: Cells, shows?: 'private' | 'group', selection?: string][] = [
  ['a note', 'Note', () => f.ids.note, OWN_ROW, 'private'],
  ['an HLC contact', 'Contact', () => f.ids.hlc, OWN_ROW, 'private'],
  ['a PVG contact', 'Contact', () => f.ids.pvg, OWN_ROW, 'private'],
  ['a calendar event', 'CalendarEvent', () => f.ids.event, OWN_ROW, 'private'],
  ['a convention note', 'ConventionNote', () => f.ids.conventionNote, OWN_ROW, 'private'],
  ['a scripture', 'Scripture', () => f.ids.scripture, OWN_ROW, 'private'],
  ['a video', 'Video', () => f.ids.video, OWN_ROW, 'private'],
  ['a song', 'MusicFile', () => f.ids.song, OWN_ROW, 'private'],
  ['a song shared with sameGroup', 'MusicFile', () => f.ids.sharedSong, GROUP_ROW, 'group'],
  ['a GPS route', 'GpsRoute', () => f.ids.route, OWN_ROW, 'private'],
  ['a service entry', 'ServiceEntry', () => f.ids.entry, OWN_ROW, 'private'],
  ['a territory', 'Territory', () => f.ids.territory, OWN_ROW, 'private'],
  ['a territory’s house', 'TerritoryHouse', () => f.ids.house, OWN_ROW, 'private'],
  ['a transcript', 'Transcript', () => f.ids.transcript, OWN_ROW, 'private'],
  ['a private experience', 'MinistryExperience', () => f.ids.experience, OWN_ROW, 'private'],
  ['a shared experience', 'MinistryExperience', () => f.ids.sharedExperience, GROUP_ROW, 'group'],
  ['a video shared with sameGroup', 'SharedFile', () => f.ids.sharedFile, GROUP_ROW, 'group'],
  ['a song’s share with sameGroup', 'SharedFile', () => f.ids.songShare, GROUP_ROW, 'group'],
  ['a shepherding request', 'ShepherdingRequest', () => f.ids.shepherding, OWN_ROW, 'private'],
  ['a problem report', 'ProblemReport', () => f.ids.problemReport, OWN_ROW, 'private'],
  ['a suggestion', 'Suggestion', () => f.ids.suggestion, OWN_ROW, 'private'],
  ['a custom-app request', 'CustomAppRequest', () => f.ids.customAppRequest, OWN_ROW, 'private'],
  ['a status alert', 'EmergencyAlert', () => f.ids.statusAlert, GROUP_ROW, 'group'],
  ['a response to an alert', 'AlertResponse', () => f.ids.response, GROUP_ROW, 'group'],
  ['a check-in', 'CheckIn', () => f.ids.checkIn, GROUP_ROW, 'group'],
  // A session carries no text of the owner's: that the owner reads it at all is the check.
  ['a session', 'Session', ownerDevice, OWN_ROW],
  ['the service group', 'ServiceGroup', () => globalId('ServiceGroup', 4), GROUP_ROW, 'group', '... on ServiceGroup { label members { name } }'],
  ['the owner as a group member', 'ServiceGroupMember', () => globalId('ServiceGroupMember', f.owner.user.id), GROUP_ROW, 'group'],
  ['the owner’s account', 'User', () => globalId('User', f.owner.user.id), GROUP_ROW, 'group', '... on User { fullName }'],
  ['the owner’s lists', 'User', () => globalId('User', f.owner.user.id), OWN_ROW, 'private', `... on User { ${OWN_LIST_FIELDS} }`],
  ['the owner’s feedback, sessions and settings', 'User', () => globalId('User', f.owner.user.id), OWN_ROW, 'private', `... on User { ${OWN_FEEDBACK_FIELDS} }`],
  ['the owner’s group lists', 'User', () => globalId('User', f.owner.user.id), OWN_ROW, 'group', `... on User { ${GROUP_LIST_FIELDS} }`],
];

const APPLY = ` { __typename ... on ChangesApplied { outcomes { status code } } ... on Error { message } }`;
/** applyChanges answers each change's outcome: refused ones are the change's refusal. */
const judgeOutcomes = (answer: GraphQLAnswer): Verdict | undefined => {
  const outcomes = answer.data?.applyChanges?.outcomes as { status: string; code: string | null }[] | undefined;
  if (!outcomes) return undefined;
  if (outcomes.every((o) => o.status === 'refused' && (o.code === 'NOT_FOUND' || o.code === 'FORBIDDEN'))) return 'refused';
  return outcomes.every((o) => o.status === 'applied') ? 'answered' : 'failed';
};
/** A queued write as the device sends it. */
const change = (type: string, action: string, id?: string, fields?: Record<string, unknown>) => ({
  clientId: unique(action).replace(' ', '-'),
  type,
  action,
  ...(id && { id }),
  ...(fields && { fields: JSON.stringify(fields), base: '{}' }),
});

/** Lets the admin's code of this 30-second step be accepted again. */
const codeUsable = async () => {
  written();
  await forgetLastStep(t, f.adminNoCode.user.id);
  // A code is accepted only in its own 30-second step: one about to end is not sent.
  await roomInStep();
};

/**
 * The password of every account here, stored at a small scrypt cost (a stored hash names its own
 * cost), so that the many sign-ins of this file stay quick.
 */
const QUICK_HASH = (() => {
  const salt = randomBytes(16);
  const key = scryptSync(PASSWORD.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
})();

/** A member made for one case, with PASSWORD. */
async function member(overrides: Record<string, unknown>): Promise<{ user: User; cookie: string }> {
  written();
  const { user, client } = await signedInMember(t, overrides);
  return { user: await changeAccount(t, { id: user.id }, { passwordHash: QUICK_HASH }), cookie: client.cookie };
}

/** Another device of the owner's, signed in now: its public id. */
async function ownerDevice() {
  written();
  const { session } = await t.app.deps.sessions.start(f.owner.user.id);
  return globalId('Session', publicSessionId(session.sessionId));
}

/**
 * A check-in of the owner's, running (any other of theirs ended first, since one runs at a time),
 * or already overdue for the group to take: its row id.
 */
async function ownerCheckIn(overdue = false): Promise<number> {
  written();
  await t.db.checkIn.updateMany({ where: { userId: f.owner.user.id, status: { not: 'ended' } }, data: { status: 'ended', endedAt: new Date() } });
  const answer = await ownerClient().rest('POST', '/api/check-ins', { minutes: 30, note: `Check-in ${GROUP}` });
  if (answer.status !== 201) throw new Error(`check-in: ${JSON.stringify(answer.body)}`);
  if (overdue) await t.db.checkIn.update({ where: { id: answer.body.id }, data: { status: 'overdue', overdueAt: new Date() } });
  return answer.body.id;
}
/** Every running check-in ended: a member starts one at a time, and each cell starts one of its own. */
const endCheckIns = async () => {
  written();
  await t.db.checkIn.updateMany({ where: { status: { not: 'ended' } }, data: { status: 'ended', endedAt: new Date() } });
};
/** Taking an overdue check-in: the owner may not take their own, their group may (it changes the owner's row by design). */
const TAKE = cells('refused', 'shared', 'refused', 'refused', 'refused');

/** A pending member of group 4 (signed up without a code). */
const pendingMember = async () => (await member({ groupNumber: 4, groupApproved: false, groupRequestedAt: new Date() })).user;

const MATRIX: Record<string, AnyCase[]> = {
  // ---- accounts and sessions
  'Query.viewer': cases(
    // A visitor's viewer is null: nothing to read.
    { name: 'own lists', call: () => gql(`{ viewer { id ${OWN_LIST_FIELDS} } }`), expect: OWN_DATA, shows: 'private' },
    { name: 'own feedback, sessions and settings', call: () => gql(`{ viewer { id ${OWN_FEEDBACK_FIELDS} } }`), expect: OWN_DATA, shows: 'private' },
    { name: 'group lists', call: () => gql(`{ viewer { id ${GROUP_LIST_FIELDS} } }`), expect: GROUP_LIST, shows: 'group' },
  ),
  // A sign-in (a new account's included) ends the session the browser had: each caller on its own.
  'Mutation.createAccount': one({ call: () => mutate('createAccount', graphqlMember()), expect: PUBLIC, endsSessions: true }),
  'Mutation.login': one({
    // Each signs in as themselves; the visitor with an account of their own.
    target: async () => (await member({ groupNumber: 3 })).user,
    call: (me, spare) => mutate('login', { username: (me.user ?? spare).username, password: PASSWORD }),
    expect: PUBLIC,
    endsSessions: true,
  }),
  'Mutation.logout': one({ call: () => mutate('logout'), expect: PUBLIC, endsSessions: true }),
  'Mutation.resetPassword': one({
    // A reset code issued for another account sets nobody's password, whoever sends it for the owner's username.
    target: async () => {
      const other = await member({ groupNumber: 3 });
      const code = `MTRX-${randomBytes(6).toString('hex').toUpperCase().slice(0, 4)}-CODE-AAAA`;
      await t.db.passwordResetCode.create({ data: { userId: other.user.id, codeHash: resetCodeHash(code), expiresAt: new Date(Date.now() + 3_600_000) } });
      return code;
    },
    call: (_me, code) => mutate('resetPassword', { username: f.owner.user.username, code, newPassword: 'copper kettle meadow' }),
    expect: NOBODY,
    refusals: ['AuthenticationError', 'RateLimitError'],
    refusalRecords: ['AuditEvent'],
  }),
  'Mutation.updateProfile': cases(
    { name: 'the owner’s account', call: () => mutate('updateProfile', { id: globalId('User', f.owner.user.id), fullName: `Olive ${GROUP}` }), expect: OWN_ROW },
    {
      name: 'one’s own account',
      call: (me) => mutate('updateProfile', { fullName: me.role === 'owner' ? `Olive ${GROUP}` : 'Renamed Member' }),
      expect: OWN_DATA,
    },
  ),
  'Mutation.updateDesign': one({ call: () => mutate('updateDesign', { primaryColor: '#123456' }), expect: OWN_DATA }),
  'Mutation.updatePreferences': one({ call: () => mutate('updatePreferences', { theme: 'dark' }), expect: OWN_DATA }),
  'Mutation.markReleasesSeen': one({ call: () => mutate('markReleasesSeen', { versions: ['2.0.0'] }), expect: OWN_DATA }),
  'Mutation.deleteAccount': one({
    // Played by an account of group 4 made for this: deleting it is its holder's alone.
    target: async () => (await member({ groupNumber: 4 })).user,
    call: (_me, account) => mutate('deleteAccount', { id: globalId('User', account.id) }),
    playedBy: (account) => account,
    expect: OWN_ROW,
    endsSessions: true,
  }),
  // Another device of the owner's.
  'Mutation.endSession': one({ target: ownerDevice, call: (_me, id) => mutate('endSession', { id }), expect: OWN_ROW }),
  // Each signs out their own other devices; the owner's stay signed in.
  'Mutation.endOtherSessions': one({ call: () => mutate('endOtherSessions'), expect: OWN_DATA, endsSessions: true }),
  'GET /api/health': one({ call: () => rest('GET', '/api/health'), expect: PUBLIC }),
  'POST /api/login': one({
    // As login.
    target: async () => (await member({ groupNumber: 3 })).user,
    call: (me, spare) => rest('POST', '/api/login', { username: (me.user ?? spare).username, password: PASSWORD }),
    expect: PUBLIC,
    endsSessions: true,
  }),
  'POST /api/logout': one({ call: () => rest('POST', '/api/logout'), expect: PUBLIC, endsSessions: true }),
  'GET /api/user/current': one({ call: () => rest('GET', '/api/user/current'), expect: OWN_DATA, shows: 'group' }),
  'POST /api/users': one({ call: () => rest('POST', '/api/users', newMember()), expect: PUBLIC, endsSessions: true }),
  'PUT /api/users/:id': one({ call: () => rest('PUT', `/api/users/${f.owner.user.id}`, { fullName: `Olive ${GROUP}` }), expect: OWN_ROW }),
  'DELETE /api/users/:id': one({
    // As deleteAccount.
    target: async () => (await member({ groupNumber: 4 })).user,
    call: (_me, account) => rest('DELETE', `/api/users/${account.id}`),
    playedBy: (account) => account,
    expect: OWN_ROW,
    endsSessions: true,
  }),
  'GET /api/users/group/:groupNumber': one({ call: () => rest('GET', '/api/users/group/4'), expect: GROUP_ROW }),

  // ---- joining a service group
  'Query.groupJoinRequests': cases(
    { name: 'of group 4', call: () => root('query', 'groupJoinRequests', { groupNumber: groupArg(4) }, ' { fullName }'), expect: MANAGERS_ONLY, control: true },
    { name: 'of one’s own group', call: () => root('query', 'groupJoinRequests', {}, ' { fullName }'), expect: MANAGERS_ONLY },
  ),
  'Query.groupInvitations': cases(
    { name: 'of group 4', call: () => root('query', 'groupInvitations', { groupNumber: groupArg(4) }, ' { id }'), expect: MANAGERS_ONLY, control: true },
    { name: 'of one’s own group', call: () => root('query', 'groupInvitations', {}, ' { id }'), expect: MANAGERS_ONLY },
  ),
  'Mutation.approveGroupMember': cases(
    {
      target: pendingMember,
      call: (_me, member) => mutate('approveGroupMember', { id: globalId('User', member.id) }),
      expect: MANAGERS_ONLY,
      control: true,
    },
    // Above all the waiting member, who would let themselves in.
    { name: 'oneself', call: (me) => mutate('approveGroupMember', { id: globalId('User', me.user?.id ?? f.waiting.user.id) }), expect: NOBODY },
  ),
  'Mutation.declineGroupMember': one({
    target: pendingMember,
    call: (_me, member) => mutate('declineGroupMember', { id: globalId('User', member.id) }),
    expect: MANAGERS_ONLY,
    control: true,
  }),
  'Mutation.createGroupInvitation': cases(
    { name: 'of group 4', call: () => mutate('createGroupInvitation', { groupNumber: groupArg(4) }), expect: MANAGERS_ONLY, control: true },
    { name: 'of one’s own group', call: () => mutate('createGroupInvitation', {}), expect: MANAGERS_ONLY },
  ),
  'Mutation.revokeGroupInvitation': one({ call: () => mutate('revokeGroupInvitation', { id: f.ids.invitation }), expect: MANAGERS_ONLY, control: true }),
  'Mutation.joinServiceGroup': one({
    // Played by a member waiting to join group 4: the code lets them in, as it lets the waiting
    // member in (who is put back to waiting after). Everyone else is in a group already: the code
    // moves nobody.
    target: pendingMember,
    call: () => mutate('joinServiceGroup', { invitationCode: f.invitationCode }),
    playedBy: (member) => member,
    expect: cells('allowed', 'refused', 'refused', 'refused', 'refused', 'ownOnly'),
    refusals: ['ValidationError'],
    afterEach: async () => {
      f.waiting.user = await changeAccount(t, { id: f.waiting.user.id }, { groupApproved: false, groupRequestedAt: new Date() });
    },
  }),

  // ---- admin sign-in steps (not admin operations: the way to become one)
  'Query.adminAccess': one({ call: () => root('query', 'adminAccess', {}, ' { status secondFactorEnabled recoveryCodesLeft }'), expect: PUBLIC }),
  'Query.appSettings': one({ call: () => root('query', 'appSettings', {}, ' { appName footerText }'), expect: PUBLIC }),
  'GET /api/app-settings': one({ call: () => rest('GET', '/api/app-settings'), expect: PUBLIC }),
  'GET /api/vehicle-image': one({ call: () => rest('GET', '/api/vehicle-image'), expect: PUBLIC }),
  'Mutation.adminLogin': one({
    // Each with their own password; only the admin's is an admin's. The visitor signs in as the admin.
    call: (me) => mutate('adminLogin', { username: (me.user ?? f.adminNoCode.user).username, password: PASSWORD }),
    expect: cells('refused', 'refused', 'refused', 'allowed', 'allowed'),
    refusals: ['AuthenticationError'],
    refusalRecords: ['AuditEvent'],
    endsSessions: true,
  }),
  'POST /api/admin/login': one({
    call: (me) => rest('POST', '/api/admin/login', { username: (me.user ?? f.adminNoCode.user).username, password: PASSWORD }),
    expect: cells('refused', 'refused', 'refused', 'allowed', 'allowed'),
    refusalRecords: ['AuditEvent'],
    endsSessions: true,
  }),
  'Mutation.verifyAdminCode': one({
    call: async (me) => {
      if (me.role === 'adminNoCode') await codeUsable();
      return mutate('verifyAdminCode', { code: codeFor(f.totpSecret) });
    },
    expect: cells('refused', 'refused', 'refused', 'allowed', 'refused'),
    refusalRecords: ['AuditEvent'],
    // The code given moves the session to a new id: the caller's old one ends.
    endsSessions: true,
  }),
  'POST /api/admin/second-factor': one({
    call: async (me) => {
      if (me.role === 'adminNoCode') await codeUsable();
      return rest('POST', '/api/admin/second-factor', { code: codeFor(f.totpSecret) });
    },
    expect: cells('refused', 'refused', 'refused', 'allowed', 'refused'),
    refusalRecords: ['AuditEvent'],
    endsSessions: true,
  }),

  // ---- one's own authenticator app: each on their own; an admin owing the code must give it first
  'Query.secondFactor': one({ call: () => root('query', 'secondFactor', {}, ' { enabled recoveryCodesLeft }'), expect: OWN_DATA }),
  'Mutation.startTotp': one({
    call: () => mutate('startTotp'),
    expect: cells('allowed', 'ownOnly', 'ownOnly', 'refused', 'refused'),
    // A session older than the confirmation window is asked for the password first.
    answers: ['PasswordConfirmationRequiredError'],
  }),
  'Mutation.confirmTotp': one({
    call: () => mutate('confirmTotp', { code: '000000' }),
    expect: cells('allowed', 'ownOnly', 'ownOnly', 'refused', 'refused'),
    answers: ['ValidationError'],
  }),
  'Mutation.disableTotp': one({
    call: () => mutate('disableTotp', { code: '000000' }),
    expect: cells('allowed', 'ownOnly', 'ownOnly', 'refused', 'refused'),
    answers: ['ConflictError', 'PasswordConfirmationRequiredError'],
  }),
  'Mutation.confirmPassword': one({
    call: () => mutate('confirmPassword', { password: PASSWORD }),
    expect: cells('allowed', 'ownOnly', 'ownOnly', 'refused', 'refused'),
    endsSessions: true,
  }),
  // The code step of sign-in: a session that owes none is answered with its own account.
  'Mutation.verifySignInCode': one({
    call: async (me) => {
      if (me.role === 'adminNoCode') await codeUsable();
      return mutate('verifySignInCode', { code: codeFor(f.totpSecret) });
    },
    expect: cells('allowed', 'ownOnly', 'ownOnly', 'allowed', 'refused'),
    refusals: ['AuthenticationError'],
    refusalRecords: ['AuditEvent'],
    endsSessions: true,
  }),
  'POST /api/login/second-factor': one({
    call: async (me) => {
      if (me.role === 'adminNoCode') await codeUsable();
      return rest('POST', '/api/login/second-factor', { code: codeFor(f.totpSecret) });
    },
    expect: cells('allowed', 'ownOnly', 'ownOnly', 'allowed', 'refused'),
    refusalRecords: ['AuditEvent'],
    endsSessions: true,
  }),

  // ---- public reads
  'Query.sampleData': one({ call: () => root('query', 'sampleData', {}, ' { __typename }'), expect: PUBLIC }),
  'GET /api/sample-data': one({ call: () => rest('GET', '/api/sample-data'), expect: PUBLIC }),
  // No forecast service is reachable here: the answer says so, to everyone alike.
  'Query.weather': one({ call: () => root('query', 'weather', {}, ' { __typename }'), expect: PUBLIC, answers: ['WeatherUnavailable'] }),
  'Query.webPushPublicKey': one({ call: () => root('query', 'webPushPublicKey'), expect: PUBLIC }),
  'Query.congregationVideos': one({ call: () => root('query', 'congregationVideos', {}, ' { title }'), expect: PUBLIC }),
  'Query.congregationScriptures': one({ call: () => root('query', 'congregationScriptures', {}, ' { reference }'), expect: PUBLIC }),

  // ---- nodes
  'Query.node': NODE_CASES.map(([name, typeName, id, expect, shows, selection]) => ({
    name,
    call: async () => gql(nodeQuery(typeName, selection), { id: await id() }),
    expect,
    shows,
  })),
  'Query.nodes': one({
    call: () =>
      gql(`query ($ids: [ID!]!) { nodes(ids: $ids) { id ${fieldsOf('Note')} ${fieldsOf('Territory')} ${fieldsOf('Contact')} } }`, {
        ids: [f.ids.note, f.ids.territory, f.ids.hlc],
      }),
    expect: OWN_ROW,
    shows: 'private',
  }),
  'Query.territory': one({ call: () => gql(`query ($id: ID!) { territory(id: $id) { name } }`, { id: f.ids.territory }), expect: OWN_ROW, shows: 'private' }),

  // ---- notes
  'Mutation.createNote': cases(
    { name: 'a new one', call: () => mutate('createNote', { title: 'New note', content: 'x' }), expect: OWN_DATA },
    {
      // A repeated client id answers the note made the first time: the caller's own, never the owner's.
      name: 'with the client id of the owner’s note',
      call: () => mutate('createNote', { title: 'New note', content: 'x', clientId: OWNER_CLIENT_ID }, ' { __typename ... on NoteCreated { note { id title } } }'),
      expect: OWN_DATA,
      shows: 'private',
    },
  ),
  'Mutation.updateNote': one({ call: () => mutate('updateNote', { id: f.ids.note, title: `Note ${PRIVATE} changed` }), expect: OWN_ROW }),
  'Mutation.deleteNote': one({
    target: () => ownerMakes('createNote', { title: `Gone ${PRIVATE}`, content: 'x' }, 'note'),
    call: (_me, id) => mutate('deleteNote', { id }),
    expect: OWN_ROW,
  }),
  'GET /api/notes': one({ call: () => rest('GET', '/api/notes'), expect: OWN_DATA, shows: 'private' }),
  'POST /api/notes': cases(
    { name: 'a new one', call: () => rest('POST', '/api/notes', { title: 'New note', content: 'x' }), expect: OWN_DATA },
    {
      name: 'with the client id of the owner’s note',
      call: () => rest('POST', '/api/notes', { title: 'New note', content: 'x', clientId: OWNER_CLIENT_ID }),
      expect: OWN_DATA,
      shows: 'private',
    },
  ),
  'PATCH /api/notes/:id': one({ call: () => rest('PATCH', `/api/notes/${rowIdOf(f.ids.note)}`, { title: `Note ${PRIVATE} patched` }), expect: OWN_ROW }),
  'PUT /api/notes/:id': one({ call: () => rest('PUT', `/api/notes/${rowIdOf(f.ids.note)}`, { title: `Note ${PRIVATE} put`, content: 'x' }), expect: OWN_ROW }),
  'DELETE /api/notes/:id': one({
    target: () => ownerMakes('createNote', { title: `Gone ${PRIVATE}`, content: 'x' }, 'note'),
    call: (_me, id) => rest('DELETE', `/api/notes/${rowIdOf(id)}`),
    expect: OWN_ROW,
  }),

  // ---- contacts
  'Mutation.createContact': one({ call: () => mutate('createContact', { kind: 'HLC', ...contact('Dr New') }), expect: OWN_DATA }),
  'Mutation.updateContact': one({ call: () => mutate('updateContact', { id: f.ids.hlc, name: `Dr ${PRIVATE}` }), expect: OWN_ROW }),
  'Mutation.deleteContact': one({
    target: () => ownerMakes('createContact', { kind: 'PVG', ...contact(`Gone ${PRIVATE}`) }, 'contact'),
    call: (_me, id) => mutate('deleteContact', { id }),
    expect: OWN_ROW,
  }),
  'GET /api/hlc-contacts': one({ call: () => rest('GET', '/api/hlc-contacts'), expect: OWN_DATA, shows: 'private' }),
  'POST /api/hlc-contacts': one({ call: () => rest('POST', '/api/hlc-contacts', contact('Dr New')), expect: OWN_DATA }),
  'PUT /api/hlc-contacts/:id': one({ call: () => rest('PUT', hlcPath(f.ids.hlc), { name: `Dr ${PRIVATE}` }), expect: OWN_ROW }),
  'DELETE /api/hlc-contacts/:id': one({
    target: () => ownerMakes('createContact', { kind: 'HLC', ...contact(`Gone ${PRIVATE}`) }, 'contact'),
    call: (_me, id) => rest('DELETE', hlcPath(id)),
    expect: OWN_ROW,
  }),
  'GET /api/pvg-contacts': one({ call: () => rest('GET', '/api/pvg-contacts'), expect: OWN_DATA, shows: 'private' }),
  'POST /api/pvg-contacts': one({ call: () => rest('POST', '/api/pvg-contacts', contact('New Visitor')), expect: OWN_DATA }),
  'PUT /api/pvg-contacts/:id': one({ call: () => rest('PUT', `/api/pvg-contacts/${contactRowId(f.ids.pvg)}`, { name: `Visitor ${PRIVATE}` }), expect: OWN_ROW }),
  'DELETE /api/pvg-contacts/:id': one({
    target: () => ownerMakes('createContact', { kind: 'PVG', ...contact(`Gone ${PRIVATE}`) }, 'contact'),
    call: (_me, id) => rest('DELETE', `/api/pvg-contacts/${contactRowId(id)}`),
    expect: OWN_ROW,
  }),

  // ---- calendar
  'Mutation.createCalendarEvent': one({ call: () => mutate('createCalendarEvent', meeting('Meeting')), expect: OWN_DATA }),
  'Mutation.updateCalendarEvent': one({ call: () => mutate('updateCalendarEvent', { id: f.ids.event, title: `Event ${PRIVATE} moved` }), expect: OWN_ROW }),
  'Mutation.deleteCalendarEvent': one({
    target: () => ownerMakes('createCalendarEvent', meeting(`Gone ${PRIVATE}`), 'calendarEvent'),
    call: (_me, id) => mutate('deleteCalendarEvent', { id }),
    expect: OWN_ROW,
  }),
  'GET /api/calendar-events': one({ call: () => rest('GET', '/api/calendar-events'), expect: OWN_DATA, shows: 'private' }),
  'POST /api/calendar-events': one({ call: () => rest('POST', '/api/calendar-events', { ...meeting('Meeting'), type: 'meeting' }), expect: OWN_DATA }),
  'DELETE /api/calendar-events/:id': one({
    target: () => ownerMakes('createCalendarEvent', meeting(`Gone ${PRIVATE}`), 'calendarEvent'),
    call: (_me, id) => rest('DELETE', `/api/calendar-events/${rowIdOf(id)}`),
    expect: OWN_ROW,
  }),

  // ---- convention notes
  'Mutation.createConventionNote': cases(
    { name: 'a new one', call: () => mutate('createConventionNote', talk('Talk')), expect: OWN_DATA },
    {
      name: 'with the client id of the owner’s note',
      call: () => {
        const selection = ' { __typename ... on ConventionNoteCreated { conventionNote { id title } } }';
        return mutate('createConventionNote', { ...talk('Talk'), clientId: OWNER_CLIENT_ID }, selection);
      },
      expect: OWN_DATA,
      shows: 'private',
    },
  ),
  'Mutation.updateConventionNote': one({
    call: () => mutate('updateConventionNote', { id: f.ids.conventionNote, ...talk(`Talk ${PRIVATE} edited`) }),
    expect: OWN_ROW,
  }),
  'Mutation.deleteConventionNote': one({
    target: () => ownerMakes('createConventionNote', talk(`Gone ${PRIVATE}`), 'conventionNote'),
    call: (_me, id) => mutate('deleteConventionNote', { id }),
    expect: OWN_ROW,
  }),
  'GET /api/convention-notes': one({ call: () => rest('GET', '/api/convention-notes'), expect: OWN_DATA, shows: 'private' }),
  'POST /api/convention-notes': cases(
    { name: 'a new one', call: () => rest('POST', '/api/convention-notes', talk('Talk')), expect: OWN_DATA },
    {
      name: 'with the client id of the owner’s note',
      call: () => rest('POST', '/api/convention-notes', { ...talk('Talk'), clientId: OWNER_CLIENT_ID }),
      expect: OWN_DATA,
      shows: 'private',
    },
  ),
  'PUT /api/convention-notes/:id': one({
    call: () => rest('PUT', `/api/convention-notes/${rowIdOf(f.ids.conventionNote)}`, talk(`Talk ${PRIVATE} put`)),
    expect: OWN_ROW,
  }),
  'DELETE /api/convention-notes/:id': one({
    target: () => ownerMakes('createConventionNote', talk(`Gone ${PRIVATE}`), 'conventionNote'),
    call: (_me, id) => rest('DELETE', `/api/convention-notes/${rowIdOf(id)}`),
    expect: OWN_ROW,
  }),

  // ---- scriptures
  'Mutation.createScripture': one({ call: () => mutate('createScripture', { reference: 'John 17:3', text: 'x' }), expect: OWN_DATA }),
  'Mutation.updateScripture': one({ call: () => mutate('updateScripture', { id: f.ids.scripture, reference: `Psalm ${PRIVATE} 1` }), expect: OWN_ROW }),
  'Mutation.deleteScripture': one({
    target: () => ownerMakes('createScripture', { reference: `Gone ${PRIVATE}`, text: 'x' }, 'scripture'),
    call: (_me, id) => mutate('deleteScripture', { id }),
    expect: OWN_ROW,
  }),
  'GET /api/scriptures': one({ call: () => rest('GET', '/api/scriptures'), expect: OWN_DATA, shows: 'private' }),
  'POST /api/scriptures': one({ call: () => rest('POST', '/api/scriptures', { reference: 'John 17:3', text: 'x' }), expect: OWN_DATA }),
  'PUT /api/scriptures/:id': one({
    call: () => rest('PUT', `/api/scriptures/${rowIdOf(f.ids.scripture)}`, { reference: `Psalm ${PRIVATE} 2`, text: 'x' }),
    expect: OWN_ROW,
  }),
  'DELETE /api/scriptures/:id': one({
    target: () => ownerMakes('createScripture', { reference: `Gone ${PRIVATE}`, text: 'x' }, 'scripture'),
    call: (_me, id) => rest('DELETE', `/api/scriptures/${rowIdOf(id)}`),
    expect: OWN_ROW,
  }),

  // ---- videos and sharing
  'Mutation.createVideo': one({ call: () => mutate('createVideo', { title: 'A talk', url: 'https://example.org/v' }), expect: OWN_DATA }),
  'Mutation.deleteVideo': one({
    target: () => ownerMakes('createVideo', { title: `Gone ${PRIVATE}`, url: 'https://example.org/v' }, 'video'),
    call: (_me, id) => mutate('deleteVideo', { id }),
    expect: OWN_ROW,
  }),
  'Mutation.shareVideo': cases(
    {
      name: 'the owner’s video',
      call: () => mutate('shareVideo', { videoId: f.ids.video, targetUserId: globalId('User', f.sameGroup.user.id) }),
      expect: OWN_ROW,
      afterEach: () => t.db.sharedFile.deleteMany({ where: { videoId: rowIdOf(f.ids.video) } }).then(() => undefined),
    },
    {
      name: 'one’s own video, with the owner',
      call: async (me) => {
        const video = me.user ? (await made(userClient(me.client.cookie), 'createVideo', { title: 'For you', url: 'https://example.org/v' })).video.id : f.ids.video;
        return mutate('shareVideo', { videoId: video, targetUserId: globalId('User', groupmateOf(me).id) });
      },
      expect: cells('allowed', 'shared', 'refused', 'refused', 'refused'),
    },
  ),
  'GET /api/videos': one({ call: () => rest('GET', '/api/videos'), expect: OWN_DATA, shows: 'private' }),
  'POST /api/videos': one({ call: () => rest('POST', '/api/videos', { title: 'A talk', url: 'https://example.org/v' }), expect: OWN_DATA }),
  'DELETE /api/videos/:id': one({
    target: () => ownerMakes('createVideo', { title: `Gone ${PRIVATE}`, url: 'https://example.org/v' }, 'video'),
    call: (_me, id) => rest('DELETE', `/api/videos/${rowIdOf(id)}`),
    expect: OWN_ROW,
  }),
  'POST /api/share-file': cases(
    {
      name: 'the owner’s song',
      call: (me) => rest('POST', '/api/share-file', { title: 'A song', filename: f.files.song, mimeType: 'audio/wav', targetUserId: groupmateOf(me).id }),
      expect: OWN_ROW,
    },
    {
      name: 'a file, with the owner',
      call: (me) => rest('POST', '/api/share-file', { title: 'A file', filename: 'notes.pdf', mimeType: 'application/pdf', targetUserId: groupmateOf(me).id }),
      expect: cells('allowed', 'shared', 'refused', 'refused', 'refused'),
    },
  ),

  // ---- handing a return visit over (an offer is its giver's and its receiver's alone)
  'Mutation.offerReturnVisitHandover': cases(
    {
      name: 'the owner’s visit',
      target: async () => globalId('ReturnVisit', (await visitFor(f.owner.user.id)).id),
      call: (me, visit) => mutate('offerReturnVisitHandover', { returnVisitId: visit, receiverId: globalId('User', groupmateOf(me).id) }),
      expect: OWN_ROW,
      afterEach: () => t.db.returnVisitHandover.deleteMany({ where: { giverId: f.owner.user.id } }).then(() => undefined),
    },
    {
      name: 'one’s own visit, to the owner',
      call: async (me) => {
        const visit = me.user ? globalId('ReturnVisit', (await visitFor(me.user.id)).id) : globalId('ReturnVisit', 1);
        return mutate('offerReturnVisitHandover', { returnVisitId: visit, receiverId: globalId('User', groupmateOf(me).id) });
      },
      expect: cells('allowed', 'shared', 'refused', 'refused', 'refused'),
    },
  ),
  'Mutation.withdrawReturnVisitHandover': one({
    target: async () => handoverId(await handoverOf(f.owner.user.id, f.sameGroup.user.id)),
    call: (_me, id) => mutate('withdrawReturnVisitHandover', { id }),
    expect: OWN_ROW,
  }),
  'Mutation.declineReturnVisitHandover': one({
    target: async () => handoverId(await handoverOf(f.sameGroup.user.id, f.owner.user.id)),
    call: (_me, id) => mutate('declineReturnVisitHandover', { id }),
    expect: OWN_ROW,
  }),
  'Mutation.acceptReturnVisitHandover': one({
    target: async () => handoverId(await handoverOf(f.sameGroup.user.id, f.owner.user.id)),
    call: (_me, id) => mutate('acceptReturnVisitHandover', { id }),
    expect: OWN_ROW,
  }),

  // ---- songs
  'Mutation.deleteMusicFile': one({
    target: async () => globalId('MusicFile', (await uploadSong(`Gone ${PRIVATE}`)).id),
    call: (_me, id) => mutate('deleteMusicFile', { id }),
    expect: OWN_ROW,
  }),
  'Mutation.shareMusicFile': cases(
    {
      name: 'the owner’s song',
      call: (me) => mutate('shareMusicFile', { musicFileId: f.ids.song, targetUserId: globalId('User', groupmateOf(me).id) }),
      expect: OWN_ROW,
      afterEach: () => t.db.sharedFile.deleteMany({ where: { musicFileId: rowIdOf(f.ids.song) } }).then(() => undefined),
    },
    {
      name: 'one’s own song, with the owner',
      call: async (me) => {
        const song = me.user ? globalId('MusicFile', (await uploadSong('For you', me.client)).id) : f.ids.song;
        return mutate('shareMusicFile', { musicFileId: song, targetUserId: globalId('User', groupmateOf(me).id) });
      },
      expect: cells('allowed', 'shared', 'refused', 'refused', 'refused'),
    },
  ),
  'GET /api/music': one({ call: () => rest('GET', '/api/music'), expect: OWN_DATA, shows: 'private' }),
  'POST /api/music/upload': one({ call: () => restForm('POST', '/api/music/upload', () => songForm('New song')), expect: OWN_DATA }),
  'DELETE /api/music/:id': one({
    target: async () => (await uploadSong(`Gone ${PRIVATE}`)).id as number,
    call: (_me, id) => rest('DELETE', `/api/music/${id}`),
    expect: OWN_ROW,
  }),
  'GET /api/music/:id/stream': cases(
    { name: 'a song of the owner’s', call: () => rest('GET', `/api/music/${rowIdOf(f.ids.song)}/stream`), expect: OWN_ROW },
    { name: 'a song shared with sameGroup', call: () => rest('GET', `/api/music/${rowIdOf(f.ids.sharedSong)}/stream`), expect: GROUP_ROW },
  ),

  // ---- GPS
  'Mutation.deleteGpsRoute': one({
    target: () => ownerRoute(`Gone ${PRIVATE}`),
    call: (_me, id) => mutate('deleteGpsRoute', { id }),
    expect: OWN_ROW,
  }),
  'POST /api/gps-tracking': one({
    call: () => rest('POST', '/api/gps-tracking', { latitude: 34.2, longitude: -78, accuracy: 5, timestamp: Date.now() - 60_000, sessionId: 'walk-of-my-own' }),
    expect: OWN_DATA,
  }),
  'GET /api/gps-routes': one({ call: () => rest('GET', '/api/gps-routes'), expect: OWN_DATA, shows: 'private' }),
  'POST /api/gps-routes': cases(
    {
      name: 'of one’s own walk',
      call: async (me) => {
        const sessionId = `walk-${Math.random()}`;
        if (me.user) await recordWalk(userClient(me.client.cookie), sessionId);
        return rest('POST', '/api/gps-routes', { sessionId, name: me.role === 'owner' ? `Walk ${PRIVATE}` : 'My walk' });
      },
      expect: OWN_DATA,
    },
    {
      // Another member's session id finds none of their points: no route is made of them.
      name: 'of the owner’s walk',
      call: () => rest('POST', '/api/gps-routes', { sessionId: f.gpsSession, name: `Walk ${PRIVATE}` }),
      expect: OWN_ROW,
      refusals: [400],
    },
  ),
  'GET /api/gps-routes/:id': one({ call: () => rest('GET', `/api/gps-routes/${rowIdOf(f.ids.route)}`), expect: OWN_ROW, shows: 'private' }),
  'DELETE /api/gps-routes/:id': one({
    target: () => ownerRoute(`Gone ${PRIVATE}`),
    call: (_me, id) => rest('DELETE', `/api/gps-routes/${rowIdOf(id)}`),
    expect: OWN_ROW,
  }),

  // ---- field service report
  'Mutation.createServiceEntry': one({ call: () => mutate('createServiceEntry', { date: TODAY, minutes: 30 }), expect: OWN_DATA }),
  'Mutation.updateServiceEntry': one({
    call: () => mutate('updateServiceEntry', { id: f.ids.entry, date: TODAY, minutes: 45, note: `Entry ${PRIVATE}` }),
    expect: OWN_ROW,
  }),
  'Mutation.deleteServiceEntry': one({
    target: () => ownerMakes('createServiceEntry', { date: TODAY, minutes: 20, note: `Gone ${PRIVATE}` }, 'serviceEntry'),
    call: (_me, id) => mutate('deleteServiceEntry', { id }),
    expect: OWN_ROW,
  }),
  'Mutation.updateServiceMonth': one({ call: () => mutate('updateServiceMonth', { month: MONTH, bibleStudies: 2 }), expect: OWN_DATA }),
  'Mutation.markServiceMonthSent': one({ call: () => root('mutation', 'markServiceMonthSent', { month: MONTH }), expect: OWN_DATA }),
  'Mutation.updateReportSettings': one({ call: () => mutate('updateReportSettings', { role: 'REGULAR_PIONEER' }), expect: OWN_DATA }),
  'Mutation.startServiceTimer': one({ call: () => mutate('startServiceTimer'), expect: OWN_DATA }),
  'Mutation.pauseServiceTimer': one({
    call: async (me) => {
      if (me.user) await made(userClient(me.client.cookie), 'startServiceTimer');
      return mutate('pauseServiceTimer');
    },
    expect: OWN_DATA,
  }),
  'Mutation.stopServiceTimer': one({
    call: async (me) => {
      if (me.user) await made(userClient(me.client.cookie), 'startServiceTimer');
      return mutate('stopServiceTimer', { timeZone: 'UTC' });
    },
    expect: OWN_DATA,
    answers: ['ValidationError'],
  }),
  'Mutation.takeServiceTimer': one({
    call: async (me) => {
      if (me.user) await made(userClient(me.client.cookie), 'startServiceTimer');
      return mutate('takeServiceTimer');
    },
    expect: OWN_DATA,
  }),
  'Mutation.addEntryFromRoute': one({
    target: () => ownerRoute(`For the report ${PRIVATE}`),
    call: (_me, id) => mutate('addEntryFromRoute', { routeId: id, timeZone: 'UTC' }),
    expect: OWN_ROW,
  }),
  'GET /api/report/:month': one({ call: () => rest('GET', `/api/report/${MONTH}`), expect: OWN_DATA, shows: 'private' }),
  'POST /api/report/entries': one({ call: () => rest('POST', '/api/report/entries', { date: TODAY, minutes: 30 }), expect: OWN_DATA }),
  'PUT /api/report/entries/:id': one({
    call: () => rest('PUT', `/api/report/entries/${rowIdOf(f.ids.entry)}`, { date: TODAY, minutes: 50, note: `Entry ${PRIVATE} put` }),
    expect: OWN_ROW,
  }),
  'DELETE /api/report/entries/:id': one({
    target: () => ownerMakes('createServiceEntry', { date: TODAY, minutes: 20, note: `Gone ${PRIVATE}` }, 'serviceEntry'),
    call: (_me, id) => rest('DELETE', `/api/report/entries/${rowIdOf(id)}`),
    expect: OWN_ROW,
  }),

  // ---- territories
  'Mutation.createTerritory': one({ call: () => mutate('createTerritory', { territoryNumber: 'T-9', name: 'New territory' }), expect: OWN_DATA }),
  'Mutation.updateTerritory': one({
    call: () => mutate('updateTerritory', { id: f.ids.territory, territoryNumber: 'T-1', name: `Territory ${PRIVATE} renamed` }),
    expect: OWN_ROW,
  }),
  'Mutation.deleteTerritory': one({
    target: () => ownerMakes('createTerritory', { territoryNumber: 'T-0', name: `Gone ${PRIVATE}` }, 'territory'),
    call: (_me, id) => mutate('deleteTerritory', { id }),
    expect: OWN_ROW,
  }),
  'Mutation.addTerritoryHouse': one({ call: () => mutate('addTerritoryHouse', { territoryId: f.ids.territory, address: `2 Elm ${PRIVATE}` }), expect: OWN_ROW }),
  'Mutation.updateTerritoryHouse': one({
    call: () => mutate('updateTerritoryHouse', { id: f.ids.house, address: `1 Elm ${PRIVATE}`, status: 'HOME', today: TODAY }),
    expect: OWN_ROW,
  }),
  'Mutation.deleteTerritoryHouse': one({
    target: () => ownerMakes('addTerritoryHouse', { territoryId: f.ids.territory, address: `Gone ${PRIVATE}` }, 'house'),
    call: (_me, id) => mutate('deleteTerritoryHouse', { id }),
    expect: OWN_ROW,
  }),
  'GET /api/territories': one({ call: () => rest('GET', '/api/territories'), expect: OWN_DATA, shows: 'private' }),
  'POST /api/territories': one({ call: () => rest('POST', '/api/territories', { territoryNumber: 'T-9', name: 'New territory' }), expect: OWN_DATA }),
  'PUT /api/territories/:id': one({
    call: () => rest('PUT', `/api/territories/${rowIdOf(f.ids.territory)}`, { territoryNumber: 'T-1', name: `Territory ${PRIVATE} put` }),
    expect: OWN_ROW,
  }),
  'DELETE /api/territories/:id': one({
    target: () => ownerMakes('createTerritory', { territoryNumber: 'T-0', name: `Gone ${PRIVATE}` }, 'territory'),
    call: (_me, id) => rest('DELETE', `/api/territories/${rowIdOf(id)}`),
    expect: OWN_ROW,
  }),
  'GET /api/territories/image/:imageFilename': one({ call: () => rest('GET', `/api/territories/image/${f.files.territoryImage}`), expect: OWN_ROW }),

  // ---- transcripts
  'Mutation.createTranscript': cases(
    { name: 'a new one', call: () => mutate('createTranscript', { text: 'Spoken words', language: 'EN_US' }), expect: OWN_DATA },
    {
      name: 'with the client id of the owner’s transcript',
      call: () => {
        const selection = ' { __typename ... on TranscriptCreated { transcript { id text } } }';
        return mutate('createTranscript', { text: 'Spoken words', language: 'EN_US', clientId: OWNER_CLIENT_ID }, selection);
      },
      expect: OWN_DATA,
      shows: 'private',
    },
  ),
  'Mutation.deleteTranscript': one({
    target: () => ownerMakes('createTranscript', { text: `Gone ${PRIVATE}`, language: 'EN_US' }, 'transcript'),
    call: (_me, id) => mutate('deleteTranscript', { id }),
    expect: OWN_ROW,
  }),

  // ---- experiences
  'Mutation.createExperience': one({ call: () => mutate('createExperience', { title: 'A call', content: 'x' }), expect: OWN_DATA }),
  'Mutation.updateExperience': cases(
    { name: 'a private one', call: () => mutate('updateExperience', { id: f.ids.experience, title: `Call ${PRIVATE} edited`, content: 'x' }), expect: OWN_ROW },
    { name: 'a shared one', call: () => mutate('updateExperience', { id: f.ids.sharedExperience, title: `Call ${GROUP} edited`, content: 'x' }), expect: OWN_ROW },
  ),
  'Mutation.deleteExperience': one({
    target: () => ownerMakes('createExperience', { title: `Gone ${PRIVATE}`, content: 'x' }, 'experience'),
    call: (_me, id) => mutate('deleteExperience', { id }),
    expect: OWN_ROW,
  }),
  'Mutation.shareExperience': cases(
    {
      name: 'the owner’s',
      target: () => ownerMakes('createExperience', { title: `To share ${GROUP}`, content: 'x' }, 'experience'),
      call: (_me, id) => mutate('shareExperience', { id }),
      expect: OWN_ROW,
    },
    {
      name: 'one’s own, with the owner',
      call: async (me) => {
        const id = me.user ? (await made(userClient(me.client.cookie), 'createExperience', { title: 'For you', content: 'x' })).experience.id : f.ids.experience;
        return mutate('shareExperience', { id, shareWith: globalId('User', groupmateOf(me).id) });
      },
      expect: cells('allowed', 'shared', 'refused', 'refused', 'refused'),
    },
  ),
  'Mutation.likeExperience': cases(
    { name: 'a shared one', call: () => mutate('likeExperience', { id: f.ids.sharedExperience }), expect: GROUP_ROW },
    // Nobody likes a private one: the others do not see it, the owner is told to share it first.
    { name: 'a private one', call: () => mutate('likeExperience', { id: f.ids.experience }), expect: NOBODY, refusals: ['ValidationError'] },
  ),
  'GET /api/ministry-experiences': one({ call: () => rest('GET', '/api/ministry-experiences'), expect: GROUP_LIST, shows: 'group' }),
  'GET /api/my-ministry-experiences': one({ call: () => rest('GET', '/api/my-ministry-experiences'), expect: OWN_DATA, shows: 'private' }),
  'POST /api/ministry-experiences': one({ call: () => restForm('POST', '/api/ministry-experiences', () => experienceForm('A call')), expect: OWN_DATA }),
  'DELETE /api/ministry-experiences/:id': one({
    target: () => ownerMakes('createExperience', { title: `Gone ${PRIVATE}`, content: 'x' }, 'experience'),
    call: (_me, id) => rest('DELETE', `/api/ministry-experiences/${rowIdOf(id)}`),
    expect: OWN_ROW,
  }),
  'POST /api/ministry-experiences/:id/share': one({
    target: () => ownerMakes('createExperience', { title: `To share ${GROUP}`, content: 'x' }, 'experience'),
    call: (_me, id) => rest('POST', `/api/ministry-experiences/${rowIdOf(id)}/share`, { shareWith: 'all' }),
    expect: OWN_ROW,
  }),
  'POST /api/ministry-experiences/:id/like': cases(
    { name: 'a shared one', call: () => rest('POST', `/api/ministry-experiences/${rowIdOf(f.ids.sharedExperience)}/like`), expect: GROUP_ROW },
    // As above.
    { name: 'a private one', call: () => rest('POST', `/api/ministry-experiences/${rowIdOf(f.ids.experience)}/like`), expect: NOBODY, refusals: [400] },
  ),
  'GET /api/experiences/image/:imageFilename': cases(
    { name: 'of a shared one', call: () => rest('GET', `/api/experiences/image/${f.files.sharedImage}`), expect: GROUP_ROW },
    { name: 'of a private one', call: () => rest('GET', `/api/experiences/image/${f.files.privateImage}`), expect: OWN_ROW },
  ),

  // ---- shepherding calls: an elder of the group or an admin moves a request on
  'Mutation.createShepherdingRequest': one({
    call: () => mutate('createShepherdingRequest', { requestType: 'Visit', description: 'Please visit my family soon' }),
    expect: OWN_DATA,
  }),
  'Mutation.updateShepherdingRequestStatus': one({
    call: () => mutate('updateShepherdingRequestStatus', { id: f.ids.shepherding, status: 'assigned', assignedElder: 'Brother Elder' }),
    expect: MANAGERS_ONLY,
    control: true,
  }),
  'GET /api/shepherding-calls': one({ call: () => rest('GET', '/api/shepherding-calls'), expect: OWN_DATA, shows: 'private' }),
  'POST /api/shepherding-calls': one({
    call: () => rest('POST', '/api/shepherding-calls', { requestType: 'Visit', description: 'Please visit my family soon' }),
    expect: OWN_DATA,
  }),

  // ---- the service group's board
  'GET /api/service-group-members': cases(
    { name: 'of one’s own group', call: () => rest('GET', '/api/service-group-members'), expect: GROUP_LIST, shows: 'group' },
    // The group a waiting member asked to join answers them with no one in it.
    { name: 'of group 4 by number', call: () => rest('GET', '/api/service-group-members?groupNumber=4'), expect: cells('allowed', 'shared', 'refused', 'refused', 'refused', 'ownOnly'), shows: 'group' },
  ),
  // A waiting member has no board to send to yet (their own safety goes by a check-in, below).
  'Mutation.sendStatusAlert': one({ call: () => mutate('sendStatusAlert', { status: 'GREEN', message: 'All well' }), expect: { ...OWN_DATA, waiting: 'refused' } }),
  'Mutation.respondToAlert': one({
    call: () => mutate('respondToAlert', { alertId: f.ids.statusAlert, status: 'CAN_HELP', message: 'Coming' }),
    expect: GROUP_ROW,
  }),
  'Mutation.endRollCall': one({ call: () => mutate('endRollCall', { id: f.ids.rollCall }), expect: GROUP_ROW }),
  'Mutation.startRollCall': one({
    call: () => mutate('startRollCall', { kind: 'DRILL', message: 'Practice' }),
    expect: { ...OWN_DATA, waiting: 'refused' },
    afterEach: async () => {
      await t.db.emergencyAlert.updateMany({ where: { kind: { in: ['rollcall', 'drill'] }, endedAt: null }, data: { endedAt: new Date() } });
    },
  }),

  // ---- safety check-ins: the group sees them; only the member extends or ends one before it is taken
  'Mutation.startCheckIn': one({ call: () => mutate('startCheckIn', { minutes: 30, note: 'Out' }), expect: OWN_DATA, afterEach: endCheckIns }),
  'Mutation.extendCheckIn': one({
    target: () => ownerCheckIn(),
    call: (_me, id: number) => mutate('extendCheckIn', { id: globalId('CheckIn', id), minutes: 15 }),
    expect: OWN_ROW,
  }),
  'Mutation.endCheckIn': one({
    target: () => ownerCheckIn(),
    call: (_me, id: number) => mutate('endCheckIn', { id: globalId('CheckIn', id), outcome: 'Home' }),
    expect: OWN_ROW,
  }),
  'Mutation.acknowledgeCheckIn': one({
    target: () => ownerCheckIn(true),
    call: (_me, id: number) => mutate('acknowledgeCheckIn', { id: globalId('CheckIn', id) }),
    expect: TAKE,
  }),
  'POST /api/check-ins': one({ call: () => rest('POST', '/api/check-ins', { minutes: 30, note: 'Out' }), expect: OWN_DATA, afterEach: endCheckIns }),
  'GET /api/check-ins': one({ target: () => ownerCheckIn(), call: () => rest('GET', '/api/check-ins'), expect: GROUP_LIST, shows: 'group' }),
  'POST /api/check-ins/:id/extend': one({
    target: () => ownerCheckIn(),
    call: (_me, id: number) => rest('POST', `/api/check-ins/${id}/extend`, { minutes: 15 }),
    expect: OWN_ROW,
  }),
  'POST /api/check-ins/:id/end': one({
    target: () => ownerCheckIn(),
    call: (_me, id: number) => rest('POST', `/api/check-ins/${id}/end`, { outcome: 'Home' }),
    expect: OWN_ROW,
  }),
  'POST /api/check-ins/:id/acknowledge': one({
    target: () => ownerCheckIn(true),
    call: (_me, id: number) => rest('POST', `/api/check-ins/${id}/acknowledge`),
    expect: TAKE,
  }),

  // ---- offline sync
  'Mutation.applyChanges': cases(
    {
      name: 'updates of the owner’s rows of each kind',
      call: () =>
        mutate(
          'applyChanges',
          {
            changes: [
              change('note', 'update', f.ids.note, { title: `Note ${PRIVATE} synced` }),
              change('calendarEvent', 'update', f.ids.event, { title: `Event ${PRIVATE} synced` }),
              change('scripture', 'update', f.ids.scripture, { reference: `Psalm ${PRIVATE} synced` }),
              change('conventionNote', 'update', f.ids.conventionNote, { title: `Talk ${PRIVATE} synced` }),
            ],
          },
          APPLY,
        ),
      expect: OWN_ROW,
      judge: judgeOutcomes,
      // A refused change is stored as the caller's outcome, so its retry answers the same.
      refusalRecords: ['SyncOutcome'],
    },
    {
      name: 'deletes of the owner’s rows of each kind',
      target: async () => [
        change('note', 'delete', await ownerMakes('createNote', { title: `Gone ${PRIVATE}`, content: 'x' }, 'note')),
        change('calendarEvent', 'delete', await ownerMakes('createCalendarEvent', meeting(`Gone ${PRIVATE}`), 'calendarEvent')),
        change('scripture', 'delete', await ownerMakes('createScripture', { reference: `Gone ${PRIVATE}`, text: 'x' }, 'scripture')),
        change('conventionNote', 'delete', await ownerMakes('createConventionNote', talk(`Gone ${PRIVATE}`), 'conventionNote')),
      ],
      // Each caller's changes under client ids of its own. A row the caller cannot find is, to
      // them, one already deleted on another device: the delete is answered applied, and nothing
      // of the owner's goes.
      call: (_me, changes) => mutate('applyChanges', { changes: changes.map((c) => ({ ...c, clientId: unique('delete').replace(' ', '-') })) }, APPLY),
      expect: OWN_DATA,
      judge: judgeOutcomes,
    },
    {
      name: 'a create',
      call: () => mutate('applyChanges', { changes: [change('note', 'create', undefined, { title: 'Offline', content: 'x' })] }, APPLY),
      expect: OWN_DATA,
      judge: judgeOutcomes,
    },
  ),

  // ---- push
  'Mutation.savePushSubscription': one({ call: () => mutate('savePushSubscription', { endpoint: uniqueEndpoint(), ...pushKeys }), expect: OWN_DATA }),
  'Mutation.removePushSubscription': one({
    call: () => mutate('removePushSubscription', { endpoint: f.endpoints.owner }),
    expect: OWN_ROW,
    afterEach: async () => {
      const endpoint = f.endpoints.owner;
      await t.db.pushSubscription.upsert({ where: { endpoint }, create: { endpoint, userId: f.owner.user.id, ...pushKeys }, update: {} });
    },
  }),

  // ---- assistant (not configured here: it answers so, to each on their own)
  'Mutation.askAssistant': one({ call: () => mutate('askAssistant', { message: 'Hello' }), expect: OWN_DATA, answers: ['AssistantUnavailableError'] }),
  'POST /api/ai-chat': one({ call: () => rest('POST', '/api/ai-chat', { message: 'Hello' }), expect: OWN_DATA, answers: [409] }),
  'POST /api/ai-chat/stream': one({ call: () => rest('POST', '/api/ai-chat/stream', { message: 'Hello' }), expect: OWN_DATA, answers: [409] }),

  // ---- feedback forms (public) and what's new
  'Mutation.sendProblemReport': one({ call: () => mutate('sendProblemReport', { name: 'Ana', description: 'The map is blank' }), expect: PUBLIC }),
  'Mutation.sendSuggestion': one({ call: () => mutate('sendSuggestion', { name: 'Ana', suggestion: 'A larger font' }), expect: PUBLIC }),
  'Mutation.sendCustomAppRequest': one({
    call: () => mutate('sendCustomAppRequest', { name: 'Ana', email: 'ana@example.org', description: 'An app' }),
    expect: PUBLIC,
  }),
  'POST /api/contact': one({ call: () => rest('POST', '/api/contact', { name: 'Ana', email: 'ana@example.org', description: 'An app' }), expect: PUBLIC }),
  'POST /api/problem-report': one({ call: () => rest('POST', '/api/problem-report', { name: 'Ana', description: 'The map is blank' }), expect: PUBLIC }),
  'POST /api/suggestions': one({ call: () => rest('POST', '/api/suggestions', { name: 'Ana', suggestion: 'A larger font' }), expect: PUBLIC }),

  // ---- export
  'GET /api/export': cases(
    { name: 'JSON of every area', call: () => rest('GET', '/api/export'), expect: OWN_DATA, shows: 'private' },
    { name: 'CSV of the notes', call: () => rest('GET', '/api/export?format=csv&area=notes'), expect: OWN_DATA, shows: 'private' },
  ),
  // The file names an account of its own; whoever sends it, its records go to the caller alone.
  'POST /api/import/preview': one({ call: () => rest('POST', '/api/import/preview', IMPORT_FILE), expect: OWN_DATA }),
  'POST /api/import': one({ call: () => rest('POST', '/api/import', IMPORT_FILE), expect: OWN_DATA }),
};

/** An export file of another account with one note, as "Download my data" writes it. */
const IMPORT_FILE = {
  exportedAt: '2026-11-01T10:00:00.000Z',
  member: { id: 987654, username: 'moved_here' },
  areas: { notes: [{ id: 1, title: 'Brought along', content: 'From the old server', category: 'general', createdAt: '2026-10-01T10:00:00.000Z', updatedAt: '2026-10-01T10:00:00.000Z' }] },
};

// ---- subscriptions

interface SubscriptionCase {
  document: string;
  /** Something the owner does (or, for app settings, the admin) that the subscription reports: a text the event carries. */
  event: () => Promise<string>;
  /** Something the caller does that reaches them on this subscription: a text the event carries. */
  sentinel: (me: Caller) => Promise<string>;
  expect: Cells;
  /**
   * Roles with nothing of their own to make heard on this stream (a waiting member shares, sends
   * and starts nothing in a group): after the event their stream is closed, and it must end having
   * yielded nothing. This instance's subscribers get an event as it is published (api/src/pubsub.ts).
   */
  silentFor?: Role[];
}

async function sharedExperienceOf(client: Client, title: string) {
  const { experience } = await made(client, 'createExperience', { title, content: 'x' });
  await made(client, 'shareExperience', { id: experience.id });
  return experience.id as string;
}

/** Something shared with the caller, stored and announced the way a share is. */
async function sharedWith(me: Caller, title: string) {
  const row = await t.db.sharedFile.create({
    data: { userId: me.user!.id, targetUserId: me.user!.id, groupNumber: me.user!.groupNumber, title, filename: 'x', originalName: 'x', mimeType: 'video/youtube' },
  });
  t.app.deps.pubsub.publish('file:shared', me.user!.id, { sharedFileId: row.id });
}

const SUBSCRIPTIONS: Record<string, SubscriptionCase> = {
  'Subscription.viewerUpdated': {
    document: 'subscription { viewerUpdated { appName } }',
    event: async () => {
      const appName = unique(PRIVATE);
      await made(ownerClient(), 'updateDesign', { appName });
      return appName;
    },
    sentinel: async (me) => {
      const appName = unique(SENTINEL);
      await made(userClient(me.client.cookie), 'updateDesign', { appName });
      return appName;
    },
    expect: cells('allowed', 'ownOnly', 'ownOnly', 'ownOnly', 'refused'),
  },
  'Subscription.experienceShared': {
    document: 'subscription { experienceShared { title } }',
    event: async () => {
      const title = unique(GROUP);
      await sharedExperienceOf(ownerClient(), title);
      return title;
    },
    sentinel: async (me) => {
      const title = unique(SENTINEL);
      await sharedExperienceOf(userClient(me.client.cookie), title);
      return title;
    },
    expect: GROUP_LIST,
    silentFor: ['waiting'],
  },
  'Subscription.experienceUpdated': {
    document: 'subscription { experienceUpdated { title } }',
    event: async () => {
      const title = unique(GROUP);
      await made(ownerClient(), 'updateExperience', { id: f.ids.sharedExperience, title, content: 'x' });
      return title;
    },
    sentinel: async (me) => {
      const client = userClient(me.client.cookie);
      const id = await sharedExperienceOf(client, 'Mine');
      const title = unique(SENTINEL);
      await made(client, 'updateExperience', { id, title, content: 'x' });
      return title;
    },
    expect: GROUP_LIST,
    silentFor: ['waiting'],
  },
  'Subscription.groupStatusChanged': {
    document: 'subscription { groupStatusChanged { alert { message } } }',
    event: async () => {
      const message = unique(GROUP);
      await made(ownerClient(), 'sendStatusAlert', { status: 'GREEN', message });
      return message;
    },
    sentinel: async (me) => {
      const message = unique(SENTINEL);
      await made(userClient(me.client.cookie), 'sendStatusAlert', { status: 'GREEN', message });
      return message;
    },
    expect: GROUP_LIST,
    silentFor: ['waiting'],
  },
  'Subscription.checkInChanged': {
    document: 'subscription { checkInChanged { checkIn { note } } }',
    event: async () => {
      await endCheckIns();
      const note = unique(GROUP);
      const started = await ownerClient().rest('POST', '/api/check-ins', { minutes: 30, note });
      if (started.status !== 201) throw new Error(`check-in: ${JSON.stringify(started.body)}`);
      return note;
    },
    sentinel: async (me) => {
      await t.db.checkIn.updateMany({ where: { userId: me.user!.id, status: { not: 'ended' } }, data: { status: 'ended', endedAt: new Date() } });
      const note = unique(SENTINEL);
      const started = await userClient(me.client.cookie).rest('POST', '/api/check-ins', { minutes: 30, note });
      if (started.status !== 201) throw new Error(`check-in: ${JSON.stringify(started.body)}`);
      return note;
    },
    expect: GROUP_LIST,
  },
  'Subscription.sharedWithMeAdded': {
    document: 'subscription { sharedWithMeAdded { title } }',
    // The owner shares a video with sameGroup: sameGroup hears it; the owner, who sent it, does not.
    event: async () => {
      const title = unique(GROUP);
      const { video } = await made(ownerClient(), 'createVideo', { title, url: 'https://example.org/v' });
      await made(ownerClient(), 'shareVideo', { videoId: video.id, targetUserId: globalId('User', f.sameGroup.user.id) });
      return title;
    },
    sentinel: async (me) => {
      const title = unique(SENTINEL);
      await sharedWith(me, title);
      return title;
    },
    expect: cells('ownOnly', 'shared', 'ownOnly', 'ownOnly', 'refused'),
  },
  'Subscription.appSettingsChanged': {
    document: 'subscription { appSettingsChanged { footerText } }',
    // App-wide: every member hears an admin's change.
    event: async () => {
      const footerText = unique('zq-settings');
      await made(userClient(f.admin.cookie), 'updateAppSettings', { footerText });
      return footerText;
    },
    sentinel: async () => {
      const footerText = unique(SENTINEL);
      await made(userClient(f.admin.cookie), 'updateAppSettings', { footerText });
      return footerText;
    },
    expect: cells('allowed', 'allowed', 'allowed', 'allowed', 'refused'),
  },
};

// ---- running a cell

type Verdict = 'answered' | 'refused' | 'failed';
const REFUSAL_CODES = ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'SECOND_FACTOR_REQUIRED'];

interface Answer {
  verdict: Verdict;
  /** Everything the answer said, to look for the owner's marks in. */
  text: string;
}

function judgeGraphql(answer: GraphQLAnswer, c: AnyCase): Verdict {
  const codes = (answer.errors ?? []).map((e) => e.extensions?.code);
  if (codes.length > 0) return codes.every((code) => REFUSAL_CODES.includes(String(code))) ? 'refused' : 'failed';
  const own = c.judge?.(answer);
  if (own) return own;
  const value = Object.values(answer.data ?? {})[0];
  if (value === null || value === undefined) return 'refused';
  if (Array.isArray(value) && value.length > 0 && value.every((v) => v === null)) return 'refused';
  const typename = (value as { __typename?: string }).__typename;
  if (typename && ERROR_TYPES.has(typename)) {
    if (typename === 'NotFoundError' || typename === 'ForbiddenError' || c.refusals?.includes(typename)) return 'refused';
    return c.answers?.includes(typename) ? 'answered' : 'failed';
  }
  return 'answered';
}

function judgeRest(status: number, c: AnyCase): Verdict {
  if (status === 401 || status === 403 || status === 404 || c.refusals?.includes(status)) return 'refused';
  if (status >= 200 && status < 300) return 'answered';
  return c.answers?.includes(status) ? 'answered' : 'failed';
}

async function perform(client: Client, call: Call, c: AnyCase): Promise<Answer> {
  if (call.kind === 'graphql') {
    const answer = await client.graphql(call.query, call.variables);
    return { verdict: judgeGraphql(answer, c), text: JSON.stringify(answer) };
  }
  if (call.form) {
    const response = await t.app.fetch(
      new Request(`http://localhost${call.path}`, { method: call.method, headers: client.cookie ? { cookie: client.cookie } : {}, body: call.form() }),
    );
    return { verdict: judgeRest(response.status, c), text: `${response.status} ${await response.text()}` };
  }
  const answer = await client.rest(call.method, call.path, call.body);
  return { verdict: judgeRest(answer.status, c), text: `${answer.status} ${typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)}` };
}

// ---- the database, before and after

type Snapshot = Record<string, string[]>;
const MODELS = Object.values(Prisma.ModelName);

/** PostgreSQL passes a function at most 100 arguments: json_build_object takes 50 tables at a time. */
const TABLES_PER_OBJECT = 50;

/** SQLite's select of every table as one JSON array of rows, built from the tables' columns once. */
let sqliteSelect: string | undefined;
async function sqliteSnapshotSelect(): Promise<string> {
  if (sqliteSelect) return sqliteSelect;
  const parts: string[] = [];
  for (const model of MODELS) {
    const columns = await t.db.$queryRawUnsafe<{ name: string }[]>(`PRAGMA table_info(${t.database.table(model)})`);
    const fields = columns.map(({ name }) => `'${name}', "${name}"`).join(', ');
    parts.push(`(SELECT coalesce(json_group_array(json_object(${fields})), '[]') FROM ${t.database.table(model)}) AS "${model}"`);
  }
  sqliteSelect = `SELECT ${parts.join(', ')}`;
  return sqliteSelect;
}

/**
 * Every row of every table, each as JSON, in a stable order, read in one statement: one round
 * trip, and no client mapping each row of each table (three fifths of this file's time when it
 * read table by table through the client). On PostgreSQL each table's rows are hashed first, and
 * only the tables whose hash changed since the last snapshot are read (pgSnapshot).
 */
async function snapshot(): Promise<Snapshot> {
  if (t.database.provider === 'postgresql') return pgSnapshot();
  const [row] = await t.db.$queryRawUnsafe<Record<string, string>[]>(await sqliteSnapshotSelect());
  return Object.fromEntries(MODELS.map((model) => [model, (JSON.parse(row![model]!) as Record<string, unknown>[]).map((r) => JSON.stringify(r)).sort()]));
}

/** Each table's hash and rows as the last PostgreSQL snapshot read them. */
const pgTables = new Map<string, { hash: string; rows: string[] }>();

/**
 * PostgreSQL's snapshot: a hash of each table's rows in one statement, then the rows of the tables
 * whose hash is new, one column per 50 tables. Reading every table's rows as JSON each time was
 * half of this file's time on PostgreSQL, though most calls change nothing.
 */
async function pgSnapshot(): Promise<Snapshot> {
  // A sum of each row's 64-bit hash, with the count: no sort, and a change of any row changes it.
  const hashOf = (model: string) => `(SELECT count(*) || ':' || coalesce(sum(hashtextextended(r::text, 0)), 0) FROM ${t.database.table(model)} r) AS "${model}"`;
  const [hashes] = await t.db.$queryRawUnsafe<Record<string, string>[]>(`SELECT ${MODELS.map(hashOf).join(', ')}`);
  const changed = MODELS.filter((model) => pgTables.get(model)?.hash !== hashes![model]);
  const columns: string[] = [];
  for (let start = 0; start < changed.length; start += TABLES_PER_OBJECT) {
    const pairs = changed
      .slice(start, start + TABLES_PER_OBJECT)
      .map((model) => `'${model}', (SELECT coalesce(json_agg(r), '[]'::json) FROM ${t.database.table(model)} r)`)
      .join(', ');
    columns.push(`json_build_object(${pairs}) AS part${columns.length}`);
  }
  if (columns.length > 0) {
    // Hashed and read in two statements: a table written in between is read as it is now, with the
    // hash of before, and so is read again next time; a check sees no row it did not read.
    const [row] = await t.db.$queryRawUnsafe<Record<string, Record<string, Record<string, unknown>[]>>[]>(`SELECT ${columns.join(', ')}`);
    const read = Object.assign({}, ...Object.values(row!)) as Record<string, Record<string, unknown>[]>;
    for (const model of changed) pgTables.set(model, { hash: hashes![model]!, rows: read[model]!.map((r) => JSON.stringify(r)).sort() });
  }
  return Object.fromEntries(MODELS.map((model) => [model, pgTables.get(model)!.rows]));
}

/** The columns that make a row someone's. */
const OWNER_COLUMNS = ['userId', 'senderId', 'responderId', 'createdById', 'targetUserId', 'actorId', 'targetId'];

/** The rows of `snap` that are `userId`'s: their account, what they made, what hangs off it, what was shared with them. */
function rowsOf(snap: Snapshot, userId: number): Snapshot {
  const parsed = Object.fromEntries(Object.entries(snap).map(([model, rows]) => [model, rows.map((row) => JSON.parse(row) as Record<string, unknown>)]));
  const idsOf = (model: string, column: string) => new Set(parsed[model]!.filter((r) => r[column] === userId).map((r) => r.id));
  const territories = idsOf('Territory', 'userId');
  const experiences = idsOf('MinistryExperience', 'userId');
  const alerts = idsOf('EmergencyAlert', 'senderId');
  const belongs = (model: string, row: Record<string, unknown>) =>
    (model === 'User' && row.id === userId) ||
    OWNER_COLUMNS.some((column) => row[column] === userId) ||
    territories.has(row.territoryId) ||
    (model === 'ExperienceLike' && experiences.has(row.experienceId)) ||
    (model === 'AlertResponse' && alerts.has(row.alertId));
  return Object.fromEntries(Object.entries(parsed).map(([model, rows]) => [model, rows.filter((row) => belongs(model, row)).map((row) => JSON.stringify(row))]));
}

/**
 * What differs between two snapshots, table by table: rows gone and rows new. In `tolerated`
 * tables a refusal may add a row of its own (a stored outcome, an audit line), none about `ownerId`.
 */
function changes(before: Snapshot, after: Snapshot, tolerated: string[] = [], ownerId = 0) {
  const out: Record<string, { gone: string[]; added: string[] }> = {};
  for (const model of MODELS) {
    const was = new Set(before[model]);
    const now = new Set(after[model]);
    const gone = [...was].filter((row) => !now.has(row));
    // A refused authorization writes the log of itself (access/refusals.ts): not a change.
    let added = [...now].filter((row) => !was.has(row) && !(model === 'AuditEvent' && row.includes('"action":"access-refused"')));
    if (tolerated.includes(model) && gone.length === 0) {
      added = added.filter((row) => OWNER_COLUMNS.some((column) => (JSON.parse(row) as Record<string, unknown>)[column] === ownerId));
    }
    if (gone.length > 0 || added.length > 0) out[model] = { gone, added };
  }
  return out;
}

// ---- sessions of the roles

/** Each role's main session (again after a case that ends sessions). */
async function signInRoles() {
  for (const role of ['owner', 'sameGroup', 'otherGroup', 'waiting'] as const) {
    const { cookie } = await t.app.deps.sessions.start(f[role].user.id);
    f[role].cookie = cookie.split(';')[0]!;
  }
  f.adminNoCode.cookie = (await freshSession(t, f.adminNoCode.user.id)).cookie;
  written();
}

/** A caller of `role` on its main session. */
function callerAs(role: Role): Caller {
  if (role === 'visitor') return { role, user: null, client: t.client() };
  return { role, user: f[role].user, client: userClient(f[role].cookie) };
}

/** The caller of a cell: on a session of its own when the call ends sessions; the case's owner when another plays it. */
async function callerFor(role: Role, c: AnyCase, target: unknown): Promise<Caller> {
  const playsOwner = role === 'owner' && c.playedBy;
  if (role === 'visitor' || (!c.endsSessions && !playsOwner)) return callerAs(role);
  const user = playsOwner ? c.playedBy!(target) : f[role].user;
  written();
  return { role, user, client: await freshSession(t, user.id) };
}

/** The marks of the owner's rows in `text` that `role` may not read. */
function leaks(role: Role, text: string): string[] {
  const found: string[] = [];
  if (role !== 'owner' && text.includes(PRIVATE)) found.push(PRIVATE);
  if (role !== 'owner' && role !== 'sameGroup' && text.includes(GROUP)) found.push(GROUP);
  return found;
}

/** Whom a push went to, as a reader of the owner's rows: the owner, a member of their group, or an outsider. */
async function readerOf(endpoint: string): Promise<Role> {
  const row = await t.db.pushSubscription.findUnique({ where: { endpoint }, include: { user: true } });
  if (!row) return 'visitor';
  if (row.userId === f.owner.user.id) return 'owner';
  return row.user.groupNumber === f.owner.user.groupNumber && row.user.groupApproved ? 'sameGroup' : 'otherGroup';
}

/**
 * The database as it stood after the last cell, while nothing else has written since: a refused
 * cell's "after" is the next cell's "before". Whatever writes outside a checked call (a session,
 * a row a call is prepared with, a put-back) marks it stale; a stale one could only make a check
 * fail, never pass.
 */
let known: Snapshot | undefined;
const written = () => {
  known = undefined;
};

/** Runs one role's call and says what is wrong with the outcome, if anything. */
async function runCell(op: string, c: AnyCase, role: Role, target: unknown): Promise<string[]> {
  const caller = await callerFor(role, c, target);
  const call = await c.call(caller, target);
  const owner = role === 'owner' && c.playedBy ? caller.user! : c.playedBy ? c.playedBy(target) : f.owner.user;
  const before = known ?? (await snapshot());
  pushes.length = 0;
  const answer = await perform(caller.client, call, c);
  await pushesSettled(t.app.deps);
  const after = await snapshot();
  known = after;
  const expected = c.expect[role];
  const where = `${op}${c.name ? ` (${c.name})` : ''} as ${role}`;
  const problems: string[] = [];
  const wanted: Verdict = expected === 'refused' ? 'refused' : 'answered';
  if (answer.verdict !== wanted) problems.push(`${where}: expected ${expected}, got ${answer.verdict}: ${answer.text.slice(0, 500)}`);
  for (const mark of leaks(role, answer.text)) problems.push(`${where}: the answer holds the owner's ${mark} rows: ${answer.text.slice(0, 500)}`);
  for (const push of pushes) {
    const reader = await readerOf(push.endpoint);
    for (const mark of leaks(reader, push.payload)) problems.push(`${where}: a push with the owner's ${mark} rows went to ${reader} (${push.endpoint})`);
  }
  if (expected === 'refused') {
    const changed = changes(before, after, c.refusalRecords, owner.id);
    if (Object.keys(changed).length > 0) problems.push(`${where}: refused, but the database changed: ${JSON.stringify(changed).slice(0, 1500)}`);
  } else if (expected !== 'shared' && role !== 'owner') {
    const changed = changes(rowsOf(before, owner.id), rowsOf(after, owner.id));
    if (Object.keys(changed).length > 0) problems.push(`${where}: the owner's rows changed: ${JSON.stringify(changed).slice(0, 1500)}`);
  }
  if (c.shows && answer.verdict === 'answered' && (expected === 'shared' || (expected === 'allowed' && role === 'owner'))) {
    const mark = expected === 'shared' || c.shows === 'group' ? GROUP : PRIVATE;
    if (!answer.text.includes(mark)) problems.push(`${where}: the answer should show the owner's ${mark} rows: ${answer.text.slice(0, 500)}`);
  }
  if (c.afterEach) {
    await c.afterEach();
    written();
  }
  return problems;
}

async function runControl(op: string, c: AnyCase, target: unknown): Promise<string[]> {
  const client = userClient(f.admin.cookie);
  const call = await c.call({ role: 'admin', user: f.admin.user, client }, target);
  const answer = await perform(client, call, c);
  written();
  return answer.verdict === 'answered' ? [] : [`${op}${c.name ? ` (${c.name})` : ''} as an admin who gave the code: ${answer.text.slice(0, 500)}`];
}

// ---- setup

async function uploadSong(title: string, client: Client = ownerClient()) {
  written();
  const request = new Request('http://localhost/api/music/upload', { method: 'POST', headers: { cookie: client.cookie }, body: songForm(title) });
  const response = await t.app.fetch(request);
  const body = (await response.json()) as { id: number; filename: string };
  if (response.status !== 201) throw new Error(`upload: ${JSON.stringify(body)}`);
  return body;
}

/** A GPS route of the owner's, two minutes long: its global id. */
async function ownerRoute(name: string) {
  const sessionId = `owner-walk-${Math.random()}`;
  await recordWalk(ownerClient(), sessionId);
  const route = await ownerClient().rest('POST', '/api/gps-routes', { sessionId, name });
  if (route.status !== 201) throw new Error(`route: ${JSON.stringify(route.body)}`);
  return globalId('GpsRoute', route.body.id);
}

async function makeFixture(): Promise<Fixture> {
  const owner = await member({ groupNumber: 4, fullName: `Olive ${GROUP}` });
  const sameGroup = await member({ groupNumber: 4, fullName: 'Sam Same' });
  const otherGroup = await member({ groupNumber: 5, fullName: 'Oscar Other' });
  const waiting = await member({ groupNumber: 4, groupApproved: false, groupRequestedAt: new Date(), fullName: 'Wanda Waiting' });
  const adminMember = await signedInAdmin(t, { groupNumber: 6, fullName: 'Ada Admin' });
  const { secret } = await enableTotp(adminMember.client);
  await changeAccount(t, { id: adminMember.user.id }, { passwordHash: QUICK_HASH });
  const adminClient = await groupAdmin(t);
  const adminUser = await t.db.user.findUniqueOrThrow({ where: { id: rowIdOf((await adminClient.graphql('{ viewer { id } }')).data.viewer.id) } });
  f = {
    owner,
    sameGroup,
    otherGroup,
    waiting,
    adminNoCode: { user: adminMember.user, cookie: '' },
    admin: { user: adminUser, cookie: adminClient.cookie },
    totpSecret: secret,
    ids: {} as Fixture['ids'],
    files: {} as Fixture['files'],
    gpsSession: 'owner-walk',
    invitationCode: '',
    endpoints: {} as Fixture['endpoints'],
  };
  await signInRoles();
  // A vehicle image, so that its route has one to answer.
  const vehicle = await adminClient.graphql('mutation ($input: UpdateAppSettingsInput!) { updateAppSettings(input: $input) { __typename } }', {
    input: { vehicleImage: `data:image/png;base64,${PNG.toString('base64')}` },
  });
  expect(vehicle.data.updateAppSettings.__typename).toBe('AppSettingsUpdated');
  const client = ownerClient();
  const ids = f.ids;
  ids.note = await ownerMakes('createNote', { title: `Note ${PRIVATE}`, content: 'x', clientId: OWNER_CLIENT_ID }, 'note');
  ids.hlc = await ownerMakes('createContact', { kind: 'HLC', ...contact(`Dr ${PRIVATE}`) }, 'contact');
  ids.pvg = await ownerMakes('createContact', { kind: 'PVG', ...contact(`Visitor ${PRIVATE}`) }, 'contact');
  ids.event = await ownerMakes('createCalendarEvent', meeting(`Event ${PRIVATE}`), 'calendarEvent');
  ids.conventionNote = await ownerMakes('createConventionNote', { ...talk(`Talk ${PRIVATE}`), clientId: OWNER_CLIENT_ID }, 'conventionNote');
  ids.scripture = await ownerMakes('createScripture', { reference: `Psalm ${PRIVATE}`, text: 'x' }, 'scripture');
  ids.video = await ownerMakes('createVideo', { title: `Video ${PRIVATE}`, url: 'https://example.org/private' }, 'video');
  ids.sharedVideo = await ownerMakes('createVideo', { title: `Video ${GROUP}`, url: 'https://example.org/shared' }, 'video');
  ids.sharedFile = (await made(client, 'shareVideo', { videoId: ids.sharedVideo, targetUserId: globalId('User', sameGroup.user.id) })).sharedFile.id;
  const song = await uploadSong(`Song ${PRIVATE}`);
  ids.song = globalId('MusicFile', song.id);
  const sharedSong = await uploadSong(`Song ${GROUP}`);
  ids.sharedSong = globalId('MusicFile', sharedSong.id);
  ids.songShare = (await made(client, 'shareMusicFile', { musicFileId: ids.sharedSong, targetUserId: globalId('User', sameGroup.user.id) })).sharedFile.id;
  f.files.song = song.filename;
  await recordWalk(client, f.gpsSession);
  const route = await client.rest('POST', '/api/gps-routes', { sessionId: f.gpsSession, name: `Walk ${PRIVATE}` });
  ids.route = globalId('GpsRoute', route.body.id);
  ids.entry = await ownerMakes('createServiceEntry', { date: TODAY, hours: 1, note: `Entry ${PRIVATE}` }, 'serviceEntry');
  const territory = await client.rest('POST', '/api/territories', { territoryNumber: 'T-1', name: `Territory ${PRIVATE}` });
  ids.territory = globalId('Territory', territory.body.id);
  const form = new FormData();
  form.append('data', JSON.stringify({ territoryNumber: 'T-1', name: `Territory ${PRIVATE}` }));
  form.append('image', new File([new Uint8Array(PNG)], 'map.png', { type: 'image/png' }));
  const withImage = await t.app.fetch(
    new Request(`http://localhost/api/territories/${territory.body.id}`, { method: 'PUT', headers: { cookie: client.cookie }, body: form }),
  );
  f.files.territoryImage = ((await withImage.json()) as { imageFilename: string }).imageFilename;
  ids.house = await ownerMakes('addTerritoryHouse', { territoryId: ids.territory, address: `1 Elm ${PRIVATE}` }, 'house');
  ids.transcript = await ownerMakes('createTranscript', { text: `Words ${PRIVATE}`, language: 'EN_US', clientId: OWNER_CLIENT_ID }, 'transcript');
  const privateExperience = await restCreate(t, client, { title: `Call ${PRIVATE}`, content: 'x' }, { bytes: PNG, name: 'a.png', type: 'image/png' });
  ids.experience = globalId('MinistryExperience', privateExperience.body.id);
  f.files.privateImage = privateExperience.body.imageFilename;
  const sharedExperience = await restCreate(t, client, { title: `Call ${GROUP}`, content: 'x' }, { bytes: PNG, name: 'b.png', type: 'image/png' });
  ids.sharedExperience = globalId('MinistryExperience', sharedExperience.body.id);
  f.files.sharedImage = sharedExperience.body.imageFilename;
  await made(client, 'shareExperience', { id: ids.sharedExperience });
  ids.shepherding = await ownerMakes('createShepherdingRequest', { requestType: 'Visit', description: `Please visit ${PRIVATE}` }, 'request');
  ids.problemReport = await ownerMakes('sendProblemReport', { name: 'Olive', description: `Broken ${PRIVATE}` }, 'report');
  ids.suggestion = await ownerMakes('sendSuggestion', { name: 'Olive', suggestion: `Idea ${PRIVATE}` }, 'suggestion');
  ids.customAppRequest = await ownerMakes('sendCustomAppRequest', { name: 'Olive', email: 'olive@example.org', description: `App ${PRIVATE}` }, 'request');
  ids.statusAlert = await ownerMakes('sendStatusAlert', { status: 'ORANGE', message: `Status ${GROUP}` }, 'alert');
  ids.rollCall = await ownerMakes('startRollCall', { kind: 'ROLLCALL', message: `Roll-call ${GROUP}` }, 'rollCall');
  ids.response = await ownerMakes('respondToAlert', { alertId: ids.statusAlert, status: 'MESSAGE', message: `Answer ${GROUP}` }, 'response');
  const checkIn = await client.rest('POST', '/api/check-ins', { minutes: 30, note: `Check-in ${GROUP}` });
  await client.rest('POST', `/api/check-ins/${checkIn.body.id}/end`, { outcome: `Back ${GROUP}` });
  ids.checkIn = globalId('CheckIn', checkIn.body.id);
  const invitation = await made(userClient(f.admin.cookie), 'createGroupInvitation', { groupNumber: groupArg(4) });
  ids.invitation = invitation.invitation.id;
  f.invitationCode = (await made(userClient(f.admin.cookie), 'createGroupInvitation', { groupNumber: groupArg(4) })).code;
  for (const role of ['owner', 'sameGroup', 'otherGroup', 'waiting', 'adminNoCode'] as const) {
    f.endpoints[role] = uniqueEndpoint();
    await made(userClient(f[role].cookie), 'savePushSubscription', { endpoint: f.endpoints[role], ...pushKeys });
  }
  return f;
}

beforeAll(async () => {
  // Every call of this file comes from one address: the footer forms and codes are not throttled here.
  vi.stubEnv('FEEDBACK_LIMIT_PER_ADDRESS', '100000');
  t = await createTestApp({
    invitationLimits: { perAddress: 100_000, windowSeconds: 900 },
    loginLimits: { perAccount: 100_000, perAddress: 100_000, windowSeconds: 900 },
  });
  usePushSender(t.app.deps, async (target, payload) => {
    pushes.push({ endpoint: target.endpoint, payload });
  });
  f = await makeFixture();
}, 60_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await t?.close();
});

// ---- the tests

test('every root field and REST route has an entry, or is an admin operation of admin.access.test.ts', () => {
  const operations = [...rootFieldNames(), ...registeredRoutes(t).map((r) => `${r.method} ${r.path}`)];
  const admin = [...adminFieldsOfSchema().filter((name) => /^(Query|Mutation|Subscription)\./.test(name)), ...adminRoutesOfApp(t)];
  const here = [...Object.keys(MATRIX), ...Object.keys(SUBSCRIPTIONS)];
  expect(admin.filter((name) => !operations.includes(name))).toEqual([]);
  expect(here.filter((name) => admin.includes(name))).toEqual([]);
  expect(here.sort()).toEqual(operations.filter((name) => !admin.includes(name)).sort());
  // The walk reads the app: every area is in it.
  for (const known of ['Mutation.updateNote', 'Query.node', 'DELETE /api/hlc-contacts/:id', 'GET /api/music/:id/stream', 'Subscription.groupStatusChanged']) {
    expect(here).toContain(known);
  }
});

describe.each(Object.entries(MATRIX))('%s', (op, list) => {
  test.each(list.map((c, i) => [c.name ?? `#${i + 1}`, c] as const))('%s', async (_name, c) => {
    const target = await c.target?.();
    written();
    const problems: string[] = [];
    for (const role of ROLES) problems.push(...(await runCell(op, c, role, target)));
    if (c.control) problems.push(...(await runControl(op, c, target)));
    if (c.endsSessions) await signInRoles();
    expect(problems).toEqual([]);
  });
});

describe.each(Object.entries(SUBSCRIPTIONS))('%s', (op, sub) => {
  test.each(ROLES)('as %s', async (role) => {
    written();
    const caller = callerAs(role);
    const contextValue = await createContext(t.app.deps, { cookieHeader: caller.client.cookie || undefined, clientAddress: 'test' });
    const before = await snapshot();
    const result = await subscribe({ schema, document: parse(sub.document), contextValue });
    const expected = sub.expect[role];
    if (!(Symbol.asyncIterator in result)) {
      const codes = (result.errors ?? []).map((e) => e.extensions?.code);
      const refused = codes.length > 0 && codes.every((code) => REFUSAL_CODES.includes(String(code)));
      expect({ op, role, refused }).toEqual({ op, role, refused: expected === 'refused' });
      expect(changes(before, await snapshot())).toEqual({});
      return;
    }
    expect({ op, role, subscribed: true }).toEqual({ op, role, subscribed: expected !== 'refused' });
    const events = result[Symbol.asyncIterator]();
    if (sub.silentFor?.includes(role)) {
      const next = events.next();
      await sub.event();
      // A read behind any the stream's own filter began for the event.
      await t.db.user.count();
      await events.return?.();
      expect({ op, role, heard: await next }).toEqual({ op, role, heard: { done: true, value: undefined } });
      return;
    }
    try {
      // The subscription is live once the caller hears something of their own.
      let next = events.next();
      const warm = await sub.sentinel(caller);
      expect(JSON.stringify((await next).value)).toContain(warm);
      next = events.next();
      const event = await sub.event();
      // Whoever may not hear the event does something of their own after it: that comes first.
      // (Whoever may hear it waits for it alone: some events are resolved from the rows as they
      // are when read, which a later change would overwrite.)
      const after = expected === 'ownOnly' ? await sub.sentinel(caller) : SENTINEL;
      const first = JSON.stringify((await next).value);
      const heard = first.includes(event) ? 'the event' : first.includes(after) ? 'only its own' : first;
      expect({ op, role, heard }).toEqual({ op, role, heard: expected === 'ownOnly' ? 'only its own' : 'the event' });
      expect({ op, role, leaked: leaks(role, first) }).toEqual({ op, role, leaked: [] });
    } finally {
      await events.return?.();
    }
  });
});
