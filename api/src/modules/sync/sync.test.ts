// applyChanges against a real database (SQLite, and PostgreSQL when DATABASE_URL names one):
// exactly once per client id for creates, updates and deletes; refusals stored and answered with
// the server's message; the field-by-field merge and its conflict copy; owner-only.
import type { GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { applyWith, cid, json } from './apply-changes.fixture.ts';
import { MESSAGES as CALENDAR_MESSAGES } from '../calendar/index.ts';
import { MESSAGES as NOTE_MESSAGES } from '../notes/index.ts';
import { CONFLICT_PREFIX, MAX_CHANGES, SYNC_MESSAGES } from './service.ts';
import { NUL_MESSAGE } from '../../lib/text.ts';
import { schema } from '../../schema.ts';

const APPLY = /* GraphQL */ `
  mutation ($input: ApplyChangesInput!) {
    applyChanges(input: $input) {
      __typename
      ... on ChangesApplied {
        outcomes {
          clientId
          status
          message
          code
          recordId
          conflictCopyId
          note { id title content category }
          calendarEvent { id type priority }
          conventionNote { id title speaker date }
        }
      }
      ... on Error { message }
    }
  }
`;

type Outcome = {
  clientId: string;
  status: string;
  message: string | null;
  code: string | null;
  recordId: string | null;
  conflictCopyId: string | null;
  note: { id: string; title: string; content: string; category: string } | null;
  calendarEvent: { id: string; type: string; priority: string } | null;
  conventionNote: { id: string; title: string; speaker: string; date: string } | null;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apply = (client: Client, changes: Record<string, unknown>[]) => applyWith<Outcome>(client, APPLY, changes);

const createNote = (clientId: string, fields: Record<string, unknown>) => ({
  clientId,
  type: 'note',
  action: 'create',
  fields: json(fields),
});

describe('exactly once per client id', () => {
  test('a create delivered three times makes one note and answers the same outcome', async () => {
    const { client, user } = await signedInMember(t);
    const change = createNote(cid(), { title: 'Porch call', content: 'Left a tract' });
    const [first] = await apply(client, [change]);
    const [second, third] = await apply(client, [change, change]);
    expect(first!.status).toBe('applied');
    expect(second!.recordId).toBe(first!.recordId);
    expect(third!.recordId).toBe(first!.recordId);
    expect(await t.db.note.count({ where: { userId: user.id } })).toBe(1);
  });

  test('an update delivered again after a later update does not undo it', async () => {
    const { client, user } = await signedInMember(t);
    const create = createNote(cid(), { title: 'A', content: 'one' });
    const [made] = await apply(client, [create]);
    const first = { clientId: cid(), type: 'note', action: 'update', id: made!.recordId, fields: json({ title: 'B' }), base: json({ title: 'A' }) };
    const second = { clientId: cid(), type: 'note', action: 'update', id: made!.recordId, fields: json({ title: 'C' }), base: json({ title: 'B' }) };
    await apply(client, [first, second]);
    const [repeat] = await apply(client, [first]);
    expect(repeat!.status).toBe('applied');
    expect(repeat!.note!.title).toBe('C');
    const rows = await t.db.note.findMany({ where: { userId: user.id } });
    expect(rows.map((r) => r.title)).toEqual(['C']);
  });

  test('a delete delivered twice answers applied both times; a create after it is not undone', async () => {
    const { client, user } = await signedInMember(t);
    const [made] = await apply(client, [createNote(cid(), { title: 'Gone', content: 'soon' })]);
    const del = { clientId: cid(), type: 'conventionNote', action: 'delete', id: made!.recordId };
    // The wrong type for the id is refused as a whole request.
    const wrong = await client.graphql(APPLY, { input: { changes: [del] } });
    expect(wrong.data?.applyChanges?.message ?? wrong.errors?.[0]?.message).toMatch(/type/);
    const noteDelete = { ...del, type: 'note' };
    const [a] = await apply(client, [noteDelete]);
    const [b] = await apply(client, [noteDelete]);
    expect([a!.status, b!.status]).toEqual(['applied', 'applied']);
    expect(await t.db.note.count({ where: { userId: user.id } })).toBe(0);
  });

  test('changes to a record made on the device name its create; all in one batch, in order', async () => {
    const { client, user } = await signedInMember(t);
    const create = cid();
    const outcomes = await apply(client, [
      { clientId: create, type: 'conventionNote', action: 'create', fields: json({ title: 'Talk', speaker: 'Br. A', content: 'x', date: '2026-07-10', session: 'Friday Morning' }) },
      { clientId: cid(), type: 'conventionNote', action: 'update', createdBy: create, fields: json({ speaker: 'Br. B' }), base: json({ speaker: 'Br. A' }) },
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['applied', 'applied']);
    expect(outcomes[1]!.conventionNote).toMatchObject({ speaker: 'Br. B', date: '2026-07-10' });
    expect(await t.db.conventionNote.count({ where: { userId: user.id } })).toBe(1);
  });

  test('two deliveries of the same batch at once still write once', async () => {
    const { client, user } = await signedInMember(t);
    const changes = Array.from({ length: 5 }, () => createNote(cid(), { title: 'Twin tab', content: 'same queue' }));
    const [a, b] = await Promise.all([apply(client, changes), apply(client, changes)]);
    expect(a.map((o) => o.recordId)).toEqual(b.map((o) => o.recordId));
    expect(await t.db.note.count({ where: { userId: user.id } })).toBe(5);
  });
});

describe('refusals', () => {
  test('a write the rules refuse is answered refused with the server’s message, stored, and changes nothing', async () => {
    const { client, user } = await signedInMember(t);
    const tooLong = createNote(cid(), { title: 'Long', content: 'x'.repeat(20_001) });
    const [refused] = await apply(client, [tooLong]);
    expect(refused).toMatchObject({ status: 'refused', code: 'VALIDATION', message: 'Content must be at most 20000 characters' });
    // Answered the same way again, without trying again.
    const [again] = await apply(client, [tooLong]);
    expect(again).toMatchObject({ status: 'refused', message: refused!.message });
    expect(await t.db.note.count({ where: { userId: user.id } })).toBe(0);
  });

  test('a change whose JSON holds a NUL (written \\u0000) is refused alone; the rest of the batch is applied', async () => {
    const { client, user } = await signedInMember(t);
    const outcomes = await apply(client, [
      createNote(cid(), { title: 'a\u0000b', content: 'pasted' }),
      createNote(cid(), { title: 'Fine', content: 'kept' }),
      { clientId: cid(), type: 'note', action: 'update', id: 'Tm90ZTox', fields: json({ content: 'new' }), base: json({ content: 'x\u0000' }) },
    ]);
    expect(outcomes.map((o) => [o.status, o.message])).toEqual([
      ['refused', NUL_MESSAGE],
      ['applied', null],
      ['refused', NUL_MESSAGE],
    ]);
    expect((await t.db.note.findMany({ where: { userId: user.id } })).map((n) => n.title)).toEqual(['Fine']);
  });

  test('an update of a record whose create was refused is refused too', async () => {
    const { client } = await signedInMember(t);
    const create = cid();
    const outcomes = await apply(client, [
      createNote(create, { title: '', content: 'no title' }),
      { clientId: cid(), type: 'note', action: 'update', createdBy: create, fields: json({ content: 'still none' }) },
    ]);
    expect(outcomes.map((o) => [o.status, o.message])).toEqual([
      ['refused', 'Title is required'],
      ['refused', 'The record this change belongs to was not saved'],
    ]);
  });

  test('more than the batch limit is refused as a whole, and a visitor must sign in', async () => {
    const { client } = await signedInMember(t);
    const many = Array.from({ length: MAX_CHANGES + 1 }, () => createNote(cid(), { title: 't', content: 'c' }));
    const answer = await client.graphql(APPLY, { input: { changes: many } });
    expect(answer.data.applyChanges.message).toBe(`At most ${MAX_CHANGES} changes per request`);
    const visitor = await t.client().graphql(APPLY, { input: { changes: [createNote(cid(), { title: 't', content: 'c' })] } });
    // A visitor is told to sign in (the API helper is moving these to one UNAUTHENTICATED rule).
    const code = visitor.data?.applyChanges?.__typename ?? visitor.errors?.[0]?.extensions?.code;
    expect(['AuthenticationError', 'UNAUTHENTICATED']).toContain(code);
  });

  test('a kind, action or status is one of the contract’s enums: an unknown kind is refused whole, and nothing is written', async () => {
    const { client } = await signedInMember(t);
    const answer = await client.graphql(APPLY, {
      input: { changes: [createNote(cid(), { title: 'kept out', content: 'c' }), { ...createNote(cid(), { title: 'x', content: 'c' }), type: 'sermon' }] },
    });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(/RecordType/);
    const wrongAction = await client.graphql(APPLY, { input: { changes: [{ ...createNote(cid(), { title: 'x', content: 'c' }), action: 'rename' }] } });
    expect(wrongAction.status).toBe(400);
    expect(wrongAction.errors?.[0]?.message).toMatch(/ChangeAction/);
    const notes = await client.graphql('{ viewer { notes(first: 50) { edges { node { title } } } } }');
    expect(notes.data.viewer.notes.edges.map((e: { node: { title: string } }) => e.node.title)).not.toContain('kept out');
    const applied = await apply(client, [createNote(cid(), { title: 'typed', content: 'c' })]);
    expect(applied[0]!.status).toBe('applied');
    const outcome = schema.getType('ChangeOutcome') as GraphQLObjectType;
    expect(String(outcome.getFields().status!.type)).toBe('ChangeStatus!');
  });
});

describe('ministry ideas, written through the same path as every note', () => {
  test('an idea from a member without the conductor flag is refused and nothing is stored; a conductor’s is kept', async () => {
    const member = await signedInMember(t);
    const idea = { title: 'Cart at the station', content: 'Saturday morning', category: 'MINISTRY_CONDUCTOR_IDEAS' };
    const [refused] = await apply(member.client, [createNote(cid(), idea)]);
    expect(refused).toMatchObject({ status: 'refused', message: NOTE_MESSAGES.ideasForConductor });
    expect(await t.db.note.count({ where: { userId: member.user.id } })).toBe(0);

    const conductor = await signedInMember(t, { isConductor: true });
    const [applied] = await apply(conductor.client, [createNote(cid(), idea)]);
    expect(applied).toMatchObject({ status: 'applied', note: { title: 'Cart at the station', category: 'MINISTRY_CONDUCTOR_IDEAS' } });
    expect(await t.db.note.count({ where: { userId: conductor.user.id, category: 'Ministry Conductor Ideas' } })).toBe(1);
  });
});

describe('owner only', () => {
  test('another member’s note can be neither changed nor deleted, nor reached through a client id', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const create = cid();
    const [made] = await apply(owner.client, [createNote(create, { title: 'Mine', content: 'private' })]);
    const outcomes = await apply(other.client, [
      { clientId: cid(), type: 'note', action: 'update', id: made!.recordId, fields: json({ title: 'Theirs' }) },
      { clientId: cid(), type: 'note', action: 'update', createdBy: create, fields: json({ title: 'Theirs' }) },
      // The same client id as the owner's create: per user, so a new note of the other member.
      createNote(create, { title: 'Other', content: 'theirs' }),
    ]);
    expect(outcomes[0]).toMatchObject({ status: 'refused', message: 'Note not found', note: null });
    expect(outcomes[1]!.status).toBe('retry');
    expect(outcomes[2]!.status).toBe('applied');
    expect(outcomes[2]!.recordId).not.toBe(made!.recordId);
    const row = await t.db.note.findFirstOrThrow({ where: { userId: owner.user.id } });
    expect(row.title).toBe('Mine');
  });

  // A request the browser kept and sends again later goes with whatever session it has then.
  test('a batch queued for one account and sent with another’s session is refused whole; nothing is stored for either', async () => {
    const anna = await signedInMember(t);
    const ben = await signedInMember(t);
    const annaId = Buffer.from(`User:${anna.user.id}`).toString('base64');
    const changes = [createNote(cid(), { title: 'Anna’s visit', content: 'Door 12' })];
    const refused = await ben.client.graphql(APPLY, { input: { changes, owner: annaId } });
    expect(refused.data.applyChanges).toEqual({ __typename: 'AuthenticationError', message: SYNC_MESSAGES.otherAccount });
    expect(await t.db.note.count({ where: { userId: { in: [anna.user.id, ben.user.id] } } })).toBe(0);
    expect(await t.db.syncOutcome.count({ where: { userId: { in: [anna.user.id, ben.user.id] } } })).toBe(0);

    // An owner that names no account is bad input, refused before anything is applied: an id of
    // another type as a ValidationError, one that is no global id at all as a request error.
    const otherType = await anna.client.graphql(APPLY, { input: { changes, owner: Buffer.from(`Note:${anna.user.id}`).toString('base64') } });
    expect(otherType.data.applyChanges).toEqual({ __typename: 'ValidationError', message: 'Not a User id' });
    const malformed = await anna.client.graphql(APPLY, { input: { changes, owner: 'not-an-id' } });
    expect([malformed.data?.applyChanges ?? null, malformed.errors?.[0]?.message]).toEqual([null, 'Invalid global ID: not-an-id']);
    expect(await t.db.note.count({ where: { userId: anna.user.id } })).toBe(0);

    const sent = await anna.client.graphql(APPLY, { input: { changes, owner: annaId } });
    expect(sent.data.applyChanges.outcomes[0].status).toBe('applied');
    expect(await t.db.note.count({ where: { userId: anna.user.id } })).toBe(1);
  });
});

describe('conflicts', () => {
  async function noteChangedElsewhere() {
    const { client, user } = await signedInMember(t);
    const [made] = await apply(client, [createNote(cid(), { title: 'Visit', content: 'first text', category: 'Return Visit' })]);
    const id = made!.recordId!;
    // Another device changes the title and the content.
    await apply(client, [{ clientId: cid(), type: 'note', action: 'update', id, fields: json({ content: 'other device text', title: 'Visit 2' }), base: json({ content: 'first text', title: 'Visit' }) }]);
    return { client, user, id };
  }

  test('fields this device did not touch keep the server’s value', async () => {
    const { client, user, id } = await noteChangedElsewhere();
    const [o] = await apply(client, [{ clientId: cid(), type: 'note', action: 'update', id, fields: json({ category: 'Bible Study' }), base: json({ category: 'Return Visit' }) }]);
    expect(o!.conflictCopyId).toBeNull();
    const rows = await t.db.note.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: 'Visit 2', content: 'other device text', category: 'Bible Study' });
  });

  test('both changed the same field: the later write wins and the replaced text is kept in a conflict copy', async () => {
    const { client, user, id } = await noteChangedElsewhere();
    const [o] = await apply(client, [
      { clientId: cid(), type: 'note', action: 'update', id, fields: json({ content: 'this device text' }), base: json({ content: 'first text' }), madeAt: new Date(Date.now() + 1000).toISOString() },
    ]);
    expect(o!.note!.content).toBe('this device text');
    expect(o!.conflictCopyId).not.toBeNull();
    const rows = await t.db.note.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.title, r.content])).toEqual([
      ['Visit 2', 'this device text'],
      [`${CONFLICT_PREFIX}Visit 2`, 'other device text'],
    ]);
  });

  test('the change made later wins, though the one made earlier on another device arrived first', async () => {
    const { client, user } = await signedInMember(t);
    const [made] = await apply(client, [createNote(cid(), { title: 'Visit', content: 'first text' })]);
    const id = made!.recordId!;
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    // The note was made an hour ago.
    await t.db.note.updateMany({ where: { userId: user.id }, data: { updatedAt: minutesAgo(60) } });
    // Written at the hall ten minutes ago and delivered now; written in the car five minutes ago, delivered after it.
    const hall = { clientId: cid(), type: 'note', action: 'update', id, fields: json({ content: 'written at the hall' }), base: json({ content: 'first text' }), madeAt: minutesAgo(10) };
    const car = { clientId: cid(), type: 'note', action: 'update', id, fields: json({ content: 'written in the car' }), base: json({ content: 'first text' }), madeAt: minutesAgo(5) };
    const [first] = await apply(client, [hall]);
    expect(first!.conflictCopyId).toBeNull();
    const stored = await t.db.note.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.updatedAt.toISOString()).toBe(hall.madeAt);
    const [second] = await apply(client, [car]);
    expect(second!.note!.content).toBe('written in the car');
    const rows = await t.db.note.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.title, r.content])).toEqual([
      ['Visit', 'written in the car'],
      [`${CONFLICT_PREFIX}Visit`, 'written at the hall'],
    ]);
    // A device clock ahead of the server's is not believed: the change time is when it arrived.
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    await apply(client, [{ clientId: cid(), type: 'note', action: 'update', id, fields: json({ title: 'Visit 3' }), base: json({ title: 'Visit' }), madeAt: ahead }]);
    const after = await t.db.note.findFirstOrThrow({ where: { userId: user.id, title: 'Visit 3' } });
    expect(after.updatedAt.getTime()).toBeLessThan(Date.parse(ahead));
  });

  test('an older write loses the field but its text is kept in the conflict copy', async () => {
    const { client, user, id } = await noteChangedElsewhere();
    const [o] = await apply(client, [
      { clientId: cid(), type: 'note', action: 'update', id, fields: json({ content: 'written offline yesterday' }), base: json({ content: 'first text' }), madeAt: new Date(Date.now() - 86_400_000).toISOString() },
    ]);
    expect(o!.status).toBe('applied');
    expect(o!.note!.content).toBe('other device text');
    const copy = await t.db.note.findFirstOrThrow({ where: { userId: user.id, title: { startsWith: CONFLICT_PREFIX } } });
    expect(copy.content).toBe('written offline yesterday');
  });
});

