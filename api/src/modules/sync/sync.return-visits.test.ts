// Return visits and their calls on the local-first write path (docs/product/return-visits.md,
// docs/product/offline.md): created, changed and deleted through applyChanges exactly once, with
// the module's own rules and messages, owner-only (another member's id is "not found" and changes
// nothing), a linked note or house the member's own, and a call that moves the visit's last call
// and may set its next visit.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInMember, type Client, type TestApp } from '../../../../tests/api/harness.ts';
import { MESSAGES } from '../return-visits/index.ts';
import { applyWith, cid, json } from './apply-changes.fixture.ts';

const APPLY = /* GraphQL */ `
  mutation ($input: ApplyChangesInput!) {
    applyChanges(input: $input) {
      __typename
      ... on ChangesApplied {
        outcomes {
          clientId status message code recordId
          returnVisit { id name address phoneNumber latitude longitude nextVisitDate lastCallDate note { id } house { id } }
          returnVisitCall { id date notes publication }
          calledReturnVisit { id lastCallDate nextVisitDate calls(first: 5) { totalCount edges { node { date } } } }
        }
      }
      ... on Error { message }
    }
  }
`;

type Visit = {
  id: string;
  name: string;
  address: string;
  phoneNumber: string | null;
  latitude: number | null;
  longitude: number | null;
  nextVisitDate: string | null;
  lastCallDate: string | null;
  note: { id: string } | null;
  house: { id: string } | null;
};
type Outcome = {
  status: string;
  message: string | null;
  code: string | null;
  recordId: string | null;
  returnVisit: Visit | null;
  returnVisitCall: { id: string; date: string; notes: string | null; publication: string | null } | null;
  calledReturnVisit: { id: string; lastCallDate: string | null; nextVisitDate: string | null; calls: { totalCount: number; edges: { node: { date: string } }[] } } | null;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apply = (client: Client, changes: Record<string, unknown>[]) => applyWith<Outcome>(client, APPLY, changes);
const ANA = { name: 'Ana Ruiz', address: '12 Oak Street', phoneNumber: '555-0101', latitude: 34.2257, longitude: -77.9447, nextVisitDate: '2026-12-03' };
const create = (type: string, clientId: string, fields: Record<string, unknown>) => ({ clientId, type, action: 'create', fields: json(fields) });
const decoded = (id: string | null) => Buffer.from(id ?? '', 'base64').toString();

describe('return visits through applyChanges', () => {
  test('a create delivered twice makes one visit; an edit and a delete of it follow in order', async () => {
    const { client, user } = await signedInMember(t);
    const made = cid();
    const [first] = await apply(client, [create('returnVisit', made, ANA)]);
    expect(first).toMatchObject({ status: 'applied', returnVisit: { ...ANA, lastCallDate: null, note: null, house: null } });
    expect(decoded(first!.recordId)).toMatch(/^ReturnVisit:\d+$/);
    const [again, edited] = await apply(client, [
      create('returnVisit', made, ANA),
      {
        clientId: cid(),
        type: 'returnVisit',
        action: 'update',
        createdBy: made,
        fields: json({ address: '14 Oak Street', phoneNumber: '' }),
        base: json({ address: ANA.address, phoneNumber: ANA.phoneNumber }),
      },
    ]);
    expect(again!.recordId).toBe(first!.recordId);
    expect(edited!.returnVisit).toMatchObject({ name: 'Ana Ruiz', address: '14 Oak Street', phoneNumber: null });
    const rows = await t.db.returnVisit.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ clientId: made, nextVisitDate: '2026-12-03' });
    const [removed] = await apply(client, [{ clientId: cid(), type: 'returnVisit', action: 'delete', id: first!.recordId }]);
    expect(removed!.status).toBe('applied');
    expect(await t.db.returnVisit.count({ where: { userId: user.id } })).toBe(0);
  });

  test('bad input is refused with the product’s messages, and nothing is stored', async () => {
    const { client, user } = await signedInMember(t);
    const outcomes = await apply(client, [
      create('returnVisit', cid(), { ...ANA, name: '   ' }),
      create('returnVisit', cid(), { ...ANA, nextVisitDate: '2026-02-30' }),
      create('returnVisit', cid(), { ...ANA, latitude: 91 }),
      create('returnVisit', cid(), { ...ANA, longitude: -180.5 }),
      create('returnVisit', cid(), { ...ANA, longitude: null }),
      create('returnVisit', cid(), { ...ANA, address: '' }),
    ]);
    expect(outcomes.map((o) => [o.status, o.message])).toEqual([
      ['refused', MESSAGES.nameRequired],
      ['refused', MESSAGES.nextVisitDate],
      ['refused', MESSAGES.latitude],
      ['refused', MESSAGES.longitude],
      ['refused', MESSAGES.bothCoordinates],
      ['refused', MESSAGES.addressRequired],
    ]);
    expect(await t.db.returnVisit.count({ where: { userId: user.id } })).toBe(0);
  });

  test('another member’s visit cannot be changed, called on or deleted: answered as not found, and nothing changes', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const [made] = await apply(owner.client, [create('returnVisit', cid(), ANA)]);
    const [update, call] = await apply(other.client, [
      { clientId: cid(), type: 'returnVisit', action: 'update', id: made!.recordId, fields: json({ name: 'Mine now' }), base: json({ name: ANA.name }) },
      create('returnVisitCall', cid(), { returnVisitId: made!.recordId, date: '2026-11-20', notes: 'Hello' }),
    ]);
    expect(update).toMatchObject({ status: 'refused', code: 'NOT_FOUND', message: MESSAGES.notFound });
    expect(call).toMatchObject({ status: 'refused', code: 'NOT_FOUND', message: MESSAGES.notFound });
    // A deletion of a row the member cannot see is answered as done and leaves the row alone.
    const [removal] = await apply(other.client, [{ clientId: cid(), type: 'returnVisit', action: 'delete', id: made!.recordId }]);
    expect(removal!.status).toBe('applied');
    const row = await t.db.returnVisit.findFirstOrThrow({ where: { userId: owner.user.id }, include: { calls: true } });
    expect(row).toMatchObject({ name: ANA.name, calls: [] });
  });

  test('a linked note or house must be the member’s own', async () => {
    const { client, user } = await signedInMember(t);
    const other = await signedInMember(t);
    const myNote = await t.db.note.create({ data: { userId: user.id, title: 'Ana', content: 'Psalms' } });
    const theirNote = await t.db.note.create({ data: { userId: other.user.id, title: 'Not mine', content: '-' } });
    const territory = await t.db.territory.create({ data: { userId: user.id, territoryNumber: 'T-1', name: 'Oak' } });
    const myHouse = await t.db.territoryHouse.create({ data: { territoryId: territory.id, address: '12 Oak Street' } });
    const theirTerritory = await t.db.territory.create({ data: { userId: other.user.id, territoryNumber: 'T-2', name: 'Elm' } });
    const theirHouse = await t.db.territoryHouse.create({ data: { territoryId: theirTerritory.id, address: '1 Elm' } });
    const noteId = (id: number) => encodeGlobalID('Note', String(id));
    const houseId = (id: number) => encodeGlobalID('TerritoryHouse', String(id));
    const [linked, wrongNote, wrongHouse] = await apply(client, [
      create('returnVisit', cid(), { ...ANA, noteId: noteId(myNote.id), houseId: houseId(myHouse.id) }),
      create('returnVisit', cid(), { ...ANA, noteId: noteId(theirNote.id) }),
      create('returnVisit', cid(), { ...ANA, houseId: houseId(theirHouse.id) }),
    ]);
    expect(linked!.returnVisit).toMatchObject({ note: { id: noteId(myNote.id) }, house: { id: houseId(myHouse.id) } });
    expect(wrongNote).toMatchObject({ status: 'refused', message: MESSAGES.note });
    expect(wrongHouse).toMatchObject({ status: 'refused', message: MESSAGES.house });
    // Changing the link to another member's note is refused too, and the old link stays.
    const [relink] = await apply(client, [
      { clientId: cid(), type: 'returnVisit', action: 'update', id: linked!.recordId, fields: json({ noteId: noteId(theirNote.id) }), base: json({ noteId: noteId(myNote.id) }) },
    ]);
    expect(relink).toMatchObject({ status: 'refused', message: MESSAGES.note });
    expect(await t.db.returnVisit.findMany({ where: { userId: user.id }, select: { noteId: true } })).toEqual([{ noteId: myNote.id }]);
  });

  test('a call moves the last call and may set the next visit; repeated, it is stored once; it can be deleted', async () => {
    const { client } = await signedInMember(t);
    const visitClientId = cid();
    const [made] = await apply(client, [create('returnVisit', visitClientId, ANA)]);
    const callId = cid();
    const call = create('returnVisitCall', callId, { returnVisitId: made!.recordId, date: '2026-11-25', notes: 'Read Psalm 37', publication: 'Good News', nextVisitDate: '2026-12-09' });
    const [first, again] = await apply(client, [call, call]);
    expect(first).toMatchObject({
      status: 'applied',
      returnVisitCall: { date: '2026-11-25', notes: 'Read Psalm 37', publication: 'Good News' },
      calledReturnVisit: { id: made!.recordId, lastCallDate: '2026-11-25', nextVisitDate: '2026-12-09', calls: { totalCount: 1 } },
    });
    expect(again!.recordId).toBe(first!.recordId);
    // An earlier call recorded later does not move the last call back, and leaves the next visit alone.
    const [earlier] = await apply(client, [create('returnVisitCall', cid(), { returnVisitId: made!.recordId, date: '2026-11-01' })]);
    expect(earlier!.calledReturnVisit).toMatchObject({ lastCallDate: '2026-11-25', nextVisitDate: '2026-12-09' });
    expect(earlier!.calledReturnVisit!.calls.edges.map((e) => e.node.date)).toEqual(['2026-11-25', '2026-11-01']);
    const [badDate] = await apply(client, [create('returnVisitCall', cid(), { returnVisitId: made!.recordId, date: '2026-02-30' })]);
    expect(badDate).toMatchObject({ status: 'refused', message: MESSAGES.callDate });
    const [removed] = await apply(client, [{ clientId: cid(), type: 'returnVisitCall', action: 'delete', id: first!.recordId }]);
    expect(removed!.status).toBe('applied');
    const visitId = Number(decoded(made!.recordId).split(':')[1]);
    expect((await t.db.returnVisitCall.findMany({ where: { returnVisitId: visitId } })).map((c) => c.date)).toEqual(['2026-11-01']);
    // Deleting the visit deletes its calls.
    await apply(client, [{ clientId: cid(), type: 'returnVisit', action: 'delete', createdBy: visitClientId }]);
    expect(await t.db.returnVisitCall.count({ where: { returnVisitId: visitId } })).toBe(0);
  });
});
