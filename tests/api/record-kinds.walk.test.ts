// Every kind of record in the sync contract (shared/src/records.ts), walked the way a member's
// phone writes it with no signal (docs/product/offline.md): written, and changed, while the link is
// down; shown as written on a fresh store (a reload); still queued in a copy of the outbox (a
// restart); delivered once the link is back, through the device's own delivery engine and against
// the real server, with the answer of the first delivery lost, so it is sent twice; then changed
// and deleted offline once the server has it. SAMPLES is typed by the contract: a new kind does
// not compile until it has its walk here.
import { RECORD_TYPES, type RecordType } from '@ministry/shared/records.ts';
import { commitLocalUpdate, Environment, Network, RecordSource, Store } from 'relay-runtime';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storedValueOf } from '../../api/src/lib/enums.ts';
import { KINDS } from '../../api/src/modules/sync/kinds.ts';
import { enqueue, flush, localIdOf, MemoryOutbox, type QueuedChange, type Transport, type WireChange, type WireOutcome } from '../../web/src/offline/engine.ts';
import { applyChange, isInputOnly } from '../../web/src/offline/records.ts';
import { createTestApp, signedInMember, type Client, type TestApp } from './harness.ts';

const APPLY = /* GraphQL */ `
  mutation ($input: ApplyChangesInput!) {
    applyChanges(input: $input) {
      __typename
      ... on ChangesApplied { outcomes { clientId status message recordId } }
      ... on Error { message }
    }
  }
`;

interface Member {
  client: Client;
  userId: number;
  owner: string;
}

interface Sample {
  /** What the write names and must exist first (a house's territory), made straight on the server. */
  parent?: (member: Member) => Promise<Record<string, unknown>>;
  create: Record<string, unknown>;
  /** A change of some fields; absent for a record that is only ever added. */
  edit?: Record<string, unknown>;
  /** Whether the member may delete it once the server has it. */
  deletable: boolean;
  /** Where the server keeps it (a Prisma model), to read it back as stored. */
  table: string;
}

const TODAY = '2026-12-05';
const STARTED = Date.now() - 60_000;