// The app queues closed-list values as GraphQL enum names; a write queued by an older version
// holds the stored strings, and may be delivered long after the upgrade (docs/decisions.md,
// "Enums and messages"). Both shapes must land as the stored string.
describe('closed lists in queued writes', () => {
  test('a note queued by an older version (stored strings) and one queued now (enum names) both keep their category', async () => {
    const { client, user } = await signedInMember(t);
    const [older, newer] = await apply(client, [
      createNote(cid(), { title: 'Older', content: 'x', category: 'Return Visit' }),
      createNote(cid(), { title: 'Newer', content: 'x', category: 'RETURN_VISIT' }),
    ]);
    expect([older!.status, newer!.status]).toEqual(['applied', 'applied']);
    expect([older!.note!.category, newer!.note!.category]).toEqual(['RETURN_VISIT', 'RETURN_VISIT']);
    const rows = await t.db.note.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => r.category)).toEqual(['Return Visit', 'Return Visit']);
  });

  test('an update’s base in either shape is the value the device saw: no conflict copy', async () => {
    const { client, user } = await signedInMember(t);
    const [made] = await apply(client, [createNote(cid(), { title: 'Visit', content: 'x', category: 'BIBLE_STUDY' })]);
    const id = made!.recordId!;
    const [older] = await apply(client, [
      { clientId: cid(), type: 'note', action: 'update', id, fields: json({ category: 'Return Visit' }), base: json({ category: 'Bible Study' }) },
    ]);
    const [newer] = await apply(client, [
      { clientId: cid(), type: 'note', action: 'update', id, fields: json({ category: 'MEETING' }), base: json({ category: 'RETURN_VISIT' }) },
    ]);
    expect([older!.conflictCopyId, newer!.conflictCopyId]).toEqual([null, null]);
    expect(newer!.note!.category).toBe('MEETING');
    const rows = await t.db.note.findMany({ where: { userId: user.id } });
    expect(rows.map((r) => r.category)).toEqual(['Meeting']);
  });

  test('a calendar event queued with the stored type and priority is delivered as it was', async () => {
    const { client, user } = await signedInMember(t);
    const [o] = await apply(client, [
      {
        clientId: cid(),
        type: 'calendarEvent',
        action: 'create',
        fields: json({ title: 'Assembly', date: '2026-12-05', time: '09:30', type: 'special-day', priority: 'critical' }),
      },
    ]);
    expect(o!.calendarEvent).toMatchObject({ type: 'SPECIAL_DAY', priority: 'CRITICAL' });
    expect(await t.db.calendarEvent.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ type: 'special-day', priority: 'critical' });
  });

  test('a value on neither list is refused with the product’s message, and nothing is stored', async () => {
    const { client, user } = await signedInMember(t);
    const [note, event] = await apply(client, [
      createNote(cid(), { title: 'x', content: 'x', category: 'Shopping' }),
      { clientId: cid(), type: 'calendarEvent', action: 'create', fields: json({ title: 'x', date: '2026-12-05', time: '09:30', priority: 'URGENT' }) },
    ]);
    expect(note).toMatchObject({ status: 'refused', message: NOTE_MESSAGES.category });
    expect(event).toMatchObject({ status: 'refused', message: CALENDAR_MESSAGES.priority });
    expect(await t.db.note.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.db.calendarEvent.count({ where: { userId: user.id } })).toBe(0);
  });
});
