// Contacts of both lists and videos on the local-first write path (docs/product/offline.md):
// created, changed and deleted through applyChanges exactly once, with each module's own rules and
// messages, owner-only, a contact's global id naming its list, and a conflict on the same field
// kept as a copy named by the contact's name. A video is only ever added and deleted.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES as CONTACT_MESSAGES } from '../contacts/index.ts';
import { MESSAGES as VIDEO_MESSAGES } from '../videos/index.ts';
import { applyWith, cid, json } from './apply-changes.fixture.ts';
import { CONFLICT_PREFIX, SYNC_MESSAGES } from './service.ts';

const APPLY = /* GraphQL */ `
  mutation ($input: ApplyChangesInput!) {
    applyChanges(input: $input) {
      __typename
      ... on ChangesApplied {
        outcomes {
          clientId status message recordId conflictCopyId
          contact { id name email position notes }
          video { id title url duration }
        }
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
  contact: { id: string; name: string; email: string; position: string; notes: string | null } | null;
  video: { id: string; title: string; url: string; duration: string | null } | null;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apply = (client: Client, changes: Record<string, unknown>[]) => applyWith<Outcome>(client, APPLY, changes);
const ANNA = { name: 'Anna Berg', phoneNumber: '555-0100', email: 'anna@example.org', position: 'SECRETARY', hospital: 'Mercy' };
const create = (type: string, clientId: string, fields: Record<string, unknown>) => ({ clientId, type, action: 'create', fields: json(fields) });
const decoded = (id: string | null) => Buffer.from(id ?? '', 'base64').toString();

describe('contacts through applyChanges', () => {
  test('a create delivered twice makes one contact in its own list; an edit and a delete of it follow in order', async () => {
    const { client, user } = await signedInMember(t);
    const made = cid();
    const [first] = await apply(client, [create('pvgContact', made, ANNA)]);
    expect(first).toMatchObject({ status: 'applied', contact: { name: 'Anna Berg', position: 'SECRETARY' } });
    expect(decoded(first!.recordId)).toMatch(/^Contact:pvg:\d+$/);
    expect(first!.contact!.id).toBe(first!.recordId);
    const [again, edited] = await apply(client, [
      create('pvgContact', made, ANNA),
      { clientId: cid(), type: 'pvgContact', action: 'update', createdBy: made, fields: json({ position: 'VOLUNTEER', notes: 'Nights' }), base: json({ position: 'SECRETARY', notes: null }) },
    ]);
    expect(again!.recordId).toBe(first!.recordId);
    expect(edited!.contact).toMatchObject({ position: 'VOLUNTEER', notes: 'Nights' });
    expect(await t.db.pvgContact.count({ where: { userId: user.id } })).toBe(1);
    expect(await t.db.hlcContact.count({ where: { userId: user.id } })).toBe(0);
    const [removed] = await apply(client, [{ clientId: cid(), type: 'pvgContact', action: 'delete', id: first!.recordId }]);
    expect(removed!.status).toBe('applied');
    expect(await t.db.pvgContact.count({ where: { userId: user.id } })).toBe(0);
  });

  test('the contact rules and messages hold: a bad email or a position of the other list is refused, and nothing is stored', async () => {
    const { client, user } = await signedInMember(t);
    const [badEmail, volunteer] = await apply(client, [
      create('hlcContact', cid(), { ...ANNA, email: 'anna@example' }),
      create('hlcContact', cid(), { ...ANNA, position: 'VOLUNTEER' }),
    ]);
    expect(badEmail).toMatchObject({ status: 'refused', message: CONTACT_MESSAGES.emailInvalid });
    expect(volunteer).toMatchObject({ status: 'refused', message: CONTACT_MESSAGES.position('hlc') });
    expect(await t.db.hlcContact.count({ where: { userId: user.id } })).toBe(0);
  });

  test('an id of the other list, or of another kind of record, is refused as a whole and changes nothing', async () => {
    const { client, user } = await signedInMember(t);
    const [made] = await apply(client, [create('hlcContact', cid(), ANNA)]);
    const answer = await client.graphql(APPLY, {
      input: { changes: [{ clientId: cid(), type: 'pvgContact', action: 'delete', id: made!.recordId }] },
    });
    expect(JSON.stringify(answer)).toContain(SYNC_MESSAGES.wrongId);
    expect(await t.db.hlcContact.count({ where: { userId: user.id } })).toBe(1);
  });

  test('another member’s contact cannot be changed or deleted', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const [made] = await apply(owner.client, [create('hlcContact', cid(), ANNA)]);
    const [update, removal] = await apply(other.client, [
      { clientId: cid(), type: 'hlcContact', action: 'update', id: made!.recordId, fields: json({ notes: 'Mine now' }), base: json({}) },
      { clientId: cid(), type: 'hlcContact', action: 'delete', id: made!.recordId },
    ]);
    expect(update).toMatchObject({ status: 'refused', message: CONTACT_MESSAGES.notFound('hlc') });
    // A deletion of a row the member cannot see is answered as done and leaves the row alone.
    expect(removal!.status).toBe('applied');
    const row = await t.db.hlcContact.findFirstOrThrow({ where: { userId: owner.user.id } });
    expect(row.notes).toBeNull();
  });

  test('both sides changed the notes: the later write wins and the other is kept in a copy named by the contact', async () => {
    const { client, user } = await signedInMember(t);
    const [made] = await apply(client, [create('hlcContact', cid(), { ...ANNA, name: 'A'.repeat(100) })]);
    const id = made!.recordId;
    await apply(client, [{ clientId: cid(), type: 'hlcContact', action: 'update', id, fields: json({ notes: 'Phone' }), base: json({ notes: null }) }]);
    const [late] = await apply(client, [
      { clientId: cid(), type: 'hlcContact', action: 'update', id, fields: json({ notes: 'Cart' }), base: json({ notes: null }), madeAt: new Date(Date.now() + 60_000).toISOString() },
    ]);
    expect(late!.status).toBe('applied');
    expect(late!.contact!.notes).toBe('Cart');
    expect(decoded(late!.conflictCopyId)).toMatch(/^Contact:hlc:\d+$/);
    const rows = await t.db.hlcContact.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
    // The copy's name keeps within the name's limit of 100.
    expect(rows.map((r) => [r.name, r.notes])).toEqual([
      ['A'.repeat(100), 'Cart'],
      [`${CONFLICT_PREFIX}${'A'.repeat(100)}`.slice(0, 100), 'Phone'],
    ]);
  });
});

describe('videos through applyChanges', () => {
  const VIDEO = { title: 'Why Study the Bible?', url: 'https://example.org/why', duration: '4:30' };

  test('a create delivered twice makes one video, and its deletion follows', async () => {
    const { client, user } = await signedInMember(t);
    const made = cid();
    const [first, again] = await apply(client, [create('video', made, VIDEO), create('video', made, VIDEO)]);
    expect(first).toMatchObject({ status: 'applied', video: VIDEO });
    expect(again!.recordId).toBe(first!.recordId);
    expect(await t.db.video.count({ where: { userId: user.id } })).toBe(1);
    const [removed] = await apply(client, [{ clientId: cid(), type: 'video', action: 'delete', createdBy: made }]);
    expect(removed!.status).toBe('applied');
    expect(await t.db.video.count({ where: { userId: user.id } })).toBe(0);
  });

  test('a link that is not a web address is refused with the video message; a video cannot be changed', async () => {
    const { client, user } = await signedInMember(t);
    const [script, made] = await apply(client, [
      create('video', cid(), { ...VIDEO, url: 'javascript:alert(1)' }),
      create('video', cid(), VIDEO),
    ]);
    expect(script).toMatchObject({ status: 'refused', message: VIDEO_MESSAGES.url });
    const [update] = await apply(client, [
      { clientId: cid(), type: 'video', action: 'update', id: made!.recordId, fields: json({ title: 'Changed' }), base: json({ title: VIDEO.title }) },
    ]);
    expect(update).toMatchObject({ status: 'refused', message: SYNC_MESSAGES.notChangeable });
    expect((await t.db.video.findMany({ where: { userId: user.id } })).map((v) => v.title)).toEqual([VIDEO.title]);
  });
});