const SAMPLES: Record<RecordType, Sample> = {
  note: { create: { title: 'Porch call', content: 'Left the brochure', category: 'GENERAL' }, edit: { content: 'Return Thursday' }, deletable: true, table: 'note' },
  conventionNote: {
    create: { title: 'Keep on the watch', speaker: 'Brother Lee', content: 'Three points', date: TODAY, session: 'Saturday morning' },
    edit: { content: 'Four points' },
    deletable: true,
    table: 'conventionNote',
  },
  calendarEvent: {
    create: { title: 'Group witnessing', date: TODAY, time: '09:30', type: 'FIELD_SERVICE', priority: 'HIGH', attendees: 6, alarmEnabled: false },
    edit: { title: 'Cart witnessing' },
    deletable: true,
    table: 'calendarEvent',
  },
  scripture: { create: { reference: 'John 17:3', text: 'This means everlasting life', notes: null, favorite: false }, edit: { notes: 'For a return visit' }, deletable: true, table: 'scripture' },
  hlcContact: { create: { name: 'Anna Berg', phoneNumber: '555-0100', email: 'anna@example.org', position: 'MEMBER' }, edit: { phoneNumber: '555-0199' }, deletable: true, table: 'hlcContact' },
  pvgContact: { create: { name: 'Jonas Ek', phoneNumber: '555-0101', email: 'jonas@example.org', position: 'MEMBER' }, edit: { notes: 'Tuesdays' }, deletable: true, table: 'pvgContact' },
  video: { create: { title: 'Why Study the Bible?', url: 'https://example.org/why', duration: '4:30' }, deletable: true, table: 'video' },
  statusAlert: { create: { status: 'GREEN', message: 'Safe at home' }, deletable: false, table: 'emergencyAlert' },
  alertResponse: {
    // An answer to another member's alert in the group.
    parent: async () => {
      const other = await member({ groupNumber: 4 });
      const [sent] = await deliver(other.client, [{ type: 'statusAlert', fields: { status: 'RED', message: 'Flooded road' } }]);
      return { alertId: sent!.recordId };
    },
    create: { status: 'ON_MY_WAY', message: 'Ten minutes away' },
    deletable: false,
    table: 'alertResponse',
  },
  territory: { create: { territoryNumber: '7', name: 'Riverside', status: 'ACTIVE', type: 'RESIDENTIAL', today: TODAY }, edit: { notes: 'Gate code 12' }, deletable: true, table: 'territory' },
  territoryHouse: {
    parent: async ({ client }) => {
      const [made] = await deliver(client, [{ type: 'territory', fields: { territoryNumber: '8', name: 'Hillside' } }]);
      return { territoryId: made!.recordId, today: TODAY };
    },
    create: { address: '12 Elm Street', status: 'NOT_VISITED' },
    edit: { notes: 'Dog in the yard' },
    deletable: true,
    table: 'territoryHouse',
  },
  gpsPoint: {
    create: { sessionId: 'walk-1', latitude: 34.2, longitude: -77.9, accuracy: 5, altitude: null, speed: null, heading: null, timestamp: STARTED },
    deletable: false,
    table: 'gpsTracking',
  },
  gpsRoute: {
    parent: async ({ client }) => {
      const point = (i: number) => ({ type: 'gpsPoint' as const, fields: { sessionId: 'walk-2', latitude: 34.2 + i * 0.001, longitude: -77.9, accuracy: 5, timestamp: STARTED + i * 10_000 } });
      await deliver(client, [point(0), point(1)]);
      return {};
    },
    create: { sessionId: 'walk-2', name: 'Morning walk' },
    deletable: true,
    table: 'gpsRoute',
  },
  serviceEntry: { create: { date: TODAY, minutes: 90, kind: 'HOUSE_TO_HOUSE', credit: false, note: 'Morning' }, edit: { minutes: 120 }, deletable: true, table: 'serviceEntry' },
  returnVisit: { create: { name: 'Ana Ruiz', address: '12 Oak Street', phoneNumber: '555-0102', nextVisitDate: '2026-12-10' }, edit: { address: '14 Oak Street' }, deletable: true, table: 'returnVisit' },
  returnVisitCall: {
    parent: async ({ client }) => {
      const [visit] = await deliver(client, [{ type: 'returnVisit', fields: { name: 'Ben Cho', address: '3 Pine Road' } }]);
      return { returnVisitId: visit!.recordId };
    },
    create: { date: TODAY, notes: 'Read Psalm 37:29', publication: 'Enjoy Life Forever!' },
    edit: { notes: 'Read Psalm 37:29 and 37:11' },
    deletable: true,
    table: 'returnVisitCall',
  },
  checkIn: { create: { minutes: 30, note: 'No signal on the farm road' }, deletable: false, table: 'checkIn' },
  shepherdingRequest: {
    create: { requestType: 'Spiritual encouragement', priority: 'normal', description: 'My mother is in hospital', notes: null, preferredElders: '' },
    deletable: false,
    table: 'shepherdingCallRequest',
  },
  experience: { create: { title: 'At the bus stop', content: 'He took a Bible study' }, edit: { content: 'He took a Bible study and came to the Memorial' }, deletable: true, table: 'ministryExperience' },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(overrides: Record<string, unknown> = {}): Promise<Member> {
  const { client, user } = await signedInMember(t, overrides);
  return { client, userId: user.id, owner: Buffer.from(`User:${user.id}`).toString('base64') };
}

/** Writes straight to the server (a record the walk's write names), answering the outcomes. */
async function deliver(client: Client, writes: { type: RecordType; fields: Record<string, unknown> }[]): Promise<WireOutcome[]> {
  const changes = writes.map((w, i) => ({ clientId: `setup-${Date.now().toString(36)}-${i}-${Math.random().toString(36).slice(2)}`, type: w.type, action: 'create', fields: JSON.stringify(w.fields) }));
  const answer = await client.graphql(APPLY, { input: { changes } });
  const outcomes = answer.data.applyChanges.outcomes as WireOutcome[];
  expect(outcomes.map((o) => o.status)).toEqual(writes.map(() => 'applied'));
  return outcomes;
}

/** The device's link to the server: `up` false is no signal; `loseNextAnswer` drops one answer after the server has it. */
function link(client: Client) {
  const state = { up: false, loseNextAnswer: false, sent: [] as WireChange[] };
  const transport: Transport = {
    send: async (wire) => {
      if (!state.up) throw new TypeError('Failed to fetch');
      state.sent.push(...wire);
      const answer = await client.graphql(APPLY, { input: { changes: wire.map(({ file: _file, ...change }) => ({ ...change, file: null })) } });
      if (state.loseNextAnswer) {
        state.loseNextAnswer = false;
        throw new TypeError('The connection dropped before the answer');
      }
      return answer.data.applyChanges.outcomes as WireOutcome[];
    },
  };
  return { state, transport };
}

const LIST = 'client:walk:list';

/** A fresh store, as after a reload: the list the screen reads, holding `shown` (records the server gave). */
function freshStore(shown: { id: string; typename: string; fields: Record<string, unknown> }[] = []) {
  const source = new RecordSource();
  const environment = new Environment({ network: Network.create(() => Promise.reject(new Error('offline'))), store: new Store(source) });
  commitLocalUpdate(environment, (store) => {
    const list = store.create(LIST, 'WalkConnection');
    list.setValue(shown.length, 'totalCount');
    list.setLinkedRecords(
      shown.map(({ id, typename, fields }, i) => {
        const node = store.create(id, typename);
        node.setValue(id, 'id');
        for (const [field, value] of Object.entries(fields)) node.setValue(value as string, field);
        const edge = store.create(`${LIST}:edge:${i}`, 'WalkEdge');
        edge.setLinkedRecord(node, 'node');
        return edge;
      }),
      'edges',
    );
  });
  return environment;
}

/** Lays the queued writes over the store, as the app does on its first paint. */
function showQueued(environment: Environment, queued: readonly QueuedChange[]) {
  commitLocalUpdate(environment, (store) => {
    for (const change of queued) applyChange(store, change, new Map());
  });
}

const recordIn = (environment: Environment, id: string) => environment.getStore().getSource().get(id) as Record<string, unknown> | null | undefined;
const listed = (environment: Environment) =>
  ((recordIn(environment, LIST)?.edges as { __refs: string[] } | undefined)?.__refs ?? []).map(
    (edge) => (recordIn(environment, edge)?.node as { __ref: string } | undefined)?.__ref,
  );

/** The fields of a write a screen shows (not what only the server reads). */
const shownOf = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([field]) => !isInputOnly(field)));

