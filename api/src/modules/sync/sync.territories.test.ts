// Territories on the local-first write path (docs/product/offline.md): added, edited and deleted
// through applyChanges exactly once with the territories module's own rules, an image carried as
// the change's file (a GraphQL multipart request) and checked by its bytes, owner-only; a conflict
// keeps what lost in the territory's notes, never a second territory.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { PNG, TEXT_AS_PNG, getImage } from '../experiences/test-helpers.ts';
import { MESSAGES as TERRITORY_MESSAGES } from '../territories/index.ts';
import { applyFileWith, applyMutation, applyWith, cid, json } from './apply-changes.fixture.ts';
import { CONFLICT_PREFIX, SYNC_MESSAGES } from './service.ts';

const APPLY = applyMutation(`
  clientId status message recordId conflictCopyId
  territory { id territoryNumber name status: storedStatus type progress houses contactedHouses dueDate notes imageUrl }
`);

type Territory = {
  id: string;
  territoryNumber: string;
  name: string;
  status: string;
  type: string;
  progress: number;
  houses: number;
  contactedHouses: number;
  dueDate: string | null;
  notes: string | null;
  imageUrl: string | null;
};
type Outcome = { clientId: string; status: string; message: string | null; recordId: string | null; conflictCopyId: string | null; territory: Territory | null };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apply = (client: Client, changes: Record<string, unknown>[]) => applyWith<Outcome>(client, APPLY, changes);

const storedImages = () => {
  const dir = join(t.app.deps.config.uploadDir, 'territories');
  return existsSync(dir) ? readdirSync(dir) : [];
};

const applyWithFile = (client: Client, change: Record<string, unknown>, bytes: Buffer, name = 'map.png') =>
  applyFileWith<Outcome>(t, client, APPLY, change, bytes, name);

const create = (clientId: string, fields: Record<string, unknown>) => ({ clientId, type: 'territory', action: 'create', fields: json(fields) });
const update = (clientId: string, id: string, fields: Record<string, unknown>, base: Record<string, unknown>, madeAt?: string) => ({
  clientId,
  type: 'territory',
  action: 'update',
  id,
  fields: json(fields),
  base: json(base),
  ...(madeAt ? { madeAt } : {}),
});

