// Ministry experiences on the local-first write path (docs/product/offline.md): written private,
// with an image when the device carries one, changed and deleted through applyChanges exactly
// once with the experience rules and messages, owner-only; a conflict on the same field keeps the
// other version as a private conflict copy.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES } from '../experiences/index.ts';
import { PNG, TEXT_AS_PNG, getImage, storedImages } from '../experiences/test-helpers.ts';
import { applyFileWith, applyMutation, applyWith, cid, json } from './apply-changes.fixture.ts';
import { CONFLICT_PREFIX } from './service.ts';

const APPLY = applyMutation('clientId status message recordId conflictCopyId experience { id title content isShared imageUrl }');

type Outcome = {
  status: string;
  message: string | null;
  recordId: string | null;
  conflictCopyId: string | null;
  experience: { id: string; title: string; content: string; isShared: boolean; imageUrl: string | null } | null;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apply = (client: Client, changes: Record<string, unknown>[]) => applyWith<Outcome>(client, APPLY, changes);
const STORY = { title: 'At the bus stop', content: 'A young man asked about the brochure and took a Bible study.' };
const create = (clientId: string, fields: Record<string, unknown>) => ({ clientId, type: 'experience', action: 'create', fields: json(fields) });
const update = (id: string, fields: Record<string, unknown>, base: Record<string, unknown>) => ({
  clientId: cid(),
  type: 'experience',
  action: 'update',
  id,
  fields: json(fields),
  base: json(base),
});

const applyWithFile = (client: Client, change: Record<string, unknown>, bytes: Buffer) => applyFileWith<Outcome>(t, client, APPLY, change, bytes, 'door.png');

describe('experiences through applyChanges', () => {
  test('a create delivered twice makes one private experience; an edit and a delete of it follow in order', async () => {
    const { client, user } = await signedInMember(t);
    const made = cid();
    const [first] = await apply(client, [create(made, STORY)]);
    const [again, edited] = await apply(client, [
      create(made, STORY),
      { clientId: cid(), type: 'experience', action: 'update', createdBy: made, fields: json({ title: 'At the bus shelter' }), base: json({ title: STORY.title }) },
    ]);
    expect(first).toMatchObject({ status: 'applied', experience: { ...STORY, isShared: false } });
    expect(again!.recordId).toBe(first!.recordId);
    // The field not changed keeps its text.
    expect(edited!.experience).toMatchObject({ title: 'At the bus shelter', content: STORY.content });
    expect(await t.db.ministryExperience.count({ where: { userId: user.id } })).toBe(1);
    const [removed] = await apply(client, [{ clientId: cid(), type: 'experience', action: 'delete', id: first!.recordId }]);
    expect(removed!.status).toBe('applied');
    expect(await t.db.ministryExperience.count({ where: { userId: user.id } })).toBe(0);
  });

  test('an experience written with its image arrives with it, once; a file that is no image is refused', async () => {
    const { client, user } = await signedInMember(t);
    const before = storedImages(t).length;
    const change = create(cid(), STORY);
    const first = await applyWithFile(client, change, PNG);
    const again = await applyWithFile(client, change, PNG);
    expect(first).toMatchObject({ status: 'applied', experience: { title: STORY.title } });
    expect(again.recordId).toBe(first.recordId);
    expect(storedImages(t).length).toBe(before + 1);
    const served = await getImage(t, client, first.experience!.imageUrl!);
    expect(served.bytes.equals(PNG)).toBe(true);

    const fake = await applyWithFile(client, create(cid(), { title: 'B', content: 'C' }), TEXT_AS_PNG);
    expect(fake).toMatchObject({ status: 'refused', message: MESSAGES.invalidImage, experience: null });
    expect(storedImages(t).length).toBe(before + 1);
    expect(await t.db.ministryExperience.count({ where: { userId: user.id } })).toBe(1);
  });

  test('a blank title is refused with the experience message, on create and on update, and nothing changes', async () => {
    const { client, user } = await signedInMember(t);
    const [refused] = await apply(client, [create(cid(), { title: '  ', content: 'Something' })]);
    expect(refused).toMatchObject({ status: 'refused', message: MESSAGES.required });
    const [made] = await apply(client, [create(cid(), STORY)]);
    const [blanked] = await apply(client, [update(made!.recordId!, { content: ' ' }, { content: STORY.content })]);
    expect(blanked).toMatchObject({ status: 'refused', message: MESSAGES.required });
    const rows = await t.db.ministryExperience.findMany({ where: { userId: user.id } });
    expect(rows.map((r) => [r.title, r.content])).toEqual([[STORY.title, STORY.content]]);
  });

  test('another member’s experience cannot be changed or deleted', async () => {
    // A delete of a record the member does not have is answered as done (it is not theirs to find),
    // and the owner's record stays as it was.
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const [made] = await apply(owner.client, [create(cid(), STORY)]);
    const [changed] = await apply(other.client, [update(made!.recordId!, { title: 'Mine now' }, { title: STORY.title })]);
    const [deleted] = await apply(other.client, [{ clientId: cid(), type: 'experience', action: 'delete', id: made!.recordId }]);
    expect(changed).toMatchObject({ status: 'refused', message: MESSAGES.notFound });
    expect(deleted!.experience).toBeNull();
    expect((await t.db.ministryExperience.findFirstOrThrow({ where: { userId: owner.user.id } })).title).toBe(STORY.title);
  });

  test('both sides changed the text: the later change wins and the other is kept in a private copy', async () => {
    const { client, user } = await signedInMember(t);
    const [made] = await apply(client, [create(cid(), STORY)]);
    const id = made!.recordId!;
    await apply(client, [update(id, { content: 'Told on the phone' }, { content: STORY.content })]);
    const [late] = await apply(client, [update(id, { content: 'Told in the car' }, { content: STORY.content })]);
    expect(late!.experience!.content).toBe('Told in the car');
    expect(late!.conflictCopyId).not.toBeNull();
    const rows = await t.db.ministryExperience.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.title, r.content, r.isShared])).toEqual([
      [STORY.title, 'Told in the car', false],
      [`${CONFLICT_PREFIX}${STORY.title}`, 'Told on the phone', false],
    ]);
  });
});