/** The stored row, read back from the server's database. */
async function storedRow(sample: Sample, rowId: number): Promise<Record<string, unknown> | null> {
  const table = (t.db as unknown as Record<string, { findUnique(args: { where: { id: number } }): Promise<Record<string, unknown> | null> }>)[sample.table]!;
  return table.findUnique({ where: { id: rowId } });
}

/**
 * Whether the row holds what was written, compared as the server compares a write with a record
 * (service.ts): closed lists as their stored strings, a blank as null, times as written; a field
 * the row keeps in another form (a check-in's minutes become its due time) is not compared.
 */
function expectStoredAsWritten(type: RecordType, row: Record<string, unknown> | null, fields: Record<string, unknown>) {
  expect(row).not.toBeNull();
  const kind = KINDS[type];
  const blank = (value: unknown) => (value === '' || value === undefined ? null : value);
  const compared = Object.entries(fields).filter(([field]) => kind.fields.includes(field) && field in row!);
  expect(compared.length).toBeGreaterThan(0);
  const written = Object.fromEntries(compared.map(([field, value]) => [field, blank(kind.closedLists[field] ? storedValueOf(kind.closedLists[field]!, value) : value)]));
  const stored = Object.fromEntries(
    compared.map(([field, value]) => {
      const kept = row![field];
      return [field, blank(kept instanceof Date ? (typeof value === 'number' ? kept.getTime() : kept.toISOString()) : kept)];
    }),
  );
  expect(stored).toEqual(written);
}
const rowIdOf = (globalId: string) => Number(Buffer.from(globalId, 'base64').toString().split(':').at(-1));
const count = async (sample: Sample, userId: number) =>
  (t.db as unknown as Record<string, { count(args: { where: Record<string, unknown> }): Promise<number> }>)[sample.table]!.count({
    where: sample.table === 'territoryHouse' ? { territory: { userId } } : sample.table === 'returnVisitCall' ? { returnVisit: { userId } } : sample.table === 'emergencyAlert' ? { senderId: userId } : sample.table === 'alertResponse' ? { responderId: userId } : { userId },
  });