describe('territories through applyChanges', () => {
  test('a territory added twice is one; an edit merges with the stored fields; a delete removes it and its image', async () => {
    const { client } = await signedInMember(t);
    const made = cid();
    const add = create(made, { territoryNumber: 'T-9', name: 'Oak Street', status: 'ACTIVE', type: 'RURAL', houses: 40, contactedHouses: 10, progress: 25 });
    const [first] = await apply(client, [add]);
    const [again] = await apply(client, [add]);
    expect(first).toMatchObject({
      status: 'applied',
      territory: { territoryNumber: 'T-9', name: 'Oak Street', status: 'ACTIVE', type: 'RURAL', houses: 40, contactedHouses: 10, progress: 25, imageUrl: null },
    });
    expect(again!.recordId).toBe(first!.recordId);

    const id = first!.recordId!;
    const [edited] = await apply(client, [update(cid(), id, { dueDate: '2026-12-31', notes: 'Gate code 41' }, { dueDate: null, notes: null })]);
    expect(edited!.territory).toMatchObject({ name: 'Oak Street', houses: 40, dueDate: '2026-12-31', notes: 'Gate code 41' });

    const image = await applyWithFile(client, update(cid(), id, {}, {}), PNG);
    expect(image.status).toBe('applied');
    expect(image.territory!.imageUrl).toMatch(/^\/api\/territories\/image\//);
    expect(storedImages()).toHaveLength(1);
    const served = await getImage(t, client, image.territory!.imageUrl!);
    expect(served.bytes.equals(PNG)).toBe(true);

    const [gone] = await apply(client, [{ clientId: cid(), type: 'territory', action: 'delete', id }]);
    expect(gone).toMatchObject({ status: 'applied', territory: null });
    // The file goes once the delete is committed.
    await expect.poll(storedImages).toHaveLength(0);
  });

  test('a territory made on the device with its image arrives with it, once', async () => {
    const { client } = await signedInMember(t);
    const before = storedImages().length;
    const change = create(cid(), { territoryNumber: '12', name: 'Harbour' });
    const first = await applyWithFile(client, change, PNG);
    const again = await applyWithFile(client, change, PNG);
    expect(first).toMatchObject({ status: 'applied', territory: { name: 'Harbour' } });
    expect(first.territory!.imageUrl).toBeTruthy();
    expect(again.recordId).toBe(first.recordId);
    expect(storedImages().length).toBe(before + 1);
  });

  test('bad input is refused with the module’s message and stores nothing', async () => {
    const { client } = await signedInMember(t);
    const before = storedImages().length;
    const [noName] = await apply(client, [create(cid(), { territoryNumber: '1', name: ' ' })]);
    expect(noName).toMatchObject({ status: 'refused', message: TERRITORY_MESSAGES.nameRequired, territory: null });
    const [over] = await apply(client, [create(cid(), { territoryNumber: '1', name: 'A', houses: 3, contactedHouses: 5 })]);
    expect(over).toMatchObject({ status: 'refused', message: TERRITORY_MESSAGES.contactedOverHouses });
    const fake = await applyWithFile(client, create(cid(), { territoryNumber: '2', name: 'B' }), TEXT_AS_PNG);
    expect(fake).toMatchObject({ status: 'refused', message: TERRITORY_MESSAGES.invalidImage });
    expect(storedImages().length).toBe(before);

    // A file on a record that carries none.
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: APPLY, variables: { input: { changes: [{ clientId: cid(), type: 'note', action: 'create', fields: json({ title: 'x', content: 'y' }), file: null }] } } }));
    form.append('map', JSON.stringify({ 0: ['variables.input.changes.0.file'] }));
    form.append('0', new File([new Uint8Array(PNG)], 'a.png', { type: 'image/png' }));
    const response = await fetch(`${await t.base()}/graphql`, { method: 'POST', headers: { 'x-mc-csrf': '1', cookie: client.cookie! }, body: form });
    const answer = (await response.json()) as { data: { applyChanges: { outcomes: Outcome[] } } };
    expect(answer.data.applyChanges.outcomes[0]).toMatchObject({ status: 'refused', message: SYNC_MESSAGES.noFile });
    const count = await t.db.territory.count({ where: { name: { in: [' ', 'A', 'B'] } } });
    expect(count).toBe(0);
  });

  test('another member’s territory is not found: not read, changed or deleted', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const [mine] = await apply(owner.client, [create(cid(), { territoryNumber: '5', name: 'Mine' })]);
    const id = mine!.recordId!;
    const [edit] = await apply(other.client, [update(cid(), id, { name: 'Taken' }, { name: 'Mine' })]);
    expect(edit).toMatchObject({ status: 'refused', message: TERRITORY_MESSAGES.notFound, territory: null });
    await apply(other.client, [{ clientId: cid(), type: 'territory', action: 'delete', id }]);
    const stored = await t.db.territory.findMany({ where: { name: { in: ['Mine', 'Taken'] }, userId: owner.user.id } });
    expect(stored.map((r) => r.name)).toEqual(['Mine']);
  });

  test('both sides changed the name: the later write wins and the losing name is kept in the notes, not as a second territory', async () => {
    const { client, user } = await signedInMember(t);
    const [made] = await apply(client, [create(cid(), { territoryNumber: '8', name: 'North', notes: 'Dog at 14' })]);
    const id = made!.recordId!;
    // Another device renames it first…
    await apply(client, [update(cid(), id, { name: 'North side' }, { name: 'North' })]);
    // …then this device, which still saw "North", renames it later.
    const [merged] = await apply(client, [update(cid(), id, { name: 'North hill' }, { name: 'North' }, new Date(Date.now() + 1000).toISOString())]);
    expect(merged!.conflictCopyId).toBeNull();
    expect(merged!.territory!.name).toBe('North hill');
    expect(merged!.territory!.notes).toBe(`Dog at 14\n\n${CONFLICT_PREFIX}Territory name: North side`);
    expect(await t.db.territory.count({ where: { userId: user.id } })).toBe(1);
  });
});
