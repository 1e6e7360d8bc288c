// Scriptures on the local-first write path (docs/product/offline.md): created, changed and
// deleted through applyChanges exactly once with the scripture rules and messages, owner-only, and
// a conflict on the same field kept as a copy named by its reference.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES } from '../scriptures/index.ts';
import { applyWith, cid, json } from './apply-changes.fixture.ts';
import { CONFLICT_PREFIX } from './service.ts';

const APPLY = /* GraphQL */ `
  mutation ($input: ApplyChangesInput!) {
    applyChanges(input: $input) {
      __typename
      ... on ChangesApplied {
        outcomes { clientId status message recordId conflictCopyId scripture { id reference text notes favorite } }
      }
      ... on Error { message }
    }
  }
`;

type Outcome = {
  status: string;
  message: string | null;
  recordId: string | null;
  conflictCopyId: string | null;
  scripture: { id: string; reference: string; text: string; notes: string | null; favorite: boolean } | null;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apply = (client: Client, changes: Record<string, unknown>[]) => applyWith<Outcome>(client, APPLY, changes);
const VERSE = { reference: 'John 17:3', text: 'This means everlasting life…', notes: 'For a return visit', favorite: true };
const create = (clientId: string, fields: Record<string, unknown>) => ({ clientId, type: 'scripture', action: 'create', fields: json(fields) });

describe('scriptures through applyChanges', () => {
  test('a create delivered twice makes one scripture; an edit and a delete of it follow in order', async () => {
    const { client, user } = await signedInMember(t);
    const made = cid();
    const [first] = await apply(client, [create(made, VERSE)]);
    const [again, edited] = await apply(client, [
      create(made, VERSE),
      { clientId: cid(), type: 'scripture', action: 'update', createdBy: made, fields: json({ notes: 'Read at the door', favorite: false }), base: json({ notes: VERSE.notes, favorite: true }) },
    ]);
    expect(first!.status).toBe('applied');
    expect(again!.recordId).toBe(first!.recordId);
    expect(edited!.scripture).toMatchObject({ reference: 'John 17:3', notes: 'Read at the door', favorite: false });
    expect(await t.db.scripture.count({ where: { userId: user.id } })).toBe(1);
    const [removed] = await apply(client, [{ clientId: cid(), type: 'scripture', action: 'delete', id: first!.recordId }]);
    expect(removed!.status).toBe('applied');
    expect(await t.db.scripture.count({ where: { userId: user.id } })).toBe(0);
  });

  test('a scripture without its text is refused with the scripture message, and nothing is stored', async () => {
    const { client, user } = await signedInMember(t);
    const [refused] = await apply(client, [create(cid(), { reference: 'Psalm 83:18', text: '   ' })]);
    expect(refused).toMatchObject({ status: 'refused', message: MESSAGES.required });
    expect(await t.db.scripture.count({ where: { userId: user.id } })).toBe(0);
  });

  test('another member’s scripture cannot be changed', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const [made] = await apply(owner.client, [create(cid(), VERSE)]);
    const [update] = await apply(other.client, [
      { clientId: cid(), type: 'scripture', action: 'update', id: made!.recordId, fields: json({ text: 'Changed' }), base: json({}) },
    ]);
    expect(update).toMatchObject({ status: 'refused', message: MESSAGES.notFound });
    expect((await t.db.scripture.findFirstOrThrow({ where: { userId: owner.user.id } })).text).toBe(VERSE.text);
  });

  test('both sides changed the notes: the incoming write wins and the other notes are kept in a copy named by the reference', async () => {
    const { client, user } = await signedInMember(t);
    const [made] = await apply(client, [create(cid(), VERSE)]);
    const id = made!.recordId;
    await apply(client, [{ clientId: cid(), type: 'scripture', action: 'update', id, fields: json({ notes: 'Phone' }), base: json({ notes: VERSE.notes }) }]);
    const [late] = await apply(client, [{ clientId: cid(), type: 'scripture', action: 'update', id, fields: json({ notes: 'Cart' }), base: json({ notes: VERSE.notes }) }]);
    expect(late!.scripture!.notes).toBe('Cart');
    expect(late!.conflictCopyId).not.toBeNull();
    const rows = await t.db.scripture.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.reference, r.notes])).toEqual([
      ['John 17:3', 'Cart'],
      [`${CONFLICT_PREFIX}John 17:3`, 'Phone'],
    ]);
  });
});