describe('every kind of record through the outbox', () => {
  test('the walk covers every kind of the contract', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...RECORD_TYPES].sort());
  });

  test.each([...RECORD_TYPES])('%s: written and changed offline, shown after a reload, kept over a restart, delivered once as written; then changed and deleted', async (type) => {
    const sample = SAMPLES[type];
    const me = await member({ groupNumber: 4 });
    const context = { ...(await sample.parent?.(me)) };
    const { state, transport } = link(me.client);
    let outbox = new MemoryOutbox();
    const written = { ...sample.create, ...context };

    // No signal: the write, and a change of it, are kept on the device (the delivery fails).
    const { recordId: localId } = await enqueue(outbox, { owner: me.owner, type, action: 'create', fields: written, connections: [LIST] });
    expect(localId).toBe(localIdOf((await outbox.list(me.owner))[0]!.clientId));
    expect((await flush(outbox, transport, me.owner)).failed).toBe(true);
    if (sample.edit) {
      await enqueue(outbox, { owner: me.owner, type, action: 'update', target: localId, fields: sample.edit, base: Object.fromEntries(Object.keys(sample.edit).map((f) => [f, written[f] ?? null])) });
    }
    const final = { ...written, ...sample.edit };

    // A reload with no signal: the first store already shows the record as written.
    const reloaded = freshStore();
    showQueued(reloaded, await outbox.list(me.owner));
    if (type !== 'gpsPoint' && type !== 'checkIn') {
      expect(recordIn(reloaded, localId)).toMatchObject(shownOf(final));
      if (type !== 'alertResponse') expect(listed(reloaded)).toEqual([localId]);
    }

    // A restart with no signal: the outbox as kept on the device still holds every write.
    const kept = structuredClone(await outbox.list(me.owner));
    outbox = new MemoryOutbox();
    for (const change of kept) await outbox.put(change);
    expect((await outbox.list(me.owner)).map((c) => c.action)).toEqual(sample.edit ? ['create', 'update'] : ['create']);

    // The signal returns, and the first answer is lost on the way: the writes go twice.
    state.up = true;
    state.loseNextAnswer = true;
    expect((await flush(outbox, transport, me.owner)).failed).toBe(true);
    let recordId = '';
    const result = await flush(outbox, transport, me.owner, {
      applied: (change, outcome) => {
        if (change.action === 'create') recordId = outcome.recordId ?? '';
      },
    });
    expect(result).toMatchObject({ failed: false, refused: 0, remaining: 0 });
    expect(await outbox.list(me.owner)).toEqual([]);
    expect(state.sent.length).toBe(2 * kept.length);
    expect(await count(sample, me.userId)).toBe(1);
    expectStoredAsWritten(type, await storedRow(sample, rowIdOf(recordId)), final);

    if (sample.edit) {
      // Changed offline once the server has it: shown at once, delivered with what was seen before.
      state.up = false;
      const change = Object.fromEntries(Object.entries(sample.edit).map(([field, value]) => [field, typeof value === 'number' ? value + 1 : `${String(value)} (again)`]));
      await enqueue(outbox, { owner: me.owner, type, action: 'update', target: recordId, fields: change, base: Object.fromEntries(Object.keys(change).map((f) => [f, final[f] ?? null])) });
      const shown = freshStore([{ id: recordId, typename: typenameOf(recordId), fields: shownOf(final) }]);
      showQueued(shown, await outbox.list(me.owner));
      expect(recordIn(shown, recordId)).toMatchObject(shownOf(change));
      state.up = true;
      expect(await flush(outbox, transport, me.owner)).toMatchObject({ failed: false, refused: 0 });
      expectStoredAsWritten(type, await storedRow(sample, rowIdOf(recordId)), { ...final, ...change });
    }

    if (sample.deletable) {
      // Deleted offline: gone from the list at once, and from the server once delivered.
      state.up = false;
      await enqueue(outbox, { owner: me.owner, type, action: 'delete', target: recordId, connections: [LIST] });
      const shown = freshStore([{ id: recordId, typename: typenameOf(recordId), fields: shownOf(final) }]);
      showQueued(shown, await outbox.list(me.owner));
      expect(listed(shown)).toEqual([]);
      state.up = true;
      expect(await flush(outbox, transport, me.owner)).toMatchObject({ failed: false, refused: 0 });
      expect(await count(sample, me.userId)).toBe(0);
    }
  });
});

const typenameOf = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[0]!;

describe('a long queue', () => {
  test('120 writes queued offline, with create, edit and delete chains split across three batches, arrive once each, in order, with one answer lost', async () => {
    const me = await member();
    const { state, transport } = link(me.client);
    const outbox = new MemoryOutbox();
    const write = (action: 'create' | 'update' | 'delete', target: string | null, fields: Record<string, unknown> = {}, base: Record<string, unknown> = {}) =>
      enqueue(outbox, { owner: me.owner, type: 'note', action, target, fields, base });
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 1) ids.push((await write('create', null, { title: `Door ${i}`, content: 'Not at home', category: 'GENERAL' })).recordId);
    // Each try with no signal sends the first 50 writes, which may then have reached the server:
    // they are never merged with what follows, so the edits and deletes queue behind them.
    expect((await flush(outbox, transport, me.owner)).failed).toBe(true);
    for (const [i, id] of ids.entries()) await write('update', id, { content: `Call back ${i}` }, { content: 'Not at home' });
    expect((await flush(outbox, transport, me.owner)).failed).toBe(true);
    for (const id of ids.slice(0, 20)) await write('delete', id);
    for (let i = 0; i < 40; i += 1) await write('create', null, { title: `New ${i}`, content: 'Fresh', category: 'GENERAL' });
    const queued = await outbox.list(me.owner);
    expect(queued).toHaveLength(120);
    expect(queued.map((c) => c.action).join()).toBe(
      [...Array(30).fill('create'), ...Array(30).fill('update'), ...Array(20).fill('delete'), ...Array(40).fill('create')].join(),
    );

    state.up = true;
    state.loseNextAnswer = true;
    await flush(outbox, transport, me.owner);
    const result = await flush(outbox, transport, me.owner);
    expect(result).toMatchObject({ failed: false, refused: 0, remaining: 0 });
    expect(await outbox.list(me.owner)).toEqual([]);
    // Three batches (50, 50, 20), the first sent twice.
    expect(state.sent).toHaveLength(170);
    const rows = await t.db.note.findMany({ where: { userId: me.userId }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.title, r.content])).toEqual([
      ...Array.from({ length: 10 }, (_, i) => [`Door ${i + 20}`, `Call back ${i + 20}`]),
      ...Array.from({ length: 40 }, (_, i) => [`New ${i}`, 'Fresh']),
    ]);
  });
});
